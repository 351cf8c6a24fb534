package kemkit.game;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.NoSuchElementException;

/**
 * The events of one action as the mechanics write them: packed words, always written, read back
 * into the game's {@link Event} types only when {@link Outcome#events()} is asked.
 *
 * <p>Bots and playouts apply millions of actions and read only the state; a deal's events (every
 * hand, the stock) or a call's (the hands shown, the scores) would cost more than the state they
 * lead to. So a game's workspace keeps one log, reused from action to action, and each event type
 * has a typed writer that appends a tag and a few numbers (card numbers, card-set bits, seats)
 * beside the decoder that reads them back. {@link Outcome#accepted(GameState, EventLog,
 * Decoder)} copies the words into the outcome (one word costs no array), and the decoder runs the
 * first time the events are asked for. Nothing is skipped when nobody will read the events, so no
 * mechanic needs to know whether it is recorded, and an action is applied once.
 *
 * <p>Most events are a tag and a few small numbers: {@link #addUnit} packs such a 32-bit unit two
 * to a word, so that an action that writes two small events still fits one word and its outcome
 * holds no array. A whole word ({@link #add}) always follows the units before it: the unit waiting
 * for its partner is closed first, so the order of the log is the order of the writes. The event
 * schema of {@code kemkit.kit.event} writes and reads both kinds; a game rarely calls them itself.
 *
 * <p>A log is a mutable workspace part: it never escapes the reducer that owns it, and it is not
 * thread-safe. What the outcome keeps is a copy.
 */
public final class EventLog {

  private static final long[] NONE = new long[0];

  private long[] words = new long[16];
  private int size;
  /** A unit waiting for a second one to share its word; 0 for none (no unit is 0). */
  private int pending;

  /** Makes an empty log. */
  public EventLog() {}

  /** Empties the log, for the next action. */
  public void clear() {
    size = 0;
    pending = 0;
  }

  /**
   * Appends one word, after the unit waiting for a partner if there is one (that unit then has its
   * word to itself, its upper half 0).
   *
   * @param word the word: a tag and its numbers packed, or a number on its own
   */
  public void add(long word) {
    closeUnit();
    put(word);
  }

  /**
   * Appends a 32-bit unit: into the upper half of the word of the unit before it if that one waits
   * for a partner, else into a new word's lower half, where it waits for the next unit. A reader
   * reads the lower half first; an upper half of 0 holds no unit.
   *
   * @param unit a tag and its numbers, packed; never 0
   * @throws IllegalArgumentException if {@code unit} is 0
   */
  public void addUnit(int unit) {
    if (unit == 0) {
      throw new IllegalArgumentException("a unit of 0 would read as no unit");
    }
    if (pending == 0) {
      pending = unit;
    } else {
      put(pending & 0xFFFF_FFFFL | (long) unit << Integer.SIZE);
      pending = 0;
    }
  }

  private void closeUnit() {
    if (pending != 0) {
      put(pending & 0xFFFF_FFFFL);
      pending = 0;
    }
  }

  private void put(long word) {
    if (size == words.length) {
      words = Arrays.copyOf(words, size * 2);
    }
    words[size++] = word;
  }

  /** {@return how many words the log holds, the word of a unit waiting for a partner included} */
  public int size() {
    return size + (pending == 0 ? 0 : 1);
  }

  /** {@return the words, at their size; a shared empty array for none} */
  long[] copy() {
    closeUnit();
    return size == 0 ? NONE : Arrays.copyOf(words, size);
  }

  /** {@return the only word; the log holds exactly one} */
  long single() {
    closeUnit();
    return words[0];
  }

  /**
   * Reads a sealed log's words in order, for a {@link Decoder}.
   */
  public static final class Reader {

    private final long[] words;
    private final long single;
    private final int size;
    private int at;

    Reader(long[] words, long single) {
      this.words = words;
      this.single = single;
      this.size = words == null ? 1 : words.length;
    }

    /** {@return whether a word is left} */
    public boolean hasNext() {
      return at < size;
    }

    /**
     * {@return the next word}
     *
     * @throws NoSuchElementException if none is left
     */
    public long next() {
      if (at >= size) {
        throw new NoSuchElementException("the event log has " + size + " words");
      }
      long word = words == null ? single : words[at];
      at++;
      return word;
    }
  }

  /**
   * Reads a game's events back from the words its writers put in a log. Decoders are shared
   * values (a rule set keeps one): they read the words they are given and nothing that changes.
   *
   * @param <E> the game's event type
   */
  @FunctionalInterface
  public interface Decoder<E extends Event> {

    /**
     * {@return the events the words say, in order}
     *
     * @param log the words, from the first
     * @throws IllegalStateException if the words are not what the game's writers write
     */
    ImmutableList<E> decode(Reader log);
  }
}
