package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.family.FamilyAction.Call;
import kemkit.family.FamilyEvent.Called;
import kemkit.family.FamilyEvent.CardsDrawn;
import kemkit.family.FamilyEvent.CardsShown;
import kemkit.family.FamilyEvent.CounterBeaten;
import kemkit.family.FamilyEvent.DealVoided;
import kemkit.family.FamilyEvent.Dealt;
import kemkit.family.FamilyEvent.Denounced;
import kemkit.family.FamilyEvent.Exchanged;
import kemkit.family.FamilyEvent.GameEnded;
import kemkit.family.FamilyEvent.Gestured;
import kemkit.family.FamilyEvent.HandDealt;
import kemkit.family.FamilyEvent.HandShown;
import kemkit.family.FamilyEvent.RecycleDue;
import kemkit.family.FamilyEvent.Recycled;
import kemkit.family.FamilyEvent.RoundBlocked;
import kemkit.family.FamilyEvent.RoundEnded;
import kemkit.family.FamilyEvent.Scored;
import kemkit.family.FamilyEvent.SeatBarred;
import kemkit.family.FamilyEvent.ShowOwed;
import kemkit.family.FamilyEvent.SignSet;
import kemkit.family.FamilyEvent.SweepAccepted;
import kemkit.family.FamilyEvent.SweepProposed;
import kemkit.family.FamilyEvent.SweepRefused;
import kemkit.family.FamilyEvent.Swept;
import kemkit.family.FamilyEvent.TableLaid;
import kemkit.family.FamilyEvent.TableOpened;
import kemkit.family.FamilyEvent.TripleShown;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.family.FamilyOptions.SweepTo;
import kemkit.game.EventLog;
import kemkit.kit.event.EventField;
import kemkit.kit.event.EventRow;
import kemkit.kit.event.EventSchema;
import kemkit.kit.event.Hearing;
import kemkit.kit.event.Unit;

/**
 * The family's events, once: one row per {@link FamilyEvent} record, with the numbers it carries,
 * who hears it (K-25, deny by default: the dealt, drawn and shown cards go to their seats, a sign
 * to its team, everything else to all) and how it reads back. The mechanics write through the rows
 * ({@code EXCHANGED.write(work.log(), seat, give, take, slot)}), always, as packed numbers; the
 * outcome decodes them into records only when its events are asked for. The schema is checked when
 * this class loads: a record without a row, or a row whose numbers overflow a word, fails at once.
 *
 * <p>Cards travel as card numbers, and up to four cards in one number as {@link Table#packed()}
 * packs them. A word that is not a signal word, and the scores of a round's or the game's end,
 * follow their event's unit as whole words ({@link #spell}, {@link #scores}).
 */
final class FamilyEvents {

  private FamilyEvents() {}

  private static final EventSchema.Builder<FamilyEvent> ROWS = EventSchema.builder(FamilyEvent.class);

  // The numbers events carry, each with its range (K-3: at most 12 seats, 6 teams, 52 cards).
  private static final EventField SEAT = EventField.of("seat", 0, 11);
  private static final EventField TO = EventField.of("to", 0, 11);
  private static final EventField DEALER = EventField.of("dealer", 0, 11);
  private static final EventField TEAM = EventField.of("team", 0, 5);
  private static final EventField ROUND = EventField.of("round", 1, Integer.MAX_VALUE);
  private static final EventField CARDS = EventField.of("cards", 0, (1 << Table.BITS) - 1);
  private static final EventField GIVE = EventField.of("give", 0, Card.COUNT - 1);
  private static final EventField TAKE = EventField.of("take", 0, Card.COUNT - 1);
  private static final EventField SLOT = EventField.of("slot", 0, Table.SLOTS - 1);
  private static final EventField COUNT = EventField.of("count", 0, Card.COUNT);
  private static final EventField RULE = EventField.of("rule", 0, DealtTriple.values().length - 1);
  private static final EventField PILE = EventField.of("pile", 0, SweepTo.values().length - 1);
  private static final EventField OPEN = EventField.flag("open");
  private static final EventField RIGHT = EventField.flag("right");
  private static final EventField WORD = EventField.of("word", 0, SignalWords.SPELLED);
  private static final EventField KIND = EventField.of("kind", 0, 3);
  /** A call's target: 0 for none, else the seat or team plus one. */
  private static final EventField TARGET = EventField.of("target", 0, 12);
  private static final EventField DIALECT = EventField.of("dialect", 0, Dialect.values().length - 1);
  private static final EventField POINTS = EventField.of("points", Integer.MIN_VALUE, Integer.MAX_VALUE);
  private static final EventField RANK = EventField.of("rank", 0, Rank.values().length - 1);
  private static final EventField TEAMS = EventField.of("teams", 2, 6);

