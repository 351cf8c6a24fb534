package kemkit.learn.table;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.bots.Bot;
import kemkit.bots.BotKind;
import kemkit.bots.Bots;
import kemkit.bots.search.Sampler;
import kemkit.bots.search.SearchBots;
import kemkit.bots.search.SearchOptions;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Side;
import kemkit.learn.Encoding;
import kemkit.learn.Encodings;
import kemkit.learn.Recall;
import kemkit.pile.FisherYates;
import kemkit.record.RecordWriter;

/**
 * A table for learning: learners hold some seats, kemkit's bots the others, and the table deals,
 * asks the seats in turn and rewards them. It is what a Gymnasium or PettingZoo environment steps:
 * {@link #agent()} is the seat whose decision is awaited, {@link #legal()} its action indices, and
 * {@link #step} plays one.
 *
 * <p>Who is asked. Neither game waits for a seat the way chess does: in the Kem's family any seat
 * exchanges or calls at any moment (K-9), and in Khamul any seat snaps or rearranges in play (H-9,
 * H-10). The table asks the seats one by one, in an order drawn afresh after each move (a lap):
 * each seat with a legal action may act or pass (the index {@link #passIndex()}). When every seat
 * has passed, one seat must act: the seat {@link Bots#firstToPress} names (the dealer, who may
 * sweep; Khamul's turn seat), or the next one with a legal action. So the game always goes on. A
 * bot asked in a lap answers with {@link Bot#intention}, a bot made to act with {@link
 * Bot#choose}, as a {@link kemkit.bots.Scheduler} asks them.
 *
 * <p>What it leaks: nothing. A learner is handed its own view's tensor, its legal indices and the
 * rewards, which are public scores; the order of asking comes from a generator of its own, apart
 * from the deck's, and depends on nothing else; bots see only their seats (C-6). The full {@link
 * #record()} names every hidden card and is given only once an episode has ended.
 *
 * <p>Not thread-safe: one thread steps a table.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's view type
 */
public final class TrainingTable<S extends GameState, A extends PlayerAction, E extends Event, V> {

  private static final long ORDER = 0x0DDE_5EA7_5L;
  private static final long BOTS = 0xB075_B075L;

  private final RuleSet<S, A, E, V> rules;
  private final Encoding<A, E, V> encoding;
  private final Setting setting;
  private final int seats;
  private final int[] lap;
  private final List<Recall<A, E>> recalls = new ArrayList<>();
  private final List<Optional<Bot<A, E, V>>> bots = new ArrayList<>();
  private final float[] rewards;
  private final List<Action> actions = new ArrayList<>();

  private SplittableRandom dealer;
  private SplittableRandom order;
  private S state;
  private int position;
  private int agent;
  private boolean pressed;
  private boolean truncated;
  private int moves;
  private V agentView;
  private ImmutableList<A> agentLegal;

  /**
   * Creates a table; call {@link #reset} to deal its first game.
   *
   * @param rules the rules of the table
   * @param setting who plays, what learners get, how they are rewarded
   * @throws IllegalArgumentException if the setting's seats do not match the table's, or a bot kind
   *     has no bot for this game
   */
  public TrainingTable(RuleSet<S, A, E, V> rules, Setting setting) {
    this.rules = requireNonNull(rules, "rules");
    this.setting = requireNonNull(setting, "setting");
    this.encoding = Encodings.of(rules);
    this.seats = rules.start().seating().seats();
    if (setting.seats().size() != seats) {
      throw new IllegalArgumentException("the setting names " + setting.seats().size() + " seats, the table has " + seats);
    }
    this.lap = new int[seats];
    this.rewards = new float[seats];
    for (int seat = 0; seat < seats; seat++) {
      recalls.add(encoding.recall(seat));
      bots.add(Optional.empty());
    }
    reset(0);
  }

  /** {@return the rule set of the table} */
  public RuleSet<S, A, E, V> rules() {
    return rules;
  }

  /** {@return the encoding of the learners' tensors and actions} */
  public Encoding<A, E, V> encoding() {
    return encoding;
  }

  /** {@return the setting of the table} */
  public Setting setting() {
    return setting;
  }

  /** {@return how many numbers a learner's tensor holds} */
  public int tensorSize() {
    return setting.tensor() == Setting.Tensor.OBSERVATION ? encoding.observationLayout().size()
        : encoding.informationStateLayout().size();
  }

