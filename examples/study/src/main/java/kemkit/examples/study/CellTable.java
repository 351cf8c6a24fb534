package kemkit.examples.study;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kemkit.bots.BotKind;
import kemkit.examples.simulate.Aggregate;
import kemkit.examples.simulate.Aggregate.Rate;
import kemkit.examples.simulate.DecisionTimes;
import kemkit.examples.simulate.Format;

/**
 * A study's results as one table, a row per cell, keys in camelCase as the protocol has them:
 * the cell's dimensions, games finished, capped and failed, game length (mean and quantiles of
 * rounds and player actions), the first side's win rate and advantage with 95% intervals, final
 * score quantiles, each side's and each kind of bot's win rate with its interval and mean score,
 * the win rate of the side at each position from the first side ({@code winRatePosition0} is the
 * first side's, {@code winRatePosition1} the next one's…), each tally count per round (calls right
 * and wrong, marks, announcements…), and the search bots' decision times where there were any. A
 * dimension whose values are whole numbers is a number column. Written as CSV or JSON by the thread runner, and as CSV and
 * Parquet by the Spark job, from the same rows.
 *
 * @param columns every column, in order: those of all cells, the first cell's order first
 * @param rows one row per cell, by column name; a cell without a column (another game's tally)
 *     has no value there
 */
public record CellTable(ImmutableList<Column> columns, ImmutableList<ImmutableMap<String, Object>> rows) {

  /** A whole number that fits a long: at most 18 digits. */
  private static final java.util.regex.Pattern WHOLE = java.util.regex.Pattern.compile("-?[0-9]{1,18}");

  /** What a column holds, so that Parquet gets a type. */
  public enum Type {
    /** Text. */
    TEXT,
    /** A whole number. */
    LONG,
    /** A number. */
    DOUBLE
  }

  /**
   * A column of the table.
   *
   * @param name its key, in camelCase
   * @param type what it holds
   */
  public record Column(String name, Type type) {}

  /**
   * Copies the components.
   *
   * @param columns every column, in order
   * @param rows one row per cell
   */
  public CellTable {
    columns = ImmutableList.copyOf(columns);
    rows = ImmutableList.copyOf(rows);
  }

  /**
   * {@return the table of {@code results}}
   *
   * @param results each cell's result, in cell order
   */
  public static CellTable of(List<CellResult> results) {
    Map<String, Type> columns = new LinkedHashMap<>();
    List<ImmutableMap<String, Object>> rows = new ArrayList<>();
    boolean searched = results.stream().anyMatch(r -> r.aggregate().searchTimes().decisions() > 0);
    for (CellResult result : results) {
      Row row = new Row(columns);
      Aggregate a = result.aggregate();
      row.put("cell", result.cell().index());
      row.put("label", result.cell().label());
      // A dimension whose value is a whole number is a number (a Parquet long), as in the file.
      result.cell().dimensions().forEach((name, value) -> row.put(name, WHOLE.matcher(value).matches()
          ? (Object) Long.valueOf(value) : value));
      row.put("games", a.games());
      row.put("finished", a.finished());
      row.put("capped", a.capped());
      row.put("failed", a.failed());
      row.put("meanRounds", a.meanRounds());
      row.put("roundsP10", (long) Aggregate.quantile(a.roundHistogram(), 0.1));
      row.put("roundsP50", (long) Aggregate.quantile(a.roundHistogram(), 0.5));
      row.put("roundsP90", (long) Aggregate.quantile(a.roundHistogram(), 0.9));
      row.put("meanPlayerActions", a.meanPlayerActions());
      row.put("playerActionsP50", (long) Aggregate.quantile(a.actionHistogram(), 0.5));
      row.put("playerActionsP90", (long) Aggregate.quantile(a.actionHistogram(), 0.9));
      row.rate("firstSideWinRate", a.firstSideWinRate());
      row.rate("firstSideAdvantage", a.firstSideAdvantage());
      row.put("scoreP10", (long) Aggregate.quantile(a.scoreHistogram(), 0.1));
      row.put("scoreP50", (long) Aggregate.quantile(a.scoreHistogram(), 0.5));
      row.put("scoreP90", (long) Aggregate.quantile(a.scoreHistogram(), 0.9));
      String side = result.side().equals("seat") ? "Seat" : "Team";
      for (int i = 0; i < a.sides(); i++) {
        row.rate("winRate" + side + i, a.winRate(i));
        row.put("meanScore" + side + i, a.meanScore(i));
      }
      for (int i = 0; i < a.sides(); i++) {
        row.rate("winRatePosition" + i, a.winRateFromFirst(i));
      }
      for (BotKind kind : result.cell().lineup().distinct()) {
        String name = Format.camelCase(kind.label());
        String key = Character.toUpperCase(name.charAt(0)) + name.substring(1);
        row.rate("winRate" + key, a.winRate(kind));
        row.put("meanScore" + key, a.meanScore(kind));
      }
      a.perRound().forEach((name, value) -> {
        String key = Format.camelCase(name);
        row.put("perRound" + Character.toUpperCase(key.charAt(0)) + key.substring(1), value);
      });
      if (searched) {
        DecisionTimes times = a.searchTimes();
        row.put("searchDecisions", times.decisions());
        row.put("searchMeanMillis", times.meanMillis());
        row.put("searchP99Millis", times.percentileMillis(0.99));
      }
      a.firstProblem().ifPresent(problem -> row.put("firstFailure", problem));
      rows.add(ImmutableMap.copyOf(row.values));
    }
    ImmutableList.Builder<Column> list = ImmutableList.builder();
    columns.forEach((name, type) -> list.add(new Column(name, type)));
    return new CellTable(list.build(), ImmutableList.copyOf(rows));
  }

