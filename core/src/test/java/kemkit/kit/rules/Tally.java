package kemkit.kit.rules;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSet;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.card.Card;
import kemkit.card.CardSet;
import kemkit.card.Deck;
import kemkit.game.ChanceAction;
import kemkit.game.ChanceDue;
import kemkit.game.Event;
import kemkit.game.Notation;
import kemkit.game.NotationException;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.Shuffle;
import kemkit.game.Side;
import kemkit.kit.event.EventField;
import kemkit.kit.event.EventRow;
import kemkit.kit.event.EventSchema;
import kemkit.kit.event.Hearing;
import kemkit.kit.state.Coded;
import kemkit.kit.state.Field;
import kemkit.kit.state.Schema;
import kemkit.kit.state.SchemaState;
import kemkit.kit.state.SeatSlot;
import kemkit.kit.state.Slot;
import kemkit.kit.state.Trait;
import kemkit.kit.state.Workspace;
import kemkit.pile.FisherYates;
import kemkit.pile.Pile;
import kemkit.seat.Seating;

/**
 * Tally, a toy game on the whole kit, the shape of a real one in one file: each round a shuffle
 * deals every seat one face-down card; then, in turn, a seat adds 1 to 3 to the round's total or
 * passes; the seat that brings the total to 10 or more scores a point, and the first to two points
 * wins.
 */
final class Tally {

  private Tally() {}

  enum Phase { DEALING, PLAY, OVER }

  // --- values: actions, events, the state and its schema ------------------------------------

  sealed interface Move extends PlayerAction permits Add, Pass {}

  record Add(int seat, int amount) implements Move {}

  record Pass(int seat) implements Move {}

  sealed interface Said extends Event permits Dealt, Added, Won {}

  record Dealt(int seat, Optional<Card> card) implements Said {}

  record Added(int seat, int amount, int total) implements Said {}

  record Won(int seat, int round) implements Said {}

  static final class State extends SchemaState {
    private static final Schema.Builder<State> PARTS = Schema.builder("Tally", State::new);
    static final Field ROUND = PARTS.number("round", 1, 1000);
    static final Coded<Phase> PHASE = PARTS.choice("phase", Phase.class);
    static final Field TURN = PARTS.number("turn", 0, 3);
    static final Field TOTAL = PARTS.number("total", 0, 20, Trait.EACH_ROUND);
    static final SeatSlot<Pile> HANDS = PARTS.perSeat("hands", Pile.class, Pile.empty(), Trait.EACH_ROUND, Trait.SECRET);
    static final Slot<Pile> STOCK = PARTS.slot("stock", Pile.class, Pile.empty(), Trait.EACH_ROUND, Trait.SECRET);
    @SuppressWarnings({"unchecked", "rawtypes"})
    static final Slot<ImmutableList<Integer>> SCORES = PARTS.slot("scores", (Class) ImmutableList.class);
    static final Slot<Rules> RULES = PARTS.slot("rules", Rules.class);
    static final Schema<State> SCHEMA = PARTS.build();

    private State() {}

    @Override
    protected Schema<State> schema() {
      return SCHEMA;
    }

    Phase phase() {
      return get(PHASE);
    }

    @Override
    public Seating seating() {
      return Seating.players(seats(HANDS));
    }

    @Override
    public Deck deck() {
      return Deck.standard52();
    }

    @Override
    public int round() {
      return get(ROUND);
    }

    @Override
    public Side side() {
      return Side.SEAT;
    }

    @Override
    public ImmutableList<Integer> scores() {
      return get(SCORES);
    }

    @Override
    public boolean isOver() {
      return phase() == Phase.OVER;
    }

    @Override
    public ImmutableSet<Integer> winners() {
      return isOver() ? ImmutableSet.of(scores().indexOf(2)) : ImmutableSet.of();
    }

    @Override
    public Optional<ChanceDue> chanceDue() {
      return phase() == Phase.DEALING ? Optional.of(new ChanceDue.ShuffleDue(Deck.standard52().cards()))
          : Optional.empty();
    }

    @Override
    public ImmutableList<Card> hand(int seat) {
      return get(HANDS, seat).cards();
    }

    @Override
    public Optional<ImmutableList<Card>> table() {
      return Optional.empty();
    }

    @Override
    public ImmutableListMultimap<String, Card> placements() {
      return ImmutableListMultimap.of();
    }
  }

  // --- the codec --------------------------------------------------------------------------------

