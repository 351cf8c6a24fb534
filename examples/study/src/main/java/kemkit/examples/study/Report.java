package kemkit.examples.study;

import com.google.common.collect.ImmutableList;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.imageio.ImageIO;
import kemkit.examples.simulate.Aggregate;
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
 * <p>The charts put the study's {@code report.x} dimension (by default the first that varies) on
 * the horizontal axis and draw a line per value of {@code report.series} (by default the next);
 * other dimensions that vary make one group of charts per combination. Each group has: the first
 * side's advantage (its win rate less a side's mean win rate) with 95% Wilson intervals; game
 * length in rounds as boxes (10th, 25th, 50th, 75th and 90th percentiles, the mean as a dot); and
 * player actions per game.
 */
public final class Report {

  private static final int WIDTH = 760;
  private static final int HEIGHT = 420;
  private static final Color[] PALETTE = {
      new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c), new Color(0x9467bd), new Color(0xff7f0e),
      new Color(0x17becf), new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f), new Color(0xbcbd22)};

  static {
    // Charts are drawn off screen: a server or a Spark driver has no display.
    if (System.getProperty("java.awt.headless") == null) {
      System.setProperty("java.awt.headless", "true");
    }
  }

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
    List<String> varying = varying(results);
    String x = study.x().orElse(varying.isEmpty() ? "cell" : varying.get(0));
    Optional<String> series = study.series().or(() -> varying.stream().filter(d -> !d.equals(x)).findFirst());
    List<String> facets = varying.stream().filter(d -> !d.equals(x) && !series.equals(Optional.of(d))).toList();

    Map<String, List<CellResult>> groups = new LinkedHashMap<>();
    for (CellResult result : results) {
      StringBuilder key = new StringBuilder();
      for (String facet : facets) {
        key.append(key.length() == 0 ? "" : ", ").append(facet).append(' ').append(result.cell().dimensions().get(facet));
      }
      groups.computeIfAbsent(key.toString(), k -> new ArrayList<>()).add(result);
    }

    StringBuilder out = new StringBuilder();
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
        .append(escape(study.name())).append("</title>\n<style>\n")
        .append("body{font-family:sans-serif;margin:2em;color:#222;max-width:1600px}")
        .append("figure{display:inline-block;margin:0 1em 1em 0}figcaption{font-size:.85em;color:#555;max-width:")
        .append(WIDTH).append("px}")
        .append("img{border:1px solid #ddd}table{border-collapse:collapse;font-size:.8em}")
        .append("td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}th{background:#f4f4f4}")
        .append("td.text{text-align:left;white-space:nowrap}.cells{overflow-x:auto}\n</style>\n</head>\n<body>\n");
    out.append("<h1>").append(escape(study.name())).append("</h1>\n<p>")
        .append(String.format(Locale.ROOT, "%d cells × %,d games (seed %d), %,d games in %.1f s on %s. "
            + "Game <i>i</i> of cell <i>c</i> is seeded from the study's seed, <i>c</i> and <i>i</i> alone: "
            + "the same file gives the same numbers on any threads or cluster.",
            study.cells().size(), study.gamesPerCell(), study.seed(), study.games(), elapsed.toNanos() / 1e9,
            escape(runner)))
        .append("</p>\n");
    for (Map.Entry<String, List<CellResult>> group : groups.entrySet()) {
      if (!group.getKey().isEmpty()) {
        out.append("<h2>").append(escape(group.getKey())).append("</h2>\n");
      }
      String where = group.getKey().isEmpty() ? "" : " (" + group.getKey() + ")";
      figure(out, advantage(group.getValue(), x, series, where),
          "First side's win rate less a side's mean win rate, with 95% Wilson intervals: above 0, going first "
              + "helps (Khamul: the seat that starts the first round, H-6; Kem's family: the first dealer's team).");
      figure(out, rounds(group.getValue(), x, series, where),
          "Game length in rounds: boxes from the 25th to the 75th percentile, whiskers to the 10th and 90th, "
              + "the median as a line and the mean as a dot.");
      figure(out, actions(group.getValue(), x, series, where), "Mean player actions per game.");
    }
    out.append("<h2>Cells</h2>\n<div class=\"cells\">\n");
    table(out, CellTable.of(results));
    out.append("</div>\n");
    out.append("</body>\n</html>\n");
    return out.toString();
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

  private static JFreeChart advantage(List<CellResult> cells, String x, Optional<String> series, String where) {
    Axis axis = new Axis(cells, x);
    Map<String, YIntervalSeries> lines = new LinkedHashMap<>();
    List<String> names = cells.stream().map(cell -> seriesName(cell, series)).distinct().toList();
    // Each line a little aside from the others, so that the intervals of one x do not overlap:
    // the lines spread over at most 0.3 of the gap between two x values, about 8 pixels apart.
    double step = axis.numeric ? axis.step() : 1;
    double gap = names.size() < 2 ? 0 : Math.min(0.3 * step / (names.size() - 1), 0.012 * (axis.span() + step));
    for (CellResult cell : cells) {
      Aggregate.Rate rate = cell.aggregate().firstSideAdvantage();
      String name = seriesName(cell, series);
      double dodge = gap * (names.indexOf(name) - (names.size() - 1) / 2.0);
      lines.computeIfAbsent(name, YIntervalSeries::new)
          .add(axis.position(cell) + dodge, 100 * rate.rate(), 100 * rate.low(), 100 * rate.high());
    }
    YIntervalSeriesCollection data = new YIntervalSeriesCollection();
    lines.values().forEach(data::addSeries);
    JFreeChart chart = ChartFactory.createXYLineChart("First-side advantage" + where, x,
        "advantage (percentage points)", data, PlotOrientation.VERTICAL, true, false, false);
    XYPlot plot = chart.getXYPlot();
    axis.install(plot);
    XYErrorRenderer renderer = new XYErrorRenderer();
    renderer.setDrawXError(false);
    renderer.setDefaultLinesVisible(true);
    renderer.setCapLength(6);
    style(renderer, lines.size());
    plot.setRenderer(renderer);
    plot.addRangeMarker(new ValueMarker(0, Color.GRAY, new BasicStroke(1f)));
    return styled(chart);
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
      renderer.setSeriesPaint(i, PALETTE[i % PALETTE.length]);
    }
    ((NumberAxis) plot.getRangeAxis()).setAutoRangeIncludesZero(true);
    return styled(chart);
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
    style(renderer, lines.size());
    plot.setRenderer(renderer);
    return styled(chart);
  }

  private static void style(XYLineAndShapeRenderer renderer, int series) {
    for (int i = 0; i < series; i++) {
      renderer.setSeriesPaint(i, PALETTE[i % PALETTE.length]);
      renderer.setSeriesStroke(i, new BasicStroke(2f));
    }
  }

  private static JFreeChart styled(JFreeChart chart) {
    chart.setBackgroundPaint(Color.WHITE);
    chart.getTitle().setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
    chart.getPlot().setBackgroundPaint(new Color(0xfafafa));
    if (chart.getPlot() instanceof XYPlot xy) {
      xy.setDomainGridlinePaint(new Color(0xdddddd));
      xy.setRangeGridlinePaint(new Color(0xdddddd));
    } else if (chart.getPlot() instanceof CategoryPlot category) {
      category.setRangeGridlinePaint(new Color(0xdddddd));
    }
    return chart;
  }

  private static void figure(StringBuilder out, JFreeChart chart, String caption) {
    out.append("<figure><img class=\"chart\" width=\"").append(WIDTH).append("\" height=\"").append(HEIGHT)
        .append("\" alt=\"").append(escape(chart.getTitle().getText())).append("\" src=\"data:image/png;base64,")
        .append(Base64.getEncoder().encodeToString(png(chart))).append("\"><figcaption>").append(escape(caption))
        .append("</figcaption></figure>\n");
  }

  /**
   * {@return {@code chart} as a PNG image of the report's size}
   *
   * @param chart a chart
   */
  public static byte[] png(JFreeChart chart) {
    BufferedImage image = chart.createBufferedImage(WIDTH, HEIGHT);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try {
      ImageIO.write(image, "png", bytes);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot encode a chart as PNG in memory", e);
    }
    return bytes.toByteArray();
  }

  /**
   * {@return the report's charts for {@code results} as PNG images, by title, for a page that
   * shows one (docs/studies.md)}
   *
   * @param study the study
   * @param results each cell's result
   */
  public static Map<String, byte[]> charts(Study study, List<CellResult> results) {
    List<String> varying = varying(results);
    String x = study.x().orElse(varying.isEmpty() ? "cell" : varying.get(0));
    Optional<String> series = study.series().or(() -> varying.stream().filter(d -> !d.equals(x)).findFirst());
    Map<String, byte[]> out = new LinkedHashMap<>();
    out.put("advantage", png(advantage(results, x, series, "")));
    out.put("rounds", png(rounds(results, x, series, "")));
    out.put("actions", png(actions(results, x, series, "")));
    return out;
  }

  private static void table(StringBuilder out, CellTable table) {
    out.append("<table>\n<tr>");
    for (CellTable.Column column : table.columns()) {
      out.append("<th>").append(escape(column.name())).append("</th>");
    }
    out.append("</tr>\n");
    for (var row : table.rows()) {
      out.append("<tr>");
      for (CellTable.Column column : table.columns()) {
        Object value = row.get(column.name());
        String text = value == null ? "" : value instanceof Double d ? String.format(Locale.ROOT, "%.4f", d)
            : value.toString();
        out.append(column.type() == CellTable.Type.TEXT ? "<td class=\"text\">" : "<td>").append(escape(text))
            .append("</td>");
      }
      out.append("</tr>\n");
    }
    out.append("</table>\n");
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }

  /** {@return the dimensions the charts use, for tests: x, then the series if any} */
  static ImmutableList<String> axes(Study study, List<CellResult> results) {
    List<String> varying = varying(results);
    String x = study.x().orElse(varying.isEmpty() ? "cell" : varying.get(0));
    Optional<String> series = study.series().or(() -> varying.stream().filter(d -> !d.equals(x)).findFirst());
    ImmutableList.Builder<String> out = ImmutableList.<String>builder().add(x);
    series.ifPresent(out::add);
    return out.build();
  }
}