  /** {@return a header line and a line per cell, comma-separated; text quoted, absent values empty} */
  public String csv() {
    StringBuilder out = new StringBuilder();
    out.append(String.join(",", columns.stream().map(Column::name).toList())).append('\n');
    for (ImmutableMap<String, Object> row : rows) {
      for (int i = 0; i < columns.size(); i++) {
        Column column = columns.get(i);
        out.append(i == 0 ? "" : ",");
        Object value = row.get(column.name());
        if (value != null) {
          out.append(column.type() == Type.TEXT ? Format.csv(value.toString()) : number(value));
        }
      }
      out.append('\n');
    }
    return out.toString();
  }

  /** {@return a JSON array with one object per cell, keys in column order} */
  public String json() {
    StringBuilder out = new StringBuilder("[");
    for (int r = 0; r < rows.size(); r++) {
      out.append(r == 0 ? "\n  {" : ",\n  {");
      String sep = "";
      for (Column column : columns) {
        Object value = rows.get(r).get(column.name());
        if (value == null) {
          continue;
        }
        out.append(sep).append(Format.json(column.name())).append(':')
            .append(column.type() == Type.TEXT ? Format.json(value.toString()) : number(value));
        sep = ",";
      }
      out.append('}');
    }
    return out.append("\n]\n").toString();
  }

  private static String number(Object value) {
    return value instanceof Long ? value.toString() : Format.number((Double) value);
  }

  /** A row being filled, which declares its columns as it goes. */
  private static final class Row {
    private final Map<String, Type> columns;
    private final Map<String, Object> values = new LinkedHashMap<>();

    Row(Map<String, Type> columns) {
      this.columns = columns;
    }

    void put(String name, Object value) {
      Object stored = value instanceof Integer i ? Long.valueOf(i) : value;
      Type type = stored instanceof Long ? Type.LONG : stored instanceof Double ? Type.DOUBLE : Type.TEXT;
      if (stored instanceof String) {
        stored = value.toString();
      }
      Type before = columns.putIfAbsent(name, type);
      if (before != null && before != type) {
        // One column, two types (an option that is a number in one cell, a word in another): text.
        columns.put(name, Type.TEXT);
      }
      values.put(name, stored);
    }

    void rate(String name, Rate rate) {
      put(name, rate.rate());
      put(name + "Low", rate.low());
      put(name + "High", rate.high());
    }
  }
}
