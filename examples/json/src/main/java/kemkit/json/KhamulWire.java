package kemkit.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import java.util.OptionalInt;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulEvent;
import kemkit.khamul.KhamulView;
import kemkit.khamul.PendingDraw;
import kemkit.khamul.Phase;
import kemkit.khamul.Power;

/**
 * Khamul on the wire: its actions (H-5 to H-12), its events as a seat heard them (H-15) and its
 * per-seat view. Every field is written by hand from the record's public components.
 */
final class KhamulWire {

  private KhamulWire() {}

  /** Khamul player actions, one case per record of {@link KhamulAction}. */
  static final Union<KhamulAction> ACTIONS = new Union<>("action", ImmutableList.of(
      Union.of(KhamulAction.Peek.class, "peek",
          (a, o) -> o.put("seat", a.seat()).put("first", a.first()).put("second", a.second()),
          f -> new KhamulAction.Peek(f.integer("seat"), f.integer("first"), f.integer("second"))),
      Union.of(KhamulAction.Draw.class, "draw", (a, o) -> o.put("seat", a.seat()),
          f -> new KhamulAction.Draw(f.integer("seat"))),
      Union.of(KhamulAction.Take.class, "take", (a, o) -> o.put("seat", a.seat()),
          f -> new KhamulAction.Take(f.integer("seat"))),
      Union.of(KhamulAction.Discard.class, "discard", (a, o) -> o.put("seat", a.seat()),
          f -> new KhamulAction.Discard(f.integer("seat"))),
      Union.of(KhamulAction.Swap.class, "swap", (a, o) -> o.put("seat", a.seat()).put("slot", a.slot()),
          f -> new KhamulAction.Swap(f.integer("seat"), f.integer("slot"))),
      Union.of(KhamulAction.Look.class, "look", (a, o) -> o.put("seat", a.seat()).put("slot", a.slot()),
          f -> new KhamulAction.Look(f.integer("seat"), f.integer("slot"))),
      Union.of(KhamulAction.Force.class, "force", (a, o) -> o.put("seat", a.seat()).put("target", a.target()),
          f -> new KhamulAction.Force(f.integer("seat"), f.integer("target"))),
      Union.of(KhamulAction.KingSwap.class, "kswap",
          (a, o) -> o.put("seat", a.seat()).put("slot", a.slot()).put("target", a.target()).put("targetSlot", a.targetSlot()),
          f -> new KhamulAction.KingSwap(f.integer("seat"), f.integer("slot"), f.integer("target"), f.integer("targetSlot"))),
      Union.of(KhamulAction.Skip.class, "skip", (a, o) -> o.put("seat", a.seat()),
          f -> new KhamulAction.Skip(f.integer("seat"))),
      Union.of(KhamulAction.Snap.class, "snap", (a, o) -> o.put("seat", a.seat()).put("slot", a.slot()),
          f -> new KhamulAction.Snap(f.integer("seat"), f.integer("slot"))),
      Union.of(KhamulAction.Rearrange.class, "rearrange",
          (a, o) -> o.put("seat", a.seat()).integers("permutation", a.permutation()),
          f -> new KhamulAction.Rearrange(f.integer("seat"), f.integers("permutation"))),
      Union.of(KhamulAction.Announce.class, "khamul", (a, o) -> o.put("seat", a.seat()),
          f -> new KhamulAction.Announce(f.integer("seat")))));

