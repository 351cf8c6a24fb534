package kemkit.kit.state;

/**
 * What a part of a state does besides holding its value: traits the schema reads so that no game
 * writes them by hand a second time.
 */
public enum Trait {
  /**
   * The part goes back to its first value when a round starts ({@link Workspace#newRound}): a
   * round's talk, marks, hands and piles. Declared here, it cannot be forgotten in a game's "next
   * round" procedure, nor carry the last game's value into the next one.
   */
  EACH_ROUND,
  /**
   * The part holds a secret or depends on one: {@code determinize} must draw it again or derive it
   * from what it drew ({@link Workspace#beginSample}). A sample that leaves a secret part as it was is
   * refused, so that a new secret field cannot leak through a bot's samples by being forgotten.
   */
  SECRET
}
