package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import kemkit.card.Card;
import kemkit.world.Guesses;
import kemkit.world.Worlds;

/**
 * Possible worlds of a Khamul game from one seat's view and history ({@link Worlds}): the sampler,
 * with Khamul's help in naming another seat's action from what the seat heard of it.
 *
 * <p>Another seat's {@code rearrange} is heard without its permutation (H-10, H-15): the seat only
 * learns that the hand's cards may now lie in any order. The sampler does not guess among the n!
 * orders. It starts from the identity (the legal list's rotation explains the step as well), and
 * where a later step shows a card of that hand somewhere the order found does not put it (a snap,
 * a swap, a black king, the reveal: H-8, H-9, H-13), it trades the two cards' places in the order
 * ({@link Guesses#traded}). Trades of two places reach every permutation, whatever the size of the
 * hand, and each trade is checked by replaying the round through the rules.
 */
public final class KhamulWorlds {

  private KhamulWorlds() {}

  /**
   * {@return the worlds of {@code rules}}
   *
   * @param rules a Khamul rule set
   */
  public static Worlds<KhamulState, KhamulAction, KhamulEvent, KhamulView> of(KhamulRules rules) {
    return Worlds.of(rules, guesses());
  }

  /** {@return Khamul's guesses: the order behind another seat's unseen rearrange, and its trades} */
  public static Guesses<KhamulState, KhamulAction, KhamulEvent> guesses() {
    return new Guesses<>() {
      @Override
      public ImmutableList<KhamulAction> actionsBehind(KhamulState state, ImmutableList<KhamulEvent> heard) {
        ImmutableList.Builder<KhamulAction> out = ImmutableList.builder();
        for (KhamulEvent event : heard) {
          if (event instanceof KhamulEvent.Rearranged r && r.permutation().isEmpty()) {
            // The identity: also the only order of a hand of one slot or none, which the legal
            // list leaves out (H-10).
            out.add(new KhamulAction.Rearrange(r.seat(),
                IntStream.range(0, state.hand(r.seat()).size()).boxed().collect(ImmutableList.toImmutableList())));
          }
        }
        return out.build();
      }

      @Override
      public Optional<KhamulAction> traded(KhamulState state, KhamulAction action, Card a, Card b) {
        if (!(action instanceof KhamulAction.Rearrange rearrange)) {
          return Optional.empty();
        }
        ImmutableList<Card> hand = state.hand(rearrange.seat());
        int from = hand.indexOf(a);
        int to = hand.indexOf(b);
        if (from < 0 || to < 0 || rearrange.permutation().size() != hand.size()) {
          return Optional.empty();
        }
        List<Integer> order = new ArrayList<>(rearrange.permutation());
        int i = order.indexOf(from);
        int j = order.indexOf(to);
        order.set(i, to);
        order.set(j, from);
        return Optional.of(new KhamulAction.Rearrange(rearrange.seat(), ImmutableList.copyOf(order)));
      }
    };
  }
}
