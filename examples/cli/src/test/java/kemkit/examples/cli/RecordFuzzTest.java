package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.google.common.collect.ImmutableMap;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import kemkit.game.Game;
import kemkit.game.Games;
import kemkit.record.RecordReader;
import kemkit.record.Validator;
import kemkit.record.Verdict;

/**
 * Any bytes at all: the record reader and the validator return a verdict and never throw, and
 * {@code kemkit validate -} prints exactly one line and exits 0, 1 or 2.
 *
 * <p>A plain build runs this in Jazzer's regression mode: once on the empty input and once on each
 * file of {@code src/test/resources/kemkit/examples/cli/RecordFuzzTestInputs/anyBytesGetAVerdict/}
 * (valid records and broken ones). To fuzz, for as long as you like:
 *
 * <pre>{@code
 * ./mvnw -B -q install -DskipTests     # once, so that -pl examples/cli finds the other modules
 * JAZZER_FUZZ=1 ./mvnw -pl examples/cli test -Dtest=RecordFuzzTest -Djazzer.max_duration=10m
 * }</pre>
 *
 * An input that fails is saved in that directory, and from then on replayed by every build.
 */
class RecordFuzzTest {

  /** Looked up once: the service loader is slow next to a small record. */
  private static final ImmutableMap<String, Game> GAMES = Games.all();

  @FuzzTest(maxDuration = "30s")
  void anyBytesGetAVerdict(byte[] bytes) {
    // Lenient decoding, so that every input reaches the reader; the strict one is the CLI's below.
    String text = new String(bytes, StandardCharsets.UTF_8);
    int lines = 1 + (int) text.chars().filter(c -> c == '\n').count();

    Verdict verdict = Validator.validate(text, GAMES);

    assertThat(verdict).isNotNull();
    assertThat(Validator.validate(text, GAMES)).as("the same text, the same verdict").isEqualTo(verdict);
    assertThat(verdict.describe()).doesNotContain("\n");
    assertThat(line(verdict)).isBetween(1, lines);
    assertThat(verdict.exitCode()).isEqualTo(verdict instanceof Verdict.Ok ? 0 : verdict instanceof Verdict.Malformed ? 2 : 1);

    // Failures are reported in line order: a malformed line wins only if nothing before it failed.
    RecordReader.Reading reading = RecordReader.readPrefix(text, GAMES);
    if (reading.malformed().isEmpty()) {
      assertThat(verdict).isNotInstanceOf(Verdict.Malformed.class);
    } else if (verdict instanceof Verdict.Malformed malformed) {
      assertThat(malformed.line()).isEqualTo(reading.malformed().get().line());
    } else {
      assertThat(verdict).isInstanceOfAny(Verdict.Illegal.class, Verdict.Mismatch.class);
      assertThat(line(verdict)).isLessThan(reading.malformed().get().line());
    }

    CliRun run = CliRun.withInput(bytes, "validate", "-");
    assertThat(run.exit()).isIn(EnumSet.of(Exit.OK, Exit.FAILED, Exit.BAD_INPUT));
    assertThat(run.outLines()).hasSize(1);
    assertThat(run.err()).isEmpty();
  }

  private static int line(Verdict verdict) {
    if (verdict instanceof Verdict.Illegal illegal) {
      return illegal.line();
    }
    if (verdict instanceof Verdict.Mismatch mismatch) {
      return mismatch.line();
    }
    if (verdict instanceof Verdict.Malformed malformed) {
      return malformed.line();
    }
    return 1;
  }
}
