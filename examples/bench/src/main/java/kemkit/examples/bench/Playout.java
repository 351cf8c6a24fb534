package kemkit.examples.bench;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.function.ToIntBiFunction;
import java.util.random.RandomGenerator;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.game.Chance;
import kemkit.game.ChanceDue;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.kemps.Kemps;
import kemkit.kems.Kems;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulState;

/**
 * Random playouts, the inner loop of a Monte Carlo bot: from the start, answer every chance action
 * from the generator, and otherwise let one seat play an action drawn uniformly from its legal
 * actions, until the game is over or a cap on player actions is reached.
 *
 * <p>Which seat acts: the Kem's family has no turns, so a seat drawn at random. Khamul has turns,
 * but any seat may snap at any moment (H-9), so in play the turn's player acts half the time and a
 * seat drawn at random the other half, snapping out of turn as real games do; during the peeks a
 * random seat. When that seat has nothing to do (a {@code show} is owed by another, it has peeked
 * already, it may not snap now), the next seats clockwise are asked.
 *
 * <p>The action is drawn through the indexed view of the legal actions ({@link
 * RuleSet#legalActionCount}, {@link RuleSet#legalAction}): the same draw as from the list, without
 * building it, as a bot's rollout would.
 *
 * <p>The {@link Tally} hears both counts: every action applied, and the player actions alone
 * (moves), which is what engines that leave chance to the environment count.
 *
 * <p>Random Kemps never ends: a random call is almost always wrong, a wrong call costs the
 * caller's own team (K-16..K-19, preset {@code kemps}), and the scores drift below zero while the
 * target is +5 (K-24). The cap is what ends those playouts, and the {@link Tally} hears which games really
 * ended.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 */
final class Playout<S extends GameState, A extends PlayerAction> {

  /** The cap on player actions per playout: far more than a Kem's or Khamul game takes. */
  static final int MAX_PLAYER_ACTIONS = 2_000;

  /** The presets a playout benchmark can name, and {@code khamul} (4 players). */
  static final ImmutableList<String> PRESETS =
      ImmutableList.of("kemps", "kems-en", "kems-fr32", "kems-classic", "kems-expert", "khamul");

  /** Hears how each playout went: the benchmark counts with it, without allocating. */
  interface Tally {
    /**
     * One playout is over.
     *
     * @param actions the actions applied, chance actions included: every call of {@code apply}
     * @param moves the player actions among them, chance actions left out
     * @param ended whether the game ended (K-24, H-14), rather than being cut by the cap
     */
    void playout(long actions, long moves, boolean ended);
  }

  private final RuleSet<S, A, ?, ?> rules;
  private final ToIntBiFunction<S, RandomGenerator> firstSeat;
  private final int seats;

  private Playout(RuleSet<S, A, ?, ?> rules, ToIntBiFunction<S, RandomGenerator> firstSeat) {
    this.rules = requireNonNull(rules, "rules");
    this.firstSeat = requireNonNull(firstSeat, "firstSeat");
    this.seats = rules.start().seating().seats();
  }

  /** {@return playouts of a Kem's-family game: a random seat acts} */
  static Playout<FamilyState, FamilyAction> family(FamilyRules rules) {
    int seats = rules.seating().seats();
    return new Playout<>(rules, (state, rng) -> rng.nextInt(seats));
  }

  /**
   * {@return playouts of a Khamul game: in play the turn's player or, as often, a random seat (which
   * may snap out of turn, H-9); a random seat while peeking}
   */
  static Playout<KhamulState, KhamulAction> khamul(KhamulRules rules) {
    return new Playout<>(rules, (state, rng) -> state.inPlay() && rng.nextBoolean()
        ? state.turn() : rng.nextInt(state.players()));
  }

  /**
   * {@return playouts of {@code name}: a preset of the Kem's family, or {@code khamul}}
   *
   * @throws IllegalArgumentException for any other name
   */
  static Playout<?, ?> named(String name) {
    if (name.equals("khamul")) {
      return khamul(Khamul.rules());
    }
    return family(name.equalsIgnoreCase("kemps") ? Kemps.rules() : Kems.rules(name));
  }

  /** {@return the rules played} */
  RuleSet<S, A, ?, ?> rules() {
    return rules;
  }

  /** Plays one game from the start and tells {@code tally} how it went. */
  void play(RandomGenerator rng, Tally tally) {
    S state = rules.start();
    int playerActions = 0;
    long applied = 0;
    while (!state.isOver() && playerActions < MAX_PLAYER_ACTIONS) {
      Optional<ChanceDue> due = state.chanceDue();
      if (due.isPresent()) {
        state = rules.apply(state, Chance.roll(due.get(), rng)).state();
      } else {
        state = play(state, rng);
        playerActions++;
      }
      applied++;
    }
    tally.playout(applied, playerActions, state.isOver());
  }

  /**
   * {@return the state after one more action: the chance action due, or a random legal action of
   * the seat that acts}
   */
  S step(S state, RandomGenerator rng) {
    Optional<ChanceDue> due = state.chanceDue();
    return due.isPresent() ? rules.apply(state, Chance.roll(due.get(), rng)).state() : play(state, rng);
  }

  /** {@return the state after a random legal action of the seat that acts} */
  private S play(S state, RandomGenerator rng) {
    return rules.apply(state, choose(state, rng)).state();
  }

  /** {@return a random legal action of the seat that acts, when no chance action is due} */
  A choose(S state, RandomGenerator rng) {
    int first = firstSeat.applyAsInt(state, rng);
    for (int i = 0; i < seats; i++) {
      int seat = (first + i) % seats;
      // The indexed view draws what legalActions(state, seat).get(rng.nextInt(size)) would, from
      // the same draw, without building the list.
      int count = rules.legalActionCount(state, seat);
      if (count > 0) {
        return rules.legalAction(state, seat, rng.nextInt(count));
      }
    }
    throw new IllegalStateException("no seat has a legal action and no chance action is due: " + state);
  }
}
