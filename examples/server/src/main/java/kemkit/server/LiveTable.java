package kemkit.server;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import kemkit.bots.Bot;
import kemkit.bots.BotKind;
import kemkit.bots.Bots;
import kemkit.bots.Scheduler;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.ChanceDue;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.host.SeatAnswer;
import kemkit.host.TableHost;
import kemkit.json.GameCodec;
import kemkit.record.RecordWriter;

/**
 * One web table: a {@link TableHost}, its bots, its seats' connections and its record in the
 * {@link Store}. Every change happens in the table's lock (a fair one: a join or a person's action
 * waiting for it comes before the bots' next tick, even while the database is slow), in this order: the host applies the
 * action, the server deals what chance then requires (C-4, from {@link SecureRandom}, so no seat can
 * predict a shuffle), the new record lines are written, and only then does any seat hear of it
 * (each seat its own events, C-6) and the sender get its answer. So a seat is never told of an
 * action that a crash could lose.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 */
final class LiveTable<S extends GameState, A extends PlayerAction, E extends Event, V> {

  /** How many sentences a seat gets back when it (re)joins. */
  private static final int LOG_SIZE = 60;

  /** The event types whose sentences say why a round scored what it did. */
  private static final java.util.Set<String> REASONS = java.util.Set.of(
      "called", "denounced", "scored", "counter-beaten", "round-blocked", "seat-barred", "deal-voided",
      "announced", "marked", "revealed", "stock-ran-out");

  private final String id;
  private final RuleSet<S, A, E, V> rules;
  private final GameCodec<A, E, V> codec;
  /** The table's rules in short: the same for every seat and every update, so made once (never changed). */
  private final ArrayNode legend;
  private final ImmutableList<SeatKind> kinds;
  private final int botDelayMillis;
  /** The most actions the table stores (chance actions included): past it, the table is closed. */
  private final int maxActions;
  /** How often a page should ping when it hears nothing (told in {@code joined}). */
  private final int pingMillis;
  private final Store store;
  private final Timings timings;
  private final long epoch;
  private final RandomGenerator dealer = new SecureRandom();
  private final List<List<ObjectNode>> pending = new ArrayList<>();
  private final List<Deque<String>> logs = new ArrayList<>();
  /** Per seat, its connection: copy-on-write, so that {@link #drop} closes them without waiting for the lock. */
  private final List<Optional<Peer>> peers = new java.util.concurrent.CopyOnWriteArrayList<>();
  /** Per seat, which page's how-manieth connection holds it ({@link Dial}), if it said. */
  private final List<Optional<Dial>> dials = new ArrayList<>();
  /** Per seat, the round score sheet as the seat heard it (its rows) and the reasons of the round in play. */
  private final List<ArrayNode> sheets = new ArrayList<>();
  private final List<ArrayNode> reasons = new ArrayList<>();
  /**
   * The names the seats chose when they joined: kept in memory only, since each page sends its name
   * again with every (re)join, a restarted or new owner learns them back as the seats reconnect.
   */
  private final List<Optional<String>> names = new ArrayList<>();
  /** Per seat, whether a page has joined it since this server opened the table (the lobby lists the others). */
  private final List<Boolean> claimed = new ArrayList<>();
  /** Rebuilt from the stored actions when an append fails: nothing unstored survives in memory. */
  private TableHost<S, A, E, V> host;
  private Optional<Scheduler<S, A, E, V>> scheduler = Optional.empty();
  private int stored;
  private volatile Optional<String> broken = Optional.empty();
  /**
   * The table's lock, fair: while the database is slow an append holds it up to the append wait,
   * and an unfair lock would let the bots' ticks take it again and again ahead of a seat's join.
   */
  private final ReentrantLock lock = new ReentrantLock(true);
  /** Until when (System.nanoTime) the bots wait after an action the database did not take: they free the lock meanwhile. */
  private long botsRestUntil;
  /** The table's clock, its stand-in bots and what goes beside its moves in the record ({@link TableClock}). */
  private final TableClock<S, A, E, V> clock = new TableClock<>();
  /** The bots of the bot seats: the scheduler's, with the stand-ins ({@link TableClock#bots}). */
  private List<Optional<Bot<A, E, V>>> seatBots = List.of();
  /** What the rules let each seat take back, and how far the table lets it (rules C-10). */
  private TakeBackDesk<S> takeBacks;

