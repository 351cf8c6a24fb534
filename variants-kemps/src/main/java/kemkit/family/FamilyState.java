package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;
import kemkit.card.CardSet;
import kemkit.card.Deck;
import kemkit.game.ChanceDue;
import kemkit.game.GameState;
import kemkit.pile.Pile;
import kemkit.seat.Seating;

/**
 * The whole truth of a Kem's-family game at one moment, hidden cards included: an immutable value
 * (equal states compare equal). Made by {@link FamilyRules}; a seat sees {@link FamilyView}.
 *
 * @param seating the seats and teams (K-1)
 * @param deck the deck (C-2)
 * @param round the round being played or waiting for its deal, 1 for the first (C-8)
 * @param dealer the round's dealer (K-5, K-23)
 * @param phase where the round stands
 * @param tableOpen whether exchanges are allowed on the laid table (K-8)
 * @param recycling whether the game waits for a new order of the discard pile (K-13)
 * @param stock the stock, top first
 * @param discard the discard pile (its order means nothing: it is shuffled before reuse)
 * @param hands every hand, slot by slot
 * @param onTable the table cards, slot by slot (fewer than four only while they are being turned)
 * @param exposed the cards in hands that everyone knows, because they were taken from the table
 *     (K-9, K-25)
 * @param dealCheck the place in dealing order of the seat whose dealt triple is being handled
 *     (K-6); the seat count once every seat is checked
 * @param redraws how many times that seat has redrawn (K-6)
 * @param talk the signs, gestures, sweep proposals and call consequences of the round
 * @param scores the game scores, by team (K-24)
 * @param winners the winning team once the game is over (K-24)
 * @param rules the rule set that made this state; every other rule set refuses it (RuleSet)
 */
public record FamilyState(
    Seating seating,
    Deck deck,
    int round,
    int dealer,
    Phase phase,
    boolean tableOpen,
    boolean recycling,
    Pile stock,
    Pile discard,
    Hands hands,
    Table onTable,
    CardSet exposed,
    int dealCheck,
    int redraws,
    TableTalk talk,
    ImmutableList<Integer> scores,
    ImmutableSet<Integer> winners,
    FamilyRules rules)
    implements GameState {

  /**
   * What the seats said and signalled this round, apart from the cards: an exchange, the commonest
   * action, leaves it as it is and shares it with the new state.
   *
   * @param proposal the standing consensus sweep proposal, if any (K-11)
   * @param sweepDebtor the seat that refused a sweep and owes an exchange, if any (K-11)
   * @param owedShow the show a wrong counter's target owes, if any (K-18)
   * @param signs each team's sign, if set (K-2, K-14)
   * @param signsFound the teams whose sign was denounced and that must sign again before calling
   *     (K-15)
   * @param barred the seats that may not counter again this round (K-18)
   * @param gestures each seat's latest gesture this round (K-14)
   * @param shows the cards shown by {@code show} this round (K-18)
   */
  public record TableTalk(
      Optional<SweepProposal> proposal,
      OptionalInt sweepDebtor,
      Optional<OwedShow> owedShow,
      ImmutableList<Optional<String>> signs,
      ImmutableSet<Integer> signsFound,
      ImmutableSet<Integer> barred,
      ImmutableList<Optional<String>> gestures,
      ImmutableList<Shown> shows) {}

  /**
   * A consensus sweep proposal (K-11).
   *
   * @param proposer the seat that proposed it
   * @param accepted the seats that accepted it so far
   */
  public record SweepProposal(int proposer, ImmutableSet<Integer> accepted) {}

  /**
   * A show owed after a wrong counter (K-18).
   *
   * @param seat the seat that must show two cards
   * @param to the caller, who will see them
   */
  public record OwedShow(int seat, int to) {}

  /**
   * Two cards shown by {@code show} (K-18): known to the two seats only.
   *
   * @param seat the seat that showed them
   * @param to the seat they were shown to
   * @param cards the two cards
   */
  public record Shown(int seat, int to, ImmutableList<Card> cards) {}

  /** {@return whether the state waits for a chance action: a deck order or a recycle (C-4)} */
  public boolean awaitingChance() {
    return phase == Phase.DEALING || recycling;
  }

  /**
   * {@return whether every card is gathered, waiting for the next deal (C-8)} Not after the game:
   * the hands, table and piles then stay as they were when it ended.
   */
  public boolean gathered() {
    return phase == Phase.DEALING && !recycling;
  }

  /** {@return whether the table is laid: four cards face up (K-7)} */
  public boolean tableLaid() {
    return onTable.isLaid();
  }

  /** {@return the table cards, slot by slot (K-7, K-9)} */
  public ImmutableList<Card> tableCards() {
    return onTable.cards();
  }

  /** {@return the standing consensus sweep proposal, if any (K-11)} */
  public Optional<SweepProposal> proposal() {
    return talk.proposal();
  }

  /** {@return the seat that refused a sweep and owes an exchange, if any (K-11)} */
  public OptionalInt sweepDebtor() {
    return talk.sweepDebtor();
  }

  /** {@return the show a wrong counter's target owes, if any (K-18)} */
  public Optional<OwedShow> owedShow() {
    return talk.owedShow();
  }

  /** {@return each team's sign, if set (K-2, K-14)} */
  public ImmutableList<Optional<String>> signs() {
    return talk.signs();
  }

  /** {@return the teams whose sign was denounced and must be set again before they call (K-15)} */
  public ImmutableSet<Integer> signsFound() {
    return talk.signsFound();
  }

  /** {@return the seats that may not counter again this round (K-18)} */
  public ImmutableSet<Integer> barred() {
    return talk.barred();
  }

  /** {@return each seat's latest gesture this round (K-14)} */
  public ImmutableList<Optional<String>> gestures() {
    return talk.gestures();
  }

  /** {@return the cards shown by {@code show} this round (K-18)} */
  public ImmutableList<Shown> shows() {
    return talk.shows();
  }

  @Override
  public boolean isOver() {
    return phase == Phase.OVER;
  }

  @Override
  public Optional<ChanceDue> chanceDue() {
    if (recycling) {
      return Optional.of(new ChanceDue.ShuffleDue(discard.cards()));
    }
    if (phase == Phase.DEALING) {
      return Optional.of(new ChanceDue.ShuffleDue(deck.cards()));
    }
    return Optional.empty();
  }

  @Override
  public ImmutableList<Card> hand(int seat) {
    return hands.hand(seat);
  }

  @Override
  public Optional<ImmutableList<Card>> table() {
    return Optional.of(onTable.cards());
  }

  /**
   * {@inheritDoc} The places are {@code hand S} for every seat, {@code table}, {@code stock}, {@code
   * discard}, and {@code deck} for the cards gathered between rounds (C-8).
   */
  @Override
  public ImmutableListMultimap<String, Card> placements() {
    ImmutableListMultimap.Builder<String, Card> out = ImmutableListMultimap.builder();
    if (gathered()) {
      return out.putAll("deck", deck.cards()).build();
    }
    for (int seat = 0; seat < seating.seats(); seat++) {
      out.putAll("hand " + seat, hands.hand(seat));
    }
    return out.putAll("table", onTable.cards())
        .putAll("stock", stock.cards())
        .putAll("discard", discard.cards())
        .build();
  }
}
