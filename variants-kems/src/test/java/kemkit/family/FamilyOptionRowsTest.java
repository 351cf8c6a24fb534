package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import kemkit.game.Option;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.kems.KemsGame;
import kemkit.kems.KemsPresets;
import kemkit.record.RecordReader;
import kemkit.record.RecordWriter;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every row of the K-opt table, a row added later included without touching this test: a
 * default in its range, rule ids the rules docs define, and every value it can take (a sample of
 * a number's) surviving a record header. Takes well under a second.
 */
class FamilyOptionRowsTest {

  /** The rules docs of the family: core's (C-…) and the family's (K-…), read from the checkout. */
  private static final List<Path> RULES = List.of(Path.of("../core/RULES.md"), Path.of("../variants-kemps/RULES.md"),
      Path.of("RULES.md"));

  @Test
  @DisplayName("K-opt every option's default is in its range, and the defaults are kems-classic's column")
  void defaultsInRange() {
    for (Option<?> row : FamilyOptions.table()) {
      assertThat(row.inRange(row.byDefault())).as(row.name()).isTrue();
      assertThat(FamilyOptions.defaults().get(row)).as(row.name()).isEqualTo(row.byDefault());
    }
    assertThat(FamilyOptions.defaults()).isEqualTo(KemsPresets.CLASSIC.options());
    assertThat(FamilyOptions.table()).hasSize(FamilyOptions.names().size());
  }

  @Test
  @DisplayName("K-opt every option cites a rule id that the rules docs define, its bound's too")
  void ruleIdsExist() throws IOException {
    StringBuilder docs = new StringBuilder();
    for (Path path : RULES) {
      docs.append(Files.readString(path)).append('\n');
    }
    for (Option<?> row : FamilyOptions.table()) {
      List<String> ids = new ArrayList<>(List.of(row.rule()));
      row.atLeast().ifPresent(bound -> ids.add(bound.rule()));
      row.atMost().ifPresent(bound -> ids.add(bound.rule()));
      for (String id : ids) {
        assertThat(defines(docs, id)).as("%s cites %s", row.name(), id).isTrue();
      }
    }
    assertThat(defines(docs, "K-99")).as("the check can fail").isFalse();
  }

  /** {@return whether the docs define {@code id}: a bold {@code **K-6 …**} item or a {@code ## K-opt.} heading} */
  static boolean defines(CharSequence docs, String id) {
    return Pattern.compile("(\\*\\*|^## )" + Pattern.quote(id) + "(?![\\w-])", Pattern.MULTILINE).matcher(docs).find();
  }

  @Test
  @DisplayName("K-opt every value of every option round-trips through a record header's 'option name=value' line")
  void roundTripThroughHeader() throws Exception {
    int trips = 0;
    for (Option<?> row : FamilyOptions.table()) {
      for (Object value : samples(row)) {
        String written = write(row, value);
        Setup setup = Setup.of("kems").withPreset("kems-classic").withOption(row.name(), written);
        FamilyRules rules = new KemsGame().create(setup);
        assertThat(rules.options().get(row)).as("%s=%s", row.name(), written).isEqualTo(value);

        String header = RecordWriter.header(rules.setup());
        boolean differs = !value.equals(row.byDefault());
        assertThat(header.contains("\noption " + row.name().toLowerCase(Locale.ROOT) + "=" + written.toLowerCase(Locale.ROOT) + "\n"))
            .as(header).isEqualTo(differs);
        FamilyRules read = (FamilyRules) RecordReader.readPrefix(header, Map.of("kems", new KemsGame()))
            .record().orElseThrow().rules();
        assertThat(read).as(header).isEqualTo(rules);
        assertThat(read.options().get(row)).isEqualTo(value);
        trips++;
      }
    }
    assertThat(trips).isGreaterThan(2 * FamilyOptions.table().size());
  }

  @Test
  @DisplayName("K-24, K-opt a value just beyond a bound is refused at creation, naming the option and the bound's rule")
  void beyondBoundRefused() {
    int bounded = 0;
    for (Option<?> row : FamilyOptions.table()) {
      if (row.atLeast().isPresent()) {
        Option.Bound bound = row.atLeast().get();
        Setup setup = Setup.of("kems").withOption(row.name(), Integer.toString(bound.limit() - 1));
        assertThatThrownBy(() -> new KemsGame().create(setup)).as(row.name())
            .isInstanceOfSatisfying(SetupException.class, e -> {
              assertThat(e.culprits()).containsExactly(row.name());
              assertThat(e.getMessage()).startsWith(row.name() + " must be at least " + bound.limit() + ", not "
                  + (bound.limit() - 1) + " (" + bound.rule() + ")");
            });
        bounded++;
      }
    }
    assertThat(bounded).as("the bounded rows: points, target, winBy…").isGreaterThanOrEqualTo(5);
  }

  /** {@return the values to try: every value of a choice or yes/no, the edges and default of a number} */
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
