package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Collections;
import java.util.Optional;
import java.util.function.IntFunction;
import kemkit.card.Card;
import kemkit.game.EventLog;
import kemkit.khamul.KhamulEvent.Announced;
import kemkit.khamul.KhamulEvent.Dealt;
import kemkit.khamul.KhamulEvent.Discarded;
import kemkit.khamul.KhamulEvent.Drew;
import kemkit.khamul.KhamulEvent.DrewFaceDown;
import kemkit.khamul.KhamulEvent.Forced;
import kemkit.khamul.KhamulEvent.GameEnded;
import kemkit.khamul.KhamulEvent.KingSwapped;
import kemkit.khamul.KhamulEvent.Looked;
import kemkit.khamul.KhamulEvent.Marked;
import kemkit.khamul.KhamulEvent.NothingToDraw;
import kemkit.khamul.KhamulEvent.Peeked;
import kemkit.khamul.KhamulEvent.PowerPending;
import kemkit.khamul.KhamulEvent.Rearranged;
import kemkit.khamul.KhamulEvent.RecycleNeeded;
import kemkit.khamul.KhamulEvent.Recycled;
import kemkit.khamul.KhamulEvent.Revealed;
import kemkit.khamul.KhamulEvent.RoundScored;
import kemkit.khamul.KhamulEvent.Skipped;
import kemkit.khamul.KhamulEvent.Snapped;
import kemkit.khamul.KhamulEvent.StarterChosen;
import kemkit.khamul.KhamulEvent.StockRanOut;
import kemkit.khamul.KhamulEvent.Swapped;
import kemkit.khamul.KhamulEvent.Took;
import kemkit.khamul.KhamulEvent.TurnStarted;
import kemkit.kit.event.EventField;
import kemkit.kit.event.EventRow;
import kemkit.kit.event.EventSchema;
import kemkit.kit.event.Hearing;
import kemkit.kit.event.PackedNumbers;
import kemkit.kit.event.Unit;

/**
 * Khamul's events, once: one row per {@link KhamulEvent} with the numbers it carries, who hears it
 * (H-15, C-6) and how it reads back. The mechanics write through the rows ({@code
 * KhamulEvents.DREW.write(work.log(), seat, card.index())}); an outcome reads the events back only
 * when they are asked for. The schema is checked when this class loads: a row for every event, each
 * unit in a word.
 *
 * <p>Most events fit half a word, so the one or two events of a playout's action take one word and
 * its outcome holds no array. Four events carry lists, written as whole words after their unit: a
 * rearrange other than the listed rotation (its slots), the reveal (each seat's size and cards),
 * the round's scores and the end's totals.
 */
final class KhamulEvents {

  private KhamulEvents() {}

  private static final EventSchema.Builder<KhamulEvent> ROWS = EventSchema.builder(KhamulEvent.class);

  private static final int LAST_SEAT = Interned.MAX_SEATS - 1;
  private static final int SMALL = 6; // bits of a slot, a count or a card number in a list (a hand holds at most 52)
  private static final EventField SEAT = EventField.of("seat", 0, LAST_SEAT);
  private static final EventField TARGET = EventField.of("target", 0, LAST_SEAT);
  private static final EventField PLAYERS = EventField.of("players", 0, Interned.MAX_SEATS);
  private static final EventField SLOT = EventField.of("slot", 0, Interned.MAX_SLOTS - 1);
  private static final EventField OTHER_SLOT = EventField.of("otherSlot", 0, Interned.MAX_SLOTS - 1);
  private static final EventField CARD = EventField.of("card", 0, Card.COUNT - 1);
  private static final EventField OTHER_CARD = EventField.of("otherCard", 0, Card.COUNT - 1);
  private static final EventField FLAG = EventField.flag("flag");
  private static final EventField POWER = EventField.of("power", 0, Power.values().length - 1);
  private static final EventField REASON = EventField.of("reason", 0, PendingDraw.Reason.values().length - 1);
  private static final EventField COUNT = EventField.of("count", 0, Interned.MAX_SLOTS - 1);
  private static final EventField ROUND = EventField.of("round", 1, (1 << 20) - 1);
  private static final EventField SEATS = EventField.of("seats", 0, (1 << Interned.MAX_SEATS) - 1);

