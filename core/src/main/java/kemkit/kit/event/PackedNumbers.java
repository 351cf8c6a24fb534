package kemkit.kit.event;

import kemkit.game.EventLog;

/**
 * Small numbers packed into the whole words that follow an event's unit, as many to a word as fit:
 * a list of slots, a hand's card numbers, the characters of a word. A row's writer writes its unit
 * then the numbers; its reader reads them back in the same order, with the same width.
 *
 * <pre>{@code
 * REARRANGED.write(work.log(), seat, size);
 * PackedNumbers.Writer out = PackedNumbers.writer(work.log(), 6);
 * for (int slot : permutation) {
 *   out.add(slot);
 * }
 * out.end();
 * // in the row's reader:
 * PackedNumbers.Reader in = PackedNumbers.reader(unit, 6);
 * int first = in.next();
 * }</pre>
 */
public final class PackedNumbers {

  private PackedNumbers() {}

  /**
   * {@return a writer of numbers of {@code bits} bits each into {@code log}}
   *
   * @param log the action's log, after the unit of the event the numbers belong to
   * @param bits each number's width, 1 to 32
   */
  public static Writer writer(EventLog log, int bits) {
    return new Writer(log, bits);
  }

  /**
   * {@return a reader of numbers of {@code bits} bits each from the words after {@code unit}}
   *
   * @param unit the unit of the event the numbers belong to
   * @param bits each number's width, as written
   */
  public static Reader reader(Unit unit, int bits) {
    return new Reader(unit, bits);
  }

  private static int checkedBits(int bits) {
    if (bits < 1 || bits > Integer.SIZE) {
      throw new IllegalArgumentException("numbers of " + bits + " bits");
    }
    return bits;
  }

  /** Packs numbers into words; {@link #end} writes the last, partly filled one. */
  public static final class Writer {
    private final EventLog log;
    private final int bits;
    private final int perWord;
    private long word;
    private int count;

    private Writer(EventLog log, int bits) {
      this.log = log;
      this.bits = checkedBits(bits);
      this.perWord = Long.SIZE / bits;
    }

    /**
     * Adds a number.
     *
     * @param number from 0 to {@code 2^bits - 1}
     * @throws IllegalArgumentException if it does not fit
     */
    public void add(int number) {
      if (number < 0 || (bits < Integer.SIZE && number >>> bits != 0)) {
        throw new IllegalArgumentException(number + " does not fit " + bits + " bits");
      }
      word |= (number & 0xFFFF_FFFFL) << (count * bits);
      if (++count == perWord) {
        end();
      }
    }

    /** Writes the word being filled, if it holds a number. */
    public void end() {
      if (count > 0) {
        log.add(word);
        word = 0;
        count = 0;
      }
    }
  }

  /** Reads numbers back in the order they were added. */
  public static final class Reader {
    private final Unit unit;
    private final int bits;
    private final int perWord;
    private long word;
    private int left;

    private Reader(Unit unit, int bits) {
      this.unit = unit;
      this.bits = checkedBits(bits);
      this.perWord = Long.SIZE / bits;
    }

    /** {@return the next number} */
    public int next() {
      if (left == 0) {
        word = unit.next();
        left = perWord;
      }
      int number = (int) (word & ((1L << bits) - 1));
      word >>>= bits;
      left--;
      return number;
    }
  }
}
