package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import kemkit.game.Game;
import kemkit.game.Games;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The home page offers presets and seatings as choices rather than a box to type a name into, so
 * its lists must be the games' own: a preset added to a game and not to the page fails here.
 */
class HomePageTest {

  @Test
  @DisplayName("K-opt, H-opt: the home page offers every preset of every game on the class path, and only those")
  void everyPresetIsOffered() throws IOException {
    String page = resource("kemkit/server/web/index.js");
    String presets = page.substring(page.indexOf("const PRESETS = {"), page.indexOf("};", page.indexOf("const PRESETS = {")));
    assertThat(Games.all()).isNotEmpty();
    int offered = 0;
    for (Game game : Games.all().values()) {
      assertThat(presets).as("the page lists game %s", game.name()).containsPattern("\\b" + game.name() + ": \\[");
      for (String preset : game.presets()) {
        assertThat(presets).as("game %s, preset %s", game.name(), preset).contains("['" + preset + "', ");
        offered++;
      }
    }
    assertThat(presets.split("\\['", -1)).as("no preset the games lack").hasSize(offered + 1);
  }

  @Test
  @DisplayName("H-1: a Khamul table seats 2 to 6 players; the Kem's family teams of two or three (K-1)")
  void seatings() throws IOException {
    String page = resource("kemkit/server/web/index.js");
    assertThat(page).contains("khamul: [2, 3, 4, 5, 6].map((n) => [{ players: n }");
    assertThat(page).contains("{ teams: 2, 'team-size': 3 }");
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = HomePageTest.class.getClassLoader().getResourceAsStream(name)) {
      assertThat(in).as(name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
