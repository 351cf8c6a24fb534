package kemkit.toy;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.HashMultiset;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.Multiset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.card.Rank;
import kemkit.game.Action;
import kemkit.game.Barrier;
import kemkit.game.Chance;
import kemkit.game.ChanceDue;
import kemkit.game.Event;
import kemkit.game.ForeignStateException;
import kemkit.game.GameState;
import kemkit.game.Notation;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import kemkit.pile.Pile;
import kemkit.seat.Seating;

/**
 * High card, a toy trick game small enough to read in one sitting, real enough to exercise the
 * whole {@link RuleSet} contract: chance actions of both kinds (C-4), hidden hands and stock (C-6),
 * rounds (C-8) and every card in one place (C-7).
 *
 * <p>Each round: a shuffle, then every seat is dealt {@code handSize} cards one at a time from
 * seat 0; the rest is the face-down stock. The first round's leader is drawn by a {@link Starter}.
 * Seats play one card each, clockwise from the leader; the highest card (ace high, then by suit
 * C D H S) takes the trick, scores one point and leads the next one. When the hands are empty the
 * next round waits for its shuffle; the first seat to reach {@code target} points wins.
 *
 * <p>It is the conformance kit's reference subject, and the base of the deliberately broken rule
 * sets that prove the kit can fail.
 *
 * @param seating the seats, one team each
 * @param deck the deck
 * @param handSize how many cards each seat is dealt
 * @param target the points that win the game
 */
