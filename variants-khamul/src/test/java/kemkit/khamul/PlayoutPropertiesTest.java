package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.game.Action;
import kemkit.game.Outcome;
import kemkit.record.GameRecord;
import kemkit.record.RecordReader;
import kemkit.record.RecordWriter;
import kemkit.record.Statement;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties over many seeded random games, 2 to 6 players (rules.md C-5, C-6, C-7, H-15). Each
 * game is reproducible from its seed, which the display name shows.
 */
class PlayoutPropertiesTest {

  private static final int GAMES_PER_TABLE = Integer.getInteger("kemkit.khamul.games", 12);
  private static final int MAX_ACTIONS = 4_000;

  static Stream<Arguments> games() {
    return IntStream.rangeClosed(2, 6).boxed().flatMap(players ->
        IntStream.range(0, GAMES_PER_TABLE).mapToObj(game -> Arguments.of(players, 1_000L * players + game)));
  }

  /** Odd seeds play to a far target, so that games last many rounds. */
  private static KhamulRules rules(int players, long seed) {
    return Khamul.rules(KhamulOptions.defaults().withPlayers(players).with(KhamulOptions.TARGET, seed % 2 == 0 ? 100 : 500));
  }

  @ParameterizedTest(name = "{0} players, seed {1}")
  @MethodSource("games")
  @DisplayName("H-15 memory is sound and complete: it matches a slot-by-slot model fed with each seat's own events")
  void memoryMatchesReference(int players, long seed) {
    KhamulRules rules = rules(players, seed);
    RandomPlayer player = new RandomPlayer(rules, seed);
    List<ReferenceMemory> references = new ArrayList<>();
    for (int seat = 0; seat < players; seat++) {
      references.add(new ReferenceMemory(seat, players));
    }
    KhamulState state = rules.start();
    int known = 0;
    for (int step = 0; step < MAX_ACTIONS && !state.isOver(); step++) {
      Outcome<KhamulState, KhamulEvent> outcome = rules.apply(state, player.next(state));
      assertThat(outcome.isAccepted()).isTrue();
      ImmutableList<KhamulEvent> events = outcome.events();
      state = outcome.state();
      for (int seat = 0; seat < players; seat++) {
        ReferenceMemory reference = references.get(seat);
        rules.eventsSeenBy(seat, events).forEach(reference::on);
        KhamulView view = rules.view(state, seat);
        assertThat(view.memory()).as("seat %d's memory at step %d", seat, step).isEqualTo(reference.hands());
        assertThat(view.held()).as("seat %d's held card at step %d", seat, step).isEqualTo(reference.held());
        for (int owner = 0; owner < players; owner++) {
          for (int slot = 0; slot < view.handSizes().get(owner); slot++) {
            Optional<Card> claim = view.known(owner, slot);
            if (claim.isPresent()) {
              known++;
              assertThat(claim.get()).as("soundness: seat %d about hand %d slot %d", seat, owner, slot)
                  .isEqualTo(state.handOf(owner).get(slot));
            }
          }
        }
      }
    }
    assertThat(known).as("the games must exercise memory").isPositive();
  }

  @ParameterizedTest(name = "{0} players, seed {1}")
  @MethodSource("games")
  @DisplayName("C-6 determinize(state, seat) leaves the seat's view and legal actions unchanged, and keeps C-7")
  void determinizeIsInvisible(int players, long seed) {
    KhamulRules rules = rules(players, seed);
    RandomPlayer player = new RandomPlayer(rules, seed);
    SplittableRandom sampler = new SplittableRandom(seed ^ 0x5eed);
    KhamulState state = rules.start();
    int changed = 0;
    for (int step = 0; step < MAX_ACTIONS && !state.isOver(); step++) {
      state = rules.apply(state, player.next(state)).state();
      if (step % 7 != 0) {
        continue;
      }
      int seat = sampler.nextInt(players);
      KhamulState sampled = rules.determinize(state, seat, sampler);
      assertThat(rules.view(sampled, seat)).isEqualTo(rules.view(state, seat));
      assertThat(rules.legalActions(sampled, seat)).isEqualTo(rules.legalActions(state, seat));
      assertConserved(sampled);
      for (int other = 0; other < players; other++) {
        assertSound(rules, sampled, other);
      }
      if (!sampled.equals(state)) {
        changed++;
      }
    }
    assertThat(changed).as("determinize must really re-deal hidden cards").isPositive();
  }

