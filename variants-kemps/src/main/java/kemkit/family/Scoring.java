package kemkit.family;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.family.FamilyEvent.GameEnded;
import kemkit.family.FamilyEvent.RoundEnded;
import kemkit.family.FamilyEvent.Scored;

/** Scores, the end of a round and the next dealer (C-8, K-23), and the end of the game (K-24). */
final class Scoring {

  private Scoring() {}

  /** Adds {@code points} (negative for a loss) to {@code team}'s score. */
  static void score(Transition t, int team, int points) {
    t.scores = Immutables.replace(t.scores, team, t.scores.get(team) + points);
    Scored.write(t.log, team, points);
  }

  /** Adds {@code points} to every team but {@code team}. */
  static void scoreOthers(Transition t, int team, int points) {
    for (int other = 0; other < t.teams(); other++) {
      if (other != team) {
        score(t, other, points);
      }
    }
  }

  /**
   * Ends the round: either the game is won (K-24), and the hands, table and piles stay as they
   * were so that the end can be checked, or every card is gathered and the next round, dealt by
   * the next seat clockwise, waits for its deck order (C-8, K-23).
   */
  static void endRound(Transition t) {
    RoundEnded.write(t.log, t.round, t.scores);
    OptionalInt winner = winner(t.scores, t.options.target(), t.options.winBy());
    if (winner.isPresent()) {
      // Nothing is owed any more: a show or a sweep answer would be refused GAME_OVER anyway.
      t.owedShow = Optional.empty();
      t.proposal = Optional.empty();
      t.sweepDebtor = OptionalInt.empty();
      // The state names the winner from its scores (K-24): only the event needs it here.
      t.phase = Phase.OVER;
      GameEnded.write(t.log, winner.getAsInt(), t.scores);
      return;
    }
    Dealing.gather(t);
    t.round++;
    t.dealer = (t.dealer + 1) % t.seats();
    t.phase = Phase.DEALING;
  }

  /**
   * Ends the round if its scores so far win the game (K-24), for a resolution after which the
   * round would go on; {@return whether it did}
   */
  static boolean endRoundIfWon(Transition t) {
    if (winner(t.scores, t.options.target(), t.options.winBy()).isEmpty()) {
      return false;
    }
    endRound(t);
    return true;
  }

  /**
   * {@return the team whose score reaches {@code target} and leads every other team by at least
   * {@code winBy}, if any} At most one team can (K-24).
   */
  static OptionalInt winner(ImmutableList<Integer> scores, int target, int winBy) {
    for (int team = 0; team < scores.size(); team++) {
      int score = scores.get(team);
      if (score < target) {
        continue;
      }
      boolean leads = true;
      for (int other = 0; other < scores.size(); other++) {
        if (other != team && score - scores.get(other) < winBy) {
          leads = false;
          break;
        }
      }
      if (leads) {
        return OptionalInt.of(team);
      }
    }
    return OptionalInt.empty();
  }
}