  private static final EventSchema.Builder<Said> ROWS = EventSchema.builder(Said.class);
  private static final EventField SEAT = EventField.of("seat", 0, 3);
  private static final EventField CARD = EventField.of("card", 0, 51);
  private static final EventField AMOUNT = EventField.of("amount", 1, 3);
  private static final EventField TOTAL = EventField.of("total", 0, 20);
  private static final EventField ROUND = EventField.of("round", 1, 1000);
  static final EventRow<Dealt> DEALT = ROWS.row(Dealt.class, Hearing.seat(Dealt::seat, e -> new Dealt(e.seat(), Optional.empty())),
      unit -> new Dealt(unit.get(SEAT), Optional.of(Card.byIndex(unit.get(CARD)))), SEAT, CARD);
  static final EventRow<Added> ADDED = ROWS.row(Added.class, Hearing.everyone(),
      unit -> new Added(unit.get(SEAT), unit.get(AMOUNT), unit.get(TOTAL)), SEAT, AMOUNT, TOTAL);
  static final EventRow<Won> WON = ROWS.row(Won.class, Hearing.everyone(),
      unit -> new Won(unit.get(SEAT), unit.get(ROUND)), SEAT, ROUND);
  static final EventSchema<Said> EVENTS = ROWS.build();

  // --- mechanics: each verb's check and perform side by side, legal actions from the same predicate

  /** The one predicate of both verbs: the seat's turn, in play. */
  static boolean mayMove(State state, int seat) {
    return state.phase() == Phase.PLAY && state.get(State.TURN) == seat;
  }

  static Optional<Rejection> checkMove(State state, int seat) {
    if (state.phase() != Phase.PLAY) {
      return Optional.of(Rejection.of(RejectionCode.WRONG_PHASE, "C-5", seat, "{you} cannot move while dealing"));
    }
    if (state.get(State.TURN) != seat) {
      return Optional.of(Rejection.of(RejectionCode.NOT_YOUR_TURN, "C-5", seat, "it is not {your} turn"));
    }
    return Optional.empty();
  }

  static void nextTurn(Workspace<State> work) {
    work.set(State.TURN, (work.get(State.TURN) + 1) % work.seats(State.HANDS));
  }

  static final Verb<State, Add, Integer> ADD = new Verb<>() {
    @Override
    public Optional<Rejection> check(Integer target, State state, Add add) {
      Optional<Rejection> move = checkMove(state, add.seat());
      if (move.isPresent() || (add.amount() >= 1 && add.amount() <= 3)) {
        return move;
      }
      return Optional.of(Rejection.of(RejectionCode.BAD_ARGUMENT, "C-5", add.seat(), "{you} add 1 to 3, not %s",
          add.amount()));
    }

    @Override
    public void perform(Integer target, Workspace<State> work, Add add) {
      int total = work.get(State.TOTAL) + add.amount();
      work.set(State.TOTAL, total);
      ADDED.write(work.log(), add.seat(), add.amount(), total);
      if (total < 10) {
        nextTurn(work);
        return;
      }
      ImmutableList.Builder<Integer> scores = ImmutableList.builder();
      List<Integer> before = work.get(State.SCORES);
      for (int seat = 0; seat < before.size(); seat++) {
        scores.add(before.get(seat) + (seat == add.seat() ? 1 : 0));
      }
      work.set(State.SCORES, scores.build());
      WON.write(work.log(), add.seat(), work.get(State.ROUND));
      if (work.get(State.SCORES).get(add.seat()) >= target) {
        work.set(State.PHASE, Phase.OVER);
        return;
      }
      work.newRound();
      work.set(State.ROUND, work.get(State.ROUND) + 1);
      work.set(State.PHASE, Phase.DEALING);
    }

    @Override
    public int count(Integer target, State state, int seat) {
      return mayMove(state, seat) ? 3 : 0;
    }

    @Override
    public Add at(Integer target, State state, int seat, int index) {
      return new Add(seat, index + 1);
    }
  };

  static final Verb<State, Pass, Integer> PASS = new Verb<>() {
    @Override
    public Optional<Rejection> check(Integer target, State state, Pass pass) {
      return checkMove(state, pass.seat());
    }

    @Override
    public void perform(Integer target, Workspace<State> work, Pass pass) {
      nextTurn(work);
    }

    @Override
    public int count(Integer target, State state, int seat) {
      return mayMove(state, seat) ? 1 : 0;
    }

    @Override
    public Pass at(Integer target, State state, int seat, int index) {
      return new Pass(seat);
    }
  };

  static final Verbs<State, Move, Integer> VERBS = Verbs.builder(Move.class, Integer.class, Phase.class, State::phase)
      .add(Add.class, ADD, Phase.PLAY)
      .add(Pass.class, PASS, Phase.PLAY)
      .build();

  // --- the rules: the template, its prologue's sentences, the seats' doors ----------------------

  static final class Rules extends kemkit.kit.rules.Rules<State, Move, Said, String, Integer> {
    private final int seats;
    private final State start;

