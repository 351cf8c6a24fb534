package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.family.FamilyOptions.SweepTo;
import kemkit.game.Event;
import kemkit.game.EventLog;
import kemkit.seat.Seating;

/**
 * What happened, in order, when an action was accepted: enough for a UI to animate a game. Events
 * that carry a secret (dealt and drawn cards, a sign, shown cards) hold it in an {@code Optional}
 * that {@link #seenBy} leaves empty for a seat that may not see it (K-25).
 */
public sealed interface FamilyEvent extends Event {

  /**
   * {@return this event as {@code viewer} may see it (K-25)} Deny by default: every event type
   * says what each seat sees of it, either here or by being {@link Public}, so that the compiler
   * asks about each new event and none is public by accident. A secret part is left empty.
   *
   * @param seating the table's seats and teams (a sign is seen by its team)
   * @param viewer the seat that sees it
   */
  FamilyEvent seenBy(Seating seating, int viewer);

  /**
   * An event every seat sees whole (K-25): an event type is one only when it says so. Its cards,
   * if any, were public anyway (exchanged, swept, shown to all).
   */
  sealed interface Public extends FamilyEvent {
    @Override
    default FamilyEvent seenBy(Seating seating, int viewer) {
      return this;
    }
  }

  /**
   * {@return what {@code visitor} makes of this event} A new event adds a method to {@link Visitor},
   * so every visitor (the narration, say) must say what it makes of it.
   *
   * @param visitor one method per event
   * @param <R> what the visitor returns
   */
  <R> R accept(Visitor<R> visitor);

  /**
   * One method per family event: the compiler checks that a visitor handles every event.
   *
   * @param <R> what each method returns
   */
  interface Visitor<R> {
    /**
     * {@return what to make of a {@link Dealt}}
     *
     * @param event the event
     */
    R dealt(Dealt event);

    /**
     * {@return what to make of a {@link HandDealt}}
     *
     * @param event the event
     */
    R handDealt(HandDealt event);

    /**
     * {@return what to make of a {@link TripleShown}}
     *
     * @param event the event
     */
    R tripleShown(TripleShown event);

    /**
     * {@return what to make of a {@link CardsDrawn}}
     *
     * @param event the event
     */
    R cardsDrawn(CardsDrawn event);

    /**
     * {@return what to make of a {@link DealVoided}}
     *
     * @param event the event
     */
    R dealVoided(DealVoided event);

    /**
     * {@return what to make of a {@link RecycleDue}}
     *
     * @param event the event
     */
    R recycleDue(RecycleDue event);

    /**
     * {@return what to make of a {@link Recycled}}
     *
     * @param event the event
     */
    R recycled(Recycled event);

    /**
     * {@return what to make of a {@link TableLaid}}
     *
     * @param event the event
     */
    R tableLaid(TableLaid event);

    /**
     * {@return what to make of a {@link TableOpened}}
     *
     * @param event the event
     */
    R tableOpened(TableOpened event);

    /**
     * {@return what to make of a {@link Exchanged}}
     *
     * @param event the event
     */
    R exchanged(Exchanged event);

    /**
     * {@return what to make of a {@link Swept}}
     *
     * @param event the event
     */
    R swept(Swept event);

    /**
     * {@return what to make of a {@link SweepProposed}}
     *
     * @param event the event
     */
    R sweepProposed(SweepProposed event);

    /**
     * {@return what to make of a {@link SweepAccepted}}
     *
     * @param event the event
     */
    R sweepAccepted(SweepAccepted event);

    /**
     * {@return what to make of a {@link SweepRefused}}
     *
     * @param event the event
     */
    R sweepRefused(SweepRefused event);

    /**
     * {@return what to make of a {@link SignSet}}
     *
     * @param event the event
     */
    R signSet(SignSet event);

    /**
     * {@return what to make of a {@link Gestured}}
     *
     * @param event the event
     */
    R gestured(Gestured event);

    /**
     * {@return what to make of a {@link Denounced}}
     *
     * @param event the event
     */
    R denounced(Denounced event);

    /**
     * {@return what to make of a {@link Called}}
     *
     * @param event the event
     */
    R called(Called event);

