package kemkit.family;

import com.google.common.collect.ImmutableList;
import java.util.List;
import kemkit.card.Card;
import kemkit.game.EventLog;

/**
 * How the family's events are packed into an {@link EventLog}, and the one switch that reads them
 * back. Each event type writes itself ({@code FamilyEvent.Dealt.write(log, …)}, beside its record)
 * and reads itself back; this class holds their tags, the word's fields, and the decoder.
 *
 * <p>A word is a tag and up to four numbers: {@code tag} in bits 0–7, {@code a} (a seat, a team,
 * an enum) in 8–15, {@code b} in 16–23, {@code c} (an int: a round, points, four card numbers) in
 * 24–55, {@code d} (flags) in 56–63. Four cards are four card numbers ({@link Card#index()}), a
 * byte each, {@code 0xFF} for none, empty slots last: as {@link Hands} and {@link Table} keep them,
 * so a deal writes its hands without a list. An event that carries a list of scores or a word that
 * is not a signal word writes more words after its own.
 */
final class EventCodec implements EventLog.Decoder<FamilyEvent> {

  /** The decoder: a shared value, as it reads nothing but the words it is given. */
  static final EventCodec DECODER = new EventCodec();

  static final int DEALT = 1;
  static final int HAND_DEALT = 2;
  static final int TRIPLE_SHOWN = 3;
  static final int CARDS_DRAWN = 4;
  static final int DEAL_VOIDED = 5;
  static final int RECYCLE_DUE = 6;
  static final int RECYCLED = 7;
  static final int TABLE_LAID = 8;
  static final int TABLE_OPENED = 9;
  static final int EXCHANGED = 10;
  static final int SWEPT = 11;
  static final int SWEEP_PROPOSED = 12;
  static final int SWEEP_ACCEPTED = 13;
  static final int SWEEP_REFUSED = 14;
  static final int SIGN_SET = 15;
  static final int GESTURED = 16;
  static final int DENOUNCED = 17;
  static final int CALLED = 18;
  static final int HAND_SHOWN = 19;
  static final int COUNTER_BEATEN = 20;
  static final int SEAT_BARRED = 21;
  static final int SHOW_OWED = 22;
  static final int CARDS_SHOWN = 23;
  static final int SCORED = 24;
  static final int ROUND_BLOCKED = 25;
  static final int ROUND_ENDED = 26;
  static final int GAME_ENDED = 27;

  /** No card in a slot of four. */
  static final int NONE = 0xFF;
  /** Four empty slots. */
  static final int NO_CARDS = -1;
  /** How many characters of a spelled-out word one word holds: a byte each (C-9 words are ASCII). */
  private static final int CHARS_PER_WORD = 8;

  private EventCodec() {}

  /** {@return a word of the fields given; each of {@code a}, {@code b}, {@code d} is a byte} */
  static long word(int tag, int a, int b, int c, int d) {
    return (tag & 0xFFL) | (a & 0xFFL) << 8 | (b & 0xFFL) << 16 | (c & 0xFFFFFFFFL) << 24 | (d & 0xFFL) << 56;
  }

  static int tag(long word) {
    return (int) word & 0xFF;
  }

  static int a(long word) {
    return (int) (word >>> 8) & 0xFF;
  }

  static int b(long word) {
    return (int) (word >>> 16) & 0xFF;
  }

  static int c(long word) {
    return (int) (word >>> 24);
  }

  static int d(long word) {
    return (int) (word >>> 56) & 0xFF;
  }

  /** {@return up to four cards as four card numbers, the first in the lowest byte} */
  static int four(List<Card> cards) {
    int out = NO_CARDS;
    for (int i = 0; i < cards.size(); i++) {
      out = out & ~(NONE << (8 * i)) | cards.get(i).index() << (8 * i);
    }
    return out;
  }

  /** {@return the cards of four card numbers, empty slots last} */
  static ImmutableList<Card> cards(int four) {
    int size = 0;
    while (size < 4 && (four >>> (8 * size) & NONE) != NONE) {
      size++;
    }
    return switch (size) {
      case 0 -> ImmutableList.of();
      case 1 -> ImmutableList.of(card(four, 0));
      case 2 -> ImmutableList.of(card(four, 0), card(four, 1));
      case 3 -> ImmutableList.of(card(four, 0), card(four, 1), card(four, 2));
      default -> ImmutableList.of(card(four, 0), card(four, 1), card(four, 2), card(four, 3));
    };
  }

  private static Card card(int four, int slot) {
    return Card.byIndex(four >>> (8 * slot) & NONE);
  }