    Rules(int seats) {
      super(State.class, State.SCHEMA, Move.class, EVENTS, VERBS, 2, Seating.players(seats));
      this.seats = seats;
      try (Workspace<State> work = Workspace.beginNew(State.SCHEMA, seats)) {
        work.set(State.SCORES, ImmutableList.copyOf(Collections.nCopies(seats, 0)));
        work.set(State.RULES, this);
        this.start = work.state();
      }
    }

    @Override
    protected RuleSet<?, ?, ?, ?> madeBy(State state) {
      return state.get(State.RULES);
    }

    @Override
    protected boolean awaitsChance(State state) {
      return state.phase() == Phase.DEALING;
    }

    @Override
    protected Rejection gameOver(State state) {
      return new Rejection(RejectionCode.GAME_OVER, "C-8", "the game is over");
    }

    @Override
    protected Rejection awaitingChance(State state) {
      return new Rejection(RejectionCode.AWAITING_CHANCE, "C-4", "the round waits for its deal");
    }

    @Override
    protected Rejection noSeat(State state, int seat) {
      return new Rejection(RejectionCode.NO_SUCH_SEAT, "C-3", "there is no seat " + seat);
    }

    @Override
    protected Rejection notThisGame(int seat, PlayerAction action) {
      return Rejection.of(RejectionCode.NOT_ALLOWED, "§R", seat, "'%s' is not a move of tally", action);
    }

    @Override
    protected Optional<Rejection> checkChance(Integer target, State state, ChanceAction chance) {
      if (state.phase() != Phase.DEALING || !(chance instanceof Shuffle shuffle)) {
        return Optional.of(new Rejection(RejectionCode.UNEXPECTED_CHANCE, "C-4", "no such chance is due"));
      }
      if (shuffle.size() != 52 || shuffle.pile().bits(0, 52) != CardSet.of(Deck.standard52().cards()).bits()) {
        return Optional.of(new Rejection(RejectionCode.BAD_SHUFFLE, "C-4", "a deal orders the 52 cards"));
      }
      return Optional.empty();
    }

    @Override
    protected void performChance(Integer target, Workspace<State> work, ChanceAction chance) {
      Pile order = ((Shuffle) chance).pile();
      int players = work.seats(State.HANDS);
      for (int seat = 0; seat < players; seat++) {
        work.set(State.HANDS, seat, Pile.of(List.of(order.get(seat))));
        DEALT.write(work.log(), seat, order.number(seat));
      }
      work.set(State.STOCK, order.drawn(players));
      work.set(State.TURN, (work.get(State.ROUND) - 1) % players);
      work.set(State.PHASE, Phase.PLAY);
    }

    @Override
    protected String viewOf(State state, int seat) {
      return "seat " + seat + " holds " + state.get(State.HANDS, seat) + ", total " + state.get(State.TOTAL);
    }

    @Override
    protected State sample(State state, int seat, RandomGenerator rng) {
      try (Workspace<State> work = Workspace.beginSample(State.SCHEMA, state)) {
        List<Card> hidden = new java.util.ArrayList<>(state.get(State.STOCK).cards());
        for (int other = 0; other < seats; other++) {
          if (other != seat) {
            hidden.addAll(state.get(State.HANDS, other).cards());
          }
        }
        Collections.sort(hidden);
        List<Card> order = FisherYates.shuffled(hidden, rng);
        int next = 0;
        for (int other = 0; other < seats; other++) {
          work.set(State.HANDS, other, other == seat ? state.get(State.HANDS, seat)
              : Pile.of(order.subList(next, next += state.get(State.HANDS, other).size())));
        }
        work.set(State.STOCK, Pile.of(order.subList(next, order.size())));
        return work.state();
      }
    }

    @Override
    public String game() {
      return "tally";
    }

    @Override
    public Setup setup() {
      return Setup.of("tally").withSeating("players", seats);
    }

    @Override
    public State start() {
      return start;
    }

    @Override
    public Notation<Move> notation() {
      return new Notation<>() {
        @Override
        public Move parse(int seat, String verb, List<String> args) throws NotationException {
          return verb.equals("pass") ? new Pass(seat) : new Add(seat, Notation.integer(args.get(0)).orElseThrow());
        }

        @Override
        public String write(Move action) {
          return action instanceof Add add ? "add " + add.amount() : "pass";
        }

        @Override
        public List<String> verbs() {
          return List.of("add", "pass");
        }
      };
    }

    @Override
    public boolean handsAreOrdered() {
      return true;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Rules rules && rules.seats == seats;
    }

    @Override
    public int hashCode() {
      return seats;
    }
  }
}
