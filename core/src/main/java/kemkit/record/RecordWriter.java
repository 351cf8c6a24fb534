package kemkit.record;

import java.util.List;
import java.util.Locale;
import kemkit.game.Action;
import kemkit.game.Notation;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.Shuffle;
import kemkit.game.Starter;

/**
 * Writes games as records ({@code record 1}). What it writes, read back by {@link RecordReader}
 * and replayed, gives an equal state.
 *
 * <pre>{@code
 * String text = RecordWriter.write(rules, actions);
 * }</pre>
 */
public final class RecordWriter {

  private RecordWriter() {}

  /**
   * {@return the record of a game of {@code rules} made of {@code actions}, applied in order}
   *
   * @param rules the rule set the game was played with
   * @param actions the actions, chance ones included, in the order applied
   */
  public static String write(RuleSet<?, ?, ?, ?> rules, List<? extends Action> actions) {
    StringBuilder out = new StringBuilder(header(rules.setup()));
    for (Action action : actions) {
      out.append(line(rules, action)).append('\n');
    }
    return out.toString();
  }

  /**
   * {@return the header of {@code setup}: one statement per line, each ending in a newline}
   *
   * @param setup the game, preset, options and seating
   */
  public static String header(Setup setup) {
    StringBuilder out = new StringBuilder("record 1\n");
    out.append("game ").append(setup.game().toLowerCase(Locale.ROOT)).append('\n');
    setup.preset().ifPresent(p -> out.append("preset ").append(p.toLowerCase(Locale.ROOT)).append('\n'));
    setup.options().forEach((name, value) ->
        out.append("option ").append(name.toLowerCase(Locale.ROOT)).append('=').append(value.toLowerCase(Locale.ROOT)).append('\n'));
    setup.seating().forEach((name, value) -> out.append(name).append(' ').append(value).append('\n'));
    return out.toString();
  }

  /**
   * {@return {@code action} as a record line of a game of {@code rules}, without newline}
   *
   * @param rules the rule set the game is played with
   * @param action the action to write
   */
  public static String line(RuleSet<?, ?, ?, ?> rules, Action action) {
    if (action instanceof Shuffle shuffle) {
      return "shuffle" + RecordText.join(shuffle.cards());
    }
    if (action instanceof Starter starter) {
      return "starter " + starter.seat();
    }
    PlayerAction play = (PlayerAction) action;
    return play.seat() + " " + write(rules.notation(), play);
  }

  @SuppressWarnings("unchecked")
  private static <A extends PlayerAction> String write(Notation<A> notation, PlayerAction action) {
    return notation.write((A) action);
  }
}
