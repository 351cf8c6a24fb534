package kemkit.examples.play;

import com.google.common.collect.ImmutableMap;
import kemkit.game.Rejection;

/**
 * Refusals told to the person who was refused. The rules write a rejection in the third person
 * ({@code seat 1 cannot take 9C: it is not on the table}, §R), as a log would; the person at seat
 * 1 reads {@code you cannot take 9C: it is not on the table (NOT_ON_TABLE)}.
 */
final class Refusals {

  /** The verbs that follow "seat N" in the rules' rejections, in the third person, and for "you". */
  private static final ImmutableMap<String, String> SECOND_PERSON = ImmutableMap.of(
      "has", "have", "holds", "hold", "owes", "owe", "is", "are", "does", "do", "was", "were");

  private Refusals() {}

  /** {@return {@code rejection} as said to the person at {@code seat}, with its §R code} */
  static String toYou(Rejection rejection, int seat) {
    String message = rejection.message();
    String subject = "seat " + seat + " ";
    if (message.startsWith(subject)) {
      String rest = message.substring(subject.length());
      int space = rest.indexOf(' ');
      String verb = space < 0 ? rest : rest.substring(0, space);
      message = "you " + SECOND_PERSON.getOrDefault(verb, verb) + (space < 0 ? "" : rest.substring(space));
    }
    return message + " (" + rejection.code() + ")";
  }
}
