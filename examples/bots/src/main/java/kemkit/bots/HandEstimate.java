package kemkit.bots;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.khamul.CardValues;
import kemkit.khamul.KhamulView;

/**
 * What one Khamul seat can reckon of every hand from its memory (H-15): the known cards' values,
 * and for each slot it does not know, the mean value of the cards it has not seen anywhere (H-2).
 */
final class HandEstimate {

  private final KhamulView view;
  private final double unseenMean;

  private HandEstimate(KhamulView view, double unseenMean) {
    this.view = view;
    this.unseenMean = unseenMean;
  }

  /** {@return the estimate of {@code view}'s seat} */
  static HandEstimate of(KhamulView view) {
    boolean[] seen = new boolean[Card.COUNT];
    for (Card card : view.discard()) {
      seen[card.index()] = true;
    }
    view.held().ifPresent(card -> seen[card.index()] = true);
    for (ImmutableList<Optional<Card>> hand : view.memory()) {
      for (Optional<Card> slot : hand) {
        slot.ifPresent(card -> seen[card.index()] = true);
      }
    }
    int total = 0;
    int count = 0;
    for (int i = 0; i < Card.COUNT; i++) {
      if (!seen[i]) {
        total += CardValues.of(Card.byIndex(i));
        count++;
      }
    }
    return new HandEstimate(view, count == 0 ? 6.5 : (double) total / count);
  }

  /** {@return the mean value of a card this seat has not seen: what an unknown slot is worth} */
  double unseenMean() {
    return unseenMean;
  }

  /** {@return what {@code slot} of {@code seat}'s hand is worth, known or expected} */
  double slotValue(int seat, int slot) {
    return view.known(seat, slot).map(card -> (double) CardValues.of(card)).orElse(unseenMean);
  }

  /** {@return what {@code seat}'s hand is worth, known cards plus expected unknown ones} */
  double handValue(int seat) {
    double value = 0;
    for (int slot = 0; slot < view.handSizes().get(seat); slot++) {
      value += slotValue(seat, slot);
    }
    return value;
  }

  /** {@return how many slots of {@code seat}'s hand this seat does not know} */
  int unknownSlots(int seat) {
    int unknown = 0;
    for (Optional<Card> slot : view.memory().get(seat)) {
      unknown += slot.isEmpty() ? 1 : 0;
    }
    return unknown;
  }

  /** {@return the value of the known cards of this seat's own hand} */
  int knownOwnValue() {
    int value = 0;
    for (Optional<Card> slot : view.ownHand()) {
      value += slot.map(CardValues::of).orElse(0);
    }
    return value;
  }

  /**
   * {@return the opponent most likely to win the round: the announcer if there is one, else the
   * lowest expected hand, the lowest total breaking ties}
   */
  int leader() {
    if (view.announcer().isPresent() && view.announcer().get() != view.seat()) {
      return view.announcer().get();
    }
    int best = -1;
    for (int seat = 0; seat < view.handSizes().size(); seat++) {
      if (seat == view.seat()) {
        continue;
      }
      if (best < 0 || handValue(seat) < handValue(best)
          || (handValue(seat) == handValue(best) && view.scores().get(seat) < view.scores().get(best))) {
        best = seat;
      }
    }
    return best;
  }
}
