package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import kemkit.card.Card;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.game.Action;
import kemkit.game.Shuffle;
import kemkit.kemps.Kemps;
import kemkit.pile.Pile;
import kemkit.record.RecordWriter;
import kemkit.world.SeatHistory;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The {@code worlds} request: worlds sampled for one seat from its view and history only (C-6), the
 * table's or the request's own, with a belief query; and through a real server process.
 */
class WorldsOpTest {

  private static final FamilyRules KEMPS = Kemps.rules();
  private static final int SEAT = 1;

  private final JsonCodec codec = new JsonCodec();

  /** The deck order of a Kemps deal, with two cards of other seats' hands traded if {@code twin}. */
  private static List<Card> deal(boolean twin) {
    List<Card> order = new ArrayList<>(KEMPS.start().deck().cards());
    java.util.Collections.shuffle(order, new java.util.Random(17));
    if (twin) {
      FamilyState dealt = KEMPS.apply(KEMPS.start(), Shuffle.of(Pile.of(order))).state();
      int a = order.indexOf(dealt.hand(2).get(0));
      int b = order.indexOf(dealt.hand(3).get(0));
      java.util.Collections.swap(order, a, b);
    }
    return order;
  }

  private String open(StdioServer server, List<Card> order) {
    server.answer("{\"op\":\"open\",\"id\":\"t\",\"setup\":{\"game\":\"kemps\"}}");
    Action shuffle = Shuffle.of(Pile.of(order));
    return server.answer("{\"op\":\"move\",\"id\":\"t\",\"line\":\"" + RecordWriter.line(KEMPS, shuffle) + "\"}");
  }

  @Test
  @DisplayName("C-6: a seat's worlds are the same for two deals it cannot tell apart, and keep its own hand")
  void blindAndConsistent() throws Exception {
    String request = "{\"op\":\"worlds\",\"id\":\"t\",\"seat\":1,\"worlds\":5,\"seed\":3,"
        + "\"query\":{\"place\":\"hand 1\",\"cards\":[\"%s\"]},\"samples\":200}";
    StdioServer one = new StdioServer();
    StdioServer other = new StdioServer();
    open(one, deal(false));
    open(other, deal(true));
    FamilyState real = KEMPS.apply(KEMPS.start(), Shuffle.of(Pile.of(deal(false)))).state();
    FamilyState twin = KEMPS.apply(KEMPS.start(), Shuffle.of(Pile.of(deal(true)))).state();
    assertThat(twin.hand(2)).isNotEqualTo(real.hand(2));
    assertThat(KEMPS.view(twin, SEAT)).isEqualTo(KEMPS.view(real, SEAT));

    String own = real.hand(SEAT).get(0).toString();
    String a = one.answer(String.format(request, own));
    String b = other.answer(String.format(request, own));
    assertThat(a).isEqualTo(b);
    JsonNode answer = codec.parse(a);
    assertThat(answer.get("ok").booleanValue()).as(a).isTrue();
    assertThat(answer.get("worlds")).hasSize(5);
    for (JsonNode world : answer.get("worlds")) {
      assertThat(codec.write(world.get("hand 1"))).isEqualTo(codec.write(Nodes.cards(real.hand(SEAT))));
      assertThat(world.get("hand 2")).hasSize(real.hand(2).size());
    }
    assertThat(answer.get("estimate").get("hits").intValue()).isEqualTo(200);
  }

