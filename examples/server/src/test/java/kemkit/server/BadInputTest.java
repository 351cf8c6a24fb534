package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.core.api.InstanceOfAssertFactories;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableMap;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import kemkit.game.Setup;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the server does with bad input: each mistake gets a clear error on its own connection, the
 * table and the other seats go on, and no stack trace reaches a client.
 */
class BadInputTest {

  @TempDir Path dir;
  private WebServer server;
  private WebServer.Created table;
  private SeatClient seat1;
  private SeatClient seat3;

  @BeforeEach
  void start() throws Exception {
    server = WebServer.start("127.0.0.1", 0, "jdbc:sqlite:" + dir.resolve("tables.db"));
    Setup setup = new Setup("kemps", Optional.empty(), ImmutableMap.of(), ImmutableMap.of("dealer", 0));
    table = server.create(setup, List.of("bot", "person", "bot", "person"), 60_000);
    seat1 = SeatClient.join(server.port(), 1, table.tokens().get(1));
    seat3 = SeatClient.join(server.port(), 3, table.tokens().get(3));
    seat1.await(SeatClient.type("update"), 10);
    seat3.await(SeatClient.type("update"), 10);
  }

  @AfterEach
  void stop() {
    seat1.close();
    seat3.close();
    server.close();
  }

  @Test
  @DisplayName("malformed, oversized and unknown messages get an error naming the problem")
  void malformed() throws Exception {
    assertError(seat1, "{\"type\":", "malformed");
    assertError(seat1, "[1,2,3]", "malformed");
    assertError(seat1, "{\"type\":\"dance\"}", "malformed");
    assertError(seat1, "{\"type\":\"act\",\"line\":\"1 exchange ZZ 5D\"}", "malformed");
    assertError(seat1, "{\"type\":\"act\",\"line\":\"" + "x".repeat(5000) + "\"}", "too-long");
    stillPlays();
  }

  @Test
  @DisplayName("an act with both 'line' and 'action' is refused, never half read")
  void lineAndAction() throws Exception {
    assertError(seat1, "{\"type\":\"act\",\"line\":\"1 gesture wink\","
        + "\"action\":{\"type\":\"gesture\",\"seat\":1,\"word\":\"nod\"}}", "malformed");
    assertError(seat1, "{\"type\":\"act\"}", "malformed");
    stillPlays();
  }

  @Test
  @DisplayName("C-9: a gesture no record line can hold is refused, nothing is stored, the table resumes after a restart")
  void hostileGesture() throws Exception {
    // Before issue 22 the rules took this gesture, the store wrote its line, and a restart resumed no table.
    for (String word : List.of("caf\u00e9", "\u212Aemps", "tab\tbed", "no\u00a0break", "nul\u0000")) {
      seat1.inbox.clear();
      ObjectNode act = JsonNodeFactory.instance.objectNode().put("type", "act").put("id", 9);
      act.putObject("action").put("type", "gesture").put("seat", 1).put("word", word);
      seat1.send(SeatClient.CODEC.write(act));
      JsonNode answer = seat1.await(SeatClient.type("answer"), 10);
      assertThat(answer.path("accepted").asBoolean()).as(answer.toString()).isFalse();
      assertThat(answer.path("rejection").path("code").asText()).isEqualTo("BAD_ARGUMENT");
      assertThat(answer.path("rejection").path("rule").asText()).isEqualTo("C-9");
    }
    String before = server.record(table.table()).orElseThrow();
    seat1.close();
    seat3.close();
    server.close();

    server = WebServer.start("127.0.0.1", 0, "jdbc:sqlite:" + dir.resolve("tables.db"));
    assertThat(server.tableIds()).as("the table is resumed").contains(table.table());
    assertThat(server.record(table.table())).contains(before);
    assertThat(Validator.validate(before)).isInstanceOf(Verdict.Ok.class);
    seat1 = SeatClient.join(server.port(), 1, table.tokens().get(1));
    seat3 = SeatClient.join(server.port(), 3, table.tokens().get(3));
    seat3.await(SeatClient.type("update"), 10);
    stillPlays();
  }