  /** How many characters of a spelled-out word one word holds: a byte each (C-9 words are ASCII). */
  private static final int CHARS_PER_WORD = 8;

  static final EventRow<Dealt> DEALT = ROWS.row(Dealt.class, Hearing.everyone(),
      unit -> new Dealt(unit.get(ROUND), unit.get(DEALER)), ROUND, DEALER);
  static final EventRow<HandDealt> HAND_DEALT = ROWS.row(HandDealt.class,
      Hearing.seat(HandDealt::seat, e -> new HandDealt(e.seat(), Optional.empty())),
      unit -> new HandDealt(unit.get(SEAT), Optional.of(Table.cards(unit.get(CARDS)))), SEAT, CARDS);
  static final EventRow<TripleShown> TRIPLE_SHOWN = ROWS.row(TripleShown.class, Hearing.everyone(),
      unit -> new TripleShown(unit.get(SEAT), Table.cards(unit.get(CARDS)), DealtTriple.values()[unit.get(RULE)]),
      SEAT, RULE, CARDS);
  static final EventRow<CardsDrawn> CARDS_DRAWN = ROWS.row(CardsDrawn.class,
      Hearing.seat(CardsDrawn::seat, e -> new CardsDrawn(e.seat(), e.count(), Optional.empty())),
      unit -> {
        ImmutableList<Card> cards = Table.cards(unit.get(CARDS));
        return new CardsDrawn(unit.get(SEAT), cards.size(), Optional.of(cards));
      }, SEAT, CARDS);
  static final EventRow<DealVoided> DEAL_VOIDED = ROWS.row(DealVoided.class, Hearing.everyone(),
      unit -> new DealVoided(unit.get(ROUND), unit.get(DEALER)), ROUND, DEALER);
  static final EventRow<RecycleDue> RECYCLE_DUE = ROWS.row(RecycleDue.class, Hearing.everyone(),
      unit -> new RecycleDue(unit.get(COUNT)), COUNT);
  static final EventRow<Recycled> RECYCLED = ROWS.row(Recycled.class, Hearing.everyone(),
      unit -> new Recycled(unit.get(COUNT)), COUNT);
  /** The new table comes face up from the hidden stock (K-7, K-12): its action is never taken back (C-10). */
  static final EventRow<TableLaid> TABLE_LAID = ROWS.row(TableLaid.class, Hearing.revealing(Hearing.everyone()),
      unit -> new TableLaid(Table.cards(unit.get(CARDS)), unit.flag(OPEN)), CARDS, OPEN);
  static final EventRow<TableOpened> TABLE_OPENED = ROWS.row(TableOpened.class, Hearing.everyone(),
      unit -> new TableOpened(unit.get(SEAT)), SEAT);
  static final EventRow<Exchanged> EXCHANGED = ROWS.row(Exchanged.class, Hearing.revealing(Hearing.everyone()),
      unit -> new Exchanged(unit.get(SEAT), Card.byIndex(unit.get(GIVE)), Card.byIndex(unit.get(TAKE)),
          unit.get(SLOT)), SEAT, GIVE, TAKE, SLOT);
  static final EventRow<Swept> SWEPT = ROWS.row(Swept.class, Hearing.everyone(),
      unit -> new Swept(Table.cards(unit.get(CARDS)), SweepTo.values()[unit.get(PILE)]), CARDS, PILE);
  static final EventRow<SweepProposed> SWEEP_PROPOSED = ROWS.row(SweepProposed.class, Hearing.everyone(),
      unit -> new SweepProposed(unit.get(SEAT)), SEAT);
  static final EventRow<SweepAccepted> SWEEP_ACCEPTED = ROWS.row(SweepAccepted.class, Hearing.everyone(),
      unit -> new SweepAccepted(unit.get(SEAT)), SEAT);
  static final EventRow<SweepRefused> SWEEP_REFUSED = ROWS.row(SweepRefused.class, Hearing.everyone(),
      unit -> new SweepRefused(unit.get(SEAT)), SEAT);
  /** A team's sign: its word for the team only (K-14). */
  static final EventRow<SignSet> SIGN_SET = ROWS.row(SignSet.class,
      Hearing.team(SignSet::team, e -> new SignSet(e.seat(), e.team(), Optional.empty())),
      unit -> new SignSet(unit.get(SEAT), unit.get(TEAM), Optional.of(word(unit))), SEAT, TEAM, WORD);
  static final EventRow<Gestured> GESTURED = ROWS.row(Gestured.class, Hearing.everyone(),
      unit -> new Gestured(unit.get(SEAT), word(unit)), SEAT, WORD);
  static final EventRow<Denounced> DENOUNCED = ROWS.row(Denounced.class, Hearing.revealing(Hearing.everyone()),
      unit -> new Denounced(unit.get(SEAT), unit.get(TEAM), word(unit), unit.flag(RIGHT)), SEAT, TEAM, WORD, RIGHT);
  static final EventRow<Called> CALLED = ROWS.row(Called.class, Hearing.revealing(Hearing.everyone()),
      FamilyEvents::called, SEAT, KIND, TARGET, DIALECT, RIGHT);
  static final EventRow<HandShown> HAND_SHOWN = ROWS.row(HandShown.class, Hearing.revealing(Hearing.everyone()),
      unit -> new HandShown(unit.get(SEAT), Table.cards(unit.get(CARDS))), SEAT, CARDS);
  static final EventRow<CounterBeaten> COUNTER_BEATEN = ROWS.row(CounterBeaten.class, Hearing.everyone(),
      unit -> new CounterBeaten(unit.get(TEAM)), TEAM);
  static final EventRow<SeatBarred> SEAT_BARRED = ROWS.row(SeatBarred.class, Hearing.everyone(),
      unit -> new SeatBarred(unit.get(SEAT)), SEAT);
  static final EventRow<ShowOwed> SHOW_OWED = ROWS.row(ShowOwed.class, Hearing.everyone(),
      unit -> new ShowOwed(unit.get(SEAT), unit.get(TO)), SEAT, TO);
  /** Two cards shown to a caller: known to the two seats only (K-18). */
  static final EventRow<CardsShown> CARDS_SHOWN = ROWS.row(CardsShown.class,
      Hearing.whole((e, seating, viewer) -> viewer == e.seat() || viewer == e.to(),
          e -> new CardsShown(e.seat(), e.to(), Optional.empty())),
      unit -> new CardsShown(unit.get(SEAT), unit.get(TO), Optional.of(Table.cards(unit.get(CARDS)))),
      SEAT, TO, CARDS);
  static final EventRow<Scored> SCORED = ROWS.row(Scored.class, Hearing.everyone(),
      unit -> new Scored(unit.get(TEAM), unit.get(POINTS)), TEAM, POINTS);
  static final EventRow<RoundBlocked> ROUND_BLOCKED = ROWS.row(RoundBlocked.class, Hearing.everyone(),
      unit -> new RoundBlocked(unit.get(ROUND), Rank.values()[unit.get(RANK)]), ROUND, RANK);
  /** A round's end: its scores follow as whole words ({@link #scores}). */
  static final EventRow<RoundEnded> ROUND_ENDED = ROWS.row(RoundEnded.class, Hearing.everyone(),
      unit -> new RoundEnded(unit.get(ROUND), scores(unit.get(TEAMS), unit)), ROUND, TEAMS);
  /** The game's end: its scores follow as whole words ({@link #scores}). */
  static final EventRow<GameEnded> GAME_ENDED = ROWS.row(GameEnded.class, Hearing.everyone(),
      unit -> new GameEnded(ImmutableSet.of(unit.get(TEAM)), scores(unit.get(TEAMS), unit)), TEAM, TEAMS);

