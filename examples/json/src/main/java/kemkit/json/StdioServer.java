package kemkit.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.CharArrayWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.game.Action;
import kemkit.game.Game;
import kemkit.game.Games;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.record.GameRecord;
import kemkit.record.RecordReader;
import kemkit.record.Validator;

/**
 * {@code kemkit serve --stdio}: the JSON-lines protocol of {@code examples/json/PROTOCOL.md}. An
 * engine in any language opens games (a record header, or a setup object), sends each move as a
 * record line or an action object, and gets one answer line per request: accepted with the events
 * as each seat heard them (C-6), or rejected with its §R code, rule id and message (C-5). It may ask
 * for a seat's view or legal actions at any time, keep many games open, and close them; or have a
 * whole record validated in one request.
 *
 * <p>One malformed request gets one error answer naming the field at fault, and the session goes
 * on. Memory is bounded: a request line over {@code maxLineBytes} is skipped with an error, and at
 * most {@code maxGames} games are open at once.
 *
 * <pre>{@code
 * java -jar kemkit.jar serve --stdio < requests.jsonl > answers.jsonl   # or: java -cp … kemkit.json.StdioServer
 * }</pre>
 */
public final class StdioServer {

  /** The default longest request line, in bytes: a 52-card shuffle line needs under 300. */
  public static final int DEFAULT_MAX_LINE_BYTES = 64 * 1024;

  /** The default number of games that may be open at once. */
  public static final int DEFAULT_MAX_GAMES = 1024;

  /** {@link #run}'s answer when standard input ended: the session is over. */
  public static final int INPUT_ENDED = 0;

  /** {@link #run}'s answer when standard input could not be read. */
  public static final int INPUT_FAILED = 1;

  /** {@link #run}'s answer when an answer could not be written: the exit status the CLI promises. */
  public static final int OUTPUT_FAILED = 3;

  private static final int MAX_ID_CHARS = 64;

  /**
   * The largest move cap an {@code open} may ask for: far above any real game (kemkit's own random
   * playouts stop at 2,000 player moves), small enough that a capped game's record stays small.
   */
  static final int MOST_MAX_MOVES = 1_000_000;

  private final int maxLineBytes;
  private final int maxGames;
  private final JsonCodec codec;
  private final Map<String, Table<?, ?, ?, ?>> tables = new HashMap<>();
  private final Map<String, Game> games = Games.all();
  /** The training tables of the {@code env-…} requests (examples/python's environments). */
  private final Envs envs;
  private long nextId = 1;
  /** The answer being written: one buffer for the session, emptied for each request. */
  private final CharArrayWriter written = new CharArrayWriter(1 << 12);
  /** The buffers the answers tell their sentences into, one answer at a time. */
  private final Answer.Scratch scratch = new Answer.Scratch();
  /** Writes the answers into {@link #written}; null until the first answer, and after an error. */
  private JsonGenerator generator;
  /** What identifies the request being answered, for an error answer. */
  private Said said = new Said();

  /** Creates a server with the default limits. */
  public StdioServer() {
    this(DEFAULT_MAX_LINE_BYTES, DEFAULT_MAX_GAMES);
  }

  /**
   * Creates a server with these limits.
   *
   * @param maxLineBytes the longest request line, in bytes
   * @param maxGames how many games may be open at once
   * @throws IllegalArgumentException if a limit is not positive
   */
  public StdioServer(int maxLineBytes, int maxGames) {
    if (maxLineBytes <= 0 || maxGames <= 0) {
      throw new IllegalArgumentException("limits must be positive: " + maxLineBytes + ", " + maxGames);
    }
    this.maxLineBytes = maxLineBytes;
    this.maxGames = maxGames;
    this.codec = new JsonCodec(maxLineBytes);
    this.envs = new Envs(codec, this::fromSetup, maxGames);
  }

  /**
   * Serves standard input and output until standard input ends; exits with {@link #run}'s code.
   *
   * @param args ignored: the server takes no arguments, its limits are the defaults
   */
  public static void main(String[] args) {
    // Not System.out: a PrintStream keeps a full disk or a closed pipe to itself.
    System.exit(new StdioServer().run(System.in, new FileOutputStream(FileDescriptor.out)));
  }

