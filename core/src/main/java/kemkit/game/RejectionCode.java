package kemkit.game;

/**
 * Why an action was rejected (rules.md §R). When several apply, the first in declaration order
 * wins: the constants are declared in the precedence order of §R.
 */
public enum RejectionCode {
  /** Any action after the game has ended. */
  GAME_OVER,
  /** A player action while a chance action is due. */
  AWAITING_CHANCE,
  /** A chance action when none is due, or of the wrong kind. */
  UNEXPECTED_CHANCE,
  /** A seat or team number out of range (the actor, or a target). */
  NO_SUCH_SEAT,
  /** The chosen preset or options do not have this action. */
  NOT_ALLOWED,
  /** The action exists but not now, or not from this seat at this point. */
  WRONG_PHASE,
  /** A turn action by a seat whose turn it is not; a dealer's action by another seat. */
  NOT_YOUR_TURN,
  /** The actor has lost this right for now (a wrong counter, a found sign). */
  BARRED,
  /** A target that this action may not name. */
  BAD_TARGET,
  /** A card or slot that is not where the action says. */
  NOT_IN_HAND,
  /** A card that is not on the table. */
  NOT_ON_TABLE,
  /** A chance order that is not exactly the cards required. */
  BAD_SHUFFLE,
  /** Anything else malformed: duplicate slots, a bad permutation. */
  BAD_ARGUMENT
}