    /**
     * {@return what to make of a {@link HandShown}}
     *
     * @param event the event
     */
    R handShown(HandShown event);

    /**
     * {@return what to make of a {@link CounterBeaten}}
     *
     * @param event the event
     */
    R counterBeaten(CounterBeaten event);

    /**
     * {@return what to make of a {@link SeatBarred}}
     *
     * @param event the event
     */
    R seatBarred(SeatBarred event);

    /**
     * {@return what to make of a {@link ShowOwed}}
     *
     * @param event the event
     */
    R showOwed(ShowOwed event);

    /**
     * {@return what to make of a {@link CardsShown}}
     *
     * @param event the event
     */
    R cardsShown(CardsShown event);

    /**
     * {@return what to make of a {@link Scored}}
     *
     * @param event the event
     */
    R scored(Scored event);

    /**
     * {@return what to make of a {@link RoundBlocked}}
     *
     * @param event the event
     */
    R roundBlocked(RoundBlocked event);

    /**
     * {@return what to make of a {@link RoundEnded}}
     *
     * @param event the event
     */
    R roundEnded(RoundEnded event);

    /**
     * {@return what to make of a {@link GameEnded}}
     *
     * @param event the event
     */
    R gameEnded(GameEnded event);
  }


  /**
   * The deck order arrived and every seat was dealt four cards, one at a time from the dealer's
   * left (K-4, K-5).
   *
   * @param round the round number
   * @param dealer the dealer
   */
  record Dealt(int round, int dealer) implements Public {
    /** Writes a {@code Dealt}. */
    static void write(EventLog log, int round, int dealer) {
      log.add(EventCodec.word(EventCodec.DEALT, dealer, 0, round, 0));
    }

    static Dealt read(long word) {
      return new Dealt(EventCodec.c(word), EventCodec.a(word));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.dealt(this);
    }
  }

  /**
   * The cards a seat was dealt, in the order received (K-5, K-3a). Private to that seat.
   *
   * @param seat the seat
   * @param cards its cards, or empty for every other seat
   */
  record HandDealt(int seat, Optional<ImmutableList<Card>> cards) implements FamilyEvent {
    /** Writes a {@code HandDealt}: {@code four} is the hand's four card numbers. */
    static void write(EventLog log, int seat, int four) {
      log.add(EventCodec.word(EventCodec.HAND_DEALT, seat, 0, four, 0));
    }

    static HandDealt read(long word) {
      return new HandDealt(EventCodec.a(word), Optional.of(EventCodec.cards(EventCodec.c(word))));
    }

    @Override
    public FamilyEvent seenBy(Seating seating, int viewer) {
      return viewer == seat ? this : new HandDealt(seat, Optional.empty());
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.handDealt(this);
    }
  }

  /**
   * A seat was dealt three or four cards of one rank and showed them (K-6).
   *
   * @param seat the seat
   * @param cards the cards of that rank, in hand order
   * @param rule what the seat does with them
   */
  record TripleShown(int seat, ImmutableList<Card> cards, DealtTriple rule) implements Public {
    /** Writes a {@code TripleShown}. */
    static void write(EventLog log, int seat, List<Card> cards, DealtTriple rule) {
      log.add(EventCodec.word(EventCodec.TRIPLE_SHOWN, seat, rule.ordinal(), EventCodec.four(cards), 0));
    }

    static TripleShown read(long word) {
      return new TripleShown(EventCodec.a(word), EventCodec.cards(EventCodec.c(word)),
          DealtTriple.values()[EventCodec.b(word)]);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.tripleShown(this);
    }
  }

  /**
   * A seat drew cards from the stock into its hand (K-6). The cards are private to that seat.
   *
   * @param seat the seat
   * @param count how many cards
   * @param cards the cards, or empty for every other seat
   */
  record CardsDrawn(int seat, int count, Optional<ImmutableList<Card>> cards) implements FamilyEvent {
    /** Writes a {@code CardsDrawn}. */
    static void write(EventLog log, int seat, List<Card> cards) {
      log.add(EventCodec.word(EventCodec.CARDS_DRAWN, seat, 0, EventCodec.four(cards), 0));
    }

