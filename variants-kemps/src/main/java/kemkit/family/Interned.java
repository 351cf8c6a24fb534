package kemkit.family;

import com.google.common.collect.ImmutableList;
import java.util.Optional;

/**
 * The immutable pieces that the commonest actions would otherwise allocate afresh: the signal
 * words wrapped in an {@link Optional}, and the lists of signs and gestures of a table. Bots and random playouts apply
 * these actions millions of times, and the same few thousand values come back again and again.
 *
 * <p>Every piece is an immutable value, equal to the one it replaces, so sharing one is invisible:
 * the caches only save allocation. They are filled lazily, and two threads racing to fill an entry
 * each make an equal value; either one serves (the values publish safely: their fields are final).
 */
final class Interned {

  /** The most positions a list of signs or gestures may have to be interned: 4 bits each. */
  private static final int MOST_POSITIONS = 15;
  private static final int TALK_CACHE = 1 << 14;

  /** Lists of signs or gestures, by code (see {@link #code}); a slot keeps the last one made. */
  private static final TalkList[] TALK_LISTS = new TalkList[TALK_CACHE];

  /** The signal words: the caches, shared by every rule set, code words by their place in it. */
  private static final ImmutableList<String> WORDS = FamilyRules.SIGNAL_WORDS;
  private static final ImmutableList<Optional<String>> OPTIONAL_WORDS = optionals(WORDS);

  private final ImmutableList<String> words = WORDS;
  private final ImmutableList<Optional<String>> optionalWords = OPTIONAL_WORDS;

  Interned() {}

  private static ImmutableList<Optional<String>> optionals(ImmutableList<String> words) {
    ImmutableList.Builder<Optional<String>> out = ImmutableList.builderWithExpectedSize(words.size());
    for (String word : words) {
      out.add(Optional.of(word));
    }
    return out.build();
  }

  /** {@return the place of {@code word} among the signal words, or -1} */
  @SuppressWarnings("ReferenceEquality") // identity first: legal actions carry the list's strings
  int wordIndex(String word) {
    for (int i = 0; i < words.size(); i++) {
      if (words.get(i) == word) {
        return i;
      }
    }
    for (int i = 0; i < words.size(); i++) {
      if (words.get(i).equals(word)) {
        return i;
      }
    }
    return -1;
  }

  /** {@return {@code Optional.of(word)}, shared when it is a signal word} */
  Optional<String> optional(String word) {
    int index = wordIndex(word);
    return index < 0 ? Optional.of(word) : optionalWords.get(index);
  }

  /**
   * {@return {@code list} (signs by team, or gestures by seat) with position {@code index} holding
   * {@code value}: the same list if it already does, else a shared list when every word in it is
   * a signal word}
   */
  ImmutableList<Optional<String>> replaced(ImmutableList<Optional<String>> list, int index,
      Optional<String> value) {
    if (list.get(index).equals(value)) {
      return list;
    }
    int size = list.size();
    if (size > MOST_POSITIONS) {
      return Immutables.replace(list, index, value);
    }
    long code = (long) size << 60;
    for (int i = 0; i < size; i++) {
      int word = code(i == index ? value : list.get(i));
      if (word < 0) {
        return Immutables.replace(list, index, value);
      }
      code |= (long) word << (4 * i);
    }
    int slot = (int) ((code * 0x9E3779B97F4A7C15L) >>> 50) & (TALK_CACHE - 1);
    TalkList cached = TALK_LISTS[slot];
    if (cached != null && cached.code == code) {
      return cached.list;
    }
    ImmutableList.Builder<Optional<String>> out = ImmutableList.builderWithExpectedSize(size);
    for (int i = 0; i < size; i++) {
      int word = (int) (code >>> (4 * i)) & 0xF;
      out.add(word == 0 ? Optional.empty() : optionalWords.get(word - 1));
    }
    ImmutableList<Optional<String>> made = out.build();
    TALK_LISTS[slot] = new TalkList(code, made);
    return made;
  }

  /** {@return 0 for no word, 1 + the signal word's place, or -1 for another word} */
  private int code(Optional<String> word) {
    if (word.isEmpty()) {
      return 0;
    }
    for (int i = 0; i < optionalWords.size(); i++) {
      // Identity first: the lists this class made hold its own optionals.
      @SuppressWarnings({"ReferenceEquality", "OptionalEquality"})
      boolean same = optionalWords.get(i) == word;
      if (same) {
        return i < MOST_POSITIONS ? i + 1 : -1;
      }
    }
    int index = wordIndex(word.get());
    return index < 0 || index >= MOST_POSITIONS ? -1 : index + 1;
  }

  /** A list of signs or gestures and its code. */
  private record TalkList(long code, ImmutableList<Optional<String>> list) {}
}