  /** Khamul events, one case per record of {@link KhamulEvent}. */
  static final Union<KhamulEvent> EVENTS = new Union<>("event", ImmutableList.of(
      Union.of(KhamulEvent.Dealt.class, "dealt",
          (e, o) -> o.put("round", e.round()).put("stockSize", e.stockSize()).integers("handSizes", e.handSizes()),
          f -> new KhamulEvent.Dealt(f.integer("round"), f.integers("handSizes"), f.integer("stockSize"))),
      Union.of(KhamulEvent.StarterChosen.class, "starter-chosen", (e, o) -> o.put("seat", e.seat()),
          f -> new KhamulEvent.StarterChosen(f.integer("seat"))),
      Union.of(KhamulEvent.Peeked.class, "peeked", (e, o) -> {
        o.put("seat", e.seat()).put("first", e.first()).put("second", e.second());
        o.card("firstCard", e.firstCard());
        o.card("secondCard", e.secondCard());
      }, f -> new KhamulEvent.Peeked(f.integer("seat"), f.integer("first"), f.integer("second"),
          f.optionalCard("firstCard"), f.optionalCard("secondCard"))),
      Union.of(KhamulEvent.TurnStarted.class, "turn-started", (e, o) -> o.put("seat", e.seat()),
          f -> new KhamulEvent.TurnStarted(f.integer("seat"))),
      Union.of(KhamulEvent.Drew.class, "drew", (e, o) -> o.put("seat", e.seat()).card("card", e.card()),
          f -> new KhamulEvent.Drew(f.integer("seat"), f.optionalCard("card"))),
      Union.of(KhamulEvent.Took.class, "took", (e, o) -> o.put("seat", e.seat()).card("card", e.card()),
          f -> new KhamulEvent.Took(f.integer("seat"), f.card("card"))),
      Union.of(KhamulEvent.Discarded.class, "discarded", (e, o) -> o.put("seat", e.seat()).card("card", e.card()),
          f -> new KhamulEvent.Discarded(f.integer("seat"), f.card("card"))),
      Union.of(KhamulEvent.Swapped.class, "swapped", (e, o) -> {
        o.put("seat", e.seat()).put("slot", e.slot());
        o.card("in", e.in());
        o.card("out", e.out()).put("taken", e.taken());
      }, f -> new KhamulEvent.Swapped(f.integer("seat"), f.integer("slot"), f.optionalCard("in"), f.card("out"), f.bool("taken"))),
      Union.of(KhamulEvent.PowerPending.class, "power-pending", (e, o) -> o.put("seat", e.seat()).put("power", e.power().name()),
          f -> new KhamulEvent.PowerPending(f.integer("seat"), f.enumeration("power", Power.class))),
      Union.of(KhamulEvent.Looked.class, "looked",
          (e, o) -> o.put("seat", e.seat()).put("slot", e.slot()).card("card", e.card()),
          f -> new KhamulEvent.Looked(f.integer("seat"), f.integer("slot"), f.optionalCard("card"))),
      Union.of(KhamulEvent.Forced.class, "forced", (e, o) -> o.put("seat", e.seat()).put("target", e.target()),
          f -> new KhamulEvent.Forced(f.integer("seat"), f.integer("target"))),
      Union.of(KhamulEvent.KingSwapped.class, "king-swapped", (e, o) -> {
        o.put("seat", e.seat()).put("slot", e.slot()).put("target", e.target()).put("targetSlot", e.targetSlot());
        o.card("received", e.received());
      }, f -> new KhamulEvent.KingSwapped(f.integer("seat"), f.integer("slot"), f.integer("target"),
          f.integer("targetSlot"), f.optionalCard("received"))),
      Union.of(KhamulEvent.Skipped.class, "skipped", (e, o) -> o.put("seat", e.seat()).put("power", e.power().name()),
          f -> new KhamulEvent.Skipped(f.integer("seat"), f.enumeration("power", Power.class))),
      Union.of(KhamulEvent.DrewFaceDown.class, "drew-face-down", (e, o) -> {
        o.put("seat", e.seat()).put("slot", e.slot()).put("reason", e.reason().name());
        o.card("card", e.card());
      }, f -> new KhamulEvent.DrewFaceDown(f.integer("seat"), f.integer("slot"),
          f.enumeration("reason", PendingDraw.Reason.class), f.optionalCard("card"))),
      Union.of(KhamulEvent.NothingToDraw.class, "nothing-to-draw", (e, o) -> o.put("seat", e.seat()).put("reason", e.reason().name()),
          f -> new KhamulEvent.NothingToDraw(f.integer("seat"), f.enumeration("reason", PendingDraw.Reason.class))),
      Union.of(KhamulEvent.Snapped.class, "snapped",
          (e, o) -> o.put("seat", e.seat()).put("slot", e.slot()).card("card", e.card()).put("matched", e.matched()),
          f -> new KhamulEvent.Snapped(f.integer("seat"), f.integer("slot"), f.card("card"), f.bool("matched"))),
      Union.of(KhamulEvent.Rearranged.class, "rearranged", (e, o) -> {
        o.put("seat", e.seat());
        if (e.permutation().isPresent()) {
          o.integers("permutation", e.permutation().get());
        } else {
          o.putNull("permutation");
        }
      }, f -> new KhamulEvent.Rearranged(f.integer("seat"),
          f.optional("permutation", (n, p) -> Fields.list(n, p, Fields::integer)))),
      Union.of(KhamulEvent.Announced.class, "announced", (e, o) -> o.put("seat", e.seat()),
          f -> new KhamulEvent.Announced(f.integer("seat"))),
      Union.of(KhamulEvent.Marked.class, "marked", (e, o) -> o.put("seat", e.seat()),
          f -> new KhamulEvent.Marked(f.integer("seat"))),
      Union.of(KhamulEvent.RecycleNeeded.class, "recycle-needed", (e, o) -> o.put("cards", e.cards()),
          f -> new KhamulEvent.RecycleNeeded(f.integer("cards"))),
      Union.of(KhamulEvent.Recycled.class, "recycled", (e, o) -> o.put("cards", e.cards()),
          f -> new KhamulEvent.Recycled(f.integer("cards"))),
      Union.of(KhamulEvent.StockRanOut.class, "stock-ran-out", (e, o) -> o.put("seat", e.seat()),
          f -> new KhamulEvent.StockRanOut(f.integer("seat"))),
      Union.of(KhamulEvent.Revealed.class, "revealed", (e, o) -> o.cardLists("hands", e.hands()), f -> new KhamulEvent.Revealed(f.get("hands", (n, p) -> Fields.list(n, p, (h, q) -> Fields.list(h, q, Fields::card))))),
      Union.of(KhamulEvent.RoundScored.class, "round-scored", (e, o) -> {
        o.put("round", e.round());
        o.integers("roundScores", e.roundScores());
        o.integers("totals", e.totals());
        o.integers("marked", e.marked());
      }, f -> new KhamulEvent.RoundScored(f.integer("round"), f.integers("roundScores"), f.integers("totals"),
          f.integerSet("marked"))),
      Union.of(KhamulEvent.GameEnded.class, "game-ended",
          (e, o) -> o.integers("winners", e.winners()).integers("totals", e.totals()),
          f -> new KhamulEvent.GameEnded(f.integerSet("winners"), f.integers("totals")))));

