package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import kemkit.game.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database made by the schema before issue 23 (no Flyway history, no owners, no seat index) is
 * upgraded in place by the next server that opens it, on SQLite and on PostgreSQL: its tables
 * resume, their links work, and the history says 1 (baseline), 2, 3.
 */
class MigrationTest {

  /** The DDL of kemkit before issue 23, word for word. */
  private static final List<String> OLD_SCHEMA = List.of(
      "CREATE TABLE IF NOT EXISTS kemkit_table (id VARCHAR(32) PRIMARY KEY, header TEXT NOT NULL,"
          + " kinds TEXT NOT NULL, token_hashes TEXT NOT NULL, bot_delay_ms INTEGER NOT NULL)",
      "CREATE TABLE IF NOT EXISTS kemkit_action (table_id VARCHAR(32) NOT NULL, seq INTEGER NOT NULL,"
          + " line TEXT NOT NULL, PRIMARY KEY (table_id, seq))");

  @TempDir Path dir;

  @Test
  @DisplayName("C-5: a SQLite file of the old schema is upgraded in place; its table resumes and its link works")
  void sqlite() throws Exception {
    upgrades(new Database("jdbc:sqlite:" + dir.resolve("old.db"), Optional.empty()));
  }

  @Test
  @DisplayName("C-5: a PostgreSQL database of the old schema is upgraded in place; its table resumes and its link works")
  void postgres() throws Exception {
    PgCluster cluster = PgCluster.shared();
    upgrades(new Database(cluster.newDatabase(), Optional.of(cluster.password())));
  }

  private void upgrades(Database old) throws Exception {
    // A real table, played a little, made by today's server in a database of its own...
    Database source = new Database("jdbc:sqlite:" + dir.resolve("source-" + System.nanoTime() + ".db"),
        Optional.empty());
    WebServer.Created created;
    String header;
    List<String> lines;
    String hashes;
    try (WebServer server = WebServer.start(ServerOptions.of("127.0.0.1", 0, source));
        Store store = new Store(source)) {
      created = server.create(Setup.of("khamul"), List.of("person", "bot", "bot", "bot"), 50);
      Thread.sleep(300);
      Store.TableRow row = store.table(created.table()).orElseThrow();
      header = row.header();
      hashes = String.join(",", row.tokenHashes());
      lines = store.lines(created.table());
    }
    assertThat(lines).isNotEmpty();
    // ...copied into a database of the old schema, as the old server wrote it.
    Properties properties = new Properties();
    old.password().ifPresent(p -> properties.setProperty("password", p));
    try (Connection c = DriverManager.getConnection(old.url(), properties)) {
      try (Statement s = c.createStatement()) {
        for (String ddl : OLD_SCHEMA) {
          s.execute(ddl);
        }
      }
      try (PreparedStatement p = c.prepareStatement("INSERT INTO kemkit_table VALUES (?, ?, ?, ?, ?)")) {
        p.setString(1, created.table());
        p.setString(2, header);
        p.setString(3, "person,bot,bot,bot");
        p.setString(4, hashes);
        p.setInt(5, 50);
        p.executeUpdate();
      }
      try (PreparedStatement p = c.prepareStatement("INSERT INTO kemkit_action VALUES (?, ?, ?)")) {
        for (int i = 0; i < lines.size(); i++) {
          p.setString(1, created.table());
          p.setInt(2, i);
          p.setString(3, lines.get(i));
          p.executeUpdate();
        }
      }
    }
    try (WebServer server = WebServer.start(ServerOptions.of("127.0.0.1", 0, old))) {
      Replay replay = Replay.of(server.record(created.table()).orElseThrow());
      assertThat(replay.lines).startsWith(lines.toArray(String[]::new));
      try (SeatClient client = SeatClient.join(server.port(), 0, created.tokens().get(0))) {
        JsonNode joined = client.await(SeatClient.type("joined"), 10);
        assertThat(joined.path("table").asText()).isEqualTo(created.table());
      }
    }
    List<String> versions = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(old.url(), properties); Statement s = c.createStatement();
        ResultSet r = s.executeQuery("SELECT version FROM flyway_schema_history ORDER BY installed_rank")) {
      while (r.next()) {
        versions.add(r.getString(1));
      }
    }
    assertThat(versions).containsExactly("1", "2", "3", "4", "5.1");
  }
}