  @Test
  @DisplayName("C-6: a wrong token opens nothing; five close the connection; a link opened twice moves the seat")
  void tokens() throws Exception {
    try (SeatClient stranger = new SeatClient(server.port(), -1)) {
      for (int i = 0; i < Connection.MAX_BAD_TOKENS - 1; i++) {
        assertError(stranger, "{\"type\":\"join\",\"token\":\"" + SeatToken.create() + "\"}", "bad-token");
      }
      assertError(stranger, "{\"type\":\"act\",\"line\":\"1 sweep\"}", "not-joined");
    }
    // The same link in a second window: the newest connection plays the seat, the old one is told.
    try (SeatClient again = SeatClient.join(server.port(), 1, table.tokens().get(1))) {
      again.await(SeatClient.type("update"), 10);
      JsonNode replaced = seat1.await(SeatClient.type("error"), 10);
      assertThat(replaced.path("code").asText()).isEqualTo("replaced");
    }
  }

  @Test
  @DisplayName("a late join from a connection its page gave up (an older dial of the same window) does not replace the page's newer connection; another window does")
  void staleJoin() throws Exception {
    String token = table.tokens().get(1);
    try (SeatClient newer = new SeatClient(server.port(), 1); SeatClient late = new SeatClient(server.port(), 1);
        SeatClient other = new SeatClient(server.port(), 1)) {
      newer.send("{\"type\":\"join\",\"token\":\"" + token + "\",\"window\":\"page-a\",\"dial\":2}");
      newer.await(SeatClient.type("update"), 10);
      late.send("{\"type\":\"join\",\"token\":\"" + token + "\",\"window\":\"page-a\",\"dial\":1}");
      assertThat(late.await(SeatClient.type("error"), 10).path("code").asText()).isEqualTo("stale");
      newer.inbox.clear();
      seat3.act(exchangeOf(seat3));
      assertThat(newer.await(SeatClient.type("update"), 10)).as("the newer connection still plays the seat").isNotNull();
      assertThat(newer.inbox).noneMatch(m -> m.path("code").asText().equals("replaced"));
      other.send("{\"type\":\"join\",\"token\":\"" + token + "\",\"window\":\"page-b\",\"dial\":1}");
      other.await(SeatClient.type("update"), 10);
      assertThat(newer.await(SeatClient.type("error"), 10).path("code").asText())
          .as("another window's join replaces it, as always").isEqualTo("replaced");
    }
  }

  private static String exchangeOf(SeatClient client) {
    for (JsonNode line : client.lastUpdate.path("legal")) {
      if (line.asText().contains(" exchange ")) {
        return line.asText();
      }
    }
    throw new AssertionError("no exchange for seat " + client.seat + ": " + client.lastUpdate.path("legal"));
  }

  @Test
  @DisplayName("C-6: a seat acting for another seat is refused; the rules' rejection goes to the sender only (C-5)")
  void otherSeat() throws Exception {
    assertError(seat1, "{\"type\":\"act\",\"line\":\"3 sweep\"}", "not-yours");
    assertError(seat1, "{\"type\":\"act\",\"line\":\"starter 1\"}", "not-yours");
    seat1.send("{\"type\":\"act\",\"line\":\"1 sweep\",\"id\":4}");
    JsonNode answer = seat1.await(SeatClient.type("answer"), 10);
    assertThat(answer.path("accepted").asBoolean()).isFalse();
    assertThat(answer.path("rejection").path("code").asText()).isEqualTo("NOT_YOUR_TURN");
    assertThat(answer.path("id").asInt()).isEqualTo(4);
    Thread.sleep(200);
    assertThat(seat3.inbox).noneMatch(m -> m.path("type").asText().matches("answer|error"));
    stillPlays();
  }

  @Test
  @DisplayName("a flood from one connection is cut at the rate limit; the other seats go on")
  void flood() throws Exception {
    for (int i = 0; i < 200; i++) {
      seat1.send("{\"type\":\"ping\"}");
    }
    JsonNode error = seat1.await(m -> m.path("code").asText().equals("rate"), 10);
    assertThat(error.path("message").asText()).contains("at most " + Connection.RATE);
    stillPlays();
  }

