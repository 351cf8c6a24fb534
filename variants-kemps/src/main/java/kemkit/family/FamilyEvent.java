package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.family.FamilyOptions.SweepTo;
import kemkit.game.Event;

/**
 * What happened, in order, when an action was accepted: enough for a UI to animate a game. Events
 * that carry a secret (dealt and drawn cards, a sign, shown cards) hold it in an {@code Optional}
 * that {@link FamilyRules#eventsSeenBy} leaves empty for a seat that may not see it (K-25): each
 * event type's row in the family's event schema says who hears it, with no default.
 */
public sealed interface FamilyEvent extends Event {

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
  record Dealt(int round, int dealer) implements FamilyEvent {
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
  record TripleShown(int seat, ImmutableList<Card> cards, DealtTriple rule) implements FamilyEvent {
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
  record DealVoided(int round, int dealer) implements FamilyEvent {
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
  record RecycleDue(int cards) implements FamilyEvent {
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
  record Recycled(int cards) implements FamilyEvent {
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
  record TableLaid(ImmutableList<Card> cards, boolean open) implements FamilyEvent {
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
  record TableOpened(int seat) implements FamilyEvent {
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
  record Exchanged(int seat, Card give, Card take, int slot) implements FamilyEvent {
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
  record Swept(ImmutableList<Card> cards, SweepTo to) implements FamilyEvent {
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
  record SweepProposed(int seat) implements FamilyEvent {
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
  record SweepAccepted(int seat) implements FamilyEvent {
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
  record SweepRefused(int seat) implements FamilyEvent {
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
  record Gestured(int seat, String word) implements FamilyEvent {
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
  record Denounced(int seat, int team, String word, boolean right) implements FamilyEvent {
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
  record Called(FamilyAction.Call call, boolean right) implements FamilyEvent {
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
  record HandShown(int seat, ImmutableList<Card> cards) implements FamilyEvent {
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
  record CounterBeaten(int team) implements FamilyEvent {
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
  record SeatBarred(int seat) implements FamilyEvent {
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
  record ShowOwed(int seat, int to) implements FamilyEvent {
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
  record Scored(int team, int points) implements FamilyEvent {
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
  record RoundBlocked(int round, Rank rank) implements FamilyEvent {
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
  record RoundEnded(int round, ImmutableList<Integer> scores) implements FamilyEvent {
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
  record GameEnded(ImmutableSet<Integer> winners, ImmutableList<Integer> scores) implements FamilyEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.gameEnded(this);
    }
  }
}