  /** {@return the index that means "pass": one past the encoding's last action index} */
  public int passIndex() {
    return encoding.numDistinctActions();
  }

  /**
   * Deals a new game and plays the bots and chance up to the first learner's decision. The deck,
   * the order of asking and the bots draw from three generators made from {@code seed}: the same
   * seed gives the same game for the same learner moves.
   *
   * @param seed the episode's seed
   */
  public void reset(long seed) {
    SplittableRandom root = new SplittableRandom(seed);
    dealer = root.split();
    order = new SplittableRandom(root.nextLong() ^ ORDER);
    SplittableRandom botSeeds = new SplittableRandom(root.nextLong() ^ BOTS);
    state = rules.start();
    moves = 0;
    truncated = false;
    actions.clear();
    java.util.Arrays.fill(rewards, 0f);
    for (int seat = 0; seat < seats; seat++) {
      recalls.get(seat).clear();
      Optional<BotKind> kind = setting.seats().get(seat);
      bots.set(seat, kind.isEmpty() ? Optional.empty() : Optional.of(bot(kind.get(), seat, botSeeds.split())));
    }
    newLap();
    advance();
  }

  private Bot<A, E, V> bot(BotKind kind, int seat, SplittableRandom rng) {
    if (kind == BotKind.SEARCH) {
      return SearchBots.create(rules, seat, Sampler.of(rules, () -> state, seat), SearchOptions.DEFAULT, rng);
    }
    return Bots.create(kind, rules, seat, rng);
  }

  /** {@return the seat whose decision is awaited, or -1 once the episode has ended} */
  public int agent() {
    return agent;
  }

  /** {@return whether the awaited seat may pass: false when every seat passed and it must act} */
  public boolean mayPass() {
    return agent >= 0 && !pressed;
  }

  /** {@return whether the game is over} */
  public boolean over() {
    return state.isOver();
  }

  /** {@return whether the episode was cut at the move cap before the game ended} */
  public boolean truncated() {
    return truncated;
  }

  /** {@return how many player moves the episode has had} */
  public int moves() {
    return moves;
  }

  /** {@return the awaited seat's view; throws once the episode has ended} */
  public V view() {
    requireAgent();
    return agentView;
  }

  /** {@return the awaited seat's legal action indices, then {@link #passIndex()} if it may pass} */
  public int[] legal() {
    requireAgent();
    int count = agentLegal.size();
    int[] out = new int[count + (pressed ? 0 : 1)];
    for (int i = 0; i < count; i++) {
      out[i] = encoding.actionIndex(agentLegal.get(i));
    }
    if (!pressed) {
      out[count] = passIndex();
    }
    return out;
  }

  /** {@return the awaited seat's legal actions, in the rules' order} */
  public ImmutableList<A> legalActions() {
    requireAgent();
    return agentLegal;
  }

  /**
   * Writes the awaited seat's tensor (the setting's kind) into {@code out}.
   *
   * @param out at least {@link #tensorSize()} numbers
   */
  public void tensor(float[] out) {
    requireAgent();
    if (setting.tensor() == Setting.Tensor.OBSERVATION) {
      encoding.observation(agentView, out);
    } else {
      encoding.informationState(agentView, recalls.get(agent), out);
    }
  }

  /**
   * {@return each seat's reward since the last call, and forgets them}
   */
  public float[] takeRewards() {
    float[] out = rewards.clone();
    java.util.Arrays.fill(rewards, 0f);
    return out;
  }

  /**
   * Plays the awaited seat's action of {@code index} (or its pass), then the bots and chance up to
   * the next learner's decision or the episode's end.
   *
   * @param index one of {@link #legal()}
   * @throws IllegalArgumentException if the index is not one of the awaited seat's legal ones
   * @throws IllegalStateException if the episode has ended
   */
  public void step(int index) {
    requireAgent();
    if (index == passIndex()) {
      if (pressed) {
        throw new IllegalArgumentException("seat " + agent + " must act: every seat has passed");
      }
      advance();
      return;
    }
    if (index < 0 || index > passIndex()) {
      throw new IllegalArgumentException("action index " + index + " is not below " + (passIndex() + 1));
    }
    A action = encoding.action(agentView, index);
    if (!agentLegal.contains(action)) {
      throw new IllegalArgumentException("action index " + index + " (" + RecordWriter.line(rules, action)
          + ") is not legal for seat " + agent + " now");
    }
    play(action);
    advance();
  }

