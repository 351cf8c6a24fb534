package kemkit.examples.cli;

import com.google.common.base.Ascii;
import java.util.Collection;
import java.util.Optional;

/**
 * "Did you mean": the known word closest to a mistyped one, for commands, options and game names.
 * Close means at most one edit in a short word and a third of its letters in a longer one, where
 * an edit is a letter added, removed, changed, or two neighbours swapped ({@code --gmaes} is one
 * edit from {@code --games}); a word much further off suggests nothing rather than a guess.
 */
final class Suggestion {

  private Suggestion() {}

  /** {@return the word of {@code known} closest to {@code typed}, if one is close enough} */
  static Optional<String> closest(String typed, Collection<String> known) {
    String word = Ascii.toLowerCase(typed);
    int limit = Math.max(1, word.replaceFirst("^-+", "").length() / 3);
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String candidate : known.stream().sorted().toList()) {
      int distance = distance(word, Ascii.toLowerCase(candidate));
      if (distance > 0 && distance <= limit && distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    return Optional.ofNullable(best);
  }

  /** {@return "; did you mean 'WORD'?" for the closest known word, or nothing} */
  static String didYouMean(String typed, Collection<String> known) {
    return closest(typed, known).map(word -> "; did you mean '" + word + "'?").orElse("");
  }

  /** The optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
  static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
