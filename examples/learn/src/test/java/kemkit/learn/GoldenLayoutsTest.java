package kemkit.learn;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.game.Chance;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.kemps.Kemps;
import kemkit.kems.Kems;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulOptions;
import kemkit.record.RecordWriter;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Golden fixtures, one file per layout version: a few seeded positions of a few tables, each with
 * the seat's observation and information-state tensors (their non-zero numbers) and its legal
 * action indices. A change to what a tensor holds, or to the numbering, fails here: bump the
 * layout's version (FamilyEncoding, KhamulEncoding) and write the new fixtures with {@code
 * -Dkemkit.golden.write=true}, so that the change is a visible, versioned decision.
 */
class GoldenLayoutsTest {

  private static final Path RESOURCES = Path.of("src/test/resources/kemkit/learn/golden");
  private static final int STEPS = 120;
  private static final int EVERY = 40;

  @Test
  @DisplayName("the Kem's-family layouts and numbering match their golden fixtures")
  void family() throws IOException {
    check(ImmutableList.of(Kemps.rules(), Kems.rules("kems-classic"), Kems.rules("kems-expert")));
  }

  @Test
  @DisplayName("the Khamul layouts and numbering match their golden fixtures")
  void khamul() throws IOException {
    check(ImmutableList.of(Khamul.rules(), Khamul.rules(KhamulOptions.defaults().withPlayers(2))));
  }

  private static void check(List<RuleSet<?, ?, ?, ?>> tables) throws IOException {
    Encoding<?, ?, ?> first = Encodings.of(tables.get(0));
    String name = first.observationLayout().name().replace("-observation", "") + "-v"
        + first.observationLayout().version() + "-v" + first.informationStateLayout().version() + ".golden";
    StringBuilder text = new StringBuilder("# " + first.observationLayout().label() + ", "
        + first.informationStateLayout().label() + ": golden fixture of kemkit-learn's GoldenLayoutsTest\n");
    for (RuleSet<?, ?, ?, ?> rules : tables) {
      text.append(positions(rules));
    }
    if (Boolean.getBoolean("kemkit.golden.write")) {
      Files.createDirectories(RESOURCES);
      Files.writeString(RESOURCES.resolve(name), text, StandardCharsets.UTF_8);
    }
    String golden;
    try (InputStream in = GoldenLayoutsTest.class.getResourceAsStream("golden/" + name)) {
      assertThat(in).as("no golden fixture " + name + " for these layout versions: if the layout changed on purpose, write"
          + " it with -Dkemkit.golden.write=true (and keep the old version's file)").isNotNull();
      golden = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertThat(text.toString()).as("the tensors or the numbering of " + name + " changed without a new layout version:"
        + " bump the version in the encoding and write the new fixture with -Dkemkit.golden.write=true").isEqualTo(golden);
  }

  /** {@return a seeded random game of {@code rules}, encoded for one seat every few moves} */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> String positions(
      RuleSet<S, A, E, V> rules) {
    Encoding<A, E, V> encoding = Encodings.of(rules);
    SplittableRandom rng = new SplittableRandom(20261128);
    int seats = rules.start().seating().seats();
    List<Recall<A, E>> recalls = new ArrayList<>();
    for (int seat = 0; seat < seats; seat++) {
      recalls.add(encoding.recall(seat));
    }
    StringBuilder out = new StringBuilder("== " + RecordWriter.header(rules.setup()).replace("\n", "; ") + "\n");
    out.append("sizes observation ").append(encoding.observationLayout().size()).append(", information state ")
        .append(encoding.informationStateLayout().size()).append(", actions ").append(encoding.numDistinctActions())
        .append('\n');
    S state = rules.start();
    for (int step = 0; step < STEPS && !state.isOver(); step++) {
      Optional<kemkit.game.ChanceDue> due = state.chanceDue();
      kemkit.game.Action action;
      if (due.isPresent()) {
        action = Chance.roll(due.get(), rng);
      } else {
        int seat = rng.nextInt(seats);
        ImmutableList<A> legal = rules.legalActions(state, seat);
        if (legal.isEmpty()) {
          continue;
        }
        if (step % EVERY == 0) {
          V view = rules.view(state, seat);
          float[] info = new float[encoding.informationStateLayout().size()];
          encoding.informationState(view, recalls.get(seat), info);
          out.append("step ").append(step).append(" seat ").append(seat).append('\n');
          out.append("observation").append(nonZero(encoding.observation(view))).append('\n');
          out.append("information-state").append(nonZero(info)).append('\n');
          out.append("legal");
          for (int index : encoding.indices(legal)) {
            out.append(' ').append(index);
          }
          out.append('\n');
        }
        action = legal.get(rng.nextInt(legal.size()));
      }
      Outcome<S, E> outcome = rules.apply(state, action);
      if (action instanceof PlayerAction play && outcome.isAccepted()) {
        @SuppressWarnings("unchecked")
        A own = (A) play;
        recalls.get(play.seat()).acted(own);
      }
      for (int seat = 0; seat < seats; seat++) {
        for (E event : rules.eventsSeenBy(seat, outcome.events())) {
          recalls.get(seat).heard(event);
        }
      }
      state = outcome.state();
    }
    return out.toString();
  }

  private static String nonZero(float[] tensor) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < tensor.length; i++) {
      if (tensor[i] != 0f) {
        out.append(' ').append(i).append(tensor[i] == 1f ? "" : "=" + tensor[i]);
      }
    }
    return out.toString();
  }
}
