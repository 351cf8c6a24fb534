package kemkit.examples.tournament;

import java.awt.Color;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import kemkit.bots.BotKind;
import kemkit.examples.simulate.Aggregate.Rate;
import kemkit.examples.study.Charts;
import kemkit.examples.tournament.Ratings.Rating;
import kemkit.examples.tournament.Standings.EntrantLine;
import kemkit.examples.tournament.Standings.Pair;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * A tournament's report: one self-contained HTML page (JFreeChart's PNGs as data URIs, nothing
 * fetched when opened) with the ratings chart, the cross table with its intervals, how many games
 * duplicate deals saved, who wins by seat and by position from the first side, and the entrants.
 */
public final class TournamentReport {

  private TournamentReport() {}

  /**
   * {@return the report of {@code standings} as one HTML page}
   *
   * @param standings the tournament's standings
   * @param runner how the games were run ({@code 2 threads}, {@code Spark local[2], 8 partitions})
   * @param elapsed how long the games took, wall clock
   */
  public static String html(Standings standings, String runner, Duration elapsed) {
    Tournament t = standings.tournament();
    TournamentAggregate a = standings.aggregate();
    StringBuilder out = new StringBuilder();
    out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
        .append(Charts.escape(t.name())).append("</title>\n<style>\n").append(Charts.STYLE)
        .append("td.cross{text-align:center}\n</style>\n</head>\n<body>\n");
    out.append("<h1>").append(Charts.escape(t.name())).append("</h1>\n<p>").append(Charts.escape(summary(standings)))
        .append(String.format(Locale.ROOT, " Played in %.1f s on %s.", elapsed.toNanos() / 1e9, Charts.escape(runner)))
        .append("</p>\n");
    if (t.entrants().stream().anyMatch(e -> e.kind() == BotKind.SEARCH && !e.search().time().isZero())) {
      out.append("<p><b>These numbers depend on the machine:</b> a search entrant stops after <code>millis</code> of"
          + " wall clock, so a faster or busier machine plays other games.</p>\n");
    }
    a.firstProblem().ifPresent(p -> out.append("<p><b>A rules bug stopped a game:</b> ").append(Charts.escape(p))
        .append("</p>\n"));

    out.append("<h2>Ratings</h2>\n");
    Charts.figure(out, ratings(standings), "Bradley–Terry ratings fitted on every comparison of every finished game"
        + " (Elo scale, 0 the mean entrant), with 95% intervals from a jackknife over groups of deals."
        + (a.sides() > 2 ? " Each game's placing counts as a comparison of every pair of seats." : ""));
    ratingsTable(out, standings);
    if (!standings.teams().isEmpty()) {
      out.append("<h3>Partnerships</h3>\n<table>\n<tr><th>team</th><th>rating</th><th>95% interval</th></tr>\n");
      for (Standings.TeamLine team : standings.teams()) {
        out.append("<tr><td class=\"text\">").append(Charts.escape(String.join(" + ",
            team.partners().stream().map(i -> t.entrants().get(i).name()).toList())))
            .append("</td><td>").append(elo(team.rating().rating())).append("</td><td>")
            .append(interval(team.rating())).append("</td></tr>\n");
      }
      out.append("</table>\n");
    }

    out.append("<h2>Cross table</h2>\n<p>The row's share of the points against the column (ahead 1, level ½), with its"
        + " 95% interval clustered by deal; comparisons in brackets.</p>\n");
    cross(out, standings);

    out.append("<h2>Duplicate deals</h2>\n<p>").append(t.duplicate()
        ? "Every table of a deal got the same shuffles (each chance action drawn from the deal, the round and its place"
            + " in the round alone). "
        : "This tournament dealt every table afresh (<code>\"duplicate\": false</code>). ")
        .append("Games each pair would need to meet in for a ±2-point 95% interval on its score, at this tournament's"
            + " variance and with a fresh deal at every game (the variance of single games).</p>\n");
    savings(out, standings);

    out.append("<h2>Who wins, by seat</h2>\n");
    Charts.figure(out, sides(a, t.rules().start().side().name().toLowerCase(Locale.ROOT)),
        "Each side of the table's win rate over finished games, whoever sat there, and by position from the first"
            + " side (Khamul: the starter, H-6; Kem's family: the first dealer's team), with 95% Wilson intervals.");

    out.append("<h2>Entrants</h2>\n<table>\n<tr><th>entrant</th><th>bot</th><th>search</th></tr>\n");
    for (Entrant e : t.entrants()) {
      out.append("<tr><td class=\"text\">").append(Charts.escape(e.name())).append("</td><td class=\"text\">")
          .append(e.kind().label()).append("</td><td class=\"text\">")
          .append(e.kind() == BotKind.SEARCH ? e.search().iterations() + " iterations"
              + (e.search().time().isZero() ? "" : ", " + e.search().time().toMillis() + " ms") + ", "
              + e.search().rollout().label() + " rollouts" : "")
          .append("</td></tr>\n");
    }
    out.append("</table>\n</body>\n</html>\n");
    return out.toString();
  }

