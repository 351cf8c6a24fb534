package kemkit.record;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import kemkit.game.Game;
import kemkit.game.Notation;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;

/**
 * Reads a record's header one statement at a time (record-format.md, Header): {@code record 1},
 * {@code game G}, then in this order {@code preset}, {@code option}s and the game's seating
 * statements. The rule set is made once the first body line arrives.
 */
final class HeaderReader {

  /** The setup made by the header up to and including the statement at {@code line}. */
  private record Prefix(int line, Setup setup) {}

  private static final String VERSION = "1";

  private static final ImmutableSet<String> SEATING_WORDS =
      ImmutableSet.of("teams", "team-size", "players", "dealer");

  private static final ImmutableSet<String> HEADER_WORDS =
      ImmutableSet.of("record", "game", "preset", "option", "teams", "team-size", "players", "dealer");

  /** Where the header is: what it may take next. */
  private enum Stage { RECORD, GAME, PRESET, OPTIONS, SEATING }

  private final Map<String, Game> games;
  private Stage stage = Stage.RECORD;
  private int recordLine;
  private Game game;
  private Setup setup;
  private int seatingPosition;
  /**
   * The setup as each statement after {@code game} left it, in line order: a refused header is
   * reported at the first statement whose prefix the rules refuse (record-format.md, verdicts).
   */
  private final List<Prefix> prefixes = new ArrayList<>();
  private final Set<String> options = new HashSet<>();

  HeaderReader(Map<String, Game> games) {
    this.games = games;
  }

  /** {@return whether {@code word} starts a header statement, wherever it is} */
  static boolean isHeaderWord(String word) {
    return HEADER_WORDS.contains(word);
  }

  /** {@return whether {@code line} (not empty) belongs to the header rather than the body} */
  boolean takes(Words line) {
    return stage == Stage.RECORD || stage == Stage.GAME || isHeaderWord(line.word(0));
  }

  /** Adds a header statement ({@link #takes} said yes). */
  void add(Words line) throws MalformedRecordException {
    String head = line.word(0);
    switch (stage) {
      case RECORD -> {
        if (!head.equals("record")) {
          throw line.error(0, "the first statement must be 'record 1', not " + RecordText.quote(line.text()));
        }
        RecordLine.expectWords(line, 2, "record 1");
        if (!line.word(1).equals(VERSION)) {
          throw line.error(1, "unsupported record version " + line.quoted(1) + " (this reader knows 'record 1')");
        }
        recordLine = line.number();
        stage = Stage.GAME;
      }
      case GAME -> {
        if (!head.equals("game")) {
          throw new MalformedRecordException(line.number(), 0, "the second statement must be 'game G' (kems, kemps or khamul)");
        }
        RecordLine.expectWords(line, 2, "game G");
        game = games.get(line.word(1));
        if (game == null) {
          throw line.error(1, "unknown game " + line.quoted(1) + " (known here: "
              + (games.isEmpty() ? "none" : String.join(", ", games.keySet())) + ")");
        }
        setup = Setup.of(game.name());
        stage = Stage.PRESET;
      }
      case PRESET, OPTIONS, SEATING -> {
        try {
          statement(line, head);
        } catch (MalformedRecordException wrong) {
          // A statement earlier in the header may already be wrong: the first one is reported.
          throw earlierFault().orElse(wrong);
        }
      }
    }
  }

  /** Adds a statement after {@code game}: the preset, an option or a seating statement. */
  private void statement(Words line, String head) throws MalformedRecordException {
    if (head.equals("preset") && stage == Stage.PRESET) {
      RecordLine.expectWords(line, 2, "preset P");
      if (line.word(1).length() > RecordText.QUOTE_LIMIT) {
        throw line.error(1, "unknown preset " + line.quoted(1));
      }
      setup = setup.withPreset(line.word(1));
      prefixes.add(new Prefix(line.number(), setup));
      stage = Stage.OPTIONS;
    } else if (head.equals("option") && stage != Stage.SEATING) {
      option(line);
      stage = Stage.OPTIONS;
    } else {
      seating(line);
      stage = Stage.SEATING;
    }
  }

