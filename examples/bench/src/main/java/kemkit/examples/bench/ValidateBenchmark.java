package kemkit.examples.bench;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import kemkit.game.Game;
import kemkit.game.Games;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The record validator's throughput: lines per second, and with {@code -prof gc} bytes allocated
 * per line ({@code gc.alloc.rate.norm}), on a long generated Kemps record of exchanges back and
 * forth, read as bytes the way {@code kemkit validate} reads a file, and as a string.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Benchmark)
public class ValidateBenchmark {

  /** The body lines of the record, one operation each. */
  static final int LINES = 100_000;

  private static final String DECK = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"
      + " 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS";

  private Map<String, Game> games;
  private String text;
  private byte[] bytes;

  /** Creates the benchmark; JMH calls this. */
  public ValidateBenchmark() {}

  /** {@return a Kemps record of {@code lines} exchange lines (seat 1 and the table swap 2C and 5D)} */
  static String record(int lines) {
    StringBuilder out = new StringBuilder("record 1\ngame kemps\ndealer 0\nshuffle " + DECK + "\n");
    for (int i = 0; i < lines; i++) {
      out.append(i % 2 == 0 ? "1 exchange 2C 5D\n" : "1 exchange 5D 2C\n");
    }
    return out.toString();
  }

  /**
   * Makes the record and checks that it validates.
   *
   * @throws IOException never in practice: the record is read from memory
   */
  @Setup
  public void setUp() throws IOException {
    games = Games.all();
    text = record(LINES);
    bytes = text.getBytes(StandardCharsets.UTF_8);
    if (!(validateBytes() instanceof Verdict.Ok)) {
      throw new IllegalStateException("the generated record should validate: " + validateBytes().describe());
    }
  }

  /**
   * {@return the verdict on the record read as bytes, as the command line reads a file}
   *
   * @throws IOException never in practice: the bytes are in memory
   */
  @Benchmark
  @OperationsPerInvocation(LINES)
  public Verdict validateBytes() throws IOException {
    return Validator.validate(new ByteArrayInputStream(bytes), games);
  }

  /** {@return the verdict on the record as a string} */
  @Benchmark
  @OperationsPerInvocation(LINES)
  public Verdict validateText() {
    return Validator.validate(text, games);
  }
}
