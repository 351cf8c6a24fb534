package kemkit.examples.host;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.HashMultiset;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.Multiset;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Games;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RejectionCode;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.Shuffle;
import kemkit.host.SeatAnswer;
import kemkit.host.TableHost;
import kemkit.record.GameRecord;
import kemkit.record.RecordReader;
import kemkit.record.Statement;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A dealing {@link TableHost} under contention: a thread per seat submits thousands of actions
 * (picked from legal lists that other threads make stale), and one more thread submits chance
 * actions the host never asked for. Afterwards the host's own record must replay to its state,
 * every accepted action must be in {@code actions()} exactly once and in each sender's order, each
 * seat's listener must have heard exactly its projection of every accepted action (C-6), in
 * order, and no rejection may have reached anyone but its sender (C-5).
 */
class TableHostContentionTest {

  /**
   * Submits shared by all seats. A shared budget, not one per seat: a seat that waits (for a
   * {@code show} it is owed, for a sweep answer) must not use up its own share while it waits, or
   * the seat everyone waits for may already have stopped.
   */
  private static final int SUBMITS = 12_000;
  private static final int CHANCE_SUBMITS = 1_000;
  /** A safety net only: the budget runs out in well under a second. */
  private static final Duration DEADLINE = Duration.ofSeconds(60);

  static Stream<Arguments> games() {
    return Stream.of(
        Arguments.of(Setup.of("kemps").withOption("target", "100"), 1L),
        Arguments.of(Setup.of("kems").withPreset("kems-classic").withOption("target", "100"), 2L),
        Arguments.of(Setup.of("khamul"), 3L));
  }

  /** What one submitting thread saw: its accepted actions in order, and how many were refused. */
  private record Sent(List<Action> accepted, int rejected) {}

  @ParameterizedTest(name = "{0}")
  @MethodSource("games")
  void contention(Setup setup, long seed) throws Exception {
    check(Games.named(setup.game()).orElseThrow().create(setup), seed);
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> void check(
      RuleSet<S, A, E, V> rules, long seed) throws Exception {
    TableHost<S, A, E, V> host = TableHost.dealing(rules, new SplittableRandom(seed));
    int seats = host.state().seating().seats();
    List<List<E>> heard = new ArrayList<>();
    for (int seat = 0; seat < seats; seat++) {
      List<E> events = Collections.synchronizedList(new ArrayList<>());
      heard.add(events);
      host.subscribe(seat, events::add);
    }
    host.open();

    CountDownLatch start = new CountDownLatch(1);
    List<Sent> sent = Collections.synchronizedList(new ArrayList<>());
    List<Thread> threads = new ArrayList<>();
    AtomicInteger budget = new AtomicInteger(SUBMITS);
    long deadline = System.nanoTime() + DEADLINE.toNanos();
    for (int seat = 0; seat < seats; seat++) {
      int me = seat;
      SplittableRandom rng = new SplittableRandom(seed * 31 + seat);
      threads.add(new Thread(() -> sent.add(submitMoves(host, me, rng, start, budget, deadline))));
    }
    SplittableRandom chanceRng = new SplittableRandom(seed * 31 + 99);
    List<SeatAnswer<E>> chanceAnswers = Collections.synchronizedList(new ArrayList<>());
    threads.add(new Thread(() -> {
      await(start);
      ImmutableList<Card> deck = host.state().deck().cards();
      for (int i = 0; i < CHANCE_SUBMITS; i++) {
        chanceAnswers.add(host.submit(Chance.shuffle(deck, chanceRng)));
      }
    }));
    threads.forEach(Thread::start);
    start.countDown();
    for (Thread thread : threads) {
      thread.join();
    }

    // The dealing host answers every chance action itself: one from elsewhere is never due.
    assertThat(chanceAnswers).hasSize(CHANCE_SUBMITS).allSatisfy(answer -> assertThat(answer.rejection())
        .hasValueSatisfying(r -> assertThat(r.code()).isIn(RejectionCode.UNEXPECTED_CHANCE, RejectionCode.GAME_OVER)));

    ImmutableList<Action> actions = host.actions();
    Multiset<Action> acceptedBySenders = HashMultiset.create();
    int rejected = 0;
    for (Sent each : sent) {
      acceptedBySenders.addAll(each.accepted());
      assertThat(isSubsequence(each.accepted(), actions)).as("a sender's actions keep their order").isTrue();
      rejected += each.rejected();
    }
    Multiset<Action> playerActions = HashMultiset.create();
    actions.stream().filter(action -> action instanceof PlayerAction).forEach(playerActions::add);
    assertThat(playerActions).as("every accepted action once, nothing else").isEqualTo(acceptedBySenders);
    assertThat(budget.get() <= 0 || host.state().isOver())
        .as("the threads stopped for the budget or the game's end, not the deadline").isTrue();
    assertThat(acceptedBySenders.size()).as("the threads really raced").isGreaterThan(500);
    assertThat(rejected).as("stale legal lists were refused").isGreaterThan(0);

    // The host's own record replays to its state.
    GameRecord record = RecordReader.read(host.record());
    assertThat(record.rules()).isEqualTo(rules);
    Verdict verdict = Validator.replay(record);
    assertThat(verdict).as(verdict.describe()).isInstanceOf(Verdict.Ok.class);
    S replayed = rules.start();
    List<List<E>> expected = new ArrayList<>();
    for (int seat = 0; seat < seats; seat++) {
      expected.add(new ArrayList<>());
    }
    for (Statement statement : record.body()) {
      Outcome<S, E> outcome = rules.apply(replayed, ((Statement.Play) statement).action());
      assertThat(outcome.isAccepted()).isTrue();
      for (int seat = 0; seat < seats; seat++) {
        expected.get(seat).addAll(rules.eventsSeenBy(seat, outcome.events()));
      }
      replayed = outcome.state();
    }
    assertThat(replayed).isEqualTo(host.state());

    // Each seat heard exactly its own projection of every accepted action, in order, and nothing of
    // any rejection.
    for (int seat = 0; seat < seats; seat++) {
      assertThat(heard.get(seat)).as("seat %d's stream", seat).containsExactlyElementsOf(expected.get(seat));
    }
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Sent submitMoves(
      TableHost<S, A, E, V> host, int seat, SplittableRandom rng, CountDownLatch start,
      AtomicInteger budget, long deadline) {
    await(start);
    List<Action> accepted = new ArrayList<>();
    int rejected = 0;
    ImmutableList<A> legal = ImmutableList.of();
    while (budget.get() > 0 && !host.state().isOver() && System.nanoTime() < deadline) {
      // Half the time the list is a few moves old: other seats' actions have made it stale.
      if (legal.isEmpty() || rng.nextBoolean()) {
        legal = host.legalActions(seat);
      }
      if (legal.isEmpty()) {
        Thread.yield();   // waiting for another seat: costs none of the budget
        continue;
      }
      if (budget.getAndDecrement() <= 0) {
        break;
      }
      A action = legal.get(rng.nextInt(legal.size()));
      if (host.submit(action).isAccepted()) {
        accepted.add(action);
      } else {
        rejected++;
      }
    }
    return new Sent(accepted, rejected);
  }

  /** Whether {@code part} appears in {@code whole} in order (not necessarily next to each other). */
  private static boolean isSubsequence(List<Action> part, List<Action> whole) {
    int next = 0;
    for (Action action : whole) {
      if (next < part.size() && part.get(next).equals(action)) {
        next++;
      }
    }
    return next == part.size();
  }

  private static void await(CountDownLatch start) {
    try {
      start.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
