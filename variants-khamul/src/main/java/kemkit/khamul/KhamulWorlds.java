package kemkit.khamul;

import com.google.common.collect.Collections2;
import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.stream.IntStream;
import kemkit.world.Guesses;
import kemkit.world.Worlds;

/**
 * Possible worlds of a Khamul game from one seat's view and history ({@link Worlds}): the sampler,
 * with Khamul's help in naming another seat's action from what the seat heard of it. Another seat's
 * {@code rearrange} is heard without its permutation (H-10), and the legal list shows one
 * rotation: every permutation of the hand is a guess (up to {@value #MOST_SLOTS} slots; a larger
 * hand gets its rotations), so that where the seat loses track of a hand, the cards it knew there
 * may lie in any slot of it.
 */
public final class KhamulWorlds {

  /** The largest hand whose every permutation is guessed (5! = 120). */
  static final int MOST_SLOTS = 5;

  private KhamulWorlds() {}

  /**
   * {@return the worlds of {@code rules}}
   *
   * @param rules a Khamul rule set
   */
  public static Worlds<KhamulState, KhamulAction, KhamulEvent, KhamulView> of(KhamulRules rules) {
    return Worlds.of(rules, guesses());
  }

  /** {@return Khamul's guesses: the permutations behind another seat's unseen rearrange} */
  public static Guesses<KhamulState, KhamulAction, KhamulEvent> guesses() {
    return (state, heard) -> {
      ImmutableList.Builder<KhamulAction> out = ImmutableList.builder();
      for (KhamulEvent event : heard) {
        if (event instanceof KhamulEvent.Rearranged r && r.permutation().isEmpty()) {
          int slots = state.hand(r.seat()).size();
          List<Integer> identity = IntStream.range(0, slots).boxed().toList();
          if (slots <= MOST_SLOTS) {
            for (List<Integer> permutation : Collections2.permutations(identity)) {
              out.add(new KhamulAction.Rearrange(r.seat(), ImmutableList.copyOf(permutation)));
            }
          } else {
            for (int shift = 0; shift < slots; shift++) {
              int by = shift;
              out.add(new KhamulAction.Rearrange(r.seat(),
                  IntStream.range(0, slots).map(i -> (i + by) % slots).boxed().collect(ImmutableList.toImmutableList())));
            }
          }
        }
      }
      return out.build();
    };
  }
}
