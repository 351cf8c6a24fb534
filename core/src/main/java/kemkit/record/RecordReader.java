package kemkit.record;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.Game;
import kemkit.game.Games;
import kemkit.game.NotationException;
import kemkit.game.RejectionCode;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.game.Shuffle;
import kemkit.game.Starter;

/**
 * Reads game records ({@code record 1}, see the project's RECORD-FORMAT.md). Reading never throws
 * anything but {@link MalformedRecordException}, whatever the bytes.
 *
 * <pre>{@code
 * GameRecord record = RecordReader.read(Files.readString(path));
 * }</pre>
 */
public final class RecordReader {

  private static final String VERSION = "1";

  private RecordReader() {}

  /**
   * What could be read of a text: the record up to the first malformed line, and that line's
   * problem if there is one. The validator replays the prefix first, so that failures are
   * reported in line order.
   *
   * @param record the record up to the malformed line; empty if the header itself is malformed
   * @param malformed the first malformed line, if any
   */
  public record Reading(Optional<GameRecord> record, Optional<MalformedRecordException> malformed) {}

  /**
   * Reads a whole record, with the games found by {@link Games}.
   *
   * @param text the record, as {@code record 1} writes it
   * @return the record's header and actions
   * @throws MalformedRecordException at the first line that is not well formed
   */
  public static GameRecord read(String text) throws MalformedRecordException {
    Reading reading = readPrefix(text, Games.all());
    if (reading.malformed().isPresent()) {
      throw reading.malformed().get();
    }
    return reading.record().orElseThrow();
  }

  /**
   * {@return as much of {@code text} as is well formed, with the games found by {@link Games}}
   *
   * @param text the record, as {@code record 1} writes it
   */
  public static Reading readPrefix(String text) {
    return readPrefix(text, Games.all());
  }

  /**
   * {@return as much of {@code text} as is well formed, with these games}
   *
   * @param text the record, as {@code record 1} writes it
   * @param games the games a record may name, by name
   */
  public static Reading readPrefix(String text, Map<String, Game> games) {
    return new Parser(text, games).parse();
  }

  /** One line cut into words, with the column of each word. */
  private record Line(
      int number, ImmutableList<String> words, ImmutableList<String> written, ImmutableList<Integer> columns, String text) {

    static Line of(int number, String raw) {
      int hash = raw.indexOf('#');
      String text = hash >= 0 ? raw.substring(0, hash) : raw;
      ImmutableList.Builder<String> words = ImmutableList.builder();
      ImmutableList.Builder<String> written = ImmutableList.builder();
      ImmutableList.Builder<Integer> columns = ImmutableList.builder();
      int i = 0;
      while (i < text.length()) {
        while (i < text.length() && isBlank(text.charAt(i))) {
          i++;
        }
        int start = i;
        while (i < text.length() && !isBlank(text.charAt(i))) {
          i++;
        }
        if (i > start) {
          written.add(text.substring(start, i));
          words.add(text.substring(start, i).toLowerCase(Locale.ROOT));
          columns.add(start + 1);
        }
      }
      return new Line(number, words.build(), written.build(), columns.build(), text.strip());
    }

    private static boolean isBlank(char c) {
      return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\u000b';
    }

    /** The word in lower case: words are case-insensitive. */
    String word(int index) {
      return words.get(index);
    }

    /** The word as written, for messages. */
    String asWritten(int index) {
      return written.get(index);
    }

    MalformedRecordException error(int wordIndex, String problem) {
      int column = wordIndex >= 0 && wordIndex < columns.size() ? columns.get(wordIndex) : 0;
      return new MalformedRecordException(number, column, problem);
    }
  }

  private static final class Parser {
    private final List<Line> lines = new ArrayList<>();
    private final Map<String, Game> games;
    private int next;

    Parser(String text, Map<String, Game> games) {
      this.games = games;
      // A byte order mark is how some editors start a UTF-8 file; it is not part of the record.
      String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
      String[] raw = body.split("\n", -1);
      for (int i = 0; i < raw.length; i++) {
        Line line = Line.of(i + 1, raw[i]);
        if (!line.words().isEmpty()) {
          lines.add(line);
        }
      }
    }

    Reading parse() {
      RuleSet<?, ?, ?, ?> rules;
      try {
        rules = header();
      } catch (MalformedRecordException e) {
        return new Reading(Optional.empty(), Optional.of(e));
      }
      List<Statement> body = new ArrayList<>();
      Optional<MalformedRecordException> malformed = Optional.empty();
      boolean previousWasAction = false;
      for (; next < lines.size(); next++) {
        Line line = lines.get(next);
        try {
          Statement statement = body(line, rules, previousWasAction);
          body.add(statement);
          previousWasAction = statement instanceof Statement.Play;
        } catch (MalformedRecordException e) {
          malformed = Optional.of(e);
          break;
        }
      }
      return new Reading(Optional.of(new GameRecord(rules, ImmutableList.copyOf(body))), malformed);
    }

