package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import kemkit.card.Card;

/**
 * What a seat may see: its view, built from the parts the seat may know and nothing else (its
 * stream of events is what the event schema's rows say it hears). Implements rules.md H-15 and C-6.
 */
final class Visibility {

  private Visibility() {}

  static KhamulView view(KhamulState state, int seat) {
    int players = state.players();
    ImmutableList.Builder<Integer> sizes = ImmutableList.builderWithExpectedSize(players);
    ImmutableList.Builder<ImmutableList<Optional<Card>>> memory = ImmutableList.builderWithExpectedSize(players);
    for (int other = 0; other < players; other++) {
      Hand hand = state.handOf(other);
      sizes.add(hand.size());
      memory.add(remembered(state.memory(), hand, seat));
    }
    Optional<Card> held = state.held().filter(card -> state.memory().knows(seat, card));
    ImmutableSet.Builder<Integer> peeked = ImmutableSet.builder();
    for (int other = 0; other < players; other++) {
      if (state.hasPeeked(other)) {
        peeked.add(other);
      }
    }
    return new KhamulView(seat, state.round(), state.phase(), state.turn(), state.starter(),
        sizes.build(), state.discard().cards(), state.stockSize(), held, state.power(),
        state.announcement().map(Announcement::seat), peeked.build(), state.isChanceDue(),
        state.scores(), memory.build());
  }

  /**
   * {@return what no seat hides (the public view, seat -1)} No hand's card is shown while the game
   * is in play, not even one every seat saw taken: which seats still know it is each seat's secret
   * (a rearrange keeps it from the others), and a spectator hears the take in the events. Once the
   * game is over every hand is shown: the last reveal showed them and they stay as they were (H-14).
   * The card held is shown when it was taken from the discard pile (H-15).
   */
  static KhamulView publicView(KhamulState state) {
    int players = state.players();
    boolean over = state.phase() == Phase.OVER;
    ImmutableList.Builder<Integer> sizes = ImmutableList.builderWithExpectedSize(players);
    ImmutableList.Builder<ImmutableList<Optional<Card>>> memory = ImmutableList.builderWithExpectedSize(players);
    for (int other = 0; other < players; other++) {
      Hand hand = state.handOf(other);
      sizes.add(hand.size());
      ImmutableList.Builder<Optional<Card>> slots = ImmutableList.builderWithExpectedSize(hand.size());
      for (int slot = 0; slot < hand.size(); slot++) {
        Card card = hand.get(slot);
        slots.add(over ? Optional.of(card) : Optional.empty());
      }
      memory.add(slots.build());
    }
    Optional<Card> held = state.phase() == Phase.HOLDING_TAKEN ? state.held() : Optional.empty();
    ImmutableSet.Builder<Integer> peeked = ImmutableSet.builder();
    for (int other = 0; other < players; other++) {
      if (state.hasPeeked(other)) {
        peeked.add(other);
      }
    }
    return new KhamulView(-1, state.round(), state.phase(), state.turn(), state.starter(),
        sizes.build(), state.discard().cards(), state.stockSize(), held, state.power(),
        state.announcement().map(Announcement::seat), peeked.build(), state.isChanceDue(),
        state.scores(), memory.build());
  }

  /** {@return slot by slot, the cards of {@code hand} that {@code seat} remembers} */
  private static ImmutableList<Optional<Card>> remembered(Memory memory, Hand hand, int seat) {
    ImmutableList.Builder<Optional<Card>> slots = ImmutableList.builderWithExpectedSize(hand.size());
    for (int slot = 0; slot < hand.size(); slot++) {
      Card card = hand.get(slot);
      slots.add(memory.knows(seat, card) ? Optional.of(card) : Optional.empty());
    }
    return slots.build();
  }
}
