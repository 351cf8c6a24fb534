package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import kemkit.game.Option;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.record.RecordReader;
import kemkit.record.RecordWriter;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every row of the H-opt table, a row added later included without touching this test: a
 * default in its range, rule ids that the rules docs define, and every value it can take (a
 * sample of a number's) surviving a record header. Takes well under a second.
 */
class KhamulOptionRowsTest {

  /** The rules docs: core's (C-…) and Khamul's (H-…), read from the checkout. */
  private static final List<Path> RULES = List.of(Path.of("../core/RULES.md"), Path.of("RULES.md"));

  @Test
  @DisplayName("H-opt every option's default is in its range and is the preset khamul's value")
  void defaultsInRange() {
    for (Option<?> row : KhamulOptions.table()) {
      assertThat(row.inRange(row.byDefault())).as(row.name()).isTrue();
      assertThat(KhamulOptions.defaults().get(row)).as(row.name()).isEqualTo(row.byDefault());
    }
  }

  @Test
  @DisplayName("H-opt every option cites a rule id that the rules docs define, its bound's too")
  void ruleIdsExist() throws IOException {
    StringBuilder docs = new StringBuilder();
    for (Path path : RULES) {
      docs.append(Files.readString(path)).append('\n');
    }
    for (Option<?> row : KhamulOptions.table()) {
      List<String> ids = new ArrayList<>(List.of(row.rule()));
      row.atLeast().ifPresent(bound -> ids.add(bound.rule()));
      row.atMost().ifPresent(bound -> ids.add(bound.rule()));
      for (String id : ids) {
        assertThat(defines(docs, id)).as("%s cites %s", row.name(), id).isTrue();
      }
    }
    assertThat(defines(docs, "H-99")).as("the check can fail").isFalse();
  }

  /** {@return whether the docs define {@code id}: a bold {@code **H-12**} item or a {@code ## H-opt.} heading} */
  private static boolean defines(CharSequence docs, String id) {
    return Pattern.compile("(\\*\\*|^## )" + Pattern.quote(id) + "(?![\\w-])", Pattern.MULTILINE).matcher(docs).find();
  }

  @Test
  @DisplayName("H-opt every value of every option round-trips through a record header's 'option name=value' line")
  void roundTripThroughHeader() throws Exception {
    int trips = 0;
    for (Option<?> row : KhamulOptions.table()) {
      for (Object value : samples(row)) {
        String written = write(row, value);
        KhamulRules rules = new KhamulGame().create(Setup.of("khamul").withOption(row.name(), written));
        assertThat(rules.options().get(row)).as("%s=%s", row.name(), written).isEqualTo(value);

        String header = RecordWriter.header(rules.setup());
        boolean differs = !value.equals(row.byDefault());
        assertThat(header.contains("\noption " + row.name().toLowerCase(Locale.ROOT) + "=" + written.toLowerCase(Locale.ROOT) + "\n"))
            .as(header).isEqualTo(differs);
        KhamulRules read = (KhamulRules) RecordReader.readPrefix(header, Map.of("khamul", new KhamulGame()))
            .record().orElseThrow().rules();
        assertThat(read).as(header).isEqualTo(rules);
        assertThat(read.options().get(row)).isEqualTo(value);
        trips++;
      }
    }
    assertThat(trips).isGreaterThan(2 * KhamulOptions.table().size());
  }

  @Test
  @DisplayName("H-opt a value just beyond a bound is refused, in code and at creation, naming the option and why")
  void beyondBoundRefused() {
    int bounded = 0;
    for (Option<?> row : KhamulOptions.table()) {
      for (boolean below : new boolean[] {true, false}) {
        Optional<Option.Bound> edge = below ? row.atLeast() : row.atMost();
        if (edge.isEmpty()) {
          continue;
        }
        Option.Bound bound = edge.get();
        int beyond = below ? bound.limit() - 1 : bound.limit() + 1;
        // The one sentence of every game's bounds (core's OptionValues.beyondBounds).
        String side = below ? " must be at least " : " must be at most ";
        String sentence = row.name() + side + bound.limit() + ", not " + beyond + " (" + bound.rule() + "): "
            + bound.why();
        assertThatThrownBy(() -> new KhamulGame().create(Setup.of("khamul").withOption(row.name(), Integer.toString(beyond))))
            .isInstanceOfSatisfying(SetupException.class, e -> {
              assertThat(e.culprits()).containsExactly(row.name());
              assertThat(e.getMessage()).isEqualTo(sentence);
            });
        assertThatThrownBy(() -> KhamulOptions.defaults().with(number(row), beyond))
            .isInstanceOf(IllegalArgumentException.class).hasMessage(sentence);
        bounded++;
      }
    }
    assertThat(bounded).as("the bounded rows: threshold, penalties, bonus, target").isGreaterThanOrEqualTo(5);
  }

  @SuppressWarnings("unchecked")
  private static Option<Integer> number(Option<?> row) {
    assertThat(row.kind()).isEqualTo(Option.Kind.NUMBER);
    return (Option<Integer>) row;
  }

  /** {@return the values to try: every value of a choice, the edges and default of a number} */
  private static List<Object> samples(Option<?> row) {
    if (!row.values().isEmpty()) {
      return new ArrayList<>(row.values());
    }
    List<Object> out = new ArrayList<>();
    int low = row.atLeast().map(Option.Bound::limit).orElse(Integer.MIN_VALUE);
    int high = row.atMost().map(Option.Bound::limit).orElse(Integer.MAX_VALUE);
    for (int value : new int[] {low, low + 1, (Integer) row.byDefault(), high}) {
      if (!out.contains(value)) {
        out.add(value);
      }
    }
    return out;
  }

  private static <T> String write(Option<T> row, Object value) {
    return row.write(row.type().cast(value));
  }
}
