package kemkit.conformance;

import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.ImmutableSortedSet;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import kemkit.game.ChanceAction;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.undo.Ledger;
import kemkit.undo.Reach;
import kemkit.undo.TakeBack;

/**
 * What the rules let a seat take back, tallied over the kit's seeded games (rules.md C-10): for
 * each kind of action (its class's simple name), the answers a seat got when it asked, right after
 * the action, to take it back: {@code allowed}, or the barrier's word. A game's tests pin its
 * table: which of its moves a seat may take back at all, and which never.
 */
public final class TakeBacks {

  private TakeBacks() {}

  /**
   * {@return for each kind of player action, the answers to taking it back at once ({@link
   * Reach#LAST}), over {@code games} seeded games}
   *
   * @param rules the rule set
   * @param games how many games, from seed 1
   */
  public static <S extends GameState, A extends PlayerAction, E extends Event, V>
      ImmutableSortedMap<String, ImmutableSortedSet<String>> tally(RuleSet<S, A, E, V> rules, int games) {
    Map<String, SortedSet<String>> out = new TreeMap<>();
    for (int game = 1; game <= games; game++) {
      Script script = Generator.generate(rules, game, Settings.fromProperties().maxActions());
      Ledger<S> ledger = Ledger.start(rules);
      for (Trace.Step<S, E> step : Trace.of(rules, script.actions()).steps()) {
        if (!step.outcome().isAccepted()) {
          continue;
        }
        ledger = ledger.after(step.action(), step.outcome());
        if (step.action() instanceof PlayerAction move && !(step.action() instanceof ChanceAction)) {
          TakeBack answer = ledger.takeBack(move.seat(), Reach.LAST);
          out.computeIfAbsent(move.getClass().getSimpleName(), k -> new TreeSet<>())
              .add(answer instanceof TakeBack.Refused refused ? refused.barrier().word() : "allowed");
        }
      }
    }
    ImmutableSortedMap.Builder<String, ImmutableSortedSet<String>> tally = ImmutableSortedMap.naturalOrder();
    out.forEach((kind, answers) -> tally.put(kind, ImmutableSortedSet.copyOf(answers)));
    return tally.build();
  }
}
