package kemkit.host;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.game.Action;
import kemkit.game.Outcome;
import kemkit.game.RejectionCode;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import kemkit.record.GameRecord;
import kemkit.record.RecordReader;
import kemkit.record.Statement;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import kemkit.toy.HighCard;
import kemkit.toy.HighCardAction;
import kemkit.toy.HighCardEvent;
import kemkit.toy.HighCardRules;
import kemkit.toy.HighCardState;
import kemkit.toy.HighCardView;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link TableHost} with the toy game High card (3 seats unless said otherwise). */
class TableHostTest {

  private final HighCardRules rules = HighCardRules.of(3);

  @Test
  @DisplayName("a manual host applies what it is given, and its record replays to its state")
  void manual() {
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> host = TableHost.manual(rules);
    host.open(); // a manual host deals nothing
    assertThat(host.state()).isEqualTo(rules.start());

    assertThat(host.submit(Shuffle.of(Deck.standard52().cards())).isAccepted()).isTrue();
    assertThat(host.submit(new Starter(1)).isAccepted()).isTrue();
    assertThat(host.submit(new HighCardAction.Play(1, Card.of("2C"))).isAccepted()).isTrue();

    assertThat(host.actions()).hasSize(3);
    assertThat(host.actionsSince(0)).isEqualTo(host.actions());
    assertThat(host.actionsSince(2)).containsExactly(new HighCardAction.Play(1, Card.of("2C")));
    assertThat(host.actionsSince(3)).isEmpty();
    assertThatThrownBy(() -> host.actionsSince(4)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThat(host.view(1)).isEqualTo(rules.view(host.state(), 1));
    assertThat(host.legalActions(2)).isEqualTo(rules.legalActions(host.state(), 2));
    assertThat(Validator.validate(host.record(), HighCard.games())).isInstanceOf(Verdict.Ok.class);
    assertThat(replay(host.record())).isEqualTo(host.state());
  }

  @Test
  @DisplayName("C-5: a rejection goes back to the sender only and changes nothing")
  void rejection() {
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> host = TableHost.dealing(rules, new SplittableRandom(1));
    host.open();
    List<HighCardEvent> heard = Collections.synchronizedList(new ArrayList<>());
    host.subscribe(0, heard::add);
    HighCardState before = host.state();
    ImmutableList<Action> actions = host.actions();

    SeatAnswer<HighCardEvent> answer = host.submit(new HighCardAction.Play(7, Card.of("QS")));

    assertThat(answer.rejection()).hasValueSatisfying(r -> assertThat(r.code()).isEqualTo(RejectionCode.NO_SUCH_SEAT));
    assertThat(answer.events()).isEmpty();
    assertThat(host.state()).isEqualTo(before);
    assertThat(host.actions()).isEqualTo(actions);
    assertThat(heard).isEmpty();
  }

  @Test
  @DisplayName("C-4, C-6: a dealing host deals at open(), and each seat hears the deal as it may see it")
  void dealingProjectsEvents() {
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> host = TableHost.dealing(rules, new SplittableRandom(2));
    List<List<HighCardEvent>> heard = new ArrayList<>();
    for (int seat = 0; seat < 3; seat++) {
      List<HighCardEvent> events = new ArrayList<>();
      heard.add(events);
      host.subscribe(seat, events::add);
    }

    host.open();

    assertThat(host.state().chanceDue()).isEmpty();
    assertThat(host.actions()).hasSize(2).first().isInstanceOf(Shuffle.class);
    for (int seat = 0; seat < 3; seat++) {
      int me = seat;
      assertThat(heard.get(seat)).hasSize(4)
          .contains(new HighCardEvent.Dealt(seat, host.state().hand(seat)))
          .filteredOn(e -> e instanceof HighCardEvent.Dealt).allSatisfy(e -> assertThat(((HighCardEvent.Dealt) e).seat()).isEqualTo(me));
      assertThat(heard.get(seat)).filteredOn(e -> e instanceof HighCardEvent.DealtFaceDown).hasSize(2);
    }
  }

  @Test
  @DisplayName("a dealing host deals every next round itself, to the end of the game")
  void dealsEveryRound() {
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> host = TableHost.dealing(rules, new SplittableRandom(3));
    assertThat(host.legalActions(0)).as("nothing is dealt before open() or the first submit").isEmpty();
    host.open();
    while (!host.state().isOver()) {
      int turn = host.state().turn();
      assertThat(host.submit(host.legalActions(turn).get(0)).isAccepted()).isTrue();
      assertThat(host.state().chanceDue()).isEmpty();
    }
    assertThat(host.state().round()).isGreaterThan(1);
    assertThat(host.submit(new HighCardAction.Play(0, Card.of("AS"))).rejection())
        .hasValueSatisfying(r -> assertThat(r.code()).isEqualTo(RejectionCode.GAME_OVER));
    assertThat(replay(host.record())).isEqualTo(host.state());
  }

  @Test
  @DisplayName("C-6: a seat that comes back is told what it missed, from any action on, as its listeners heard it")
  void eventsSeenBySinceAnAction() {
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> host = TableHost.dealing(rules, new SplittableRandom(4));
    List<List<HighCardEvent>> heard = new ArrayList<>();
    for (int seat = 0; seat < 3; seat++) {
      List<HighCardEvent> events = new ArrayList<>();
      heard.add(events);
      host.subscribe(seat, events::add);
    }
    host.open();
    // After each submit: how many actions were accepted, and how many events each seat had heard.
    List<int[]> marks = new ArrayList<>();
    marks.add(new int[] {0, 0, 0, 0});
    while (!host.state().isOver()) {
      marks.add(new int[] {host.actions().size(), heard.get(0).size(), heard.get(1).size(), heard.get(2).size()});
      int turn = host.state().turn();
      host.submit(host.legalActions(turn).get(0));
    }
    int end = host.actions().size();
    for (int[] mark : marks) {
      for (int seat = 0; seat < 3; seat++) {
        List<HighCardEvent> all = heard.get(seat);
        assertThat(host.eventsSeenBy(seat, mark[0], end)).as("seat %d from action %d", seat, mark[0])
            .containsExactlyElementsOf(all.subList(mark[1 + seat], all.size()));
      }
    }
    assertThat(host.eventsSeenBy(1, end, end)).isEmpty();
    assertThat(host.eventsSeenBy(2, 0, 2)).filteredOn(e -> e instanceof HighCardEvent.Dealt)
        .allSatisfy(e -> assertThat(((HighCardEvent.Dealt) e).seat()).isEqualTo(2));
    assertThatThrownBy(() -> host.eventsSeenBy(3, 0, end)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> host.eventsSeenBy(0, 0, end + 1)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> host.eventsSeenBy(0, 2, 1)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  @DisplayName("arguments are checked: no such seat to subscribe, null listener, null action")
  void arguments() {
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> host = TableHost.manual(rules);
    assertThatThrownBy(() -> host.subscribe(3, e -> { })).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> host.subscribe(-1, e -> { })).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> host.subscribe(0, null)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> host.submit(null)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> TableHost.dealing(rules, null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  @DisplayName("property: seats submitting from their own threads see one order; the record and every seat's stream replay it")
  void concurrentSeats() throws Exception {
    for (int run = 0; run < 6; run++) {
      HighCardRules fours = HighCardRules.of(4);
      TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> host = TableHost.dealing(fours, new SplittableRandom(run));
      List<List<HighCardEvent>> heard = new ArrayList<>();
      for (int seat = 0; seat < 4; seat++) {
        List<HighCardEvent> events = Collections.synchronizedList(new ArrayList<>());
        heard.add(events);
        host.subscribe(seat, events::add);
      }
      host.open();
      ExecutorService threads = Executors.newFixedThreadPool(4);
      CountDownLatch go = new CountDownLatch(1);
      List<Future<?>> seats = new ArrayList<>();
      for (int seat = 0; seat < 4; seat++) {
        int me = seat;
        SplittableRandom rng = new SplittableRandom(run * 10L + seat);
        seats.add(threads.submit(() -> {
          go.await();
          while (!host.state().isOver()) {
            // Stale on purpose: the state may move between asking and submitting.
            List<HighCardAction> mine = host.legalActions(me);
            Action action = mine.isEmpty() ? new HighCardAction.Play(me, Card.byIndex(rng.nextInt(Card.COUNT)))
                : mine.get(rng.nextInt(mine.size()));
            if (!host.submit(action).isAccepted()) {
              Thread.yield(); // an idle seat must not starve the seat whose turn it is
            }
          }
          return null;
        }));
      }
      go.countDown();
      for (Future<?> seat : seats) {
        seat.get(30, TimeUnit.SECONDS);
      }
      threads.shutdown();

      HighCardState state = fours.start();
      List<List<HighCardEvent>> expected = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
      for (Action action : host.actions()) {
        Outcome<HighCardState, HighCardEvent> outcome = fours.apply(state, action);
        assertThat(outcome.isAccepted()).as("every recorded action was accepted in that order").isTrue();
        for (int seat = 0; seat < 4; seat++) {
          expected.get(seat).addAll(fours.eventsSeenBy(seat, outcome.events()));
        }
        state = outcome.state();
      }
      assertThat(state).isEqualTo(host.state());
      assertThat(replay(host.record())).isEqualTo(host.state());
      for (int seat = 0; seat < 4; seat++) {
        assertThat(heard.get(seat)).as("seat %d's stream", seat).isEqualTo(expected.get(seat));
      }
    }
  }

  @Test
  @DisplayName("C-6: the sender hears its own projection of its action, and nothing of the state")
  void answerIsTheSendersProjection() {
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> host = TableHost.dealing(rules, new SplittableRandom(4));
    host.open();
    while (!host.state().isOver()) {
      HighCardState before = host.state();
      int turn = before.turn();
      HighCardAction action = host.legalActions(turn).get(0);
      ImmutableList<HighCardEvent> full = rules.apply(before, action).events();

      SeatAnswer<HighCardEvent> answer = host.submit(action);

      assertThat(answer.events()).isEqualTo(rules.eventsSeenBy(turn, full));
      assertThat(answer).hasToString("Accepted[events=" + answer.events() + "]");
    }
  }

  @Test
  @DisplayName("C-5: a chance action's answer holds no event; the full outcome is asked for by name")
  void chanceAnswerAndFullOutcome() {
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> host = TableHost.manual(rules);
    List<Card> deck = Deck.standard52().cards();

    SeatAnswer<HighCardEvent> dealt = host.submit(Shuffle.of(deck));
    Outcome<HighCardState, HighCardEvent> full = host.submitWithFullOutcome(new Starter(1));

    assertThat(dealt.isAccepted()).isTrue();
    assertThat(dealt.events()).as("the deal is heard by listeners, each its own part").isEmpty();
    assertThat(full.events()).isNotEmpty();
    assertThat(full.state()).isEqualTo(host.state());
    assertThat(full).hasToString("Accepted");
  }

  @Test
  @DisplayName("a listener that throws reaches the error handler; the others hear everything and every round is dealt")
  void throwingListener() {
    List<Integer> failedSeats = new ArrayList<>();
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> host =
        TableHost.dealing(rules, new SplittableRandom(5), (seat, error) -> failedSeats.add(seat));
    host.subscribe(0, event -> {
      throw new IllegalStateException("a broken socket");
    });
    List<HighCardEvent> heard = new ArrayList<>();
    host.subscribe(0, heard::add);
    host.open();
    while (!host.state().isOver()) {
      HighCardAction action = host.legalActions(host.state().turn()).get(0);

      assertThat(host.submit(action).isAccepted()).isTrue();
      assertThat(host.state().chanceDue()).as("the next round is dealt even though a listener threw").isEmpty();
      assertThat(host.state().isOver() || !host.legalActions(host.state().turn()).isEmpty()).isTrue();
    }
    assertThat(host.state().round()).isGreaterThan(1);
    assertThat(failedSeats).isNotEmpty().containsOnly(0);
    assertThat(heard).isEqualTo(projection(rules, host.actions(), 0));
  }

  @Test
  @DisplayName("a handler that throws stops nothing either, and the default handler names no card")
  void throwingHandler() {
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> host =
        TableHost.dealing(rules, new SplittableRandom(6), (seat, error) -> {
          throw new IllegalStateException("the handler broke too");
        });
    host.subscribe(1, event -> {
      throw new IllegalStateException("a broken socket");
    });
    host.open();
    assertThat(host.submit(host.legalActions(host.state().turn()).get(0)).isAccepted()).isTrue();
    assertThat(TableHost.ErrorHandler.logging()).isNotNull();
  }

  @Test
  @DisplayName("a listener that submits is answered at once, and every seat hears the actions in the record's order")
  void reentrantSubmit() {
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> host = TableHost.dealing(rules, new SplittableRandom(7));
    List<SeatAnswer<HighCardEvent>> answers = new ArrayList<>();
    host.subscribe(0, event -> {   // seat 0 is a bot that answers at once, from inside the listener
      HighCardState now = host.state();
      if (!now.isOver() && now.turn() == 0 && !host.legalActions(0).isEmpty()) {
        answers.add(host.submit(host.legalActions(0).get(0)));
      }
    });
    List<List<HighCardEvent>> heard = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    for (int seat = 0; seat < 3; seat++) {
      host.subscribe(seat, heard.get(seat)::add);
    }
    host.open();
    while (!host.state().isOver()) {
      int turn = host.state().turn();
      if (turn != 0) {
        assertThat(host.submit(host.legalActions(turn).get(0)).isAccepted()).isTrue();
      }
    }
    assertThat(answers).isNotEmpty().allSatisfy(answer -> assertThat(answer.isAccepted()).isTrue());
    for (int seat = 0; seat < 3; seat++) {
      assertThat(heard.get(seat)).as("seat %d's stream", seat).isEqualTo(projection(rules, host.actions(), seat));
    }
  }

  @Test
  @DisplayName("a listener that throws an Error during the deal is reported, and every seat still hears its dealt hand")
  void listenerThrowingAnErrorDuringTheDeal() {
    List<Throwable> reported = new ArrayList<>();
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> host =
        TableHost.dealing(rules, new SplittableRandom(8), (seat, error) -> reported.add(error));
    host.subscribe(0, event -> {
      throw new AssertionError("a test's listener failed");
    });
    List<List<HighCardEvent>> heard = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    for (int seat = 0; seat < 3; seat++) {
      host.subscribe(seat, heard.get(seat)::add);
    }

    host.open();
    assertThat(host.submit(host.legalActions(host.state().turn()).get(0)).isAccepted()).isTrue();

    assertThat(reported).isNotEmpty().allMatch(AssertionError.class::isInstance);
    for (int seat = 0; seat < 3; seat++) {
      assertThat(heard.get(seat)).as("seat %d's stream", seat).isNotEmpty()
          .isEqualTo(projection(rules, host.actions(), seat));
    }
  }

  @Test
  @DisplayName("an error handler that throws, even an Error, leaves no seat without an event it is due")
  void handlerThrowingAnError() {
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> host =
        TableHost.dealing(rules, new SplittableRandom(9), (seat, error) -> {
          throw new AssertionError("the handler broke too");
        });
    List<List<HighCardEvent>> heard = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    for (int seat = 0; seat < 3; seat++) {
      host.subscribe(seat, event -> {
        throw new IllegalStateException("a broken socket");
      });
      host.subscribe(seat, heard.get(seat)::add);
    }

    host.open();
    for (int i = 0; i < 6 && !host.state().isOver(); i++) {
      assertThat(host.submit(host.legalActions(host.state().turn()).get(0)).isAccepted()).isTrue();
    }

    for (int seat = 0; seat < 3; seat++) {
      assertThat(heard.get(seat)).as("seat %d's stream", seat).isEqualTo(projection(rules, host.actions(), seat));
    }
  }

  @Test
  @DisplayName("two tables whose listeners submit to each other from two threads do not deadlock")
  void crossSubmittingTablesDoNotDeadlock() throws Exception {
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> one = TableHost.manual(rules);
    TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> other = TableHost.manual(rules);
    // Both threads are inside a listener at once (the barrier), then each submits to the other table:
    // with a lock held while listeners run, each would wait for the other's lock for ever.
    CyclicBarrier bothListening = new CyclicBarrier(2);
    List<SeatAnswer<HighCardEvent>> answers = new CopyOnWriteArrayList<>();
    crossSubmit(one, other, bothListening, answers);
    crossSubmit(other, one, bothListening, answers);
    List<Thread> threads = List.of(
        daemon(() -> one.submit(Shuffle.of(kemkit.card.Deck.standard52().cards()))),
        daemon(() -> other.submit(Shuffle.of(kemkit.card.Deck.standard52().cards()))));
    threads.forEach(Thread::start);
    for (Thread thread : threads) {
      thread.join(TimeUnit.SECONDS.toMillis(20));
    }

    assertThat(threads).as("both submits returned").noneMatch(Thread::isAlive);
    assertThat(answers).hasSize(2).allSatisfy(answer -> assertThat(answer.isAccepted()).isTrue());
    assertThat(one.actions()).hasSize(2);
    assertThat(other.actions()).hasSize(2);
  }

  /** On its first event, {@code from}'s seat 0 waits for the other table's listener, then starts {@code to}'s round. */
  private static void crossSubmit(TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> from,
      TableHost<HighCardState, HighCardAction, HighCardEvent, HighCardView> to, CyclicBarrier bothListening,
      List<SeatAnswer<HighCardEvent>> answers) {
    AtomicBoolean first = new AtomicBoolean(true);
    from.subscribe(0, event -> {
      if (first.getAndSet(false)) {
        try {
          bothListening.await(10, TimeUnit.SECONDS);
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
        answers.add(to.submit(new Starter(0)));
      }
    });
  }

  private static Thread daemon(Runnable body) {
    Thread thread = new Thread(body, "cross-submitting seat");
    thread.setDaemon(true);
    return thread;
  }

  /** {@return what {@code seat} may hear of {@code actions}, replayed from the start, in order} */
  private static List<HighCardEvent> projection(HighCardRules rules, List<Action> actions, int seat) {
    List<HighCardEvent> events = new ArrayList<>();
    HighCardState state = rules.start();
    for (Action action : actions) {
      Outcome<HighCardState, HighCardEvent> outcome = rules.apply(state, action);
      events.addAll(rules.eventsSeenBy(seat, outcome.events()));
      state = outcome.state();
    }
    return events;
  }

  private static HighCardState replay(String record) {
    RecordReader.Reading reading = RecordReader.readPrefix(record, HighCard.games());
    assertThat(reading.malformed()).isEmpty();
    GameRecord game = reading.record().orElseThrow();
    HighCardRules rules = (HighCardRules) game.rules();
    HighCardState state = rules.start();
    for (Statement statement : game.body()) {
      state = rules.apply(state, ((Statement.Play) statement).action()).state();
    }
    return state;
  }
}
