package kemkit.family;

import static kemkit.family.FamilyState.DEALER;
import static kemkit.family.FamilyState.SCORES;
import static kemkit.family.FamilyState.SETTING;

import com.google.common.base.Ascii;
import com.google.common.collect.ImmutableList;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.family.FamilyAction.AcceptSweep;
import kemkit.family.FamilyAction.Call;
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
import kemkit.game.ChanceAction;
import kemkit.game.GameState;
import kemkit.game.Notation;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.game.Spectated;
import kemkit.kit.rules.Rules;
import kemkit.kit.rules.Verbs;
import kemkit.kit.state.Workspace;
import kemkit.seat.Seating;

/**
 * The Kem's family with every option fixed: Kemps, or Kem's with one of its presets. It is the
 * kit's reducer template ({@link Rules}) with the family's verbs: the template checks what every
 * action shares in §R order (the state is this game's, the game is not over, chance first, the
 * actor a seat) and hands each action to its verb, whose check and perform sit in the class of its
 * mechanic: {@code Dealing} (the shuffles: K-4 to K-7, K-13), {@code Exchanging} (K-8 to K-10),
 * {@code Sweeping} (K-11, K-12), {@code Signalling} (K-14, K-15), {@code Calling} (K-16 to K-22),
 * {@code Scoring} (K-23, K-24) and {@code Visibility} (K-25). The legal actions are the verbs'
 * own, listed in the order of the table below.
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
public final class FamilyRules extends Rules<FamilyState, FamilyAction, FamilyEvent, FamilyView, Setting>
    implements Spectated<FamilyView> {

  /**
   * The words legal actions use for signs, gestures and denouncements; any word of a record line
   * is accepted (C-9).
   */
  public static final ImmutableList<String> SIGNAL_WORDS = SignalWords.WORDS;

  /** The biggest deck (C-2): no table seats more than it can deal (K-3). */
  private static final int MOST_CARDS = 52;

  /**
   * The family's verbs, in the order a seat's legal actions are listed: the dealer's words, the
   * sweep's, the exchanges, the signals, the calls; a show alone, when one is owed. Each with the
   * phases where it may be made at all.
   */
  static final Verbs<FamilyState, FamilyAction, Setting> VERBS =
      Verbs.builder(FamilyAction.class, Setting.class, Phase.class, FamilyState::phase)
          .add(Top.class, Exchanging.TOP, Phase.PLAY, Phase.SWEEPING)
          .add(Sweep.class, Sweeping.SWEEP, Phase.PLAY)
          .add(ProposeSweep.class, Sweeping.PROPOSE, Phase.PLAY)
          .add(AcceptSweep.class, Sweeping.ACCEPT, Phase.SWEEP_PROPOSED)
          .add(RefuseSweep.class, Sweeping.REFUSE, Phase.SWEEP_PROPOSED)
          .add(Exchange.class, Exchanging.EXCHANGE, Phase.PLAY)
          .add(Sign.class, Signalling.SIGN, Phase.PLAY, Phase.SWEEP_PROPOSED, Phase.SWEEPING)
          .add(Gesture.class, Signalling.GESTURE, Phase.PLAY, Phase.SWEEP_PROPOSED, Phase.SWEEPING)
          .add(Denounce.class, Signalling.DENOUNCE, Phase.PLAY, Phase.SWEEP_PROPOSED, Phase.SWEEPING)
          .add(Call.class, Calling.CALL, Phase.PLAY)
          .add(Show.class, Calling.SHOW, Phase.SHOW_OWED)
          .build();

  private final Setting setting;
  private final FamilyState start;

  private FamilyRules(Setting setting) {
    super(FamilyState.class, FamilyState.SCHEMA, FamilyAction.class, FamilyEvents.SCHEMA, VERBS, setting,
        setting.seating());
    this.setting = setting;
    setting.madeInto(this);
    this.start = newGame(setting);
  }

  /**
   * {@return the first state of a game of {@code setting}: round 1, the first dealer, nothing
   * signed or scored, every card gathered} Made as every state is, by the workspace: every other
   * part at its schema's first value.
   */
  private static FamilyState newGame(Setting setting) {
    try (Workspace<FamilyState> work = Workspace.beginNew(FamilyState.SCHEMA, setting.seats())) {
      work.set(SETTING, setting);
      work.set(SCORES, setting.noPoints());
      work.set(DEALER, setting.firstDealer());
      return work.state();
    }
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
    return new FamilyRules(new Setting(preset, options, seating, dealer));
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
    FamilyOptions options = preset.options().with(setup.options());
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
    return setting.dialect();
  }

  /** {@return the preset the options start from} */
  public Preset preset() {
    return setting.preset();
  }

  /** {@return every option} */
  public FamilyOptions options() {
    return setting.options();
  }

  /** {@return the first round's dealer} */
  public int firstDealer() {
    return setting.firstDealer();
  }

  @Override
  public String game() {
    return setting.dialect().game();
  }

  /**
   * {@inheritDoc} Game, preset, the options that differ from it (lower case, in K-opt table order),
   * then {@code teams}, {@code team-size} and {@code dealer}.
   */
  @Override
  public Setup setup() {
    Setup setup = Setup.of(game()).withPreset(setting.preset().name());
    for (Map.Entry<String, String> option : options().differencesFrom(setting.preset().options()).entrySet()) {
      setup = setup.withOption(option.getKey(), option.getValue());
    }
    Seating seating = seating();
    return setup.withSeating("teams", seating.teams())
        .withSeating("team-size", seating.teamSize())
        .withSeating("dealer", setting.firstDealer());
  }

  @Override
  public FamilyState start() {
    return start;
  }

  // --- the template's questions -------------------------------------------------------------

  @Override
  protected RuleSet<?, ?, ?, ?> madeBy(FamilyState state) {
    return state.setting().rules();
  }

  @Override
  protected boolean awaitsChance(FamilyState state) {
    return state.awaitingChance();
  }

  @Override
  protected Rejection gameOver(FamilyState state) {
    return new Rejection(RejectionCode.GAME_OVER, "C-8", "the game is over: team "
        + state.winners().iterator().next() + " won, and no action follows the end");
  }

  @Override
  protected Rejection awaitingChance(FamilyState state) {
    return new Rejection(RejectionCode.AWAITING_CHANCE, "C-4", state.recycling()
        ? "the game waits for a new order of the discard pile: the stock ran out, and the pile is shuffled into it"
        : "round " + state.round() + " waits for its deck order: a round starts with a shuffle");
  }

  @Override
  protected Rejection noSeat(FamilyState state, int seat) {
    return Rejection.of(RejectionCode.NO_SUCH_SEAT, "C-3", seat, "there is no seat " + seat + " (seats 0 to "
        + (seating().seats() - 1) + ")");
  }

  @Override
  protected Rejection notThisGame(int seat, PlayerAction action) {
    return Rejection.of(RejectionCode.NOT_ALLOWED, "§R", seat, "'%s' is not an action of %s: it has other verbs",
        action, game());
  }

  @Override
  protected Optional<Rejection> checkChance(Setting setting, FamilyState state, ChanceAction chance) {
    return Dealing.check(setting, state, chance);
  }

  @Override
  protected void performChance(Setting setting, Workspace<FamilyState> work, ChanceAction chance) {
    Dealing.perform(setting, work, chance);
  }

  @Override
  protected FamilyView viewOf(FamilyState state, int seat) {
    return Visibility.view(state, seat);
  }

  /** {@return what no seat hides: the public view (seat -1, K-25)} */
  @Override
  public FamilyView publicView(GameState state) {
    return Visibility.publicView(own(state));
  }

  @Override
  protected FamilyState sample(FamilyState state, int seat, RandomGenerator rng) {
    return Visibility.determinize(state, seat, SIGNAL_WORDS, rng);
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
    return other instanceof FamilyRules rules && setting.equals(rules.setting);
  }

  @Override
  public int hashCode() {
    return setting.hashCode();
  }

  @Override
  public String toString() {
    return "FamilyRules" + setup();
  }
}
