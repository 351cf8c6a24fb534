package kemkit.khamul;

import java.util.Optional;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;

/**
 * Shorthands for the checks: a rejection with its §R code and a sentence naming what is wrong (C-5),
 * or none.
 */
final class Refusal {

  static final Optional<Rejection> NONE = Optional.empty();

  private Refusal() {}

  static Optional<Rejection> of(RejectionCode code, String rule, String message) {
    return Optional.of(new Rejection(code, rule, message));
  }

  static Optional<Rejection> wrongPhase(String rule, String message) {
    return of(RejectionCode.WRONG_PHASE, rule, message);
  }

  static Optional<Rejection> notYourTurn(KhamulState state, int seat, String verb) {
    return of(RejectionCode.NOT_YOUR_TURN, "H-7",
        "seat " + seat + " cannot " + verb + ": it is seat " + state.turn() + "'s turn");
  }

  static Optional<Rejection> noSlot(KhamulState state, int seat, int slot) {
    return of(RejectionCode.NOT_IN_HAND, "H-4", "seat " + seat + " has no slot " + slot + " (its hand has "
        + state.handOf(seat).size() + " slot" + (state.handOf(seat).size() == 1 ? "" : "s") + ")");
  }

  static Optional<Rejection> noSeat(KhamulState state, int seat) {
    return of(RejectionCode.NO_SUCH_SEAT, "C-3",
        "there is no seat " + seat + " (seats 0 to " + (state.players() - 1) + ")");
  }
}