  /** Runs {@code work} in the table's lock. */
  private <T> T locked(Supplier<T> work) {
    lock.lock();
    try {
      return work.get();
    } finally {
      lock.unlock();
    }
  }

  private void locked(Runnable work) {
    lock.lock();
    try {
      work.run();
    } finally {
      lock.unlock();
    }
  }

  private LiveTable(String id, RuleSet<S, A, E, V> rules, List<SeatKind> kinds, int botDelayMillis, int maxActions,
      int pingMillis, Store store, Timings timings, long epoch) {
    this.id = requireNonNull(id, "id");
    this.rules = rules;
    this.codec = Messages.codec().game(rules);
    this.legend = codec.legend();
    this.kinds = ImmutableList.copyOf(kinds);
    this.botDelayMillis = botDelayMillis;
    this.maxActions = maxActions;
    this.pingMillis = pingMillis;
    this.store = store;
    this.timings = timings;
    this.epoch = epoch;
    int seats = rules.start().seating().seats();
    if (kinds.size() != seats) {
      throw new IllegalArgumentException("the table has " + seats + " seats; " + kinds.size() + " seat kinds were given");
    }
    for (int seat = 0; seat < seats; seat++) {
      pending.add(new ArrayList<>());
      logs.add(new ArrayDeque<>());
      peers.add(Optional.empty());
      dials.add(Optional.empty());
      sheets.add(JsonNodeFactory.instance.arrayNode());
      names.add(Optional.empty());
      claimed.add(false);
      reasons.add(JsonNodeFactory.instance.arrayNode());
    }
  }

  /**
   * (Re)builds the host, its bots and the seats' narration from {@code record}, the stored actions:
   * at open, and after an append failed, so the table holds exactly what the database holds.
   */
  private void build(List<? extends Action> record) {
    host = TableHost.manual(rules);
    int seats = kinds.size();
    List<Optional<Bot<A, E, V>>> bots = new ArrayList<>();
    for (int seat = 0; seat < seats; seat++) {
      int me = seat;
      logs.get(seat).clear();
      sheets.get(seat).removeAll();
      reasons.get(seat).removeAll();
      host.subscribe(seat, event -> heard(me, event));
      host.subscribe(seat, event -> clock.heard(me, event));
      if (kinds.get(seat) == SeatKind.BOT) {
        Bot<A, E, V> bot = Bots.create(BotKind.HEURISTIC, rules, seat, new SecureRandom());
        host.subscribe(seat, bot::observe);
        bots.add(Optional.of(bot));
      } else {
        bots.add(Optional.empty());
      }
    }
    seatBots = bots;
    clock.rebuilding();
    stored = 0;
    takeBacks.reset(record);
    for (Action action : record) {
      if (!host.submit(action).isAccepted()) {
        throw new IllegalStateException("table " + id + ": the stored record does not replay at action "
            + (stored + 1));
      }
      stored++;
    }
    pending.forEach(List::clear);
    clock.rebuilt(host, stored);
    schedule();
  }

  /** (Re)makes the bots' scheduler: the bot seats' bots, and the stand-ins of the seats they play. */
  private void schedule() {
    List<Optional<Bot<A, E, V>>> bots = clock.bots(seatBots);
    scheduler = bots.stream().anyMatch(Optional::isPresent)
        ? Optional.of(new Scheduler<>(rules, bots, new SecureRandom()))
        : Optional.empty();
  }

  /**
   * Gives the table {@code settings}'s clock, taking back what {@code lines} (its stored record
   * lines) say of it: a table reopened by another server goes on with the banks and stand-ins it
   * had. Called once, before the table is served.
   */
  void clock(ClockSettings settings, List<String> lines) {
    locked(() -> {
      clock.start(settings, rules, kinds, host, lines, stored);
      schedule();
    });
  }