  private void option(Words line) throws MalformedRecordException {
    RecordLine.expectWords(line, 2, "option NAME=VALUE");
    String assignment = line.word(1);
    int eq = assignment.indexOf('=');
    if (eq <= 0 || eq == assignment.length() - 1) {
      throw line.error(1, "an option is written NAME=VALUE with no spaces, not " + line.quoted(1));
    }
    String name = assignment.substring(0, eq);
    String value = assignment.substring(eq + 1);
    if (name.length() > RecordText.QUOTE_LIMIT) {
      throw line.error(1, "unknown option " + RecordText.quote(name));
    }
    if (!options.add(name)) {
      throw line.error(1, "option " + RecordText.quote(name) + " is set twice");
    }
    // No option value but a number (leading zeros allowed) is that long: refused here, quoted short.
    if (value.length() > RecordText.QUOTE_LIMIT && Notation.integer(value).isEmpty()) {
      throw line.error(1, "option " + name + " cannot be " + RecordText.quote(value));
    }
    setup = setup.withOption(name, value);
    prefixes.add(new Prefix(line.number(), setup));
  }

  private void seating(Words line) throws MalformedRecordException {
    String word = line.word(0);
    ImmutableList<String> seating = game.seatingStatements();
    int at = seating.subList(seatingPosition, seating.size()).indexOf(word);
    if (at < 0) {
      String why = seating.contains(word) || !SEATING_WORDS.contains(word)
          ? "'" + word + "' is out of order or repeated (header order: record, game, preset, option…, "
              + String.join(", ", seating) + ")"
          : "'" + word + "' is not a header statement of game " + game.name();
      throw line.error(0, why);
    }
    seatingPosition += at + 1;
    RecordLine.expectWords(line, 2, word + " N");
    OptionalInt value = Notation.integer(line.word(1));
    if (value.isEmpty()) {
      throw line.error(1, "'" + word + "' takes a number (a 32-bit integer), not " + line.quoted(1));
    }
    setup = setup.withSeating(word, value.getAsInt());
    prefixes.add(new Prefix(line.number(), setup));
  }

  /**
   * {@return the rule set the header makes}
   *
   * @throws MalformedRecordException if the header is incomplete or the rules refuse it (at the
   *     line of the statement at fault)
   */
  RuleSet<?, ?, ?, ?> finish() throws MalformedRecordException {
    switch (stage) {
      case RECORD -> throw new MalformedRecordException(1, 0, "empty record: the first statement must be 'record 1'");
      case GAME -> throw new MalformedRecordException(
          recordLine, 0, "the second statement must be 'game G' (kems, kemps or khamul)");
      default -> {
        try {
          return game.create(setup);
        } catch (SetupException refused) {
          throw atFirstBreakingStatement(refused);
        }
      }
    }
  }

  /**
   * {@return the refusal reported at the first statement that breaks the header} Each prefix is
   * read with the statements before it and the preset's defaults for the rest, so {@code option
   * deck=32} then {@code teams 4} is blamed on {@code teams 4}: a 32-card deck seats the default
   * two teams.
   */
  private MalformedRecordException atFirstBreakingStatement(SetupException refused) {
    // Only the whole header is refused (a rule that needs two statements to fail at once): its last line.
    int last = prefixes.isEmpty() ? recordLine : prefixes.get(prefixes.size() - 1).line();
    return earlierFault().orElseGet(() ->
        new MalformedRecordException(last, 0, RecordText.clip(refused.getMessage(), RecordText.MESSAGE_LIMIT)));
  }

  /**
   * {@return the first statement read so far that the rules refuse, judged with the statements
   * before it and the preset's defaults for the rest, if any} (record-format.md, fifth edition: a
   * bad header is reported at its first wrong statement in line order, whatever is wrong with it,
   * so an unknown preset, option or value is blamed on its own line even when a later statement
   * is out of place). Runs only for a header already found wrong, so the rule sets it makes cost
   * nothing in an honest record.
   */
  private Optional<MalformedRecordException> earlierFault() {
    if (game == null) {
      return Optional.empty();
    }
    for (Prefix prefix : prefixes) {
      try {
        game.create(prefix.setup());
      } catch (SetupException e) {
        return Optional.of(new MalformedRecordException(
            prefix.line(), 0, RecordText.clip(e.getMessage(), RecordText.MESSAGE_LIMIT)));
      }
    }
    return Optional.empty();
  }
}