  /**
   * {@return the code of a word in an event's own word: 1 + its place among the signal words, or 0
   * when it is spelled out in the words that follow ({@link #spell})}
   */
  static int wordCode(String word) {
    int index = FamilyRules.SIGNAL_WORDS.indexOf(word);
    return index + 1;
  }

  /** Writes {@code word} after its event's word when its code is 0: its length, then its characters. */
  static void spell(EventLog log, int code, String word) {
    if (code != 0) {
      return;
    }
    log.add(word.length());
    for (int from = 0; from < word.length(); from += CHARS_PER_WORD) {
      long chars = 0;
      for (int i = Math.min(word.length(), from + CHARS_PER_WORD) - 1; i >= from; i--) {
        chars = chars << 8 | (word.charAt(i) & 0xFF);
      }
      log.add(chars);
    }
  }

  /** {@return the word of {@code code}, reading it from {@code log} when it is spelled out} */
  static String word(int code, EventLog.Reader log) {
    if (code != 0) {
      return FamilyRules.SIGNAL_WORDS.get(code - 1);
    }
    int length = (int) log.next();
    char[] out = new char[length];
    for (int from = 0; from < length; from += CHARS_PER_WORD) {
      long chars = log.next();
      for (int i = from; i < Math.min(length, from + CHARS_PER_WORD); i++) {
        out[i] = (char) (chars & 0xFF);
        chars >>>= 8;
      }
    }
    return new String(out);
  }

  /** Writes every score, a word each, after its event's word. */
  static void scores(EventLog log, List<Integer> scores) {
    for (int i = 0; i < scores.size(); i++) {
      log.add(scores.get(i));
    }
  }

  /** {@return {@code count} scores, read from {@code log}} */
  static ImmutableList<Integer> scores(int count, EventLog.Reader log) {
    ImmutableList.Builder<Integer> out = ImmutableList.builderWithExpectedSize(count);
    for (int i = 0; i < count; i++) {
      out.add((int) log.next());
    }
    return out.build();
  }

  @Override
  public ImmutableList<FamilyEvent> decode(EventLog.Reader log) {
    ImmutableList.Builder<FamilyEvent> out = ImmutableList.builder();
    while (log.hasNext()) {
      out.add(next(log));
    }
    return out.build();
  }

  /** The one switch: each tag to the record that reads it. */
  private static FamilyEvent next(EventLog.Reader log) {
    long word = log.next();
    return switch (tag(word)) {
      case DEALT -> FamilyEvent.Dealt.read(word);
      case HAND_DEALT -> FamilyEvent.HandDealt.read(word);
      case TRIPLE_SHOWN -> FamilyEvent.TripleShown.read(word);
      case CARDS_DRAWN -> FamilyEvent.CardsDrawn.read(word);
      case DEAL_VOIDED -> FamilyEvent.DealVoided.read(word);
      case RECYCLE_DUE -> FamilyEvent.RecycleDue.read(word);
      case RECYCLED -> FamilyEvent.Recycled.read(word);
      case TABLE_LAID -> FamilyEvent.TableLaid.read(word);
      case TABLE_OPENED -> FamilyEvent.TableOpened.read(word);
      case EXCHANGED -> FamilyEvent.Exchanged.read(word);
      case SWEPT -> FamilyEvent.Swept.read(word);
      case SWEEP_PROPOSED -> FamilyEvent.SweepProposed.read(word);
      case SWEEP_ACCEPTED -> FamilyEvent.SweepAccepted.read(word);
      case SWEEP_REFUSED -> FamilyEvent.SweepRefused.read(word);
      case SIGN_SET -> FamilyEvent.SignSet.read(word, log);
      case GESTURED -> FamilyEvent.Gestured.read(word, log);
      case DENOUNCED -> FamilyEvent.Denounced.read(word, log);
      case CALLED -> FamilyEvent.Called.read(word);
      case HAND_SHOWN -> FamilyEvent.HandShown.read(word);
      case COUNTER_BEATEN -> FamilyEvent.CounterBeaten.read(word);
      case SEAT_BARRED -> FamilyEvent.SeatBarred.read(word);
      case SHOW_OWED -> FamilyEvent.ShowOwed.read(word);
      case CARDS_SHOWN -> FamilyEvent.CardsShown.read(word);
      case SCORED -> FamilyEvent.Scored.read(word);
      case ROUND_BLOCKED -> FamilyEvent.RoundBlocked.read(word);
      case ROUND_ENDED -> FamilyEvent.RoundEnded.read(word, log);
      case GAME_ENDED -> FamilyEvent.GameEnded.read(word, log);
      default -> throw new IllegalStateException("no family event has tag " + tag(word));
    };
  }
}