  /** {@return whether the table has a clock} */
  boolean clocked() {
    return clock.on();
  }

  /** {@return how often the table's clock ticks: the bots' pace, or more often for a clock} */
  int tickMillis() {
    return clock.on() ? Math.min(botDelayMillis, TableClock.TICK_MS) : botDelayMillis;
  }

  /**
   * {@code seat}'s person takes it back from its stand-in bot. {@return whether a bot played it}
   * Every seat hears of it (an update without events).
   */
  boolean reclaim(int seat) {
    return locked(() -> {
      if (broken.isPresent() || !clock.reclaim(seat)) {
        return false;
      }
      schedule();
      presenceChanged(-1);
      return true;
    });
  }

  /**
   * {@return a table of {@code rules} that replays {@code record} (the actions already stored) and
   * deals what is due, served under {@code epoch} (every append names it: fencing)} If the deal
   * cannot be stored now (the database is away), the table opens without it and deals again
   * before its next action.
   *
   * @param maxActions the most actions the table stores: past it, it is closed
   * @param pingMillis how often a page should ping when it hears nothing (told in {@code joined})
   * @throws IllegalStateException if the record does not replay: the store was changed by hand
   * @throws Store.FencedException if another server took the table meanwhile
   * @throws Store.UnknownOutcomeException if the deal's outcome is unknown: open it again
   */
  static <S extends GameState, A extends PlayerAction, E extends Event, V> LiveTable<S, A, E, V> open(
      String id, RuleSet<S, A, E, V> rules, List<SeatKind> kinds, int botDelayMillis, int maxActions, int pingMillis,
      Store store, Timings timings, long epoch, List<? extends Action> record) throws SQLException {
    LiveTable<S, A, E, V> table = new LiveTable<>(id, rules, kinds, botDelayMillis, maxActions, pingMillis, store,
        timings, epoch);
    table.takeBacks = new TakeBackDesk<>(rules, kemkit.undo.Reach.of(store.undo(id)).orElse(kemkit.undo.Reach.OFF));
    table.lock.lock();
    try {
      table.build(record);
      table.deal();
      try {
        table.save();
      } catch (Store.FencedException | Store.UnknownOutcomeException e) {
        throw e;
      } catch (SQLException notStored) {
        // Certainly not stored: the table opens as its record is, and deals before its next action.
        table.build(record);
      }
      table.pending.forEach(List::clear);
    } finally {
      table.lock.unlock();
    }
    return table;
  }

  /** An accepted action's answer and where it stands in the record (-1 if refused). */
  record Answer<E extends Event>(SeatAnswer<E> answer, int seq) {}

  String id() {
    return id;
  }

  RuleSet<S, A, E, V> rules() {
    return rules;
  }

  ImmutableList<SeatKind> kinds() {
    return kinds;
  }

  int botDelayMillis() {
    return botDelayMillis;
  }

  long epoch() {
    return epoch;
  }

  boolean hasBots() {
    return scheduler.isPresent();
  }

  boolean isOver() {
    return locked(() -> host.state().isOver() || closed());
  }

  /** {@return whether the table reached its length limit before its game ended: it takes no more actions} */
  private boolean closed() {
    return stored >= maxActions && !host.state().isOver();
  }

  /** {@return what a seat is told of a table closed at its length limit} */
  private String closedSentence() {
    return "this table reached its limit of " + maxActions + " actions: it is closed";
  }

  /** {@return the table's record: what replays to its state} For tests and the operator. */
  String record() {
    return locked(() -> host.record());
  }

  /** {@return the number of accepted actions, chance actions included} */
  int size() {
    return locked(() -> stored);
  }

  /**
   * Seats {@code peer} at {@code seat} and sends it the seat's view, legal actions and recent
   * narration; a connection already there is told it was replaced and closed (the same link opened
   * twice: the newest wins, so a reload resumes the seat).
   */
  void join(int seat, Peer peer) {
    join(seat, peer, -1, Optional.empty(), Optional.empty());
  }

