package kemkit.bots.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import kemkit.bots.Bot;
import kemkit.bots.BotKind;
import kemkit.bots.Bots;
import kemkit.bots.Scheduler;
import kemkit.examples.simulate.GameResult;
import kemkit.examples.simulate.Lineup;
import kemkit.examples.simulate.Plan;
import kemkit.examples.simulate.Simulator;
import kemkit.game.Chance;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Games;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulAction.Snap;
import kemkit.khamul.KhamulEvent;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulState;
import kemkit.khamul.KhamulView;
import kemkit.khamul.Phase;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The search bot (C-6): legal, deterministic for a seed, and blind to everything but its samples. */
class SearchBotTest {

  private static final SearchOptions FEW = SearchOptions.DEFAULT.withIterations(4);

  private static RuleSet<?, ?, ?, ?> rules(String game, String preset) throws Exception {
    Setup setup = preset.isEmpty() ? Setup.of(game) : Setup.of(game).withPreset(preset);
    return Games.named(game).orElseThrow().create(setup);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"khamul", "kems:kems-classic", "kemps"})
  @DisplayName("C-5: over 10,000 decisions in seeded games, every action a search bot picks is legal")
  void neverIllegal(String game) throws Exception {
    String[] parts = (game + ":").split(":", -1);
    RuleSet<?, ?, ?, ?> rules = rules(parts[0], parts[1]);
    AtomicInteger decisions = new AtomicInteger();
    for (long seed = 0; decisions.get() < 10_000; seed++) {
      playChecked(rules, seed, decisions);
      assertThat(seed).as("games needed for 10,000 decisions").isLessThan(200);
    }
  }

  /** Plays search bots (even seats) against heuristic bots, checking each search decision. */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> void playChecked(
      RuleSet<S, A, E, V> rules, long seed, AtomicInteger decisions) {
    SplittableRandom rng = new SplittableRandom(seed);
    S[] table = newTable(rules);
    List<Bot<A, E, V>> bots = new ArrayList<>();
    for (int seat = 0; seat < table[0].seating().seats(); seat++) {
      int mine = seat;
      bots.add(seat % 2 == 1 ? Bots.create(BotKind.HEURISTIC, rules, seat, rng.split())
          : checked(SearchBots.create(rules, seat, Sampler.of(rules, () -> table[0], seat), FEW, rng.split()),
              (legal, action) -> {
                decisions.incrementAndGet();
                assertThat(action.stream()).as("seed %d seat %d", seed, mine).allMatch(legal::contains);
              }));
    }
    Scheduler<S, A, E, V> scheduler = Scheduler.allBots(rules, bots, rng.split());
    for (int step = 0; step < 20_000 && !table[0].isOver(); step++) {
      S state = table[0];
      Outcome<S, E> outcome = state.chanceDue().isPresent()
          ? rules.apply(state, Chance.roll(state.chanceDue().get(), rng))
          : rules.apply(state, scheduler.next(state).orElseThrow().action());
      assertThat(outcome.isAccepted()).as("seed %d step %d: %s", seed, step, outcome).isTrue();
      for (int seat = 0; seat < bots.size(); seat++) {
        for (E event : rules.eventsSeenBy(seat, ((Outcome.Accepted<S, E>) outcome).events())) {
          bots.get(seat).observe(event);
        }
      }
      table[0] = outcome.state();
    }
    assertThat(table[0].isOver()).as("seed %d ends", seed).isTrue();
  }

  @SuppressWarnings("unchecked") // a one-cell array, so that the samplers read the table as it moves on
  private static <S extends GameState> S[] newTable(RuleSet<S, ?, ?, ?> rules) {
    S[] table = (S[]) new GameState[1];
    table[0] = rules.start();
    return table;
  }

  /** What a check is given: the legal actions and the bot's answer (empty: it waits). */
  private interface Check<A> {
    void accept(ImmutableList<A> legal, Optional<A> action);
  }

  private static <A extends PlayerAction, E extends Event, V> Bot<A, E, V> checked(Bot<A, E, V> bot, Check<A> check) {
    return new Bot<>() {
      @Override
      public A choose(V view, ImmutableList<A> legal) {
        A action = bot.choose(view, legal);
        check.accept(legal, Optional.of(action));
        return action;
      }

      @Override
      public Optional<A> intention(V view, ImmutableList<A> legal) {
        Optional<A> action = bot.intention(view, legal);
        check.accept(legal, action);
        return action;
      }

      @Override
      public void observe(E event) {
        bot.observe(event);
      }
    };
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"khamul", "kems"})
  @DisplayName("the same seed and an iteration budget replay the same games, a new seed plays new ones")
  void deterministicForASeed(String game) throws Exception {
    RuleSet<?, ?, ?, ?> rules = rules(game, game.equals("kems") ? "kems-classic" : "");
    Lineup lineup = Lineup.parse("search,heuristic").orElseThrow();
    SearchOptions options = SearchOptions.DEFAULT.withIterations(8);
    Plan plan = new Plan(rules, lineup, 2, 5, 2, 10_000, true, options);
    Plan again = new Plan(rules, lineup, 2, 5, 1, 10_000, true, options);
    Plan other = new Plan(rules, lineup, 2, 6, 1, 10_000, true, options);

    List<Optional<String>> records = Simulator.run(plan, () -> {}).stream().map(GameResult::record).toList();

    assertThat(records).allSatisfy(record -> assertThat(record).isPresent());
    assertThat(Simulator.run(again, () -> {}).stream().map(GameResult::record).toList()).isEqualTo(records);
    assertThat(Simulator.run(other, () -> {}).stream().map(GameResult::record).toList()).isNotEqualTo(records);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"khamul", "kems:kems-classic", "kemps"})
  @DisplayName("C-6: handed only a view and a lookalike of the table, it decides exactly as at the table")
  void neverSeesTheState(String game) throws Exception {
    String[] parts = (game + ":").split(":", -1);
    assertBlind(rules(parts[0], parts[1]));
  }

  /**
   * At decisions of seat 0 in a heuristic game, the bot gets the view and legal actions only, and a
   * sampler of either the table or a lookalike (the same view for seat 0, every hidden card dealt
   * again). Its decisions must be equal, seed for seed: it can only have read what the seat sees.
   * Different seeds must change some decisions, or the comparison would prove nothing.
   */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> void assertBlind(
      RuleSet<S, A, E, V> rules) {
    List<S> decisions = decisionsOfSeat0(rules, 3, 30);
    int changedBySeed = 0;
    for (S state : decisions) {
      S lookalike = rules.determinize(state, 0, new SplittableRandom(state.hashCode()));
      assertThat(rules.view(lookalike, 0)).isEqualTo(rules.view(state, 0));
      assertThat(lookalike).as("a lookalike with other hidden cards").isNotEqualTo(state);
      Optional<A> atTable = decide(rules, state, state, 11);
      assertThat(decide(rules, state, lookalike, 11)).as("decision at %s", rules.view(state, 0)).isEqualTo(atTable);
      changedBySeed += atTable.equals(decide(rules, state, state, 12)) ? 0 : 1;
    }
    assertThat(changedBySeed).as("decisions that another seed changes, of %d", decisions.size()).isPositive();
  }

  /** {@return seat 0's decision at {@code state}, sampling from {@code sampled}} */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<A> decide(
      RuleSet<S, A, E, V> rules, S state, S sampled, long seed) {
    Bot<A, E, V> bot = SearchBots.create(rules, 0, Sampler.of(rules, () -> sampled, 0),
        SearchOptions.DEFAULT.withIterations(20), new SplittableRandom(seed));
    return bot.intention(rules.view(state, 0), rules.legalActions(state, 0));
  }

  /**
   * {@return states where seat 0 has at least two legal actions, from heuristic games seeded {@code
   * seed} and on: every third one, so that they spread over the games}
   */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> List<S> decisionsOfSeat0(
      RuleSet<S, A, E, V> rules, long seed, int count) {
    List<S> found = new ArrayList<>();
    for (long game = seed; found.size() < count; game++) {
      assertThat(game - seed).as("games needed for %d decisions", count).isLessThan(20);
      SplittableRandom rng = new SplittableRandom(game);
      List<Bot<A, E, V>> bots = new ArrayList<>();
      for (int seat = 0; seat < rules.start().seating().seats(); seat++) {
        bots.add(Bots.create(BotKind.HEURISTIC, rules, seat, rng.split()));
      }
      Scheduler<S, A, E, V> scheduler = Scheduler.allBots(rules, bots, rng.split());
      S state = rules.start();
      for (int seen = 0; found.size() < count && !state.isOver(); ) {
        Outcome<S, E> outcome;
        if (state.chanceDue().isPresent()) {
          outcome = rules.apply(state, Chance.roll(state.chanceDue().get(), rng));
        } else {
          if (rules.legalActions(state, 0).size() > 1 && seen++ % 3 == 0) {
            found.add(state);
          }
          outcome = rules.apply(state, scheduler.next(state).orElseThrow().action());
        }
        for (int seat = 0; seat < bots.size(); seat++) {
          for (E event : rules.eventsSeenBy(seat, outcome.events())) {
            bots.get(seat).observe(event);
          }
        }
        state = outcome.state();
      }
    }
    return found;
  }

  /** {@return states where seat 0 has a turn decision, from heuristic games seeded {@code seed}} */
  private static List<KhamulState> turnsOfSeat0(KhamulRules rules, long seed, int count) {
    List<KhamulState> turns = new ArrayList<>();
    SplittableRandom rng = new SplittableRandom(seed);
    List<Bot<KhamulAction, KhamulEvent, KhamulView>> bots = new ArrayList<>();
    for (int seat = 0; seat < rules.options().players(); seat++) {
      bots.add(Bots.create(BotKind.HEURISTIC, rules, seat, rng.split()));
    }
    Scheduler<KhamulState, KhamulAction, KhamulEvent, KhamulView> scheduler = Scheduler.allBots(rules, bots, rng.split());
    KhamulState state = rules.start();
    while (turns.size() < count && !state.isOver()) {
      if (state.chanceDue().isPresent()) {
        state = rules.apply(state, Chance.roll(state.chanceDue().get(), rng)).state();
        continue;
      }
      KhamulView view = rules.view(state, 0);
      if (view.isMyTurn() && view.phase() != Phase.PEEKING
          && rules.legalActions(state, 0).stream().filter(action -> !(action instanceof Snap)).count() > 1) {
        turns.add(state);
      }
      state = rules.apply(state, scheduler.next(state).orElseThrow().action()).state();
    }
    return turns;
  }

  @Test
  @DisplayName("C-6: a sampler that shows the seat another view is refused, not searched")
  void refusesAWorldItCanTell() {
    KhamulRules rules = Khamul.rules();
    List<KhamulState> turns = turnsOfSeat0(rules, 3, 10);
    // A turn where the heuristic does not snap a known match (the bot takes those without a search).
    int first = 0;
    while (Bots.create(BotKind.HEURISTIC, rules, 0, new SplittableRandom(1))
        .intention(rules.view(turns.get(first), 0), rules.legalActions(turns.get(first), 0))
        .filter(Snap.class::isInstance).isPresent()) {
      first++;
    }
    KhamulState now = turns.get(first);
    KhamulState later = turns.get(first + 1);
    Bot<KhamulAction, KhamulEvent, KhamulView> bot = SearchBots.create(rules, 0,
        Sampler.of(rules, () -> later, 0), FEW, new SplittableRandom(1));

    assertThatThrownBy(() -> bot.intention(rules.view(now, 0), rules.legalActions(now, 0)))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("tell from its view");
  }

  @Test
  @DisplayName("a search bot cannot be seated without a sampler, nor roll out by search")
  void needsASampler() {
    KhamulRules rules = Khamul.rules();
    assertThatThrownBy(() -> Bots.create(BotKind.SEARCH, rules, 0, new SplittableRandom(1)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("SearchBots.create");
    assertThatThrownBy(() -> SearchOptions.DEFAULT.withRollout(BotKind.SEARCH))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> SearchOptions.DEFAULT.withIterations(0)).isInstanceOf(IllegalArgumentException.class);
  }
}
