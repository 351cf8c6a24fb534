package kemkit.examples.study;

import com.google.common.collect.ImmutableList;
import java.awt.BasicStroke;
import java.awt.Color;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import kemkit.bots.BotKind;
import kemkit.examples.simulate.Aggregate;
import kemkit.examples.simulate.Aggregate.Rate;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BoxAndWhiskerRenderer;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.statistics.BoxAndWhiskerItem;
import org.jfree.data.statistics.DefaultBoxAndWhiskerCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * A study's report: one self-contained HTML page (charts drawn by JFreeChart as PNG and embedded
 * as data URIs, no script, nothing fetched when it is opened) and the cell table.
 *
 * <p>Cells are first parted by the dimensions they have: a Kemps setup in a study of Khamul
 * thresholds has no threshold, so it gets charts of its own instead of a place on an empty axis.
 * Within a part the charts put the study's {@code report.x} dimension (by default the first that
 * varies there) on the horizontal axis and draw a line per value of {@code report.series} (by
 * default the next); other dimensions that vary make one group of charts per combination. Each
 * group has: the first side's advantage (its win rate less a side's mean win rate) with 95% Wilson
 * intervals; who wins by seat (or team) and by position from the first side, each against a
 * side's mean, with a χ² test of "every seat alike"; who wins by kind of bot where the cells mix
 * kinds; game length in rounds as boxes (10th, 25th, 50th, 75th and 90th percentiles, the mean as
 * a dot); player actions per game; and a table of each cell's differences from the first cell of
 * its line, with 95% intervals.
 */
public final class Report {

  /** The χ² values above which "every seat alike" is refuted at 5%, by degrees of freedom 1 to 9. */
  private static final double[] CHI2_95 = {3.841, 5.991, 7.815, 9.488, 11.070, 12.592, 14.067, 15.507, 16.919};

  private Report() {}

  /**
   * {@return the report of {@code results} as one HTML page}
   *
   * @param study the study
   * @param results each cell's result, in cell order
   * @param runner how the games were run, for the page's header ({@code 2 threads}, {@code Spark
   *     local[2], 7 partitions})
   * @param elapsed how long the games took, wall clock
   */
  public static String html(Study study, List<CellResult> results, String runner, Duration elapsed) {
    StringBuilder out = new StringBuilder();
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
        .append(Charts.escape(study.name())).append("</title>\n<style>\n").append(Charts.STYLE)
        .append("\n</style>\n</head>\n<body>\n");
    out.append("<h1>").append(Charts.escape(study.name())).append("</h1>\n<p>")
        .append(String.format(Locale.ROOT, "%d cells × %,d games (seed %d), %,d games in %.1f s on %s. "
            + "Game <i>i</i> of cell <i>c</i> is seeded from the study's seed, <i>c</i> and <i>i</i> alone: "
            + "the same file gives the same numbers on any threads or cluster.",
            study.cells().size(), study.gamesPerCell(), study.seed(), study.games(), elapsed.toNanos() / 1e9,
            Charts.escape(runner)))
        .append("</p>\n");
    if (study.dependsOnTheMachine()) {
      out.append("<p><b>These numbers depend on the machine:</b> the search bots stop after <code>search.millis</code>"
          + " of wall clock, so a faster or busier machine, or more threads than cores, plays other games."
          + " Give the search a budget in iterations alone for numbers that any machine repeats.</p>\n");
    }
    List<Part> parts = parts(study, results);
    for (Part part : parts) {
      if (parts.size() > 1) {
        out.append("<h2>").append(Charts.escape(part.title())).append("</h2>\n");
      }
      for (Map.Entry<String, List<CellResult>> group : part.groups().entrySet()) {
        if (!group.getKey().isEmpty()) {
          out.append(parts.size() > 1 ? "<h3>" : "<h2>").append(Charts.escape(group.getKey()))
              .append(parts.size() > 1 ? "</h3>\n" : "</h2>\n");
        }
        String where = group.getKey().isEmpty() ? "" : " (" + group.getKey() + ")";
        charts(out, part, group.getValue(), where);
      }
    }
    out.append("<h2>Cells</h2>\n<div class=\"cells\">\n");
    table(out, CellTable.of(results));
    out.append("</div>\n");
    out.append("</body>\n</html>\n");
    return out.toString();
  }