  /**
   * {@link #join(int, Peer)}, under the name the seat chose if {@code name} has one (else the name
   * it had); and if {@code since} is a number of actions this table has stored, the first update
   * carries every event of the actions since then as this seat heard them (C-6):
   * a page that reconnects (to this server or another) misses nothing and hears nothing twice. A
   * join older than the seat's connection from the same page ({@code dial}) is dropped, not seated.
   */
  void join(int seat, Peer peer, int since, Optional<String> name, Optional<Dial> dial) {
    locked(() -> joinLocked(seat, peer, since, name, dial));
  }

  private void joinLocked(int seat, Peer peer, int since, Optional<String> name, Optional<Dial> dial) {
    if (broken.isPresent()) {
      peer.moved(Messages.error("moved", broken.get()));
      return;
    }
    if (peers.get(seat).isPresent() && dial.isPresent() && dials.get(seat).isPresent()
        && dial.get().olderThan(dials.get(seat).get())) {
      // The page gave this connection up and holds the seat on a newer one: this join came late.
      peer.moved(Messages.error("stale", "a newer connection of this page holds the seat"));
      return;
    }
    dials.set(seat, dial);
    peers.get(seat).ifPresent(old -> old.close(Messages.error("replaced",
        "this seat was opened in another window; this one stopped"), "seat opened elsewhere"));
    peers.set(seat, Optional.of(peer));
    if (broken.isPresent()) {
      // Dropped meanwhile (drop() takes no lock): this join's connection goes too.
      peers.set(seat, Optional.empty());
      peer.moved(Messages.error("moved", broken.get()));
      return;
    }
    name.ifPresent(n -> names.set(seat, Optional.of(n)));
    claimed.set(seat, true);
    ObjectNode joined = Messages.object("joined").put("table", id).put("seat", seat).put("game", rules.game())
        .put("seats", kinds.size());
    ArrayNode kindWords = joined.putArray("kinds");
    kinds.forEach(k -> kindWords.add(k.word()));
    // What a page needs to offer "play again": a new table of the same setup and seats.
    joined.set("setup", Messages.codec().setup(rules.setup()));
    joined.put("botDelayMs", botDelayMillis);
    // How often the page pings when it hears nothing, and so how soon it notices a server that
    // froze (a third of the lease): it reconnects once it heard nothing for three times this.
    joined.put("pingMs", pingMillis);
    ArrayNode log = joined.putArray("log");
    logs.get(seat).forEach(log::add);
    peer.send(Messages.write(joined));
    clock.present(seat, true);
    peer.send(update(seat, since >= 0 && since <= stored ? eventsSince(seat, since) : ImmutableList.of()));
    presenceChanged(seat);
  }

  /** {@return whether a page has joined {@code seat} since this server opened the table} */
  boolean claimed(int seat) {
    return locked(() -> claimed.get(seat));
  }

  /** Forgets {@code peer} if it still holds {@code seat}. */
  void leave(int seat, Peer peer) {
    locked(() -> {
      if (peers.get(seat).filter(p -> p == peer).isPresent()) {
        peers.set(seat, Optional.empty());
        dials.set(seat, Optional.empty());
        clock.present(seat, false);
        presenceChanged(seat);
      }
    });
  }

  /** Tells the other seats' pages who is online now: an update without events. */
  private void presenceChanged(int changed) {
    for (int seat = 0; seat < peers.size(); seat++) {
      int me = seat;
      if (seat != changed) {
        peers.get(seat).ifPresent(peer -> peer.send(update(me, ImmutableList.of())));
      }
    }
  }