  private static final Power[] POWERS = Power.values();
  private static final PendingDraw.Reason[] REASONS = PendingDraw.Reason.values();

  static final EventRow<Dealt> DEALT = ROWS.row(Dealt.class, Hearing.everyone(),
      unit -> new Dealt(unit.get(ROUND), ImmutableList.copyOf(Collections.nCopies(unit.get(PLAYERS), Hand.DEALT)),
          unit.get(COUNT)),
      ROUND, PLAYERS, COUNT);
  static final EventRow<StarterChosen> STARTER_CHOSEN = ROWS.row(StarterChosen.class, Hearing.everyone(),
      unit -> new StarterChosen(unit.get(SEAT)), SEAT);
  static final EventRow<Peeked> PEEKED = ROWS.row(Peeked.class,
      Hearing.seat(Peeked::seat, e -> new Peeked(e.seat(), e.first(), e.second(), Optional.empty(), Optional.empty())),
      unit -> new Peeked(unit.get(SEAT), unit.get(SLOT), unit.get(OTHER_SLOT), card(unit.get(CARD)),
          card(unit.get(OTHER_CARD))),
      SEAT, SLOT, OTHER_SLOT, CARD, OTHER_CARD);
  static final EventRow<TurnStarted> TURN_STARTED = ROWS.row(TurnStarted.class, Hearing.everyone(),
      unit -> new TurnStarted(unit.get(SEAT)), SEAT);
  static final EventRow<Drew> DREW = ROWS.row(Drew.class,
      Hearing.seat(Drew::seat, e -> new Drew(e.seat(), Optional.empty())),
      unit -> new Drew(unit.get(SEAT), card(unit.get(CARD))), SEAT, CARD);
  static final EventRow<Took> TOOK = ROWS.row(Took.class, Hearing.everyone(),
      unit -> new Took(unit.get(SEAT), Card.byIndex(unit.get(CARD))), SEAT, CARD);
  static final EventRow<Discarded> DISCARDED = ROWS.row(Discarded.class, Hearing.revealing(Hearing.everyone()),
      unit -> new Discarded(unit.get(SEAT), Card.byIndex(unit.get(CARD))), SEAT, CARD);
  /** The card put in was drawn (seen by the swapper only) or taken (seen by all); the card out is public. */
  static final EventRow<Swapped> SWAPPED = ROWS.row(Swapped.class,
      Hearing.revealing(Hearing.whole((e, seating, viewer) -> viewer == e.seat() || e.taken(),
          e -> new Swapped(e.seat(), e.slot(), Optional.empty(), e.out(), false))),
      unit -> new Swapped(unit.get(SEAT), unit.get(SLOT), card(unit.get(CARD)), Card.byIndex(unit.get(OTHER_CARD)),
          unit.flag(FLAG)),
      SEAT, SLOT, CARD, OTHER_CARD, FLAG);
  static final EventRow<PowerPending> POWER_PENDING = ROWS.row(PowerPending.class, Hearing.everyone(),
      unit -> new PowerPending(unit.get(SEAT), POWERS[unit.get(POWER)]), SEAT, POWER);
  static final EventRow<Looked> LOOKED = ROWS.row(Looked.class,
      Hearing.seat(Looked::seat, e -> new Looked(e.seat(), e.slot(), Optional.empty())),
      unit -> new Looked(unit.get(SEAT), unit.get(SLOT), card(unit.get(CARD))), SEAT, SLOT, CARD);
  static final EventRow<Forced> FORCED = ROWS.row(Forced.class, Hearing.everyone(),
      unit -> new Forced(unit.get(SEAT), unit.get(TARGET)), SEAT, TARGET);
  static final EventRow<KingSwapped> KING_SWAPPED = ROWS.row(KingSwapped.class,
      Hearing.seat(KingSwapped::seat,
          e -> new KingSwapped(e.seat(), e.slot(), e.target(), e.targetSlot(), Optional.empty())),
      unit -> new KingSwapped(unit.get(SEAT), unit.get(SLOT), unit.get(TARGET), unit.get(OTHER_SLOT),
          card(unit.get(CARD))),
      SEAT, SLOT, TARGET, OTHER_SLOT, CARD);
  static final EventRow<Skipped> SKIPPED = ROWS.row(Skipped.class, Hearing.everyone(),
      unit -> new Skipped(unit.get(SEAT), POWERS[unit.get(POWER)]), SEAT, POWER);
  /** The card drawn face down is seen by nobody: it is in the full record only. */
  static final EventRow<DrewFaceDown> DREW_FACE_DOWN = ROWS.row(DrewFaceDown.class,
      Hearing.withoutSecrets(e -> new DrewFaceDown(e.seat(), e.slot(), e.reason(), Optional.empty())),
      unit -> new DrewFaceDown(unit.get(SEAT), unit.get(SLOT), REASONS[unit.get(REASON)], card(unit.get(CARD))),
      SEAT, SLOT, REASON, CARD);
  static final EventRow<NothingToDraw> NOTHING_TO_DRAW = ROWS.row(NothingToDraw.class, Hearing.everyone(),
      unit -> new NothingToDraw(unit.get(SEAT), REASONS[unit.get(REASON)]), SEAT, REASON);
  static final EventRow<Snapped> SNAPPED = ROWS.row(Snapped.class, Hearing.revealing(Hearing.everyone()),
      unit -> new Snapped(unit.get(SEAT), unit.get(SLOT), Card.byIndex(unit.get(CARD)), unit.flag(FLAG)),
      SEAT, SLOT, CARD, FLAG);
  /** The listed rotation fits the unit (what playouts make); any other order follows as numbers. */
  static final EventRow<Rearranged> REARRANGED = ROWS.row(Rearranged.class,
      Hearing.seat(Rearranged::seat, e -> new Rearranged(e.seat(), Optional.empty())),
      KhamulEvents::rearranged, SEAT, COUNT, FLAG);
  static final EventRow<Announced> ANNOUNCED = ROWS.row(Announced.class, Hearing.everyone(),
      unit -> new Announced(unit.get(SEAT)), SEAT);
  /** Told to nobody before the reveal; the round's scores make it public (H-12). */
  static final EventRow<Marked> MARKED = ROWS.row(Marked.class, Hearing.nobody(),
      unit -> new Marked(unit.get(SEAT)), SEAT);
  static final EventRow<RecycleNeeded> RECYCLE_NEEDED = ROWS.row(RecycleNeeded.class, Hearing.everyone(),
      unit -> new RecycleNeeded(unit.get(COUNT)), COUNT);
  static final EventRow<Recycled> RECYCLED = ROWS.row(Recycled.class, Hearing.everyone(),
      unit -> new Recycled(unit.get(COUNT)), COUNT);
  static final EventRow<StockRanOut> STOCK_RAN_OUT = ROWS.row(StockRanOut.class, Hearing.everyone(),
      unit -> new StockRanOut(unit.get(SEAT)), SEAT);
  /** Each seat's size, then its cards, as numbers after the unit. */
  static final EventRow<Revealed> REVEALED = ROWS.row(Revealed.class, Hearing.everyone(),
      KhamulEvents::revealed, PLAYERS);
  /** A word per seat after the unit: its round score and its total. */
  static final EventRow<RoundScored> ROUND_SCORED = ROWS.row(RoundScored.class, Hearing.everyone(),
      KhamulEvents::roundScored, PLAYERS, SEATS, ROUND);
  /** A word per seat's total after the unit. */
  static final EventRow<GameEnded> GAME_ENDED = ROWS.row(GameEnded.class, Hearing.everyone(),
      KhamulEvents::gameEnded, PLAYERS, SEATS);

