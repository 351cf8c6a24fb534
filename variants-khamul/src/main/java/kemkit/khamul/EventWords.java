package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Collections;
import java.util.Optional;
import java.util.function.IntFunction;
import kemkit.card.Card;
import kemkit.game.EventLog;

/**
 * Khamul's events as the mechanics write them: one typed writer per {@link KhamulEvent}, packing
 * its seat, slots and card numbers into a 32-bit unit, two units a word of an {@link EventLog},
 * and the one decoder that reads them back into the events (rules.md C-4: the events of an action
 * are those of today's records, whether or not anybody reads them).
 *
 * <p>The mechanics always write, and nothing is built until {@link kemkit.game.Outcome#events()}
 * is asked: a playout's draw, discard and turn start cost one word in the log and no object. Most
 * actions write one or two small events, so they fit one word and their outcome holds no array.
 *
 * <p>A unit is the event's tag (bits 0-4, never 0: a 0 unit is the padding of a word's upper
 * half), a seat (5-7) and up to four 6-bit fields A (8-13), B (14-19), C (20-25), D (26-31): a
 * card number, a slot (a hand holds at most the 52 cards), a seat, a flag. The four events with
 * lists (the reveal, the round's scores, the end, a rearrange other than the listed rotation) put
 * a unit, end its word, and add whole words after it: 6-bit numbers ten a word, or ints two a
 * word. The writers check every field, so that a number that does not fit fails where it is
 * written rather than turning into another event.
 *
 * <p>A workspace part, like the log it fills: one per {@link Transition}, reused from action to
 * action.
 */
final class EventWords {

  /** Reads a sealed log back into events; a shared value. */
  static final EventLog.Decoder<KhamulEvent> DECODER = EventWords::decode;

  // The tags, one per event, in the order of KhamulEvent's permits.
  private static final int DEALT = 1;
  private static final int STARTER_CHOSEN = 2;
  private static final int PEEKED = 3;
  private static final int TURN_STARTED = 4;
  private static final int DREW = 5;
  private static final int TOOK = 6;
  private static final int DISCARDED = 7;
  private static final int SWAPPED = 8;
  private static final int POWER_PENDING = 9;
  private static final int LOOKED = 10;
  private static final int FORCED = 11;
  private static final int KING_SWAPPED = 12;
  private static final int SKIPPED = 13;
  private static final int DREW_FACE_DOWN = 14;
  private static final int NOTHING_TO_DRAW = 15;
  private static final int SNAPPED = 16;
  private static final int REARRANGED = 17;
  private static final int ANNOUNCED = 18;
  private static final int MARKED = 19;
  private static final int RECYCLE_NEEDED = 20;
  private static final int RECYCLED = 21;
  private static final int STOCK_RAN_OUT = 22;
  private static final int REVEALED = 23;
  private static final int ROUND_SCORED = 24;
  private static final int GAME_ENDED = 25;

  private static final int TAG_BITS = 5;
  private static final int SEAT = TAG_BITS;
  private static final int SEAT_BITS = 3;
  private static final int A = SEAT + SEAT_BITS;
  private static final int FIELD_BITS = 6;
  private static final int B = A + FIELD_BITS;
  private static final int C = B + FIELD_BITS;
  private static final int D = C + FIELD_BITS;
  // A round takes fields B to D: 18 bits, more than a state counts (Facts.ROUND).
  private static final int ROUND_BITS = Integer.SIZE - B;
  private static final int NUMBERS_PER_WORD = Long.SIZE / FIELD_BITS;
  private static final PendingDraw.Reason[] REASONS = PendingDraw.Reason.values();
  private static final Power[] POWERS = Power.values();

  private final EventLog log = new EventLog();
  // A unit waiting for the unit that will share its word; 0 for none.
  private int pending;

  /** Empties the log, for the next action. */
  void clear() {
    log.clear();
    pending = 0;
  }

  /** {@return the log with every unit written in it, for the outcome to copy} */
  EventLog sealed() {
    endWord();
    return log;
  }

  // The writers, one per event, in the order of KhamulEvent.

  /** Writes {@link KhamulEvent.Dealt}: every seat got {@link Dealing#HAND_SIZE} cards. */
  void dealt(int round, int players, int stockSize) {
    put(DEALT | seat(players) << SEAT | field(stockSize) << A | fits(round, ROUND_BITS, "round") << B);
  }

  /** Writes {@link KhamulEvent.StarterChosen}. */
  void starterChosen(int seat) {
    put(STARTER_CHOSEN | seat(seat) << SEAT);
  }

  /** Writes {@link KhamulEvent.Peeked}. */
  void peeked(int seat, int first, int second, Card firstCard, Card secondCard) {
    put(PEEKED | seat(seat) << SEAT | field(first) << A | field(second) << B | firstCard.index() << C
        | secondCard.index() << D);
  }