  /**
   * Applies a seat's action (C-5: a rejection changes nothing), stores it, then tells the seats.
   *
   * @return the sender's answer, and the action's place in the record if accepted
   * @throws NotStoredException if the database says the record was not written (or it was never
   *     sent): nothing of it was applied, the sender may try again
   * @throws TableMovedException if another server took the table, or the outcome of its last
   *     append is unknown: its seats must reconnect (the table is reloaded from the database)
   * @throws TableClosedException if the table reached its length limit
   */
  Answer<E> act(PlayerAction action) {
    long asked = System.nanoTime();
    lock.lock();
    try {
      timings.record(Timings.Stage.TABLE_LOCK, System.nanoTime() - asked);
      if (broken.isEmpty() && clock.reclaim(action.seat())) {
        // The person is back and plays: the stand-in stops.
        schedule();
      }
      return apply(action);
    } finally {
      lock.unlock();
    }
  }

  /** {@link #act}, in the table's lock: each stage's time goes to {@link Timings}. */
  private Answer<E> apply(PlayerAction action) {
    if (broken.isPresent()) {
      throw new TableMovedException(broken.get());
    }
    if (closed()) {
      throw new TableClosedException(closedSentence());
    }
    long start = System.nanoTime();
    // A deal the database did not take at open (or after a failed append) comes first.
    deal();
    int at = stored + host.actionsSince(stored).size();
    SeatAnswer<E> answer = host.submit(action);
    if (answer.isAccepted()) {
      deal();
      clock.moved(action, at, host, closed());
    }
    long judged = System.nanoTime();
    timings.record(Timings.Stage.RULES, judged - start);
    if (!host.actionsSince(stored).isEmpty()) {
      try {
        store(judged);
      } catch (NotStoredException e) {
        throw new NotStoredException(e.actions(), answer.isAccepted() ? at : -1);
      }
    }
    return new Answer<>(answer, answer.isAccepted() ? at : -1);
  }

  /** Stores the actions applied since the last save, then tells the seats; or forgets them, or gives the table up. */
  private void store(long judged) {
    try {
      save();
    } catch (Store.FencedException e) {
      // Another server took the table (this one was paused or cut off past its lease): it writes
      // nothing more, and its seats reconnect, to land on the new owner.
      throw breakOff("this table moved to another server: reconnecting");
    } catch (Store.UnknownOutcomeException e) {
      // Nobody can say yet whether the lines are stored: nobody is told either way. The table is
      // dropped and reloaded from the database (under a new epoch, which fences this copy), and
      // its seats reconnect and hear, from the record, whatever it holds.
      throw breakOff("this table is being reloaded: reconnecting");
    } catch (SQLException e) {
      // The database says nothing of it is stored (or it was never sent): forget it (no seat heard
      // of it), so the table holds what the record holds, and say so; the next action tries again.
      build(host.actionsSince(0).subList(0, stored));
      botsRestUntil = System.nanoTime() + 1_000_000_000L;
      for (int seat = 0; seat < peers.size(); seat++) {
        int me = seat;
        peers.get(seat).ifPresent(peer -> peer.send(update(me, ImmutableList.of())));
      }
      throw new NotStoredException(stored, -1);
    }
    long saved = System.nanoTime();
    timings.record(Timings.Stage.STORE, saved - judged);
    broadcast();
    timings.record(Timings.Stage.BROADCAST, System.nanoTime() - saved);
  }

  /** Stops this copy of the table for good: its seats are told it moved and reconnect. {@return what to throw} */
  private TableMovedException breakOff(String why) {
    broken = Optional.of(why);
    peers.forEach(p -> p.ifPresent(peer -> peer.moved(Messages.error("moved", why))));
    peers.replaceAll(p -> Optional.empty());
    return new TableMovedException(why);
  }

  /** Sets how far the table lets a seat take its moves back (when the table is made). */
  void undo(kemkit.undo.Reach reach) {
    locked(() -> {
      takeBacks.reach(reach);
      broadcast();
    });
  }