  private static void charts(StringBuilder out, Part part, List<CellResult> cells, String where) {
    String x = part.x();
    Optional<String> series = part.series();
    String side = cells.get(0).side();
    Charts.figure(out, advantage(cells, x, series, where),
        "First side's win rate less a side's mean win rate, with 95% Wilson intervals: above 0, going first "
            + "helps (Khamul: the seat that starts the first round, H-6; Kem's family: the first dealer's team).");
    Charts.figure(out, bySide(cells, series, where, "Who wins, by " + side, side,
        Aggregate::wins, Aggregate::finished),
        "Each " + side + "'s win rate less a " + side + "'s mean win rate, with 95% intervals, over the cells of each line"
            + (x.equals("cell") ? "" : " (every " + x + " together)") + "; the legend gives χ² of \"every " + side
            + " alike\" and whether it refutes it at 5%.");
    Charts.figure(out, bySide(cells, series, where, "Who wins, by position from the first " + side, "position",
        Aggregate::winsFromFirst, Aggregate::firstSideGames),
        "The same by position from the first " + side + " (0 is the first, 1 the next in turn…): seat effects that "
            + "come from the order of play rather than the seat's number.");
    if (cells.stream().flatMap(c -> c.cell().lineup().distinct().stream()).distinct().count() > 1) {
      Charts.figure(out, byBot(cells, x, where),
          "Each kind of bot's win rate, with 95% Wilson intervals: the share of finished games a side it played won.");
    }
    Charts.figure(out, rounds(cells, x, series, where),
        "Game length in rounds: boxes from the 25th to the 75th percentile, whiskers to the 10th and 90th, "
            + "the median as a line and the mean as a dot.");
    Charts.figure(out, actions(cells, x, series, where), "Mean player actions per game.");
    differences(out, cells, x, series);
  }

  /** Cells that have the same dimensions, with the axes chosen among theirs. */
  private record Part(String title, String x, Optional<String> series, Map<String, List<CellResult>> groups) {}

  /** {@return the cells parted by the set of their dimensions' names, each part with its axes and groups} */
  private static List<Part> parts(Study study, List<CellResult> results) {
    Map<Set<String>, List<CellResult>> byKeys = new LinkedHashMap<>();
    for (CellResult result : results) {
      byKeys.computeIfAbsent(result.cell().dimensions().keySet(), k -> new ArrayList<>()).add(result);
    }
    List<Part> parts = new ArrayList<>();
    for (Map.Entry<Set<String>, List<CellResult>> entry : byKeys.entrySet()) {
      List<CellResult> cells = entry.getValue();
      List<String> varying = varying(cells);
      String x = study.x().filter(entry.getKey()::contains).orElse(varying.isEmpty() ? "cell" : varying.get(0));
      Optional<String> series = study.series().filter(entry.getKey()::contains).filter(s -> !s.equals(x))
          .or(() -> varying.stream().filter(d -> !d.equals(x)).findFirst());
      List<String> facets = varying.stream().filter(d -> !d.equals(x) && !series.equals(Optional.of(d))).toList();
      Map<String, List<CellResult>> groups = new LinkedHashMap<>();
      for (CellResult result : cells) {
        StringBuilder key = new StringBuilder();
        for (String facet : facets) {
          key.append(key.length() == 0 ? "" : ", ").append(facet).append(' ')
              .append(result.cell().dimensions().get(facet));
        }
        groups.computeIfAbsent(key.toString(), k -> new ArrayList<>()).add(result);
      }
      String title = String.join(", ", cells.stream().map(c -> c.cell().setup().game()).distinct().toList())
          + " (" + String.join(", ", entry.getKey().stream().filter(k -> !k.equals("game")).toList()) + ")";
      parts.add(new Part(title, x, series, groups));
    }
    return parts;
  }

  /** {@return the dimensions that take more than one value over the cells, in order} */
  private static List<String> varying(List<CellResult> results) {
    Map<String, Set<String>> values = new LinkedHashMap<>();
    for (CellResult result : results) {
      result.cell().dimensions().forEach((k, v) -> values.computeIfAbsent(k, n -> new LinkedHashSet<>()).add(v));
    }
    return values.entrySet().stream().filter(e -> e.getValue().size() > 1).map(Map.Entry::getKey).toList();
  }