  @ParameterizedTest(name = "{0} players, seed {1}")
  @MethodSource("games")
  @DisplayName("C-5 C-7 random actions: apply never throws, rejections change nothing, cards are conserved, legal actions are accepted")
  void reducerInvariants(int players, long seed) {
    KhamulRules rules = rules(players, seed);
    RandomPlayer player = new RandomPlayer(rules, seed);
    SplittableRandom fuzz = new SplittableRandom(~seed);
    KhamulState state = rules.start();
    int rejected = 0;
    for (int step = 0; step < MAX_ACTIONS && !state.isOver(); step++) {
      KhamulAction wild = randomAction(fuzz, players);
      Outcome<KhamulState, KhamulEvent> tried = rules.apply(state, wild);
      if (tried.isAccepted()) {
        assertThat(wild instanceof KhamulAction.Rearrange || rules.legalActions(state, wild.seat()).contains(wild))
            .as("accepted %s must be listed as legal", wild).isTrue();
      } else {
        rejected++;
        assertThat(tried.state()).isSameAs(state);
        assertThat(rules.legalActions(state, wild.seat())).doesNotContain(wild);
      }
      if (step % 13 == 0) {
        for (int seat = 0; seat < players; seat++) {
          for (KhamulAction legal : rules.legalActions(state, seat)) {
            assertThat(rules.apply(state, legal).isAccepted()).as("legal %s", legal).isTrue();
          }
        }
      }
      state = rules.apply(state, player.next(state)).state();
      assertConserved(state);
    }
    assertThat(rejected).isPositive();
  }

  @ParameterizedTest(name = "{0} players, seed {1}")
  @MethodSource("games")
  @DisplayName("records: a played game written as a record reads back, validates ok and replays to an equal state")
  void recordRoundTrip(int players, long seed) throws Exception {
    KhamulRules rules = rules(players, seed);
    RandomPlayer player = new RandomPlayer(rules, seed);
    KhamulState state = rules.start();
    List<Action> actions = new ArrayList<>();
    for (int step = 0; step < 600 && !state.isOver(); step++) {
      Action action = player.next(state);
      actions.add(action);
      state = rules.apply(state, action).state();
    }
    String text = RecordWriter.write(rules, actions);
    GameRecord record = RecordReader.read(text);
    assertThat(record.rules()).isEqualTo(rules);
    KhamulState replayed = rules.start();
    for (Statement statement : record.body()) {
      replayed = rules.apply(replayed, ((Statement.Play) statement).action()).state();
    }
    assertThat(replayed).isEqualTo(state);
    assertThat(Validator.validate(text)).isInstanceOf(Verdict.Ok.class);
  }

  private static KhamulAction randomAction(SplittableRandom rng, int players) {
    int seat = rng.nextInt(-1, players + 1);
    int a = rng.nextInt(-1, 7);
    int b = rng.nextInt(-1, 7);
    int t = rng.nextInt(-1, players + 1);
    return switch (rng.nextInt(12)) {
      case 0 -> new KhamulAction.Peek(seat, a, b);
      case 1 -> new KhamulAction.Draw(seat);
      case 2 -> new KhamulAction.Take(seat);
      case 3 -> new KhamulAction.Discard(seat);
      case 4 -> new KhamulAction.Swap(seat, a);
      case 5 -> new KhamulAction.Look(seat, a);
      case 6 -> new KhamulAction.Force(seat, t);
      case 7 -> new KhamulAction.KingSwap(seat, a, t, b);
      case 8 -> new KhamulAction.Skip(seat);
      case 9 -> new KhamulAction.Snap(seat, a);
      case 10 -> {
        List<Integer> permutation = new ArrayList<>();
        int size = rng.nextInt(0, 7);
        for (int i = 0; i < size; i++) {
          permutation.add(rng.nextInt(-1, size + 1));
        }
        yield new KhamulAction.Rearrange(seat, ImmutableList.copyOf(permutation));
      }
      default -> new KhamulAction.Announce(seat);
    };
  }

  /** C-7: every card of the deck is in exactly one place. */
  static void assertConserved(KhamulState state) {
    ImmutableListMultimap<String, Card> places = state.placements();
    Set<Card> seen = new HashSet<>(places.values());
    assertThat(places.size()).isEqualTo(52);
    assertThat(seen).containsExactlyInAnyOrderElementsOf(Deck.standard52().cards());
  }

  private static void assertSound(KhamulRules rules, KhamulState state, int seat) {
    KhamulView view = rules.view(state, seat);
    for (int owner = 0; owner < state.players(); owner++) {
      for (int slot = 0; slot < state.handOf(owner).size(); slot++) {
        Optional<Card> claim = view.known(owner, slot);
        if (claim.isPresent()) {
          assertThat(claim.get()).isEqualTo(state.handOf(owner).get(slot));
        }
      }
    }
  }
}