    static CardsDrawn read(long word) {
      ImmutableList<Card> cards = EventCodec.cards(EventCodec.c(word));
      return new CardsDrawn(EventCodec.a(word), cards.size(), Optional.of(cards));
    }

    @Override
    public FamilyEvent seenBy(Seating seating, int viewer) {
      return viewer == seat ? this : new CardsDrawn(seat, count, Optional.empty());
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.cardsDrawn(this);
    }
  }

  /**
   * The deal was void (K-6 {@code REDEAL}, or a third redraw still holding a triple): every card is
   * gathered and the same round waits for a new deck order.
   *
   * @param round the round number, unchanged
   * @param dealer the dealer, unchanged
   */
  record DealVoided(int round, int dealer) implements Public {
    /** Writes a {@code DealVoided}. */
    static void write(EventLog log, int round, int dealer) {
      log.add(EventCodec.word(EventCodec.DEAL_VOIDED, dealer, 0, round, 0));
    }

    static DealVoided read(long word) {
      return new DealVoided(EventCodec.c(word), EventCodec.a(word));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.dealVoided(this);
    }
  }

  /**
   * A card had to be drawn from an empty stock: the game waits for a new order of the discard pile
   * (K-13).
   *
   * @param cards how many cards the discard pile holds
   */
  record RecycleDue(int cards) implements Public {
    /** Writes a {@code RecycleDue}. */
    static void write(EventLog log, int cards) {
      log.add(EventCodec.word(EventCodec.RECYCLE_DUE, 0, 0, cards, 0));
    }

    static RecycleDue read(long word) {
      return new RecycleDue(EventCodec.c(word));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.recycleDue(this);
    }
  }

  /**
   * The discard pile, in its new order, became the stock (K-13). The order is hidden.
   *
   * @param cards how many cards were recycled
   */
  record Recycled(int cards) implements Public {
    /** Writes a {@code Recycled}. */
    static void write(EventLog log, int cards) {
      log.add(EventCodec.word(EventCodec.RECYCLED, 0, 0, cards, 0));
    }

    static Recycled read(long word) {
      return new Recycled(EventCodec.c(word));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.recycled(this);
    }
  }

  /**
   * Four cards were turned face up: the table (K-7, K-12).
   *
   * @param cards the table, slot by slot
   * @param open whether exchanges may start at once (K-8)
   */
  record TableLaid(ImmutableList<Card> cards, boolean open) implements Public {
    /** Writes a {@code TableLaid}: {@code four} is the table's four card numbers. */
    static void write(EventLog log, int four, boolean open) {
      log.add(EventCodec.word(EventCodec.TABLE_LAID, open ? 1 : 0, 0, four, 0));
    }

    static TableLaid read(long word) {
      return new TableLaid(EventCodec.cards(EventCodec.c(word)), EventCodec.a(word) == 1);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.tableLaid(this);
    }
  }

  /**
   * The dealer said {@code top}: the table is open (K-8).
   *
   * @param seat the dealer
   */
  record TableOpened(int seat) implements Public {
    /** Writes a {@code TableOpened}. */
    static void write(EventLog log, int seat) {
      log.add(EventCodec.word(EventCodec.TABLE_OPENED, seat, 0, 0, 0));
    }

    static TableOpened read(long word) {
      return new TableOpened(EventCodec.a(word));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.tableOpened(this);
    }
  }

  /**
   * A seat exchanged a card of its hand for a table card (K-9). Public.
   *
   * @param seat the seat
   * @param give the card it put on the table
   * @param take the card it took
   * @param slot the table slot both cards went through
   */
  record Exchanged(int seat, Card give, Card take, int slot) implements Public {
    /** Writes an {@code Exchanged}: {@code give} and {@code take} are card numbers. */
    static void write(EventLog log, int seat, int give, int take, int slot) {
      log.add(EventCodec.word(EventCodec.EXCHANGED, seat, slot, give | take << 8, 0));
    }

    static Exchanged read(long word) {
      int cards = EventCodec.c(word);
      return new Exchanged(EventCodec.a(word), Card.byIndex(cards & 0xFF), Card.byIndex(cards >>> 8 & 0xFF),
          EventCodec.b(word));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.exchanged(this);
    }
  }

