package kemkit.game;

import static java.util.Objects.requireNonNull;

import java.util.regex.Pattern;

/**
 * Why an action was refused (rules.md C-5): a code from §R, the id of the rule the action broke and
 * a sentence naming the card, seat or phase at fault.
 *
 * @param code the rejection code
 * @param rule the id of the rule enforced, as rules.md writes it ({@code K-9}, {@code H-9a},
 *     {@code C-4}), or {@code §R} when only the code's own table says why (an action of another game)
 * @param message one sentence for a person
 */
public record Rejection(RejectionCode code, String rule, String message) {

  /** A rule id of rules.md: {@code C-5}, {@code K-20a}, {@code H-opt}, or {@code §R}. */
  private static final Pattern RULE_ID = Pattern.compile("§R|[CKH]-(?:[0-9]+[a-z]?|opt)");

  /**
   * Checks the components: {@code rule} must be a rule id.
   *
   * @param code the §R code
   * @param rule the id of the rule enforced
   * @param message the sentence that explains it
   */
  public Rejection {
    requireNonNull(code, "code");
    requireNonNull(rule, "rule");
    requireNonNull(message, "message");
    if (!RULE_ID.matcher(rule).matches()) {
      throw new IllegalArgumentException("not a rule id of rules.md: '" + rule + "'");
    }
  }

  /** {@return the code and the sentence; the rule id is a component of its own, for programs} */
  @Override
  public String toString() {
    return code + ": " + message;
  }
}
