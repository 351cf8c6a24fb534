package kemkit.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.bots.Bot;
import kemkit.bots.BotKind;
import kemkit.bots.Bots;
import kemkit.bots.search.Sampler;
import kemkit.bots.search.SearchBots;
import kemkit.bots.search.SearchOptions;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.host.TableHost;

/**
 * A {@link LiveTable}'s clock and stand-ins: what the table calls at its hooks (a move applied, a
 * tick, a page come or gone, a seat taken back), all in the table's lock. Off (every hook does
 * nothing) until {@link #start}: a table without a clock plays as before.
 *
 * <p>A stand-in is a bot of the clock's level ({@link ClockSettings#standIn}) made for the seat
 * when it takes over: it first hears every event the seat heard since the game began (C-6: only
 * those), then each new one, so it plays on what the person knew, no more. The moves it makes are
 * marked in the record ({@link SeatClocks#comment}) and listed on the page.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 */
final class TableClock<S extends GameState, A extends PlayerAction, E extends Event, V> {

  /** How often, at most, a clocked table looks at its clocks (ms). */
  static final int TICK_MS = 25;

  private Optional<SeatClocks> clocks = Optional.empty();
  private RuleSet<S, A, E, V> rules;
  private TableHost<S, A, E, V> host;
  private final List<Optional<Bot<A, E, V>>> standIns = new ArrayList<>();
  /** Per record place, the comment its line gets when it is stored. */
  private final Map<Integer, String> comments = new HashMap<>();
  /** Whether the move being applied is a stand-in's. */
  private boolean standInMove;
  private long lastBotMove = System.nanoTime();
  /** The record length at which the seat the table waits for was last worked out (it changes only with an action). */
  private int waitingAt = -1;

  boolean on() {
    return clocks.isPresent();
  }

  /** Starts the clock of a table whose host is {@code host}, taking back what {@code lines} say. */
  void start(ClockSettings settings, RuleSet<S, A, E, V> rules, List<SeatKind> kinds, TableHost<S, A, E, V> host,
      List<String> lines, int stored) {
    long now = System.nanoTime();
    SeatClocks seatClocks = new SeatClocks(settings, kinds, now);
    seatClocks.restore(lines, System.currentTimeMillis(), now);
    this.clocks = Optional.of(seatClocks);
    this.rules = rules;
    this.host = host;
    kinds.forEach(k -> standIns.add(Optional.empty()));
    makeStandIns(stored);
    seatClocks.waitFor(waitingFor(false), now);
  }

  /** The table is rebuilt from its record: the stand-ins hear it again from the start. */
  void rebuilding() {
    standIns.replaceAll(b -> Optional.empty());
    comments.clear();
    waitingAt = -1;
  }

  /** The table was rebuilt with {@code stored} actions on {@code host}. */
  void rebuilt(TableHost<S, A, E, V> host, int stored) {
    this.host = host;
    clocks.ifPresent(c -> c.forgetFrom(stored));
    makeStandIns(stored);
  }

  private void makeStandIns(int stored) {
    for (int seat = 0; seat < standIns.size(); seat++) {
      if (clocks.get().stoodIn(seat)) {
        standIns.set(seat, Optional.of(standIn(seat, stored)));
      }
    }
  }

  /** {@return a bot of the clock's level for {@code seat}, that heard what the seat heard so far} */
  private Bot<A, E, V> standIn(int seat, int stored) {
    BotKind level = clocks.get().settings().standIn();
    Bot<A, E, V> bot = level == BotKind.SEARCH
        ? SearchBots.create(rules, seat, Sampler.of(rules, host::state, seat), SearchOptions.DEFAULT,
            new SplittableRandom(new SecureRandom().nextLong()))
        : Bots.create(level, rules, seat, new SecureRandom());
    for (E event : host.eventsSeenBy(seat, 0, stored)) {
      bot.observe(event);
    }
    return bot;
  }

