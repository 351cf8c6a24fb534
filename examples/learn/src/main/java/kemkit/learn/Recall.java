package kemkit.learn;

import java.util.Arrays;
import kemkit.game.Event;
import kemkit.game.PlayerAction;

/**
 * One seat's history, kept for its information state: the events the seat heard (its own moves
 * among them, as it heard them: rules.md C-6), summarised in a fixed number of floats. It keeps the
 * last {@value #RECENT} events in full and, for the round being played, how many events of each
 * kind each seat caused and (in the Kem's family) which gesture words each seat made.
 *
 * <p>It reads only what it is fed: a seat's own moves and its projection of the events
 * ({@code eventsSeenBy}), so two seats' histories that are equal give equal summaries. Not
 * thread-safe: one per seat and thread.
 *
 * @param <A> the game's player action type
 * @param <E> the game's event type
 */
public final class Recall<A extends PlayerAction, E extends Event> {

  /** How many of the latest events are kept in full. */
  public static final int RECENT = 8;
  /** Counts in the round's tallies stop at this number. */
  static final int MOST_COUNTED = 15;

  private final Reader<E> reader;
  private final Item item = new Item();
  private final int seat;
  private final int seats;
  private final int teams;
  private final int kinds;
  private final int slots;
  private final int words;
  // The ring of the latest events, oldest overwritten first.
  private final int[] kind = new int[RECENT];
  private final int[] actor = new int[RECENT];
  private final int[] target = new int[RECENT];
  private final int[] team = new int[RECENT];
  private final long[] cards = new long[RECENT];
  private final long[] slotBits = new long[RECENT];
  private final boolean[] flag = new boolean[RECENT];
  private final int[] word = new int[RECENT];
  private long heard;
  private final int[] tallies;
  private final int[] wordTallies;

  Recall(Reader<E> reader, int seat, int seats, int teams, int kinds, int slots, int words) {
    this.reader = reader;
    this.seat = seat;
    this.seats = seats;
    this.teams = teams;
    this.kinds = kinds;
    this.slots = slots;
    this.words = words;
    this.tallies = new int[seats * kinds];
    this.wordTallies = new int[seats * words];
  }

  /** {@return the seat whose history this is} */
  public int seat() {
    return seat;
  }

  /** {@return how many events the seat has heard} */
  public long heard() {
    return heard;
  }

  /**
   * The seat made {@code action}, and it was accepted. Nothing is kept: the seat hears its own
   * move as the events it made, which {@link #heard} keeps (with its own cards, C-6).
   *
   * @param action the seat's accepted action
   */
  public void acted(A action) {
    // Deliberately empty: see the Javadoc.
  }

  /**
   * The seat heard {@code event}: one of {@code rules.eventsSeenBy(seat, events)}.
   *
   * @param event the event as the seat may see it
   */
  public void heard(E event) {
    item.clear();
    reader.read(event, item);
    if (item.roundStarts) {
      Arrays.fill(tallies, 0);
      Arrays.fill(wordTallies, 0);
    }
    int at = (int) (heard % RECENT);
    kind[at] = item.kind;
    actor[at] = item.actor;
    target[at] = item.target;
    team[at] = item.team;
    cards[at] = item.cards;
    slotBits[at] = item.slots;
    flag[at] = item.flag;
    word[at] = item.word;
    heard++;
    if (item.actor >= 0) {
      int k = relative(item.actor) * kinds + item.kind;
      tallies[k] = Math.min(MOST_COUNTED, tallies[k] + 1);
      if (item.word >= 0 && words > 0) {
        int w = relative(item.actor) * words + item.word;
        wordTallies[w] = Math.min(MOST_COUNTED, wordTallies[w] + 1);
      }
    }
  }

  /** Forgets everything: a new game. */
  public void clear() {
    heard = 0;
    Arrays.fill(tallies, 0);
    Arrays.fill(wordTallies, 0);
  }

  /** {@return the numbers one recent event takes} */
  static int itemSize(int seats, int teams, int kinds, int slots, int words) {
    return kinds + 2 * seats + teams + 52 + slots + 1 + words;
  }

