package consumer.modules;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import kemkit.bots.Bot;
import kemkit.bots.BotKind;
import kemkit.bots.Bots;
import kemkit.bots.Scheduler;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyView;
import kemkit.game.Games;
import kemkit.game.Setup;
import kemkit.host.TableHost;
import kemkit.json.FamilyCodec;
import kemkit.json.JsonCodec;
import kemkit.json.KhamulCodec;
import kemkit.kemps.Kemps;
import kemkit.kems.Kems;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulEvent;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import kemkit.seat.Seating;

/**
 * On the module path, every published artifact at work: the registry finds the three games
 * through the modules' {@code provides}; bots play a Kem's table of 6 on a host; every seat's
 * events and view go through the JSON codec and back; the record validates; the codec's schemas
 * are read from the jar by {@code $id}. Any failure throws, and fails the build.
 */
public final class Modules {

  private static final int MAX_MOVES = 4_000;

  private Modules() {}

  public static void main(String[] args) throws Exception {
    check(Modules.class.getModule().isNamed(), "this program runs as a named module");
    check(JsonCodec.class.getModule().getName().equals("kemkit.json"), "kemkit-json is the module kemkit.json");
    check(JsonNode.class.getModule().isNamed(), "Jackson comes as a module, through kemkit.json");
    check(Games.all().keySet().containsAll(List.of("kems", "kemps", "khamul")),
        "the registry finds every game through 'provides': " + Games.all().keySet());

    FamilyRules rules = Kems.rules(Setup.of("kems").withPreset("kems-classic").withSeating(Seating.teams(3, 2)));
    JsonCodec codec = new JsonCodec();
    FamilyCodec json = codec.family(rules);
    var host = TableHost.dealing(rules, new SplittableRandom(7));
    List<Bot<FamilyAction, FamilyEvent, FamilyView>> bots = new ArrayList<>();
    int[] heard = new int[1];
    for (int seat = 0; seat < rules.seating().seats(); seat++) {
      int me = seat;
      Bot<FamilyAction, FamilyEvent, FamilyView> bot = Bots.create(BotKind.HEURISTIC, rules, seat, new SplittableRandom(seat));
      host.subscribe(seat, event -> {
        bot.observe(event);
        try {
          check(json.event(codec.parse(codec.write(json.event(event, me))), "$").equals(event), "event round trip");
        } catch (kemkit.json.JsonFormatException e) {
          throw new AssertionError(e);
        }
        heard[0]++;
      });
      bots.add(bot);
    }
    host.open();
    var scheduler = Scheduler.allBots(rules, bots, new SplittableRandom(2));
    for (int moves = 0; moves < MAX_MOVES && !host.state().isOver(); moves++) {
      scheduler.next(host.state()).ifPresent(move -> host.submit(move.action()));
    }
    FamilyView view = host.view(0);
    check(json.view(codec.parse(codec.write(json.view(view))), "$").equals(view), "view round trip");

    Verdict verdict = Validator.validate(host.record());
    check(verdict instanceof Verdict.Ok, verdict.describe());
    check(codec.verdict(codec.parse(codec.write(codec.verdict(verdict))), "$").equals(verdict), "verdict round trip");

    KhamulCodec khamul = codec.khamul(Khamul.rules(Setup.of("khamul").withSeating(Seating.players(4))));
    check(khamul.event(khamul.event(new KhamulEvent.Marked(2), 1), "$").equals(new KhamulEvent.Marked(2)), "khamul");
    check(Kemps.rules().start().side() == kemkit.game.Side.TEAM, "Kemps scores teams");

    for (String id : codec.schemaIds()) {
      String schema = codec.schema(id).orElseThrow();
      check(codec.parse(schema).get("$id").textValue().equals(id), "the schema " + id + " is in the jar");
    }
    System.out.println("consumer-modules: " + ImmutableList.of(heard[0] + " events heard", verdict.describe())
        + " on the module path: ok");
  }

  private static void check(boolean holds, String what) {
    if (!holds) {
      throw new AssertionError(what);
    }
  }
}