  /** {@return the scheduler's bots: {@code seatBots}, with each stood-in seat's stand-in} */
  List<Optional<Bot<A, E, V>>> bots(List<Optional<Bot<A, E, V>>> seatBots) {
    List<Optional<Bot<A, E, V>>> bots = new ArrayList<>(seatBots);
    for (int seat = 0; seat < standIns.size() && seat < bots.size(); seat++) {
      if (standIns.get(seat).isPresent()) {
        bots.set(seat, standIns.get(seat));
      }
    }
    return bots;
  }

  /** {@code seat} heard {@code event}: so does its stand-in, if it has one. */
  void heard(int seat, E event) {
    if (seat < standIns.size()) {
      standIns.get(seat).ifPresent(bot -> bot.observe(event));
    }
  }

  /** {@code seat}'s page came or went. */
  void present(int seat, boolean present) {
    clocks.ifPresent(c -> c.present(seat, present, System.nanoTime()));
  }

  /** {@code seat}'s person takes it back. {@return whether a stand-in played it} */
  boolean reclaim(int seat) {
    if (clocks.isEmpty() || seat < 0 || seat >= standIns.size() || !clocks.get().stoodIn(seat)) {
      return false;
    }
    clocks.get().reclaim(seat, System.nanoTime());
    standIns.set(seat, Optional.empty());
    return true;
  }

  /** {@code action} was accepted at record place {@code at}: the clocks move on, its comment is made. */
  void moved(PlayerAction action, int at, TableHost<S, A, E, V> host, boolean closed) {
    if (clocks.isEmpty()) {
      return;
    }
    SeatClocks c = clocks.get();
    long now = System.nanoTime();
    c.moved(action.seat(), now);
    if (standInMove) {
      c.mark(at, action.seat());
    }
    this.host = host;
    c.waitFor(waitingFor(closed), now);
    comments.put(at, c.comment(now, System.currentTimeMillis(), standInMove));
  }

  /** Runs a bot's move for {@code seat}, marked as a stand-in's if one plays that seat. */
  void botMove(int seat, Runnable move) {
    standInMove = clocks.isPresent() && clocks.get().stoodIn(seat);
    try {
      move.run();
    } finally {
      standInMove = false;
      lastBotMove = System.nanoTime();
    }
  }

  /** {@return whether the bots may move now: a clocked table ticks faster than its bots' pace} */
  boolean botsMayMove(int botDelayMillis) {
    return clocks.isEmpty() || System.nanoTime() - lastBotMove >= botDelayMillis * 1_000_000L;
  }

  /**
   * One look at the clocks: a seat whose time ran out, or whose page is gone too long, gets its
   * stand-in. {@return whether one did (the scheduler must be remade)}
   */
  boolean tick(TableHost<S, A, E, V> host, int stored) {
    this.host = host;
    SeatClocks c = clocks.get();
    long now = System.nanoTime();
    if (stored != waitingAt) {
      // Worked out again only when the record grew (a deal the tick stored, say), not on every tick.
      c.waitFor(waitingFor(false), now);
      waitingAt = stored;
    }
    Optional<Map.Entry<Integer, SeatClocks.Reason>> due = c.due(now);
    if (due.isEmpty()) {
      return false;
    }
    int seat = due.get().getKey();
    c.standIn(seat, due.get().getValue(), now);
    standIns.set(seat, Optional.of(standIn(seat, stored)));
    return true;
  }

  /** {@return the comment for the line at record place {@code seq} (with its leading space), or nothing} */
  String comment(int seq) {
    String comment = comments.remove(seq);
    return comment == null ? "" : " " + comment;
  }

  /** {@return the clocks as the pages get them, if the table has a clock} */
  Optional<ObjectNode> json() {
    return clocks.map(c -> c.json(System.nanoTime()));
  }

  /**
   * {@return the seat the table waits for: the one the bots' scheduler would press ({@link
   * Bots#firstToPress}), or the next with a move; -1 while dealing, once over, or if none may move}
   */
  private int waitingFor(boolean closed) {
    S state = host.state();
    if (state.isOver() || state.chanceDue().isPresent() || closed) {
      return -1;
    }
    int seats = standIns.size();
    int first = Bots.firstToPress(state);
    for (int i = 0; i < seats; i++) {
      int seat = (first + i) % seats;
      if (!host.legalActions(seat).isEmpty()) {
        return seat;
      }
    }
    return -1;
  }
}
