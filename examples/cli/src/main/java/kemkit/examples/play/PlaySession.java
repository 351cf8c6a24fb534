package kemkit.examples.play;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Ascii;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import kemkit.bots.Bot;
import kemkit.bots.BotKind;
import kemkit.bots.search.Sampler;
import kemkit.bots.search.SearchBots;
import kemkit.bots.search.SearchOptions;
import kemkit.bots.Bots;
import kemkit.bots.Scheduler;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.NotationException;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.game.RuleSet;
import kemkit.host.TableHost;

/**
 * One game in a terminal: a person plays one seat against heuristic bots. Everything goes through
 * one {@link TableHost}, which keeps the game consistent while two threads submit: the reader of
 * standard input submits the person's actions, and a clock submits one bot action every {@code
 * pace} milliseconds (the Kem's family has no turns, so the bots play while the person types).
 * With a pace of 0 the bots move one step per empty line instead, which makes a session
 * reproducible. The person sees their seat's events, one line each, and their view drawn again
 * after every action that showed them something.
 *
 * <pre>{@code
 * new PlaySession<>(Kemps.rules(), 1, seed, 1500, console.in(), console.out()).run();
 * }</pre>
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 */
public final class PlaySession<S extends GameState, A extends PlayerAction, E extends Event, V> {

  /** How many bot ticks in a row everyone may pass before the dealer is made to act. */
  private static final int PATIENCE_TICKS = 3;

  private final RuleSet<S, A, E, V> rules;
  private final int me;
  private final long paceMillis;
  private final BufferedReader in;
  private final PrintStream out;
  private final TableHost<S, A, E, V> host;
  private final Scheduler<S, A, E, V> scheduler;
  private final Screen<E, V> screen;
  private final AtomicBoolean changed = new AtomicBoolean();
  private final CountDownLatch finished = new CountDownLatch(1);
  private boolean prompted;
  // Written by the clock and the reader of standard input; a lost update only delays a sweep.
  private volatile int idleTicks;

  /**
   * Sets a table: the person at {@code seat}, a heuristic bot at every other seat.
   *
   * @param rules the rules of the game
   * @param seat the person's seat
   * @param seed where the deck orders and the bots' choices come from: the same seed and the same
   *     input replay the same game (with a pace of 0)
   * @param paceMillis how long the bots wait between two moves; 0 to move one step per empty line
   * @param in what the person types
   * @param out where the game is shown
   * @throws IllegalArgumentException if there is no such seat, or no bot or screen for the game
   */
  public PlaySession(RuleSet<S, A, E, V> rules, int seat, long seed, long paceMillis,
      InputStream in, PrintStream out) {
    this(rules, seat, seed, paceMillis, Opponents.HEURISTIC, in, out);
  }

  /**
   * The bots the person plays against.
   *
   * @param kind the kind of every other seat's bot
   * @param search how the search bots think, if {@code kind} is {@link BotKind#SEARCH}
   */
  public record Opponents(BotKind kind, SearchOptions search) {

    /** Heuristic bots. */
    public static final Opponents HEURISTIC = new Opponents(BotKind.HEURISTIC, SearchOptions.DEFAULT);

    /** Checks the components. */
    public Opponents {
      requireNonNull(kind, "kind");
      requireNonNull(search, "search");
    }
  }

  /**
   * Sets a table: the person at {@code seat}, a bot of {@code opponents} at every other seat.
   *
   * @param rules the rules of the game
   * @param seat the person's seat
   * @param seed where the deck orders and the bots' choices come from
   * @param paceMillis how long the bots wait between two moves; 0 to move one step per empty line
   * @param opponents the other seats' bots
   * @param in what the person types
   * @param out where the game is shown
   * @throws IllegalArgumentException if there is no such seat, or no bot or screen for the game
   */
  public PlaySession(RuleSet<S, A, E, V> rules, int seat, long seed, long paceMillis, Opponents opponents,
      InputStream in, PrintStream out) {
    this.rules = requireNonNull(rules, "rules");
    this.me = seat;
    this.paceMillis = paceMillis;
    this.in = new BufferedReader(new InputStreamReader(requireNonNull(in, "in"), StandardCharsets.UTF_8));
    this.out = requireNonNull(out, "out");
    SplittableRandom rng = new SplittableRandom(seed);
    this.host = TableHost.dealing(rules, rng.split());
    int seats = host.state().seating().seats();
    if (!host.state().seating().isSeat(seat)) {
      throw new IllegalArgumentException("there is no seat " + seat + " (seats 0 to " + (seats - 1) + ")");
    }
    this.screen = Screen.of(rules, seat);
    List<Optional<Bot<A, E, V>>> bots = new ArrayList<>();
    for (int other = 0; other < seats; other++) {
      if (other == seat) {
        bots.add(Optional.empty());
        continue;
      }
      // A search bot samples the table through determinize alone (C-6); it never gets the state.
      Bot<A, E, V> bot = opponents.kind() == BotKind.SEARCH
          ? SearchBots.create(rules, other, Sampler.of(rules, host::state, other), opponents.search(), rng.split())
          : Bots.create(opponents.kind(), rules, other, rng.split());
      host.subscribe(other, bot::observe);
      bots.add(Optional.of(bot));
    }
    host.subscribe(seat, this::show);
    this.scheduler = new Scheduler<>(rules, bots, rng.split());
  }