  private static String value(CellResult result, String dimension) {
    return dimension.equals("cell") ? Integer.toString(result.cell().index())
        : result.cell().dimensions().getOrDefault(dimension, "");
  }

  /** The x positions: numbers where every value is one, else their order of first appearance. */
  private static final class Axis {
    final String name;
    final List<String> labels = new ArrayList<>();
    final boolean numeric;

    Axis(List<CellResult> cells, String name) {
      this.name = name;
      for (CellResult cell : cells) {
        String v = value(cell, name);
        if (!labels.contains(v)) {
          labels.add(v);
        }
      }
      this.numeric = labels.stream().allMatch(v -> v.matches("-?[0-9]+(\\.[0-9]+)?"));
    }

    /** {@return the distance from the smallest x to the largest} */
    double span() {
      if (!numeric) {
        return Math.max(0, labels.size() - 1);
      }
      double[] xs = labels.stream().mapToDouble(Double::parseDouble).toArray();
      return java.util.Arrays.stream(xs).max().orElse(0) - java.util.Arrays.stream(xs).min().orElse(0);
    }

    /** {@return the smallest gap between two x values, or 1} */
    double step() {
      if (!numeric) {
        return 1;
      }
      double[] xs = labels.stream().mapToDouble(Double::parseDouble).sorted().toArray();
      double gap = Double.MAX_VALUE;
      for (int i = 1; i < xs.length; i++) {
        gap = Math.min(gap, xs[i] - xs[i - 1]);
      }
      return gap == Double.MAX_VALUE || gap <= 0 ? 1 : gap;
    }

    double position(CellResult cell) {
      String v = value(cell, name);
      return numeric ? Double.parseDouble(v) : labels.indexOf(v);
    }

    /** Each of {@code lines} lines a little aside, so that the intervals of one x do not overlap. */
    double dodge(int line, int lines) {
      // The lines spread over at most 0.3 of the gap between two x values, about 8 pixels apart.
      double gap = lines < 2 ? 0 : Math.min(0.3 * step() / (lines - 1), 0.012 * (span() + step()));
      return gap * (line - (lines - 1) / 2.0);
    }

    void install(XYPlot plot) {
      if (numeric) {
        NumberAxis axis = new NumberAxis(name);
        axis.setAutoRangeIncludesZero(false);
        axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        plot.setDomainAxis(axis);
      } else {
        plot.setDomainAxis(new SymbolAxis(name, labels.toArray(String[]::new)));
      }
    }
  }

  private static String seriesName(CellResult cell, Optional<String> series) {
    return series.map(s -> s + " " + value(cell, s)).orElse("all");
  }

  /** {@return a chart of points with 95% intervals, a line per series, against {@code axis}} */
  private static JFreeChart intervals(String title, Axis axis, String yLabel, Map<String, YIntervalSeries> lines,
      boolean zeroLine) {
    JFreeChart chart = intervals(title, new NumberAxis(axis.name), yLabel, lines, zeroLine);
    axis.install(chart.getXYPlot());
    return chart;
  }

  /** {@return a chart of points with 95% intervals, a line per series, against {@code domain}} */
  static JFreeChart intervals(String title, org.jfree.chart.axis.ValueAxis domain, String yLabel,
      Map<String, YIntervalSeries> lines, boolean zeroLine) {
    YIntervalSeriesCollection data = new YIntervalSeriesCollection();
    lines.values().forEach(data::addSeries);
    JFreeChart chart = ChartFactory.createXYLineChart(title, domain.getLabel(), yLabel, data, PlotOrientation.VERTICAL,
        true, false, false);
    XYPlot plot = chart.getXYPlot();
    plot.setDomainAxis(domain);
    XYErrorRenderer renderer = new XYErrorRenderer();
    renderer.setDrawXError(false);
    renderer.setDefaultLinesVisible(true);
    renderer.setCapLength(6);
    Charts.style(renderer, lines.size());
    plot.setRenderer(renderer);
    if (zeroLine) {
      plot.addRangeMarker(new ValueMarker(0, Color.GRAY, new BasicStroke(1f)));
    }
    return Charts.styled(chart);
  }

