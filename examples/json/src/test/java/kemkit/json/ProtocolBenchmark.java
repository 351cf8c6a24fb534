package kemkit.json;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import kemkit.game.Action;
import kemkit.game.RuleSet;
import kemkit.record.RecordWriter;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Protocol throughput: moves per second through {@link StdioServer#run}, from request bytes to
 * answer bytes, each answer carrying every seat's events (C-6). The input is seeded games of one
 * preset, as record lines, cut at exactly {@link #MOVES} moves, with each game opened and closed.
 * Run it with {@code ProtocolBenchmarkRun} (see there).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 6, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class ProtocolBenchmark {

  static final int MOVES = 5000;

  /** Which preset's games: a Kem's-family one and Khamul. */
  @Param({"kemps", "khamul"})
  public String preset;

  private byte[] input;

  /** Writes the requests once. */
  @Setup
  public void requests() {
    RuleSet<?, ?, ?, ?> rules = Playouts.presets().stream()
        .filter(r -> r.setup().preset().orElseThrow().equals(preset)).findFirst().orElseThrow();
    JsonCodec codec = new JsonCodec();
    StringBuilder out = new StringBuilder();
    int moves = 0;
    for (long seed = 0; moves < MOVES; seed++) {
      out.append("{\"op\":\"open\",\"id\":\"b\",\"header\":").append(codec.write(Nodes.F.textNode(
          RecordWriter.header(rules.setup())))).append("}\n");
      for (Action action : Playouts.play(rules, seed)) {
        if (moves++ == MOVES) {
          break;
        }
        out.append("{\"op\":\"move\",\"id\":\"b\",\"line\":\"").append(RecordWriter.line(rules, action)).append("\"}\n");
      }
      out.append("{\"op\":\"close\",\"id\":\"b\"}\n");
    }
    input = out.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** {@return the exit code} Serves {@link #MOVES} moves (and the opens and closes around them). */
  @Benchmark
  @OperationsPerInvocation(MOVES)
  public int serve() {
    return new StdioServer().run(new ByteArrayInputStream(input), OutputStream.nullOutputStream());
  }
}