  /** {@return the host of the game: its state, record and actions, once the session is over} */
  public TableHost<S, A, E, V> host() {
    return host;
  }

  /**
   * Plays until the game ends, the person types {@code quit}, or standard input ends.
   *
   * @throws InterruptedException if the calling thread is interrupted meanwhile
   */
  public void run() throws InterruptedException {
    print(screen.welcome(host.view(me)) + "\n");
    host.open();
    redraw();
    Thread reader = new Thread(this::readLines, "kemkit-play-input");
    reader.setDaemon(true);
    reader.start();
    Thread clock = new Thread(this::tick, "kemkit-play-bots");
    clock.setDaemon(true);
    if (paceMillis > 0) {
      clock.start();
    }
    finished.await();
    clock.interrupt();
    if (host.state().isOver()) {
      print("the game is over\n");
    }
  }

  private void readLines() {
    try {
      String line;
      while (finished.getCount() > 0 && (line = in.readLine()) != null) {
        synchronized (out) {
          prompted = false;
        }
        if (!command(line.strip())) {
          break;
        }
        prompt();
      }
    } catch (IOException e) {
      print("cannot read the input: " + e.getMessage() + "\n");
    } catch (UncheckedIOException e) {
      print("cannot read the input: " + e.getCause().getMessage() + "\n");
    } finally {
      finished.countDown();
    }
  }

  /** {@return false when the person is done} */
  private boolean command(String line) {
    String[] words = line.isEmpty() ? new String[0] : line.split("\\s+");
    String verb = words.length == 0 ? "" : Ascii.toLowerCase(words[0]);
    switch (verb) {
      case "" -> {
        if (paceMillis == 0 && !botStep(true)) {
          print("(the bots pass: your move)\n");
        } else if (paceMillis > 0) {
          redraw();
        }
        return !host.state().isOver();
      }
      case "quit", "exit" -> {
        return false;
      }
      case "help", "?" -> {
        print(LegalHelp.of(rules.notation(), host.legalActions(me), paceMillis == 0));
        return true;
      }
      case "view" -> {
        redraw();
        return true;
      }
      default -> {
        play(verb, Arrays.asList(words).subList(1, words.length), line);
        return !host.state().isOver();
      }
    }
  }

  private void play(String verb, List<String> args, String line) {
    if (verb.matches("[0-9]+")) {
      print("commands are the record verbs without the seat: '" + line.substring(verb.length()).strip()
          + "', not '" + line + "' (type help)\n");
      return;
    }
    A action;
    try {
      action = rules.notation().parse(me, verb, args);
    } catch (NotationException e) {
      print("'" + line + "': " + e.getMessage() + " (type help)\n");
      return;
    }
    Optional<Rejection> refusal = host.submit(action).rejection();
    if (refusal.isPresent()) {
      print("refused, " + refusal.get().code() + ": " + refusal.get().message() + "\n");
    } else {
      idleTicks = 0;
    }
    redrawIfChanged();
  }

  private void tick() {
    try {
      while (finished.getCount() > 0) {
        Thread.sleep(paceMillis);
        // When every bot passes, the dealer waits a few ticks before sweeping: the person may want
        // a card and needs time to type.
        botStep(++idleTicks > PATIENCE_TICKS);
      }
    } catch (InterruptedException e) {
      // The session is over.
    }
  }

  /** {@return whether a bot moved} */
  private boolean botStep(boolean mayPress) {
    S state = host.state();
    Optional<Scheduler.Move<A>> move = scheduler.willing(state)
        .or(() -> mayPress ? scheduler.press(state) : Optional.empty());
    if (move.isEmpty()) {
      return false;
    }
    idleTicks = 0;
    // A person's action may have come first: then the host refuses this one, and nobody else hears.
    host.submit(move.get().action());
    redrawIfChanged();
    if (host.state().isOver()) {
      finished.countDown();
    }
    return true;
  }

  private void show(E event) {
    screen.describe(event).ifPresent(line -> print(line + "\n"));
    changed.set(true);
  }

  private void redrawIfChanged() {
    if (changed.getAndSet(false)) {
      redraw();
    }
  }

  private void redraw() {
    changed.set(false);
    print(screen.draw(host.view(me)) + (host.state().isOver() ? "" : "> "));
  }

  /** Shows the prompt again, unless it is already waiting. */
  private void prompt() {
    synchronized (out) {
      if (!prompted) {
        print("> ");
      }
    }
  }

  /** Prints {@code text}, on a line of its own if a prompt is waiting for the person's input. */
  private void print(String text) {
    synchronized (out) {
      if (prompted) {
        out.print('\n');
      }
      out.print(text);
      prompted = text.endsWith("> ");
      out.flush();
    }
  }
}
