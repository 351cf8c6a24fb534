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
        "| PlayoutBenchmark.oneThread | preset=kemps | 1 | 2.50 M actions/s (2.00 M moves/s), no game ends (capped) | 96 B/action | 100.0× |");
    assertThat(Summary.table(List.of(apply), "")).endsWith("| 312 B/op |  |\n");
    assertThat(Summary.targets(List.of(baseline, apply, playout)).lines()).containsSubsequence(
        "| Kemps exchange ≤ 6× the mutable baseline | 2.5× | yes |",
        "| preset=kemps: ≤ 250 B/action | 96 B/action | yes |");
  }

  @Test
  @DisplayName("issue 27's targets: a deal's time and bytes, Khamul's draw by index against the list, the stdio protocol")
  void issue27Targets() {
    Summary.Row deal = new Summary.Row("ApplyBenchmark.kempsDeal", "", 1, 58, "ns/op",
        OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.of(72));
    Summary.Row list = new Summary.Row("LegalActionsBenchmark.khamul", "", 1, 5, "ns/op",
        OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.of(0));
    Summary.Row indexed = new Summary.Row("LegalActionsBenchmark.khamulIndexed", "", 1, 4.5, "ns/op",
        OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.of(0));
    Summary.Row kemps = new Summary.Row("ProtocolBenchmark.serve", "preset=kemps", 1, 160_000, "ops/s",
        OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.of(3000));
    Summary.Row khamul = new Summary.Row("ProtocolBenchmark.serve", "preset=khamul", 1, 90_000, "ops/s",
        OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.of(5000));
    assertThat(Summary.targets(List.of(deal, list, indexed, kemps, khamul)).lines()).containsSubsequence(
        "| Kemps deal ≤ 60 ns and ≤ 64 B | 58.0 ns, 72 B | no |",
        "| Khamul: drawing by index as fast as from the list | 4.50 ns against 5.00 ns | yes |",
        "| preset=kemps: stdio ≤ 4 kB/move, ≥ 150 k moves/s | 3000 B/move, 160.0 k moves/s | yes |",
        "| preset=khamul: stdio ≤ 4 kB/move | 5000 B/move, 90.0 k moves/s | no |");
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
