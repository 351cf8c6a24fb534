package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import kemkit.card.Card;
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
    if (change.recording) {
      ImmutableList.Builder<ImmutableList<Card>> revealed = ImmutableList.builderWithExpectedSize(players);
      for (int seat = 0; seat < players; seat++) {
        revealed.add(change.hand(seat).cards());
      }
      change.emit(new KhamulEvent.Revealed(revealed.build()));
    }

    int[] roundScores = new int[players];
    ImmutableList.Builder<Integer> totals = ImmutableList.builderWithExpectedSize(players);
    boolean reached = false;
    for (int seat = 0; seat < players; seat++) {
      roundScores[seat] = roundScore(change, seat, lowest);
      int total = change.scores().get(seat) + roundScores[seat];
      reached |= total >= change.options.target();
      totals.add(total);
    }
    change.setScores(totals.build());
    if (change.recording) {
      // The round's scores and the marked seats are told, never kept: made for the events only.
      ImmutableList.Builder<Integer> round = ImmutableList.builderWithExpectedSize(players);
      ImmutableSet.Builder<Integer> marked = ImmutableSet.builder();
      for (int seat = 0; seat < players; seat++) {
        round.add(roundScores[seat]);
        if ((change.marked & (1 << seat)) != 0) {
          marked.add(seat);
        }
      }
      change.emit(new KhamulEvent.RoundScored(change.round, round.build(), change.scores(), marked.build()));
    }

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
    KhamulOptions options = change.options;
    Hand hand = change.hand(seat);
    int score = hand.value() == lowest ? 0 : hand.value();
    if (change.announcement.isPresent() && change.announcement.get().seat() == seat
        && change.announcement.get().isFalse()) {
      score += options.falseAnnouncementPenalty();
    }
    if ((change.marked & (1 << seat)) != 0) {
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
    change.markOnDraw = false;
    if (change.recording) {
      change.emit(new KhamulEvent.GameEnded(change.state().winners(), change.scores()));
    }
  }

  /**
   * Gathers every card and waits for the next round's deck order (C-8); the round's winner starts
   * it: the lowest round score, ties going to the first clockwise from this round's starter (H-6).
   */
  private static void nextRound(Transition change, int[] roundScores) {
    int players = change.players();
    int next = change.starter;
    for (int step = 1; step < players; step++) {
      int seat = (change.starter + step) % players;
      if (roundScores[seat] < roundScores[next]) {
        next = seat;
      }
    }
    change.round++;
    change.setPhase(Phase.AWAITING_DEAL);
    for (int seat = 0; seat < players; seat++) {
      change.setHand(seat, Hand.empty());
    }
    change.setStock(Pile.empty());
    change.setDiscard(Pile.empty());
    change.setHeld(Optional.empty());
    change.setPower(Optional.empty());
    change.turn = next;
    change.starter = next;
    change.peeked = 0;
    change.setAnnouncement(Optional.empty());
    change.marked = 0;
    change.markOnDraw = false;
    change.setPendingDraw(Optional.empty());
    change.setMemory(Memory.none());
  }
}