  /**
   * Takes back {@code seat}'s last move if the rules and the table allow it (C-10): the stored
   * record is cut (the take-back kept beside it), the table rebuilt from it, and every seat told.
   *
   * @return the rules' answer
   * @throws TableMovedException if another server took the table, or the outcome is unknown
   */
  kemkit.undo.TakeBack takeBack(int seat) {
    return locked(() -> {
      if (broken.isPresent()) {
        throw new TableMovedException(broken.get());
      }
      kemkit.undo.TakeBack answer = takeBacks.ask(seat);
      if (answer instanceof kemkit.undo.TakeBack.Allowed allowed) {
        ImmutableList<Action> all = host.actionsSince(0);
        List<String> lines = new ArrayList<>();
        for (Action action : all.subList(allowed.keep(), all.size())) {
          lines.add(RecordWriter.line(rules, action));
        }
        try {
          store.takeBack(id, epoch, allowed.keep(), seat, lines);
        } catch (SQLException e) {
          // Fenced, or not known to be done: the table reloads from what the database holds.
          throw breakOff("this table is being reloaded: reconnecting");
        }
        build(all.subList(0, allowed.keep()));
        for (int other = 0; other < peers.size(); other++) {
          int me = other;
          peers.get(other).ifPresent(peer -> peer.send(update(me, ImmutableList.of())));
        }
      }
      return answer;
    });
  }

  /** One tick of the bot clock: at most one bot acts. {@return whether the table still needs the clock} */
  boolean tick() {
    return locked(this::tickLocked);
  }

  private boolean tickLocked() {
    if (broken.isPresent()) {
      throw new TableMovedException(broken.get());
    }
    if (clock.on() && !host.state().isOver() && !closed() && clock.tick(host, stored)) {
      // A bot plays a seat from now on: every seat sees it.
      schedule();
      presenceChanged(-1);
    }
    if (scheduler.isEmpty() || host.state().isOver() || closed()) {
      return clock.on() && !host.state().isOver() && !closed();
    }
    if (System.nanoTime() - botsRestUntil < 0 || !clock.botsMayMove(botDelayMillis)) {
      return true;
    }
    if (host.state().chanceDue().isPresent()) {
      // A deal the database did not take before: the bots wait for it.
      deal();
      store(System.nanoTime());
      return !host.state().isOver();
    }
    long start = System.nanoTime();
    Optional<Scheduler.Move<A>> move = scheduler.get().next(host.state());
    timings.record(Timings.Stage.BOT, System.nanoTime() - start);
    move.ifPresent(m -> clock.botMove(m.seat(), () -> apply(m.action())));
    return !host.state().isOver();
  }

  private void deal() {
    Optional<ChanceDue> due = host.state().chanceDue();
    while (due.isPresent() && !host.state().isOver()) {
      if (!host.submit(Chance.roll(due.get(), dealer)).isAccepted()) {
        throw new IllegalStateException("the rules refused their own chance action");
      }
      due = host.state().chanceDue();
    }
  }

  private void save() throws SQLException {
    // Only the actions since the last save: a long game is not copied whole on every action.
    ImmutableList<Action> fresh = host.actionsSince(stored);
    if (fresh.isEmpty()) {
      return;
    }
    List<String> lines = new ArrayList<>(fresh.size());
    for (Action action : fresh) {
      // The clock's comment, if any: the banks and who made the move, kept in the record itself.
      lines.add(RecordWriter.line(rules, action) + clock.comment(stored + lines.size()));
    }
    // A table that reaches its length limit counts as finished: it expires like a game that ended.
    store.append(id, epoch, stored, lines, host.state().isOver() || stored + lines.size() >= maxActions);
    timings.stored(lines.size());
    stored += fresh.size();
    takeBacks.follow(fresh);
  }

  /**
   * {@return the events of stored actions {@code since} (included) onward, as {@code seat} heard
   * them} Told from the events the host kept when it applied each action: none is applied twice.
   */
  private List<ObjectNode> eventsSince(int seat, int since) {
    List<ObjectNode> out = new ArrayList<>();
    for (E event : host.eventsSeenBy(seat, since, stored)) {
      out.add(codec.event(event, seat));
    }
    return out;
  }

  /** Ends this copy of the table: its seats are told it moved and reconnect. */
  /**
   * Ends this copy of the table: its seats are told it moved and reconnect. Without waiting for the
   * table's lock (an append may hold it up to the append wait): a server that must let its tables go
   * at once (its lease ran out) closes their seats at once; a join under way sees it ({@link #joinLocked}).
   */
  void drop(String why) {
    broken = Optional.of(why);
    peers.forEach(p -> p.ifPresent(peer -> peer.moved(Messages.error("moved", why))));
    peers.replaceAll(p -> Optional.empty());
  }

