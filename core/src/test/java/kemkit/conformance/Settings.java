package kemkit.conformance;

/**
 * How much the kit plays: games per rule set, the seed of the first game, and the length cap of a
 * game's action stream. Read from system properties so that a soak or a replay needs no code.
 *
 * @param games how many games to play per rule set
 * @param seed the seed of the first game; game {@code i} uses {@link #seedOf(int) seedOf(i)}
 * @param maxActions the most actions one game's stream holds
 */
record Settings(int games, long seed, int maxActions) {

  /** The property giving the number of games per rule set (default 1000). */
  static final String GAMES = "kemkit.conformance.games";
  /** The property giving the first game's seed; with {@code games=1} it replays one game. */
  static final String SEED = "kemkit.conformance.seed";
  /** The property giving the length cap of one game's stream (default 300). */
  static final String ACTIONS = "kemkit.conformance.actions";

  static final int DEFAULT_GAMES = 1000;
  static final long DEFAULT_SEED = 0x6B656D6B6974L;
  static final int DEFAULT_ACTIONS = 300;

  /** Golden-ratio step: consecutive games get well-spread seeds, and game 0 gets the seed itself. */
  private static final long GAMMA = 0x9E3779B97F4A7C15L;

  /** {@return the settings of {@code suite(rules…)}: the games property as is} */
  static Settings fromProperties() {
    return new Settings(Math.max(1, Integer.getInteger(GAMES, DEFAULT_GAMES)), seedProperty(), actionsProperty());
  }

  /**
   * {@return the settings of {@code suite(games, rules…)}: {@code games} at the default level,
   * scaled by the games property / 1000 when it is set}
   */
  static Settings scaled(int games) {
    Integer level = Integer.getInteger(GAMES);
    int scaled = level == null ? games : (int) Math.max(1, Math.round(games * (level / (double) DEFAULT_GAMES)));
    return new Settings(Math.max(1, scaled), seedProperty(), actionsProperty());
  }

  /** {@return the seed of game {@code index}} */
  long seedOf(int index) {
    return seed + index * GAMMA;
  }

  private static long seedProperty() {
    String text = System.getProperty(SEED);
    return text == null || text.isBlank() ? DEFAULT_SEED : Long.decode(text.strip());
  }

  private static int actionsProperty() {
    return Math.max(1, Integer.getInteger(ACTIONS, DEFAULT_ACTIONS));
  }
}
