package kemkit.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import java.util.Map;
import java.util.Optional;
import kemkit.game.ChanceAction;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.game.Setup;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import kemkit.record.Verdict;

/**
 * What every game shares on the wire: setups, chance actions (C-4), rejections (§R) and verdicts.
 * Static and package-private: {@link JsonCodec} and the game codecs are the public faces.
 */
final class Wire {

  private Wire() {}

  static final Union<ChanceAction> CHANCE = new Union<>("action", ImmutableList.of(
      Union.of(Shuffle.class, "shuffle", (a, o) -> o.cards("cards", a.cards()),
          f -> new Shuffle(f.cards("cards"))),
      Union.of(Starter.class, "starter", (a, o) -> o.put("seat", a.seat()),
          f -> new Starter(f.integer("seat")))));

  static final Union<Verdict> VERDICTS = new Union<>("verdict", ImmutableList.of(
      Union.of(Verdict.Ok.class, "ok",
          (v, o) -> o.put("round", v.round()).put("over", v.over()).integers("scores", v.scores()),
          f -> new Verdict.Ok(f.integers("scores"), f.integer("round"), f.bool("over"))),
      Union.of(Verdict.Illegal.class, "illegal",
          (v, o) -> o.put("line", v.line()).put("action", v.action()).object("rejection", v.rejection(), Wire::rejection),
          f -> new Verdict.Illegal(f.integer("line"), f.string("action"), f.get("rejection", Wire::rejection))),
      Union.of(Verdict.Mismatch.class, "mismatch",
          (v, o) -> o.put("line", v.line()).put("expected", v.expected()).put("actual", v.actual()),
          f -> new Verdict.Mismatch(f.integer("line"), f.string("expected"), f.string("actual"))),
      Union.of(Verdict.Malformed.class, "malformed",
          (v, o) -> o.put("line", v.line()).put("column", v.column()).put("problem", v.problem()),
          f -> new Verdict.Malformed(f.integer("line"), f.integer("column"), f.string("problem")))));

  static ObjectNode setup(Setup setup) {
    ObjectNode o = Nodes.object().put("game", setup.game());
    Nodes.string(o, "preset", setup.preset());
    ObjectNode options = o.putObject("options");
    setup.options().forEach(options::put);
    ObjectNode seating = o.putObject("seating");
    setup.seating().forEach(seating::put);
    return o;
  }

  static Setup setup(JsonNode node, String path) throws JsonFormatException {
    Fields f = Fields.of(node, path);
    Setup setup = Setup.of(f.string("game"));
    Optional<String> preset = f.ifPresent("preset", Fields.nullable(Fields::string)).flatMap(p -> p);
    if (preset.isPresent()) {
      setup = setup.withPreset(preset.get());
    }
    for (Map.Entry<String, JsonNode> option : entries(f, "options")) {
      setup = setup.withOption(option.getKey(), Fields.string(option.getValue(), path + ".options." + option.getKey()));
    }
    for (Map.Entry<String, JsonNode> seat : entries(f, "seating")) {
      setup = setup.withSeating(seat.getKey(), Fields.integer(seat.getValue(), path + ".seating." + seat.getKey()));
    }
    f.end();
    return setup;
  }

  private static Iterable<Map.Entry<String, JsonNode>> entries(Fields f, String name) throws JsonFormatException {
    if (!f.has(name)) {
      return ImmutableList.of();
    }
    JsonNode object = f.required(name);
    Fields.of(object, f.path() + "." + name); // refuses anything but an object
    return object.properties();
  }

  static ObjectNode rejection(Rejection rejection) {
    TreeOut out = new TreeOut(Nodes.object());
    rejection(rejection, out);
    return out.node();
  }

  static void rejection(Rejection rejection, ObjectOut out) {
    out.put("code", rejection.code().name()).put("rule", rejection.rule()).put("message", rejection.message());
    // The second person only when it differs: a rejection read back from a log has one sentence.
    if (!rejection.toActor().equals(rejection.message())) {
      out.put("toActor", rejection.toActor());
    }
  }

  /** {@return {@code sentences} as {@code [{"sentence", "ruleId"}]}, as events carry theirs} */
  static com.fasterxml.jackson.databind.node.ArrayNode sentences(java.util.List<kemkit.game.Narration.Sentence> sentences) {
    com.fasterxml.jackson.databind.node.ArrayNode out = Nodes.F.arrayNode();
    sentences.forEach(s -> out.addObject().put("sentence", s.text()).put("ruleId", s.ruleId()));
    return out;
  }

  static Rejection rejection(JsonNode node, String path) throws JsonFormatException {
    Fields f = Fields.of(node, path);
    RejectionCode code = f.enumeration("code", RejectionCode.class);
    String rule = f.string("rule");
    String message = f.string("message");
    String toActor = f.has("toActor") ? f.string("toActor") : message;
    f.end();
    try {
      return new Rejection(code, rule, message, toActor);
    } catch (IllegalArgumentException e) {
      throw new JsonFormatException(path + ".rule", e.getMessage());
    }
  }
}