  private static JFreeChart advantage(List<CellResult> cells, String x, Optional<String> series, String where) {
    Axis axis = new Axis(cells, x);
    Map<String, YIntervalSeries> lines = new LinkedHashMap<>();
    List<String> names = cells.stream().map(cell -> seriesName(cell, series)).distinct().toList();
    for (CellResult cell : cells) {
      Rate rate = cell.aggregate().firstSideAdvantage();
      String name = seriesName(cell, series);
      lines.computeIfAbsent(name, YIntervalSeries::new).add(axis.position(cell) + axis.dodge(names.indexOf(name),
          names.size()), 100 * rate.rate(), 100 * rate.low(), 100 * rate.high());
    }
    return intervals("First-side advantage" + where, axis, "advantage (percentage points)", lines, true);
  }

  /** Wins by side or by position, read from an aggregate. */
  private interface Wins {
    long of(Aggregate aggregate, int side);
  }

  /**
   * {@return the win rate of each side (or position), less a side's mean, a line per series value
   * with its cells added up} The legend gives χ² of "every side alike" over the winners.
   */
  private static JFreeChart bySide(List<CellResult> cells, Optional<String> series, String where, String title,
      String what, Wins wins, Function<Aggregate, Long> games) {
    Map<String, Aggregate> pooled = new LinkedHashMap<>();
    for (CellResult cell : cells) {
      pooled.merge(seriesName(cell, series), cell.aggregate(), Report::pool);
    }
    int most = pooled.values().stream().mapToInt(Aggregate::sides).max().orElse(1);
    Map<String, YIntervalSeries> lines = new LinkedHashMap<>();
    int line = 0;
    for (Map.Entry<String, Aggregate> entry : pooled.entrySet()) {
      Aggregate a = entry.getValue();
      long n = games.apply(a);
      long total = 0;
      for (int side = 0; side < a.sides(); side++) {
        total += wins.of(a, side);
      }
      double mean = n == 0 ? 0 : (double) total / ((double) n * a.sides());
      double chi2 = 0;
      double expected = (double) total / a.sides();
      for (int side = 0; side < a.sides(); side++) {
        chi2 += expected == 0 ? 0 : Math.pow(wins.of(a, side) - expected, 2) / expected;
      }
      int df = a.sides() - 1;
      String verdict = df >= 1 && df <= CHI2_95.length
          ? (chi2 > CHI2_95[df - 1] ? ", they differ" : ", alike at 5%") : "";
      String name = String.format(Locale.ROOT, "%s (χ² %.1f, df %d%s)", entry.getKey(), chi2, df, verdict);
      YIntervalSeries points = new YIntervalSeries(name);
      for (int side = 0; side < a.sides(); side++) {
        Rate rate = Rate.of(wins.of(a, side), n);
        points.add(side + dodge(line, pooled.size()),
            100 * (rate.rate() - mean), 100 * (rate.low() - mean), 100 * (rate.high() - mean));
      }
      lines.put(name, points);
      line++;
    }
    NumberAxis domain = new NumberAxis(what);
    domain.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    domain.setRange(-0.5, most - 0.5);
    return intervals(title + where, domain, "win rate less a " + what.replace("position", "side")
        + "'s mean (points)", lines, true);
  }

  private static double dodge(int line, int lines) {
    return lines < 2 ? 0 : 0.25 * (line - (lines - 1) / 2.0) / (lines - 1);
  }

  /** {@return two cells' games together when they have the same sides, else the first} */
  private static Aggregate pool(Aggregate a, Aggregate b) {
    return a.sides() == b.sides() && a.tally().keySet().equals(b.tally().keySet()) ? a.plus(b) : a;
  }

  private static JFreeChart byBot(List<CellResult> cells, String x, String where) {
    Axis axis = new Axis(cells, x);
    List<BotKind> kinds = cells.stream().flatMap(c -> c.cell().lineup().distinct().stream()).distinct().toList();
    Map<String, YIntervalSeries> lines = new LinkedHashMap<>();
    for (BotKind kind : kinds) {
      lines.put(kind.label(), new YIntervalSeries(kind.label()));
    }
    for (CellResult cell : cells) {
      for (BotKind kind : cell.cell().lineup().distinct()) {
        Rate rate = cell.aggregate().winRate(kind);
        lines.get(kind.label()).add(axis.position(cell) + axis.dodge(kinds.indexOf(kind), kinds.size()),
            100 * rate.rate(), 100 * rate.low(), 100 * rate.high());
      }
    }
    return intervals("Who wins, by bot" + where, axis, "win rate (%)", lines, false);
  }

