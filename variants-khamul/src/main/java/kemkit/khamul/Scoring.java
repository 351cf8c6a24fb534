package kemkit.khamul;

import static kemkit.khamul.KhamulState.ANNOUNCEMENT;
import static kemkit.khamul.KhamulState.HANDS;
import static kemkit.khamul.KhamulState.MARKED;
import static kemkit.khamul.KhamulState.MARK_ON_DRAW;
import static kemkit.khamul.KhamulState.MEMORY;
import static kemkit.khamul.KhamulState.PHASE;
import static kemkit.khamul.KhamulState.ROUND;
import static kemkit.khamul.KhamulState.SCORES;
import static kemkit.khamul.KhamulState.STARTER;
import static kemkit.khamul.KhamulState.TURN;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.kit.state.Workspace;

/**
 * The reveal, the round scores, the next round's starter and the end of the game. Implements
 * rules.md H-13, H-14 and the later starters of H-6. The bottom mechanic: it calls no other.
 */
final class Scoring {

  private Scoring() {}

  /** Reveals every hand, scores the round, then starts the next round or ends the game. */
  static void endRound(KhamulOptions options, Workspace<KhamulState> work) {
    int players = work.seats(HANDS);
    int lowest = Integer.MAX_VALUE;
    for (int seat = 0; seat < players; seat++) {
      lowest = Math.min(lowest, work.get(HANDS, seat).value());
    }
    KhamulEvents.revealed(work.log(), players, seat -> work.get(HANDS, seat));

    int[] roundScores = new int[players];
    ImmutableList<Integer> before = work.get(SCORES);
    ImmutableList.Builder<Integer> totals = ImmutableList.builderWithExpectedSize(players);
    boolean reached = false;
    for (int seat = 0; seat < players; seat++) {
      roundScores[seat] = roundScore(options, work, seat, lowest);
      int total = before.get(seat) + roundScores[seat];
      reached |= total >= options.target();
      totals.add(total);
    }
    work.set(SCORES, totals.build());
    // The round's scores are told, never kept: they live in the event only.
    KhamulEvents.roundScored(work.log(), work.get(ROUND), roundScores, work.get(SCORES), work.get(MARKED));

    if (reached) {
      endGame(work);
    } else {
      nextRound(work, roundScores);
    }
  }

  /**
   * {@return a seat's round score: its hand value, or 0 for the lowest; plus the false
   * announcement penalty, the missed-announcement penalty, and the empty-hand bonus (H-13)}
   */
  private static int roundScore(KhamulOptions options, Workspace<KhamulState> work, int seat, int lowest) {
    Hand hand = work.get(HANDS, seat);
    int score = hand.value() == lowest ? 0 : hand.value();
    Optional<Announcement> announcement = work.get(ANNOUNCEMENT);
    if (announcement.isPresent() && announcement.get().seat() == seat && announcement.get().isFalse()) {
      score += options.falseAnnouncementPenalty();
    }
    if ((work.get(MARKED) & (1 << seat)) != 0) {
      score += options.missedPenalty();
    }
    if (hand.isEmpty()) {
      score += options.emptyHandBonus();
    }
    return score;
  }

  /** The game is over (H-14): the hands stay face up, known to every seat. */
  private static void endGame(Workspace<KhamulState> work) {
    work.set(PHASE, Phase.OVER);
    long cards = 0;
    int players = work.seats(HANDS);
    for (int seat = 0; seat < players; seat++) {
      Hand hand = work.get(HANDS, seat);
      for (int slot = 0; slot < hand.size(); slot++) {
        cards |= 1L << hand.get(slot).index();
      }
    }
    work.set(MEMORY, work.get(MEMORY).withKnownBy(cards, (1 << players) - 1));
    work.set(MARK_ON_DRAW, false);
    KhamulEvents.gameEnded(work.log(), winners(work.get(SCORES)), work.get(SCORES));
  }

  /** {@return the seats with the lowest total, a bit set (H-14)} */
  private static int winners(ImmutableList<Integer> totals) {
    int lowest = Integer.MAX_VALUE;
    for (int total : totals) {
      lowest = Math.min(lowest, total);
    }
    int winners = 0;
    for (int seat = 0; seat < totals.size(); seat++) {
      winners |= totals.get(seat) == lowest ? 1 << seat : 0;
    }
    return winners;
  }

  /**
   * Gathers every card and waits for the next round's deck order (C-8): every part of a round goes
   * back to its first value ({@link Workspace#newRound}); the round's winner starts it: the lowest
   * round score, ties going to the first clockwise from this round's starter (H-6).
   */
  private static void nextRound(Workspace<KhamulState> work, int[] roundScores) {
    int players = work.seats(HANDS);
    int starter = work.get(STARTER);
    int next = starter;
    for (int step = 1; step < players; step++) {
      int seat = (starter + step) % players;
      if (roundScores[seat] < roundScores[next]) {
        next = seat;
      }
    }
    work.newRound();
    work.set(ROUND, work.get(ROUND) + 1);
    work.set(PHASE, Phase.AWAITING_DEAL);
    work.set(TURN, next);
    work.set(STARTER, next);
  }
}
