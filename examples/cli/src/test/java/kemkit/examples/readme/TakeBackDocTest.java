package kemkit.examples.readme;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.game.Barrier;
import kemkit.game.Chance;
import kemkit.kemps.Kemps;
import kemkit.undo.Ledger;
import kemkit.undo.Reach;
import kemkit.undo.TakeBack;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * docs/api.md, "Take-backs": its Java block is this file's, word for word, and it does what the
 * page says (rules.md C-10, K-14).
 */
class TakeBackDocTest {

  private static final Pattern JAVA = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL);

  @Test
  @DisplayName("the java block of docs/api.md's section 'Take-backs' is in this test, word for word")
  void blockIsHere() throws IOException {
    Path root = Path.of("").toAbsolutePath();
    while (!Files.isRegularFile(root.resolve("docs/api.md"))) {
      root = root.getParent();
    }
    String page = Files.readString(root.resolve("docs/api.md"));
    int section = page.indexOf("\n## Take-backs");
    assertThat(section).as("docs/api.md has the section").isNotNegative();
    int next = page.indexOf("\n## ", section + 1);
    Matcher m = JAVA.matcher(page.substring(section, next < 0 ? page.length() : next));
    assertThat(m.find()).isTrue();
    String here = squash(Files.readString(Path.of("src/test/java/kemkit/examples/readme/TakeBackDocTest.java")));
    assertThat(here).as(m.group(1)).contains(squash(m.group(1)));
  }

  private static String squash(String text) {
    return text.replaceAll("\\s+", " ").strip();
  }

  @Test
  @DisplayName("C-10, K-14: a gesture is taken back to the state after the deal; the deal stands")
  void gestureTakenBack() {
    SplittableRandom rng = new SplittableRandom(7);
    FamilyRules rules = Kemps.rules();
    Ledger<FamilyState> ledger = Ledger.start(rules);
    ledger = ledger.play(Chance.roll(ledger.state().chanceDue().orElseThrow(), rng)).orElseThrow();   // the deal
    FamilyAction wink = rules.legalActions(ledger.state(), 1).stream()
        .filter(FamilyAction.Gesture.class::isInstance).findFirst().orElseThrow();
    ledger = ledger.play(wink).orElseThrow();
    TakeBack answer = ledger.takeBack(1, Reach.BARRIER);     // Allowed: a gesture tells nothing hidden (K-14)
    ledger = ledger.back((TakeBack.Allowed) answer);         // the state after the deal; the record is one shorter
    TakeBack again = ledger.takeBack(1, Reach.BARRIER);      // Refused[seat=1, barrier=CHANCE]: the deal stands

    assertThat(ledger.size()).isEqualTo(1);
    assertThat(again).isEqualTo(new TakeBack.Refused(1, Barrier.CHANCE));
    assertThat(again.toString()).isEqualTo("Refused[seat=1, barrier=CHANCE]");
  }
}
