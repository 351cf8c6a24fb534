package kemkit.family;

import static kemkit.family.FamilyState.CARDS;
import static kemkit.family.FamilyState.PHASE;
import static kemkit.family.FamilyState.TALK;
import static kemkit.family.Rejections.describe;
import static kemkit.family.Rejections.refuse;
import static kemkit.family.Rejections.who;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.family.FamilyAction.Call;
import kemkit.family.FamilyAction.Counter;
import kemkit.family.FamilyAction.DoubleCounter;
import kemkit.family.FamilyAction.DoubleKems;
import kemkit.family.FamilyAction.KemsCall;
import kemkit.family.FamilyAction.Show;
import kemkit.family.FamilyOptions.CounterTarget;
import kemkit.family.FamilyOptions.FalseCounter;
import kemkit.family.FamilyOptions.FalseDouble;
import kemkit.family.FamilyOptions.FalseDoubleCounter;
import kemkit.family.FamilyOptions.FalseKems;
import kemkit.family.Setting.Aim;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.kit.rules.Verb;
import kemkit.kit.state.Workspace;

/**
 * Calls and their resolutions (K-16 to K-22): who may call when, whom a call may name, what it
 * shows and scores, and the {@code show} a wrong counter may owe.
 *
 * <p>A call whose resolution ends the round shows the hands it concerns to everyone. A call
 * after which the round goes on (a wrong counter that does not end it, a counter beaten by a
 * double) shows no hand: those hands stay in play, and the only cards revealed are the two a
 * {@code show} gives the caller.
 */
final class Calling {

  private Calling() {}

  /** {@return whether calls may be made: play goes on and no seat owes an exchange (K-11, K-21)} */
  static boolean callsOpen(FamilyState state) {
    return state.phase() == Phase.PLAY && state.sweepDebtor().isEmpty();
  }

  /** {@return whether {@code team}'s sign was denounced and it may not call until it signs again (K-15)} */
  static boolean signFound(FamilyState state, int team) {
    return state.signBook().found(team);
  }

  /** {@return whether {@code seat} made a wrong counter and may not counter again this round (K-18)} */
  static boolean barredFromCounters(FamilyState state, int seat) {
    return state.talk().barred(seat);
  }

  /** {@return whether {@code seat} owes the show now (K-18): the one check of {@link #SHOW}'s phase} */
  static boolean owesShow(FamilyState state, int seat) {
    Optional<OwedShow> owed = state.owedShow();
    return state.phase() == Phase.SHOW_OWED && owed.isPresent() && owed.get().seat() == seat;
  }

  /**
   * The four calls, one verb: checked in §R order, K-20's targets by {@link Setting#aim}, and a
   * seat's legal calls are those of {@link Setting#calls}, the ones whose aim is fine, while the
   * checks before the aim pass.
   */
  static final Verb<FamilyState, Call, Setting> CALL = new Verb<>() {
    @Override
    public Optional<Rejection> check(Setting setting, FamilyState state, Call call) {
      int seat = call.seat();
      boolean counter = Setting.isCounter(call);
      if (call.dialect() != setting.dialect()) {
        return refuse(RejectionCode.NOT_ALLOWED, "K-20", seat, "'%s' is not a call of %s: it says '%s'", call.verb(),
            setting.dialect().game(), verbIn(setting.dialect(), call));
      }
      if (call instanceof DoubleCounter && !setting.options().doubleCounter()) {
        return refuse(RejectionCode.NOT_ALLOWED, "K-19", seat,
            "this game has no '%s': double counters are an option, and it is off", call.verb());
      }
      if (!callsOpen(state)) {
        if (state.sweepDebtor().isPresent() && state.phase() == Phase.PLAY) {
          int debtor = state.sweepDebtor().getAsInt();
          return refuse(RejectionCode.WRONG_PHASE, "K-11", seat, "{you} cannot call now: "
              + who(debtor, seat, false) + " refused a sweep and "
              + (debtor == seat ? "{owes|owe}" : "owes") + " an exchange first; calls wait until it is made");
        }
        return refuse(RejectionCode.WRONG_PHASE, "K-21", seat, "{you} cannot call now: " + describe(state, seat)
            + "; calls wait for play to go on");
      }
      if (signFound(state, setting.teamOf(seat))) {
        return refuse(RejectionCode.BARRED, "K-15", seat, "{you} cannot call: {your} team's sign was denounced,"
            + " and a team calls again only once it sets a new sign");
      }
      if (counter && barredFromCounters(state, seat)) {
        return refuse(RejectionCode.BARRED, "K-18", seat,
            "{you} made a wrong counter this round: a wrong counter bars {you} from countering until the round ends");
      }
      return misaimed(setting, call);
    }

    @Override
    public int count(Setting setting, FamilyState state, int seat) {
      return callsOpen(state) && !signFound(state, setting.teamOf(seat))
          ? setting.calls(seat, barredFromCounters(state, seat)).size() : 0;
    }

    @Override
    public Call at(Setting setting, FamilyState state, int seat, int index) {
      return setting.calls(seat, barredFromCounters(state, seat)).get(index);
    }

    @Override
    public void perform(Setting setting, Workspace<FamilyState> work, Call call) {
      if (call instanceof KemsCall kems) {
        kems(setting, work, kems, partnerOf(setting, call));
      } else if (call instanceof DoubleKems doubleKems) {
        doubleKems(setting, work, doubleKems, partnerOf(setting, call));
      } else if (call instanceof Counter counter) {
        counter(setting, work, counter);
      } else {
        doubleCounter(setting, work, (DoubleCounter) call);
      }
    }
  };

