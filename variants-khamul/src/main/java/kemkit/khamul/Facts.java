package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;

/**
 * The small facts of a Khamul state packed in one {@code long}: the one place where a state field
 * that is a number, a flag or an optional value is declared. {@link KhamulState} keeps the word,
 * {@link Transition} edits a copy of it, and equality, hashing and {@code toString} go over every
 * field declared here, so that adding a field is one line here (its name and width) plus the
 * accessors that give it a meaning.
 *
 * <p>Every action makes a new state, so a state keeps its small facts in one word rather than one
 * field each (40 bytes a state rather than 80), and its optional facts (the held card, the power,
 * the announcement, the pending draw) as codes that give back interned values.
 */
final class Facts {

  // Filled by field(), in the order of the declarations below, each field above the last one.
  private static final List<Field> ALL = new ArrayList<>();
  private static int used;

  private static final int SEAT_BITS = 3; // a seat of a table of up to SEAT_LIMIT seats
  private static final int SEATS_BITS = 6; // a bit set of seats: H-1 allows 6
  static final int SEAT_LIMIT = 1 << SEAT_BITS;

  /** Where the round stands: a {@link Phase}'s ordinal. */
  static final Field PHASE = field("phase", 4);
  /** The turn's player (H-7). */
  static final Field TURN = field("turn", SEAT_BITS);
  /** The seat that starts the round (H-6). */
  static final Field STARTER = field("starter", SEAT_BITS);
  /** The seats that have peeked this round, a bit set (H-5). */
  static final Field PEEKED = field("peeked", SEATS_BITS);
  /** The seats marked for the missed-announcement penalty, a bit set (H-12). */
  static final Field MARKED = field("marked", SEATS_BITS);
  /** 1 when drawing or taking marks the turn's player (H-12). */
  static final Field MARK_ON_DRAW = field("markOnDraw", 1);
  /** The held card: 0 for none, else 1 + its {@link Card#index()} (H-7). */
  static final Field HELD = field("held", 6);
  /** The pending power: 0 for none, else 1 + its ordinal (H-8). */
  static final Field POWER = field("power", 2);
  /** The announcement: 0 for none, else 1 + seat * 2 + isFalse (H-12). */
  static final Field ANNOUNCEMENT = field("announcement", 5);
  /** The draw waiting for a recycle: 0 for none, else 1 + (reason * SEAT_LIMIT + seat) * 2 + recycle (H-11). */
  static final Field PENDING_DRAW = field("pendingDraw", 6);
  /**
   * How many cards were drawn from the top of the stock pile the state holds, so that a draw makes
   * no new pile; a stock holds at most the 52 cards of the deck. Not a fact of the game: equal
   * states may differ in it ({@link #GAME}).
   */
  static final Field STOCK_DRAWN = field("stockDrawn", 6);
  /** The round, from 1 (C-8): what is left of the word, far more rounds than a game plays. */
  static final Field ROUND = field("round", Long.SIZE - used);

  /** The bits of the facts of the game: every field but {@link #STOCK_DRAWN}. */
  static final long GAME = ~STOCK_DRAWN.mask();

  private static final Phase[] PHASES = Phase.values();
  private static final Power[] POWERS = Power.values();
  private static final ImmutableList<Optional<Announcement>> ANNOUNCEMENTS = announcements();
  private static final ImmutableList<Optional<PendingDraw>> PENDING_DRAWS = pendingDraws();

  private Facts() {}

  /** One field of the word: a name, a place and a width, and nothing else. */
  static final class Field {
    private final String name;
    private final int shift;
    private final int bits;

    private Field(String name, int shift, int bits) {
      this.name = name;
      this.shift = shift;
      this.bits = bits;
    }

    /** {@return the field's value in {@code facts}} */
    int get(long facts) {
      return (int) ((facts >>> shift) & ((1L << bits) - 1));
    }

    /**
     * {@return {@code facts} with this field set to {@code value}}
     *
     * @throws IllegalArgumentException if the value does not fit the field
     */
    long with(long facts, int value) {
      if (value < 0 || value > max()) {
        throw new IllegalArgumentException(name + " cannot be " + value + " in a Khamul state: it counts from 0 to "
            + max());
      }
      return facts & ~mask() | (long) value << shift;
    }

    /** {@return the largest value the field holds} */
    int max() {
      return (int) ((1L << bits) - 1);
    }

    private long mask() {
      return ((1L << bits) - 1) << shift;
    }
  }