  private static JFreeChart rounds(List<CellResult> cells, String x, Optional<String> series, String where) {
    Axis axis = new Axis(cells, x);
    DefaultBoxAndWhiskerCategoryDataset data = new DefaultBoxAndWhiskerCategoryDataset();
    for (String label : axis.labels) {
      for (CellResult cell : cells) {
        if (!value(cell, x).equals(label)) {
          continue;
        }
        Map<Integer, Long> h = cell.aggregate().roundHistogram();
        BoxAndWhiskerItem item = new BoxAndWhiskerItem(cell.aggregate().meanRounds(),
            Aggregate.quantile(h, 0.5), Aggregate.quantile(h, 0.25), Aggregate.quantile(h, 0.75),
            Aggregate.quantile(h, 0.1), Aggregate.quantile(h, 0.9), null, null, List.of());
        data.add(item, seriesName(cell, series), label);
      }
    }
    JFreeChart chart = ChartFactory.createBoxAndWhiskerChart("Game length in rounds" + where, x, "rounds", data, true);
    CategoryPlot plot = chart.getCategoryPlot();
    BoxAndWhiskerRenderer renderer = (BoxAndWhiskerRenderer) plot.getRenderer();
    renderer.setMeanVisible(true);
    renderer.setMedianVisible(true);
    renderer.setMaxOutlierVisible(false);
    renderer.setMinOutlierVisible(false);
    renderer.setFillBox(true);
    renderer.setItemMargin(0.05);
    // Narrow boxes: the mean's dot is drawn a quarter of a box wide.
    renderer.setMaximumBarWidth(0.04);
    for (int i = 0; i < data.getRowCount(); i++) {
      renderer.setSeriesPaint(i, Charts.colour(i));
    }
    ((NumberAxis) plot.getRangeAxis()).setAutoRangeIncludesZero(true);
    return Charts.styled(chart);
  }

  private static JFreeChart actions(List<CellResult> cells, String x, Optional<String> series, String where) {
    Axis axis = new Axis(cells, x);
    Map<String, XYSeries> lines = new LinkedHashMap<>();
    for (CellResult cell : cells) {
      lines.computeIfAbsent(seriesName(cell, series), XYSeries::new)
          .add(axis.position(cell), cell.aggregate().meanPlayerActions());
    }
    XYSeriesCollection data = new XYSeriesCollection();
    lines.values().forEach(data::addSeries);
    JFreeChart chart = ChartFactory.createXYLineChart("Player actions per game" + where, x, "mean player actions",
        data, PlotOrientation.VERTICAL, true, false, false);
    XYPlot plot = chart.getXYPlot();
    axis.install(plot);
    XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
    Charts.style(renderer, lines.size());
    plot.setRenderer(renderer);
    return Charts.styled(chart);
  }

  /**
   * Appends a table of each cell's differences from the first cell of its line (its first x
   * value): the first side's win rate (Newcombe's interval) and the mean rounds (a normal interval
   * from the two histograms' variances). Nothing when every line has one cell.
   */
  private static void differences(StringBuilder out, List<CellResult> cells, String x, Optional<String> series) {
    Map<String, List<CellResult>> lines = new LinkedHashMap<>();
    for (CellResult cell : cells) {
      lines.computeIfAbsent(seriesName(cell, series), k -> new ArrayList<>()).add(cell);
    }
    if (lines.values().stream().allMatch(line -> line.size() < 2)) {
      return;
    }
    out.append("<table class=\"differences\">\n<caption>Differences from the first ").append(Charts.escape(x))
        .append(" of each line, with 95% intervals</caption>\n<tr><th>line</th><th>").append(Charts.escape(x))
        .append("</th><th>against</th><th>first side's win rate (points)</th><th>mean rounds</th></tr>\n");
    for (Map.Entry<String, List<CellResult>> line : lines.entrySet()) {
      CellResult base = line.getValue().get(0);
      for (CellResult cell : line.getValue().subList(1, line.getValue().size())) {
        Rate first = cell.aggregate().firstSideWinRate().minus(base.aggregate().firstSideWinRate());
        Rate rounds = meanDifference(cell.aggregate().roundHistogram(), base.aggregate().roundHistogram());
        out.append("<tr><td class=\"text\">").append(Charts.escape(line.getKey())).append("</td><td>")
            .append(Charts.escape(value(cell, x))).append("</td><td>").append(Charts.escape(value(base, x)))
            .append("</td><td>").append(String.format(Locale.ROOT, "%+.1f (%+.1f to %+.1f)%s", 100 * first.rate(),
                100 * first.low(), 100 * first.high(), clear(first)))
            .append("</td><td>").append(String.format(Locale.ROOT, "%+.2f (%+.2f to %+.2f)%s", rounds.rate(),
                rounds.low(), rounds.high(), clear(rounds)))
            .append("</td></tr>\n");
      }
    }
    out.append("</table>\n");
  }

