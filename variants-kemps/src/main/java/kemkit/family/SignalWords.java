package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Optional;

/**
 * The words of the table talk, kept small: a sign of each team (K-14) and a gesture of each seat
 * are each a code of 4 bits in one {@code long}, a place each: 0 for none, 1 to 8 for the signal
 * words that legal actions use, {@link #SPELLED} for any other word of a record line (C-9), which
 * is then kept beside the codes, by place. Signs and gestures are most of a random game's actions
 * (a third to two thirds): with codes, one is a few bits changed and one small object made, where
 * lists of optional words took a list, an array and a lookup in a cache of lists.
 */
final class SignalWords {

  /** The words legal actions use for signs, gestures and denouncements; any word of a record line is accepted (C-9). */
  static final ImmutableList<String> WORDS =
      ImmutableList.of("wink", "nose", "cough", "tap", "smile", "nod", "hair", "shrug");
  /** The code of a word that is no signal word: the word itself is kept by place. */
  static final int SPELLED = 15;
  /** How many places one {@code long} of codes holds: more than the seats of the biggest table (K-3). */
  static final int PLACES = Long.SIZE / 4;

  private static final int MASK = 0xF;
  /** Each signal word in an {@code Optional}, by code: reading a word makes nothing. */
  private static final ImmutableList<Optional<String>> OPTIONALS;

  static {
    ImmutableList.Builder<Optional<String>> out = ImmutableList.builder();
    out.add(Optional.empty());
    for (String word : WORDS) {
      out.add(Optional.of(word));
    }
    OPTIONALS = out.build();
  }

  private SignalWords() {}

  /** {@return the code of {@code word}: 1 + its place among the signal words, or {@link #SPELLED}} */
  @SuppressWarnings("ReferenceEquality") // identity first: legal actions carry the list's own strings
  static int codeOf(String word) {
    for (int i = 0; i < WORDS.size(); i++) {
      if (WORDS.get(i) == word) {
        return i + 1;
      }
    }
    int index = WORDS.indexOf(word);
    return index < 0 ? SPELLED : index + 1;
  }

  /** {@return the signal word of {@code code}, from 1 to 8} */
  static String word(int code) {
    return WORDS.get(code - 1);
  }

  /** {@return the code at {@code place} of {@code codes}} */
  static int at(long codes, int place) {
    return (int) (codes >>> (4 * place)) & MASK;
  }

  /** {@return {@code codes} with {@code code} at {@code place}} */
  static long with(long codes, int place, int code) {
    int shift = 4 * place;
    return codes & ~((long) MASK << shift) | (long) code << shift;
  }

  /** {@return the word at {@code place}: a signal word's shared optional, a spelled word's own, or empty} */
  static Optional<String> word(long codes, ImmutableMap<Integer, String> spelled, int place) {
    int code = at(codes, place);
    return code == SPELLED ? Optional.of(spelled.get(place)) : OPTIONALS.get(code);
  }

  /** {@return the words of places 0 to {@code size - 1}} */
  static ImmutableList<Optional<String>> words(long codes, ImmutableMap<Integer, String> spelled, int size) {
    ImmutableList.Builder<Optional<String>> out = ImmutableList.builderWithExpectedSize(size);
    for (int place = 0; place < size; place++) {
      out.add(word(codes, spelled, place));
    }
    return out.build();
  }

  /** {@return the words up to the last place that holds one, as a list writes them} */
  static String shown(long codes, ImmutableMap<Integer, String> spelled) {
    int size = (Long.SIZE - Long.numberOfLeadingZeros(codes) + 3) / 4;
    return words(codes, spelled, size).toString();
  }

  /**
   * {@return the spelled words once {@code place} holds {@code word} ({@code code} its code, empty for
   * none)}: the same map unless the place was or becomes spelled
   */
  static ImmutableMap<Integer, String> spelled(ImmutableMap<Integer, String> spelled, int place, int code,
      Optional<String> word) {
    if (code != SPELLED && !spelled.containsKey(place)) {
      return spelled;
    }
    ImmutableMap.Builder<Integer, String> out = ImmutableMap.builder();
    spelled.forEach((at, each) -> {
      if (at != place) {
        out.put(at, each);
      }
    });
    if (code == SPELLED) {
      out.put(place, word.orElseThrow());
    }
    return out.buildKeepingLast();
  }
}
