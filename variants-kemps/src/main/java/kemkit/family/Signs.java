package kemkit.family;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;

/**
 * What the teams' signs keep besides their codes (K-2, K-14, K-15), which carry over from round
 * to round: the teams whose sign was denounced and that must sign again before they call, and the
 * words of the signs that are no signal words, by team. An immutable value, seldom changed: a sign
 * of a signal word is its code in the state's words ({@link FamilyState#SIGN_WORDS}).
 */
final class Signs {

  /** No team found, no word spelled: a new game's. */
  static final Signs NONE = new Signs(ImmutableMap.of(), ImmutableSet.of());

  private final ImmutableMap<Integer, String> spelled;
  /** The teams whose sign was denounced, in the order they were found. */
  private final ImmutableSet<Integer> found;
  /** The same teams, a bit each: what a call's check reads. */
  private final int foundBits;

  private Signs(ImmutableMap<Integer, String> spelled, ImmutableSet<Integer> found) {
    this.spelled = spelled;
    this.found = found;
    int bits = 0;
    for (int team : found) {
      bits |= 1 << team;
    }
    this.foundBits = bits;
  }

  /** {@return the words of the signs that are no signal words, by team} */
  ImmutableMap<Integer, String> spelled() {
    return spelled;
  }

  /** {@return whether {@code team}'s sign was denounced and not set again (K-15)} */
  boolean found(int team) {
    return (foundBits & 1 << team) != 0;
  }

  /** {@return the teams whose sign was denounced (K-15), in the order they were found} */
  ImmutableSet<Integer> found() {
    return found;
  }

  /** {@return these signs once {@code team} signs {@code word} of code {@code code}: no longer found (K-15)} */
  @SuppressWarnings("ReferenceEquality") // the same map when no spelled word came or went
  Signs signed(int team, int code, String word) {
    ImmutableMap<Integer, String> words = SignalWords.spelled(spelled, team, code, Optional.of(word));
    return words == spelled && !found(team) ? this
        : new Signs(words, found(team) ? Sets.without(found, team) : found);
  }

  /** {@return these signs once {@code team}'s was denounced: its word gone, the team found (K-15)} */
  Signs denounced(int team) {
    return new Signs(SignalWords.spelled(spelled, team, 0, Optional.empty()), Sets.with(found, team));
  }

  /** {@return these signs with the words spelled {@code spelled} (determinize's guesses)} */
  Signs withSpelled(ImmutableMap<Integer, String> spelled) {
    return new Signs(spelled, found);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Signs that && found.equals(that.found) && spelled.equals(that.spelled);
  }

  @Override
  public int hashCode() {
    return 31 * found.hashCode() + spelled.hashCode();
  }

  /** {@return the teams found and the spelled words: secret words included} */
  @Override
  public String toString() {
    return "Signs[found=" + found + ", spelled=" + spelled + "]";
  }
}