  /**
   * The table was swept (K-12).
   *
   * @param cards the swept cards, slot by slot
   * @param to where they went, face down
   */
  record Swept(ImmutableList<Card> cards, SweepTo to) implements Public {
    /** Writes a {@code Swept}: {@code four} is the swept table's four card numbers. */
    static void write(EventLog log, int four, SweepTo to) {
      log.add(EventCodec.word(EventCodec.SWEPT, to.ordinal(), 0, four, 0));
    }

    static Swept read(long word) {
      return new Swept(EventCodec.cards(EventCodec.c(word)), SweepTo.values()[EventCodec.a(word)]);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.swept(this);
    }
  }

  /**
   * A seat proposed a sweep (K-11).
   *
   * @param seat the seat
   */
  record SweepProposed(int seat) implements Public {
    /** Writes a {@code SweepProposed}. */
    static void write(EventLog log, int seat) {
      log.add(EventCodec.word(EventCodec.SWEEP_PROPOSED, seat, 0, 0, 0));
    }

    static SweepProposed read(long word) {
      return new SweepProposed(EventCodec.a(word));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.sweepProposed(this);
    }
  }

  /**
   * A seat accepted the standing proposal (K-11).
   *
   * @param seat the seat
   */
  record SweepAccepted(int seat) implements Public {
    /** Writes a {@code SweepAccepted}. */
    static void write(EventLog log, int seat) {
      log.add(EventCodec.word(EventCodec.SWEEP_ACCEPTED, seat, 0, 0, 0));
    }

    static SweepAccepted read(long word) {
      return new SweepAccepted(EventCodec.a(word));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.sweepAccepted(this);
    }
  }

  /**
   * A seat refused the proposal, which is cancelled; the seat owes an exchange (K-11).
   *
   * @param seat the seat
   */
  record SweepRefused(int seat) implements Public {
    /** Writes a {@code SweepRefused}. */
    static void write(EventLog log, int seat) {
      log.add(EventCodec.word(EventCodec.SWEEP_REFUSED, seat, 0, 0, 0));
    }

    static SweepRefused read(long word) {
      return new SweepRefused(EventCodec.a(word));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.sweepRefused(this);
    }
  }

  /**
   * A team's sign was set or changed (K-14). The word is private to the team.
   *
   * @param seat the member who set it
   * @param team the team
   * @param word the sign, or empty for the other teams
   */
  record SignSet(int seat, int team, Optional<String> word) implements FamilyEvent {
    /** Writes a {@code SignSet}: a signal word by its place, any other spelled out after. */
    static void write(EventLog log, int seat, int team, String word) {
      int code = EventCodec.wordCode(word);
      log.add(EventCodec.word(EventCodec.SIGN_SET, seat, team, code, 0));
      EventCodec.spell(log, code, word);
    }

    static SignSet read(long word, EventLog.Reader log) {
      return new SignSet(EventCodec.a(word), EventCodec.b(word), Optional.of(EventCodec.word(EventCodec.c(word), log)));
    }

    @Override
    public FamilyEvent seenBy(Seating seating, int viewer) {
      return seating.teamOf(viewer) == team ? this : new SignSet(seat, team, Optional.empty());
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.signSet(this);
    }
  }

  /**
   * A seat made a gesture (K-14). Public.
   *
   * @param seat the seat
   * @param word the gesture
   */
  record Gestured(int seat, String word) implements Public {
    /** Writes a {@code Gestured}: a signal word by its place, any other spelled out after. */
    static void write(EventLog log, int seat, String word) {
      int code = EventCodec.wordCode(word);
      log.add(EventCodec.word(EventCodec.GESTURED, seat, 0, code, 0));
      EventCodec.spell(log, code, word);
    }

    static Gestured read(long word, EventLog.Reader log) {
      return new Gestured(EventCodec.a(word), EventCodec.word(EventCodec.c(word), log));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.gestured(this);
    }
  }

  /**
   * A seat denounced a team's sign (K-15). Public; when right, the team must sign again before
   * calling.
   *
   * @param seat the seat
   * @param team the team denounced
   * @param word the sign claimed
   * @param right whether it was the team's sign
   */
  record Denounced(int seat, int team, String word, boolean right) implements Public {
    /** Writes a {@code Denounced}: a signal word by its place, any other spelled out after. */
    static void write(EventLog log, int seat, int team, String word, boolean right) {
      int code = EventCodec.wordCode(word);
      log.add(EventCodec.word(EventCodec.DENOUNCED, seat, team, code, right ? 1 : 0));
      EventCodec.spell(log, code, word);
    }

