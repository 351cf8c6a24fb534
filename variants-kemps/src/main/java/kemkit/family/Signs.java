package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;

/**
 * The teams' signs, which carry over from round to round (K-2, K-14): each team's word, if set,
 * and the teams whose sign was denounced and that must sign again before they call (K-15). An
 * immutable value; the words are kept as {@link SignalWords} codes, so that a sign makes this one
 * small object.
 */
final class Signs {

  /** No team has a sign, and none was found: a new game's. */
  static final Signs NONE = new Signs(0, ImmutableMap.of(), ImmutableSet.of());

  private final long codes;
  private final ImmutableMap<Integer, String> spelled;
  /** The teams whose sign was denounced, in the order they were found. */
  private final ImmutableSet<Integer> found;
  /** The same teams, a bit each: what a call's check reads. */
  private final int foundBits;

  private Signs(long codes, ImmutableMap<Integer, String> spelled, ImmutableSet<Integer> found) {
    this.codes = codes;
    this.spelled = spelled;
    this.found = found;
    int bits = 0;
    for (int team : found) {
      bits |= 1 << team;
    }
    this.foundBits = bits;
  }

  /** {@return {@code team}'s sign, if set} */
  Optional<String> of(int team) {
    return SignalWords.word(codes, spelled, team);
  }

  /** {@return whether {@code team} has a sign} */
  boolean has(int team) {
    return SignalWords.at(codes, team) != 0;
  }

  /** {@return every team's sign, of {@code teams} teams} */
  ImmutableList<Optional<String>> all(int teams) {
    return SignalWords.words(codes, spelled, teams);
  }

  /** {@return whether {@code team}'s sign was denounced and not set again (K-15)} */
  boolean found(int team) {
    return (foundBits & 1 << team) != 0;
  }

  /** {@return the teams whose sign was denounced (K-15), in the order they were found} */
  ImmutableSet<Integer> found() {
    return found;
  }

  /** {@return these signs with {@code team}'s set to {@code word}: no longer found (K-15)} */
  Signs with(int team, String word) {
    int code = SignalWords.codeOf(word);
    return new Signs(SignalWords.with(codes, team, code), SignalWords.spelled(spelled, team, code, Optional.of(word)),
        found(team) ? Sets.without(found, team) : found);
  }

  /** {@return these signs with {@code team}'s cleared and found (K-15)} */
  Signs denounced(int team) {
    return new Signs(SignalWords.with(codes, team, 0), SignalWords.spelled(spelled, team, 0, Optional.empty()),
        Sets.with(found, team));
  }

  /** {@return these signs with each team's word replaced by {@code words}' (determinize's guesses)} */
  Signs withWords(ImmutableList<Optional<String>> words) {
    long codes = 0;
    ImmutableMap<Integer, String> spelled = ImmutableMap.of();
    for (int team = 0; team < words.size(); team++) {
      int code = words.get(team).map(SignalWords::codeOf).orElse(0);
      codes = SignalWords.with(codes, team, code);
      spelled = SignalWords.spelled(spelled, team, code, words.get(team));
    }
    return new Signs(codes, spelled, found);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Signs that && codes == that.codes && found.equals(that.found)
        && spelled.equals(that.spelled);
  }

  @Override
  public int hashCode() {
    return (Long.hashCode(codes) * 31 + found.hashCode()) * 31 + spelled.hashCode();
  }

  /** {@return the signs and the teams found, by team: secret words included} */
  @Override
  public String toString() {
    return "Signs[" + SignalWords.shown(codes, spelled) + ", found=" + found + "]";
  }
}