  /** Every row above; checked when the class loads. */
  static final EventSchema<KhamulEvent> SCHEMA = ROWS.build();

  // The writers of the events with lists.

  /** Writes {@link Rearranged}: the rotation in its unit, any other order as its slots after it. */
  static void rearranged(EventLog log, int seat, ImmutableList<Integer> permutation) {
    boolean rotation = Interned.isRotation(permutation);
    REARRANGED.write(log, seat, permutation.size(), rotation ? 1 : 0);
    if (!rotation) {
      PackedNumbers.Writer out = PackedNumbers.writer(log, SMALL);
      for (int slot : permutation) {
        out.add(slot);
      }
      out.end();
    }
  }

  /** Writes {@link Revealed}: every seat's hand, slot 0 first. */
  static void revealed(EventLog log, int players, IntFunction<Hand> hands) {
    REVEALED.write(log, players);
    PackedNumbers.Writer out = PackedNumbers.writer(log, SMALL);
    for (int seat = 0; seat < players; seat++) {
      Hand hand = hands.apply(seat);
      out.add(hand.size());
      for (int slot = 0; slot < hand.size(); slot++) {
        out.add(hand.get(slot).index());
      }
    }
    out.end();
  }

  /** Writes {@link RoundScored}: {@code marked} is a bit set of seats. */
  static void roundScored(EventLog log, int round, int[] roundScores, ImmutableList<Integer> totals, int marked) {
    ROUND_SCORED.write(log, totals.size(), marked, round);
    for (int seat = 0; seat < totals.size(); seat++) {
      log.add((long) roundScores[seat] << Integer.SIZE | totals.get(seat) & 0xFFFF_FFFFL);
    }
  }

