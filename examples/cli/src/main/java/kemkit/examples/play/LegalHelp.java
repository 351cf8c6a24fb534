package kemkit.examples.play;

import com.google.common.base.Splitter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kemkit.game.Notation;
import kemkit.game.PlayerAction;

/**
 * The help of {@code kemkit play}: the verbs of the game, as its {@link Notation} reads them, and
 * what the seat may do now, folded by verb so that sixteen exchanges fit on one line: {@code
 * exchange 2C|6C|TC|AC 5D|6D|7D|8D} (one of the words at each place).
 */
final class LegalHelp {

  private LegalHelp() {}

  /** {@return the help text for a seat whose legal actions are {@code legal}, ending with a newline} */
  static <A extends PlayerAction> String of(Notation<A> notation, List<A> legal, boolean stepByStep) {
    StringBuilder out = new StringBuilder();
    out.append("commands are the record verbs without the seat; legal for you now: ")
        .append(legal.isEmpty() ? "none" : String.join(", ", verbs(notation, legal))).append('\n');
    if (legal.isEmpty()) {
      out.append("nothing is legal for you right now: wait for the others\n");
    } else {
      out.append("legal now (one of the words at each place):\n");
      for (String line : folded(notation, legal)) {
        out.append("  ").append(line).append('\n');
      }
    }
    out.append("also: help [VERB], view (print the table here), legend (the rules in short), scores (the score"
        + " sheet), quit");
    out.append(stepByStep ? ", and an empty line lets the bots make one move\n" : "\n");
    return out.toString();
  }

  /** {@return the verbs of {@code legal}, each once, in order} */
  static <A extends PlayerAction> List<String> verbs(Notation<A> notation, List<A> legal) {
    Set<String> out = new LinkedHashSet<>();
    legal.forEach(action -> out.add(notation.write(action).split(" ", 2)[0]));
    return new ArrayList<>(out);
  }

  /** {@return one line per verb and number of words: the words each place may hold} */
  static <A extends PlayerAction> List<String> folded(Notation<A> notation, List<A> legal) {
    Map<String, List<Set<String>>> byShape = new LinkedHashMap<>();
    for (A action : legal) {
      // A written action is words separated by single spaces (record-format.md): no empty word to drop.
      String[] words = Splitter.on(' ').splitToList(notation.write(action)).toArray(new String[0]);
      List<Set<String>> places = byShape.computeIfAbsent(words[0] + "/" + words.length, shape -> {
        List<Set<String>> fresh = new ArrayList<>();
        for (int i = 0; i < words.length; i++) {
          fresh.add(new LinkedHashSet<>());
        }
        return fresh;
      });
      for (int i = 0; i < words.length; i++) {
        places.get(i).add(words[i]);
      }
    }
    List<String> lines = new ArrayList<>();
    for (List<Set<String>> places : byShape.values()) {
      List<String> parts = new ArrayList<>();
      for (Set<String> words : places) {
        parts.add(String.join("|", words));
      }
      lines.add(String.join(" ", parts));
    }
    return lines;
  }
}