  /** Writes {@link KhamulEvent.TurnStarted}. */
  void turnStarted(int seat) {
    put(TURN_STARTED | seat(seat) << SEAT);
  }

  /** Writes {@link KhamulEvent.Drew}. */
  void drew(int seat, Card card) {
    put(DREW | seat(seat) << SEAT | card.index() << A);
  }

  /** Writes {@link KhamulEvent.Took}. */
  void took(int seat, Card card) {
    put(TOOK | seat(seat) << SEAT | card.index() << A);
  }

  /** Writes {@link KhamulEvent.Discarded}. */
  void discarded(int seat, Card card) {
    put(DISCARDED | seat(seat) << SEAT | card.index() << A);
  }

  /** Writes {@link KhamulEvent.Swapped}. */
  void swapped(int seat, int slot, Card in, Card out, boolean taken) {
    put(SWAPPED | seat(seat) << SEAT | field(slot) << A | in.index() << B | out.index() << C | flag(taken) << D);
  }

  /** Writes {@link KhamulEvent.PowerPending}. */
  void powerPending(int seat, Power power) {
    put(POWER_PENDING | seat(seat) << SEAT | power.ordinal() << A);
  }

  /** Writes {@link KhamulEvent.Looked}. */
  void looked(int seat, int slot, Card card) {
    put(LOOKED | seat(seat) << SEAT | field(slot) << A | card.index() << B);
  }

  /** Writes {@link KhamulEvent.Forced}. */
  void forced(int seat, int target) {
    put(FORCED | seat(seat) << SEAT | seat(target) << A);
  }

  /** Writes {@link KhamulEvent.KingSwapped}. */
  void kingSwapped(int seat, int slot, int target, int targetSlot, Card received) {
    put(KING_SWAPPED | seat(seat) << SEAT | field(slot) << A | seat(target) << B | field(targetSlot) << C
        | received.index() << D);
  }

  /** Writes {@link KhamulEvent.Skipped}. */
  void skipped(int seat, Power power) {
    put(SKIPPED | seat(seat) << SEAT | power.ordinal() << A);
  }

  /** Writes {@link KhamulEvent.DrewFaceDown}. */
  void drewFaceDown(int seat, int slot, PendingDraw.Reason reason, Card card) {
    put(DREW_FACE_DOWN | seat(seat) << SEAT | field(slot) << A | reason.ordinal() << B | card.index() << C);
  }

  /** Writes {@link KhamulEvent.NothingToDraw}. */
  void nothingToDraw(int seat, PendingDraw.Reason reason) {
    put(NOTHING_TO_DRAW | seat(seat) << SEAT | reason.ordinal() << A);
  }

  /** Writes {@link KhamulEvent.Snapped}. */
  void snapped(int seat, int slot, Card card, boolean matched) {
    put(SNAPPED | seat(seat) << SEAT | field(slot) << A | card.index() << B | flag(matched) << C);
  }

  /**
   * Writes {@link KhamulEvent.Rearranged}: the listed rotation in its unit alone (what playouts
   * make), any other order as its numbers after it.
   */
  void rearranged(int seat, ImmutableList<Integer> permutation) {
    int size = permutation.size();
    boolean rotation = permutation.equals(LegalActions.rotation(size));
    int unit = REARRANGED | seat(seat) << SEAT | field(size) << A | flag(rotation) << B;
    if (rotation) {
      put(unit);
      return;
    }
    putLong(unit);
    Numbers out = new Numbers(log);
    for (int i = 0; i < size; i++) {
      out.add(field(permutation.get(i)));
    }
    out.end();
  }

  /** Writes {@link KhamulEvent.Announced}. */
  void announced(int seat) {
    put(ANNOUNCED | seat(seat) << SEAT);
  }

  /** Writes {@link KhamulEvent.Marked}. */
  void marked(int seat) {
    put(MARKED | seat(seat) << SEAT);
  }

  /** Writes {@link KhamulEvent.RecycleNeeded}. */
  void recycleNeeded(int cards) {
    put(RECYCLE_NEEDED | field(cards) << A);
  }

  /** Writes {@link KhamulEvent.Recycled}. */
  void recycled(int cards) {
    put(RECYCLED | field(cards) << A);
  }

  /** Writes {@link KhamulEvent.StockRanOut}. */
  void stockRanOut(int seat) {
    put(STOCK_RAN_OUT | seat(seat) << SEAT);
  }