  /** {@return {@code view} as an object, every component by name (H-15)} */
  static ObjectNode view(KhamulView v) {
    ObjectNode o = Nodes.object()
        .put("seat", v.seat()).put("round", v.round()).put("phase", v.phase().name())
        .put("turn", v.turn()).put("starter", v.starter());
    o.set("handSizes", Nodes.integers(v.handSizes()));
    o.set("discard", Nodes.cards(v.discard()));
    o.put("stockSize", v.stockSize());
    Nodes.card(o, "held", v.held());
    Nodes.string(o, "power", v.power().map(Power::name));
    Nodes.integer(o, "announcer", v.announcer().map(OptionalInt::of).orElse(OptionalInt.empty()));
    o.set("peeked", Nodes.integers(v.peeked()));
    o.put("awaitingChance", v.awaitingChance());
    o.set("scores", Nodes.integers(v.scores()));
    ArrayNode memory = o.putArray("memory");
    v.memory().forEach(hand -> {
      ArrayNode slots = memory.addArray();
      hand.forEach(card -> slots.add(card.map(Object::toString).orElse(null)));
    });
    return o;
  }

  /** {@return the view {@code node} encodes} */
  static KhamulView view(JsonNode node, String path) throws JsonFormatException {
    Fields f = Fields.of(node, path);
    KhamulView view = new KhamulView(
        f.integer("seat"), f.integer("round"), f.enumeration("phase", Phase.class),
        f.integer("turn"), f.integer("starter"), f.integers("handSizes"), f.cards("discard"),
        f.integer("stockSize"), f.optionalCard("held"),
        f.optional("power", (n, p) -> Fields.enumeration(n, p, Power.class)),
        f.optional("announcer", Fields::integer),
        f.integerSet("peeked"), f.bool("awaitingChance"), f.integers("scores"),
        f.get("memory", (n, p) -> Fields.list(n, p, (h, q) -> Fields.list(h, q, Fields.nullable(Fields::card)))));
    f.end();
    return view;
  }
}
