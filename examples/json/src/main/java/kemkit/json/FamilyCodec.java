package kemkit.json;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyNarration;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyView;
import kemkit.game.Action;

/**
 * The JSON form of a Kem's or Kemps game (one rule set: Kem's and Kemps name their calls
 * differently, K-16): actions (K-8 to K-19), events as a seat heard them (K-25) and a seat's view.
 *
 * <pre>{@code
 * FamilyCodec kemps = codec.family(Kemps.rules());
 * String json = codec.write(kemps.view(rules.view(state, 0)));
 * FamilyView view = kemps.view(codec.parse(json), "$");
 * }</pre>
 */
public final class FamilyCodec implements GameCodec<FamilyAction, FamilyEvent, FamilyView> {

  private final FamilyRules rules;
  /** Each seat's narration, made once: a move's events are told to every seat. */
  private final FamilyNarration[] narrations;

  FamilyCodec(FamilyRules rules) {
    this.rules = requireNonNull(rules, "rules");
    this.narrations = new FamilyNarration[rules.seating().seats()];
    for (int seat = 0; seat < narrations.length; seat++) {
      narrations[seat] = FamilyNarration.of(rules, seat);
    }
  }

  @Override
  public FamilyRules rules() {
    return rules;
  }

  @Override
  public ObjectNode action(FamilyAction action) {
    return FamilyWire.ACTIONS.write(action);
  }

  @Override
  public Action action(JsonNode node, String path) throws JsonFormatException {
    String type = Fields.of(node, path).string("type");
    return Wire.CHANCE.names().contains(type) ? Wire.CHANCE.read(node, path) : FamilyWire.ACTIONS.read(node, path);
  }

  @Override
  public ObjectNode event(FamilyEvent event, int seat) {
    TreeOut out = new TreeOut(Nodes.object());
    event(event, seat, out);
    return out.node();
  }

  /** Writes {@link #event(FamilyEvent, int)}'s fields on {@code out}. */
  void event(FamilyEvent event, int seat, ObjectOut out) {
    if (seat < 0 || seat >= narrations.length) {
      throw new IllegalArgumentException("there is no seat " + seat);
    }
    // Told into the writer's own builder: a server tells every event to every seat.
    StringBuilder sentence = out.text();
    String rule = narrations[seat].tell(event, sentence);
    FamilyWire.EVENTS.write(event, out);
    // "ruleId", not "rule": an event may have a component called rule (TripleShown, K-6).
    out.put("sentence", sentence).put("ruleId", rule);
  }

  @Override
  public FamilyEvent event(JsonNode node, String path) throws JsonFormatException {
    Fields f = Fields.of(node, path);
    f.string("sentence");
    f.string("ruleId");
    return FamilyWire.EVENTS.read(f);
  }

  @Override
  public ObjectNode view(FamilyView view) {
    return FamilyWire.view(view);
  }

  @Override
  public FamilyView view(JsonNode node, String path) throws JsonFormatException {
    return FamilyWire.view(node, path);
  }

  @Override
  public ArrayNode hints(FamilyView view) {
    return Wire.sentences(kemkit.family.FamilyHints.of(rules, view.seat()).hints(view));
  }
}