  private static String clear(Rate difference) {
    return difference.low() > 0 || difference.high() < 0 ? " *" : "";
  }

  /** {@return the difference of two histograms' means with its 95% normal interval} */
  static Rate meanDifference(Map<Integer, Long> a, Map<Integer, Long> b) {
    double[] ma = moments(a);
    double[] mb = moments(b);
    double difference = ma[0] - mb[0];
    double half = 1.959963984540054 * Math.sqrt((ma[2] == 0 ? 0 : ma[1] / ma[2]) + (mb[2] == 0 ? 0 : mb[1] / mb[2]));
    return new Rate(difference, difference - half, difference + half);
  }

  /** {@return the mean, the sample variance and the count of a histogram} */
  private static double[] moments(Map<Integer, Long> histogram) {
    double n = 0;
    double sum = 0;
    for (Map.Entry<Integer, Long> e : histogram.entrySet()) {
      n += e.getValue();
      sum += (double) e.getKey() * e.getValue();
    }
    double mean = n == 0 ? 0 : sum / n;
    double squares = 0;
    for (Map.Entry<Integer, Long> e : histogram.entrySet()) {
      squares += Math.pow(e.getKey() - mean, 2) * e.getValue();
    }
    return new double[] {mean, n < 2 ? 0 : squares / (n - 1), n};
  }

  /**
   * {@return the charts of the report's first group as PNG images, by name, for a page that shows
   * some (docs/studies.md)}
   *
   * @param study the study
   * @param results each cell's result
   */
  public static Map<String, byte[]> charts(Study study, List<CellResult> results) {
    Part part = parts(study, results).get(0);
    List<CellResult> cells = part.groups().values().iterator().next();
    Map<String, byte[]> out = new LinkedHashMap<>();
    out.put("advantage", Charts.png(advantage(cells, part.x(), part.series(), "")));
    out.put("seats", Charts.png(bySide(cells, part.series(), "", "Who wins, by " + cells.get(0).side(),
        cells.get(0).side(), Aggregate::wins, Aggregate::finished)));
    out.put("positions", Charts.png(bySide(cells, part.series(), "", "Who wins, by position from the first "
        + cells.get(0).side(), "position", Aggregate::winsFromFirst, Aggregate::firstSideGames)));
    out.put("rounds", Charts.png(rounds(cells, part.x(), part.series(), "")));
    out.put("actions", Charts.png(actions(cells, part.x(), part.series(), "")));
    return out;
  }

  private static void table(StringBuilder out, CellTable table) {
    out.append("<table>\n<tr>");
    for (CellTable.Column column : table.columns()) {
      out.append("<th>").append(Charts.escape(column.name())).append("</th>");
    }
    out.append("</tr>\n");
    for (var row : table.rows()) {
      out.append("<tr>");
      for (CellTable.Column column : table.columns()) {
        Object value = row.get(column.name());
        String text = value == null ? "" : value instanceof Double d ? String.format(Locale.ROOT, "%.4f", d)
            : value.toString();
        out.append(column.type() == CellTable.Type.TEXT ? "<td class=\"text\">" : "<td>").append(Charts.escape(text))
            .append("</td>");
      }
      out.append("</tr>\n");
    }
    out.append("</table>\n");
  }

  /** {@return the dimensions the charts of each part use, for tests: x, then the series if any} */
  static ImmutableList<ImmutableList<String>> axes(Study study, List<CellResult> results) {
    ImmutableList.Builder<ImmutableList<String>> out = ImmutableList.builder();
    for (Part part : parts(study, results)) {
      ImmutableList.Builder<String> axes = ImmutableList.<String>builder().add(part.x());
      part.series().ifPresent(axes::add);
      out.add(axes.build());
    }
    return out.build();
  }
}