  private void heard(int seat, E event) {
    // The codec adds the library's narration: the sentence the seat heard and its rule id.
    ObjectNode encoded = codec.event(event, seat);
    pending.get(seat).add(encoded);
    Deque<String> log = logs.get(seat);
    log.addLast(encoded.path("sentence").asText());
    if (log.size() > LOG_SIZE) {
      log.removeFirst();
    }
    keepScore(seat, encoded);
  }

  /**
   * The score sheet: the sentences that explain a round's points (right or wrong calls, marks, a
   * missed announcement, the reveal) are kept until the event that closes the round, which makes a
   * row of them with the totals (K-22, K-24, H-13, H-14). Built from what the seat heard, so it
   * tells nothing the seat was not told (C-6), and rebuilt with the narration when the table is.
   */
  private void keepScore(int seat, ObjectNode event) {
    String type = event.path("type").asText();
    ArrayNode pendingReasons = reasons.get(seat);
    if (REASONS.contains(type)) {
      pendingReasons.addObject().put("sentence", event.path("sentence").asText())
          .put("ruleId", event.path("ruleId").asText());
      return;
    }
    boolean roundEnd = type.equals("round-ended") || type.equals("round-scored");
    if (!roundEnd && !(type.equals("game-ended") && !pendingReasons.isEmpty())) {
      return;
    }
    ObjectNode row = sheets.get(seat).addObject();
    row.put("round", event.path("round").asInt(sheets.get(seat).size()));
    if (event.has("roundScores")) {
      row.set("points", event.get("roundScores"));
    }
    row.set("totals", event.has("totals") ? event.get("totals") : event.path("scores"));
    row.put("sentence", event.path("sentence").asText());
    row.set("reasons", pendingReasons.deepCopy());
    pendingReasons.removeAll();
  }

  private void broadcast() {
    for (int seat = 0; seat < peers.size(); seat++) {
      List<ObjectNode> events = pending.get(seat);
      if (peers.get(seat).isPresent()) {
        peers.get(seat).get().send(update(seat, events));
      }
      events.clear();
    }
  }

  /** The seat's hints; advice only, so a failure to make them is logged and never stops the table. */
  private ArrayNode hints(int seat) {
    try {
      return codec.hints(host.view(seat));
    } catch (RuntimeException e) {
      System.getLogger(LiveTable.class.getName()).log(System.Logger.Level.WARNING,
          "table " + id + ": no hints for seat " + seat, e);
      return JsonNodeFactory.instance.arrayNode();
    }
  }

  private String update(int seat, List<ObjectNode> events) {
    ObjectNode update = Messages.object("update");
    ArrayNode list = update.putArray("events");
    events.forEach(list::add);
    update.set("view", codec.view(host.view(seat)));
    ArrayNode legal = update.putArray("legal");
    if (!closed()) {
      for (A action : host.legalActions(seat)) {
        legal.add(RecordWriter.line(rules, action));
      }
    }
    update.put("over", host.state().isOver() || closed());
    if (closed()) {
      update.put("closed", closedSentence());
    }
    update.put("actions", stored);
    update.set("undo", takeBacks.json(seat));
    // The library's hints for this seat, from its view alone (C-6), and the table's rules in short.
    update.set("hints", hints(seat));
    update.set("legend", legend);
    update.set("sheet", sheets.get(seat).deepCopy());
    ArrayNode named = update.putArray("names");
    names.forEach(n -> named.add(n.orElse(null)));
    ArrayNode online = update.putArray("online");
    for (int other = 0; other < peers.size(); other++) {
      online.add(kinds.get(other) == SeatKind.BOT || peers.get(other).isPresent());
    }
    clock.json().ifPresent(c -> update.set("clock", c));
    return Messages.write(update);
  }
}