  /**
   * {@return one sentence: the setup, the seating, the deals, tables and games}
   *
   * @param standings the tournament's standings
   */
  public static String summary(Standings standings) {
    Tournament t = standings.tournament();
    TournamentAggregate a = standings.aggregate();
    return String.format(Locale.ROOT, "%s, %s seating%s%s, seed %d: %,d deals × %d tables = %,d games (%,d finished,"
        + " %,d capped, %,d failed), %.1f rounds a game.", describe(t), t.mode().label(),
        t.mode() == Mode.FOCUS ? " on " + t.entrants().get(t.focus().orElseThrow()).name() : "",
        t.duplicate() ? ", duplicate deals" : ", fresh deals", t.seed(), a.deals(), t.tablesPerDeal(), a.games(),
        a.finished(), a.capped(), a.failed(), a.meanRounds());
  }

  private static String describe(Tournament t) {
    StringBuilder out = new StringBuilder(t.setup().game());
    t.setup().preset().ifPresent(p -> out.append(" (").append(p).append(')'));
    t.setup().options().forEach((k, v) -> out.append(", ").append(k).append(' ').append(v));
    t.setup().seating().forEach((k, v) -> out.append(", ").append(k).append(' ').append(v));
    return out.toString();
  }

  private static JFreeChart ratings(Standings standings) {
    List<EntrantLine> lines = standings.entrants();
    YIntervalSeries points = new YIntervalSeries("rating");
    for (EntrantLine line : lines) {
      Rating r = line.rating();
      double low = Double.isFinite(r.low()) ? r.low() : r.rating();
      double high = Double.isFinite(r.high()) ? r.high() : r.rating();
      points.add(line.index(), r.rating(), low, high);
    }
    YIntervalSeriesCollection data = new YIntervalSeriesCollection();
    data.addSeries(points);
    JFreeChart chart = ChartFactory.createXYLineChart("Ratings", "entrant", "rating (Elo scale)", data,
        PlotOrientation.VERTICAL, false, false, false);
    XYPlot plot = chart.getXYPlot();
    plot.setDomainAxis(new SymbolAxis("entrant", lines.stream().map(l -> l.entrant().name()).toArray(String[]::new)));
    XYErrorRenderer renderer = new XYErrorRenderer();
    renderer.setDrawXError(false);
    renderer.setDefaultLinesVisible(standings.tournament().mode() == Mode.LADDER);
    renderer.setCapLength(8);
    Charts.style(renderer, 1);
    plot.setRenderer(renderer);
    plot.addRangeMarker(new ValueMarker(0, Color.GRAY, new java.awt.BasicStroke(1f)));
    return Charts.styled(chart);
  }

  private static void ratingsTable(StringBuilder out, Standings standings) {
    out.append("<table>\n<tr><th>entrant</th><th>rating</th><th>95% interval</th><th>sides played</th><th>won</th>"
        + "<th>mean score</th></tr>\n");
    for (EntrantLine line : standings.entrants().stream()
        .sorted((x, y) -> Double.compare(y.rating().rating(), x.rating().rating())).toList()) {
      out.append("<tr><td class=\"text\">").append(Charts.escape(line.entrant().name())).append("</td><td>")
          .append(elo(line.rating().rating())).append("</td><td>").append(interval(line.rating())).append("</td><td>")
          .append(String.format(Locale.ROOT, "%,d", line.played())).append("</td><td>")
          .append(String.format(Locale.ROOT, "%.1f%%", line.played() == 0 ? 0 : 100.0 * line.won() / line.played()))
          .append("</td><td>").append(String.format(Locale.ROOT, "%.2f", line.meanScore())).append("</td></tr>\n");
    }
    out.append("</table>\n");
  }

  private static String elo(double value) {
    return String.format(Locale.ROOT, "%+.0f", value);
  }

  private static String interval(Rating r) {
    return Double.isFinite(r.low()) ? String.format(Locale.ROOT, "%+.0f to %+.0f", r.low(), r.high()) : "—";
  }

