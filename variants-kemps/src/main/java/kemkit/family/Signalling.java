package kemkit.family;

import static kemkit.family.FamilyState.GESTURES;
import static kemkit.family.FamilyState.SIGNS;
import static kemkit.family.FamilyState.SIGN_WORDS;
import static kemkit.family.FamilyState.TALK;
import static kemkit.family.Rejections.describe;
import static kemkit.family.Rejections.refuse;

import java.util.Optional;
import kemkit.family.FamilyAction.Denounce;
import kemkit.family.FamilyAction.Gesture;
import kemkit.family.FamilyAction.Sign;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.kit.rules.Verb;
import kemkit.kit.state.Workspace;
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
   * owed (K-18)}
   */
  static boolean talkAllowed(FamilyState state) {
    return state.phase() != Phase.SHOW_OWED;
  }

  /** {@code sign W}: sets or changes the team's sign, seen by the team only (K-14). */
  static final Verb<FamilyState, Sign, Setting> SIGN = new Verb<>() {
    @Override
    public Optional<Rejection> check(Setting setting, FamilyState state, Sign sign) {
      if (!talkAllowed(state)) {
        return refuse(RejectionCode.WRONG_PHASE, "K-18", sign.seat(), "{you} cannot sign now: "
            + describe(state, sign.seat()) + "; everything waits for the show");
      }
      Optional<String> unwritable = unwritable(setting, sign, sign.word());
      if (unwritable.isPresent()) {
        return refuse(RejectionCode.BAD_ARGUMENT, "C-9", sign.seat(), "{your} sign %s", unwritable.get());
      }
      return Optional.empty();
    }

    @Override
    public int count(Setting setting, FamilyState state, int seat) {
      return talkAllowed(state) ? SignalWords.WORDS.size() : 0;
    }

    @Override
    public Sign at(Setting setting, FamilyState state, int seat, int index) {
      return setting.signs(seat).get(index);
    }

    @Override
    public void perform(Setting setting, Workspace<FamilyState> work, Sign sign) {
      int team = setting.teamOf(sign.seat());
      int code = SignalWords.codeOf(sign.word());
      work.set(SIGN_WORDS[team], code);
      work.set(SIGNS, work.get(SIGNS).signed(team, code, sign.word()));
      FamilyEvents.SIGN_SET.write(work.log(), sign.seat(), team, code);
      FamilyEvents.spell(work.log(), code, sign.word());
    }
  };

  /** {@code gesture W}: a public gesture that changes nothing else (K-14). */
  static final Verb<FamilyState, Gesture, Setting> GESTURE = new Verb<>() {
    @Override
    public Optional<Rejection> check(Setting setting, FamilyState state, Gesture gesture) {
      if (!talkAllowed(state)) {
        return refuse(RejectionCode.WRONG_PHASE, "K-18", gesture.seat(),
            "{you} cannot make a gesture now: " + describe(state, gesture.seat()) + "; everything waits for the show");
      }
      Optional<String> unwritable = unwritable(setting, gesture, gesture.word());
      if (unwritable.isPresent()) {
        return refuse(RejectionCode.BAD_ARGUMENT, "C-9", gesture.seat(), "{your} gesture %s", unwritable.get());
      }
      return Optional.empty();
    }

    @Override
    public int count(Setting setting, FamilyState state, int seat) {
      return talkAllowed(state) ? SignalWords.WORDS.size() : 0;
    }

    @Override
    public Gesture at(Setting setting, FamilyState state, int seat, int index) {
      return setting.gestures(seat).get(index);
    }

    @Override
    public void perform(Setting setting, Workspace<FamilyState> work, Gesture gesture) {
      int code = SignalWords.codeOf(gesture.word());
      work.set(GESTURES[gesture.seat()], code);
      work.set(TALK, work.get(TALK).gestured(gesture.seat(), code, gesture.word()));
      FamilyEvents.GESTURED.write(work.log(), gesture.seat(), code);
      FamilyEvents.spell(work.log(), code, gesture.word());
    }
  };

  /**
   * {@code denounce T W}: if W is team T's sign, the sign is cleared and T's members may not call
   * until one of them signs again (K-15). Wrong, nothing happens.
   */
  static final Verb<FamilyState, Denounce, Setting> DENOUNCE = new Verb<>() {
    @Override
    public Optional<Rejection> check(Setting setting, FamilyState state, Denounce denounce) {
      int seat = denounce.seat();
      if (!setting.denounce()) {
        return refuse(RejectionCode.NOT_ALLOWED, "K-15", seat,
            "this game has no 'denounce': denouncing a sign is an option, and it is off");
      }
      if (!talkAllowed(state)) {
        return refuse(RejectionCode.WRONG_PHASE, "K-18", seat, "{you} cannot denounce now: "
            + describe(state, seat) + "; everything waits for the show");
      }
      if (!setting.seating().isTeam(denounce.team())) {
        return refuse(RejectionCode.NO_SUCH_SEAT, "K-15", seat, "there is no team " + denounce.team()
            + " (teams 0 to " + (setting.teams() - 1) + "): 'denounce' names an opposing team");
      }
      if (!setting.isOpponentTeam(seat, denounce.team())) {
        return refuse(RejectionCode.BAD_TARGET, "K-15", seat,
            "team " + denounce.team() + " is {your} own team: 'denounce' names an opposing team");
      }
      Optional<String> unwritable = unwritable(setting, denounce, denounce.word());
      if (unwritable.isPresent()) {
        return refuse(RejectionCode.BAD_ARGUMENT, "C-9", seat, "{your} denounced sign %s", unwritable.get());
      }
      return Optional.empty();
    }

    /** Every signal word for every opposing team (K-15), when the option allows it. */
    @Override
    public int count(Setting setting, FamilyState state, int seat) {
      return setting.denounce() && talkAllowed(state) ? setting.denounces(seat).size() : 0;
    }

    @Override
    public Denounce at(Setting setting, FamilyState state, int seat, int index) {
      return setting.denounces(seat).get(index);
    }

    @Override
    public void perform(Setting setting, Workspace<FamilyState> work, Denounce denounce) {
      int team = denounce.team();
      int code = SignalWords.codeOf(denounce.word());
      int sign = work.get(SIGN_WORDS[team]);
      boolean right = sign == code
          && (code != SignalWords.SPELLED || work.get(SIGNS).spelled().get(team).equals(denounce.word()));
      if (right) {
        work.set(SIGN_WORDS[team], 0);
        work.set(SIGNS, work.get(SIGNS).denounced(team));
      }
      FamilyEvents.DENOUNCED.write(work.log(), denounce.seat(), denounce.team(), code, right ? 1 : 0);
      FamilyEvents.spell(work.log(), code, denounce.word());
    }
  };

  /**
   * {@return why {@code action}, which carries {@code word}, has no record line that reads back as
   * itself, if it has none} (C-9): the word must be a word of the record alphabet and the line must
   * fit. A signal word always is one; the line is only written for a word long enough to come near
   * the limit, so that a sign costs no string in a playout.
   */
  private static Optional<String> unwritable(Setting setting, FamilyAction action, String word) {
    if (SignalWords.codeOf(word) != SignalWords.SPELLED) {
      return Optional.empty();
    }
    Optional<String> problem = Alphabet.wordProblem(word);
    if (problem.isEmpty() && word.length() > Alphabet.MAX_LINE - LONGEST_PREFIX) {
      problem = Alphabet.lengthProblem(RecordWriter.line(setting.rules(), action).length());
    }
    return problem.map(p -> "cannot be written on a record line: " + p);
  }
}