    private RuleSet<?, ?, ?, ?> header() throws MalformedRecordException {
      if (lines.isEmpty()) {
        throw new MalformedRecordException(1, 0, "empty record: the first statement must be 'record 1'");
      }
      Line first = lines.get(next++);
      if (!first.word(0).equals("record")) {
        throw first.error(0, "the first statement must be 'record 1', not '" + first.text() + "'");
      }
      expectWords(first, 2, "record 1");
      if (!first.word(1).equals(VERSION)) {
        throw first.error(1, "unsupported record version '" + first.word(1) + "' (this reader knows 'record 1')");
      }
      if (next >= lines.size() || !lines.get(next).word(0).equals("game")) {
        int at = next < lines.size() ? lines.get(next).number() : first.number();
        throw new MalformedRecordException(at, 0, "the second statement must be 'game G' (kems, kemps or khamul)");
      }
      Line gameLine = lines.get(next++);
      expectWords(gameLine, 2, "game G");
      Game game = games.get(gameLine.word(1));
      if (game == null) {
        throw gameLine.error(1, "unknown game '" + gameLine.asWritten(1) + "' (known here: "
            + (games.isEmpty() ? "none" : String.join(", ", games.keySet())) + ")");
      }
      Map<String, Line> origin = new LinkedHashMap<>();
      origin.put("game", gameLine);
      Setup setup = Setup.of(game.name());
      if (next < lines.size() && lines.get(next).word(0).equals("preset")) {
        Line line = lines.get(next++);
        expectWords(line, 2, "preset P");
        setup = setup.withPreset(line.word(1));
        origin.put("preset", line);
      }
      Map<String, String> seenOptions = new LinkedHashMap<>();
      while (next < lines.size() && lines.get(next).word(0).equals("option")) {
        Line line = lines.get(next++);
        expectWords(line, 2, "option NAME=VALUE");
        String assignment = line.word(1);
        int eq = assignment.indexOf('=');
        if (eq <= 0 || eq == assignment.length() - 1) {
          throw line.error(1, "an option is written NAME=VALUE with no spaces, not '" + assignment + "'");
        }
        String name = assignment.substring(0, eq);
        if (seenOptions.containsKey(name)) {
          throw line.error(1, "option '" + name + "' is set twice");
        }
        seenOptions.put(name, assignment.substring(eq + 1));
        setup = setup.withOption(name, assignment.substring(eq + 1));
        origin.put(name, line);
      }
      ImmutableList<String> seating = game.seatingStatements();
      int position = 0;
      while (next < lines.size() && isHeaderWord(lines.get(next).word(0))) {
        Line line = lines.get(next);
        String word = line.word(0);
        int at = seating.subList(position, seating.size()).indexOf(word);
        if (at < 0) {
          String why = seating.contains(word) || !SEATING_WORDS.contains(word)
              ? "'" + word + "' is out of order or repeated (header order: record, game, preset, option…, "
                  + String.join(", ", seating) + ")"
              : "'" + word + "' is not a header statement of game " + game.name();
          throw line.error(0, why);
        }
        position += at + 1;
        expectWords(line, 2, word + " N");
        String value = line.word(1);
        if (!value.matches("-?[0-9]{1,9}")) {
          throw line.error(1, "'" + word + "' takes a number, not '" + value + "'");
        }
        setup = setup.withSeating(word, Integer.parseInt(value));
        origin.put(word, line);
        next++;
      }
      try {
        return game.create(setup);
      } catch (SetupException e) {
        Line culprit = e.culprits().stream()
            .map(c -> findOrigin(origin, c))
            .flatMap(Optional::stream)
            .findFirst()
            .orElse(origin.values().stream().reduce((a, b) -> b).orElseThrow());
        throw culprit.error(-1, e.getMessage());
      }
    }

    private static Optional<Line> findOrigin(Map<String, Line> origin, String culprit) {
      for (Map.Entry<String, Line> entry : origin.entrySet()) {
        if (entry.getKey().equalsIgnoreCase(culprit)) {
          return Optional.of(entry.getValue());
        }
      }
      return Optional.empty();
    }

    private static final ImmutableSet<String> SEATING_WORDS =
        ImmutableSet.of("teams", "team-size", "players", "dealer");

    private static final ImmutableSet<String> HEADER_WORDS =
        ImmutableSet.of("record", "game", "preset", "option", "teams", "team-size", "players", "dealer");

    private static boolean isHeaderWord(String word) {
      return HEADER_WORDS.contains(word);
    }

    private static void expectWords(Line line, int count, String form) throws MalformedRecordException {
      if (line.words().size() != count) {
        throw line.error(Math.min(count, line.words().size() - 1), "expected '" + form + "', got '" + line.text() + "'");
      }
    }

