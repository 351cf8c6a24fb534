package kemkit.examples.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.google.common.collect.HashMultiset;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.ChanceDue;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Games;
import kemkit.game.NotationException;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import kemkit.khamul.KhamulEvent;

/**
 * Any bytes choose a stream of actions, applied one after the other to one game (Kemps, each Kem's
 * preset, Khamul): mostly legal ones, and near misses (a legal action's words changed, a verb with
 * random words, a shuffle with a card missing or doubled, a starter out of range, a chance action
 * nobody asked for). After every action:
 *
 * <ul>
 *   <li>nothing threw ({@code apply}, {@code legalActions}, {@code view}, {@code eventsSeenBy}):
 *       {@code apply} documents a {@link NullPointerException} only;
 *   <li>a rejection changed nothing (C-5);
 *   <li>every card of the deck is in exactly one place (C-7);
 *   <li>no seat hears, or sees in its view, a card hidden from it (C-6, K-25, H-15): a card that
 *       was in the stock before the action and still is, or a card drawn blind, unless the seat
 *       saw that card earlier in the round. What was shown stays known: a card a seat showed or was
 *       shown (K-18) and that was later swept to the stock is still in its {@code shownToMe}, and
 *       that is no leak.
 * </ul>
 *
 * <p>A plain build replays the empty input and each file of {@code
 * src/test/resources/kemkit/examples/fuzz/ActionStreamFuzzTestInputs/actionStreams/} (about a second
 * in all). To fuzz, as for {@code RecordFuzzTest}:
 *
 * <pre>{@code
 * ./mvnw -B -q install -DskipTests     # once, so that -pl examples/cli finds the other modules
 * JAZZER_FUZZ=1 ./mvnw -pl examples/cli test -Dtest=ActionStreamFuzzTest -Djazzer.max_duration=10m
 * }</pre>
 */
class ActionStreamFuzzTest {

  /** Made once: a rule set is immutable, and the fuzzer calls the target thousands of times. */
  private static final ImmutableList<RuleSet<?, ?, ?, ?>> RULES = ImmutableList.of(
      create(Setup.of("kemps")),
      create(Setup.of("kems").withPreset("kems-en")),
      create(Setup.of("kems").withPreset("kems-fr32")),
      create(Setup.of("kems").withPreset("kems-classic")),
      create(Setup.of("kems").withPreset("kems-expert")),
      create(Setup.of("khamul")));

  /** Enough for several rounds; the bytes usually run out first. */
  private static final int MAX_ACTIONS = 400;