  /**
   * Answers every request line of {@code in} on {@code out}, one line each, until {@code in} ends.
   * Answers are flushed whenever no more input is waiting, so an interactive engine gets each
   * answer at once and a piped batch is written in large blocks. A line that is not UTF-8 is
   * answered with an error that gives the offset of its first bad byte in the input, as {@code
   * kemkit validate} does for a record: it is never decoded to U+FFFD.
   *
   * @param in the request lines, UTF-8, one JSON request each; blank lines are skipped
   * @param out where the answer lines go, UTF-8, one per request; neither stream is closed. A
   *     {@link PrintStream}, which keeps its errors to itself, is asked for them after each write
   * @return {@value #INPUT_ENDED} when the input ended, {@value #INPUT_FAILED} if reading failed,
   *     {@value #OUTPUT_FAILED} if writing failed (a full disk, a closed pipe)
   */
  public int run(InputStream in, OutputStream out) {
    Writer writer = new BufferedWriter(new OutputStreamWriter(new Checked(out), StandardCharsets.UTF_8), 1 << 16);
    LineInput input = new LineInput(in, maxLineBytes, writer);
    try {
      while (true) {
        LineInput.Line line;
        try {
          line = input.next();
        } catch (InputFailed e) {
          return INPUT_FAILED;
        }
        if (line == null) {
          writer.flush();
          return INPUT_ENDED;
        }
        if (line.problem().isEmpty() && line.text().isBlank()) {
          continue; // blank lines are no requests: every other line gets one answer
        }
        if (line.problem().isPresent()) {
          said = new Said();
          error(new JsonFormatException("$", line.problem().get()));
        } else {
          write(line.text());
        }
        written.writeTo(writer);
        writer.write('\n');
      }
    } catch (IOException e) {
      return OUTPUT_FAILED;
    }
  }

  /** {@return the answer to one request line, without its newline; never throws} */
  String answer(String text) {
    write(text);
    return written.toString();
  }

  /**
   * Writes the answer to one request line in {@link #written}, emptied first; never throws. The
   * answer is written as it is made, straight from the game's values to JSON text; if a request
   * fails halfway, what was written is dropped for the error answer.
   */
  private void write(String text) {
    said = new Said();
    written.reset();
    try {
      Fields request = Fields.of(codec.parse(text), "$");
      said.req = request.ifPresent("req", (n, p) -> {
        if (!n.isTextual() && !(n.isIntegralNumber() && n.canConvertToLong())) {
          throw new JsonFormatException(p, "expected a string or an integer, got " + Fields.kind(n));
        }
        return n;
      }).orElse(null);
      Answer answer = new Answer(generator(), scratch);
      answer.startObject();
      if (said.req != null) {
        answer.tree("req", said.req);
      }
      String op = request.string("op");
      said.op = op;
      answer.put("op", op);
      answer.put("ok", true);
      // Every op reads all its fields and refuses unknown ones before it changes anything.
      switch (op) {
        case "open" -> open(request, answer);
        case "move" -> {
          Table<?, ?, ?, ?> table = table(request, answer);
          boolean line = request.has("line");
          if (line == request.has("action")) {
            throw new JsonFormatException("$", "move takes exactly one of 'line' (a record line) and 'action' (an object)");
          }
          Optional<String> sent = line ? Optional.of(request.string("line")) : Optional.empty();
          Action action = line ? table.codec().line(sent.get(), "$.line") : request.get("action", table.codec()::action);
          request.end();
          if (table.capped() && action instanceof PlayerAction) {
            throw new JsonFormatException("$.id", "game '" + said.id + "' has reached its cap of "
                + table.maxMoves().getAsInt() + " moves (open's maxMoves): close it for its verdict");
          }
          table.move(action, sent, answer);
        }
        case "view" -> {
          Table<?, ?, ?, ?> table = table(request, answer);
          int seat = seat(request, table);
          request.end();
          answer.put("seat", seat).tree("view", table.view(seat));
          table.hints(seat, answer);
        }
        case "legal" -> {
          Table<?, ?, ?, ?> table = table(request, answer);
          int seat = seat(request, table);
          request.end();
          answer.put("seat", seat).tree("actions", table.legal(seat));
        }
        case "worlds" -> {
          Table<?, ?, ?, ?> table = table(request, answer);
          WorldsOp.answer(table, seat(request, table), request, answer);
        }
        case "verdict" -> {
          Table<?, ?, ?, ?> table = table(request, answer);
          request.end();
          answer.tree("verdict", codec.verdict(table.verdict()));
        }
        case "validate" -> {
          String record = request.string("record");
          request.end();
          answer.tree("verdict", codec.verdict(Validator.validate(record, games)));
        }
        case "close" -> {
          Table<?, ?, ?, ?> table = table(request, answer);
          request.end();
          tables.remove(said.id);
          answer.tree("verdict", codec.verdict(table.verdict()));
        }
        default -> {
          if (!Envs.handles(op)) {
            throw new JsonFormatException("$.op", "unknown op '" + op
                + "' (open, move, view, legal, worlds, verdict, close, validate, env-open, env-reset, env-step, env-observe,"
                + " env-record, env-close)");
          }
          envs.answer(op, request, answer, id -> said.id = id);
        }
      }
      answer.endObject();
      generator.flush();
    } catch (JsonFormatException e) {
      error(e);
    } catch (IOException | RuntimeException e) {
      // A bug of ours, not the engine's: answered like any error so that the session goes on.
      error(new JsonFormatException("$", "internal error: " + e));
    }
  }

