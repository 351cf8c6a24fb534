package kemkit.examples.play;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.jline.reader.impl.LineReaderImpl;
import org.jline.terminal.Terminal;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStringBuilder;

/**
 * JLine's line reader with the table drawn above the person's line, as part of its prompt.
 *
 * <p>Why the prompt rather than JLine's {@code Status} bar: the status bar is a second screen area
 * that redraws itself by diffing its old lines against its new ones as if they sat on the same
 * rows; when the table gained or lost a line (a peek, a round's end) the rows shifted and the diff
 * left stale or mixed lines ("dealer seaJH0"), and it was updated from the bots' thread without
 * the reader's lock, so a keystroke's redraw and a bot's could interleave (in the worst case
 * {@code readLine} threw a {@code ConcurrentModificationException} out of the status bar's lines).
 * The prompt is drawn by the reader's own display, which is made for prompts of several lines,
 * always under the reader's lock, and redrawn whole around whatever {@link #printAbove} prints.
 *
 * <p>Long lines are wrapped at the terminal's width, between words, instead of cut; the width is
 * read at each redraw, so a resized terminal gets the table wrapped anew.
 */
final class TableLineReader extends LineReaderImpl {

  private static final String HINT_LABEL = "your move: ";

  private final AttributedString promptLine;
  private List<AttributedString> table = List.of(); // guarded by lock
  private boolean cleaning; // guarded by lock: the reader wipes its display as a line is entered

  /**
   * A reader on {@code terminal} whose own line starts with {@code prompt}.
   *
   * @param terminal the person's terminal
   * @param prompt what stands before the typed text, {@code "> "}
   */
  TableLineReader(Terminal terminal, String prompt) {
    super(terminal, "kemkit", new HashMap<>());
    this.promptLine = new AttributedString(prompt);
  }

  /**
   * Shows {@code lines} above the person's line from now on, redrawn at once when a line is being
   * read; an empty list shows none.
   *
   * @param lines the table's lines, without line ends
   */
  void showTable(List<AttributedString> lines) {
    lock.lock();
    try {
      table = List.copyOf(lines);
      if (reading) {
        redisplay(true);
      }
    } finally {
      lock.unlock();
    }
  }

  /** {@return whether the person has typed part of a line} Read under the reader's lock. */
  boolean typing() {
    lock.lock();
    try {
      return reading && buf.length() > 0;
    } finally {
      lock.unlock();
    }
  }

  @Override
  protected void redisplay(boolean flush) {
    lock.lock();
    try {
      if (!cleaning) {
        prompt = composedPrompt();
      }
      super.redisplay(flush);
    } finally {
      lock.unlock();
    }
  }

  /**
   * Ends the line: with {@code ERASE_LINE_ON_FINISH} set, the reader draws an empty prompt and
   * buffer to wipe its lines, and the table must go with them rather than be composed again.
   */
  @Override
  protected void cleanup() {
    lock.lock();
    try {
      cleaning = true;
      super.cleanup();
    } finally {
      cleaning = false;
      lock.unlock();
    }
  }

  /** The table wrapped at the terminal's width, then the prompt. */
  private AttributedString composedPrompt() {
    int width = size.getColumns() > 1 ? size.getColumns() - 1 : Integer.MAX_VALUE;
    AttributedStringBuilder out = new AttributedStringBuilder();
    for (AttributedString line : table) {
      for (AttributedString part : wrap(line, width)) {
        out.append(part).append('\n');
      }
    }
    return out.append(promptLine).toAttributedString();
  }

  /**
   * {@return {@code line} cut into lines of at most {@code width} columns, between words where
   * there is a space} Each continuation lines up with the text it continues, so that a wrapped
   * hint reads as one.
   */
  static List<AttributedString> wrap(AttributedString line, int width) {
    List<AttributedString> out = new ArrayList<>();
    if (line.columnLength() <= width) {
      out.add(line);
      return out;
    }
    String plain = line.toString();
    int indent = 0;
    while (indent < plain.length() && plain.charAt(indent) == ' ') {
      indent++;
    }
    // A continuation lines up with the text it continues: after "your move: ", under a hint that
    // is itself indented as one, else two columns in.
    int continuation = plain.startsWith(HINT_LABEL, indent) ? indent + HINT_LABEL.length()
        : indent >= 4 ? indent : indent + 2;
    String pad = " ".repeat(Math.min(continuation, width / 2));
    AttributedString rest = line;
    boolean first = true;
    while (true) {
      int room = first ? width : width - pad.length();
      if (rest.columnLength() <= room) {
        out.add(first ? rest : join(pad, rest));
        return out;
      }
      // The last space within the room (not the indent), else a hard cut.
      String text = rest.toString();
      int cut = room;
      for (int i = Math.min(room, text.length() - 1); i > (first ? indent : 0); i--) {
        if (text.charAt(i) == ' ') {
          cut = i;
          break;
        }
      }
      AttributedString head = rest.columnSubSequence(0, cut);
      out.add(first ? head : join(pad, head));
      int next = cut;
      while (next < text.length() && text.charAt(next) == ' ') {
        next++;
      }
      rest = rest.columnSubSequence(next, rest.columnLength());
      first = false;
    }
  }

  private static AttributedString join(String pad, AttributedString text) {
    return new AttributedStringBuilder().append(pad).append(text).toAttributedString();
  }
}
