package kemkit.examples.bench;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.google.common.collect.ImmutableList;
import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.json.JsonCodec;
import kemkit.json.StdioServer;
import kemkit.record.RecordWriter;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The throughput of {@code kemkit serve --stdio} (kemkit-json): moves per second from request bytes
 * to answer bytes, each answer carrying the events as every seat heard them, narrated (C-6), or the
 * rejection (C-5). The input is seeded random games of one preset (chance rolled, a random seat's
 * legal action), cut at {@link #GAME_MOVES} moves each, sent as record lines, each game opened and
 * closed (its verdict), {@link #MOVES} moves in all.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Benchmark)
public class ProtocolBenchmark {

  /** The moves per invocation, one operation each. */
  static final int MOVES = 5_000;

  /** The moves of one game: several rounds' worth. */
  static final int GAME_MOVES = 100;

  /** Which preset's games: a Kem's-family one, or Khamul. */
  @Param({"kemps", "khamul"})
  public String preset;

  private byte[] input;

  /** Creates the benchmark; JMH calls this. */
  public ProtocolBenchmark() {}

  /** Writes the requests once. */
  @Setup
  public void requests() {
    RuleSet<?, ?, ?, ?> rules = Playout.named(preset).rules();
    JsonCodec codec = new JsonCodec();
    StringBuilder out = new StringBuilder();
    int moves = 0;
    for (long seed = 0; moves < MOVES; seed++) {
      out.append("{\"op\":\"open\",\"id\":\"b\",\"header\":")
          .append(codec.write(JsonNodeFactory.instance.textNode(RecordWriter.header(rules.setup())))).append("}\n");
      for (Action action : game(rules, seed)) {
        if (moves++ == MOVES) {
          break;
        }
        out.append("{\"op\":\"move\",\"id\":\"b\",\"line\":\"").append(RecordWriter.line(rules, action)).append("\"}\n");
      }
      out.append("{\"op\":\"close\",\"id\":\"b\"}\n");
    }
    input = out.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** {@return the server's exit code} Serves {@link #MOVES} moves, and the opens and closes around them. */
  @Benchmark
  @OperationsPerInvocation(MOVES)
  public int serve() {
    return new StdioServer().run(new ByteArrayInputStream(input), OutputStream.nullOutputStream());
  }

  /** {@return the moves of seeded game {@code seed}: chance rolled, else a random seat's legal action} */
  private static <S extends GameState, A extends PlayerAction> ImmutableList<Action> game(
      RuleSet<S, A, ?, ?> rules, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    ImmutableList.Builder<Action> moves = ImmutableList.builder();
    S state = rules.start();
    int seats = state.seating().seats();
    for (int n = 0; n < GAME_MOVES && !state.isOver(); n++) {
      Action next;
      if (state.chanceDue().isPresent()) {
        next = Chance.roll(state.chanceDue().get(), rng);
      } else {
        int first = rng.nextInt(seats);
        ImmutableList<A> legal = ImmutableList.of();
        for (int i = 0; i < seats && legal.isEmpty(); i++) {
          legal = rules.legalActions(state, (first + i) % seats);
        }
        if (legal.isEmpty()) {
          break;
        }
        next = legal.get(rng.nextInt(legal.size()));
      }
      moves.add(next);
      state = rules.apply(state, next).state();
    }
    return moves.build();
  }
}
