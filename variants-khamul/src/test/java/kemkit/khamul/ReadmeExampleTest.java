package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import kemkit.game.Chance;
import kemkit.game.Outcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The code of the Khamul section of docs/api.md and of the package documentation, kept compiling
 * here; what it prints is the output the page shows under it.
 */
class ReadmeExampleTest {

  @Test
  @DisplayName("README: play a turn and print a seat's view")
  void playATurn() throws IOException {
    PrintStream console = System.out;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
    try {
      snippet();
    } finally {
      System.setOut(console);
    }
    assertThat(printed.toString(StandardCharsets.UTF_8).strip()).as("the output docs/api.md shows under the snippet")
        .isEqualTo(shownOutput());
  }

  /** {@return the first plain code block after the heading "## Khamul" of docs/api.md} */
  private static String shownOutput() throws IOException {
    Path dir = Path.of("").toAbsolutePath();
    while (!Files.isRegularFile(dir.resolve("docs/api.md"))) {
      dir = dir.getParent();
      assertThat(dir).as("a folder above this module holds docs/api.md").isNotNull();
    }
    String page = Files.readString(dir.resolve("docs/api.md"), StandardCharsets.UTF_8);
    List<String> lines = page.substring(page.indexOf("\n## Khamul")).lines().toList();
    boolean inBlock = false;
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).startsWith("```")) {
        continue;
      }
      if (!inBlock && lines.get(i).equals("```")) {
        int end = i + 1;
        while (!lines.get(end).startsWith("```")) {
          end++;
        }
        return String.join("\n", lines.subList(i + 1, end)).strip();
      }
      inBlock = !inBlock;
    }
    throw new AssertionError("docs/api.md shows no output under its Khamul snippet");
  }

  private void snippet() {
    // --- README "Khamul" begins
    KhamulRules rules = Khamul.rules();                      // preset khamul, 4 players
    RandomGenerator rng = new SplittableRandom(42);
    KhamulState state = rules.start();
    while (state.chanceDue().isPresent()) {                  // the deck order, then the starter
      state = rules.apply(state, Chance.roll(state.chanceDue().get(), rng)).state();
    }
    for (int seat = 0; seat < 4; seat++) {                   // everyone peeks at slots 0 and 1
      state = rules.apply(state, new KhamulAction.Peek(seat, 0, 1)).state();
    }
    int me = state.turn();
    state = rules.apply(state, new KhamulAction.Draw(me)).state();
    Outcome<KhamulState, KhamulEvent> swap = rules.apply(state, new KhamulAction.Swap(me, 3));
    state = swap.state();
    KhamulView view = rules.view(state, me);
    System.out.println("my hand as I remember it: " + view.ownHand());
    System.out.println("top discard: " + view.topDiscard().orElseThrow() + ", stock: " + view.stockSize());
    for (int other = 0; other < 4; other++) {
      System.out.println("seat " + other + " saw: " + rules.eventsSeenBy(other, swap.events()));
    }
    // --- README "Khamul" ends

    assertThat(swap.isAccepted()).isTrue();
    assertThat(view.ownHand()).filteredOn(java.util.Optional::isPresent).hasSize(3);
    assertThat(view.ownHand().get(2)).isEmpty();
    assertThat(view.stockSize()).isEqualTo(52 - 16 - 1);
    // What the README says the snippet prints.
    assertThat(view.ownHand()).hasToString("[Optional[JS], Optional[2D], Optional.empty, Optional[TC]]");
    assertThat(view.topDiscard()).hasValueSatisfying(card -> assertThat(card).hasToString("TH"));
    assertThat(rules.eventsSeenBy(1, swap.events()))
        .hasToString("[Swapped[seat=0, slot=3, in=Optional.empty, out=TH, taken=false], TurnStarted[seat=1]]");
  }
}