  /** The rows above: the decoder of every outcome's events, and what each seat hears. */
  static final EventSchema<FamilyEvent> SCHEMA = ROWS.build();

  // --- what follows a unit ------------------------------------------------------------------

  /** Writes the word whose code a unit just carried, spelled out after it when it is no signal word. */
  static void spell(EventLog log, int code, String word) {
    if (code != SignalWords.SPELLED) {
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

  /** {@return the word of a unit's {@code WORD}: a signal word, or the one spelled out after it} */
  private static String word(Unit unit) {
    int code = unit.get(WORD);
    if (code != SignalWords.SPELLED) {
      return SignalWords.word(code);
    }
    int length = (int) unit.next();
    char[] out = new char[length];
    for (int from = 0; from < length; from += CHARS_PER_WORD) {
      long chars = unit.next();
      for (int i = from; i < Math.min(length, from + CHARS_PER_WORD); i++) {
        out[i] = (char) (chars & 0xFF);
        chars >>>= 8;
      }
    }
    return new String(out);
  }

  /** Writes every score, a word each, after the unit of a round's or the game's end. */
  static void scores(EventLog log, List<Integer> scores) {
    for (int i = 0; i < scores.size(); i++) {
      log.add(scores.get(i));
    }
  }

  private static ImmutableList<Integer> scores(int count, Unit unit) {
    ImmutableList.Builder<Integer> out = ImmutableList.builderWithExpectedSize(count);
    for (int i = 0; i < count; i++) {
      out.add((int) unit.next());
    }
    return out.build();
  }

  // --- calls ----------------------------------------------------------------------------------

  // A call's kind, in the order of the reader's switch.
  private static final int KEMS = 0;
  private static final int DOUBLE_KEMS = 1;
  private static final int COUNTER = 2;
  private static final int DOUBLE_COUNTER = 3;

  /** Writes that {@code call} was made, {@code right} or not. */
  static void called(EventLog log, Call call, boolean right) {
    int kind = call instanceof FamilyAction.KemsCall ? KEMS
        : call instanceof FamilyAction.DoubleKems ? DOUBLE_KEMS
        : call instanceof FamilyAction.Counter ? COUNTER
        : DOUBLE_COUNTER;
    CALLED.write(log, call.seat(), kind, call.target().isPresent() ? call.target().getAsInt() + 1 : 0,
        call.dialect().ordinal(), right ? 1 : 0);
  }

  private static Called called(Unit unit) {
    Dialect dialect = Dialect.values()[unit.get(DIALECT)];
    int seat = unit.get(SEAT);
    int named = unit.get(TARGET);
    OptionalInt target = named == 0 ? OptionalInt.empty() : OptionalInt.of(named - 1);
    Call call = switch (unit.get(KIND)) {
      case KEMS -> new FamilyAction.KemsCall(dialect, seat, target);
      case DOUBLE_KEMS -> new FamilyAction.DoubleKems(dialect, seat, target);
      case COUNTER -> new FamilyAction.Counter(dialect, seat, target);
      default -> new FamilyAction.DoubleCounter(dialect, seat, target);
    };
    return new Called(call, unit.flag(RIGHT));
  }
}