  /** Writes {@link KhamulEvent.Revealed}: each seat's size, then its cards, as numbers. */
  void revealed(int players, IntFunction<Hand> hands) {
    int count = players;
    for (int seat = 0; seat < players; seat++) {
      count += hands.apply(seat).size();
    }
    putLong(REVEALED | seat(players) << SEAT | fits(count, Integer.SIZE - A, "count") << A);
    Numbers out = new Numbers(log);
    for (int seat = 0; seat < players; seat++) {
      Hand hand = hands.apply(seat);
      out.add(field(hand.size()));
      for (int slot = 0; slot < hand.size(); slot++) {
        out.add(hand.get(slot).index());
      }
    }
    out.end();
  }

  /** Writes {@link KhamulEvent.RoundScored}: a word per seat, its round score and its total. */
  void roundScored(int round, int[] roundScores, ImmutableList<Integer> totals, int marked) {
    int players = totals.size();
    putLong(ROUND_SCORED | seat(players) << SEAT | field(marked) << A | fits(round, ROUND_BITS, "round") << B);
    for (int seat = 0; seat < players; seat++) {
      log.add((long) roundScores[seat] << Integer.SIZE | totals.get(seat) & 0xFFFF_FFFFL);
    }
  }

  /** Writes {@link KhamulEvent.GameEnded}: the winners in the unit, a word per seat's total. */
  void gameEnded(int winners, ImmutableList<Integer> totals) {
    int players = totals.size();
    putLong(GAME_ENDED | seat(players) << SEAT | field(winners) << A);
    for (int seat = 0; seat < players; seat++) {
      log.add(totals.get(seat) & 0xFFFF_FFFFL);
    }
  }

  // Packing.

  /** Puts a unit in the pending half, or with it into a word. */
  private void put(int unit) {
    if (pending == 0) {
      pending = unit;
    } else {
      log.add(pending & 0xFFFF_FFFFL | (long) unit << Integer.SIZE);
      pending = 0;
    }
  }

  /** Puts a unit that whole words follow: it ends its word. */
  private void putLong(int unit) {
    put(unit);
    endWord();
  }

  private void endWord() {
    if (pending != 0) {
      log.add(pending & 0xFFFF_FFFFL);
      pending = 0;
    }
  }

  private static int seat(int seat) {
    return fits(seat, SEAT_BITS, "a seat");
  }

  private static int field(int value) {
    return fits(value, FIELD_BITS, "a slot or a count");
  }

  private static int flag(boolean flag) {
    return flag ? 1 : 0;
  }

  private static int fits(int value, int bits, String what) {
    if (value < 0 || value >= 1 << bits) {
      throw new IllegalArgumentException(what + " of " + value + " does not fit an event's " + bits + " bits");
    }
    return value;
  }

  /** Six-bit numbers written ten a word. */
  private static final class Numbers {
    private final EventLog log;
    private long word;
    private int count;

    Numbers(EventLog log) {
      this.log = log;
    }

    void add(int number) {
      word |= (long) number << (count * FIELD_BITS);
      if (++count == NUMBERS_PER_WORD) {
        end();
      }
    }

    void end() {
      if (count > 0) {
        log.add(word);
        word = 0;
        count = 0;
      }
    }
  }

  // The decoder.

  private static ImmutableList<KhamulEvent> decode(EventLog.Reader log) {
    ImmutableList.Builder<KhamulEvent> out = ImmutableList.builder();
    while (log.hasNext()) {
      long word = log.next();
      int low = (int) word;
      int high = (int) (word >>> Integer.SIZE);
      out.add(decode(low, log));
      if (high != 0) {
        out.add(decode(high, log));
      }
    }
    return out.build();
  }