    static Denounced read(long word, EventLog.Reader log) {
      return new Denounced(EventCodec.a(word), EventCodec.b(word), EventCodec.word(EventCodec.c(word), log),
          EventCodec.d(word) == 1);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.denounced(this);
    }
  }

  /**
   * A call was made and resolved (K-16 to K-19): the events after it say what it showed and
   * scored.
   *
   * @param call the call
   * @param right whether the claim was true
   */
  record Called(FamilyAction.Call call, boolean right) implements Public {
    // The call's kind, its dialect and whether it named a target, in the flags.
    private static final int KEMS = 0;
    private static final int DOUBLE_KEMS = 1;
    private static final int COUNTER = 2;
    private static final int DOUBLE_COUNTER = 3;

    /** Writes a {@code Called}. */
    static void write(EventLog log, FamilyAction.Call call, boolean right) {
      int kind = call instanceof FamilyAction.KemsCall ? KEMS
          : call instanceof FamilyAction.DoubleKems ? DOUBLE_KEMS
          : call instanceof FamilyAction.Counter ? COUNTER
          : DOUBLE_COUNTER;
      int flags = kind | (right ? 4 : 0) | (call.target().isPresent() ? 8 : 0) | call.dialect().ordinal() << 4;
      log.add(EventCodec.word(EventCodec.CALLED, call.seat(), 0, call.target().orElse(0), flags));
    }

    static Called read(long word) {
      int flags = EventCodec.d(word);
      Dialect dialect = Dialect.values()[flags >>> 4];
      int seat = EventCodec.a(word);
      OptionalInt target = (flags & 8) != 0 ? OptionalInt.of(EventCodec.c(word)) : OptionalInt.empty();
      FamilyAction.Call call = switch (flags & 3) {
        case KEMS -> new FamilyAction.KemsCall(dialect, seat, target);
        case DOUBLE_KEMS -> new FamilyAction.DoubleKems(dialect, seat, target);
        case COUNTER -> new FamilyAction.Counter(dialect, seat, target);
        default -> new FamilyAction.DoubleCounter(dialect, seat, target);
      };
      return new Called(call, (flags & 4) != 0);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.called(this);
    }
  }

  /**
   * A hand was shown to everyone as a call's resolution (K-16 to K-19).
   *
   * @param seat the seat
   * @param cards its hand
   */
  record HandShown(int seat, ImmutableList<Card> cards) implements Public {
    /** Writes a {@code HandShown}: {@code four} is the hand's four card numbers. */
    static void write(EventLog log, int seat, int four) {
      log.add(EventCodec.word(EventCodec.HAND_SHOWN, seat, 0, four, 0));
    }

    static HandShown read(long word) {
      return new HandShown(EventCodec.a(word), EventCodec.cards(EventCodec.c(word)));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.handShown(this);
    }
  }

  /**
   * A right counter found a team holding two Kem's: it scores nothing and the round goes on
   * (K-18, {@code counterBeatenByDouble}).
   *
   * @param team the target team
   */
  record CounterBeaten(int team) implements Public {
    /** Writes a {@code CounterBeaten}. */
    static void write(EventLog log, int team) {
      log.add(EventCodec.word(EventCodec.COUNTER_BEATEN, team, 0, 0, 0));
    }

    static CounterBeaten read(long word) {
      return new CounterBeaten(EventCodec.a(word));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.counterBeaten(this);
    }
  }

  /**
   * A seat may not counter again this round (K-18).
   *
   * @param seat the seat
   */
  record SeatBarred(int seat) implements Public {
    /** Writes a {@code SeatBarred}. */
    static void write(EventLog log, int seat) {
      log.add(EventCodec.word(EventCodec.SEAT_BARRED, seat, 0, 0, 0));
    }

    static SeatBarred read(long word) {
      return new SeatBarred(EventCodec.a(word));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.seatBarred(this);
    }
  }