  /**
   * {@return the record of the episode: the setup, every deal and every move} It names every card
   * that was hidden from the seats, so it is given only once the episode has ended.
   *
   * @throws IllegalStateException while the episode goes on
   */
  public String record() {
    if (agent >= 0) {
      throw new IllegalStateException("the record names hidden cards: it is given once the episode has ended");
    }
    return RecordWriter.write(rules, actions);
  }

  private void requireAgent() {
    if (agent < 0) {
      throw new IllegalStateException("the episode has ended: reset the table");
    }
  }

  /** Plays chance and bots until a learner must decide or the episode ends. */
  private void advance() {
    agentView = null;
    agentLegal = null;
    while (true) {
      if (state.isOver()) {
        agent = -1;
        return;
      }
      if (moves >= setting.maxMoves()) {
        truncated = true;
        agent = -1;
        return;
      }
      Optional<kemkit.game.ChanceDue> due = state.chanceDue();
      if (due.isPresent()) {
        apply(Chance.roll(due.get(), dealer));
        continue;
      }
      int seat = nextInLap();
      pressed = seat < 0;
      if (pressed) {
        seat = pressedSeat();
        if (seat < 0) {
          truncated = true; // nobody may act: cannot happen in kemkit's games, but never loop
          agent = -1;
          return;
        }
      }
      Optional<Bot<A, E, V>> bot = bots.get(seat);
      if (bot.isEmpty()) {
        agent = seat;
        agentView = rules.view(state, seat);
        agentLegal = rules.legalActions(state, seat);
        return;
      }
      V view = rules.view(state, seat);
      ImmutableList<A> legal = rules.legalActions(state, seat);
      Optional<A> move = pressed ? Optional.of(bot.get().choose(view, legal)) : bot.get().intention(view, legal);
      if (move.isPresent()) {
        play(move.get());
      }
    }
  }

  private void play(A action) {
    apply(action);
    moves++;
    newLap();
  }

  private void apply(Action action) {
    ImmutableList<Integer> before = state.scores();
    Outcome<S, E> outcome = rules.apply(state, action);
    if (outcome instanceof Outcome.Rejected<S, E> rejected) {
      throw new IllegalStateException("the table's own move was rejected: " + RecordWriter.line(rules, action) + ": "
          + rejected.reason());
    }
    actions.add(action);
    state = outcome.state();
    ImmutableList<E> events = outcome.events();
    for (int seat = 0; seat < seats; seat++) {
      ImmutableList<E> heard = rules.eventsSeenBy(seat, events);
      Optional<Bot<A, E, V>> bot = bots.get(seat);
      Recall<A, E> recall = recalls.get(seat);
      if (bot.isEmpty() && action instanceof PlayerAction play && play.seat() == seat) {
        @SuppressWarnings("unchecked")
        A own = (A) play;
        recall.acted(own);
      }
      for (int i = 0; i < heard.size(); i++) {
        if (bot.isPresent()) {
          bot.get().observe(heard.get(i));
        } else {
          recall.heard(heard.get(i));
        }
      }
    }
    reward(before);
  }

  private void reward(ImmutableList<Integer> before) {
    boolean teams = state.side() == Side.TEAM;
    int sides = state.seating().teams();
    if (setting.reward() == Setting.Reward.POINTS) {
      ImmutableList<Integer> after = state.scores();
      for (int seat = 0; seat < seats; seat++) {
        int side = teams ? seat % sides : seat;
        int change = after.get(side) - before.get(side);
        rewards[seat] += teams ? change : -change;
      }
    } else if (state.isOver()) {
      for (int seat = 0; seat < seats; seat++) {
        int side = teams ? seat % sides : seat;
        rewards[seat] += state.winners().contains(side) ? 1f : -1f;
      }
    }
  }

  private void newLap() {
    for (int i = 0; i < seats; i++) {
      lap[i] = i;
    }
    FisherYates.shuffle(lap, order);
    position = 0;
  }

  private int nextInLap() {
    while (position < seats) {
      int seat = lap[position++];
      if (rules.legalActionCount(state, seat) > 0) {
        return seat;
      }
    }
    return -1;
  }

  private int pressedSeat() {
    int first = Bots.firstToPress(state);
    for (int i = 0; i < seats; i++) {
      int seat = (first + i) % seats;
      if (rules.legalActionCount(state, seat) > 0) {
        return seat;
      }
    }
    return -1;
  }
}
