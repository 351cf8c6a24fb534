package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The server's flags: what they read, and the sentences that refuse a wrong one. */
class ServerOptionsTest {

  @Test
  @DisplayName("--db takes a SQLite file: a JDBC URL there is refused with 'use --jdbc', and no secret of it is quoted")
  void dbIsAFile() {
    assertThatThrownBy(() -> ServerOptions.parse(List.of("--db", "jdbc:postgresql://db/k?user=k&password=hunter2"),
        Map.of())).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("use --jdbc")
        .message().doesNotContain("hunter2");
    assertThat(ServerOptions.parse(List.of("--db", "t.db"), Map.of()).database().url()).isEqualTo("jdbc:sqlite:t.db");
  }

  @Test
  @DisplayName("the bounds that make every table end: --min-bot-delay, --max-target, --max-actions, --max-life")
  void bounds() {
    ServerOptions options = ServerOptions.parse(List.of("--min-bot-delay", "50ms", "--max-target", "200",
        "--max-actions", "5000", "--max-life", "12h"), Map.of());
    assertThat(options.bounds()).isEqualTo(new TableBounds(Duration.ofMillis(50), 200, 5000, Duration.ofHours(12)));
    assertThat(ServerOptions.parse(List.of(), Map.of()).bounds()).isEqualTo(TableBounds.DEFAULT);
    assertThatThrownBy(() -> ServerOptions.parse(List.of("--max-actions", "3"), Map.of()))
        .hasMessageContaining("--max-actions");
    assertThatThrownBy(() -> ServerOptions.parse(List.of("--min-bot-delay", "0ms"), Map.of()))
        .hasMessageContaining("--min-bot-delay");
  }
}
