package kemkit.examples.simulate;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import kemkit.examples.simulate.Summary.KindResult;

/** How {@code kemkit simulate} prints its {@link Summary}: for a person, a spreadsheet or a program. */
public enum Format {
  /** Aligned lines for a person. */
  TEXT {
    @Override
    public String render(Summary s) {
      StringBuilder out = new StringBuilder();
      out.append(String.format(Locale.ROOT, "%s, seed %d: %d games in %.2f s (%.0f games/s)%n",
          s.describeSetup(), s.seed(), s.games(), s.elapsed().toNanos() / 1e9, s.gamesPerSecond()));
      out.append(String.format(Locale.ROOT, "  finished %d, capped %d, failed %d%n", s.finished(), s.capped(), s.failed()));
      out.append(String.format(Locale.ROOT, "  per game: %.2f rounds, %.1f player actions%n", s.meanRounds(), s.meanPlayerActions()));
      for (int i = 0; i < s.winRates().size(); i++) {
        out.append(String.format(Locale.ROOT, "  %s %d: won %5.1f%% of finished games%s, mean final score %.2f%n",
            s.side(), i, 100 * s.winRates().get(i), interval(s, s.winRates().get(i)), s.meanScores().get(i)));
      }
      if (s.kinds().size() > 1) {
        for (KindResult kind : s.kinds()) {
          out.append(String.format(Locale.ROOT, "  %s bots: won %5.1f%% of finished games%s, mean final score %.2f%n",
              kind.kind().label(), 100 * kind.winRate(), interval(s, kind.winRate()), kind.meanScore()));
        }
      }
      if (!s.perRound().isEmpty()) {
        out.append(wrapped("  per round: ", s.perRound()));
      }
      DecisionTimes times = s.searchTimes();
      if (times.decisions() > 0) {
        out.append(String.format(Locale.ROOT,
            "  search bots: %d decisions, CPU per decision mean %.2f ms, p99 %.1f ms, max %.1f ms, over 20 ms: %d%n",
            times.decisions(), times.meanMillis(), times.percentileMillis(0.99), times.maxMillis(), times.over(20)));
      }
      s.firstProblem().ifPresent(p -> out.append("  first failure: ").append(p).append('\n'));
      return out.toString();
    }

    /** The 95% interval of a win rate, which says whether a difference is more than chance. */
    private String interval(Summary s, double winRate) {
      Wilson wilson = s.interval(winRate);
      return String.format(Locale.ROOT, " (95%% CI %.1f%%-%.1f%%)", 100 * wilson.low(), 100 * wilson.high());
    }

    /** {@code name value} pairs, comma-separated, wrapped before 100 columns. */
    private String wrapped(String head, Map<String, Double> values) {
      StringBuilder out = new StringBuilder(head);
      int lineStart = 0;
      String sep = "";
      for (Map.Entry<String, Double> entry : values.entrySet()) {
        String item = String.format(Locale.ROOT, "%s %.2f", entry.getKey(), entry.getValue());
        if (out.length() - lineStart + sep.length() + item.length() > 100) {
          out.append(",\n");
          lineStart = out.length();
          out.append(" ".repeat(head.length()));
          sep = "";
        }
        out.append(sep).append(item);
        sep = ", ";
      }
      return out.append('\n').toString();
    }
  },
  /**
   * A header line and one line of values, comma-separated; the keys in camelCase as the protocol
   * has them, each win rate followed by its 95% interval ({@code winRateTeam0Low}, {@code
   * winRateTeam0High}).
   */
  CSV {
    @Override
    public String render(Summary s) {
      StringBuilder header = new StringBuilder(
          "setup,seed,games,seconds,gamesPerSecond,finished,capped,failed,meanRounds,meanPlayerActions");
      StringBuilder values = new StringBuilder()
          .append(csv(s.describeSetup())).append(',').append(s.seed()).append(',').append(s.games()).append(',')
          .append(number(s.elapsed().toNanos() / 1e9)).append(',').append(number(s.gamesPerSecond())).append(',')
          .append(s.finished()).append(',').append(s.capped()).append(',').append(s.failed()).append(',')
          .append(number(s.meanRounds())).append(',').append(number(s.meanPlayerActions()));
      String side = capitalized(s.side());
      for (int i = 0; i < s.winRates().size(); i++) {
        String key = "winRate" + side + i;
        Wilson interval = s.interval(s.winRates().get(i));
        header.append(',').append(key).append(',').append(key).append("Low,").append(key).append("High");
        values.append(',').append(number(s.winRates().get(i))).append(',').append(number(interval.low()))
            .append(',').append(number(interval.high()));
      }
      for (int i = 0; i < s.meanScores().size(); i++) {
        header.append(",meanScore").append(side).append(i);
        values.append(',').append(number(s.meanScores().get(i)));
      }
      for (KindResult kind : s.kinds()) {
        String key = "winRate" + capitalized(kind.kind().label());
        Wilson interval = s.interval(kind.winRate());
        header.append(',').append(key).append(',').append(key).append("Low,").append(key).append("High")
            .append(",meanScore").append(capitalized(kind.kind().label()));
        values.append(',').append(number(kind.winRate())).append(',').append(number(interval.low())).append(',')
            .append(number(interval.high())).append(',').append(number(kind.meanScore()));
      }
      s.perRound().forEach((name, value) -> {
        header.append(",perRound").append(capitalized(camelCase(name)));
        values.append(',').append(number(value));
      });
      return header + "\n" + values + "\n";
    }
  },
  /**
   * One JSON object, keys in camelCase; {@code winRateIntervals} holds the 95% interval of each
   * side's win rate, and each kind its {@code winRateLow} and {@code winRateHigh}.
   */
  JSON {
    @Override
    public String render(Summary s) {
      StringBuilder perRound = new StringBuilder("{");
      s.perRound().forEach((name, value) ->
          perRound.append(perRound.length() > 1 ? "," : "").append(json(camelCase(name))).append(':').append(number(value)));
      perRound.append('}');
      return "{"
          + "\"game\":" + json(s.setup().game())
          + ",\"setup\":" + json(s.describeSetup())
          + ",\"bots\":" + json(s.lineup().label())
          + ",\"seed\":" + s.seed()
          + ",\"games\":" + s.games()
          + ",\"seconds\":" + number(s.elapsed().toNanos() / 1e9)
          + ",\"gamesPerSecond\":" + number(s.gamesPerSecond())
          + ",\"finished\":" + s.finished()
          + ",\"capped\":" + s.capped()
          + ",\"failed\":" + s.failed()
          + ",\"meanRounds\":" + number(s.meanRounds())
          + ",\"meanPlayerActions\":" + number(s.meanPlayerActions())
          + ",\"side\":" + json(s.side())
          + ",\"winRates\":" + array(s.winRates(), Format::number)
          + ",\"winRateIntervals\":" + array(s.winRates(), rate -> {
              Wilson interval = s.interval(rate);
              return "[" + number(interval.low()) + "," + number(interval.high()) + "]";
            })
          + ",\"meanScores\":" + array(s.meanScores(), Format::number)
          + ",\"kinds\":" + array(s.kinds(), k -> "{\"kind\":" + json(k.kind().label())
              + ",\"winRate\":" + number(k.winRate()) + ",\"winRateLow\":" + number(s.interval(k.winRate()).low())
              + ",\"winRateHigh\":" + number(s.interval(k.winRate()).high())
              + ",\"meanScore\":" + number(k.meanScore()) + "}")
          + ",\"perRound\":" + perRound
          + ",\"firstFailure\":" + s.firstProblem().map(Format::json).orElse("null")
          + "}\n";
    }
  };

