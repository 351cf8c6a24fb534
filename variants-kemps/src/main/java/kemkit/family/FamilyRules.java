package kemkit.family;

import static java.util.Objects.requireNonNull;
import static kemkit.family.Rejections.reject;

import com.google.common.base.Ascii;
import com.google.common.collect.ImmutableList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.card.CardSet;
import kemkit.card.Deck;
import kemkit.family.FamilyAction.AcceptSweep;
import kemkit.family.FamilyAction.Denounce;
import kemkit.family.FamilyAction.Exchange;
import kemkit.family.FamilyAction.Gesture;
import kemkit.family.FamilyAction.ProposeSweep;
import kemkit.family.FamilyAction.RefuseSweep;
import kemkit.family.FamilyAction.Show;
import kemkit.family.FamilyAction.Sign;
import kemkit.family.FamilyAction.Sweep;
import kemkit.family.FamilyAction.Top;
import kemkit.family.FamilyOptions.CounterTarget;
import kemkit.family.FamilyOptions.FalseCounter;
import kemkit.game.Action;
import kemkit.game.ChanceDue;
import kemkit.game.ForeignStateException;
import kemkit.game.GameState;
import kemkit.game.Notation;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RejectionCode;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import kemkit.pile.Pile;
import kemkit.seat.Seating;

/**
 * The Kem's family with every option fixed: Kemps, or Kem's with one of its presets. Thin on
 * purpose: it checks what every action shares in §R order (the game is over, a chance action is
 * due, the actor is no seat) and hands the action to the class of its mechanic: {@code Dealing}
 * (K-4 to K-7, K-13), {@code Exchanging} (K-8 to K-10), {@code Sweeping} (K-11, K-12), {@code
 * Signalling} (K-14, K-15), {@code Calling} (K-16 to K-22), {@code Scoring} (K-23, K-24) and
 * {@code Visibility} (K-25).
 *
 * <pre>{@code
 * FamilyRules rules = FamilyRules.of(Kemps.PRESET);   // kemkit.kemps.Kemps
 * FamilyState state = rules.start();
 * state = rules.apply(state, Chance.roll(state.chanceDue().orElseThrow(), rng)).state();
 * FamilyView view = rules.view(state, 1);
 * }</pre>
 *
 * <p>Rule sets are immutable and thread-safe, and equal when made from equal setups.
 */
public final class FamilyRules implements RuleSet<FamilyState, FamilyAction, FamilyEvent, FamilyView> {

  /**
   * The words legal actions use for signs, gestures and denouncements; any word of a record line
   * is accepted (C-9).
   */
  public static final ImmutableList<String> SIGNAL_WORDS =
      ImmutableList.of("wink", "nose", "cough", "tap", "smile", "nod", "hair", "shrug");

  /** The biggest deck (C-2): no table seats more than it can deal (K-3). */
  private static final int MOST_CARDS = 52;

  private final Preset preset;
  private final FamilyOptions options;
  private final Seating seating;
  private final int firstDealer;
  private final ImmutableList<Optional<String>> noGestures;
  private final FamilyState start;
  private final CardSet deckSet;
  private final LegalActions legalActions;
  private final Interned interned;
  private final Deck deck;
  private final Hands noHands;
  private final ImmutableList<Optional<String>> noSigns;
  private final ImmutableList<Integer> noPoints;
  private final Optional<ChanceDue> deckOrderDue;
  /** Every state's hash includes its rule set's: computed once. */
  private final int hash;

  private FamilyRules(Preset preset, FamilyOptions options, Seating seating, int firstDealer) {
    this.preset = preset;
    this.options = options;
    this.seating = seating;
    this.firstDealer = firstDealer;
    this.hash = Objects.hash(preset, options, seating, firstDealer);
    this.noGestures = ImmutableList.copyOf(Collections.nCopies(seating.seats(), Optional.<String>empty()));
    this.noSigns = ImmutableList.copyOf(Collections.nCopies(seating.teams(), Optional.<String>empty()));
    this.noPoints = ImmutableList.copyOf(Collections.nCopies(seating.teams(), 0));
    this.noHands = Hands.empty(seating.seats());
    this.deck = options.deckOfCards();
    // Every deal checks its order against the deck: the set is made once, not once per round.
    this.deckSet = CardSet.of(deck.cards());
    this.legalActions = new LegalActions(this, SIGNAL_WORDS);
    this.interned = new Interned();
    this.deckOrderDue = Optional.of(new ChanceDue.ShuffleDue(deck.cards()));
    // Made as every state is, by the workspace: its last field, as every other is set by now.
    this.start = Transition.newGame(this).state();
  }