  @FuzzTest(maxDuration = "30s")
  void actionStreams(FuzzedDataProvider data) {
    play(RULES.get(data.consumeInt(0, RULES.size() - 1)), data);
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> void play(
      RuleSet<S, A, E, V> rules, FuzzedDataProvider data) {
    S state = rules.start();
    List<A> lastLegal = new ArrayList<>();
    // What each seat has seen this round, in its views and its events: shown stays known.
    List<Set<String>> known = new ArrayList<>();
    for (int seat = 0; seat < state.seating().seats(); seat++) {
      known.add(new HashSet<>());
    }
    for (int step = 0; step < MAX_ACTIONS && data.remainingBytes() > 0; step++) {
      Action action = choose(rules, state, lastLegal, data);
      Outcome<S, E> outcome = rules.apply(state, action);
      S after = outcome.state();
      if (!outcome.isAccepted()) {
        assertThat(after).as("C-5: %s was rejected and changed nothing", action).isEqualTo(state);
        continue;   // the same state and no event: the checks below would see what they saw before
      }
      assertThat(HashMultiset.create(after.placements().values()))
          .as("C-7: after %s every card is in one place", action)
          .isEqualTo(HashMultiset.create(after.deck().cards()));
      if (after.round() != state.round()) {
        known.forEach(Set::clear);   // a new round: every card is gathered and dealt anew (C-8)
      }
      List<Card> hidden = hiddenFromEveryone(state, after, outcome.events());
      for (int seat = 0; seat < after.seating().seats(); seat++) {   // legalActions: at the next choice
        String seen = rules.view(after, seat) + " " + rules.eventsSeenBy(seat, outcome.events());
        List<String> words = List.of(seen.split("\\W+"));
        Set<String> before = known.get(seat);
        int me = seat;
        assertThat(hidden).as("C-6: seat %d after %s sees %s", me, action, seen)
            .noneMatch(card -> words.contains(card.toString()) && !before.contains(card.toString()));
        before.addAll(words);
      }
      state = after;
    }
  }

  /** {@return the cards no seat may see after {@code events}: those that stayed in the stock, and blind draws} */
  private static List<Card> hiddenFromEveryone(GameState before, GameState after, List<? extends Event> events) {
    List<Card> hidden = new ArrayList<>(before.placements().get("stock"));
    hidden.retainAll(after.placements().get("stock"));
    for (Event event : events) {
      if (event instanceof KhamulEvent.DrewFaceDown blind) {   // "seen by nobody" (H-15)
        blind.card().ifPresent(hidden::add);
      }
    }
    return hidden;
  }

  /** {@return the next action: mostly a legal one or the chance action due, sometimes a near miss} */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Action choose(
      RuleSet<S, A, E, V> rules, S state, List<A> lastLegal, FuzzedDataProvider data) {
    int seats = state.seating().seats();
    Optional<ChanceDue> due = state.chanceDue();
    List<A> legal = new ArrayList<>();
    for (int seat = 0; seat < seats; seat++) {
      legal.addAll(rules.legalActions(state, seat));
    }
    if (!legal.isEmpty()) {
      lastLegal.clear();
      lastLegal.addAll(legal);
    }
    int kind = data.consumeInt(0, 15);
    if (due.isPresent() && kind < 12) {
      return Chance.roll(due.get(), new SplittableRandom(data.consumeLong()));
    }
    if (!legal.isEmpty() && kind < 12) {
      return legal.get(data.consumeInt(0, legal.size() - 1));
    }
    return switch (kind % 4) {
      case 0 -> nearMissShuffle(state, data);
      case 1 -> new Starter(data.consumeInt(-1, seats));
      default -> nearMissPlay(rules, state, lastLegal, data);
    };
  }

  /** {@return the deck in some order, with a card dropped or doubled, or the whole deck twice over} */
  private static Shuffle nearMissShuffle(GameState state, FuzzedDataProvider data) {
    List<Card> cards = new ArrayList<>(Chance.shuffle(state.deck().cards(), new SplittableRandom(data.consumeLong())).cards());
    switch (data.consumeInt(0, 3)) {
      case 0 -> cards.remove(data.consumeInt(0, cards.size() - 1));
      case 1 -> cards.add(cards.get(data.consumeInt(0, cards.size() - 1)));
      case 2 -> cards.set(data.consumeInt(0, cards.size() - 1), Card.byIndex(data.consumeInt(0, Card.COUNT - 1)));
      default -> { }   // a whole deck: a near miss only when no shuffle is due
    }
    return Shuffle.of(cards);
  }

  /**
   * {@return a player action written as a record line would be, from a legal action with one word
   * or the seat changed, or from a verb with random words; a legal action if the words do not parse}
   */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Action nearMissPlay(
      RuleSet<S, A, E, V> rules, S state, List<A> lastLegal, FuzzedDataProvider data) {
    int seats = state.seating().seats();
    List<String> verbs = rules.notation().verbs();
    int seat = data.consumeInt(-1, seats);
    List<String> words = new ArrayList<>();
    if (!lastLegal.isEmpty() && data.consumeBoolean()) {
      A template = lastLegal.get(data.consumeInt(0, lastLegal.size() - 1));
      words.addAll(List.of(rules.notation().write(template).split(" ")));
      seat = data.consumeBoolean() ? template.seat() : seat;
      if (words.size() > 1 && data.consumeBoolean()) {
        words.set(data.consumeInt(1, words.size() - 1), word(state, data));
      }
    } else {
      words.add(verbs.get(data.consumeInt(0, verbs.size() - 1)));
      int count = data.consumeInt(0, 4);
      for (int i = 0; i < count; i++) {
        words.add(word(state, data));
      }
    }
    try {
      return rules.notation().parse(seat, words.get(0), words.subList(1, words.size()));
    } catch (NotationException e) {
      return lastLegal.isEmpty() ? new Starter(seat) : lastLegal.get(0);
    }
  }

  /** {@return a card of any deck, or a small number, some of them out of range} */
  private static String word(GameState state, FuzzedDataProvider data) {
    return data.consumeBoolean()
        ? Card.byIndex(data.consumeInt(0, Card.COUNT - 1)).toString()
        : Integer.toString(data.consumeInt(-1, state.seating().seats() + 4));
  }

  private static RuleSet<?, ?, ?, ?> create(Setup setup) {
    try {
      return Games.named(setup.game()).orElseThrow().create(setup);
    } catch (SetupException e) {
      throw new IllegalStateException("a constant preset: " + setup, e);
    }
  }
}