  /** Writes {@link GameEnded}: {@code winners} is a bit set of seats. */
  static void gameEnded(EventLog log, int winners, ImmutableList<Integer> totals) {
    GAME_ENDED.write(log, totals.size(), winners);
    for (int total : totals) {
      log.add(total & 0xFFFF_FFFFL);
    }
  }

  // The readers.

  private static Optional<Card> card(int index) {
    return Interned.card(Card.byIndex(index));
  }

  private static Rearranged rearranged(Unit unit) {
    int size = unit.get(COUNT);
    if (unit.flag(FLAG)) {
      return new Rearranged(unit.get(SEAT), Interned.present(Interned.rotation(size)));
    }
    PackedNumbers.Reader in = PackedNumbers.reader(unit, SMALL);
    ImmutableList.Builder<Integer> permutation = ImmutableList.builderWithExpectedSize(size);
    for (int i = 0; i < size; i++) {
      permutation.add(in.next());
    }
    return new Rearranged(unit.get(SEAT), Optional.of(permutation.build()));
  }

  private static Revealed revealed(Unit unit) {
    int players = unit.get(PLAYERS);
    PackedNumbers.Reader in = PackedNumbers.reader(unit, SMALL);
    ImmutableList.Builder<ImmutableList<Card>> hands = ImmutableList.builderWithExpectedSize(players);
    for (int seat = 0; seat < players; seat++) {
      int size = in.next();
      ImmutableList.Builder<Card> hand = ImmutableList.builderWithExpectedSize(size);
      for (int slot = 0; slot < size; slot++) {
        hand.add(Card.byIndex(in.next()));
      }
      hands.add(hand.build());
    }
    return new Revealed(hands.build());
  }

  private static RoundScored roundScored(Unit unit) {
    int players = unit.get(PLAYERS);
    ImmutableList.Builder<Integer> scores = ImmutableList.builderWithExpectedSize(players);
    ImmutableList.Builder<Integer> totals = ImmutableList.builderWithExpectedSize(players);
    for (int seat = 0; seat < players; seat++) {
      long word = unit.next();
      scores.add((int) (word >>> Integer.SIZE));
      totals.add((int) word);
    }
    return new RoundScored(unit.get(ROUND), scores.build(), totals.build(), seats(unit.get(SEATS), players));
  }

  private static GameEnded gameEnded(Unit unit) {
    int players = unit.get(PLAYERS);
    ImmutableList.Builder<Integer> totals = ImmutableList.builderWithExpectedSize(players);
    for (int seat = 0; seat < players; seat++) {
      totals.add((int) unit.next());
    }
    return new GameEnded(seats(unit.get(SEATS), players), totals.build());
  }

  private static ImmutableSet<Integer> seats(int bits, int players) {
    ImmutableSet.Builder<Integer> out = ImmutableSet.builder();
    for (int seat = 0; seat < players; seat++) {
      if ((bits & 1 << seat) != 0) {
        out.add(seat);
      }
    }
    return out.build();
  }
}
