package kemkit.record;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import kemkit.game.Game;
import kemkit.game.Games;
import kemkit.game.RuleSet;

/**
 * Reads game records ({@code record 1}, see the project's RECORD-FORMAT.md). Reading never throws
 * anything but {@link MalformedRecordException}, whatever the bytes.
 *
 * <pre>{@code
 * GameRecord record = RecordReader.read(Files.readString(path));
 * }</pre>
 */
public final class RecordReader {

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
    return parse(text, games);
  }

  private static Reading parse(String text, Map<String, Game> games) {
    LineSource source = LineSource.of(text);
    HeaderReader header = new HeaderReader(games);
    Optional<RuleSet<?, ?, ?, ?>> rules = Optional.empty();
    List<Statement> body = new ArrayList<>();
    boolean previousWasAction = false;
    try {
      for (Optional<String> next = source.next(); next.isPresent(); next = source.next()) {
        Words line = Words.of(source.number - 1, next.get());
        if (line.isEmpty()) {
          continue;
        }
        if (rules.isEmpty() && header.takes(line)) {
          header.add(line);
          continue;
        }
        if (rules.isEmpty()) {
          rules = Optional.of(header.finish());
        }
        Statement statement = RecordLine.statement(line, rules.get(), previousWasAction);
        body.add(statement);
        previousWasAction = statement instanceof Statement.Play;
      }
      if (rules.isEmpty()) {
        rules = Optional.of(header.finish());
      }
      return new Reading(Optional.of(new GameRecord(rules.get(), ImmutableList.copyOf(body))), Optional.empty());
    } catch (MalformedRecordException e) {
      return new Reading(rules.map(r -> new GameRecord(r, ImmutableList.copyOf(body))), Optional.of(e));
    } catch (IOException e) {
      throw new UncheckedIOException("a string cannot fail to be read", e);
    }
  }
}