  /**
   * {@return the generator of the answers, made at the first and after an error} One generator
   * writes answer after answer into {@link #written}, as one root value each with nothing in
   * between (the line ends are the server's), so that its buffers and contexts are made once.
   */
  private JsonGenerator generator() throws IOException {
    if (generator == null) {
      generator = codec.generator(written);
      generator.setRootValueSeparator(null);
    }
    return generator;
  }

  /**
   * What identifies the request being answered, as far as it was read: its {@code req}, {@code op}
   * and game {@code id}, which an error answer repeats. Null until read.
   */
  private static final class Said {
    JsonNode req;
    String op;
    String id;
  }

  /** Replaces the answer being written by an error answer: what identifies the request, and the error. */
  private void error(JsonFormatException e) {
    // The generator may be halfway through the answer it was writing: it is dropped with it.
    generator = null;
    written.reset();
    try {
      Answer error = new Answer(generator(), scratch);
      error.startObject();
      if (said.req != null) {
        error.tree("req", said.req);
      }
      if (said.op != null) {
        error.put("op", said.op);
      }
      if (said.id != null) {
        error.put("id", said.id);
      }
      error.put("ok", false);
      error.startObject("error");
      error.put("field", e.field()).put("message", e.problem());
      error.endObject();
      error.endObject();
      generator.flush();
    } catch (IOException ex) {
      throw new UncheckedIOException(ex); // a buffer in memory takes any text
    }
  }

  private void open(Fields request, Answer answer) throws JsonFormatException {
    String id = request.ifPresent("id", StdioServer::id).orElse(null);
    if (id == null) {
      do {
        id = "g" + nextId++;
      } while (tables.containsKey(id));
    } else if (tables.containsKey(id)) {
      throw new JsonFormatException("$.id", "game '" + id + "' is already open");
    }
    if (tables.size() >= maxGames) {
      throw new JsonFormatException("$.op", "already " + maxGames + " games open, the limit: close one first");
    }
    boolean header = request.has("header");
    if (header == request.has("setup")) {
      throw new JsonFormatException("$", "open takes exactly one of 'header' (record header text) and 'setup' (an object)");
    }
    OptionalInt maxMoves = request.ifPresent("maxMoves", StdioServer::maxMoves)
        .map(OptionalInt::of).orElse(OptionalInt.empty());
    RuleSet<?, ?, ?, ?> rules;
    if (header) {
      String text = request.string("header");
      request.end();
      rules = fromHeader(text);
    } else {
      Setup setup = request.get("setup", codec::setup);
      request.end();
      rules = fromSetup(setup);
    }
    Table<?, ?, ?, ?> table = Table.open(rules, codec, maxMoves);
    tables.put(id, table);
    said.id = id;
    answer.put("id", id);
    answer.tree("setup", codec.setup(rules.setup()));
    answer.put("seats", table.seats());
    table.status(answer);
  }

