package kemkit.server;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The clocks of one table's seats and who stands in for whom: kept by the table's owner, in the
 * table's lock (not thread-safe). Times run on {@link System#nanoTime} here (a monotonic clock); what
 * a server that takes the table over needs is written beside each move in the record, as a comment
 * ({@link #comment}): every bank as it stood when the move was stored, the wall time then, who was
 * stood in for. The new owner charges the seat it waits for the wall time since (never below zero,
 * whatever the two machines' clocks say) and goes on.
 *
 * <p>Only one seat's clock runs at a time: the seat the table waits for (the one the bots' scheduler
 * would press, {@link kemkit.bots.Bots#firstToPress}, or the next with a move). Bot seats and stood-in
 * seats have no running clock.
 */
final class SeatClocks {

  /** Why a bot plays a seat. */
  enum Reason {
    /** The seat's bank ran out. */
    TIMEOUT,
    /** The seat's page was gone longer than the clock allows. */
    ABSENT;

    String word() {
      return this == TIMEOUT ? "timeout" : "absent";
    }
  }

  /** A move a stand-in made: its place in the record, and for whom. */
  record Mark(int seq, int seat, String level) {}

  /** How many of the latest stand-in moves an update lists. */
  static final int SHOWN_MARKS = 100;

  private final ClockSettings settings;
  private final List<SeatKind> kinds;
  /** Per seat, the time left in ms, as of {@link #since} for the seat the table waits for. */
  private final long[] bank;
  /** Per seat, since when (nanoTime) its page is gone; -1 while it is there (or never came). */
  private final long[] goneSince;
  private final List<Optional<Reason>> standIns = new ArrayList<>();
  private final List<Mark> marks = new ArrayList<>();
  /** The seat the table waits for, -1 for none (over, dealing, or nobody has a move). */
  private int waiting = -1;
  /** When (nanoTime) {@link #waiting}'s bank was last charged. */
  private long since;

  SeatClocks(ClockSettings settings, List<SeatKind> kinds, long now) {
    this.settings = settings;
    this.kinds = List.copyOf(kinds);
    this.bank = new long[kinds.size()];
    this.goneSince = new long[kinds.size()];
    Arrays.fill(bank, settings.bank().toMillis());
    Arrays.fill(goneSince, -1);
    kinds.forEach(k -> standIns.add(Optional.empty()));
    this.since = now;
  }

  ClockSettings settings() {
    return settings;
  }

  /**
   * Takes back what a record's comments say (a table reopened here): the banks, who was stood in
   * for, which moves stand-ins made. {@code lines} are the stored record lines, in order.
   *
   * @param wallNow this machine's wall time, to charge the seat the table waits for the time since
   *     the last move was stored (counted when {@link #waitFor} first names it)
   */
  void restore(List<String> lines, long wallNow, long now) {
    for (int seat = 0; seat < bank.length; seat++) {
      // A reopened table's seats count as gone until their pages come back to this server.
      goneSince[seat] = lines.isEmpty() || kinds.get(seat) != SeatKind.PERSON ? -1 : now;
    }
    Optional<Map<String, String>> last = Optional.empty();
    for (int seq = 0; seq < lines.size(); seq++) {
      String line = lines.get(seq);
      if (!line.contains(ClockSettings.MARK)) {
        continue;
      }
      Map<String, String> words = ClockSettings.words(line);
      last = Optional.of(words);
      String by = words.getOrDefault("by", "");
      if (by.startsWith("stand-in:")) {
        marks.add(new Mark(seq, seatOf(line), by.substring("stand-in:".length())));
      }
    }
    if (last.isEmpty()) {
      return;
    }
    String[] banks = last.get().getOrDefault("banks", "").split(",");
    String[] stood = last.get().getOrDefault("standIns", "").split(",");
    for (int seat = 0; seat < bank.length; seat++) {
      if (seat < banks.length && banks[seat].matches("\\d{1,15}")) {
        bank[seat] = Long.parseLong(banks[seat]);
      }
      if (seat < stood.length && kinds.get(seat) == SeatKind.PERSON) {
        standIns.set(seat, stood[seat].equals("timeout") ? Optional.of(Reason.TIMEOUT)
            : stood[seat].equals("absent") ? Optional.of(Reason.ABSENT) : Optional.empty());
      }
    }
    String at = last.get().getOrDefault("at", "");
    if (at.matches("\\d{1,15}")) {
      // The time since the last move goes to whoever the table waits for: never negative (the other
      // machine's clock may be ahead), and counted from now on the monotonic clock.
      pendingCharge = Math.max(0, wallNow - Long.parseLong(at));
    }
    since = now;
  }

  /** Wall time since the last stored move, charged to the first seat the reopened table waits for ({@link #waitFor}). */
  private long pendingCharge;

  private static int seatOf(String line) {
    int space = line.indexOf(' ');
    try {
      return Integer.parseInt(line.substring(0, space));
    } catch (RuntimeException e) {
      return -1;
    }
  }

  /** Charges the seat the table waits for up to {@code now}. */
  private void settle(long now) {
    if (waiting >= 0 && runs(waiting)) {
      bank[waiting] = Math.max(0, bank[waiting] - (now - since) / 1_000_000);
    }
    since = now;
  }

  private boolean runs(int seat) {
    return kinds.get(seat) == SeatKind.PERSON && standIns.get(seat).isEmpty();
  }

  /** The table now waits for {@code seat} (-1: for nobody): the clocks switch if it changed. */
  void waitFor(int seat, long now) {
    if (seat != waiting) {
      settle(now);
      waiting = seat;
      if (seat >= 0 && runs(seat)) {
        // Reopened: the time since the last stored move is this seat's.
        bank[seat] = Math.max(0, bank[seat] - pendingCharge);
      }
      pendingCharge = 0;
    }
  }

  /** {@code seat} moved (a stand-in if {@code standIn}): its clock is charged, then gains the increment. */
  void moved(int seat, long now) {
    settle(now);
    if (seat == waiting && runs(seat)) {
      bank[seat] = Math.min(ClockSettings.MAX.toMillis(), bank[seat] + settings.increment().toMillis());
    }
  }

  /** {@return the time {@code seat} has left at {@code now}, in ms} */
  long left(int seat, long now) {
    long left = bank[seat];
    if (seat == waiting && runs(seat)) {
      left -= (now - since) / 1_000_000;
    }
    return Math.max(0, left);
  }

  /** {@return a seat that a bot must play from now on, and why, if any} */
  Optional<Map.Entry<Integer, Reason>> due(long now) {
    if (waiting >= 0 && runs(waiting) && left(waiting, now) == 0) {
      return Optional.of(Map.entry(waiting, Reason.TIMEOUT));
    }
    for (int seat = 0; seat < bank.length; seat++) {
      if (runs(seat) && goneSince[seat] >= 0 && now - goneSince[seat] >= settings.absent().toNanos()) {
        return Optional.of(Map.entry(seat, Reason.ABSENT));
      }
    }
    return Optional.empty();
  }

  /** A bot plays {@code seat} from now on. */
  void standIn(int seat, Reason reason, long now) {
    settle(now);
    standIns.set(seat, Optional.of(reason));
  }

  /** {@return whether a bot plays {@code seat} now} */
  boolean stoodIn(int seat) {
    return standIns.get(seat).isPresent();
  }

  /**
   * {@code seat}'s person takes it back: its clock runs again, with at least a tenth of the starting
   * bank and at least the increment (a seat that timed out is not flagged again at once).
   */
  void reclaim(int seat, long now) {
    settle(now);
    standIns.set(seat, Optional.empty());
    bank[seat] = Math.max(bank[seat], Math.max(settings.bank().toMillis() / 10, settings.increment().toMillis()));
  }

  /** {@code seat}'s page came ({@code true}) or went. */
  void present(int seat, boolean present, long now) {
    goneSince[seat] = present ? -1 : now;
  }

  /** Keeps that the stand-in made the move at {@code seq} for {@code seat}. */
  void mark(int seq, int seat) {
    marks.add(new Mark(seq, seat, settings.standIn().label()));
  }

  /** Forgets the marks of moves from {@code seq} on: the database did not take them. */
  void forgetFrom(int seq) {
    marks.removeIf(m -> m.seq() >= seq);
  }

  /** {@return the moves stand-ins made, in order} */
  List<Mark> marks() {
    return List.copyOf(marks);
  }

  /**
   * {@return the comment that goes beside a stored move: every bank now, the wall time, who is
   * stood in for, and whether a stand-in made this move}
   */
  String comment(long now, long wallNow, boolean byStandIn) {
    StringBuilder banks = new StringBuilder();
    StringBuilder stood = new StringBuilder();
    for (int seat = 0; seat < bank.length; seat++) {
      banks.append(seat == 0 ? "" : ",").append(kinds.get(seat) == SeatKind.PERSON ? left(seat, now) : 0);
      stood.append(seat == 0 ? "" : ",").append(standIns.get(seat).map(Reason::word).orElse("-"));
    }
    return ClockSettings.MARK + (byStandIn ? "by=stand-in:" + settings.standIn().label() + " " : "")
        + "banks=" + banks + " at=" + wallNow + " standIns=" + stood;
  }

  /** {@return the clocks as every seat's page gets them: public, the same for all} */
  ObjectNode json(long now) {
    ObjectNode clock = JsonNodeFactory.instance.objectNode();
    clock.put("profile", settings.profile()).put("bankMs", settings.bank().toMillis())
        .put("incrementMs", settings.increment().toMillis()).put("absentMs", settings.absent().toMillis())
        .put("standIn", settings.standIn().label());
    if (waiting >= 0) {
      clock.put("waiting", waiting);
    } else {
      clock.putNull("waiting");
    }
    ArrayNode seats = clock.putArray("seats");
    for (int seat = 0; seat < bank.length; seat++) {
      ObjectNode s = seats.addObject();
      s.put("leftMs", left(seat, now)).put("running", seat == waiting && runs(seat));
      if (standIns.get(seat).isPresent()) {
        s.put("standIn", standIns.get(seat).get().word());
      } else {
        s.putNull("standIn");
      }
    }
    // The newest moves only: a long game's update stays small (the record keeps every one).
    clock.put("standInMoveCount", marks.size());
    ArrayNode moves = clock.putArray("standInMoves");
    for (Mark mark : marks.subList(Math.max(0, marks.size() - SHOWN_MARKS), marks.size())) {
      moves.addObject().put("seq", mark.seq()).put("seat", mark.seat()).put("level", mark.level());
    }
    return clock;
  }
}