  // --- targets (K-20) --------------------------------------------------------------------------

  /** {@return the refusal of whom {@code call} names, if its aim is not fine (K-20)} */
  private static Optional<Rejection> misaimed(Setting setting, Call call) {
    Aim aim = setting.aim(call);
    if (aim == Aim.FINE) {
      return Optional.empty();
    }
    int seat = call.seat();
    int named = call.target().orElse(-1);
    String whom = Setting.isCounter(call) ? "an opponent" : "{your} partner";
    return switch (aim) {
      case NO_PARTNER_NAMED -> refuse(RejectionCode.BAD_TARGET, "K-20", seat,
          "'%s' names no partner: in a team of %s it must name the partner it means", call.verb(),
          setting.seating().teamSize());
      case NO_TARGET_NAMED -> refuse(RejectionCode.BAD_TARGET, "K-20", seat, setting.dialect().countersNameTeams()
          ? "'%s' names no team: with more than two teams it must name the opposing team it means"
          : "'%s' names no seat: it must name the opponent it means", call.verb());
      case NO_SUCH_SEAT -> refuse(RejectionCode.NO_SUCH_SEAT, "K-20", seat, "there is no seat " + named
          + " (seats 0 to " + (setting.seats() - 1) + "): '%s' names " + whom, call.verb());
      case NO_SUCH_TEAM -> refuse(RejectionCode.NO_SUCH_SEAT, "K-20", seat, "there is no team " + named
          + " (teams 0 to " + (setting.teams() - 1) + "): '%s' names an opposing team", call.verb());
      case SELF -> refuse(RejectionCode.BAD_TARGET, "K-20", seat,
          "seat " + named + " is {the caller|you}: '%s' names " + whom, call.verb());
      case OPPONENT -> refuse(RejectionCode.BAD_TARGET, "K-20", seat,
          "seat " + named + " is an opponent: '%s' names {your} partner", call.verb());
      case PARTNER -> refuse(RejectionCode.BAD_TARGET, "K-20", seat,
          "seat " + named + " is {your} partner: '%s' names an opponent", call.verb());
      case OWN_TEAM -> refuse(RejectionCode.BAD_TARGET, "K-20", seat,
          "team " + named + " is {your} own team: '%s' names an opposing team", call.verb());
      case FINE -> Optional.empty();
    };
  }

  /**
   * {@return the named teammate, or else the only one in a team of two} A team's seats sit {@code
   * teams} apart (K-1): no set of partners to build for every call.
   */
  private static int partnerOf(Setting setting, Call call) {
    if (call.target().isPresent()) {
      return call.target().getAsInt();
    }
    int lowest = setting.teamOf(call.seat());
    return lowest == call.seat() ? lowest + setting.teams() : lowest;
  }

  private static String verbIn(Dialect dialect, Call call) {
    if (call instanceof KemsCall) {
      return dialect.kemsVerb();
    }
    if (call instanceof DoubleKems) {
      return dialect.doubleKemsVerb();
    }
    return call instanceof Counter ? dialect.counterVerb() : dialect.doubleCounterVerb();
  }

  // --- resolutions -----------------------------------------------------------------------------

  /** K-16: teammate {@code partner} holds a Kem's. */
  private static void kems(Setting setting, Workspace<FamilyState> work, KemsCall call, int partner) {
    boolean right = work.get(CARDS).hasKems(partner);
    FamilyEvents.called(work.log(), call, right);
    showHand(work, partner);
    int team = setting.teamOf(call.seat());
    if (right) {
      Scoring.score(work, team, setting.options().kemsPoints());
    } else {
      falseKems(setting, work, team);
    }
    Scoring.endRound(setting, work);
  }

