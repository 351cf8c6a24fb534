package kemkit.examples.bench;

import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.ToDoubleFunction;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * The results of a run as one Markdown table, the one docs/performance.md shows: for each benchmark the
 * median over every measured iteration of every fork (not JMH's mean, which one slow iteration on
 * a shared machine drags), the bytes allocated, and the time per action as a multiple of the
 * mutable baseline's exchange measured in the same run. {@code kemkit bench} prints it.
 */
public final class Summary {

  /** The benchmark every time is divided by. */
  static final String BASELINE = "ApplyBenchmark.kempsExchangeMutableBaseline";

  private static final String ALLOCATED = "gc.alloc.rate.norm";

  /**
   * One benchmark's figures.
   *
   * @param name the benchmark, {@code Class.method}
   * @param params its parameters, {@code preset=kemps}, or empty
   * @param threads how many threads ran it
   * @param score the median primary score
   * @param unit the primary score's unit, {@code ns/op} or {@code ops/s}
   * @param actionsPerSecond for playouts, the median actions applied per second
   * @param movesPerSecond for playouts, the median player actions applied per second (no chance)
   * @param gamesPerSecond for playouts, the median games ended per second
   * @param bytes the median bytes allocated per operation, or per action for playouts
   * @param iterationsPerSecond for searches, the median search iterations per second (the score
   *     counts decisions)
   */
  record Row(String name, String params, int threads, double score, String unit,
      OptionalDouble actionsPerSecond, OptionalDouble movesPerSecond, OptionalDouble gamesPerSecond,
      OptionalDouble bytes, OptionalDouble iterationsPerSecond) {

    /** A row that is not a search's. */
    Row(String name, String params, int threads, double score, String unit,
        OptionalDouble actionsPerSecond, OptionalDouble movesPerSecond, OptionalDouble gamesPerSecond,
        OptionalDouble bytes) {
      this(name, params, threads, score, unit, actionsPerSecond, movesPerSecond, gamesPerSecond, bytes,
          OptionalDouble.empty());
    }

    /** {@return nanoseconds per operation (per action for playouts), if the unit tells} */
    OptionalDouble nanosPerAction() {
      if (actionsPerSecond.isPresent()) {
        return OptionalDouble.of(1e9 / actionsPerSecond.getAsDouble());
      }
      return unit.equals("ns/op") ? OptionalDouble.of(score) : OptionalDouble.empty();
    }
  }

  private Summary() {}

  /** {@return the rows of {@code results}, by benchmark name, then threads, then parameters} */
  /**
   * {@return docs/performance.md's Markdown table of a JMH run, under a header line}
   *
   * @param results what JMH's runner returned
   * @param header the first line: how the run was made
   */
  public static String markdown(Collection<RunResult> results, String header) {
    ImmutableList<Row> rows = rows(results);
    return table(rows, header) + "\n" + targets(rows);
  }

  /** Bytes per action of a random playout, every preset (issues 17 and 27). */
  static final double TARGET_BYTES_PER_ACTION = 250;
  /** A Kemps deal (issue 27): nanoseconds and bytes. */
  static final double TARGET_DEAL_NANOS = 60;
  static final double TARGET_DEAL_BYTES = 64;
  /** The stdio protocol (issue 27): bytes per move, Kemps moves per second in one JVM. */
  static final double TARGET_PROTOCOL_BYTES = 4096;
  static final double TARGET_PROTOCOL_MOVES = 150_000;
  /** The Kemps exchange's target, as a multiple of the mutable baseline's time (issue 17). */
  static final double TARGET_EXCHANGE_RATIO = 6;
  /** The validator's target, record lines per second (issue 17). */
  static final double TARGET_LINES_PER_SECOND = 1e6;

