package kemkit.bots.search;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import kemkit.card.Card;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.game.Chance;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.kemps.Kemps;
import kemkit.kems.Kems;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulState;
import kemkit.khamul.KhamulView;
import kemkit.khamul.Phase;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The rollout policies: what they remember, and that their rounds end as real ones do. */
class RolloutsTest {

  @Test
  @DisplayName("H-15: in Khamul rollouts each seat remembers exactly the cards the rules say it knows")
  void khamulMemoryFollowsTheRules() {
    KhamulRules rules = Khamul.rules();
    SplittableRandom rng = new SplittableRandom(11);
    int steps = 0;
    for (int game = 0; game < 30; game++) {
      KhamulState table = position(rules, rng, s -> s.inPlay() || s.phase() == Phase.PEEKING);
      int seat = rng.nextInt(table.players());
      KhamulView view = rules.view(table, seat);
      KhamulState state = rules.determinize(table, seat, rng);
      KhamulRollouts.Seats seats = (KhamulRollouts.Seats) new KhamulRollouts(rules, view).start(state, rng);
      for (int step = 0; step < 200 && !state.isOver() && state.round() == table.round(); step++) {
        if (state.inPlay() || state.phase() == Phase.PEEKING) {
          assertRemembers(rules, state, seats);
          steps++;
        }
        Optional<KhamulState> next = state.chanceDue().isPresent()
            ? Optional.of(seats.play(state, Chance.roll(state.chanceDue().get(), rng)))
            : seats.next(state);
        if (next.isEmpty()) {
          break;
        }
        state = next.get();
      }
    }
    assertThat(steps).as("steps checked").isGreaterThan(500);
  }

  private static void assertRemembers(KhamulRules rules, KhamulState state, KhamulRollouts.Seats seats) {
    for (int seat = 0; seat < state.players(); seat++) {
      KhamulView view = rules.view(state, seat);
      for (int hand = 0; hand < state.players(); hand++) {
        ImmutableList<Card> cards = state.hand(hand);
        for (int slot = 0; slot < cards.size(); slot++) {
          boolean remembered = (seats.knows(seat) & 1L << cards.get(slot).index()) != 0;
          assertThat(remembered).as("seat %d, hand %d slot %d in %s", seat, hand, slot, state)
              .isEqualTo(view.known(hand, slot).isPresent());
        }
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"kemps", "kems-classic"})
  @DisplayName("K-9, K-14, K-16: Kem's rollouts collect, sign and call: most rounds end within the cap")
  void familyRoundsEnd(String preset) {
    FamilyRules rules = preset.equals("kemps") ? Kemps.rules() : Kems.rules(preset);
    SplittableRandom rng = new SplittableRandom(12);
    FamilyRollouts policy = new FamilyRollouts(rules);
    int ended = 0;
    int rollouts = 60;
    for (int i = 0; i < rollouts; i++) {
      FamilyState table = position(rules, rng, s -> s.phase() == kemkit.family.Phase.PLAY && s.tableOpen());
      FamilyState state = rules.determinize(table, rng.nextInt(4), rng);
      if (play(policy.start(state, rng), state, rng, 400).round() != table.round()) {
        ended++;
      }
    }
    assertThat(ended).as("rounds ended of %d", rollouts).isGreaterThan(rollouts * 3 / 4);
  }

  @ParameterizedTest
  @ValueSource(strings = {"khamul", "kemps"})
  @DisplayName("C-5: random rollouts draw only legal actions, by index")
  void randomRolloutsAreLegal(String game) {
    SplittableRandom rng = new SplittableRandom(13);
    if (game.equals("khamul")) {
      KhamulRules rules = Khamul.rules();
      KhamulState table = position(rules, rng, KhamulState::inPlay);
      assertThat(play(RandomRollouts.policy(rules).start(table, rng), table, rng, 300)).isNotEqualTo(table);
    } else {
      FamilyRules rules = Kemps.rules();
      FamilyState table = position(rules, rng, s -> s.phase() == kemkit.family.Phase.PLAY);
      assertThat(play(RandomRollouts.policy(rules).start(table, rng), table, rng, 300)).isNotEqualTo(table);
    }
  }

  /** {@return the state after at most {@code cap} player actions of {@code seats}, to the round's end} */
  private static <S extends GameState, A extends PlayerAction> S play(Rollout<S, A> seats, S state,
      SplittableRandom rng, int cap) {
    int round = state.round();
    for (int step = 0; step < cap && !state.isOver() && state.round() == round; ) {
      if (state.chanceDue().isPresent()) {
        state = seats.play(state, Chance.roll(state.chanceDue().get(), rng));
        continue;
      }
      Optional<S> next = seats.next(state);
      if (next.isEmpty()) {
        break;
      }
      state = next.get();
      step++;
    }
    return state;
  }

  /** {@return a state of a seeded random game, past its first moves, that fits {@code wanted}} */
  private static <S extends GameState, A extends PlayerAction> S position(RuleSet<S, A, ?, ?> rules,
      SplittableRandom rng, Predicate<S> wanted) {
    int skip = 10 + rng.nextInt(40);
    S state = rules.start();
    for (int step = 0; step < 5_000; step++) {
      if (state.isOver()) {
        state = rules.start();
      }
      if (step >= skip && state.chanceDue().isEmpty() && wanted.test(state)) {
        return state;
      }
      if (state.chanceDue().isPresent()) {
        state = rules.apply(state, Chance.roll(state.chanceDue().get(), rng)).state();
        continue;
      }
      int seat = rng.nextInt(state.seating().seats());
      ImmutableList<A> legal = rules.legalActions(state, seat);
      // Random calls and snaps end rounds at once: keep them rare, so that positions are mid-round.
      if (!legal.isEmpty()) {
        A action = legal.get(rng.nextInt(legal.size()));
        if (!(action instanceof KhamulAction.Snap) && !(action instanceof kemkit.family.FamilyAction.Call)
            || rng.nextInt(10) == 0) {
          state = rules.apply(state, action).state();
        }
      }
    }
    throw new IllegalStateException("no position found");
  }
}
