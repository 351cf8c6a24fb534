package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;

/**
 * An independent, deliberately plain model of one seat's memory (H-15) for the property tests:
 * slot by slot, per hand, fed only with the events that seat sees. It shares no code with {@link
 * Memory}, which keeps knowledge per card instead; the two must always agree.
 */
final class ReferenceMemory {

  private final int seat;
  private List<List<Optional<Card>>> hands = new ArrayList<>();
  private List<List<Optional<Card>>> revealed = new ArrayList<>();
  private Optional<Card> held = Optional.empty();

  ReferenceMemory(int seat, int players) {
    this.seat = seat;
    for (int i = 0; i < players; i++) {
      hands.add(new ArrayList<>());
    }
  }

  /** Follows one event of the seat's own stream. */
  void on(KhamulEvent event) {
    if (event instanceof KhamulEvent.Dealt dealt) {
      hands = new ArrayList<>();
      for (int size : dealt.handSizes()) {
        hands.add(new ArrayList<>(Collections.nCopies(size, Optional.empty())));
      }
      held = Optional.empty();
    } else if (event instanceof KhamulEvent.Peeked peeked && peeked.seat() == seat) {
      hands.get(seat).set(peeked.first(), peeked.firstCard());
      hands.get(seat).set(peeked.second(), peeked.secondCard());
    } else if (event instanceof KhamulEvent.Drew drew) {
      held = drew.card();
    } else if (event instanceof KhamulEvent.Took took) {
      held = Optional.of(took.card());
    } else if (event instanceof KhamulEvent.Discarded) {
      held = Optional.empty();
    } else if (event instanceof KhamulEvent.Swapped swapped) {
      hands.get(swapped.seat()).set(swapped.slot(), swapped.in());
      held = Optional.empty();
    } else if (event instanceof KhamulEvent.Looked looked && looked.card().isPresent()) {
      hands.get(looked.seat()).set(looked.slot(), looked.card());
    } else if (event instanceof KhamulEvent.KingSwapped swap) {
      Optional<Card> mine = hands.get(swap.seat()).get(swap.slot());
      Optional<Card> theirs = hands.get(swap.target()).get(swap.targetSlot());
      hands.get(swap.seat()).set(swap.slot(), swap.received().isPresent() ? swap.received() : theirs);
      hands.get(swap.target()).set(swap.targetSlot(), mine);
    } else if (event instanceof KhamulEvent.DrewFaceDown drew) {
      hands.get(drew.seat()).add(Optional.empty());
    } else if (event instanceof KhamulEvent.Snapped snapped) {
      if (snapped.matched()) {
        hands.get(snapped.seat()).remove(snapped.slot());
      } else {
        hands.get(snapped.seat()).set(snapped.slot(), Optional.of(snapped.card()));
      }
    } else if (event instanceof KhamulEvent.Rearranged rearranged) {
      List<Optional<Card>> old = hands.get(rearranged.seat());
      List<Optional<Card>> now = new ArrayList<>();
      for (int i = 0; i < old.size(); i++) {
        now.add(rearranged.permutation().isPresent() ? old.get(rearranged.permutation().get().get(i)) : Optional.empty());
      }
      hands.set(rearranged.seat(), now);
    } else if (event instanceof KhamulEvent.Revealed shown) {
      revealed = new ArrayList<>();
      for (ImmutableList<Card> hand : shown.hands()) {
        revealed.add(new ArrayList<>(hand.stream().map(Optional::of).toList()));
      }
      held = Optional.empty();
    } else if (event instanceof KhamulEvent.RoundScored) {
      for (List<Optional<Card>> hand : hands) {
        hand.clear();
      }
    } else if (event instanceof KhamulEvent.GameEnded) {
      hands = revealed;
    }
  }

  /** {@return what the seat remembers, per hand, slot by slot} */
  List<List<Optional<Card>>> hands() {
    return hands;
  }

  /** {@return the held card the seat knows} */
  Optional<Card> held() {
    return held;
  }
}