  private static void falseKems(Setting setting, Workspace<FamilyState> work, int team) {
    FamilyOptions options = setting.options();
    if (options.falseKems() == FalseKems.OPPONENTS_SCORE) {
      Scoring.scoreOthers(setting, work, team, options.kemsPoints());
    } else {
      Scoring.score(work, team, -options.kemsPoints());
    }
  }

  /** K-17, K-22: the caller and {@code partner} both hold a Kem's. */
  private static void doubleKems(Setting setting, Workspace<FamilyState> work, DoubleKems call, int partner) {
    int seat = call.seat();
    Cards hands = work.get(CARDS);
    boolean right = hands.hasKems(seat) && hands.hasKems(partner);
    FamilyEvents.called(work.log(), call, right);
    showHand(work, seat);
    showHand(work, partner);
    int team = setting.teamOf(seat);
    FamilyOptions options = setting.options();
    int value = options.doubleValue();
    if (right) {
      Scoring.score(work, team, options.allFourBonus() && everySeatHasKems(setting, hands) ? 2 * value : value);
    } else if (options.falseDouble() == FalseDouble.AS_SINGLE) {
      falseKems(setting, work, team);
    } else if (options.falseDouble() == FalseDouble.OPPONENTS_SCORE_DOUBLE) {
      Scoring.scoreOthers(setting, work, team, value);
    } else {
      Scoring.score(work, team, -value);
    }
    Scoring.endRound(setting, work);
  }

  private static boolean everySeatHasKems(Setting setting, Cards hands) {
    for (int seat = 0; seat < setting.seats(); seat++) {
      if (!hands.hasKems(seat)) {
        return false;
      }
    }
    return true;
  }

  /** K-18: an opponent (the named seat, or the whole named team) holds a Kem's. */
  private static void counter(Setting setting, Workspace<FamilyState> work, Counter call) {
    int seat = call.seat();
    int team = setting.teamOf(seat);
    FamilyOptions options = setting.options();
    Target target = Target.of(setting, call);
    Cards hands = work.get(CARDS);
    int holders = kemsIn(setting, hands, target.team());
    boolean right = options.counterTarget() == CounterTarget.PLAYER && target.namesSeat()
        ? hands.hasKems(target.seat())
        : holders >= 1;
    FamilyEvents.called(work.log(), call, right);
    int points = options.counterPoints();
    if (right && options.counterBeatenByDouble() && holders >= 2) {
      FamilyEvents.COUNTER_BEATEN.write(work.log(), target.team());
      return;
    }
    if (right) {
      target.showHands(setting, work);
      Scoring.score(work, team, points);
      Scoring.endRound(setting, work);
      return;
    }
    FalseCounter cost = options.falseCounter();
    if (cost.endsRound()) {
      target.showHands(setting, work);
    }
    if (cost.barsCaller()) {
      work.set(TALK, work.get(TALK).withBarred(seat));
      FamilyEvents.SEAT_BARRED.write(work.log(), seat);
    }
    if (cost.callerLoses()) {
      Scoring.score(work, team, -points);
    }
    if (cost.targetScores()) {
      Scoring.score(work, target.team(), points);
    }
    if (cost.endsRound()) {
      Scoring.endRound(setting, work);
      return;
    }
    if (Scoring.endRoundIfWon(setting, work)) {
      return;
    }
    if (cost.showsTwoCards() && target.namesSeat()) {
      int shower = target.seat();
      work.set(PHASE, Phase.SHOW_OWED);
      work.set(TALK, work.get(TALK).withOwedShow(Optional.of(new OwedShow(shower, seat))));
      FamilyEvents.SHOW_OWED.write(work.log(), shower, seat);
    }
  }

  /** K-19: at least two members of the target's team hold a Kem's. */
  private static void doubleCounter(Setting setting, Workspace<FamilyState> work, DoubleCounter call) {
    int team = setting.teamOf(call.seat());
    Target target = Target.of(setting, call);
    boolean right = kemsIn(setting, work.get(CARDS), target.team()) >= 2;
    FamilyEvents.called(work.log(), call, right);
    showTeam(setting, work, target.team());
    FamilyOptions options = setting.options();
    int value = options.doubleValue();
    if (right) {
      Scoring.score(work, team, value);
    } else if (options.falseDoubleCounter() == FalseDoubleCounter.CALLER_LOSES_DOUBLE) {
      Scoring.score(work, team, -value);
    } else {
      Scoring.score(work, target.team(), value);
    }
    Scoring.endRound(setting, work);
  }

  /**
   * What a counter names: a team, and the seat when it names one ({@code counter X}; {@code cut
   * T} names only a team, and its seat is -1).
   */
  private record Target(int team, int seat) {