  /**
   * {@return the performance targets this run can judge, each with what it measured and whether it
   * is met; a target the run did not measure is left out} Issue 27's speed targets that compare with
   * another run (twice the moves per second of TabletopGames, twice today's search iterations) are
   * judged in docs/performance.md, against a run of the older jar made back to back.
   *
   * @param rows the rows, from {@link #rows}
   */
  static String targets(List<Row> rows) {
    Optional<Row> baseline = rows.stream().filter(r -> r.name().equals(BASELINE)).findFirst();
    Optional<Row> khamulList = rows.stream().filter(r -> r.name().equals("LegalActionsBenchmark.khamul")).findFirst();
    StringBuilder out = new StringBuilder("| target | measured | met |\n|---|---:|:---:|\n");
    for (Row row : rows) {
      if (row.name().equals("PlayoutBenchmark.oneThread") && row.bytes().isPresent()) {
        double bytes = row.bytes().getAsDouble();
        target(out, row.params() + ": ≤ 250 B/action", String.format(Locale.ROOT, "%.0f B/action", bytes),
            bytes <= TARGET_BYTES_PER_ACTION);
      }
      if (row.name().equals("ApplyBenchmark.kempsDeal")) {
        double bytes = row.bytes().orElse(Double.NaN);
        target(out, "Kemps deal ≤ 60 ns and ≤ 64 B", String.format(Locale.ROOT, "%s ns, %.0f B",
            number(row.score()), bytes), row.score() <= TARGET_DEAL_NANOS && bytes <= TARGET_DEAL_BYTES);
      }
      if (row.name().equals("LegalActionsBenchmark.khamulIndexed") && khamulList.isPresent()) {
        target(out, "Khamul: drawing by index as fast as from the list", String.format(Locale.ROOT,
            "%s ns against %s ns", number(row.score()), number(khamulList.get().score())),
            row.score() <= khamulList.get().score());
      }
      if (row.name().equals("ProtocolBenchmark.serve")) {
        double bytes = row.bytes().orElse(Double.NaN);
        boolean kemps = row.params().equals("preset=kemps");
        target(out, row.params() + ": stdio ≤ 4 kB/move" + (kemps ? ", ≥ 150 k moves/s" : ""),
            String.format(Locale.ROOT, "%.0f B/move, %s moves/s", bytes, big(row.score())),
            bytes <= TARGET_PROTOCOL_BYTES && (!kemps || row.score() >= TARGET_PROTOCOL_MOVES));
      }
      if (row.name().equals("ApplyBenchmark.kempsExchange") && baseline.isPresent()) {
        double ratio = row.score() / baseline.get().score();
        target(out, "Kemps exchange ≤ 6× the mutable baseline", String.format(Locale.ROOT, "%.1f×", ratio),
            ratio <= TARGET_EXCHANGE_RATIO);
      }
      if (row.name().equals("ValidateBenchmark.validateBytes")) {
        target(out, "validation ≥ 1 M lines/s", big(row.score()) + " lines/s, "
            + String.format(Locale.ROOT, "%.0f B/line", row.bytes().orElse(Double.NaN)),
            row.score() >= TARGET_LINES_PER_SECOND);
      }
    }
    return out.toString();
  }

  private static void target(StringBuilder out, String target, String measured, boolean met) {
    out.append("| ").append(target).append(" | ").append(measured).append(" | ").append(met ? "yes" : "no")
        .append(" |\n");
  }

  static ImmutableList<Row> rows(Collection<RunResult> results) {
    return results.stream()
        .map(Summary::row)
        .sorted(Comparator.comparing(Row::name).thenComparingInt(Row::threads).thenComparing(Row::params))
        .collect(ImmutableList.toImmutableList());
  }

  private static Row row(RunResult result) {
    BenchmarkParams params = result.getParams();
    List<IterationResult> iterations = new ArrayList<>();
    for (BenchmarkResult fork : result.getBenchmarkResults()) {
      iterations.addAll(fork.getIterationResults());
    }
    String unit = iterations.isEmpty() ? result.getPrimaryResult().getScoreUnit() : iterations.get(0).getScoreUnit();
    OptionalDouble actions = median(iterations, it -> secondary(it, "actions"));
    OptionalDouble bytes = actions.isPresent()
        ? median(iterations, it -> secondary(it, ALLOCATED) * it.getPrimaryResult().getScore() / secondary(it, "actions"))
        : median(iterations, it -> secondary(it, ALLOCATED));
    return new Row(shortName(params.getBenchmark()), paramText(params), params.getThreads(),
        median(iterations, it -> it.getPrimaryResult().getScore()).orElse(Double.NaN), unit,
        actions, median(iterations, it -> secondary(it, "moves")), median(iterations, it -> secondary(it, "games")),
        bytes, median(iterations, it -> secondary(it, "iterations")));
  }

  /** {@return the secondary score {@code label} of one iteration, NaN when absent} */
  private static double secondary(IterationResult iteration, String label) {
    Result<?> result = iteration.getSecondaryResults().get(label);
    return result == null ? Double.NaN : result.getScore();
  }

