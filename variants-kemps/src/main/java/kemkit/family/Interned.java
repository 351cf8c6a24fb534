package kemkit.family;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReferenceArray;
import kemkit.card.Card;
import kemkit.family.FamilyEvent.Denounced;
import kemkit.family.FamilyEvent.Exchanged;
import kemkit.family.FamilyEvent.Gestured;
import kemkit.family.FamilyEvent.SignSet;

/**
 * The immutable pieces that the commonest actions would otherwise allocate afresh: the event list
 * of an exchange, a sign, a gesture or a denouncement, the signal words wrapped in an
 * {@link Optional}, and the lists of signs and gestures of a table. Bots and random playouts apply
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

  /** Every exchange's event list, per seat, by {@code ((give * COUNT) + take) * SLOTS + slot}. */
  private static final AtomicReferenceArray<ImmutableList<?>[]> EXCHANGED = new AtomicReferenceArray<>(64);

  /** Lists of signs or gestures, by code (see {@link #code}); a slot keeps the last one made. */
  private static final TalkList[] TALK_LISTS = new TalkList[TALK_CACHE];

  /** The signal words: the caches, shared by every rule set, code words by their place in it. */
  private static final ImmutableList<String> WORDS = FamilyRules.SIGNAL_WORDS;
  private static final ImmutableList<Optional<String>> OPTIONAL_WORDS = optionals(WORDS);

  private final ImmutableList<String> words = WORDS;
  private final ImmutableList<Optional<String>> optionalWords = OPTIONAL_WORDS;
  private final FamilyRules rules;
  private final ImmutableList<?>[] signSet;
  private final ImmutableList<?>[] gestured;
  private final ImmutableList<?>[] denounced;

  Interned(FamilyRules rules) {
    this.rules = rules;
    int seats = rules.seating().seats();
    this.signSet = new ImmutableList<?>[seats * words.size()];
    this.gestured = new ImmutableList<?>[seats * words.size()];
    this.denounced = new ImmutableList<?>[seats * rules.seating().teams() * words.size() * 2];
  }

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

  /** {@return the events of an exchange that changed nothing else: one {@link Exchanged}} */
  static ImmutableList<FamilyEvent> exchanged(int seat, Card give, Card take, int slot) {
    ImmutableList<?>[] lists = EXCHANGED.get(seat);
    if (lists == null) {
      ImmutableList<?>[] made = new ImmutableList<?>[Card.COUNT * Card.COUNT * Table.SLOTS];
      lists = EXCHANGED.compareAndSet(seat, null, made) ? made : EXCHANGED.get(seat);
    }
    int at = (give.index() * Card.COUNT + take.index()) * Table.SLOTS + slot;
    ImmutableList<?> list = lists[at];
    if (list == null) {
      list = ImmutableList.of(new Exchanged(seat, give, take, slot));
      lists[at] = list;
    }
    return cast(list);
  }

  /** {@return the events of a sign: one {@link SignSet}} */
  ImmutableList<FamilyEvent> signSet(int seat, int team, String word) {
    int index = wordIndex(word);
    if (index < 0) {
      return ImmutableList.of(new SignSet(seat, team, Optional.of(word)));
    }
    int at = seat * words.size() + index;
    ImmutableList<?> list = signSet[at];
    if (list == null) {
      list = ImmutableList.of(new SignSet(seat, team, optionalWords.get(index)));
      signSet[at] = list;
    }
    return cast(list);
  }

  /** {@return the events of a gesture: one {@link Gestured}} */
  ImmutableList<FamilyEvent> gestured(int seat, String word) {
    int index = wordIndex(word);
    if (index < 0) {
      return ImmutableList.of(new Gestured(seat, word));
    }
    int at = seat * words.size() + index;
    ImmutableList<?> list = gestured[at];
    if (list == null) {
      list = ImmutableList.of(new Gestured(seat, words.get(index)));
      gestured[at] = list;
    }
    return cast(list);
  }

  /** {@return the events of a denouncement: one {@link Denounced}} */
  ImmutableList<FamilyEvent> denounced(int seat, int team, String word, boolean right) {
    int index = wordIndex(word);
    if (index < 0) {
      return ImmutableList.of(new Denounced(seat, team, word, right));
    }
    int at = ((seat * rules.seating().teams() + team) * words.size() + index) * 2 + (right ? 1 : 0);
    ImmutableList<?> list = denounced[at];
    if (list == null) {
      list = ImmutableList.of(new Denounced(seat, team, words.get(index), right));
      denounced[at] = list;
    }
    return cast(list);
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

  @SuppressWarnings("unchecked") // every list stored is a list of events
  private static ImmutableList<FamilyEvent> cast(ImmutableList<?> list) {
    return (ImmutableList<FamilyEvent>) list;
  }

  /** A list of signs or gestures and its code. */
  private record TalkList(long code, ImmutableList<Optional<String>> list) {}
}