public record HighCardRules(Seating seating, Deck deck, int handSize, int target)
    implements RuleSet<HighCardState, HighCardAction, HighCardEvent, HighCardView> {

  private static final HighCardNotation NOTATION = new HighCardNotation();

  /** Checks that the deck can deal every hand. */
  public HighCardRules {
    requireNonNull(seating, "seating");
    requireNonNull(deck, "deck");
    if (handSize < 1 || seating.seats() * handSize > deck.size()) {
      throw new IllegalArgumentException(seating.seats() + " hands of " + handSize + " do not fit a deck of " + deck.size());
    }
    if (target < 1) {
      throw new IllegalArgumentException("the target must be at least 1, not " + target);
    }
  }

  /** {@return the default rule set for {@code players} seats: 52 cards, hands of 3, target 5} */
  public static HighCardRules of(int players) {
    return new HighCardRules(Seating.players(players), Deck.standard52(), 3, 5);
  }

  @Override
  public String game() {
    return HighCard.NAME;
  }

  @Override
  public Setup setup() {
    Setup setup = Setup.of(HighCard.NAME).withPreset(HighCard.NAME);
    if (deck.size() != HighCard.DEFAULT_DECK) {
      setup = setup.withOption("deck", String.valueOf(deck.size()));
    }
    if (handSize != HighCard.DEFAULT_HAND) {
      setup = setup.withOption("hand", String.valueOf(handSize));
    }
    if (target != HighCard.DEFAULT_TARGET) {
      setup = setup.withOption("target", String.valueOf(target));
    }
    return setup.withSeating("players", seating.seats());
  }

  @Override
  public HighCardState start() {
    return HighCardState.start(this);
  }

  @Override
  public Outcome<HighCardState, HighCardEvent> apply(GameState given, Action action) {
    HighCardState state = own(given);
    requireNonNull(state, "state");
    requireNonNull(action, "action");
    checkOwn(state);
    if (state.isOver()) {
      return reject(state, RejectionCode.GAME_OVER, "C-8", "the game is over; seat(s) " + state.winners() + " won");
    }
    if (action instanceof Shuffle shuffle) {
      return shuffle(state, shuffle);
    }
    if (action instanceof Starter starter) {
      return starter(state, starter);
    }
    if (state.chanceDue().isPresent()) {
      return reject(state, RejectionCode.AWAITING_CHANCE, "C-4", "round " + state.round() + " waits for its chance action");
    }
    PlayerAction play = (PlayerAction) action;
    if (!seating.isSeat(play.seat())) {
      return reject(state, RejectionCode.NO_SUCH_SEAT, "C-3", "seat " + play.seat() + " is not at this table of " + seating.seats());
    }
    if (!(play instanceof HighCardAction.Play card)) {
      return reject(state, RejectionCode.NOT_ALLOWED, "§R", "High card has no action " + play);
    }
    return play(state, card);
  }

  private Outcome<HighCardState, HighCardEvent> shuffle(HighCardState state, Shuffle shuffle) {
    if (state.chanceDue().isEmpty() || !(state.chanceDue().get() instanceof ChanceDue.ShuffleDue due)) {
      return reject(state, RejectionCode.UNEXPECTED_CHANCE, "C-4", "no shuffle is due now");
    }
    Optional<String> wrong = difference(due.cards(), shuffle.cards());
    if (wrong.isPresent()) {
      return reject(state, RejectionCode.BAD_SHUFFLE, "C-4", wrong.get());
    }
    int seats = seating.seats();
    List<List<Card>> hands = new ArrayList<>();
    for (int seat = 0; seat < seats; seat++) {
      hands.add(new ArrayList<>());
    }
    for (int i = 0; i < seats * handSize; i++) {
      hands.get(i % seats).add(shuffle.cards().get(i));
    }
    ImmutableList.Builder<ImmutableList<Card>> dealt = ImmutableList.builder();
    ImmutableList.Builder<HighCardEvent> events = ImmutableList.builder();
    for (int seat = 0; seat < seats; seat++) {
      ImmutableList<Card> hand = ImmutableList.copyOf(hands.get(seat));
      dealt.add(hand);
      events.add(new HighCardEvent.Dealt(seat, hand));
    }
    Pile stock = Pile.of(shuffle.cards().subList(seats * handSize, shuffle.cards().size()));
    Optional<ChanceDue> next = state.round() == 1 ? Optional.of(new ChanceDue.StarterDue(seats)) : Optional.empty();
    HighCardState after = new HighCardState(seating, deck, state.round(), state.scores(), dealt.build(), stock,
        ImmutableList.of(), Pile.empty(), state.leader(), state.leader(), next, ImmutableSet.of(), this);
    return new Outcome.Accepted<>(after, events.build());
  }

  /** {@return why {@code given} is not an order of exactly {@code due}, naming a card} */
  private static Optional<String> difference(List<Card> due, List<Card> given) {
    Multiset<Card> expected = HashMultiset.create(due);
    for (Card card : given) {
      if (!expected.remove(card)) {
        return Optional.of(due.contains(card) ? card + " is shuffled twice" : card + " is not among the cards to shuffle");
      }
    }
    return expected.isEmpty() ? Optional.empty()
        : Optional.of(expected.iterator().next() + " is missing from the shuffle");
  }

  private Outcome<HighCardState, HighCardEvent> starter(HighCardState state, Starter starter) {
    if (state.chanceDue().isEmpty() || !(state.chanceDue().get() instanceof ChanceDue.StarterDue)) {
      return reject(state, RejectionCode.UNEXPECTED_CHANCE, "C-4", "no starter is due now");
    }
    if (!seating.isSeat(starter.seat())) {
      return reject(state, RejectionCode.NO_SUCH_SEAT, "C-3", "the starter, seat " + starter.seat() + ", is not at this table of " + seating.seats());
    }
    HighCardState after = new HighCardState(seating, deck, state.round(), state.scores(), state.hands(), state.stock(),
        state.trick(), state.taken(), starter.seat(), starter.seat(), Optional.empty(), ImmutableSet.of(), this);
    return new Outcome.Accepted<>(after, ImmutableList.of(new HighCardEvent.LeaderDrawn(starter.seat())));
  }

  private Outcome<HighCardState, HighCardEvent> play(HighCardState state, HighCardAction.Play play) {
    if (play.seat() != state.turn()) {
      return new Outcome.Rejected<>(state, Rejection.of(RejectionCode.NOT_YOUR_TURN, "§R", play.seat(),
          "it is seat " + state.turn() + "'s turn: {you} {plays|play} on {your} own turn"));
    }
    ImmutableList<Card> hand = state.hand(play.seat());
    if (!hand.contains(play.card())) {
      return new Outcome.Rejected<>(state, Rejection.of(RejectionCode.NOT_IN_HAND, "§R", play.seat(),
          play.card() + " is not in {your} hand: a play is a card of {your} own"));
    }
    ImmutableList.Builder<HighCardEvent> events = ImmutableList.builder();
    events.add(new HighCardEvent.Played(play.seat(), play.card()));
    ImmutableList<ImmutableList<Card>> hands = replace(state.hands(), play.seat(), without(hand, play.card()));
    ImmutableList<Card> trick = ImmutableList.<Card>builder().addAll(state.trick()).add(play.card()).build();
    if (trick.size() < seating.seats()) {
      HighCardState after = new HighCardState(seating, deck, state.round(), state.scores(), hands, state.stock(),
          trick, state.taken(), state.leader(), seating.next(play.seat()), Optional.empty(), ImmutableSet.of(), this);
      return new Outcome.Accepted<>(after, events.build());
    }
    int winner = (state.leader() + highest(trick)) % seating.seats();
    ImmutableList<Integer> scores = replace(state.scores(), winner, state.scores().get(winner) + 1);
    events.add(new HighCardEvent.TrickTaken(winner, trick));
    Pile taken = state.taken().withOnTop(trick);
    if (scores.get(winner) >= target) {
      events.add(new HighCardEvent.GameWon(ImmutableSet.of(winner)));
      HighCardState after = new HighCardState(seating, deck, state.round(), scores, hands, state.stock(),
          ImmutableList.of(), taken, winner, winner, Optional.empty(), ImmutableSet.of(winner), this);
      return new Outcome.Accepted<>(after, events.build());
    }
    if (hands.stream().allMatch(List::isEmpty)) {
      events.add(new HighCardEvent.RoundEnded(state.round()));
      HighCardState after = HighCardState.start(this);
      after = new HighCardState(seating, deck, state.round() + 1, scores, after.hands(), Pile.empty(),
          ImmutableList.of(), Pile.empty(), winner, winner, after.chanceDue(), ImmutableSet.of(), this);
      return new Outcome.Accepted<>(after, events.build());
    }
    HighCardState after = new HighCardState(seating, deck, state.round(), scores, hands, state.stock(),
        ImmutableList.of(), taken, winner, winner, Optional.empty(), ImmutableSet.of(), this);
    return new Outcome.Accepted<>(after, events.build());
  }

  /** {@return the index of the highest card of {@code trick}: ace high, then by suit} */
  private static int highest(List<Card> trick) {
    int best = 0;
    for (int i = 1; i < trick.size(); i++) {
      if (strength(trick.get(i)) > strength(trick.get(best))) {
        best = i;
      }
    }
    return best;
  }

  private static int strength(Card card) {
    int rank = card.rank() == Rank.ACE ? Rank.values().length : card.rank().ordinal();
    return rank * 4 + card.suit().ordinal();
  }

  private static Outcome<HighCardState, HighCardEvent> reject(HighCardState state, RejectionCode code, String rule,
      String why) {
    return new Outcome.Rejected<>(state, new Rejection(code, rule, why));
  }

  private static <T> ImmutableList<T> replace(List<T> list, int index, T value) {
    List<T> out = new ArrayList<>(list);
    out.set(index, value);
    return ImmutableList.copyOf(out);
  }

  private static ImmutableList<Card> without(List<Card> hand, Card card) {
    List<Card> out = new ArrayList<>(hand);
    out.remove(card);
    return ImmutableList.copyOf(out);
  }

  @Override
  public ImmutableList<HighCardAction> legalActions(GameState given, int seat) {
    HighCardState state = own(given);
    checkOwn(state);
    // RuleSet: a number that is no seat may do nothing, so it gets an empty list, not an error.
    if (state.isOver() || state.chanceDue().isPresent() || seat != state.turn()) {
      return ImmutableList.of();
    }
    ImmutableList.Builder<HighCardAction> out = ImmutableList.builder();
    for (Card card : state.hand(seat)) {
      out.add(new HighCardAction.Play(seat, card));
    }
    return out.build();
  }

  @Override
  public HighCardView view(GameState given, int seat) {
    HighCardState state = own(given);
    checkOwn(state);
    checkSeat(seat);
    ImmutableList.Builder<Integer> sizes = ImmutableList.builder();
    for (ImmutableList<Card> hand : state.hands()) {
      sizes.add(hand.size());
    }
    return new HighCardView(seat, state.round(), state.hand(seat), sizes.build(), state.trick(),
        state.taken().cards(), state.stock().size(), state.scores(), state.turn(), state.chanceDue(),
        state.winners());
  }

  /** Other seats' dealt cards become {@link HighCardEvent.DealtFaceDown}; the rest is public. */
  /**
   * {@inheritDoc}
   *
   * <p>A card played comes out of a hidden hand: every seat sees it, so a play may never be taken
   * back (C-10). High card has no move that could be.
   */
  @Override
  public Optional<Barrier> barrier(GameState before, Action action, Outcome<?, HighCardEvent> outcome) {
    own(before);
    Optional<Barrier> barrier = RuleSet.super.barrier(before, action, outcome);
    return barrier.isPresent() || outcome.events().stream().noneMatch(HighCardEvent.Played.class::isInstance)
        ? barrier : Optional.of(Barrier.HIDDEN);
  }

  @Override
  public ImmutableList<HighCardEvent> eventsSeenBy(int seat, ImmutableList<HighCardEvent> events) {
    if (seat < 0 || seat >= seating.seats()) {
      throw new IllegalArgumentException("there is no seat " + seat);
    }
    ImmutableList.Builder<HighCardEvent> out = ImmutableList.builder();
    // Each element's class is looked at: through a raw RuleSet, an event of another game may come.
    for (Object element : (List<?>) events) {
      if (!(element instanceof HighCardEvent event)) {
        throw ForeignStateException.ofAnotherGame(element, "event", setup());
      }
      if (event instanceof HighCardEvent.Dealt dealt && dealt.seat() != seat) {
        out.add(new HighCardEvent.DealtFaceDown(dealt.seat(), dealt.cards().size()));
      } else {
        out.add(event);
      }
    }
    return out.build();
  }

  /** Deals the other seats' hands and the stock again from their cards, keeping every size. */
  @Override
  public HighCardState determinize(GameState given, int seat, RandomGenerator rng) {
    HighCardState state = own(given);
    checkOwn(state);
    checkSeat(seat);
    List<Card> hidden = new ArrayList<>(state.stock().cards());
    for (int other = 0; other < seating.seats(); other++) {
      if (other != seat) {
        hidden.addAll(state.hand(other));
      }
    }
    // Where the hidden cards lay must leave no trace: they are shuffled from a canonical order.
    Collections.sort(hidden);
    List<Card> order = Chance.shuffle(hidden, rng).cards();
    int next = 0;
    ImmutableList.Builder<ImmutableList<Card>> hands = ImmutableList.builder();
    for (int other = 0; other < seating.seats(); other++) {
      if (other == seat) {
        hands.add(state.hand(seat));
      } else {
        int size = state.hand(other).size();
        hands.add(ImmutableList.copyOf(order.subList(next, next + size)));
        next += size;
      }
    }
    return state.withHands(hands.build()).withStock(Pile.of(order.subList(next, order.size())));
  }

  /**
   * {@return {@code state} as a High card state, or a ForeignStateException for another game's}
   * Public for the conformance kit's broken variants, which reach the real rules through it.
   */
  public HighCardState own(GameState state) {
    if (!(requireNonNull(state, "state") instanceof HighCardState own)) {
      throw ForeignStateException.ofAnotherGame(state, "state", setup());
    }
    return own;
  }

  /** Refuses a state made by another rule set: the identity check first, it is the hot path. */
  private void checkOwn(HighCardState state) {
    if (state.rules() != this && !state.rules().equals(this)) {
      throw new ForeignStateException(state.rules().setup(), setup());
    }
  }

  private void checkSeat(int seat) {
    if (!seating.isSeat(seat)) {
      throw new IllegalArgumentException("no seat " + seat + " at this table of " + seating.seats());
    }
  }

  @Override
  public Notation<HighCardAction> notation() {
    return NOTATION;
  }

  @Override
  public boolean handsAreOrdered() {
    return false;
  }
}
