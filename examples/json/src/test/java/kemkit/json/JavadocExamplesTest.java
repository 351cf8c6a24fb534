package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.FamilyView;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Shuffle;
import kemkit.kemps.Kemps;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulEvent;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every Java example in the Javadoc of {@code kemkit-json} is compiled and run here: each method
 * below holds one example word for word (between {@code // example} and {@code // end}), and
 * {@link #everyExampleIsHere()} fails when an example of the sources is not found in this file, so
 * an example edited in the Javadoc must be edited (and compile) here too.
 */
class JavadocExamplesTest {

  /** Examples that are shell commands, not Java: run for real by {@code ServerProcessTest}. */
  private static final List<String> COMMANDS = List.of("java -jar kemkit.jar serve --stdio");

  private static final Pattern EXAMPLE = Pattern.compile("<pre>\\{@code\\n(.*?)\\n\\s*\\*?\\s*}</pre>", Pattern.DOTALL);

  @Test
  @DisplayName("every <pre>{@code} example of kemkit-json's sources is one of this file's, word for word")
  void everyExampleIsHere() throws IOException {
    String here = squash(Files.readString(Path.of("src/test/java/kemkit/json/JavadocExamplesTest.java")));
    List<String> examples = new ArrayList<>();
    try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        Matcher m = EXAMPLE.matcher(Files.readString(file));
        while (m.find()) {
          String example = m.group(1).replaceAll("(?m)^\\s*\\*( |$)", "");
          if (COMMANDS.stream().noneMatch(example::startsWith)) {
            examples.add(example);
            assertThat(here).as("the example of %s:%n%s", file, example).contains(squash(example));
          }
        }
      }
    }
    assertThat(examples).hasSize(5);
  }

  /** Whitespace runs as one space, and the Javadoc escape of {@code @} undone. */
  private static String squash(String text) {
    return text.replace("{@literal @}", "@").replaceAll("\\s+", " ");
  }

  @Test
  @DisplayName("JsonCodec: a family event as seat 2 heard it, an action decoded, a schema by $id")
  void jsonCodec() throws JsonFormatException {
    FamilyEvent event = new FamilyEvent.RecycleDue(12);
    // example
    JsonCodec codec = new JsonCodec();
    FamilyCodec kemps = codec.family(Kemps.rules());
    String heard = codec.write(kemps.event(event, 2));                  // the event as seat 2 heard it
    Action action = kemps.action(codec.parse("{\"type\":\"top\",\"seat\":0}"), "$");
    String schema = codec.schema(JsonCodec.CODEC_SCHEMA_ID).orElseThrow();   // the schema, by its $id
    // end
    assertThat(heard).startsWith("{\"type\":\"recycle-due\"").contains("\"ruleId\":");
    assertThat(action).isEqualTo(new FamilyAction.Top(0));
    assertThat(schema).contains(JsonCodec.CODEC_SCHEMA_ID);
  }

  @Test
  @DisplayName("GameCodec: a generic table sends each seat its events and reads an action")
  void gameCodec() throws JsonFormatException {
    FamilyRules rules = Kemps.rules();
    Shuffle deal = new Shuffle(rules.start().deck().cards());
    Outcome<FamilyState, FamilyEvent> outcome = rules.apply(rules.start(), deal);
    List<String> sent = generic(new JsonCodec(), rules, outcome, 1, "{\"type\":\"top\",\"seat\":0}");
    assertThat(sent).isNotEmpty().allSatisfy(line -> assertThat(line).contains("\"sentence\":"));
  }

  private <S extends GameState, A extends PlayerAction, E extends Event, V> List<String> generic(
      JsonCodec codec, RuleSet<S, A, E, V> rules, Outcome<S, E> outcome, int seat, String text)
      throws JsonFormatException {
    // example
    GameCodec<A, E, V> game = codec.game(rules);                 // rules: RuleSet<S, A, E, V>
    for (E event : rules.eventsSeenBy(seat, outcome.events())) {
      send(seat, codec.write(game.event(event, seat)));          // with the sentence seat heard
    }
    Action next = game.action(codec.parse(text), "$");             // a chance action or an A
    // end
    assertThat(next).isEqualTo(new FamilyAction.Top(0));
    return sent;
  }

  /** What the example's table sent, seat and line. */
  private final List<String> sent = new ArrayList<>();

  private void send(int seat, String line) {
    sent.add(line);
  }

  @Test
  @DisplayName("FamilyCodec: a seat's view out and back (K-25)")
  void familyCodec() throws JsonFormatException {
    JsonCodec codec = new JsonCodec();
    FamilyRules rules = Kemps.rules();
    FamilyState state = rules.start();
    // example
    FamilyCodec kemps = codec.family(Kemps.rules());
    String json = codec.write(kemps.view(rules.view(state, 0)));
    FamilyView view = kemps.view(codec.parse(json), "$");
    // end
    assertThat(view).isEqualTo(rules.view(state, 0));
  }

  @Test
  @DisplayName("KhamulCodec: an event out and back (H-15)")
  void khamulCodec() throws JsonFormatException {
    JsonCodec codec = new JsonCodec();
    // example
    KhamulCodec khamul = codec.khamul(Khamul.rules());
    ObjectNode heard = khamul.event(new KhamulEvent.Marked(2), 0);
    KhamulEvent event = khamul.event(heard, "$");
    // end
    assertThat(event).isEqualTo(new KhamulEvent.Marked(2));
  }

  @Test
  @DisplayName("package kemkit.json: a view out and back, a record line read")
  void packageExample() throws JsonFormatException {
    // example
    JsonCodec codec = new JsonCodec();
    FamilyRules rules = Kemps.rules();
    FamilyCodec kemps = codec.family(rules);
    String json = codec.write(kemps.view(rules.view(rules.start(), 0)));
    FamilyView view = kemps.view(codec.parse(json), "$");
    Action action = kemps.line("1 exchange 2C 5D", "$.line");        // or kemps.action(node, "$")
    // end
    assertThat(view.seat()).isZero();
    assertThat(action).isInstanceOf(FamilyAction.Exchange.class);
  }
}