    private Statement body(Line line, RuleSet<?, ?, ?, ?> rules, boolean previousWasAction)
        throws MalformedRecordException {
      String head = line.word(0);
      if (isHeaderWord(head)) {
        throw line.error(0, "'" + head + "' belongs to the header, which ends at the first action");
      }
      switch (head) {
        case "shuffle":
          return new Statement.Play(line.number(), shuffle(line), line.text());
        case "starter":
          expectWords(line, 2, "starter S");
          return new Statement.Play(line.number(), new Starter(number(line, 1)), line.text());
        case "expect":
          return new Statement.Expect(line.number(), expectation(line, previousWasAction));
        default:
          return new Statement.Play(line.number(), playerAction(line, rules), line.text());
      }
    }

    private static Shuffle shuffle(Line line) throws MalformedRecordException {
      ImmutableList.Builder<Card> cards = ImmutableList.builder();
      for (int i = 1; i < line.words().size(); i++) {
        cards.add(card(line, i));
      }
      return new Shuffle(cards.build());
    }

    private static Action playerAction(Line line, RuleSet<?, ?, ?, ?> rules) throws MalformedRecordException {
      String head = line.word(0);
      if (!head.matches("-?[0-9]{1,9}")) {
        throw line.error(0, "unknown statement '" + line.asWritten(0) + "' (a body line is 'shuffle', 'starter', 'expect' or 'SEAT VERB …')");
      }
      if (line.words().size() < 2) {
        throw line.error(0, "a player action is 'SEAT VERB …'; the verb is missing");
      }
      int seat = Integer.parseInt(head);
      List<String> args = line.words().subList(2, line.words().size());
      try {
        return rules.notation().parse(seat, line.word(1), args);
      } catch (NotationException e) {
        throw line.error(e.word() < 0 ? 1 : e.word() + 2, e.getMessage());
      }
    }

    private static Expectation expectation(Line line, boolean previousWasAction) throws MalformedRecordException {
      if (line.words().size() < 2) {
        throw line.error(0, "'expect' needs what to expect: rejected, scores, hand, table, round, over or winner");
      }
      List<String> args = line.words().subList(2, line.words().size());
      switch (line.word(1)) {
        case "rejected":
          if (!previousWasAction) {
            throw line.error(1, "'expect rejected' must follow an action line");
          }
          if (args.size() > 1) {
            throw line.error(3, "'expect rejected' takes at most one code");
          }
          if (args.isEmpty()) {
            return new Expectation.Rejected(Optional.empty());
          }
          try {
            return new Expectation.Rejected(Optional.of(RejectionCode.valueOf(args.get(0).toUpperCase(Locale.ROOT))));
          } catch (IllegalArgumentException e) {
            throw line.error(2, "unknown rejection code '" + args.get(0) + "'");
          }
        case "scores": {
          ImmutableList.Builder<Integer> scores = ImmutableList.builder();
          for (int i = 2; i < line.words().size(); i++) {
            scores.add(number(line, i));
          }
          return new Expectation.Scores(scores.build());
        }
        case "hand": {
          if (args.isEmpty()) {
            throw line.error(1, "'expect hand' needs a seat");
          }
          int seat = number(line, 2);
          ImmutableList.Builder<Card> cards = ImmutableList.builder();
          for (int i = 3; i < line.words().size(); i++) {
            cards.add(card(line, i));
          }
          return new Expectation.Hand(seat, cards.build());
        }
        case "table": {
          ImmutableList.Builder<Card> cards = ImmutableList.builder();
          for (int i = 2; i < line.words().size(); i++) {
            cards.add(card(line, i));
          }
          return new Expectation.Table(cards.build());
        }
        case "round":
          expectWords(line, 3, "expect round R");
          return new Expectation.Round(number(line, 2));
        case "over":
          expectWords(line, 2, "expect over");
          return new Expectation.Over();
        case "winner": {
          ImmutableSet.Builder<Integer> winners = ImmutableSet.builder();
          for (int i = 2; i < line.words().size(); i++) {
            winners.add(number(line, i));
          }
          return new Expectation.Winner(winners.build());
        }
        default:
          throw line.error(1, "unknown expectation '" + line.asWritten(1) + "'");
      }
    }

    private static Card card(Line line, int index) throws MalformedRecordException {
      return Card.parse(line.word(index))
          .orElseThrow(() -> line.error(index, "'" + line.asWritten(index) + "' is not a card (C-1: rank then suit, as TH)"));
    }

    private static int number(Line line, int index) throws MalformedRecordException {
      String word = line.word(index);
      if (!word.matches("-?[0-9]{1,9}")) {
        throw line.error(index, "'" + line.asWritten(index) + "' is not a number");
      }
      return Integer.parseInt(word);
    }
  }
}