  private RuleSet<?, ?, ?, ?> fromHeader(String text) throws JsonFormatException {
    RecordReader.Reading reading = RecordReader.readPrefix(text, games);
    if (reading.malformed().isPresent()) {
      throw new JsonFormatException("$.header", reading.malformed().get().getMessage());
    }
    GameRecord record = reading.record().orElseThrow();
    if (!record.body().isEmpty()) {
      throw new JsonFormatException("$.header", "line " + record.body().get(0).line()
          + ": the header holds a body line; send moves as 'move' requests");
    }
    return record.rules();
  }

  private RuleSet<?, ?, ?, ?> fromSetup(Setup setup) throws JsonFormatException {
    Game game = games.get(setup.game());
    if (game == null) {
      throw new JsonFormatException("$.setup.game", "unknown game '" + setup.game() + "' (known here: "
          + String.join(", ", games.keySet()) + ")");
    }
    try {
      return game.create(setup);
    } catch (SetupException e) {
      String culprit = e.culprits().isEmpty() ? "" : e.culprits().get(0);
      String field = culprit.equals("preset") ? "$.setup.preset"
          : setup.options().containsKey(culprit) ? "$.setup.options." + culprit
          : setup.seating().containsKey(culprit) ? "$.setup.seating." + culprit
          : "$.setup";
      throw new JsonFormatException(field, e.getMessage());
    }
  }

  private Table<?, ?, ?, ?> table(Fields request, Answer answer) throws JsonFormatException {
    String id = request.get("id", StdioServer::id);
    said.id = id;
    answer.put("id", id);
    Table<?, ?, ?, ?> table = tables.get(id);
    if (table == null) {
      throw new JsonFormatException("$.id", "no open game '" + id + "'");
    }
    return table;
  }

  private static int maxMoves(JsonNode node, String path) throws JsonFormatException {
    int cap = Fields.integer(node, path);
    if (cap < 1 || cap > MOST_MAX_MOVES) {
      throw new JsonFormatException(path, "a move cap is 1 to " + MOST_MAX_MOVES + ", not " + cap);
    }
    return cap;
  }

  private static int seat(Fields request, Table<?, ?, ?, ?> table) throws JsonFormatException {
    int seat = request.integer("seat");
    if (seat < 0 || seat >= table.seats()) {
      throw new JsonFormatException("$.seat", "there is no seat " + seat + " (seats 0 to " + (table.seats() - 1) + ")");
    }
    return seat;
  }

  private static String id(JsonNode node, String path) throws JsonFormatException {
    String id = Fields.string(node, path);
    if (id.isEmpty() || id.length() > MAX_ID_CHARS || !isIdText(id)) {
      throw new JsonFormatException(path, "a game id is 1 to " + MAX_ID_CHARS + " letters, digits, '.', '_' or '-'");
    }
    return id;
  }

  /** {@return whether {@code id} is made of letters, digits, '.', '_' and '-' only (no pattern compiled per request)} */
  private static boolean isIdText(String id) {
    for (int i = 0; i < id.length(); i++) {
      char c = id.charAt(i);
      boolean allowed = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
          || c == '.' || c == '_' || c == '-';
      if (!allowed) {
        return false;
      }
    }
    return true;
  }

  /** A byte buffer whose bytes are read where they are, not copied out. */
  private static final class Bytes extends ByteArrayOutputStream {
    byte[] bytes() {
      return buf;
    }
  }

  /** Reading standard input failed: not the same as failing to write, which {@link #run} tells apart. */
  private static final class InputFailed extends IOException {
    private static final long serialVersionUID = 1L;

    InputFailed(IOException cause) {
      super(cause);
    }
  }

