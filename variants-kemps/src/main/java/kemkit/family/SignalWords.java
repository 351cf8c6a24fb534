package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Optional;

/**
 * The words of the table talk, kept small: a team's sign (K-14) and a seat's gesture are each a
 * code, a part of the state's words: 0 for none, 1 to 8 for the signal words that legal actions
 * use, {@link #SPELLED} for any other word of a record line (C-9), which is then kept by place in
 * an object beside ({@link Signs}, {@link Talk}). Signs and gestures are most of a random game's
 * actions (a third to two thirds): with codes, one changes a few bits of the state and makes
 * nothing else.
 */
final class SignalWords {

  /** The words legal actions use for signs, gestures and denouncements; any word of a record line is accepted (C-9). */
  static final ImmutableList<String> WORDS =
      ImmutableList.of("wink", "nose", "cough", "tap", "smile", "nod", "hair", "shrug");
  /** The code of a word that is no signal word: the word itself is kept by place. */
  static final int SPELLED = 15;

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

  /** {@return the word of {@code code} at {@code place}: a signal word's shared optional, a spelled one's own, or empty} */
  static Optional<String> word(int code, ImmutableMap<Integer, String> spelled, int place) {
    return code == SPELLED ? Optional.of(spelled.get(place)) : OPTIONALS.get(code);
  }

  /**
   * {@return the spelled words once {@code place} holds {@code word}, whose code is {@code code}
   * (empty for none)}: the same map unless the place was or becomes spelled
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
