package kemkit.examples.bench;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.card.Rank;
import kemkit.family.Dialect;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.Phase;
import kemkit.game.Action;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.RuleSet;
import kemkit.game.Shuffle;
import kemkit.kemps.Kemps;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulState;

/**
 * The states the benchmarks start from, reached the way a game reaches them: seeded random
 * playouts (so every run measures the same states) stopped at the first state that fits, or a deal
 * written card by card. Each fixture checks that its action is accepted, so that a benchmark never
 * measures a rejection by mistake.
 */
final class Fixtures {

  /** The seed of every playout that finds a fixture. */
  static final long SEED = 2024;

  /** How many actions a fixture's game has seen at least: past the first deal, in mid-game. */
  static final int MID_GAME = 40;

  private Fixtures() {}

  /** Kemps as the preset has it (2 teams of 2, seat 0 dealing). */
  static FamilyRules kemps() {
    return Kemps.rules();
  }

  /** Khamul with its defaults (4 players). */
  static KhamulRules khamul() {
    return Khamul.rules();
  }

  /** {@return a Kemps state in mid-game with the table open: exchanges are legal (K-9)} */
  static FamilyState kempsInPlay(FamilyRules rules) {
    return midGame(Playout.family(rules), s -> s.phase() == Phase.PLAY && s.tableOpen());
  }

  /** {@return an exchange that {@code state} accepts: seat 1's first card for the third table card} */
  static FamilyAction.Exchange exchange(FamilyState state) {
    return new FamilyAction.Exchange(1, state.hand(1).get(0), state.tableCards().get(2));
  }

  /**
   * {@return the first Kemps deal in which seat 2 holds the four aces, the other cards in deck
   * order} Dealing starts left of the dealer, seat 0, so seat 2 gets the 2nd, 6th, 10th and 14th
   * cards (K-5).
   */
  static Shuffle kempsDealWithAces() {
    List<Card> rest = new ArrayList<>();
    for (Card card : Deck.standard52().cards()) {
      if (card.rank() != Rank.ACE) {
        rest.add(card);
      }
    }
    List<Card> order = new ArrayList<>();
    int ace = 0;
    for (int i = 0; i < Card.COUNT; i++) {
      order.add(i % 4 == 1 && i < 16 ? Deck.standard52().cards().get(ace++ * 13) : rest.remove(0));
    }
    return Shuffle.of(order);
  }

  /** {@return seat 0's right {@code kemps 2}: partner 2 holds a Kem's (K-16)} */
  static FamilyAction kempsRightCall() {
    return FamilyAction.KemsCall.of(Dialect.KEMPS, 0, 2);
  }

  /** {@return seat 0's {@code cut 1}: wrong unless team 1 holds a Kem's (K-18, falseCounter 002)} */
  static FamilyAction kempsCut() {
    return FamilyAction.Counter.of(Dialect.KEMPS, 0, 1);
  }

  /** {@return a Khamul state in mid-game at the start of a turn whose player can draw (H-7)} */
  static KhamulState khamulTurnStart(KhamulRules rules) {
    return midGame(Playout.khamul(rules), s -> s.phase() == kemkit.khamul.Phase.TURN_START
        && s.announcement().isEmpty() && s.stock().size() > 1 && s.hand(s.turn()).size() > 0);
  }

  /** {@return a Khamul state in mid-game where some seat can snap a matching card (H-9)} */
  static KhamulState khamulSnappable(KhamulRules rules) {
    return midGame(Playout.khamul(rules), s -> s.inPlay() && matchingSnap(s).isPresent());
  }

  /** {@return a snap that matches the top discard in {@code state}} */
  static KhamulAction.Snap snap(KhamulState state) {
    return matchingSnap(state).orElseThrow();
  }

  private static Optional<KhamulAction.Snap> matchingSnap(KhamulState state) {
    if (state.discard().isEmpty()) {
      return Optional.empty();
    }
    Rank top = state.discard().top().rank();
    for (int seat = 0; seat < state.players(); seat++) {
      // The holder of a taken card must keep a slot for it (H-7): leave that seat out.
      if (seat == state.turn() && state.held().isPresent()) {
        continue;
      }
      for (int slot = 0; slot < state.hand(seat).size(); slot++) {
        if (state.hand(seat).get(slot).rank() == top) {
          return Optional.of(new KhamulAction.Snap(seat, slot));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * {@return the first state of seeded random playouts that has seen {@link #MID_GAME} actions and
   * fits {@code wanted}}
   */
  static <S extends GameState> S midGame(Playout<S, ?> playout, Predicate<S> wanted) {
    SplittableRandom rng = new SplittableRandom(SEED);
    for (int game = 0; game < 1_000; game++) {
      S state = playout.rules().start();
      for (int step = 0; !state.isOver() && step < Playout.MAX_PLAYER_ACTIONS; step++) {
        if (step >= MID_GAME && wanted.test(state)) {
          return state;
        }
        state = playout.step(state, rng);
      }
    }
    throw new IllegalStateException("no playout reached the state a benchmark needs");
  }

  /**
   * {@return the state after {@code actions}, each of which must be accepted}
   *
   * @throws IllegalStateException if one is rejected: the fixture is wrong, not the benchmark
   */
  static <S extends GameState> S applied(RuleSet<S, ?, ?, ?> rules, S state, Action... actions) {
    for (Action action : actions) {
      Outcome<S, ?> outcome = rules.apply(state, action);
      if (outcome.rejection().isPresent()) {
        throw new IllegalStateException("fixture action " + action + " rejected: " + outcome.rejection().get());
      }
      state = outcome.state();
    }
    return state;
  }

  /** {@return every exchange {@code seat} may make in {@code state}} */
  static ImmutableList<FamilyAction> exchanges(FamilyRules rules, FamilyState state, int seat) {
    return rules.legalActions(state, seat).stream()
        .filter(action -> action instanceof FamilyAction.Exchange)
        .collect(ImmutableList.toImmutableList());
  }
}
