package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Event;

/**
 * What happened in a game of Khamul. {@link kemkit.game.Outcome.Accepted#events()} holds them as
 * full knowledge sees them; {@link KhamulRules#eventsSeenBy} gives each seat its own stream, where
 * every event is rebuilt from what that seat may see, as the event's row of the game's event
 * schema says (H-15): a card the seat may not see is {@link Optional#empty()}, and an event it may
 * not see at all is left out.
 */
public sealed interface KhamulEvent extends Event
    permits KhamulEvent.Dealt, KhamulEvent.StarterChosen, KhamulEvent.Peeked,
        KhamulEvent.TurnStarted, KhamulEvent.Drew, KhamulEvent.Took, KhamulEvent.Discarded,
        KhamulEvent.Swapped, KhamulEvent.PowerPending, KhamulEvent.Looked, KhamulEvent.Forced,
        KhamulEvent.KingSwapped, KhamulEvent.Skipped, KhamulEvent.DrewFaceDown,
        KhamulEvent.NothingToDraw, KhamulEvent.Snapped, KhamulEvent.Rearranged,
        KhamulEvent.Announced, KhamulEvent.Marked, KhamulEvent.RecycleNeeded,
        KhamulEvent.Recycled, KhamulEvent.StockRanOut, KhamulEvent.Revealed,
        KhamulEvent.RoundScored, KhamulEvent.GameEnded {

  /**
   * {@return what {@code visitor} makes of this event} A new event adds a method to {@link Visitor},
   * so every visitor (the narration, say) must say what it makes of it.
   *
   * @param visitor one method per event
   * @param <R> what the visitor returns
   */
  <R> R accept(Visitor<R> visitor);

  /**
   * One method per Khamul event: the compiler checks that a visitor handles every event.
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
     * {@return what to make of a {@link StarterChosen}}
     *
     * @param event the event
     */
    R starterChosen(StarterChosen event);

    /**
     * {@return what to make of a {@link Peeked}}
     *
     * @param event the event
     */
    R peeked(Peeked event);

    /**
     * {@return what to make of a {@link TurnStarted}}
     *
     * @param event the event
     */
    R turnStarted(TurnStarted event);

    /**
     * {@return what to make of a {@link Drew}}
     *
     * @param event the event
     */
    R drew(Drew event);

    /**
     * {@return what to make of a {@link Took}}
     *
     * @param event the event
     */
    R took(Took event);

    /**
     * {@return what to make of a {@link Discarded}}
     *
     * @param event the event
     */
    R discarded(Discarded event);

    /**
     * {@return what to make of a {@link Swapped}}
     *
     * @param event the event
     */
    R swapped(Swapped event);

    /**
     * {@return what to make of a {@link PowerPending}}
     *
     * @param event the event
     */
    R powerPending(PowerPending event);

    /**
     * {@return what to make of a {@link Looked}}
     *
     * @param event the event
     */
    R looked(Looked event);

    /**
     * {@return what to make of a {@link Forced}}
     *
     * @param event the event
     */
    R forced(Forced event);

    /**
     * {@return what to make of a {@link KingSwapped}}
     *
     * @param event the event
     */
    R kingSwapped(KingSwapped event);

    /**
     * {@return what to make of a {@link Skipped}}
     *
     * @param event the event
     */
    R skipped(Skipped event);

    /**
     * {@return what to make of a {@link DrewFaceDown}}
     *
     * @param event the event
     */
    R drewFaceDown(DrewFaceDown event);

    /**
     * {@return what to make of a {@link NothingToDraw}}
     *
     * @param event the event
     */
    R nothingToDraw(NothingToDraw event);

    /**
     * {@return what to make of a {@link Snapped}}
     *
     * @param event the event
     */
    R snapped(Snapped event);

    /**
     * {@return what to make of a {@link Rearranged}}
     *
     * @param event the event
     */
    R rearranged(Rearranged event);

    /**
     * {@return what to make of a {@link Announced}}
     *
     * @param event the event
     */
    R announced(Announced event);

    /**
     * {@return what to make of a {@link Marked}}
     *
     * @param event the event
     */
    R marked(Marked event);

    /**
     * {@return what to make of a {@link RecycleNeeded}}
     *
     * @param event the event
     */
    R recycleNeeded(RecycleNeeded event);

    /**
     * {@return what to make of a {@link Recycled}}
     *
     * @param event the event
     */
    R recycled(Recycled event);

    /**
     * {@return what to make of a {@link StockRanOut}}
     *
     * @param event the event
     */
    R stockRanOut(StockRanOut event);

    /**
     * {@return what to make of a {@link Revealed}}
     *
     * @param event the event
     */
    R revealed(Revealed event);

    /**
     * {@return what to make of a {@link RoundScored}}
     *
     * @param event the event
     */
    R roundScored(RoundScored event);

    /**
     * {@return what to make of a {@link GameEnded}}
     *
     * @param event the event
     */
    R gameEnded(GameEnded event);
  }

  /**
   * The deck order arrived and the cards were dealt, four face down to each seat (H-3).
   *
   * @param round the round dealt
   * @param handSizes how many slots each seat has
   * @param stockSize how many cards the stock has
   */
  record Dealt(int round, ImmutableList<Integer> handSizes, int stockSize) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.dealt(this);
    }
  }

  /**
   * The first round's starting seat was drawn (H-6).
   *
   * @param seat the starting seat
   */
  record StarterChosen(int seat) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.starterChosen(this);
    }
  }

  /**
   * A seat peeked at two of its slots (H-5); only that seat sees the cards.
   *
   * @param seat the peeking seat
   * @param first one slot
   * @param second the other slot
   * @param firstCard the card in {@code first}, for the peeking seat only
   * @param secondCard the card in {@code second}, for the peeking seat only
   */
  record Peeked(int seat, int first, int second, Optional<Card> firstCard, Optional<Card> secondCard)
      implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.peeked(this);
    }
  }

  /**
   * A turn began (H-7).
   *
   * @param seat the turn's player
   */
  record TurnStarted(int seat) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.turnStarted(this);
    }
  }

  /**
   * The turn's player drew the top stock card (H-7); only the drawer sees it.
   *
   * @param seat the drawer
   * @param card the card, for the drawer only
   */
  record Drew(int seat, Optional<Card> card) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.drew(this);
    }
  }

  /**
   * The turn's player took the top discard, in public (H-7).
   *
   * @param seat the player
   * @param card the card taken
   */
  record Took(int seat, Card card) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.took(this);
    }
  }

  /**
   * The turn's player put its drawn card face up on the discard pile (H-7).
   *
   * @param seat the player
   * @param card the card
   */
  record Discarded(int seat, Card card) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.discarded(this);
    }
  }

  /**
   * The turn's player put its held card face down in a slot; the card that was there went face up
   * on the discard pile (H-7).
   *
   * @param seat the player
   * @param slot the slot
   * @param in the card put in: seen by the player, and by everyone if it was taken
   * @param out the card that went onto the discard pile
   * @param taken whether the card put in was taken from the discard pile (then it is public)
   */
  record Swapped(int seat, int slot, Optional<Card> in, Card out, boolean taken) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.swapped(this);
    }
  }

  /**
   * The card the turn put on the pile has a power; the player may use it or skip (H-8).
   *
   * @param seat the player
   * @param power the power
   */
  record PowerPending(int seat, Power power) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.powerPending(this);
    }
  }

  /**
   * A jack's power: the player looked at its own slot (H-8); only it sees the card.
   *
   * @param seat the player
   * @param slot the slot
   * @param card the card, for the player only
   */
  record Looked(int seat, int slot, Optional<Card> card) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.looked(this);
    }
  }

  /**
   * A black queen's power: the player made another seat draw (H-8); the draw itself follows as
   * {@link DrewFaceDown} or {@link NothingToDraw}.
   *
   * @param seat the player
   * @param target the seat that draws
   */
  record Forced(int seat, int target) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.forced(this);
    }
  }

  /**
   * A black king's power: the player's slot and another seat's slot changed places (H-8). Everyone
   * sees which slots moved; the player sees the card it received.
   *
   * @param seat the player
   * @param slot the player's slot
   * @param target the other seat
   * @param targetSlot the other seat's slot
   * @param received the card now in the player's slot, for the player only
   */
  record KingSwapped(int seat, int slot, int target, int targetSlot, Optional<Card> received)
      implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.kingSwapped(this);
    }
  }

  /**
   * The player left its power unused (H-8).
   *
   * @param seat the player
   * @param power the power skipped
   */
  record Skipped(int seat, Power power) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.skipped(this);
    }
  }

  /**
   * A seat drew a card face down into a new last slot, seen by nobody: a black queen's force or a
   * wrong snap's penalty (H-8, H-9).
   *
   * @param seat the seat that got the card
   * @param slot the new slot
   * @param reason why it drew
   * @param card the card: in the full record of events only, never in a seat's stream
   */
  record DrewFaceDown(int seat, int slot, PendingDraw.Reason reason, Optional<Card> card)
      implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.drewFaceDown(this);
    }
  }

  /**
   * A forced or penalty draw found neither stock nor anything to recycle, and drew nothing (H-11).
   *
   * @param seat the seat that was to draw
   * @param reason why it was to draw
   */
  record NothingToDraw(int seat, PendingDraw.Reason reason) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.nothingToDraw(this);
    }
  }

  /**
   * A seat turned a slot face up (H-9). If it matched the top discard's rank it went onto the pile
   * (later slots moved down); if not it went back face down in the same slot, and a penalty draw
   * follows.
   *
   * @param seat the snapping seat
   * @param slot the slot
   * @param card the card shown
   * @param matched whether it matched
   */
  record Snapped(int seat, int slot, Card card, boolean matched) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.snapped(this);
    }
  }

  /**
   * A seat reordered its own slots (H-10); only it knows how.
   *
   * @param seat the seat
   * @param permutation new slot {@code i} holds old slot {@code permutation[i]}; for the seat only
   */
  record Rearranged(int seat, Optional<ImmutableList<Integer>> permutation) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.rearranged(this);
    }
  }

  /**
   * A seat said {@code khamul}: every other seat plays one more turn (H-12).
   *
   * @param seat the announcer
   */
  record Announced(int seat) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.announced(this);
    }
  }

  /**
   * A seat drew or took when it could have announced with a low hand; it will take the
   * missed-announcement penalty (H-12). Nobody is told before the reveal, so no seat's stream
   * holds this event; {@link RoundScored#marked()} makes it public.
   *
   * @param seat the marked seat
   */
  record Marked(int seat) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.marked(this);
    }
  }

  /**
   * A card must be drawn and the stock is empty: the state waits for a chance action ordering every
   * discard but the top one (H-11).
   *
   * @param cards how many cards are to be recycled
   */
  record RecycleNeeded(int cards) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.recycleNeeded(this);
    }
  }

  /**
   * The discard pile, but its top card, became the stock in a new order (H-11).
   *
   * @param cards how many cards the new stock has
   */
  record Recycled(int cards) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.recycled(this);
    }
  }

  /**
   * A seat had to draw from an empty stock with nothing to recycle and could not take: the round
   * ends at once, as after an announcement (H-11).
   *
   * @param seat the seat
   */
  record StockRanOut(int seat) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.stockRanOut(this);
    }
  }

  /**
   * Every hand was turned face up at the end of the round (H-12, H-13).
   *
   * @param hands each seat's cards, slot 0 first
   */
  record Revealed(ImmutableList<ImmutableList<Card>> hands) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.revealed(this);
    }
  }

  /**
   * The round was scored (H-13).
   *
   * @param round the round scored
   * @param roundScores each seat's score for the round
   * @param totals each seat's game total after it
   * @param marked the seats that took the missed-announcement penalty
   */
  record RoundScored(int round, ImmutableList<Integer> roundScores, ImmutableList<Integer> totals,
      ImmutableSet<Integer> marked) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.roundScored(this);
    }
  }

  /**
   * A total reached the target: the game is over, the lowest totals win (H-14).
   *
   * @param winners the winning seats
   * @param totals the final totals
   */
  record GameEnded(ImmutableSet<Integer> winners, ImmutableList<Integer> totals) implements KhamulEvent {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.gameEnded(this);
    }
  }
}