  /**
   * {@return the summary in this format, ending with a newline}
   *
   * @param summary the run's summary
   */
  public abstract String render(Summary summary);

  /**
   * {@return a number as the CSV and JSON outputs write it: up to six decimals, no trailing zeros}
   *
   * @param value a number
   */
  public static String number(double value) {
    return String.format(Locale.ROOT, "%.6f", value).replaceFirst("0+$", "").replaceFirst("\\.$", "");
  }

  /**
   * {@return a name of the rules' words in camelCase: {@code double-kems wrong} is {@code
   * doubleKemsWrong}, {@code round score seat 0} is {@code roundScoreSeat0}}
   *
   * @param words words separated by spaces, hyphens or other signs
   */
  public static String camelCase(String words) {
    StringBuilder out = new StringBuilder();
    boolean upper = false;
    for (int i = 0; i < words.length(); i++) {
      char c = words.charAt(i);
      if (Character.isLetterOrDigit(c)) {
        out.append(upper && out.length() > 0 ? Character.toUpperCase(c) : c);
        upper = false;
      } else {
        upper = true;
      }
    }
    return out.toString();
  }

  private static String capitalized(String word) {
    return word.isEmpty() ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1);
  }

  /**
   * {@return a CSV field in double quotes, quotes doubled}
   *
   * @param text any text
   */
  public static String csv(String text) {
    return "\"" + text.replace("\"", "\"\"") + "\"";
  }

  /**
   * {@return a JSON string, quotes, backslashes and control characters escaped}
   *
   * @param text any text
   */
  public static String json(String text) {
    StringBuilder out = new StringBuilder("\"");
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        default -> {
          if (c < 0x20) {
            out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }

  private static <T> String array(List<T> items, Function<T, String> write) {
    StringBuilder out = new StringBuilder("[");
    for (int i = 0; i < items.size(); i++) {
      out.append(i > 0 ? "," : "").append(write.apply(items.get(i)));
    }
    return out.append(']').toString();
  }
}