  /**
   * A wrong counter's target must show two cards to the caller before anything else happens
   * (K-18).
   *
   * @param seat the seat that owes the show
   * @param to the caller
   */
  record ShowOwed(int seat, int to) implements Public {
    /** Writes a {@code ShowOwed}. */
    static void write(EventLog log, int seat, int to) {
      log.add(EventCodec.word(EventCodec.SHOW_OWED, seat, to, 0, 0));
    }

    static ShowOwed read(long word) {
      return new ShowOwed(EventCodec.a(word), EventCodec.b(word));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.showOwed(this);
    }
  }

  /**
   * A seat showed two cards to a caller (K-18). The cards are private to both.
   *
   * @param seat the seat that showed
   * @param to the caller
   * @param cards the two cards, or empty for every other seat
   */
  record CardsShown(int seat, int to, Optional<ImmutableList<Card>> cards) implements FamilyEvent {
    /** Writes a {@code CardsShown}. */
    static void write(EventLog log, int seat, int to, List<Card> cards) {
      log.add(EventCodec.word(EventCodec.CARDS_SHOWN, seat, to, EventCodec.four(cards), 0));
    }

    static CardsShown read(long word) {
      return new CardsShown(EventCodec.a(word), EventCodec.b(word), Optional.of(EventCodec.cards(EventCodec.c(word))));
    }

    @Override
    public FamilyEvent seenBy(Seating seating, int viewer) {
      return viewer == seat || viewer == to ? this : new CardsShown(seat, to, Optional.empty());
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.cardsShown(this);
    }
  }

  /**
   * A team's score changed (K-16 to K-19).
   *
   * @param team the team
   * @param points the change, negative for a loss
   */
  record Scored(int team, int points) implements Public {
    /** Writes a {@code Scored}. */
    static void write(EventLog log, int team, int points) {
      log.add(EventCodec.word(EventCodec.SCORED, team, 0, points, 0));
    }

    static Scored read(long word) {
      return new Scored(EventCodec.a(word), EventCodec.c(word));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.scored(this);
    }
  }

  /**
   * Three or more table cards share a rank: the round ends without points (K-10).
   *
   * @param round the round
   * @param rank the rank
   */
  record RoundBlocked(int round, Rank rank) implements Public {
    /** Writes a {@code RoundBlocked}. */
    static void write(EventLog log, int round, Rank rank) {
      log.add(EventCodec.word(EventCodec.ROUND_BLOCKED, rank.ordinal(), 0, round, 0));
    }

    static RoundBlocked read(long word) {
      return new RoundBlocked(EventCodec.c(word), Rank.values()[EventCodec.a(word)]);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.roundBlocked(this);
    }
  }

  /**
   * A round ended; every card is gathered and, unless the game is over, the next round waits for
   * its deck order with the next dealer (C-8, K-23).
   *
   * @param round the round that ended
   * @param scores the game scores, by team
   */
  record RoundEnded(int round, ImmutableList<Integer> scores) implements Public {
    /** Writes a {@code RoundEnded}: its word, then a word per score. */
    static void write(EventLog log, int round, List<Integer> scores) {
      log.add(EventCodec.word(EventCodec.ROUND_ENDED, scores.size(), 0, round, 0));
      EventCodec.scores(log, scores);
    }

    static RoundEnded read(long word, EventLog.Reader log) {
      return new RoundEnded(EventCodec.c(word), EventCodec.scores(EventCodec.a(word), log));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.roundEnded(this);
    }
  }

  /**
   * The game ended (K-24).
   *
   * @param winners the winning team
   * @param scores the final scores, by team
   */
  record GameEnded(ImmutableSet<Integer> winners, ImmutableList<Integer> scores) implements Public {
    /** Writes a {@code GameEnded}: its word, then a word per score. */
    static void write(EventLog log, int winner, List<Integer> scores) {
      log.add(EventCodec.word(EventCodec.GAME_ENDED, scores.size(), winner, 0, 0));
      EventCodec.scores(log, scores);
    }

    static GameEnded read(long word, EventLog.Reader log) {
      return new GameEnded(ImmutableSet.of(EventCodec.b(word)), EventCodec.scores(EventCodec.a(word), log));
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.gameEnded(this);
    }
  }
}