  /** {@return the median of {@code score} over {@code iterations}, empty if it is never known} */
  static OptionalDouble median(List<IterationResult> iterations, ToDoubleFunction<IterationResult> score) {
    return median(iterations.stream().mapToDouble(score).filter(x -> !Double.isNaN(x)).toArray());
  }

  /** {@return the median of {@code values}: the middle one, or the mean of the middle two} */
  static OptionalDouble median(double[] values) {
    if (values.length == 0) {
      return OptionalDouble.empty();
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int middle = sorted.length / 2;
    return OptionalDouble.of(sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2);
  }

  private static String shortName(String benchmark) {
    List<String> parts = Splitter.on('.').splitToList(benchmark);
    return parts.size() < 2 ? benchmark : parts.get(parts.size() - 2) + "." + parts.get(parts.size() - 1);
  }

  private static String paramText(BenchmarkParams params) {
    List<String> out = new ArrayList<>();
    for (String key : params.getParamsKeys()) {
      out.add(key + "=" + params.getParam(key));
    }
    return String.join(" ", out);
  }

  /**
   * {@return the Markdown table of {@code rows}, each time also as a multiple of the baseline's
   * when the run measured it}
   *
   * @param rows the rows, from {@link #rows}
   * @param header the lines above the table: machine, JDK, date, command
   */
  static String table(List<Row> rows, String header) {
    Optional<Row> baseline = rows.stream().filter(r -> r.name().equals(BASELINE) && r.unit().equals("ns/op")).findFirst();
    StringBuilder out = new StringBuilder(header);
    out.append("| benchmark | params | threads | median | allocated | time vs baseline |\n");
    out.append("|---|---|---:|---:|---:|---:|\n");
    for (Row row : rows) {
      out.append("| ").append(row.name())
          .append(" | ").append(row.params())
          .append(" | ").append(row.threads())
          .append(" | ").append(figure(row))
          .append(" | ").append(allocated(row))
          .append(" | ").append(ratio(row, baseline))
          .append(" |\n");
    }
    return out.toString();
  }

  private static String figure(Row row) {
    if (row.actionsPerSecond().isPresent()) {
      String moves = row.movesPerSecond().isPresent()
          ? " (" + big(row.movesPerSecond().getAsDouble()) + " moves/s)" : "";
      // Random Kemps never ends (wrong calls cost the caller's own team): its playouts stop at the
      // cap, and "0.00 games/s" read as a measurement of something.
      double games = row.gamesPerSecond().orElse(0);
      return String.format(Locale.ROOT, "%s actions/s%s, %s", big(row.actionsPerSecond().getAsDouble()),
          moves, games > 0 ? big(games) + " games/s" : "no game ends (capped)");
    }
    if (row.iterationsPerSecond().isPresent() && row.unit().equals("ops/s")) {
      return String.format(Locale.ROOT, "%s decisions/s (%s iterations/s)", number(row.score()),
          big(row.iterationsPerSecond().getAsDouble()));
    }
    return String.format(Locale.ROOT, "%s %s", number(row.score()), row.unit());
  }

  private static String allocated(Row row) {
    if (row.bytes().isEmpty()) {
      return "";
    }
    String per = row.actionsPerSecond().isPresent() ? "action"
        : row.iterationsPerSecond().isPresent() ? "decision" : "op";
    return String.format(Locale.ROOT, "%.0f B/%s", row.bytes().getAsDouble(), per);
  }

  private static String ratio(Row row, Optional<Row> baseline) {
    OptionalDouble nanos = row.nanosPerAction();
    if (baseline.isEmpty() || nanos.isEmpty()) {
      return "";
    }
    return String.format(Locale.ROOT, "%.1f×", nanos.getAsDouble() / baseline.get().score());
  }

  /** {@return {@code x} with three significant digits or so: 0.93, 12.4, 318, 41,200} */
  static String number(double x) {
    if (Double.isNaN(x)) {
      return "?";
    }
    if (Math.abs(x) >= 100) {
      return String.format(Locale.ROOT, "%,.0f", x);
    }
    return Math.abs(x) >= 10 ? String.format(Locale.ROOT, "%.1f", x) : String.format(Locale.ROOT, "%.2f", x);
  }

  /** {@return a rate in units, thousands or millions: 950, 41.2 k, 3.14 M} */
  static String big(double x) {
    if (Math.abs(x) >= 1e6) {
      return String.format(Locale.ROOT, "%.2f M", x / 1e6);
    }
    if (Math.abs(x) >= 1e4) {
      return String.format(Locale.ROOT, "%.1f k", x / 1e3);
    }
    return number(x);
  }
}
