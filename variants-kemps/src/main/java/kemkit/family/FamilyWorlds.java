package kemkit.family;

import com.google.common.collect.ImmutableList;
import kemkit.world.Guesses;
import kemkit.world.Worlds;

/**
 * Possible worlds of a Kem's-family game from one seat's view and history ({@link Worlds}): the
 * sampler, with the family's help in naming another seat's action from what the seat heard of it.
 * A gesture, a denounce or a team-mate's sign may carry any word (K-14, K-15), while the legal
 * lists show only {@link FamilyRules#signalWords()}: the word heard is the word guessed. Another
 * team's sign word is never heard, and any listed word explains it.
 */
public final class FamilyWorlds {

  private FamilyWorlds() {}

  /**
   * {@return the worlds of {@code rules}}
   *
   * @param rules a Kem's-family rule set (Kemps or a Kem's preset)
   */
  public static Worlds<FamilyState, FamilyAction, FamilyEvent, FamilyView> of(FamilyRules rules) {
    return Worlds.of(rules, guesses());
  }

  /**
   * {@return the family's guesses: the actions behind heard words; and a hand shown at a call's
   * resolution compared as a set of cards} The slot a card went to in another hand is never public
   * (K-3a, K-9: an exchange names the table slot only), so the slot order that a shown hand reveals
   * is not a thing the sampler could have followed: it keeps the cards shown, not their order.
   */
  public static Guesses<FamilyState, FamilyAction, FamilyEvent> guesses() {
    return new Guesses<>() {
      @Override
      public ImmutableList<FamilyAction> actionsBehind(FamilyState state, ImmutableList<FamilyEvent> heard) {
        ImmutableList.Builder<FamilyAction> out = ImmutableList.builder();
        for (FamilyEvent event : heard) {
          if (event instanceof FamilyEvent.Gestured g) {
            out.add(new FamilyAction.Gesture(g.seat(), g.word()));
          } else if (event instanceof FamilyEvent.Denounced d) {
            out.add(new FamilyAction.Denounce(d.seat(), d.team(), d.word()));
          } else if (event instanceof FamilyEvent.SignSet s && s.word().isPresent()) {
            out.add(new FamilyAction.Sign(s.seat(), s.word().get()));
          }
        }
        return out.build();
      }

      @Override
      public ImmutableList<FamilyEvent> heardAs(ImmutableList<FamilyEvent> heard) {
        boolean shown = false;
        for (FamilyEvent event : heard) {
          shown |= event instanceof FamilyEvent.HandShown;
        }
        if (!shown) {
          return heard;
        }
        ImmutableList.Builder<FamilyEvent> out = ImmutableList.builderWithExpectedSize(heard.size());
        for (FamilyEvent event : heard) {
          out.add(event instanceof FamilyEvent.HandShown h
              ? new FamilyEvent.HandShown(h.seat(), ImmutableList.sortedCopyOf(h.cards())) : event);
        }
        return out.build();
      }
    };
  }
}