  /** Adds the recall's segments to a layout. */
  static void layout(Layout.Builder out, int seats, int teams, int kinds, int slots, int words) {
    out.add("recent", "the seat's latest " + RECENT + " events heard, newest first: each the event's kind (one-hot), the"
        + " seat that caused it and the seat it aimed at (relative to this seat, one-hot), the team it names (relative),"
        + " the cards it shows this seat (52, by card index), the slots it names, its yes/no (right, matched…)"
        + (words > 0 ? " and its signal word (one-hot, last column: a word outside the listed ones)" : ""),
        RECENT, itemSize(seats, teams, kinds, slots, words));
    out.add("tallies", "this round, how many events of each kind each seat caused (relative seats), counted up to "
        + MOST_COUNTED + " and divided by " + MOST_COUNTED, seats, kinds);
    if (words > 0) {
      out.add("words", "this round, how often each seat made each signal word (relative seats; last column: another word),"
          + " up to " + MOST_COUNTED + ", divided by " + MOST_COUNTED, seats, words);
    }
  }

  /** Writes the recall's segments at {@code offset} of {@code out}; {@return the offset after them} */
  int write(float[] out, int offset) {
    int size = itemSize(seats, teams, kinds, slots, words);
    int end = offset + RECENT * size + tallies.length + wordTallies.length;
    Arrays.fill(out, offset, end, 0f);
    for (int i = 0; i < RECENT && i < heard; i++) {
      int at = (int) ((heard - 1 - i) % RECENT);
      int base = offset + i * size;
      out[base + kind[at]] = 1f;
      base += kinds;
      if (actor[at] >= 0) {
        out[base + relative(actor[at])] = 1f;
      }
      base += seats;
      if (target[at] >= 0) {
        out[base + relative(target[at])] = 1f;
      }
      base += seats;
      if (team[at] >= 0) {
        out[base + Math.floorMod(team[at] - seat % teams, teams)] = 1f;
      }
      base += teams;
      for (long bits = cards[at]; bits != 0; bits &= bits - 1) {
        out[base + Long.numberOfTrailingZeros(bits)] = 1f;
      }
      base += 52;
      for (long bits = slotBits[at]; bits != 0; bits &= bits - 1) {
        int slot = Long.numberOfTrailingZeros(bits);
        if (slot < slots) {
          out[base + slot] = 1f;
        }
      }
      base += slots;
      out[base] = flag[at] ? 1f : 0f;
      base += 1;
      if (word[at] >= 0 && words > 0) {
        out[base + word[at]] = 1f;
      }
    }
    int base = offset + RECENT * size;
    for (int i = 0; i < tallies.length; i++) {
      out[base + i] = tallies[i] / (float) MOST_COUNTED;
    }
    base += tallies.length;
    for (int i = 0; i < wordTallies.length; i++) {
      out[base + i] = wordTallies[i] / (float) MOST_COUNTED;
    }
    return end;
  }

  private int relative(int other) {
    return Math.floorMod(other - seat, seats);
  }

  /**
   * What a game's encoding reads from one of its events: its kind and the seats, team, cards,
   * slots and word it names. A visitor over the game's sealed events, so that a new event does
   * not compile until it is read.
   *
   * @param <E> the game's event type
   */
  interface Reader<E extends Event> {
    void read(E event, Item item);
  }

  /** One event as the recall keeps it; -1 for what it does not name. */
  static final class Item {
    int kind;
    int actor;
    int target;
    int team;
    long cards;
    long slots;
    boolean flag;
    int word;
    boolean roundStarts;

    void clear() {
      kind = 0;
      actor = -1;
      target = -1;
      team = -1;
      cards = 0;
      slots = 0;
      flag = false;
      word = -1;
      roundStarts = false;
    }

    Item kind(int value) {
      kind = value;
      return this;
    }

    Item actor(int seat) {
      actor = seat;
      return this;
    }

    Item target(int seat) {
      target = seat;
      return this;
    }

    Item team(int value) {
      team = value;
      return this;
    }

    Item card(kemkit.card.Card card) {
      cards |= 1L << card.index();
      return this;
    }

    Item cards(Iterable<kemkit.card.Card> many) {
      for (kemkit.card.Card card : many) {
        card(card);
      }
      return this;
    }

    Item slot(int slot) {
      if (slot >= 0 && slot < Long.SIZE) {
        slots |= 1L << slot;
      }
      return this;
    }

    Item flag(boolean value) {
      flag = value;
      return this;
    }

    Item word(int value) {
      word = value;
      return this;
    }

    Item roundStarts() {
      roundStarts = true;
      return this;
    }
  }
}
