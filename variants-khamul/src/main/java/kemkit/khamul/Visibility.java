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
