package kemkit.family;

/**
 * The two ways the Kem's family names its calls. Kem's says {@code kems}, {@code double-kems},
 * {@code counter X} (X a seat) and {@code double-counter X}; Kemps says {@code kemps}, {@code
 * double-kemps}, {@code cut T} and {@code double-cut T} (T a team number). Everything else is the
 * same game. One notation reads both; a game refuses the other dialect's calls {@code
 * NOT_ALLOWED}.
 *
 * <p>Implements rules.md K-16 to K-20.
 */
public enum Dialect {
  /** Kem's (seeds 000, 001, 003): {@code game kems}. */
  KEMS("kems", "kems", "double-kems", "counter", "double-counter"),
  /** Kemps (seed 002): {@code game kemps}. */
  KEMPS("kemps", "kemps", "double-kemps", "cut", "double-cut");

  private final String game;
  private final String kems;
  private final String doubleKems;
  private final String counter;
  private final String doubleCounter;

  Dialect(String game, String kems, String doubleKems, String counter, String doubleCounter) {
    this.game = game;
    this.kems = kems;
    this.doubleKems = doubleKems;
    this.counter = counter;
    this.doubleCounter = doubleCounter;
  }

  /** {@return the game name records use: {@code kems} or {@code kemps}} */
  public String game() {
    return game;
  }

  /** {@return the verb of the call on a teammate: {@code kems} or {@code kemps}} */
  public String kemsVerb() {
    return kems;
  }

  /** {@return the verb of the double call: {@code double-kems} or {@code double-kemps}} */
  public String doubleKemsVerb() {
    return doubleKems;
  }

  /** {@return the verb of the call on an opponent: {@code counter} or {@code cut}} */
  public String counterVerb() {
    return counter;
  }

  /** {@return the verb of the double call on an opponent: {@code double-counter} or {@code double-cut}} */
  public String doubleCounterVerb() {
    return doubleCounter;
  }

  /**
   * {@return whether counters name a team number ({@code cut T}) rather than a seat ({@code
   * counter X})} (K-20)
   */
  public boolean countersNameTeams() {
    return this == KEMPS;
  }
}
