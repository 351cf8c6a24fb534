package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import kemkit.game.Games;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code kemkit validate} on the reference implementation's records (copied from the project's
 * shared records): each must end as its name says, at the line the reference names.
 */
class RecordsTest {

  private static final ImmutableSet<String> ALL_GAMES = ImmutableSet.of("kemps", "kems", "khamul");

  /**
   * Where each failing record fails, traced by hand: the line (and, for malformed, the column)
   * that the verdict must name. The {@code 99 …} lines act for a seat that does not exist; the
   * {@code 1X} cards do not exist; the mismatches end in a wrong {@code expect scores}.
   */
  private static final ImmutableMap<String, String> FAILS_AT = ImmutableMap.<String, String>builder()
      .put("kemps-3-mismatch.rec", "line 46")
      .put("kemps-4-illegal.rec", "line 10")
      .put("kemps-5-malformed.rec", "line 8, column 21")
      .put("kems-classic-3-mismatch.rec", "line 11")
      .put("kems-classic-4-illegal.rec", "line 10")
      .put("kems-classic-5-malformed.rec", "line 8, column 21")
      .put("khamul-3-mismatch.rec", "line 8")
      .put("khamul-4-illegal.rec", "line 11")
      .put("khamul-5-malformed.rec", "line 6, column 21")
      .buildOrThrow();

  @Test
  @DisplayName("every game is on the class path, so no record is skipped silently")
  void gamesOnTheClassPath() {
    assertThat(Games.all().keySet()).containsExactlyInAnyOrderElementsOf(ALL_GAMES);
  }

  @Test
  @DisplayName("every failing record has its line traced, and every record belongs to a known game")
  void everyRecordIsAccountedFor() throws Exception {
    for (Path record : allRecords().toList()) {
      String name = record.getFileName().toString();
      assertThat(ALL_GAMES).as(name).contains(game(name));
      assertThat(FAILS_AT.containsKey(name)).as(name).isEqualTo(!name.endsWith("-ok.rec"));
    }
    assertThat(allRecords().count()).as("the records copied from the shared records").isEqualTo(26);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("recordsOfAvailableGames")
  @DisplayName("validate ends as the record's name says, at the traced line")
  void validate(String name) throws Exception {
    CliRun run = CliRun.of("validate", recordsDirectory().resolve(name).toString()).assertNoStackTrace();

    String verdict = name.replaceFirst("^.*-(\\w+)\\.rec$", "$1");
    assertThat(run.exit()).isEqualTo(exitOf(name));
    assertThat(run.outLines()).hasSize(1);
    String line = run.outLines().get(0);
    if (verdict.equals("ok")) {
      assertThat(line).startsWith("ok: final scores ");
    } else {
      assertThat(line).startsWith(verdict + ": " + FAILS_AT.get(name) + ": ");
    }
    assertThat(run.err()).isEmpty();
  }

  @Test
  @DisplayName("validate with every available record at once: one line each, named, and the worst exit")
  void validateSeveral() throws Exception {
    List<String> names = recordsOfAvailableGames().toList();
    String[] args = Stream.concat(Stream.of("validate"),
        names.stream().map(n -> recordsDirectory().resolve(n).toString())).toArray(String[]::new);

    CliRun run = CliRun.of(args).assertNoStackTrace();

    assertThat(run.outLines()).hasSize(names.size());
    for (int i = 0; i < names.size(); i++) {
      assertThat(run.outLines().get(i)).startsWith(args[i + 1] + ": ");
    }
    Exit worst = names.stream().map(RecordsTest::exitOf).reduce(Exit.OK, Exit::worse);
    assertThat(run.exit()).isEqualTo(worst);
  }

  /** {@return the exit that a record's name calls for} */
  private static Exit exitOf(String name) {
    String verdict = name.replaceFirst("^.*-(\\w+)\\.rec$", "$1");
    return switch (verdict) {
      case "ok" -> Exit.OK;
      case "illegal", "mismatch" -> Exit.FAILED;
      case "malformed" -> Exit.BAD_INPUT;
      default -> throw new AssertionError("a record's name ends in -ok, -illegal, -mismatch or -malformed: " + name);
    };
  }

  static Stream<String> recordsOfAvailableGames() throws IOException {
    return allRecords()
        .map(p -> p.getFileName().toString())
        .filter(name -> Games.named(game(name)).isPresent())
        .sorted();
  }

  /** {@return the game of a record, from its name: the preset, whose first word is the game} */
  private static String game(String recordName) {
    return recordName.substring(0, recordName.indexOf('-'));
  }

  private static Stream<Path> allRecords() throws IOException {
    try (Stream<Path> files = Files.list(recordsDirectory())) {
      return files.filter(p -> p.toString().endsWith(".rec")).toList().stream();
    }
  }

  private static Path recordsDirectory() {
    try {
      return Path.of(RecordsTest.class.getResource("/records").toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
