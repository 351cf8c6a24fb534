package kemkit.family;

import static kemkit.family.FamilyState.DEALER;
import static kemkit.family.FamilyState.PHASE;
import static kemkit.family.FamilyState.ROUND;
import static kemkit.family.FamilyState.SCORES;
import static kemkit.family.FamilyState.SWEEP_DEBTOR;
import static kemkit.family.FamilyState.TALK;

import com.google.common.collect.ImmutableList;
import java.util.OptionalInt;
import kemkit.kit.state.Workspace;

/** Scores, the end of a round and the next dealer (C-8, K-23), and the end of the game (K-24). */
final class Scoring {

  private Scoring() {}

  /** Adds {@code points} (negative for a loss) to {@code team}'s score. */
  static void score(Workspace<FamilyState> work, int team, int points) {
    ImmutableList<Integer> scores = work.get(SCORES);
    ImmutableList.Builder<Integer> out = ImmutableList.builderWithExpectedSize(scores.size());
    for (int i = 0; i < scores.size(); i++) {
      out.add(i == team ? scores.get(i) + points : scores.get(i));
    }
    work.set(SCORES, out.build());
    FamilyEvents.SCORED.write(work.log(), team, points);
  }

  /** Adds {@code points} to every team but {@code team}. */
  static void scoreOthers(Setting setting, Workspace<FamilyState> work, int team, int points) {
    for (int other = 0; other < setting.teams(); other++) {
      if (other != team) {
        score(work, other, points);
      }
    }
  }

  /**
   * Ends the round: either the game is won (K-24), and the hands, table and piles stay as they
   * were so that the end can be checked, or every card is gathered and the next round, dealt by
   * the next seat clockwise, waits for its deck order (C-8, K-23).
   */
  static void endRound(Setting setting, Workspace<FamilyState> work) {
    ImmutableList<Integer> scores = work.get(SCORES);
    FamilyEvents.ROUND_ENDED.write(work.log(), work.get(ROUND), scores.size());
    FamilyEvents.scores(work.log(), scores);
    OptionalInt winner = setting.options().winner(scores);
    if (winner.isPresent()) {
      // Nothing is owed any more: a show or a sweep answer would be refused GAME_OVER anyway.
      work.set(TALK, work.get(TALK).settled());
      work.set(SWEEP_DEBTOR, OptionalInt.empty());
      // The state names the winner from its scores (K-24): only the event needs it here.
      work.set(PHASE, Phase.OVER);
      FamilyEvents.GAME_ENDED.write(work.log(), winner.getAsInt(), scores.size());
      FamilyEvents.scores(work.log(), scores);
      return;
    }
    // Every part of the round starts again (C-8): the schema says which.
    work.newRound();
    work.set(ROUND, work.get(ROUND) + 1);
    work.set(DEALER, (work.get(DEALER) + 1) % setting.seats());
    work.set(PHASE, Phase.DEALING);
  }

  /**
   * Ends the round if its scores so far win the game (K-24), for a resolution after which the
   * round would go on; {@return whether it did}
   */
  static boolean endRoundIfWon(Setting setting, Workspace<FamilyState> work) {
    if (setting.options().winner(work.get(SCORES)).isEmpty()) {
      return false;
    }
    endRound(setting, work);
    return true;
  }
}
