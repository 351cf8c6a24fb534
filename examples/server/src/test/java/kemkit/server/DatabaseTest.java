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
    assertThat(Database.of("jdbc:postgresql://k:pw@db/k", Map.of(), Optional.empty()).shown())
        .isEqualTo("jdbc:postgresql://db/k");
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
