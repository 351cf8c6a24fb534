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
 * <p>A log is a mutable workspace part: it never escapes the reducer that owns it, and it is not
 * thread-safe. What the outcome keeps is a copy.
 */
public final class EventLog {

  private static final long[] NONE = new long[0];

  private long[] words = new long[16];
  private int size;

  /** Makes an empty log. */
  public EventLog() {}

  /** Empties the log, for the next action. */
  public void clear() {
    size = 0;
  }

  /**
   * Appends one word.
   *
   * @param word the word: a tag and its numbers packed, or a number on its own
   */
  public void add(long word) {
    if (size == words.length) {
      words = Arrays.copyOf(words, size * 2);
    }
    words[size++] = word;
  }

  /** {@return how many words the log holds} */
  public int size() {
    return size;
  }

  /** {@return the words, at their size; a shared empty array for none} */
  long[] copy() {
    return size == 0 ? NONE : Arrays.copyOf(words, size);
  }

  /** {@return the only word; the log holds exactly one} */
  long single() {
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
