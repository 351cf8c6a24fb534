package kemkit.json;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import kemkit.game.Action;
import kemkit.game.Narration;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulEvent;
import kemkit.khamul.KhamulNarration;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulView;

/**
 * The JSON form of a Khamul game: actions (rules.md §H), events as a seat heard them (H-15) and a
 * seat's view, its memory of the slots included.
 *
 * <pre>{@code
 * KhamulCodec khamul = codec.khamul(Khamul.rules());
 * ObjectNode heard = khamul.event(new KhamulEvent.Marked(2), 0);
 * KhamulEvent event = khamul.event(heard, "$");
 * }</pre>
 */
public final class KhamulCodec implements GameCodec<KhamulAction, KhamulEvent, KhamulView> {

  private final KhamulRules rules;
  /** Each seat's narration, made once: a move's events are told to every seat. */
  private final KhamulNarration[] narrations;

  KhamulCodec(KhamulRules rules) {
    this.rules = requireNonNull(rules, "rules");
    this.narrations = new KhamulNarration[rules.start().seating().seats()];
    for (int seat = 0; seat < narrations.length; seat++) {
      narrations[seat] = KhamulNarration.of(seat);
    }
  }

  @Override
  public KhamulRules rules() {
    return rules;
  }

  @Override
  public ObjectNode action(KhamulAction action) {
    return KhamulWire.ACTIONS.write(action);
  }

  @Override
  public Action action(JsonNode node, String path) throws JsonFormatException {
    String type = Fields.of(node, path).string("type");
    return Wire.CHANCE.names().contains(type) ? Wire.CHANCE.read(node, path) : KhamulWire.ACTIONS.read(node, path);
  }

  @Override
  public ObjectNode event(KhamulEvent event, int seat) {
    TreeOut out = new TreeOut(Nodes.object());
    event(event, seat, out);
    return out.node();
  }

  /** Writes {@link #event(KhamulEvent, int)}'s fields on {@code out}. */
  void event(KhamulEvent event, int seat, ObjectOut out) {
    if (seat < 0 || seat >= narrations.length) {
      throw new IllegalArgumentException("there is no seat " + seat);
    }
    Narration.Sentence sentence = narrations[seat].tell(event);
    KhamulWire.EVENTS.write(event, out);
    out.put("sentence", sentence.text()).put("ruleId", sentence.ruleId());
  }

  @Override
  public KhamulEvent event(JsonNode node, String path) throws JsonFormatException {
    Fields f = Fields.of(node, path);
    f.string("sentence");
    f.string("ruleId");
    return KhamulWire.EVENTS.read(f);
  }

  @Override
  public ObjectNode view(KhamulView view) {
    return KhamulWire.view(view);
  }

  @Override
  public KhamulView view(JsonNode node, String path) throws JsonFormatException {
    return KhamulWire.view(node, path);
  }

  @Override
  public ArrayNode hints(KhamulView view) {
    return Wire.sentences(kemkit.khamul.KhamulHints.of(rules, view.seat()).hints(view));
  }

  @Override
  public ArrayNode legend() {
    return Wire.sentences(kemkit.khamul.KhamulHints.of(rules, 0).legend());
  }
}