    /** A bare cut (K-20a) names the other of two teams. */
    static Target of(Setting setting, Call call) {
      int named = call.target().isPresent() ? call.target().getAsInt() : 1 - setting.teamOf(call.seat());
      return setting.dialect().countersNameTeams()
          ? new Target(named, -1)
          : new Target(setting.teamOf(named), named);
    }

    boolean namesSeat() {
      return seat >= 0;
    }

    /** Shows the hands a counter's resolution shows: the seat's (PLAYER) or the team's (TEAM). */
    void showHands(Setting setting, Workspace<FamilyState> work) {
      if (setting.options().counterTarget() == CounterTarget.PLAYER && namesSeat()) {
        showHand(work, seat);
      } else {
        showTeam(setting, work, team);
      }
    }
  }

  private static int kemsIn(Setting setting, Cards hands, int team) {
    int holders = 0;
    for (int seat = team; seat < setting.seats(); seat += setting.teams()) {
      if (hands.hasKems(seat)) {
        holders++;
      }
    }
    return holders;
  }

  /** Shows the hands of {@code team}'s seats to everyone: events only, the hands stay as they are. */
  private static void showTeam(Setting setting, Workspace<FamilyState> work, int team) {
    // A team's seats sit `teams` apart (K-1), as Seating.members lists them, without a list.
    for (int seat = team; seat < setting.seats(); seat += setting.teams()) {
      showHand(work, seat);
    }
  }

  /** Shows {@code seat}'s hand to everyone: an event only, the hand stays as it is. */
  private static void showHand(Workspace<FamilyState> work, int seat) {
    FamilyEvents.HAND_SHOWN.write(work.log(), seat, work.get(CARDS).four(seat));
  }

  // --- show (K-18) -----------------------------------------------------------------------------

  /** {@code show C1 C2}: the owed show, two cards of different ranks, to the caller only. */
  static final Verb<FamilyState, Show, Setting> SHOW = new Verb<>() {
    @Override
    public Optional<Rejection> check(Setting setting, FamilyState state, Show show) {
      int seat = show.seat();
      if (!owesShow(state, seat)) {
        return refuse(RejectionCode.WRONG_PHASE, "K-18", seat, "{you} {owes|owe} no show: " + describe(state, seat)
            + "; a show is owed only by the target of a wrong counter");
      }
      for (Card card : new Card[] {show.first(), show.second()}) {
        if (!state.cards().holds(seat, card)) {
          return refuse(RejectionCode.NOT_IN_HAND, "K-18", seat, card + " is not in {your} hand: {you} {shows|show}"
              + " two cards of {your} own");
        }
      }
      if (show.first().rank() == show.second().rank()) {
        return refuse(RejectionCode.BAD_ARGUMENT, "K-18", seat, show.first() + " and " + show.second()
            + " are of one rank: a show is two cards of different ranks");
      }
      return Optional.empty();
    }

    /** Every ordered pair of the seat's cards of two ranks (K-18). */
    @Override
    public int count(Setting setting, FamilyState state, int seat) {
      if (!owesShow(state, seat)) {
        return 0;
      }
      Cards hands = state.cards();
      int size = hands.size(seat);
      int count = 0;
      for (int first = 0; first < size; first++) {
        for (int second = 0; second < size; second++) {
          if (rankAt(hands, seat, first) != rankAt(hands, seat, second)) {
            count++;
          }
        }
      }
      return count;
    }

    @Override
    public Show at(Setting setting, FamilyState state, int seat, int index) {
      Cards hands = state.cards();
      int size = hands.size(seat);
      int left = index;
      for (int first = 0; first < size; first++) {
        for (int second = 0; second < size; second++) {
          if (rankAt(hands, seat, first) != rankAt(hands, seat, second) && left-- == 0) {
            return new Show(seat, Card.byIndex(hands.indexAt(seat, first)), Card.byIndex(hands.indexAt(seat, second)));
          }
        }
      }
      throw new IndexOutOfBoundsException("index " + index + " is not below the number of shows seat " + seat
          + " may make");
    }

    @Override
    public void perform(Setting setting, Workspace<FamilyState> work, Show show) {
      int seat = show.seat();
      Talk talk = work.get(TALK);
      int to = talk.owedShow().orElseThrow().to();
      ImmutableList<Card> cards = ImmutableList.of(show.first(), show.second());
      work.set(TALK, talk.withShown(new Shown(seat, to, cards)));
      work.set(PHASE, Phase.PLAY);
      FamilyEvents.CARDS_SHOWN.write(work.log(), seat, to, Table.packed(cards));
    }
  };

  private static int rankAt(Cards hands, int seat, int slot) {
    return Card.byIndex(hands.indexAt(seat, slot)).rank().ordinal();
  }
}
