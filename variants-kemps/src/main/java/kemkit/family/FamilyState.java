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
import kemkit.game.Side;
import kemkit.pile.Pile;
import kemkit.seat.Seating;

/**
 * The whole truth of a Kem's-family game at one moment, hidden cards included: an immutable value
 * (equal states compare equal). Made by {@link FamilyRules}; a seat sees {@link FamilyView}.
 *
 * <p>What is API: what a UI, a bot or another engine needs, through the documented accessors below
 * (seating, round, dealer, phase, each hand, the table, the piles, the table talk, scores, winners).
 * How the rules keep their books (the hands and table as stored, the dealt-triple check, the table
 * talk as one value) is package-private and may change in any release.
 *
 * <p>Its {@link #toString()} is complete: every hand, the stock's order. Never log it or send it to
 * a seat; send {@link FamilyRules#view} instead.
 */
public final class FamilyState implements GameState {

  private static final Phase[] PHASES = Phase.values();
  // Where each small field lies in {@code bits}: 8 bits for a seat or a seat count (K-3 allows
  // at most 12 seats), 4 for the redraws (at most 3) and the phase, one for each flag.
  private static final int DEALER = 0;
  private static final int DEAL_CHECK = 8;
  private static final int REDRAWS = 16;
  private static final int PHASE = 20;
  private static final int TABLE_OPEN = 24;
  private static final int RECYCLING = 25;

  // The seating and the deck are the rule set's: a state does not keep its own copy of them. The
  // winners are not kept either: the game ends when the scores make a winner (K-24), which they
  // then name.
  private final int round;
  // The dealer, the phase, the two flags and the dealt-triple bookkeeping are packed in one int, as
  // the table is: every action makes a state, and this one is 56 bytes rather than 80.
  private final int bits;
  private final Pile stock;
  private final Pile discard;
  private final Hands hands;
  // The table and the exposed cards are kept packed, not as objects: an exchange, the commonest
  // action, changes both, and a state then allocates two objects fewer.
  private final int onTable;
  private final long exposed;
  private final TableTalk talk;
  private final ImmutableList<Integer> scores;
  private final FamilyRules rules;

  /** Freezes what the workspace {@code t} holds: only {@link Transition#state()} makes a state. */
  FamilyState(Transition t) {
    this.round = t.round;
    this.bits = t.dealer << DEALER | t.dealCheck << DEAL_CHECK | t.redraws << REDRAWS | t.phase.ordinal() << PHASE
        | (t.tableOpen ? 1 << TABLE_OPEN : 0) | (t.recycling ? 1 << RECYCLING : 0);
    this.stock = t.stock;
    this.discard = t.discard;
    this.hands = t.hands;
    this.onTable = t.tablePacked();
    this.exposed = t.exposed;
    this.talk = t.talk();
    this.scores = t.scores;
    this.rules = t.rules;
  }

  /** {@return the seats and teams (K-1)} */
  @Override
  public Seating seating() {
    return rules.seating();
  }

  /** {@return the deck (C-2)} */
  @Override
  public Deck deck() {
    return rules.deck();
  }

  /** {@return the round being played or waiting for its deal, 1 for the first (C-8)} */
  @Override
  public int round() {
    return round;
  }

  /** {@return the round's dealer (K-5, K-23)} */
  public int dealer() {
    return bits >>> DEALER & 0xFF;
  }

  /** {@return where the round stands} */
  public Phase phase() {
    return PHASES[bits >>> PHASE & 0xF];
  }

  /** {@return whether exchanges are allowed on the laid table (K-8)} */
  public boolean tableOpen() {
    return (bits & 1 << TABLE_OPEN) != 0;
  }

  /** {@return whether the game waits for a new order of the discard pile (K-13)} */
  public boolean recycling() {
    return (bits & 1 << RECYCLING) != 0;
  }

  /** {@return the stock, top first (K-4, K-10)} */
  public Pile stock() {
    return stock;
  }

  /** {@return the discard pile; its order means nothing: it is shuffled before reuse (K-13)} */
  public Pile discard() {
    return discard;
  }

  /** {@return every hand, slot by slot} */
  Hands hands() {
    return hands;
  }

  /** {@return the table as {@link Table#packed()} keeps it} */
  int onTablePacked() {
    return onTable;
  }

  /** {@return the table cards, slot by slot (fewer than four only while they are being turned)} */
  Table onTable() {
    return Table.ofPacked(onTable);
  }

  /** {@return the cards in hands that everyone knows, because they were taken from the table (K-9,
      K-25)}
   */
  public CardSet exposed() {
    return new CardSet(exposed);
  }

  /** {@return the place in dealing order of the seat whose dealt triple is being handled (K-6); the
      seat count once every seat is checked}
   */
  int dealCheck() {
    return bits >>> DEAL_CHECK & 0xFF;
  }