  /** {@return the event of {@code unit}, reading the words that follow it if it has any} */
  private static KhamulEvent decode(int unit, EventLog.Reader log) {
    int seat = (unit >>> SEAT) & ((1 << SEAT_BITS) - 1);
    int a = (unit >>> A) & ((1 << FIELD_BITS) - 1);
    int b = (unit >>> B) & ((1 << FIELD_BITS) - 1);
    int c = (unit >>> C) & ((1 << FIELD_BITS) - 1);
    int d = (unit >>> D) & ((1 << FIELD_BITS) - 1);
    return switch (unit & ((1 << TAG_BITS) - 1)) {
      case DEALT -> new KhamulEvent.Dealt(unit >>> B,
          ImmutableList.copyOf(Collections.nCopies(seat, Dealing.HAND_SIZE)), a);
      case STARTER_CHOSEN -> new KhamulEvent.StarterChosen(seat);
      case PEEKED -> new KhamulEvent.Peeked(seat, a, b, card(c), card(d));
      case TURN_STARTED -> new KhamulEvent.TurnStarted(seat);
      case DREW -> new KhamulEvent.Drew(seat, card(a));
      case TOOK -> new KhamulEvent.Took(seat, Card.byIndex(a));
      case DISCARDED -> new KhamulEvent.Discarded(seat, Card.byIndex(a));
      case SWAPPED -> new KhamulEvent.Swapped(seat, a, card(b), Card.byIndex(c), d != 0);
      case POWER_PENDING -> new KhamulEvent.PowerPending(seat, POWERS[a]);
      case LOOKED -> new KhamulEvent.Looked(seat, a, card(b));
      case FORCED -> new KhamulEvent.Forced(seat, a);
      case KING_SWAPPED -> new KhamulEvent.KingSwapped(seat, a, b, c, card(d));
      case SKIPPED -> new KhamulEvent.Skipped(seat, POWERS[a]);
      case DREW_FACE_DOWN -> new KhamulEvent.DrewFaceDown(seat, a, REASONS[b], card(c));
      case NOTHING_TO_DRAW -> new KhamulEvent.NothingToDraw(seat, REASONS[a]);
      case SNAPPED -> new KhamulEvent.Snapped(seat, a, Card.byIndex(b), c != 0);
      case REARRANGED -> new KhamulEvent.Rearranged(seat, b != 0
          ? LegalActions.present(LegalActions.rotation(a)) : Optional.of(permutation(log, a)));
      case ANNOUNCED -> new KhamulEvent.Announced(seat);
      case MARKED -> new KhamulEvent.Marked(seat);
      case RECYCLE_NEEDED -> new KhamulEvent.RecycleNeeded(a);
      case RECYCLED -> new KhamulEvent.Recycled(a);
      case STOCK_RAN_OUT -> new KhamulEvent.StockRanOut(seat);
      case REVEALED -> revealed(log, seat);
      case ROUND_SCORED -> roundScored(log, seat, a, unit >>> B);
      case GAME_ENDED -> gameEnded(log, seat, a);
      default -> throw new IllegalStateException("no Khamul event has the tag of unit " + Integer.toHexString(unit));
    };
  }

  private static Optional<Card> card(int index) {
    return Interned.card(Card.byIndex(index));
  }

  private static ImmutableList<Integer> permutation(EventLog.Reader log, int size) {
    ImmutableList.Builder<Integer> out = ImmutableList.builderWithExpectedSize(size);
    NumberReader in = new NumberReader(log);
    for (int i = 0; i < size; i++) {
      out.add(in.next());
    }
    return out.build();
  }

  private static KhamulEvent revealed(EventLog.Reader log, int players) {
    ImmutableList.Builder<ImmutableList<Card>> hands = ImmutableList.builderWithExpectedSize(players);
    NumberReader in = new NumberReader(log);
    for (int seat = 0; seat < players; seat++) {
      int size = in.next();
      ImmutableList.Builder<Card> hand = ImmutableList.builderWithExpectedSize(size);
      for (int slot = 0; slot < size; slot++) {
        hand.add(Card.byIndex(in.next()));
      }
      hands.add(hand.build());
    }
    return new KhamulEvent.Revealed(hands.build());
  }

  private static KhamulEvent roundScored(EventLog.Reader log, int players, int marked, int round) {
    ImmutableList.Builder<Integer> scores = ImmutableList.builderWithExpectedSize(players);
    ImmutableList.Builder<Integer> totals = ImmutableList.builderWithExpectedSize(players);
    ImmutableSet.Builder<Integer> seats = ImmutableSet.builder();
    for (int seat = 0; seat < players; seat++) {
      long word = log.next();
      scores.add((int) (word >>> Integer.SIZE));
      totals.add((int) word);
      if ((marked & 1 << seat) != 0) {
        seats.add(seat);
      }
    }
    return new KhamulEvent.RoundScored(round, scores.build(), totals.build(), seats.build());
  }

  private static KhamulEvent gameEnded(EventLog.Reader log, int players, int winners) {
    ImmutableList.Builder<Integer> totals = ImmutableList.builderWithExpectedSize(players);
    ImmutableSet.Builder<Integer> seats = ImmutableSet.builder();
    for (int seat = 0; seat < players; seat++) {
      totals.add((int) log.next());
      if ((winners & 1 << seat) != 0) {
        seats.add(seat);
      }
    }
    return new KhamulEvent.GameEnded(seats.build(), totals.build());
  }

  /** Reads six-bit numbers written by {@link Numbers}. */
  private static final class NumberReader {
    private final EventLog.Reader log;
    private long word;
    private int left;

    NumberReader(EventLog.Reader log) {
      this.log = log;
    }

    int next() {
      if (left == 0) {
        word = log.next();
        left = NUMBERS_PER_WORD;
      }
      int number = (int) word & ((1 << FIELD_BITS) - 1);
      word >>>= FIELD_BITS;
      left--;
      return number;
    }
  }
}
