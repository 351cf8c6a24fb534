package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.OutputStreamWriter;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.record.RecordWriter;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * 400 seeded games of every preset through the stdio protocol, in process over pipes (40 to
 * {@link Playouts#MAX_ACTIONS} actions, 360 to their first 40): every
 * answer says what the library says (accepted with the same events as each seat heard them, C-6,
 * or rejected with the same §R code, rule id and message, C-5), and closing a game gives the verdict {@code
 * kemkit validate} gives its record. Games are played eight at a time, interleaved, with moves sent
 * as record lines and as action objects by turns.
 */
class ProtocolTest {

  static final int GAMES = 400;
  /**
   * The first games are played to {@link Playouts#MAX_ACTIONS}, the rest to their first {@link
   * #SHORT} actions: late-round events are checked on the long games, and the 400 games per preset
   * stay cheap (about 15 s of CPU in all; the library's own conformance suites play more).
   */
  private static final int LONG_GAMES = 40;
  private static final int SHORT = 40;
  private static final int AT_ONCE = 8;

  private final JsonCodec codec = new JsonCodec();

  private static final long CPU_AT_START = cpuMillis();

  /** The CPU the test JVM used, every thread, so that run time can be judged on a shared machine. */
  @AfterAll
  static void report() {
    System.out.println("ProtocolTest: " + (cpuMillis() - CPU_AT_START) + " ms of CPU for "
        + GAMES + " games of each of " + Playouts.presets().size() + " presets");
  }

  private static long cpuMillis() {
    return ProcessHandle.current().info().totalCpuDuration().map(Duration::toMillis).orElse(0L);
  }

  @TestFactory
  @Timeout(value = 5, unit = TimeUnit.MINUTES)
  @DisplayName("C-5, C-6: the protocol answers what the library says, 400 games of every preset")
  Stream<DynamicTest> sameAsLibrary() {
    return Playouts.presets().stream().map(rules -> DynamicTest.dynamicTest(
        rules.setup().preset().orElse(rules.game()), () -> check(rules)));
  }

  @Test
  @DisplayName("record-format.md: 'validate' gives kemkit validate's verdict on whole records, in one session")
  void validate() throws JsonFormatException {
    StringBuilder requests = new StringBuilder();
    List<Verdict> expected = new ArrayList<>();
    for (RuleSet<?, ?, ?, ?> rules : Playouts.presets()) {
      for (int seed = 0; seed < 20; seed++) {
        String record = RecordWriter.write(rules, Playouts.play(rules, seed));
        // Every other record gets an expectation that cannot hold: a mismatch verdict.
        String text = seed % 2 == 0 ? record : record + "expect round 99\n";
        requests.append(codec.write(Nodes.object().put("op", "validate").put("record", text))).append('\n');
        expected.add(Validator.validate(text));
      }
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new StdioServer().run(new ByteArrayInputStream(requests.toString().getBytes(StandardCharsets.UTF_8)), out);
    List<Verdict> verdicts = new ArrayList<>();
    for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
      verdicts.add(codec.verdict(codec.parse(line).get("verdict"), "$.verdict"));
    }
    assertThat(verdicts).isEqualTo(expected);
    assertThat(verdicts).anyMatch(v -> v instanceof Verdict.Mismatch).anyMatch(v -> v instanceof Verdict.Illegal);
  }

  /** One request of the schedule: open, a move, or close, of game {@code game}. */
  private record Step(int game, int move) {
    static final int OPEN = -1;
    static final int CLOSE = -2;
  }

  private <S extends GameState, A extends PlayerAction, E extends Event, V> void check(RuleSet<S, A, E, V> rules)
      throws Exception {
    List<ImmutableList<Action>> games = new ArrayList<>();
    for (int seed = 0; seed < GAMES; seed++) {
      games.add(Playouts.play(rules, seed, seed < LONG_GAMES ? Playouts.MAX_ACTIONS : SHORT));
    }
    List<Step> schedule = schedule(games);
    PipedOutputStream toServer = new PipedOutputStream();
    PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 20);
    PipedOutputStream serverOut = new PipedOutputStream();
    PipedInputStream fromServer = new PipedInputStream(serverOut, 1 << 20);
    CompletableFuture<Integer> server = CompletableFuture.supplyAsync(() -> {
      try (serverOut) {
        return new StdioServer().run(serverIn, serverOut);
      } catch (IOException e) {
        return -1;
      }
    });
    CompletableFuture<Void> client = CompletableFuture.runAsync(() -> send(rules, games, schedule, toServer));
    BufferedReader answers = new BufferedReader(new InputStreamReader(fromServer, StandardCharsets.UTF_8));
    List<S> states = new ArrayList<>();
    games.forEach(g -> states.add(rules.start()));
    for (Step step : schedule) {
      JsonNode answer = codec.parse(answers.readLine());
      if (!answer.get("ok").asBoolean() || !answer.get("id").textValue().equals("g" + step.game())) {
        throw new AssertionError("step " + step + ": " + answer);
      }
      ImmutableList<Action> actions = games.get(step.game());
      if (step.move() == Step.CLOSE) {
        assertThat(codec.verdict(answer.get("verdict"), "$.verdict"))
            .isEqualTo(Validator.validate(RecordWriter.write(rules, actions)));
      } else if (step.move() >= 0) {
        S state = states.get(step.game());
        Outcome<S, E> outcome = rules.apply(state, actions.get(step.move()));
        if (answer.get("accepted").asBoolean() != outcome.isAccepted()) {
          throw new AssertionError("step " + step + ": " + answer + " but the library says " + outcome.isAccepted());
        }
        if (outcome instanceof Outcome.Accepted<S, E> accepted) {
          // Compared as JSON, which is cheap; CodecRoundTripTest shows that decoding gives the events back.
          ArrayNode expected = Nodes.F.arrayNode();
          for (int seat = 0; seat < state.seating().seats(); seat++) {
            ArrayNode heard = expected.addArray();
            for (E event : rules.eventsSeenBy(seat, accepted.events())) {
              heard.add(codec.game(rules).event(event, seat));
            }
          }
          if (!expected.equals(answer.get("events"))) {
            assertThat(answer.get("events")).isEqualTo(expected);
          }
        } else {
          assertThat(codec.rejection(answer.get("rejection"), "$.rejection"))
              .isEqualTo(outcome.rejection().orElseThrow());
        }
        states.set(step.game(), outcome.state());
      }
    }
    client.get(1, TimeUnit.MINUTES);
    assertThat(answers.readLine()).isNull();
    assertThat(server.get(1, TimeUnit.MINUTES)).isZero();
  }

  /** Games {@link #AT_ONCE} at a time: open them all, their moves round-robin, close each as it ends. */
  private static List<Step> schedule(List<ImmutableList<Action>> games) {
    List<Step> out = new ArrayList<>();
    for (int first = 0; first < games.size(); first += AT_ONCE) {
      int last = Math.min(games.size(), first + AT_ONCE);
      for (int g = first; g < last; g++) {
        out.add(new Step(g, Step.OPEN));
      }
      for (int move = 0; ; move++) {
        boolean any = false;
        for (int g = first; g < last; g++) {
          int size = games.get(g).size();
          if (move < size) {
            out.add(new Step(g, move));
            any = true;
          } else if (move == size) {
            out.add(new Step(g, Step.CLOSE));
            any = true;
          }
        }
        if (!any) {
          break;
        }
      }
    }
    return out;
  }

  private void send(RuleSet<?, ?, ?, ?> rules, List<ImmutableList<Action>> games, List<Step> schedule,
      PipedOutputStream toServer) {
    try (Writer out = new BufferedWriter(new OutputStreamWriter(toServer, StandardCharsets.UTF_8))) {
      for (Step step : schedule) {
        ObjectNode request = Nodes.object().put("id", "g" + step.game());
        if (step.move() == Step.OPEN) {
          // Half the games open with a record header, half with a setup object.
          if (step.game() % 2 == 0) {
            request.put("op", "open").put("header", RecordWriter.header(rules.setup()));
          } else {
            request.put("op", "open").set("setup", codec.setup(rules.setup()));
          }
        } else if (step.move() == Step.CLOSE) {
          request.put("op", "close");
        } else {
          Action action = games.get(step.game()).get(step.move());
          request.put("op", "move");
          if (step.move() % 3 == 2) {
            request.set("action", Playouts.encode(codec.game(rules), action));
          } else {
            request.put("line", RecordWriter.line(rules, action));
          }
        }
        out.write(codec.write(request));
        out.write('\n');
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