  /** {@return how many times that seat has redrawn (K-6)} */
  int redraws() {
    return bits >>> REDRAWS & 0xF;
  }

  /** {@return the signs, gestures, sweep proposals and call consequences of the round} */
  TableTalk talk() {
    return talk;
  }

  /** {@return the exposed cards' bits ({@link CardSet#bits()}), without making a set} */
  long exposedBits() {
    return exposed;
  }

  /** {@return {@link Side#TEAM}: partners score and win together (K-1, K-24)} */
  @Override
  public Side side() {
    return Side.TEAM;
  }

  /** {@return the game scores, by team (K-24)} */
  @Override
  public ImmutableList<Integer> scores() {
    return scores;
  }

  /** {@return the winning team once the game is over, empty before (K-24)} */
  @Override
  public ImmutableSet<Integer> winners() {
    if (!isOver()) {
      return ImmutableSet.of();
    }
    FamilyOptions options = rules.options();
    return ImmutableSet.of(Scoring.winner(scores, options.target(), options.winBy()).orElseThrow());
  }

  /** {@return the rule set that made this state; every other rule set refuses it (RuleSet)} */
  public FamilyRules rules() {
    return rules;
  }

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
  record TableTalk(
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
    return phase() == Phase.DEALING || recycling();
  }

  /**
   * {@return whether every card is gathered, waiting for the next deal (C-8)} Not after the game:
   * the hands, table and piles then stay as they were when it ended.
   */
  public boolean gathered() {
    return phase() == Phase.DEALING && !recycling();
  }

  /** {@return whether the table is laid: four cards face up (K-7)} */
  public boolean tableLaid() {
    return onTable().isLaid();
  }

  /** {@return the table cards, slot by slot (K-7, K-9)} */
  public ImmutableList<Card> tableCards() {
    return onTable().cards();
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
    return phase() == Phase.OVER;
  }

  @Override
  public Optional<ChanceDue> chanceDue() {
    if (recycling()) {
      return Optional.of(new ChanceDue.ShuffleDue(discard.cards()));
    }
    if (phase() == Phase.DEALING) {
      return rules.deckOrderDue();
    }
    return Optional.empty();
  }

  @Override
  public ImmutableList<Card> hand(int seat) {
    return hands.hand(seat);
  }

  @Override
  public Optional<ImmutableList<Card>> table() {
    return Optional.of(onTable().cards());
  }

  /**
   * {@inheritDoc} The places are {@code hand S} for every seat, {@code table}, {@code stock}, {@code
   * discard}, and {@code deck} for the cards gathered between rounds (C-8).
   */
  @Override
  public ImmutableListMultimap<String, Card> placements() {
    ImmutableListMultimap.Builder<String, Card> out = ImmutableListMultimap.builder();
    if (gathered()) {
      return out.putAll("deck", deck().cards()).build();
    }
    for (int seat = 0; seat < seating().seats(); seat++) {
      out.putAll("hand " + seat, hands.hand(seat));
    }
    return out.putAll("table", onTable().cards())
        .putAll("stock", stock.cards())
        .putAll("discard", discard.cards())
        .build();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof FamilyState that
        && round == that.round
        && bits == that.bits
        && stock.equals(that.stock)
        && discard.equals(that.discard)
        && hands.equals(that.hands)
        && onTable == that.onTable
        && exposed == that.exposed
        && talk.equals(that.talk)
        && scores.equals(that.scores)
        && rules.equals(that.rules);
  }

  @Override
  public int hashCode() {
    int hash = seating().hashCode();
    hash = 31 * hash + deck().hashCode();
    hash = 31 * hash + Integer.hashCode(round);
    hash = 31 * hash + Integer.hashCode(bits);
    hash = 31 * hash + stock.hashCode();
    hash = 31 * hash + discard.hashCode();
    hash = 31 * hash + hands.hashCode();
    hash = 31 * hash + onTable().hashCode();
    hash = 31 * hash + exposed().hashCode();
    hash = 31 * hash + talk.hashCode();
    hash = 31 * hash + scores.hashCode();
    hash = 31 * hash + rules.hashCode();
    return hash;
  }

  /** {@return every component, hidden cards included: never log it or send it to a seat} */
  @Override
  public String toString() {
    return "FamilyState[seating=" + seating()
        + ", deck=" + deck()
        + ", round=" + round
        + ", dealer=" + dealer()
        + ", phase=" + phase()
        + ", tableOpen=" + tableOpen()
        + ", recycling=" + recycling()
        + ", stock=" + stock
        + ", discard=" + discard
        + ", hands=" + hands
        + ", onTable=" + onTable()
        + ", exposed=" + exposed()
        + ", dealCheck=" + dealCheck()
        + ", redraws=" + redraws()
        + ", talk=" + talk
        + ", scores=" + scores
        + ", winners=" + winners()
        + ", rules=" + rules + "]";
  }
}
