package kemkit.examples.simulate;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

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
        out.append(String.format(Locale.ROOT, "  %s %d: won %5.1f%% of finished games, mean final score %.2f%n",
            s.side(), i, 100 * s.winRates().get(i), s.meanScores().get(i)));
      }
      s.firstProblem().ifPresent(p -> out.append("  first failure: ").append(p).append('\n'));
      return out.toString();
    }
  },
  /** A header line and one line of values, comma-separated. */
  CSV {
    @Override
    public String render(Summary s) {
      StringBuilder header = new StringBuilder(
          "setup,seed,games,seconds,games_per_second,finished,capped,failed,mean_rounds,mean_player_actions");
      StringBuilder values = new StringBuilder()
          .append(csv(s.describeSetup())).append(',').append(s.seed()).append(',').append(s.games()).append(',')
          .append(number(s.elapsed().toNanos() / 1e9)).append(',').append(number(s.gamesPerSecond())).append(',')
          .append(s.finished()).append(',').append(s.capped()).append(',').append(s.failed()).append(',')
          .append(number(s.meanRounds())).append(',').append(number(s.meanPlayerActions()));
      for (int i = 0; i < s.winRates().size(); i++) {
        header.append(',').append("win_rate_").append(s.side()).append('_').append(i);
        values.append(',').append(number(s.winRates().get(i)));
      }
      for (int i = 0; i < s.meanScores().size(); i++) {
        header.append(',').append("mean_score_").append(s.side()).append('_').append(i);
        values.append(',').append(number(s.meanScores().get(i)));
      }
      return header + "\n" + values + "\n";
    }
  },
  /** One JSON object. */
  JSON {
    @Override
    public String render(Summary s) {
      return "{"
          + "\"game\":" + json(s.setup().game())
          + ",\"setup\":" + json(s.describeSetup())
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
          + ",\"meanScores\":" + array(s.meanScores(), Format::number)
          + ",\"firstFailure\":" + s.firstProblem().map(Format::json).orElse("null")
          + "}\n";
    }
  };

  /** {@return the summary in this format, ending with a newline} */
  public abstract String render(Summary summary);

  private static String number(double value) {
    return String.format(Locale.ROOT, "%.6f", value).replaceFirst("0+$", "").replaceFirst("\\.$", "");
  }

  private static String csv(String text) {
    return "\"" + text.replace("\"", "\"\"") + "\"";
  }

  private static String json(String text) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
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
