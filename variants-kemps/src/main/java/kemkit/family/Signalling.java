package kemkit.family;

import static kemkit.family.Rejections.describe;
import static kemkit.family.Rejections.reject;
import static kemkit.family.Immutables.with;
import static kemkit.family.Immutables.without;

import java.util.Optional;
import kemkit.family.FamilyAction.Denounce;
import kemkit.family.FamilyAction.Gesture;
import kemkit.family.FamilyAction.Sign;
import kemkit.family.FamilyEvent.Denounced;
import kemkit.family.FamilyEvent.Gestured;
import kemkit.family.FamilyEvent.SignSet;
import kemkit.game.Outcome;
import kemkit.game.RejectionCode;
import kemkit.record.Alphabet;
import kemkit.record.RecordWriter;

/**
 * Signs and gestures (K-2, K-14) and denouncing a team's sign (K-15). They never score; a found
 * sign bars the team's calls until it signs again. Their words are words of a record line (C-9,
 * {@link Alphabet}): any other is refused {@code BAD_ARGUMENT}.
 */
final class Signalling {

  /** Longer than any {@code S denounce T } before the word at a table of at most 12 seats (K-3). */
  private static final int LONGEST_PREFIX = 64;

  private Signalling() {}

  /**
   * {@return whether signs, gestures and denouncements may be made: anytime but while a show is
   * owed (K-18)} The predicate of the checks below and of LegalActions.
   */
  static boolean talkAllowed(FamilyState state) {
    return state.phase() != Phase.SHOW_OWED;
  }

  /** {@code sign W}: sets or changes the team's sign, seen by the team only (K-14). */
  static Outcome<FamilyState, FamilyEvent> sign(FamilyRules rules, FamilyState state, Sign sign) {
    if (!talkAllowed(state)) {
      return reject(state, RejectionCode.WRONG_PHASE, "K-18", sign.seat(), "{you} cannot sign now: "
          + describe(state, sign.seat()) + "; everything waits for the show");
    }
    Optional<String> unwritable = unwritable(rules, sign, sign.word());
    if (unwritable.isPresent()) {
      return reject(state, RejectionCode.BAD_ARGUMENT, "C-9", sign.seat(), "{your} sign %s", unwritable.get());
    }
    int team = state.seating().teamOf(sign.seat());
    Interned interned = rules.interned();
    Transition t = Transition.begin(rules, state);
    t.signs = interned.replaced(t.signs, team, interned.optional(sign.word()));
    if (t.signsFound.contains(team)) {
      t.signsFound = without(t.signsFound, team);
    }
    SignSet.write(t.log, sign.seat(), team, sign.word());
    return t.accepted();
  }

  /** {@code gesture W}: a public gesture that changes nothing else (K-14). */
  static Outcome<FamilyState, FamilyEvent> gesture(FamilyRules rules, FamilyState state, Gesture gesture) {
    if (!talkAllowed(state)) {
      return reject(state, RejectionCode.WRONG_PHASE, "K-18", gesture.seat(),
          "{you} cannot make a gesture now: " + describe(state, gesture.seat()) + "; everything waits for the show");
    }
    Optional<String> unwritable = unwritable(rules, gesture, gesture.word());
    if (unwritable.isPresent()) {
      return reject(state, RejectionCode.BAD_ARGUMENT, "C-9", gesture.seat(), "{your} gesture %s", unwritable.get());
    }
    Interned interned = rules.interned();
    Transition t = Transition.begin(rules, state);
    t.gestures = interned.replaced(t.gestures, gesture.seat(), interned.optional(gesture.word()));
    Gestured.write(t.log, gesture.seat(), gesture.word());
    return t.accepted();
  }

  /**
   * {@code denounce T W}: if W is team T's sign, the sign is cleared and T's members may not call
   * until one of them signs again (K-15). Wrong, nothing happens.
   */
  static Outcome<FamilyState, FamilyEvent> denounce(FamilyRules rules, FamilyState state, Denounce denounce) {
    int seat = denounce.seat();
    if (!rules.options().denounce()) {
      return reject(state, RejectionCode.NOT_ALLOWED, "K-15", seat,
          "this game has no 'denounce': denouncing a sign is an option, and it is off");
    }
    if (!talkAllowed(state)) {
      return reject(state, RejectionCode.WRONG_PHASE, "K-18", seat, "{you} cannot denounce now: "
          + describe(state, seat) + "; everything waits for the show");
    }
    if (!state.seating().isTeam(denounce.team())) {
      return reject(state, RejectionCode.NO_SUCH_SEAT, "K-15", seat, "there is no team " + denounce.team()
          + " (teams 0 to " + (state.seating().teams() - 1) + "): 'denounce' names an opposing team");
    }
    if (state.seating().teamOf(seat) == denounce.team()) {
      return reject(state, RejectionCode.BAD_TARGET, "K-15", seat,
          "team " + denounce.team() + " is {your} own team: 'denounce' names an opposing team");
    }
    Optional<String> unwritable = unwritable(rules, denounce, denounce.word());
    if (unwritable.isPresent()) {
      return reject(state, RejectionCode.BAD_ARGUMENT, "C-9", seat, "{your} denounced sign %s", unwritable.get());
    }
    boolean right = state.signs().get(denounce.team()).equals(Optional.of(denounce.word()));
    Transition t = Transition.begin(rules, state);
    if (right) {
      t.signs = rules.interned().replaced(t.signs, denounce.team(), Optional.empty());
      t.signsFound = with(t.signsFound, denounce.team());
    }
    Denounced.write(t.log, seat, denounce.team(), denounce.word(), right);
    return t.accepted();
  }

  /**
   * {@return why {@code action}, which carries {@code word}, has no record line that reads back as
   * itself, if it has none} (C-9): the word must be a word of the record alphabet and the line must
   * fit. The line is only written for a word long enough to come near the limit, so that a sign
   * costs no string in a playout.
   */
  private static Optional<String> unwritable(FamilyRules rules, FamilyAction action, String word) {
    Optional<String> problem = Alphabet.wordProblem(word);
    if (problem.isEmpty() && word.length() > Alphabet.MAX_LINE - LONGEST_PREFIX) {
      problem = Alphabet.lengthProblem(RecordWriter.line(rules, action).length());
    }
    return problem.map(p -> "cannot be written on a record line: " + p);
  }
}