  private static Field field(String name, int bits) {
    if (bits <= 0 || used + bits > Long.SIZE) {
      throw new IllegalStateException("a Khamul state's facts fill one long: no room for " + name);
    }
    Field field = new Field(name, used, bits);
    used += bits;
    ALL.add(field);
    return field;
  }

  // The typed fields, read and written by KhamulState and Transition alike.

  static Phase phase(long facts) {
    return PHASES[PHASE.get(facts)];
  }

  static long withPhase(long facts, Phase phase) {
    return PHASE.with(facts, phase.ordinal());
  }

  static Optional<Card> held(long facts) {
    int held = HELD.get(facts);
    return held == 0 ? Optional.empty() : Interned.card(Card.byIndex(held - 1));
  }

  static long withHeld(long facts, Optional<Card> held) {
    return HELD.with(facts, held.isPresent() ? 1 + held.get().index() : 0);
  }

  static Optional<Power> power(long facts) {
    int power = POWER.get(facts);
    return power == 0 ? Optional.empty() : Interned.power(POWERS[power - 1]);
  }

  static long withPower(long facts, Optional<Power> power) {
    return POWER.with(facts, power.isPresent() ? 1 + power.get().ordinal() : 0);
  }

  static Optional<Announcement> announcement(long facts) {
    return ANNOUNCEMENTS.get(ANNOUNCEMENT.get(facts));
  }

  static long withAnnouncement(long facts, Optional<Announcement> announcement) {
    return ANNOUNCEMENT.with(facts, announcement.isPresent() ? code(announcement.get()) : 0);
  }

  static Optional<PendingDraw> pendingDraw(long facts) {
    return PENDING_DRAWS.get(PENDING_DRAW.get(facts));
  }

  static long withPendingDraw(long facts, Optional<PendingDraw> draw) {
    return PENDING_DRAW.with(facts, draw.isPresent() ? code(draw.get()) : 0);
  }

  /** {@return {@code Optional.of(announcement)}, the same object for equal announcements} */
  static Optional<Announcement> interned(Announcement announcement) {
    return ANNOUNCEMENTS.get(code(announcement));
  }

  /** {@return {@code Optional.of(draw)}, the same object for equal pending draws} */
  static Optional<PendingDraw> interned(PendingDraw draw) {
    return PENDING_DRAWS.get(code(draw));
  }

  private static int code(Announcement announcement) {
    return 1 + seat(announcement.seat(), "the announcer") * 2 + (announcement.isFalse() ? 1 : 0);
  }

  private static int code(PendingDraw draw) {
    return 1 + (draw.reason().ordinal() * SEAT_LIMIT + seat(draw.seat(), "the drawer")) * 2
        + draw.recycle().ordinal();
  }

  private static int seat(int seat, String what) {
    if (seat < 0 || seat >= SEAT_LIMIT) {
      throw new IllegalArgumentException(what + " is no seat of a Khamul table: " + seat);
    }
    return seat;
  }

  private static ImmutableList<Optional<Announcement>> announcements() {
    ImmutableList.Builder<Optional<Announcement>> out = ImmutableList.builder();
    out.add(Optional.empty());
    for (int seat = 0; seat < SEAT_LIMIT; seat++) {
      out.add(Optional.of(new Announcement(seat, false)), Optional.of(new Announcement(seat, true)));
    }
    return out.build();
  }

  private static ImmutableList<Optional<PendingDraw>> pendingDraws() {
    ImmutableList.Builder<Optional<PendingDraw>> out = ImmutableList.builder();
    out.add(Optional.empty());
    for (PendingDraw.Reason reason : PendingDraw.Reason.values()) {
      for (int seat = 0; seat < SEAT_LIMIT; seat++) {
        for (KhamulOptions.Recycle recycle : KhamulOptions.Recycle.values()) {
          out.add(Optional.of(new PendingDraw(reason, seat, recycle)));
        }
      }
    }
    return out.build();
  }

  /** {@return every field as {@code name=value}, the optional ones as values, for a state's {@code toString}} */
  static String toString(long facts) {
    StringBuilder out = new StringBuilder();
    for (Field field : ALL) {
      if (field == STOCK_DRAWN) {
        continue; // bookkeeping: the state shows its stock as the cards left
      }
      Object value = field == PHASE ? phase(facts) : field == HELD ? held(facts) : field == POWER ? power(facts)
          : field == ANNOUNCEMENT ? announcement(facts) : field == PENDING_DRAW ? pendingDraw(facts)
          : field.get(facts);
      out.append(out.length() == 0 ? "" : ", ").append(field.name).append('=').append(value);
    }
    return out.toString();
  }
}
