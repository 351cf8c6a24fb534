package kemkit.family;

import kemkit.game.Outcome;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;

/** Builds rejections (C-5): the unchanged state, a §R code and one sentence naming the fault. */
final class Rejections {

  private Rejections() {}

  /** {@return the rejection of an action tried on {@code state} that breaks {@code rule}} */
  static Outcome<FamilyState, FamilyEvent> reject(FamilyState state, RejectionCode code, String rule,
      String message) {
    return Outcome.rejected(state, new Rejection(code, rule, message));
  }

  /** {@return where the round stands, in words, for rejection messages} */
  static String describe(FamilyState state) {
    return switch (state.phase()) {
      case DEALING -> "the deal is not complete";
      case PLAY -> state.tableOpen() ? "the table is open" : "the table is closed until the dealer says top";
      case SWEEP_PROPOSED -> "seat " + state.proposal().map(p -> p.proposer()).orElse(-1)
          + "'s sweep proposal is standing";
      case SWEEPING -> "the table was swept and stays closed until the dealer says top";
      case SHOW_OWED -> "seat " + state.owedShow().map(o -> o.seat()).orElse(-1)
          + " owes a show after a wrong counter";
      case OVER -> "the game is over";
    };
  }
}
