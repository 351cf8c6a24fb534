package kemkit.examples.bench;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import kemkit.bots.Bot;
import kemkit.bots.BotKind;
import kemkit.bots.KhamulBot;
import kemkit.bots.Bots;
import kemkit.bots.search.Sampler;
import kemkit.bots.search.SearchBots;
import kemkit.bots.search.SearchOptions;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.Phase;
import kemkit.game.Event;
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
 * The decisions {@link SearchBenchmark} makes a search bot take (rules.md C-6): a fixed set of
 * mid-round positions of seeded random playouts, each with the seat that decides there, chosen so
 * that the bot really searches. In Khamul, the turn's player at the start of its turn (H-7: draw,
 * take or announce). In the Kem's family, a seat whose heuristic guide would exchange with the
 * table (K-9), where the search weighs every exchange and waiting.
 *
 * <p>Each decision is taken by a new bot seeded by its position, whose only knowledge is the
 * seat's view and the samples of that position, so every pass over the positions does the same
 * work, whatever was measured before.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 */
final class SearchDecisions<S extends GameState, A extends PlayerAction, E extends Event, V> {

  /** How many positions each preset has: enough to mix early and late positions. */
  static final int POSITIONS = 8;

  /** Player actions between two positions of one playout, so that they differ. */
  private static final int SPACING = 25;

  /** The presets {@link SearchBenchmark} measures. */
  static final ImmutableList<String> PRESETS = ImmutableList.of("khamul", "kems-classic", "kemps");

  /** One position: the state and the seat that decides. */
  record Position<S, A, V>(S state, int seat, V view, ImmutableList<A> legal) {}

  private final RuleSet<S, A, E, V> rules;
  private final ImmutableList<Position<S, A, V>> positions;
  /** Samples drawn by every bot so far: one per iteration of the search. */
  private long samples;

  private SearchDecisions(RuleSet<S, A, E, V> rules, ImmutableList<Position<S, A, V>> positions) {
    this.rules = requireNonNull(rules, "rules");
    this.positions = positions;
  }

  /**
   * {@return the decisions of {@code preset}: {@code khamul}, or a preset of the Kem's family}
   *
   * @throws IllegalArgumentException for any other name
   */
  static SearchDecisions<?, ?, ?, ?> named(String preset) {
    if (preset.equals("khamul")) {
      KhamulRules rules = Khamul.rules();
      return find(rules, Playout.khamul(rules), (state, position) -> khamulSeat(rules, state));
    }
    FamilyRules rules = preset.equalsIgnoreCase("kemps") ? Kemps.rules() : Kems.rules(preset);
    return find(rules, Playout.family(rules), (state, position) -> familySeat(rules, state, position));
  }

  /**
   * Khamul: the turn's player, at the start of a turn with cards in the stock (H-7), unless its
   * guide would snap a known match (H-9), which the search takes without weighing.
   */
  private static OptionalInt khamulSeat(KhamulRules rules, KhamulState state) {
    int seat = state.turn();
    boolean fits = state.phase() == kemkit.khamul.Phase.TURN_START && state.announcement().isEmpty()
        && state.stock().size() > 1 && state.hand(seat).size() > 0;
    if (!fits) {
      return OptionalInt.empty();
    }
    Optional<KhamulAction> guide = new KhamulBot(rules, seat).intention(rules.view(state, seat),
        rules.legalActions(state, seat));
    return guide.filter(KhamulAction.Snap.class::isInstance).isPresent() ? OptionalInt.empty() : OptionalInt.of(seat);
  }

  /** The Kem's family: the first seat whose guide, seeded as the bot's will be, would exchange (K-9). */
  private static OptionalInt familySeat(FamilyRules rules, FamilyState state, int position) {
    if (state.phase() != Phase.PLAY || !state.tableOpen()) {
      return OptionalInt.empty();
    }
    for (int seat = 0; seat < rules.seating().seats(); seat++) {
      // The search bot seats its guide with the first split of its generator: so does this check.
      Bot<FamilyAction, ?, ?> guide = Bots.create(BotKind.HEURISTIC, rules, seat, generator(position).split());
      Optional<FamilyAction> intention = castBot(guide).intention(rules.view(state, seat), rules.legalActions(state, seat));
      if (intention.filter(FamilyAction.Exchange.class::isInstance).isPresent()) {
        return OptionalInt.of(seat);
      }
    }
    return OptionalInt.empty();
  }

  @SuppressWarnings("unchecked") // the family's heuristic bot takes the family's views
  private static Bot<FamilyAction, ?, kemkit.family.FamilyView> castBot(Bot<FamilyAction, ?, ?> bot) {
    return (Bot<FamilyAction, ?, kemkit.family.FamilyView>) bot;
  }

  /**
   * {@return {@link #POSITIONS} positions of seeded random playouts past their first actions, at
   * least {@link #SPACING} player actions apart, where {@code seat} names a deciding seat}
   */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> SearchDecisions<S, A, E, V> find(
      RuleSet<S, A, E, V> rules, Playout<S, A> playout, BiFunction<S, Integer, OptionalInt> seat) {
    ImmutableList.Builder<Position<S, A, V>> found = ImmutableList.builder();
    int count = 0;
    SplittableRandom rng = new SplittableRandom(Fixtures.SEED);
    for (int game = 0; game < 1_000 && count < POSITIONS; game++) {
      S state = rules.start();
      int skip = Fixtures.MID_GAME;
      for (int step = 0; !state.isOver() && step < Playout.MAX_PLAYER_ACTIONS && count < POSITIONS; step++) {
        if (skip-- <= 0 && state.chanceDue().isEmpty()) {
          OptionalInt decider = seat.apply(state, count);
          if (decider.isPresent()) {
            int s = decider.getAsInt();
            found.add(new Position<>(state, s, rules.view(state, s), rules.legalActions(state, s)));
            count++;
            skip = SPACING;
          }
        }
        state = playout.step(state, rng);
      }
    }
    if (count < POSITIONS) {
      throw new IllegalStateException("no seeded playout reached the positions the search benchmark needs");
    }
    return new SearchDecisions<>(rules, found.build());
  }

  /** {@return the generator of the bot that decides at position {@code position}} */
  static SplittableRandom generator(int position) {
    return new SplittableRandom(Fixtures.SEED + position);
  }

  /** {@return how many samples every decision so far has drawn: the search's iterations} */
  long samples() {
    return samples;
  }

  /** {@return the positions, in the order the benchmark takes them} */
  ImmutableList<Position<S, A, V>> positions() {
    return positions;
  }

  /**
   * {@return what a new search bot with {@code options}, seeded by the position, would do at
   * position {@code index}} The bot's samples are drawn from the position's state for its seat.
   *
   * @param index from 0 to {@link #POSITIONS} - 1
   * @param options the budget: give it iterations and no time limit to measure a fixed amount of work
   */
  Optional<A> decide(int index, SearchOptions options) {
    Position<S, A, V> position = positions.get(index);
    S state = position.state();
    Sampler<S> sampler = Sampler.of(rules, () -> state, position.seat());
    Sampler<S> counted = rng -> {
      samples++;
      return sampler.sample(rng);
    };
    Bot<A, E, V> bot = SearchBots.create(rules, position.seat(), counted, options, generator(index));
    return bot.intention(position.view(), position.legal());
  }
}
