package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.pile.Pile;

/**
 * The reveal, the round scores, the next round's starter and the end of the game. Implements
 * rules.md H-13, H-14 and the later starters of H-6.
 */
final class Scoring {

  private Scoring() {}

  /** Reveals every hand, scores the round, then starts the next round or ends the game. */
  static void endRound(Transition change) {
    int players = change.players();
    int lowest = Integer.MAX_VALUE;
    for (int seat = 0; seat < players; seat++) {
      lowest = Math.min(lowest, change.hand(seat).value());
    }
    change.events().revealed(players, change::hand);

    int[] roundScores = new int[players];
    ImmutableList.Builder<Integer> totals = ImmutableList.builderWithExpectedSize(players);
    boolean reached = false;
    for (int seat = 0; seat < players; seat++) {
      roundScores[seat] = roundScore(change, seat, lowest);
      int total = change.scores().get(seat) + roundScores[seat];
      reached |= total >= change.options().target();
      totals.add(total);
    }
    change.setScores(totals.build());
    // The round's scores are told, never kept: they live in the event only.
    change.events().roundScored(change.round(), roundScores, change.scores(), change.marked());

    if (reached) {
      endGame(change);
    } else {
      nextRound(change, roundScores);
    }
  }

  /**
   * {@return a seat's round score: its hand value, or 0 for the lowest; plus the false
   * announcement penalty, the missed-announcement penalty, and the empty-hand bonus (H-13)}
   */
  private static int roundScore(Transition change, int seat, int lowest) {
    KhamulOptions options = change.options();
    Hand hand = change.hand(seat);
    int score = hand.value() == lowest ? 0 : hand.value();
    Optional<Announcement> announcement = change.announcement();
    if (announcement.isPresent() && announcement.get().seat() == seat && announcement.get().isFalse()) {
      score += options.falseAnnouncementPenalty();
    }
    if ((change.marked() & (1 << seat)) != 0) {
      score += options.missedPenalty();
    }
    if (hand.isEmpty()) {
      score += options.emptyHandBonus();
    }
    return score;
  }

  /** The game is over (H-14): the hands stay face up, known to every seat. */
  private static void endGame(Transition change) {
    change.setPhase(Phase.OVER);
    long cards = 0;
    for (int seat = 0; seat < change.players(); seat++) {
      Hand hand = change.hand(seat);
      for (int slot = 0; slot < hand.size(); slot++) {
        cards |= 1L << hand.get(slot).index();
      }
    }
    change.setMemory(change.memory().withKnownBy(cards, Turns.everyone(change)));
    change.setMarkOnDraw(false);
    change.events().gameEnded(winners(change.scores()), change.scores());
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
   * Gathers every card and waits for the next round's deck order (C-8); the round's winner starts
   * it: the lowest round score, ties going to the first clockwise from this round's starter (H-6).
   */
  private static void nextRound(Transition change, int[] roundScores) {
    int players = change.players();
    int starter = change.starter();
    int next = starter;
    for (int step = 1; step < players; step++) {
      int seat = (starter + step) % players;
      if (roundScores[seat] < roundScores[next]) {
        next = seat;
      }
    }
    change.setRound(change.round() + 1);
    change.setPhase(Phase.AWAITING_DEAL);
    for (int seat = 0; seat < players; seat++) {
      change.setHand(seat, Hand.empty());
    }
    change.setStock(Pile.empty());
    change.setDiscard(Pile.empty());
    change.setHeld(Optional.empty());
    change.setPower(Optional.empty());
    change.setTurn(next);
    change.setStarter(next);
    change.setPeeked(0);
    change.setAnnouncement(Optional.empty());
    change.setMarked(0);
    change.setMarkOnDraw(false);
    change.setPendingDraw(Optional.empty());
    change.setMemory(Memory.none());
  }
}
