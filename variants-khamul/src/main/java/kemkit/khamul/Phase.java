package kemkit.khamul;

/**
 * Where a round stands. The turn phases ({@link #TURN_START} to {@link #POWER}) are "play": the
 * time when snaps and rearranges are allowed (H-9, H-10).
 */
public enum Phase {
  /** Waiting for the round's deck order, every card gathered (H-3, C-8). */
  AWAITING_DEAL,
  /** Dealt; waiting for the chance choice of the first round's starting seat (H-6). */
  AWAITING_STARTER,
  /** Every seat peeks at two of its slots, in any order (H-5). */
  PEEKING,
  /** The turn's player may announce, draw or take (H-7, H-12). */
  TURN_START,
  /** The turn's player holds the card it drew: {@code discard} or {@code swap} (H-7). */
  HOLDING_DRAWN,
  /** The turn's player holds the card it took: {@code swap} only (H-7). */
  HOLDING_TAKEN,
  /** The card the turn put on the pile has a power: use it or {@code skip} (H-8). */
  POWER,
  /** The game has ended (H-14). */
  OVER;

  /** {@return whether the round is in play: after the peeks, before the reveal} */
  public boolean isPlay() {
    return this == TURN_START || this == HOLDING_DRAWN || this == HOLDING_TAKEN || this == POWER;
  }

  /** {@return whether the turn's player holds a drawn or taken card} */
  public boolean isHolding() {
    return this == HOLDING_DRAWN || this == HOLDING_TAKEN;
  }
}
