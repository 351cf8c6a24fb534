package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The database's password is taken apart from its URL, from a file or the environment, and never shown. */
class DatabaseTest {

  @TempDir Path dir;

  @Test
  @DisplayName("a password in the URL is taken out of it, wherever it stands, and shown nowhere")
  void urlPassword() {
    Database first = Database.of("jdbc:postgresql://db/k?password=s3cr%40t&user=k", Map.of(), Optional.empty());
    assertThat(first.url()).isEqualTo("jdbc:postgresql://db/k?user=k");
    assertThat(first.password()).contains("s3cr@t");
    Database last = Database.of("jdbc:postgresql://db/k?user=k&password=s3cret", Map.of(), Optional.empty());
    assertThat(last.url()).isEqualTo("jdbc:postgresql://db/k?user=k");
    assertThat(last.password()).contains("s3cret");
    assertThat(last.toString()).doesNotContain("s3cret").contains("password set");
    assertThat(last.shown()).doesNotContain("s3cret");
    Database userInfo = Database.of("jdbc:postgresql://k:pw0rd@db/k", Map.of(), Optional.empty());
    assertThat(userInfo.url()).as("the user is kept as a parameter").isEqualTo("jdbc:postgresql://db/k?user=k");
    assertThat(userInfo.password()).contains("pw0rd");
  }

  @Test
  @DisplayName("every URL parameter that names a password is taken out, and kept apart for the driver")
  void otherSecrets() {
    Database ssl = Database.of("jdbc:postgresql://db/k?user=k&sslpassword=k3y&sslmode=require&SSLKeyPassword=x2",
        Map.of(), Optional.empty());
    assertThat(ssl.url()).isEqualTo("jdbc:postgresql://db/k?user=k&sslmode=require");
    assertThat(ssl.secrets()).containsEntry("sslpassword", "k3y").containsEntry("SSLKeyPassword", "x2");
    assertThat(ssl.toString()).doesNotContain("k3y", "x2");
    assertThat(Database.urlHoldsPassword("jdbc:postgresql://u:secret@db/k")).isTrue();
    assertThat(Database.urlHoldsPassword("jdbc:postgresql://db/k?sslpassword=a")).isTrue();
    assertThat(Database.urlHoldsPassword("jdbc:postgresql://db/k?user=k")).isFalse();
  }

  @Test
  @DisplayName("a driver's message is scrubbed of every secret: the password, user information, password parameters")
  void scrub() {
    Database database = Database.of("jdbc:postgresql://db/k?user=k&sslpassword=k3y", Map.of(Database.PASSWORD_ENV,
        "hunter2!"), Optional.empty());
    assertThat(database.scrub("The connection attempt failed: unknown host u:hunter2!@db"))
        .doesNotContain("hunter2");
    assertThat(database.scrub("FATAL: bad sslpassword=k3y; or password = letmein")).doesNotContain("k3y", "letmein");
    assertThat(database.scrub("at jdbc:postgresql://alice:s3cr3t@db:5432/k")).doesNotContain("s3cr3t")
        .contains("//alice:***@db:5432");
    assertThat(database.scrub("Connection to 127.0.0.1:5432 refused")).isEqualTo("Connection to 127.0.0.1:5432 refused");
    assertThat(database.describe(new java.sql.SQLException("outer hunter2%21",
        new java.net.UnknownHostException("k:hunter2!@db")))).doesNotContain("hunter2");
  }

  @Test
  @DisplayName("C-6: a failed batch's message quotes its statement's values (a shuffle's deck): the log line leaves them out")
  void noStatementValues() {
    Database database = Database.of("jdbc:postgresql://db/k?user=k", Map.of(), Optional.empty());
    String told = database.describe(new java.sql.BatchUpdateException("Batch entry 0 INSERT INTO kemkit_action (table_id,"
        + " seq, line, epoch) VALUES (('t1'), ('8'::int4), ('shuffle JD 5H 8H AS 9D'), ('1'::int8)) was aborted:"
        + " An I/O error occurred while sending to the backend.  Call getNextException to see other errors in the batch.",
        new int[0]));
    assertThat(told).doesNotContain("JD 5H", "shuffle").contains("Batch entry 0 was aborted", "I/O error");
  }

  @Test
  @DisplayName("the file comes first, then KEMKIT_DB_PASSWORD, then the URL")
  void sources() throws Exception {
    Path file = dir.resolve("pw");
    Files.writeString(file, "from-file\n");
    Map<String, String> env = Map.of(Database.PASSWORD_ENV, "from-env");
    assertThat(Database.of("jdbc:postgresql://db/k?password=u", env, Optional.of(file)).password()).contains("from-file");
    assertThat(Database.of("jdbc:postgresql://db/k?password=u", env, Optional.empty()).password()).contains("from-env");
    assertThat(Database.of("jdbc:postgresql://db/k", Map.of(), Optional.empty()).password()).isEmpty();
  }
}
