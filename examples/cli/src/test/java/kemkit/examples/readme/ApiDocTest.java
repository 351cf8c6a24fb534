package kemkit.examples.readme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import kemkit.card.Card;
import kemkit.family.FamilyRules;
import kemkit.game.Games;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.kemps.Kemps;
import kemkit.seat.Seating;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * docs/api.md, "Errors: which are checked": its Java blocks are this file's, word for word, and
 * they do what the page says: a setup in the code is unchecked, one from outside is checked and
 * names its culprit.
 */
class ApiDocTest {

  private static final Pattern JAVA = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL);

  @Test
  @DisplayName("every java block of docs/api.md's section 'Errors: which are checked' is in this test, word for word")
  void blocksAreHere() throws IOException {
    Path root = Path.of("").toAbsolutePath();
    while (!Files.isRegularFile(root.resolve("docs/api.md"))) {
      root = root.getParent();
    }
    String page = Files.readString(root.resolve("docs/api.md"));
    int section = page.indexOf("\n## Errors: which are checked");
    assertThat(section).as("docs/api.md has the section").isNotNegative();
    int next = page.indexOf("\n## ", section + 1);
    Matcher m = JAVA.matcher(page.substring(section, next < 0 ? page.length() : next));
    String here = squash(Files.readString(Path.of("src/test/java/kemkit/examples/readme/ApiDocTest.java")));
    List<String> blocks = new ArrayList<>();
    while (m.find()) {
      blocks.add(m.group(1));
      assertThat(here).as(m.group(1)).contains(squash(m.group(1)));
    }
    assertThat(blocks).hasSize(2);
  }

  private static String squash(String text) {
    return text.replaceAll("\\s+", " ").strip();
  }

  @Test
  @DisplayName("K-1: a constant setup is one line; a refused one is unchecked, its cause the SetupException")
  void constantSetup() {
    FamilyRules six = Kemps.rules(Setup.of("kemps").withSeating(Seating.teams(3, 2)));
    assertThat(six.seating().seats()).isEqualTo(6);
    assertThatThrownBy(() -> Kemps.rules(Setup.of("kemps").withSeating(Seating.teams(2, 4))))
        .isInstanceOf(IllegalArgumentException.class).hasCauseInstanceOf(SetupException.class);
    assertThatThrownBy(() -> Seating.teams(0, 2)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Card.of("ZZ")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName("K-1: a setup from outside is a checked call whose refusal names the statement to fix")
  void setupFromOutside() {
    String name = "kemps";
    Setup setup = Setup.of("kemps").withSeating("team-size", 4);
    try {
      RuleSet<?, ?, ?, ?> rules = Games.named(name).orElseThrow().create(setup);
    } catch (SetupException e) {
      reply(e.culprits() + ": " + e.getMessage());     // [team-size]: team-size: a team has 2 or 3 seats…
    }
    assertThat(replies).singleElement().asString().startsWith("[team-size]: team-size: a team has 2 or 3 seats");
  }

  /** What the caller answered its user. */
  private final List<String> replies = new ArrayList<>();

  private void reply(String text) {
    replies.add(text);
  }
}