  /**
   * {@return the rule set of {@code preset} with {@code options} at this table}
   *
   * @param preset the preset the options start from (it names the game and the canonical setup)
   * @param options every option
   * @param teams how many teams (K-1)
   * @param teamSize how many seats per team (K-1)
   * @param dealer the first round's dealer
   * @throws SetupException if the combination makes no sense (K-1, K-3, K-20, K-24…), naming the
   *     options and statements at fault
   */
  public static FamilyRules create(Preset preset, FamilyOptions options, int teams, int teamSize, int dealer)
      throws SetupException {
    if (teams < 2) {
      throw new SetupException(ImmutableList.of("teams"), "teams: the Kem's family needs at least 2 teams, not "
          + teams + " (K-1)");
    }
    if (teamSize < 2 || teamSize > 3) {
      throw new SetupException(ImmutableList.of("team-size"), "team-size: a team has 2 or 3 seats, not "
          + teamSize + " (K-1)");
    }
    long seats = (long) teams * teamSize;
    if (4 * seats + 4 > MOST_CARDS) {
      throw new SetupException(ImmutableList.of("teams", "team-size"), "teams: " + teams + " teams of " + teamSize
          + " make " + seats + " seats; no deck seats more than " + (MOST_CARDS - 4) / 4 + " (K-3)");
    }
    Seating seating = Seating.teams(teams, teamSize);
    options.validate(seating);
    if (preset.dialect() == Dialect.KEMPS) {
      if (options.counterTarget() != CounterTarget.TEAM) {
        throw new SetupException(ImmutableList.of("counterTarget"),
            "counterTarget: Kemps cuts always name a team (K-20)");
      }
      if (options.falseCounter() != FalseCounter.BAR_CALLER
          && options.falseCounter() != FalseCounter.CALLER_LOSES_ROUND_ENDS) {
        throw new SetupException(ImmutableList.of("falseCounter"), "falseCounter: Kemps has no 'show', so a wrong"
            + " cut is 000 or 002, not " + options.falseCounter().label() + " (K-20)");
      }
    }
    if (!seating.isSeat(dealer)) {
      throw new SetupException(ImmutableList.of("dealer"), "dealer: there is no seat " + dealer + " (seats 0 to "
          + (seating.seats() - 1) + ")");
    }
    return new FamilyRules(preset, options, seating, dealer);
  }

