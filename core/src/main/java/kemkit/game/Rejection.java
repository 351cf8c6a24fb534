package kemkit.game;

import static java.util.Objects.requireNonNull;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why an action was refused (rules.md C-5): a code from §R, the id of the rule the action broke and
 * a sentence that says what is wrong with this action, then the rule ("seat 2 is an opponent: kems
 * names your partner").
 *
 * <p>The sentence comes in two persons: {@link #message()} as a log or another seat reads it ("seat
 * 1 cannot take 9C: it is not on the table"), {@link #toActor()} as the seat that tried the action is
 * told it ("you cannot take 9C: it is not on the table"). A UI shows the seat it serves the second,
 * and appends the rule id for whoever wants to look it up. The rules write both at once with {@link
 * #of(RejectionCode, String, int, String, Object...)}, so the two never drift apart.
 *
 * @param code the rejection code
 * @param rule the id of the rule enforced, as rules.md writes it ({@code K-9}, {@code H-9a},
 *     {@code C-4}), or {@code §R} when only the code's own table says why (an action of another game)
 * @param message the sentence in the third person, lower case first, without the rule id
 * @param toActor the same sentence in the second person, for the seat whose action it was; equal to
 *     {@code message} when the sentence names no seat (there is no seat 7)
 */
public record Rejection(RejectionCode code, String rule, String message, String toActor) {

  /** A rule id of rules.md: {@code C-5}, {@code K-20a}, {@code H-opt}, or {@code §R}. */
  private static final Pattern RULE_ID = Pattern.compile("§R|[CKH]-(?:[0-9]+[a-z]?|opt)");

  /** A place of a template: {@code {you}}, {@code {your}}, {@code {third|second}}, or {@code %s}. */
  private static final Pattern PLACE = Pattern.compile("\\{you}|\\{your}|\\{([^{}|]*)\\|([^{}|]*)}|%s");

  /**
   * Checks the components: {@code rule} must be a rule id.
   *
   * @param code the §R code
   * @param rule the id of the rule enforced
   * @param message the sentence in the third person
   * @param toActor the sentence in the second person, for the seat whose action it was
   */
  public Rejection {
    requireNonNull(code, "code");
    requireNonNull(rule, "rule");
    requireNonNull(message, "message");
    requireNonNull(toActor, "toActor");
    if (!RULE_ID.matcher(rule).matches()) {
      throw new IllegalArgumentException("not a rule id of rules.md: '" + rule + "'");
    }
  }

  /**
   * A rejection whose sentence names no seat, or that was read back from a log: both persons are
   * {@code message}.
   *
   * @param code the §R code
   * @param rule the id of the rule enforced
   * @param message the sentence
   */
  public Rejection(RejectionCode code, String rule, String message) {
    this(code, rule, message, message);
  }

  /**
   * {@return a rejection of {@code actor}'s action whose two sentences come from one template}
   *
   * <p>In the template, {@code {you}} is "seat N" or "you", {@code {your}} is "seat N's" or "your",
   * {@code {is|are}} is the word before the bar in the third person and the one after it in the
   * second (a verb, or a phrase only one of them needs: {@code {, seat 0,|}}), and each {@code %s}
   * is the next of {@code args}, as it is: a word someone typed is never read as a place.
   *
   * @param code the §R code
   * @param rule the id of the rule enforced
   * @param actor the seat whose action is refused
   * @param template the sentence with its places
   * @param args what the {@code %s} places hold, in order
   * @throws IllegalArgumentException if there are fewer {@code args} than {@code %s} places
   */
  public static Rejection of(RejectionCode code, String rule, int actor, String template, Object... args) {
    return new Rejection(code, rule, fill(template, actor, false, args), fill(template, actor, true, args));
  }

  private static String fill(String template, int actor, boolean second, Object[] args) {
    Matcher place = PLACE.matcher(template);
    StringBuilder out = new StringBuilder();
    int next = 0;
    while (place.find()) {
      String found = place.group();
      String with;
      if (found.equals("%s")) {
        if (next >= args.length) {
          throw new IllegalArgumentException("more %s than arguments in '" + template + "'");
        }
        with = String.valueOf(args[next++]);
      } else if (found.equals("{you}")) {
        with = second ? "you" : "seat " + actor;
      } else if (found.equals("{your}")) {
        with = second ? "your" : "seat " + actor + "'s";
      } else {
        with = second ? place.group(2) : place.group(1);
      }
      place.appendReplacement(out, Matcher.quoteReplacement(with));
    }
    place.appendTail(out);
    return out.toString();
  }

  /** {@return the code and the sentence; the rule id is a component of its own, for programs} */
  @Override
  public String toString() {
    return code + ": " + message;
  }
}