  @Test
  @DisplayName("HTTP: a table is created only with application/json and from the server's own origin (no cross-site form)")
  void crossSite() throws Exception {
    HttpClient http = HttpClient.newHttpClient();
    String body = "{\"setup\":{\"game\":\"khamul\"},\"seats\":[\"bot\",\"bot\",\"bot\",\"bot\"]}";
    String url = "http://127.0.0.1:" + server.port() + "/api/tables";
    // What a form on another site may send without asking: text/plain.
    HttpResponse<String> plain = http.send(HttpRequest.newBuilder(URI.create(url)).header("Content-Type", "text/plain")
        .header("Origin", "https://evil.example").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(plain.statusCode()).isEqualTo(415);
    HttpResponse<String> otherSite = http.send(HttpRequest.newBuilder(URI.create(url))
        .header("Content-Type", "application/json").header("Origin", "https://evil.example")
        .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    assertThat(otherSite.statusCode()).isEqualTo(403);
    HttpResponse<String> own = http.send(HttpRequest.newBuilder(URI.create(url))
        .header("Content-Type", "application/json").header("Origin", "http://127.0.0.1:" + server.port())
        .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    assertThat(own.statusCode()).as(own.body()).isEqualTo(201);
    for (HttpResponse<String> response : List.of(plain, otherSite, own)) {
      assertThat(response.headers().firstValue("Content-Security-Policy")).get(InstanceOfAssertFactories.STRING)
          .contains("connect-src 'self';").doesNotContain("ws:");
      assertThat(response.headers().firstValue("X-Content-Type-Options")).contains("nosniff");
    }
  }

  @Test
  @DisplayName("HTTP: a path served for other methods answers 405 with Allow, not 404; a body that is not UTF-8 is refused")
  void methodsAndBodies() throws Exception {
    HttpClient http = HttpClient.newHttpClient();
    String base = "http://127.0.0.1:" + server.port();
    HttpResponse<String> get = http.send(HttpRequest.newBuilder(URI.create(base + "/api/tables")).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(get.statusCode()).isEqualTo(405);
    assertThat(get.headers().firstValue("Allow")).get(InstanceOfAssertFactories.STRING).contains("POST");
    HttpResponse<String> post = http.send(HttpRequest.newBuilder(URI.create(base + "/api/lobby"))
        .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
    assertThat(post.statusCode()).isEqualTo(405);
    byte[] latin1 = "{\"setup\":{\"game\":\"khamul\"},\"seats\":[\"bot\",\"bot\",\"bot\",\"bot\"],\"x\":\"caf\u00e9\"}"
        .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    HttpResponse<String> notUtf8 = http.send(HttpRequest.newBuilder(URI.create(base + "/api/tables"))
        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofByteArray(latin1)).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(notUtf8.statusCode()).isEqualTo(400);
    assertThat(notUtf8.body()).contains("not UTF-8");
  }

  @Test
  @DisplayName("HTTP: a WebSocket is opened only from this server's own page; the Origin is compared by scheme, host and port, and a host name another DNS could point here (rebinding) is refused")
  void origins() throws Exception {
    HttpClient http = HttpClient.newHttpClient();
    String own = "http://127.0.0.1:" + server.port();
    java.net.URI ws = URI.create("ws://127.0.0.1:" + server.port() + "/ws");
    assertThat(http.newWebSocketBuilder().header("Origin", own).buildAsync(ws, new java.net.http.WebSocket.Listener() { })
        .handle((socket, error) -> error == null).get(10, java.util.concurrent.TimeUnit.SECONDS))
        .as("its own page opens a seat").isTrue();
    for (String origin : List.of("https://evil.example", "https://127.0.0.1:" + server.port(), "null")) {
      assertThat(http.newWebSocketBuilder().header("Origin", origin).buildAsync(ws, new java.net.http.WebSocket.Listener() { })
          .handle((socket, error) -> error == null).get(10, java.util.concurrent.TimeUnit.SECONDS))
          .as("a page of %s opens no seat", origin).isFalse();
    }
    // DNS rebinding: the attacker's name now points here; the page's origin and the Host agree, and still it is refused.
    String body = "{\"setup\":{\"game\":\"khamul\"},\"seats\":[\"bot\",\"bot\",\"bot\",\"bot\"]}";
    assertThat(rawPost("evil.example:" + server.port(), "http://evil.example:" + server.port(), body)).startsWith("HTTP/1.1 403");
    assertThat(rawPost("127.0.0.1:" + server.port(), "https://127.0.0.1:" + server.port(), body))
        .as("another scheme is another origin").startsWith("HTTP/1.1 403");
    assertThat(rawPost("127.0.0.1:" + server.port(), "http://127.0.0.1:" + (server.port() + 1), body))
        .as("another port is another origin").startsWith("HTTP/1.1 403");
    assertThat(rawPost("localhost:" + server.port(), "http://localhost:" + server.port(), body)).startsWith("HTTP/1.1 201");
  }

  /** A POST of {@code body} with exactly these Host and Origin headers (the JDK's client sets Host itself). */
  private String rawPost(String host, String origin, String body) throws Exception {
    try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
      socket.setSoTimeout(10_000);
      byte[] bytes = body.getBytes(java.nio.charset.StandardCharsets.UTF_8);
      socket.getOutputStream().write(("POST /api/tables HTTP/1.1\r\nHost: " + host + "\r\nOrigin: " + origin
          + "\r\nContent-Type: application/json\r\nContent-Length: " + bytes.length + "\r\nConnection: close\r\n\r\n")
          .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
      socket.getOutputStream().write(bytes);
      return new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
  }

  @Test
  @DisplayName("a join sent while an earlier one is looked up is handled once that one is settled: a wrong link, then the right one, seats the connection")
  void joinDuringLookup() throws Exception {
    try (SeatClient client = new SeatClient(server.port(), 1)) {
      // A well-formed token of no table is looked up in the database (off the socket's thread); the
      // right link comes before the answer.
      client.send("{\"type\":\"join\",\"token\":\"" + SeatToken.create() + "\"}");
      client.send("{\"type\":\"join\",\"token\":\"" + table.tokens().get(1) + "\"}");
      assertThat(client.await(SeatClient.type("error"), 10).path("code").asText()).isEqualTo("bad-token");
      assertThat(client.await(SeatClient.type("joined"), 10).path("seat").asInt()).isEqualTo(1);
    }
  }

  @Test
  @DisplayName("HTTP: Jetty's own error page (a request it cannot read) carries the security headers too")
  void jettyErrorPage() throws Exception {
    try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
      socket.getOutputStream().write(("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Bad: a\u0001b\r\n\r\n")
          .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
      socket.setSoTimeout(5000);
      String answer = new String(socket.getInputStream().readNBytes(400), java.nio.charset.StandardCharsets.ISO_8859_1);
      assertThat(answer).startsWith("HTTP/1.1 400");
      assertThat(answer).contains("Content-Security-Policy: default-src 'self'; connect-src 'self';",
          "X-Content-Type-Options: nosniff", "X-Frame-Options: DENY");
    }
  }

  @Test
  @DisplayName("HTTP: a bad table request is answered 400 with a sentence, never a stack trace")
  void http() throws Exception {
    HttpClient http = HttpClient.newHttpClient();
    for (String body : List.of("nonsense", "{}", "{\"setup\":{\"game\":\"chess\",\"preset\":null,\"options\":{},"
        + "\"seating\":{}},\"seats\":[]}", "{\"setup\":{\"game\":\"kemps\",\"preset\":null,\"options\":{},"
        + "\"seating\":{}},\"seats\":[\"bot\"]}")) {
      HttpResponse<String> response = http.send(HttpRequest.newBuilder(
          URI.create("http://127.0.0.1:" + server.port() + "/api/tables"))
          .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
          HttpResponse.BodyHandlers.ofString());
      assertThat(response.statusCode()).as(body).isEqualTo(400);
      assertThat(response.body()).doesNotContain("Exception", "\tat ", "kemkit.");
    }
  }

  /** Seat 3 still plays: an exchange of its own is answered. */
  private void stillPlays() throws Exception {
    JsonNode update = seat3.lastUpdate;
    String exchange = null;
    for (JsonNode line : update.path("legal")) {
      if (line.asText().contains(" exchange ")) {
        exchange = line.asText();
      }
    }
    assertThat(exchange).isNotNull();
    seat3.inbox.clear();
    seat3.act(exchange);
    assertThat(seat3.await(SeatClient.type("answer"), 10).path("accepted").asBoolean()).isTrue();
  }

  private static void assertError(SeatClient client, String message, String code) throws Exception {
    client.inbox.clear();
    client.send(message);
    JsonNode error = client.await(SeatClient.type("error"), 10);
    assertThat(error.path("code").asText()).as(error.toString()).isEqualTo(code);
    assertThat(error.path("message").asText()).isNotBlank().doesNotContain("Exception", "\tat ");
  }
}
