package kemkit.examples.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The README table: medians, units, ratios to the baseline. */
class SummaryTest {

  @Test
  @DisplayName("the median is the middle value, or the mean of the middle two; none of nothing")
  void median() {
    assertThat(Summary.median(new double[] {5, 1, 3})).hasValue(3);
    assertThat(Summary.median(new double[] {4, 1, 3, 100})).hasValue(3.5);
    assertThat(Summary.median(new double[0])).isEmpty();
  }

  @Test
  @DisplayName("times and playouts are divided by the baseline's time; rows without one get no ratio")
  void ratios() {
    Summary.Row baseline = new Summary.Row(Summary.BASELINE, "", 1, 4, "ns/op",
        OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.of(0));
    Summary.Row apply = new Summary.Row("ApplyBenchmark.kempsExchange", "", 1, 10, "ns/op",
        OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.of(312));
    Summary.Row playout = new Summary.Row("PlayoutBenchmark.oneThread", "preset=kemps", 1, 1500, "ops/s",
        OptionalDouble.of(2_500_000), OptionalDouble.of(2_000_000), OptionalDouble.of(0), OptionalDouble.of(96));
    String table = Summary.table(List.of(baseline, apply, playout), "");
    assertThat(table.lines()).containsSubsequence(
        "| ApplyBenchmark.kempsExchangeMutableBaseline |  | 1 | 4.00 ns/op | 0 B/op | 1.0× |",
        "| ApplyBenchmark.kempsExchange |  | 1 | 10.0 ns/op | 312 B/op | 2.5× |",
        "| PlayoutBenchmark.oneThread | preset=kemps | 1 | 2.50 M actions/s (2.00 M moves/s), 0.00 games/s | 96 B/action | 100.0× |");
    assertThat(Summary.table(List.of(apply), "")).endsWith("| 312 B/op |  |\n");
    assertThat(Summary.targets(List.of(baseline, apply, playout)).lines()).containsSubsequence(
        "| Kemps exchange ≤ 6× the mutable baseline | 2.5× | yes |",
        "| preset=kemps: ≥ 8 M actions/s, one thread | 2.50 M actions/s (2.00 M moves/s) | no |",
        "| preset=kemps: ≤ 250 B/action | 96 B/action | yes |");
  }

  @Test
  @DisplayName("a search row reads in decisions and iterations per second, its bytes per decision")
  void searches() {
    Summary.Row search = new Summary.Row("SearchBenchmark.decision", "preset=khamul", 1, 41.5, "ops/s",
        OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.of(2_000_000),
        OptionalDouble.of(4150));
    assertThat(Summary.table(List.of(search), "").lines()).contains(
        "| SearchBenchmark.decision | preset=khamul | 1 | 41.5 decisions/s (4,150 iterations/s) | 2000000 B/decision |  |");
  }

  @Test
  @DisplayName("rates read in units, thousands or millions")
  void numbers() {
    assertThat(Summary.big(950)).isEqualTo("950");
    assertThat(Summary.big(41_234)).isEqualTo("41.2 k");
    assertThat(Summary.big(3_141_000)).isEqualTo("3.14 M");
    assertThat(Summary.number(0.934)).isEqualTo("0.93");
    assertThat(Summary.number(Double.NaN)).isEqualTo("?");
  }
}