  @Test
  @DisplayName("a foreign bot's own view and history give the worlds the table's history gives")
  void sentHistory() throws Exception {
    StdioServer server = new StdioServer();
    List<Card> order = deal(false);
    open(server, order);
    List<Action> actions = List.of(Shuffle.of(Pile.of(order)));
    FamilyState state = KEMPS.apply(KEMPS.start(), actions.get(0)).state();
    SeatHistory<FamilyAction, FamilyEvent> history = SeatHistory.of(KEMPS, SEAT, actions);
    FamilyCodec family = codec.family(KEMPS);
    ArrayNode steps = Nodes.F.arrayNode();
    for (SeatHistory.Step<FamilyAction, FamilyEvent> step : history.steps()) {
      ObjectNode node = steps.addObject();
      step.action().ifPresent(action -> node.set("action", family.action(action)));
      ArrayNode heard = node.putArray("heard");
      step.heard().forEach(event -> heard.add(family.event(event, SEAT)));
    }
    ObjectNode sent = Nodes.F.objectNode().put("op", "worlds").put("id", "t").put("seat", SEAT).put("worlds", 3)
        .put("seed", 9);
    sent.set("view", family.view(KEMPS.view(state, SEAT)));
    sent.set("history", steps);
    String fromRequest = server.answer(codec.write(sent));
    String fromTable = server.answer("{\"op\":\"worlds\",\"id\":\"t\",\"seat\":1,\"worlds\":3,\"seed\":9}");
    assertThat(fromRequest).isEqualTo(fromTable).contains("\"worlds\":[{");

    sent.set("view", family.view(KEMPS.view(state, 2)));
    JsonNode refused = codec.parse(server.answer(codec.write(sent)));
    assertThat(refused.get("ok").booleanValue()).isFalse();
    assertThat(refused.get("error").get("field").textValue()).isEqualTo("$.history");
  }

  @Test
  @DisplayName("bad worlds requests are answered with the field at fault")
  void refusals() {
    StdioServer server = new StdioServer();
    open(server, deal(false));
    assertThat(server.answer("{\"op\":\"worlds\",\"id\":\"t\",\"seat\":1,\"worlds\":101}")).contains("\"field\":\"$.worlds\"");
    assertThat(server.answer("{\"op\":\"worlds\",\"id\":\"t\",\"seat\":1,\"samples\":0,\"query\":{\"place\":\"stock\","
        + "\"cards\":[\"AS\"]}}")).contains("\"field\":\"$.samples\"");
    assertThat(server.answer("{\"op\":\"worlds\",\"id\":\"t\",\"seat\":1,\"view\":{}}")).contains("\"field\":\"$\"");
    assertThat(server.answer("{\"op\":\"worlds\",\"id\":\"t\",\"seat\":9}")).contains("\"field\":\"$.seat\"");
    assertThat(server.answer("{\"op\":\"worlds\",\"id\":\"t\",\"seat\":1,\"query\":{\"place\":\"stock\",\"cards\":[]}}"))
        .contains("\"field\":\"$.query.cards\"");
  }

  @Test
  @Timeout(value = 1, unit = TimeUnit.MINUTES)
  @DisplayName("a real server process answers a worlds request and a belief query")
  void realProcess() throws Exception {
    Process server = new ProcessBuilder(ServerProcessTest.serverCommand())
        .redirectError(ProcessBuilder.Redirect.INHERIT).start();
    try (Writer in = new OutputStreamWriter(server.getOutputStream(), StandardCharsets.UTF_8)) {
      in.write("{\"op\":\"open\",\"id\":\"t\",\"setup\":{\"game\":\"kemps\"}}\n");
      in.write("{\"op\":\"move\",\"id\":\"t\",\"line\":\"" + RecordWriter.line(KEMPS, Shuffle.of(Pile.of(deal(false))))
          + "\"}\n");
      in.write("{\"op\":\"worlds\",\"id\":\"t\",\"seat\":1,\"worlds\":2,\"query\":{\"place\":\"hand 0\","
          + "\"cards\":[\"AS\",\"AH\",\"AD\",\"AC\"],\"atLeast\":1},\"samples\":500}\n");
    }
    BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
    List<String> lines = out.lines().toList();
    assertThat(server.waitFor(30, TimeUnit.SECONDS)).isTrue();
    JsonNode answer = codec.parse(lines.get(2));
    assertThat(answer.get("ok").booleanValue()).as(lines.get(2)).isTrue();
    assertThat(answer.get("worlds")).hasSize(2);
    assertThat(answer.get("estimate").get("samples").intValue()).isEqualTo(500);
    double p = answer.get("estimate").get("probability").doubleValue();
    assertThat(p).isBetween(answer.get("estimate").get("low").doubleValue(), answer.get("estimate").get("high").doubleValue());
  }
}
