package kemkit.family;

/**
 * Where a Kem's-family round stands. Whether the table is open is a separate flag of the state
 * (K-8), and so is a pending recycle of the discard pile (K-13), which can interrupt any phase
 * that draws.
 */
public enum Phase {
  /**
   * The round waits for its deck order (K-4, C-8), or the deal is being completed: dealt triples
   * redrawn (K-6), the table turned (K-7). Player actions wait for the chance action.
   */
  DEALING,
  /** The table is laid, open or closed: exchanges (when open), sweeps, signals and calls. */
  PLAY,
  /** A consensus sweep is proposed and waits for every other seat's answer (K-11). */
  SWEEP_PROPOSED,
  /**
   * A consensus sweep happened and the table stays closed until the dealer's {@code top}; no call
   * meanwhile (K-12).
   */
  SWEEPING,
  /** A wrong counter's target owes a {@code show}; nothing else may happen (K-18). */
  SHOW_OWED,
  /** The game has ended (K-24). */
  OVER
}
