package kemkit.khamul;

import java.util.Optional;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;

/**
 * Shorthands for the checks: a rejection with its §R code and a sentence that says what is wrong
 * with this action, then the rule (C-5), in the third person and for the seat that acted ({@link
 * Rejection#of}); or none.
 */
final class Rejections {

  static final Optional<Rejection> NONE = Optional.empty();

  private Rejections() {}

  /** A rejection whose sentence names no seat: a chance action, the end of the game. */
  static Optional<Rejection> of(RejectionCode code, String rule, String message) {
    return Optional.of(new Rejection(code, rule, message));
  }

  /** A rejection of {@code actor}'s action, from a template of {@link Rejection#of}. */
  static Optional<Rejection> of(RejectionCode code, String rule, int actor, String template, Object... args) {
    return Optional.of(Rejection.of(code, rule, actor, template, args));
  }

  static Optional<Rejection> wrongPhase(String rule, int actor, String template, Object... args) {
    return of(RejectionCode.WRONG_PHASE, rule, actor, template, args);
  }

  static Optional<Rejection> notYourTurn(KhamulState state, int seat, String verb) {
    return of(RejectionCode.NOT_YOUR_TURN, "H-7", seat, "it is seat " + state.turn() + "'s turn: {you} may "
        + verb + " only on {your} own turn");
  }

  /** {@code owner} has no slot {@code slot}: its own hand ({@code owner == actor}) or a target's. */
  static Optional<Rejection> noSlot(KhamulState state, int owner, int slot, int actor) {
    int size = state.handOf(owner).size();
    String whose = owner == actor ? "{your}" : "seat " + owner + "'s";
    String has = size == 0 ? "holds no card" : size == 1 ? "has only slot 0" : "has slots 0 to " + (size - 1);
    return of(RejectionCode.NOT_IN_HAND, "H-4", actor, "there is no slot " + slot + " in " + whose + " hand: it "
        + has);
  }

  static Optional<Rejection> noSeat(KhamulState state, int seat, int actor) {
    return of(RejectionCode.NO_SUCH_SEAT, "C-3", actor,
        "there is no seat " + seat + ": the seats are 0 to " + (state.players() - 1));
  }

  /** {@return where the round stands, as a template for {@code actor}'s rejection; public only (H-15)} */
  static String describe(KhamulState state, int actor) {
    String turn = state.turn() == actor ? "{you}" : "seat " + state.turn();
    String turnOwner = state.turn() == actor ? "{your}" : "seat " + state.turn() + "'s";
    boolean self = state.turn() == actor;
    return switch (state.phase()) {
      case AWAITING_DEAL, AWAITING_STARTER -> "the round is being dealt";
      case PEEKING -> "the seats are still peeking, before play";
      case TURN_START -> "it is the start of " + turnOwner + " turn";
      case HOLDING_DRAWN -> turn + (self ? " {holds|hold} the card {it|you}" : " holds the card it") + " drew";
      case HOLDING_TAKEN -> turn + (self ? " {holds|hold} the card {it|you}" : " holds the card it") + " took";
      case POWER -> turn + (self ? " {has|have}" : " has") + " a power to use or skip";
      case OVER -> "the round is over";
    };
  }
}
