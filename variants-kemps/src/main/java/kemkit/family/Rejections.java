package kemkit.family;

import java.util.Optional;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;

/**
 * The sentences of the checks (C-5): a §R code and one sentence that says what is wrong with this
 * action, then the rule, in the third person and for the seat that acted ({@link Rejection#of}:
 * {@code {you}}, {@code {your}} and {@code {is|are}} are its places), and where the round stands,
 * as those sentences say it.
 */
final class Rejections {

  private Rejections() {}

  /** {@return the refusal of {@code actor}'s action that breaks {@code rule}} */
  static Optional<Rejection> refuse(RejectionCode code, String rule, int actor, String template, Object... args) {
    return Optional.of(Rejection.of(code, rule, actor, template, args));
  }

  /** {@return the refusal of an action whose sentence names no seat (a chance action)} */
  static Optional<Rejection> refuse(RejectionCode code, String rule, String message) {
    return Optional.of(new Rejection(code, rule, message));
  }

  /**
   * {@return where the round stands, as a template for {@code actor}'s rejection ("your sweep
   * proposal is standing")}
   */
  static String describe(FamilyState state, int actor) {
    return switch (state.phase()) {
      case DEALING -> "the deal is not complete";
      case PLAY -> state.tableOpen() ? "the table is open" : "the table is closed until the dealer says top";
      case SWEEP_PROPOSED -> who(state.proposal().map(p -> p.proposer()).orElse(-1), actor, true)
          + " sweep proposal is standing";
      case SWEEPING -> "the table was swept and stays closed until the dealer says top";
      case SHOW_OWED -> {
        int owes = state.owedShow().map(o -> o.seat()).orElse(-1);
        yield who(owes, actor, false) + (owes == actor ? " owe" : " owes") + " a show after a wrong counter";
      }
      case OVER -> "the game is over";
    };
  }

  /** {@return {@code seat} as a template place when it is the actor, else "seat N" ({@code 's} if owner)} */
  static String who(int seat, int actor, boolean owner) {
    if (seat == actor) {
      return owner ? "{your}" : "{you}";
    }
    return "seat " + seat + (owner ? "'s" : "");
  }
}