  private static void cross(StringBuilder out, Standings standings) {
    List<Entrant> entrants = standings.tournament().entrants();
    out.append("<table>\n<tr><th></th>");
    for (Entrant e : entrants) {
      out.append("<th>").append(Charts.escape(e.name())).append("</th>");
    }
    out.append("</tr>\n");
    for (int i = 0; i < entrants.size(); i++) {
      out.append("<tr><th>").append(Charts.escape(entrants.get(i).name())).append("</th>");
      for (int j = 0; j < entrants.size(); j++) {
        var pair = standings.pair(i, j);
        if (pair.isEmpty()) {
          out.append("<td class=\"cross\">—</td>");
          continue;
        }
        Rate s = pair.get().score();
        // Green above a half, red below, paler the nearer.
        int shade = (int) Math.round(Math.min(1, Math.abs(s.rate() - 0.5) * 2) * 120);
        String colour = s.rate() >= 0.5 ? String.format(Locale.ROOT, "rgb(%d,255,%d)", 255 - shade, 255 - shade)
            : String.format(Locale.ROOT, "rgb(255,%d,%d)", 255 - shade, 255 - shade);
        out.append("<td class=\"cross\" style=\"background:").append(colour).append("\">")
            .append(String.format(Locale.ROOT, "%.1f%%<br><small>%.1f–%.1f (%,d)</small>", 100 * s.rate(),
                100 * s.low(), 100 * s.high(), pair.get().comparisons()))
            .append("</td>");
      }
      out.append("</tr>\n");
    }
    out.append("</table>\n");
  }

  private static void savings(StringBuilder out, Standings standings) {
    List<Entrant> entrants = standings.tournament().entrants();
    out.append("<table>\n<tr><th>pair</th><th>games met</th><th>interval now (±points)</th>"
        + "<th>games for ±2 points</th><th>with fresh deals</th><th>times fewer</th></tr>\n");
    for (Pair pair : standings.pairs()) {
      if (pair.row() > pair.column()) {
        continue;
      }
      double now = 100 * (pair.score().high() - pair.score().low()) / 2;
      out.append("<tr><td class=\"text\">").append(Charts.escape(entrants.get(pair.row()).name() + " – "
          + entrants.get(pair.column()).name())).append("</td><td>")
          .append(String.format(Locale.ROOT, "%,d", pair.met())).append("</td><td>")
          .append(String.format(Locale.ROOT, "%.1f", now)).append("</td><td>")
          .append(String.format(Locale.ROOT, "%,.0f", Math.ceil(pair.gamesNeeded()))).append("</td><td>")
          .append(String.format(Locale.ROOT, "%,.0f", Math.ceil(pair.gamesNeededFresh()))).append("</td><td>")
          .append(String.format(Locale.ROOT, "%.2f×", pair.saving())).append("</td></tr>\n");
    }
    double[] all = standings.gamesNeededInAll();
    out.append("<tr><th class=\"text\">all pairs</th><td></td><td></td><td>")
        .append(String.format(Locale.ROOT, "%,.0f", all[0])).append("</td><td>")
        .append(String.format(Locale.ROOT, "%,.0f", all[1])).append("</td><td>")
        .append(String.format(Locale.ROOT, "%.2f×", all[0] == 0 ? 1 : all[1] / all[0])).append("</td></tr>\n");
    out.append("</table>\n");
  }

  private static JFreeChart sides(TournamentAggregate a, String side) {
    Map<String, YIntervalSeries> lines = new LinkedHashMap<>();
    YIntervalSeries bySide = new YIntervalSeries("by " + side);
    YIntervalSeries byPosition = new YIntervalSeries("by position from the first " + side);
    for (int s = 0; s < a.sides(); s++) {
      Rate r = Rate.of(a.sideWins(s), a.finished());
      bySide.add(s - 0.06, 100 * r.rate(), 100 * r.low(), 100 * r.high());
      Rate p = Rate.of(a.positionWins(s), a.firstKnown());
      byPosition.add(s + 0.06, 100 * p.rate(), 100 * p.low(), 100 * p.high());
    }
    lines.put("side", bySide);
    lines.put("position", byPosition);
    YIntervalSeriesCollection data = new YIntervalSeriesCollection();
    lines.values().forEach(data::addSeries);
    JFreeChart chart = ChartFactory.createXYLineChart("Who wins, by " + side, side + " (or position)", "win rate (%)",
        data, PlotOrientation.VERTICAL, true, false, false);
    XYPlot plot = chart.getXYPlot();
    NumberAxis domain = new NumberAxis(side + " (or position)");
    domain.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    domain.setRange(-0.5, a.sides() - 0.5);
    plot.setDomainAxis(domain);
    XYErrorRenderer renderer = new XYErrorRenderer();
    renderer.setDrawXError(false);
    renderer.setDefaultLinesVisible(true);
    renderer.setCapLength(6);
    Charts.style(renderer, 2);
    plot.setRenderer(renderer);
    return Charts.styled(chart);
  }

  /**
   * {@return the report's charts as PNG images, by name ({@code ratings}, {@code sides}), for a
   * page that shows them}
   *
   * @param standings the tournament's standings
   */
  public static Map<String, byte[]> charts(Standings standings) {
    Map<String, byte[]> out = new LinkedHashMap<>();
    out.put("ratings", Charts.png(ratings(standings)));
    out.put("sides", Charts.png(sides(standings.aggregate(),
        standings.tournament().rules().start().side().name().toLowerCase(Locale.ROOT))));
    return out;
  }
}
