package kemkit.family;

import static kemkit.family.Rejections.describe;
import static kemkit.family.Rejections.who;
import static kemkit.family.Rejections.reject;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;
import kemkit.family.FamilyAction.Call;
import kemkit.family.FamilyAction.Counter;
import kemkit.family.FamilyAction.DoubleCounter;
import kemkit.family.FamilyAction.DoubleKems;
import kemkit.family.FamilyAction.KemsCall;
import kemkit.family.FamilyAction.Show;
import kemkit.family.FamilyEvent.Called;
import kemkit.family.FamilyEvent.CardsShown;
import kemkit.family.FamilyEvent.CounterBeaten;
import kemkit.family.FamilyEvent.HandShown;
import kemkit.family.FamilyEvent.SeatBarred;
import kemkit.family.FamilyEvent.ShowOwed;
import kemkit.family.FamilyOptions.CounterTarget;
import kemkit.family.FamilyOptions.FalseCounter;
import kemkit.family.FamilyOptions.FalseDouble;
import kemkit.family.FamilyOptions.FalseDoubleCounter;
import kemkit.family.FamilyOptions.FalseKems;
import kemkit.family.FamilyState.OwedShow;
import kemkit.family.FamilyState.Shown;
import kemkit.game.Outcome;
import kemkit.game.RejectionCode;
import kemkit.seat.Seating;

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

  // The predicates of the checks below: LegalActions lists calls when the same ones hold.

  /** {@return whether calls may be made: play goes on and no seat owes an exchange (K-11, K-21)} */
  static boolean callsOpen(FamilyState state) {
    return state.phase() == Phase.PLAY && state.sweepDebtor().isEmpty();
  }

  /** {@return whether {@code team}'s sign was denounced and it may not call until it signs again (K-15)} */
  static boolean signFound(FamilyState state, int team) {
    return state.signsFound().contains(team);
  }

  /** {@return whether {@code seat} made a wrong counter and may not counter again this round (K-18)} */
  static boolean barredFromCounters(FamilyState state, int seat) {
    return state.barred().contains(seat);
  }

  /** {@return whether {@code seat} owes the show now (K-18): the one check of {@link #show}'s phase} */
  static boolean owesShow(FamilyState state, int seat) {
    return state.phase() == Phase.SHOW_OWED && state.owedShow().isPresent() && state.owedShow().get().seat() == seat;
  }

  /** Checks a call in §R order, then resolves it. */
  static Outcome<FamilyState, FamilyEvent> call(FamilyRules rules, FamilyState state, Call call) {
    int seat = call.seat();
    Seating seating = state.seating();
    int team = seating.teamOf(seat);
    FamilyOptions options = rules.options();
    boolean counter = call instanceof Counter || call instanceof DoubleCounter;
    if (call.dialect() != rules.dialect()) {
      return reject(state, RejectionCode.NOT_ALLOWED, "K-20", seat,
          "'%s' is not a call of %s: it says '%s'", call.verb(), rules.game(), verbIn(rules.dialect(), call));
    }
    if (call instanceof DoubleCounter && !options.doubleCounter()) {
      return reject(state, RejectionCode.NOT_ALLOWED, "K-19", seat,
          "this game has no '%s': double counters are an option, and it is off", call.verb());
    }
    if (!callsOpen(state)) {
      if (state.sweepDebtor().isPresent() && state.phase() == Phase.PLAY) {
        int debtor = state.sweepDebtor().getAsInt();
        return reject(state, RejectionCode.WRONG_PHASE, "K-11", seat, "{you} cannot call now: "
            + who(debtor, seat, false) + " refused a sweep and "
            + (debtor == seat ? "{owes|owe}" : "owes") + " an exchange first; calls wait until it is made");
      }
      return reject(state, RejectionCode.WRONG_PHASE, "K-21", seat, "{you} cannot call now: " + describe(state, seat)
          + "; calls wait for play to go on");
    }
    if (signFound(state, team)) {
      return reject(state, RejectionCode.BARRED, "K-15", seat, "{you} cannot call: {your} team's sign was denounced,"
          + " and a team calls again only once it sets a new sign");
    }
    if (counter && barredFromCounters(state, seat)) {
      return reject(state, RejectionCode.BARRED, "K-18", seat,
          "{you} made a wrong counter this round: a wrong counter bars {you} from countering until the round ends");
    }
    if (!counter) {
      Optional<Outcome<FamilyState, FamilyEvent>> refused = checkPartner(state, call);
      if (refused.isPresent()) {
        return refused.get();
      }
      int partner = partnerOf(seating, call);
      Transition t = Transition.begin(rules, state);
      if (call instanceof KemsCall kems) {
        kems(t, kems, partner);
      } else {
        doubleKems(t, (DoubleKems) call, partner);
      }
      return t.accepted();
    }
    Optional<Outcome<FamilyState, FamilyEvent>> refused = checkOpponent(rules, state, call);
    if (refused.isPresent()) {
      return refused.get();
    }
    Transition t = Transition.begin(rules, state);
    if (call instanceof Counter c) {
      counter(t, c);
    } else {
      doubleCounter(t, (DoubleCounter) call);
    }
    return t.accepted();
  }

  // --- targets (K-20) --------------------------------------------------------------------------

  private static Optional<Outcome<FamilyState, FamilyEvent>> checkPartner(FamilyState state, Call call) {
    Seating seating = state.seating();
    int seat = call.seat();
    if (call.target().isEmpty()) {
      return seating.teamSize() == 2 ? Optional.empty() : Optional.of(reject(state, RejectionCode.BAD_TARGET, "K-20",
          seat, "'%s' names no partner: in a team of %s it must name the partner it means", call.verb(),
          seating.teamSize()));
    }
    int partner = call.target().getAsInt();
    if (!seating.isSeat(partner)) {
      return Optional.of(reject(state, RejectionCode.NO_SUCH_SEAT, "K-20", seat,
          "there is no seat " + partner + " (seats 0 to " + (seating.seats() - 1) + "): '%s' names {your} partner",
          call.verb()));
    }
    if (partner == seat) {
      return Optional.of(reject(state, RejectionCode.BAD_TARGET, "K-20", seat,
          "seat " + seat + " is {the caller|you}: '%s' names {your} partner", call.verb()));
    }
    if (seating.teamOf(partner) != seating.teamOf(seat)) {
      return Optional.of(reject(state, RejectionCode.BAD_TARGET, "K-20", seat,
          "seat " + partner + " is an opponent: '%s' names {your} partner", call.verb()));
    }
    return Optional.empty();
  }

  /**
   * {@return the named teammate, or else the only one in a team of two} A team's seats sit {@code
   * teams} apart (K-1): no set of partners to build for every call.
   */
  private static int partnerOf(Seating seating, Call call) {
    if (call.target().isPresent()) {
      return call.target().getAsInt();
    }
    int lowest = seating.teamOf(call.seat());
    return lowest == call.seat() ? lowest + seating.teams() : lowest;
  }

  private static Optional<Outcome<FamilyState, FamilyEvent>> checkOpponent(FamilyRules rules, FamilyState state, Call call) {
    Seating seating = state.seating();
    int seat = call.seat();
    boolean teams = rules.dialect().countersNameTeams();
    if (call.target().isEmpty() && !aimsAtTheOtherTeam(rules, seating, call)) {
      return Optional.of(reject(state, RejectionCode.BAD_TARGET, "K-20", seat, teams
          ? "'%s' names no team: with more than two teams it must name the opposing team it means"
          : "'%s' names no seat: it must name the opponent it means", call.verb()));
    }
    if (call.target().isEmpty()) {
      return Optional.empty();
    }
    int target = call.target().getAsInt();
    if (teams ? !seating.isTeam(target) : !seating.isSeat(target)) {
      return Optional.of(reject(state, RejectionCode.NO_SUCH_SEAT, "K-20", seat, teams
          ? "there is no team " + target + " (teams 0 to " + (seating.teams() - 1) + "): '%s' names an opposing team"
          : "there is no seat " + target + " (seats 0 to " + (seating.seats() - 1) + "): '%s' names an opponent",
          call.verb()));
    }
    int targetTeam = teams ? target : seating.teamOf(target);
    if (targetTeam == seating.teamOf(seat)) {
      return Optional.of(reject(state, RejectionCode.BAD_TARGET, "K-20", seat, teams
          ? "team " + target + " is {your} own team: '%s' names an opposing team"
          : (target == seat ? "seat " + target + " is {the caller|you}" : "seat " + target + " is {your} partner")
              + ": '%s' names an opponent", call.verb()));
    }
    return Optional.empty();
  }

  /**
   * {@return whether {@code call} is a bare {@code cut} or {@code double-cut} that aims at the only
   * opposing team} Implements rules.md K-20a (seed 002 asks for the team only "in a game with more
   * than two teams").
   */
  private static boolean aimsAtTheOtherTeam(FamilyRules rules, Seating seating, Call call) {
    return call.target().isEmpty() && rules.dialect().countersNameTeams() && seating.teams() == 2;
  }

  // --- resolutions -----------------------------------------------------------------------------

  /** K-16: teammate {@code partner} holds a Kem's. */
  private static void kems(Transition t, KemsCall call, int partner) {
    boolean right = t.hands.hasKems(partner);
    Called.write(t.log, call, right);
    showHand(t, partner);
    int team = t.teamOf(call.seat());
    if (right) {
      Scoring.score(t, team, t.options.kemsPoints());
    } else {
      falseKems(t, team);
    }
    Scoring.endRound(t);
  }

  private static void falseKems(Transition t, int team) {
    if (t.options.falseKems() == FalseKems.OPPONENTS_SCORE) {
      Scoring.scoreOthers(t, team, t.options.kemsPoints());
    } else {
      Scoring.score(t, team, -t.options.kemsPoints());
    }
  }

  /** K-17, K-22: the caller and {@code partner} both hold a Kem's. */
  private static void doubleKems(Transition t, DoubleKems call, int partner) {
    int seat = call.seat();
    boolean right = t.hands.hasKems(seat) && t.hands.hasKems(partner);
    Called.write(t.log, call, right);
    showHand(t, seat);
    showHand(t, partner);
    int team = t.teamOf(seat);
    int value = t.options.doubleValue();
    if (right) {
      Scoring.score(t, team, t.options.allFourBonus() && everySeatHasKems(t) ? 2 * value : value);
    } else if (t.options.falseDouble() == FalseDouble.AS_SINGLE) {
      falseKems(t, team);
    } else if (t.options.falseDouble() == FalseDouble.OPPONENTS_SCORE_DOUBLE) {
      Scoring.scoreOthers(t, team, value);
    } else {
      Scoring.score(t, team, -value);
    }
    Scoring.endRound(t);
  }

  private static boolean everySeatHasKems(Transition t) {
    for (int seat = 0; seat < t.seats(); seat++) {
      if (!t.hands.hasKems(seat)) {
        return false;
      }
    }
    return true;
  }

  /** K-18: an opponent (the named seat, or the whole named team) holds a Kem's. */
  private static void counter(Transition t, Counter call) {
    int seat = call.seat();
    int team = t.teamOf(seat);
    Target target = Target.of(t, call);
    int holders = kemsIn(t, target.team());
    boolean right = t.options.counterTarget() == CounterTarget.PLAYER && target.seat().isPresent()
        ? t.hands.hasKems(target.seat().getAsInt())
        : holders >= 1;
    Called.write(t.log, call, right);
    int points = t.options.counterPoints();
    if (right && t.options.counterBeatenByDouble() && holders >= 2) {
      CounterBeaten.write(t.log, target.team());
      return;
    }
    if (right) {
      showHands(t, target.shown(t));
      Scoring.score(t, team, points);
      Scoring.endRound(t);
      return;
    }
    FalseCounter cost = t.options.falseCounter();
    if (cost.endsRound()) {
      showHands(t, target.shown(t));
    }
    if (cost.barsCaller()) {
      t.barred = Immutables.with(t.barred, seat);
      SeatBarred.write(t.log, seat);
    }
    if (cost.callerLoses()) {
      Scoring.score(t, team, -points);
    }
    if (cost.targetScores()) {
      Scoring.score(t, target.team(), points);
    }
    if (cost.endsRound()) {
      Scoring.endRound(t);
      return;
    }
    if (Scoring.endRoundIfWon(t)) {
      return;
    }
    if (cost.showsTwoCards() && target.seat().isPresent()) {
      int shower = target.seat().getAsInt();
      t.phase = Phase.SHOW_OWED;
      t.owedShow = Optional.of(new OwedShow(shower, seat));
      ShowOwed.write(t.log, shower, seat);
    }
  }

  /** K-19: at least two members of the target's team hold a Kem's. */
  private static void doubleCounter(Transition t, DoubleCounter call) {
    int team = t.teamOf(call.seat());
    Target target = Target.of(t, call);
    boolean right = kemsIn(t, target.team()) >= 2;
    Called.write(t.log, call, right);
    showHands(t, t.rules.seating().members(target.team()));
    int value = t.options.doubleValue();
    if (right) {
      Scoring.score(t, team, value);
    } else if (t.options.falseDoubleCounter() == FalseDoubleCounter.CALLER_LOSES_DOUBLE) {
      Scoring.score(t, team, -value);
    } else {
      Scoring.score(t, target.team(), value);
    }
    Scoring.endRound(t);
  }

  /**
   * What a counter names: a team, and the seat when it names one ({@code counter X}; {@code cut
   * T} names only a team).
   */
  private record Target(int team, OptionalInt seat) {

    /** A bare cut (K-20a) names the other of two teams. */
    static Target of(Transition t, Call call) {
      int named = call.target().orElseGet(() -> 1 - t.teamOf(call.seat()));
      return t.rules.dialect().countersNameTeams()
          ? new Target(named, OptionalInt.empty())
          : new Target(t.teamOf(named), OptionalInt.of(named));
    }

    /** The hands a counter's resolution shows: the seat's (PLAYER) or the team's (TEAM). */
    ImmutableList<Integer> shown(Transition t) {
      return t.options.counterTarget() == CounterTarget.PLAYER && seat.isPresent()
          ? ImmutableList.of(seat.getAsInt())
          : t.rules.seating().members(team);
    }
  }

  private static int kemsIn(Transition t, int team) {
    int holders = 0;
    for (int seat = team; seat < t.seats(); seat += t.teams()) {
      if (t.hands.hasKems(seat)) {
        holders++;
      }
    }
    return holders;
  }

  /** Shows {@code seats}' hands to everyone: events only, the hands stay as they are. */
  private static void showHands(Transition t, ImmutableList<Integer> seats) {
    for (int i = 0; i < seats.size(); i++) {
      showHand(t, seats.get(i));
    }
  }

  /** Shows {@code seat}'s hand to everyone: an event only, the hand stays as it is. */
  private static void showHand(Transition t, int seat) {
    HandShown.write(t.log, seat, t.hands.four(seat));
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

  // --- show (K-18) -----------------------------------------------------------------------------

  /** {@code show C1 C2}: the owed show, two cards of different ranks, to the caller only. */
  static Outcome<FamilyState, FamilyEvent> show(FamilyRules rules, FamilyState state, Show show) {
    int seat = show.seat();
    Optional<OwedShow> owed = state.owedShow();
    if (!owesShow(state, seat)) {
      return reject(state, RejectionCode.WRONG_PHASE, "K-18", seat, "{you} {owes|owe} no show: " + describe(state, seat)
          + "; a show is owed only by the target of a wrong counter");
    }
    for (Card card : new Card[] {show.first(), show.second()}) {
      if (!state.hands().holds(seat, card)) {
        return reject(state, RejectionCode.NOT_IN_HAND, "K-18", seat, card + " is not in {your} hand: {you} {shows|show}"
            + " two cards of {your} own");
      }
    }
    if (show.first().rank() == show.second().rank()) {
      return reject(state, RejectionCode.BAD_ARGUMENT, "K-18", seat, show.first() + " and " + show.second()
          + " are of one rank: a show is two cards of different ranks");
    }
    ImmutableList<Card> cards = ImmutableList.of(show.first(), show.second());
    Transition t = Transition.begin(rules, state);
    t.shows = Immutables.append(state.shows(), new Shown(seat, owed.get().to(), cards));
    t.owedShow = Optional.empty();
    t.phase = Phase.PLAY;
    CardsShown.write(t.log, seat, owed.get().to(), cards);
    return t.accepted();
  }
}
