package consumer;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import kemkit.bots.Bot;
import kemkit.bots.BotKind;
import kemkit.bots.Bots;
import kemkit.bots.Scheduler;
import kemkit.family.FamilyNarration;
import kemkit.family.FamilyRules;
import kemkit.game.Event;
import kemkit.game.Narration;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.host.TableHost;
import kemkit.kems.Kems;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulNarration;
import kemkit.record.Validator;
import kemkit.record.Verdict;

/**
 * A user's program, on kemkit-kems, kemkit-khamul and kemkit-bots alone: bots play a game of Kem's
 * and one of Khamul on a table host, every seat's events are told as that seat heard them, and the
 * game's record is validated one move line at a time. Any wrong verdict fails the build.
 */
public final class Consumer {

  private static final int MAX_MOVES = 4_000;

  private Consumer() {}

  public static void main(String[] args) throws Exception {
    FamilyRules kems = Kems.rules("kems-fr32");
    check(play(kems, seat -> FamilyNarration.of(kems, seat)));
    check(play(Khamul.rules(), KhamulNarration::of));
    System.out.println("consumer: ok");
  }

  /** Bots play every seat; each seat's events are printed as it heard them; returns the record. */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> String play(
      RuleSet<S, A, E, V> rules, IntFunction<Narration<E>> narrations) {
    TableHost<S, A, E, V> host = TableHost.dealing(rules, new SplittableRandom(1));
    int seats = rules.start().seating().seats();
    List<Bot<A, E, V>> bots = new ArrayList<>();
    for (int seat = 0; seat < seats; seat++) {
      int me = seat;
      Narration<E> narration = narrations.apply(seat);
      Bot<A, E, V> bot = Bots.create(BotKind.HEURISTIC, rules, seat, new SplittableRandom(seat));
      host.subscribe(seat, event -> {
        bot.observe(event);
        Narration.Sentence sentence = narration.tell(event);
        System.out.println(rules.game() + " seat " + me + ": " + sentence.text() + " (" + sentence.ruleId() + ")");
      });
      bots.add(bot);
    }
    host.open();
    Scheduler<S, A, E, V> scheduler = Scheduler.allBots(rules, bots, new SplittableRandom(2));
    for (int moves = 0; moves < MAX_MOVES && !host.state().isOver(); moves++) {
      scheduler.next(host.state()).ifPresent(move -> host.submit(move.action()));
    }
    return host.record();
  }

  /** Validates the record line by line: every prefix of a record the host wrote is a legal game. */
  private static void check(String record) {
    List<String> lines = record.lines().toList();
    int header = 0;
    // The header ends where the moves begin: a dealing host's first move is the deck order (C-4).
    while (header < lines.size() && !lines.get(header).startsWith("shuffle ")) {
      header++;
    }
    if (header == lines.size()) {
      throw new AssertionError("no move line in\n" + record);
    }
    StringBuilder prefix = new StringBuilder();
    for (int i = 0; i < lines.size(); i++) {
      prefix.append(lines.get(i)).append('\n');
      if (i >= header) {
        Verdict verdict = Validator.validate(prefix.toString());
        if (!(verdict instanceof Verdict.Ok)) {
          throw new AssertionError("line " + (i + 1) + " '" + lines.get(i) + "': " + verdict.describe());
        }
      }
    }
    System.out.println("validated " + (lines.size() - header) + " move lines one by one: "
        + Validator.validate(record).describe());
  }
}