  /**
   * {@return the rule set of {@code preset} as it stands: its options and seating, seat 0 dealing}
   *
   * @param preset the preset
   * @throws IllegalArgumentException if the preset's own options refuse its seating
   */
  public static FamilyRules of(Preset preset) {
    try {
      return create(preset, preset.options(), preset.teams(), preset.teamSize(), 0);
    } catch (SetupException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  /**
   * {@return the rule set a record header (or a caller) describes, in the game of {@code presets}}
   * Options and seating statements override the preset's; names and values are case-insensitive.
   * Each game passes its own presets, through {@link FamilyGame#create}, which checked them: the
   * mechanic knows none by name.
   *
   * @param setup the game, preset, options and seating statements
   * @param defaultPreset the preset of a setup that names none; its dialect names the game, which
   *     {@code setup} must name
   * @param presets the game's presets, {@code defaultPreset} among them, all of its dialect
   * @throws SetupException for another game, an unknown preset, option, value or statement, or a
   *     combination that the rules refuse; the culprits are the statements at fault
   */
  static FamilyRules create(Setup setup, Preset defaultPreset, ImmutableList<Preset> presets)
      throws SetupException {
    Dialect dialect = defaultPreset.dialect();
    if (!Ascii.equalsIgnoreCase(setup.game(), dialect.game())) {
      throw new SetupException(ImmutableList.of("game"), "this is game " + dialect.game() + ", not " + setup.game());
    }
    Optional<Preset> named = setup.preset().isEmpty()
        ? Optional.of(defaultPreset)
        : presets.stream().filter(p -> Ascii.equalsIgnoreCase(p.name(), setup.preset().get())).findFirst();
    if (named.isEmpty()) {
      throw new SetupException(ImmutableList.of("preset"), "unknown preset '" + setup.preset().get()
          + "' for game " + dialect.game() + " (it has " + presetNames(presets) + ")");
    }
    Preset preset = named.get();
    FamilyOptions options = preset.options();
    for (Map.Entry<String, String> option : setup.options().entrySet()) {
      options = options.with(option.getKey(), option.getValue());
    }
    int teams = preset.teams();
    int teamSize = preset.teamSize();
    int dealer = 0;
    for (Map.Entry<String, Integer> statement : setup.seating().entrySet()) {
      switch (statement.getKey()) {
        case "teams" -> teams = statement.getValue();
        case "team-size" -> teamSize = statement.getValue();
        case "dealer" -> dealer = statement.getValue();
        default -> throw new SetupException(ImmutableList.of(statement.getKey()), "'" + statement.getKey()
            + "' is not a statement of game " + dialect.game() + " (it has teams, team-size, dealer)");
      }
    }
    return create(preset, options, teams, teamSize, dealer);
  }

  private static String presetNames(ImmutableList<Preset> presets) {
    StringBuilder out = new StringBuilder();
    for (Preset preset : presets) {
      out.append(out.length() == 0 ? "" : ", ").append(preset.name());
    }
    return out.toString();
  }

  /** {@return the dialect of this game's calls} */
  public Dialect dialect() {
    return preset.dialect();
  }

  /** {@return the preset the options start from} */
  public Preset preset() {
    return preset;
  }

  /** {@return every option} */
  public FamilyOptions options() {
    return options;
  }

  /** {@return the seats and teams (K-1)} */
  public Seating seating() {
    return seating;
  }

  /** {@return the first round's dealer} */
  public int firstDealer() {
    return firstDealer;
  }

  /** {@return the shared pieces of the commonest outcomes} */
  Interned interned() {
    return interned;
  }

  /** {@return the deck (C-2)} */
  Deck deck() {
    return deck;
  }

  /** {@return every hand empty, as between rounds (C-8): one value, shared} */
  Hands noHands() {
    return noHands;
  }

  /** {@return a deck order is due (K-4): one value, shared, as playouts ask every state} */
  Optional<ChanceDue> deckOrderDue() {
    return deckOrderDue;
  }

  ImmutableList<Optional<String>> noGestures() {
    return noGestures;
  }

  /** {@return no team's sign set (K-14): one value, shared} */
  ImmutableList<Optional<String>> noSigns() {
    return noSigns;
  }

  /** {@return every team's score at 0, as a game starts: one value, shared} */
  ImmutableList<Integer> noPoints() {
    return noPoints;
  }

  @Override
  public String game() {
    return preset.dialect().game();
  }

  /**
   * {@inheritDoc} Game, preset, the options that differ from it (lower case, in K-opt table order),
   * then {@code teams}, {@code team-size} and {@code dealer}.
   */
  @Override
  public Setup setup() {
    Setup setup = Setup.of(game()).withPreset(preset.name());
    for (Map.Entry<String, String> option : options.differencesFrom(preset.options()).entrySet()) {
      setup = setup.withOption(option.getKey(), option.getValue());
    }
    return setup.withSeating("teams", seating.teams())
        .withSeating("team-size", seating.teamSize())
        .withSeating("dealer", firstDealer);
  }

  @Override
  public FamilyState start() {
    return start;
  }

  /**
   * {@inheritDoc} The mechanics write an accepted action's events as packed words, and the outcome
   * makes the event objects when first asked for them ({@link Outcome#events()}): reading only the
   * state costs no event.
   */
  @Override
  public Outcome<FamilyState, FamilyEvent> apply(GameState given, Action action) {
    FamilyState state = own(given);
    requireNonNull(state, "state");
    requireNonNull(action, "action");
    checkOwn(state);
    if (state.isOver()) {
      return reject(state, RejectionCode.GAME_OVER, "C-8", "the game is over: team "
          + state.winners().iterator().next() + " won, and no action follows the end");
    }
    if (action instanceof Shuffle shuffle) {
      return shuffle(state, shuffle);
    }
    if (action instanceof Starter) {
      return reject(state, RejectionCode.UNEXPECTED_CHANCE, "C-4", "the Kem's family has no starting seat: "
          + (state.awaitingChance() ? "a shuffle is due" : "no chance action is due"));
    }
    if (state.awaitingChance()) {
      return reject(state, RejectionCode.AWAITING_CHANCE, "C-4", state.recycling()
          ? "the game waits for a new order of the discard pile: the stock ran out, and the pile is shuffled into it"
          : "round " + state.round() + " waits for its deck order: a round starts with a shuffle");
    }
    int seat = ((PlayerAction) action).seat();
    if (!seating.isSeat(seat)) {
      return reject(state, RejectionCode.NO_SUCH_SEAT, "C-3", "there is no seat " + seat + " (seats 0 to "
          + (seating.seats() - 1) + ")");
    }
    if (!(action instanceof FamilyAction play)) {
      return reject(state, RejectionCode.NOT_ALLOWED, "§R", seat, "'%s' is not an action of %s: it has other verbs",
          action, game());
    }
    return dispatch(state, play);
  }

  private Outcome<FamilyState, FamilyEvent> dispatch(FamilyState state, FamilyAction action) {
    // The commonest actions go straight to their mechanics, without a visitor to make.
    if (action instanceof Exchange exchange) {
      return Exchanging.exchange(this, state, exchange);
    }
    if (action instanceof Sign sign) {
      return Signalling.sign(this, state, sign);
    }
    if (action instanceof Gesture gesture) {
      return Signalling.gesture(this, state, gesture);
    }
    return action.accept(new Dispatch(state));
  }

  /**
   * Sends each action to the mechanic that checks and performs it. A visitor, so that a new action
   * does not compile until it is sent somewhere; one small object per apply, no cast.
   */
  private final class Dispatch implements FamilyAction.Visitor<Outcome<FamilyState, FamilyEvent>> {
    private final FamilyState state;

    Dispatch(FamilyState state) {
      this.state = state;
    }

    @Override
    public Outcome<FamilyState, FamilyEvent> top(Top action) {
      return Exchanging.top(FamilyRules.this, state, action);
    }

    @Override
    public Outcome<FamilyState, FamilyEvent> exchange(Exchange action) {
      return Exchanging.exchange(FamilyRules.this, state, action);
    }

    @Override
    public Outcome<FamilyState, FamilyEvent> sweep(Sweep action) {
      return Sweeping.sweep(FamilyRules.this, state, action);
    }

    @Override
    public Outcome<FamilyState, FamilyEvent> proposeSweep(ProposeSweep action) {
      return Sweeping.propose(FamilyRules.this, state, action);
    }

    @Override
    public Outcome<FamilyState, FamilyEvent> acceptSweep(AcceptSweep action) {
      return Sweeping.accept(FamilyRules.this, state, action);
    }

    @Override
    public Outcome<FamilyState, FamilyEvent> refuseSweep(RefuseSweep action) {
      return Sweeping.refuse(FamilyRules.this, state, action);
    }

    @Override
    public Outcome<FamilyState, FamilyEvent> sign(Sign action) {
      return Signalling.sign(FamilyRules.this, state, action);
    }

    @Override
    public Outcome<FamilyState, FamilyEvent> gesture(Gesture action) {
      return Signalling.gesture(FamilyRules.this, state, action);
    }

    @Override
    public Outcome<FamilyState, FamilyEvent> denounce(Denounce action) {
      return Signalling.denounce(FamilyRules.this, state, action);
    }

    @Override
    public Outcome<FamilyState, FamilyEvent> show(Show action) {
      return Calling.show(FamilyRules.this, state, action);
    }

    @Override
    public Outcome<FamilyState, FamilyEvent> kemsCall(FamilyAction.KemsCall action) {
      return Calling.call(FamilyRules.this, state, action);
    }

    @Override
    public Outcome<FamilyState, FamilyEvent> doubleKems(FamilyAction.DoubleKems action) {
      return Calling.call(FamilyRules.this, state, action);
    }

    @Override
    public Outcome<FamilyState, FamilyEvent> counter(FamilyAction.Counter action) {
      return Calling.call(FamilyRules.this, state, action);
    }

    @Override
    public Outcome<FamilyState, FamilyEvent> doubleCounter(FamilyAction.DoubleCounter action) {
      return Calling.call(FamilyRules.this, state, action);
    }
  }

  /** A deck order for the deal (K-4), or a new order of the discard pile (K-13). */
  private Outcome<FamilyState, FamilyEvent> shuffle(FamilyState state, Shuffle shuffle) {
    if (!state.awaitingChance()) {
      return reject(state, RejectionCode.UNEXPECTED_CHANCE, "C-4", "no shuffle is due: "
          + Rejections.describe(state, -1) + ", and a shuffle comes only when a deal or a recycle waits for it");
    }
    // Checked by card numbers: as many cards as required, and their bits the required set's (a
    // duplicate shows as a missing bit). No list of cards is made.
    Pile order = shuffle.pile();
    Pile discard = state.discard();
    int size = state.recycling() ? discard.size() : deckSet.size();
    long required = state.recycling() ? discard.bits(0, size) : deckSet.bits();
    if (order.size() != size || order.bits(0, size) != required) {
      return reject(state, RejectionCode.BAD_SHUFFLE, state.recycling() ? "K-13" : "K-4", "the shuffle lists "
          + order.size() + " cards" + (order.size() == size ? ", not each once" : "")
          + ": it must order exactly the " + size
          + (state.recycling() ? " cards of the discard pile, each once" : " cards of the deck, each once"));
    }
    Transition t = Transition.begin(this, state);
    if (state.recycling()) {
      Dealing.recycle(t, order);
    } else {
      Dealing.deal(t, order);
    }
    return t.accepted();
  }

  @Override
  public ImmutableList<FamilyAction> legalActions(GameState given, int seat) {
    FamilyState state = own(given);
    checkOwn(state);
    return legalActions.of(state, seat);
  }

  @Override
  public int legalActionCount(GameState given, int seat) {
    FamilyState state = own(given);
    checkOwn(state);
    return legalActions.count(state, seat);
  }

  @Override
  public FamilyAction legalAction(GameState given, int seat, int index) {
    FamilyState state = own(given);
    checkOwn(state);
    return legalActions.at(state, seat, index);
  }

  @Override
  public FamilyView view(GameState given, int seat) {
    FamilyState state = own(given);
    checkOwn(state);
    checkSeat(seat);
    return Visibility.view(state, seat);
  }

  @Override
  public ImmutableList<FamilyEvent> eventsSeenBy(int seat, ImmutableList<FamilyEvent> events) {
    requireNonNull(events, "events");
    checkSeat(seat);
    // Each element's class is looked at: through a raw RuleSet, an event of another game may come.
    for (Object event : (List<?>) events) {
      if (!(event instanceof FamilyEvent)) {
        throw ForeignStateException.ofAnotherGame(event, "event", setup());
      }
    }
    return Visibility.eventsSeenBy(seating, seat, events);
  }

  @Override
  public FamilyState determinize(GameState given, int seat, RandomGenerator rng) {
    FamilyState state = own(given);
    requireNonNull(rng, "rng");
    checkOwn(state);
    checkSeat(seat);
    return Visibility.determinize(state, seat, SIGNAL_WORDS, rng);
  }

  /**
   * {@return {@code state} as a family state} A state of another game's class is refused with a
   * ForeignStateException, not a ClassCastException (RuleSet's contract).
   */
  private FamilyState own(GameState state) {
    if (!(requireNonNull(state, "state") instanceof FamilyState own)) {
      throw ForeignStateException.ofAnotherGame(state, "state", setup());
    }
    return own;
  }

  /**
   * Refuses a state made by another rule set (RuleSet's contract): an identity comparison first,
   * as {@code apply} is the hot path, then equals, as equal rule sets share their states.
   */
  @SuppressWarnings("ReferenceEquality") // the identity test is the fast path; equals follows
  private void checkOwn(FamilyState state) {
    FamilyRules maker = state.rules();
    if (maker != this && !maker.equals(this)) {
      throw new ForeignStateException(maker.setup(), setup());
    }
  }

  private void checkSeat(int seat) {
    if (!seating.isSeat(seat)) {
      throw new IllegalArgumentException("there is no seat " + seat + " (seats 0 to " + (seating.seats() - 1) + ")");
    }
  }

  @Override
  public Notation<FamilyAction> notation() {
    return FamilyNotation.INSTANCE;
  }

  @Override
  public ImmutableList<String> signalWords() {
    return SIGNAL_WORDS;
  }

  /** {@return false: {@code expect hand} compares a Kem's-family hand as a set} */
  @Override
  public boolean handsAreOrdered() {
    return false;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof FamilyRules rules
        && preset.equals(rules.preset)
        && options.equals(rules.options)
        && seating.equals(rules.seating)
        && firstDealer == rules.firstDealer;
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public String toString() {
    return "FamilyRules" + setup();
  }
}