  /**
   * The answer stream, which turns a {@link PrintStream}'s silent error into an {@link
   * IOException}, so that a full disk or a closed pipe ends the session with {@link #OUTPUT_FAILED}.
   */
  private static final class Checked extends FilterOutputStream {
    Checked(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
      out.write(bytes, offset, length);
      check();
    }

    @Override
    public void flush() throws IOException {
      out.flush();
      check();
    }

    private void check() throws IOException {
      if (out instanceof PrintStream print && print.checkError()) {
        throw new IOException("the answers could not be written");
      }
    }
  }

  /**
   * Request lines of a byte stream, each at most {@code max} bytes: a longer one is skipped to its
   * end and reported, so one huge line never holds more than {@code max} bytes in memory. A line
   * is decoded as strict UTF-8: a byte that is not makes the line an error that gives its offset.
   */
  private static final class LineInput {

    /** A line read: its text, or what is wrong with it (too long, not UTF-8). */
    record Line(String text, Optional<String> problem) {}

    private final InputStream in;
    private final int max;
    private final Writer flushBeforeWaiting;
    private final byte[] buffer = new byte[1 << 16];
    /** A line that spans two reads of the input, put together. */
    private final Bytes current = new Bytes();
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    private int position;
    private int limit;
    /** The offset in the input of {@code buffer[0]}, and of the line being read. */
    private long bufferStart;
    private long lineStart;

    LineInput(InputStream in, int max, Writer flushBeforeWaiting) {
      this.in = in;
      this.max = max;
      this.flushBeforeWaiting = flushBeforeWaiting;
    }

    /** {@return the next line, or null at the end of the input (a last line without newline counts)} */
    Line next() throws IOException {
      current.reset();
      lineStart = bufferStart + position;
      boolean tooLong = false;
      while (true) {
        if (position == limit) {
          if (in.available() <= 0) {
            flushBeforeWaiting.flush();
          }
          bufferStart += limit;
          try {
            limit = in.read(buffer);
          } catch (IOException e) {
            throw new InputFailed(e);
          }
          position = 0;
          if (limit <= 0) {
            limit = 0;
            return current.size() > 0 || tooLong ? finish(tooLong, current.bytes(), 0, current.size()) : null;
          }
        }
        int start = position;
        while (position < limit && buffer[position] != '\n') {
          position++;
        }
        int length = position - start;
        if (!tooLong && current.size() + length > max) {
          tooLong = true;
          current.reset();
        }
        if (position < limit && current.size() == 0) {
          // The whole line is in the buffer, the usual case: read from there, without a copy.
          position++; // the newline
          return finish(tooLong, buffer, start, length);
        }
        if (!tooLong) {
          current.write(buffer, start, length);
        }
        if (position < limit) {
          position++; // the newline
          return finish(tooLong, current.bytes(), 0, current.size());
        }
      }
    }

    /** {@return the line of {@code length} bytes at {@code offset} of {@code bytes}, or what is wrong with it} */
    private Line finish(boolean tooLong, byte[] bytes, int offset, int length) {
      if (tooLong) {
        return new Line("", Optional.of("the request line is longer than " + max + " bytes"));
      }
      if (isAscii(bytes, offset, length)) {
        // ASCII is UTF-8 as it is, one character a byte: no decoder, no buffer in between.
        return new Line(new String(bytes, offset, length, StandardCharsets.US_ASCII), Optional.empty());
      }
      ByteBuffer input = ByteBuffer.wrap(bytes, offset, length);
      CharBuffer output = CharBuffer.allocate(length);
      decoder.reset();
      CoderResult result = decoder.decode(input, output, true);
      if (!result.isError()) {
        result = decoder.flush(output);
      }
      if (result.isError()) {
        return new Line("", Optional.of(String.format(
            "not UTF-8 text: byte 0x%02X at offset %d (requests are UTF-8 text)",
            bytes[input.position()] & 0xFF, lineStart + input.position() - offset)));
      }
      return new Line(output.flip().toString(), Optional.empty());
    }

    private static boolean isAscii(byte[] bytes, int offset, int length) {
      for (int i = offset; i < offset + length; i++) {
        if (bytes[i] < 0) {
          return false;
        }
      }
      return true;
    }
  }
}
