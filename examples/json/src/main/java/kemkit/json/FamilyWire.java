package kemkit.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.family.Dialect;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.family.FamilyOptions.SweepTo;
import kemkit.family.FamilyView;
import kemkit.family.OwedShow;
import kemkit.family.Phase;
import kemkit.family.Shown;
import kemkit.family.SweepProposal;

/**
 * The Kem's family (Kem's and Kemps) on the wire: its actions (K-8 to K-19), its events as a seat
 * heard them (K-25) and its per-seat view. Every field is written by hand from the record's public
 * components; the codec never walks objects by reflection.
 */
final class FamilyWire {

  private FamilyWire() {}

  /** Kem's-family player actions, one case per record of {@link FamilyAction}. */
  static final Union<FamilyAction> ACTIONS = new Union<>("action", ImmutableList.of(
      Union.of(FamilyAction.Top.class, "top", (a, o) -> o.put("seat", a.seat()),
          f -> new FamilyAction.Top(f.integer("seat"))),
      Union.of(FamilyAction.Exchange.class, "exchange",
          (a, o) -> o.put("seat", a.seat()).card("give", a.give()).card("take", a.take()),
          f -> new FamilyAction.Exchange(f.integer("seat"), f.card("give"), f.card("take"))),
      Union.of(FamilyAction.Sweep.class, "sweep", (a, o) -> o.put("seat", a.seat()),
          f -> new FamilyAction.Sweep(f.integer("seat"))),
      Union.of(FamilyAction.ProposeSweep.class, "propose-sweep", (a, o) -> o.put("seat", a.seat()),
          f -> new FamilyAction.ProposeSweep(f.integer("seat"))),
      Union.of(FamilyAction.AcceptSweep.class, "accept-sweep", (a, o) -> o.put("seat", a.seat()),
          f -> new FamilyAction.AcceptSweep(f.integer("seat"))),
      Union.of(FamilyAction.RefuseSweep.class, "refuse-sweep", (a, o) -> o.put("seat", a.seat()),
          f -> new FamilyAction.RefuseSweep(f.integer("seat"))),
      Union.of(FamilyAction.Sign.class, "sign", (a, o) -> o.put("seat", a.seat()).put("word", a.word()),
          f -> new FamilyAction.Sign(f.integer("seat"), f.string("word"))),
      Union.of(FamilyAction.Gesture.class, "gesture", (a, o) -> o.put("seat", a.seat()).put("word", a.word()),
          f -> new FamilyAction.Gesture(f.integer("seat"), f.string("word"))),
      Union.of(FamilyAction.Denounce.class, "denounce",
          (a, o) -> o.put("seat", a.seat()).put("team", a.team()).put("word", a.word()),
          f -> new FamilyAction.Denounce(f.integer("seat"), f.integer("team"), f.string("word"))),
      Union.of(FamilyAction.Show.class, "show",
          (a, o) -> o.put("seat", a.seat()).card("first", a.first()).card("second", a.second()),
          f -> new FamilyAction.Show(f.integer("seat"), f.card("first"), f.card("second"))),
      Union.of(FamilyAction.KemsCall.class, "kems", FamilyWire::writeCall,
          f -> new FamilyAction.KemsCall(f.enumeration("dialect", Dialect.class), f.integer("seat"), f.optionalInteger("target"))),
      Union.of(FamilyAction.DoubleKems.class, "double-kems", FamilyWire::writeCall,
          f -> new FamilyAction.DoubleKems(f.enumeration("dialect", Dialect.class), f.integer("seat"), f.optionalInteger("target"))),
      Union.of(FamilyAction.Counter.class, "counter", FamilyWire::writeCall,
          f -> new FamilyAction.Counter(f.enumeration("dialect", Dialect.class), f.integer("seat"), f.optionalInteger("target"))),
      Union.of(FamilyAction.DoubleCounter.class, "double-counter", FamilyWire::writeCall,
          f -> new FamilyAction.DoubleCounter(f.enumeration("dialect", Dialect.class), f.integer("seat"), f.optionalInteger("target")))));

  /** A call names its dialect: {@code cut 1} (Kemps, a team) and {@code counter 1} (Kem's, a seat) differ. */
  private static void writeCall(FamilyAction.Call call, ObjectOut o) {
    o.put("dialect", call.dialect().name()).put("seat", call.seat());
    o.integer("target", call.target());
  }

  /** Kem's-family events, one case per record of {@link FamilyEvent}. */
  static final Union<FamilyEvent> EVENTS = new Union<>("event", ImmutableList.of(
      Union.of(FamilyEvent.Dealt.class, "dealt", (e, o) -> o.put("round", e.round()).put("dealer", e.dealer()),
          f -> new FamilyEvent.Dealt(f.integer("round"), f.integer("dealer"))),
      Union.of(FamilyEvent.HandDealt.class, "hand-dealt",
          (e, o) -> o.put("seat", e.seat()).cards("cards", e.cards()),
          f -> new FamilyEvent.HandDealt(f.integer("seat"), optionalCards(f, "cards"))),
      Union.of(FamilyEvent.TripleShown.class, "triple-shown",
          (e, o) -> o.put("seat", e.seat()).put("rule", e.rule().name()).cards("cards", e.cards()),
          f -> new FamilyEvent.TripleShown(f.integer("seat"), f.cards("cards"), f.enumeration("rule", DealtTriple.class))),
      Union.of(FamilyEvent.CardsDrawn.class, "cards-drawn",
          (e, o) -> o.put("seat", e.seat()).put("count", e.count()).cards("cards", e.cards()),
          f -> new FamilyEvent.CardsDrawn(f.integer("seat"), f.integer("count"), optionalCards(f, "cards"))),
      Union.of(FamilyEvent.DealVoided.class, "deal-voided", (e, o) -> o.put("round", e.round()).put("dealer", e.dealer()),
          f -> new FamilyEvent.DealVoided(f.integer("round"), f.integer("dealer"))),
      Union.of(FamilyEvent.RecycleDue.class, "recycle-due", (e, o) -> o.put("cards", e.cards()),
          f -> new FamilyEvent.RecycleDue(f.integer("cards"))),
      Union.of(FamilyEvent.Recycled.class, "recycled", (e, o) -> o.put("cards", e.cards()),
          f -> new FamilyEvent.Recycled(f.integer("cards"))),
      Union.of(FamilyEvent.TableLaid.class, "table-laid",
          (e, o) -> o.put("open", e.open()).cards("cards", e.cards()),
          f -> new FamilyEvent.TableLaid(f.cards("cards"), f.bool("open"))),
      Union.of(FamilyEvent.TableOpened.class, "table-opened", (e, o) -> o.put("seat", e.seat()),
          f -> new FamilyEvent.TableOpened(f.integer("seat"))),
      Union.of(FamilyEvent.Exchanged.class, "exchanged",
          (e, o) -> o.put("seat", e.seat()).card("give", e.give()).card("take", e.take()).put("slot", e.slot()),
          f -> new FamilyEvent.Exchanged(f.integer("seat"), f.card("give"), f.card("take"), f.integer("slot"))),
      Union.of(FamilyEvent.Swept.class, "swept",
          (e, o) -> o.put("to", e.to().name()).cards("cards", e.cards()),
          f -> new FamilyEvent.Swept(f.cards("cards"), f.enumeration("to", SweepTo.class))),
      Union.of(FamilyEvent.SweepProposed.class, "sweep-proposed", (e, o) -> o.put("seat", e.seat()),
          f -> new FamilyEvent.SweepProposed(f.integer("seat"))),
      Union.of(FamilyEvent.SweepAccepted.class, "sweep-accepted", (e, o) -> o.put("seat", e.seat()),
          f -> new FamilyEvent.SweepAccepted(f.integer("seat"))),
      Union.of(FamilyEvent.SweepRefused.class, "sweep-refused", (e, o) -> o.put("seat", e.seat()),
          f -> new FamilyEvent.SweepRefused(f.integer("seat"))),
      Union.of(FamilyEvent.SignSet.class, "sign-set",
          (e, o) -> o.put("seat", e.seat()).put("team", e.team()).string("word", e.word()),
          f -> new FamilyEvent.SignSet(f.integer("seat"), f.integer("team"), f.optional("word", Fields::string))),
      Union.of(FamilyEvent.Gestured.class, "gestured", (e, o) -> o.put("seat", e.seat()).put("word", e.word()),
          f -> new FamilyEvent.Gestured(f.integer("seat"), f.string("word"))),
      Union.of(FamilyEvent.Denounced.class, "denounced",
          (e, o) -> o.put("seat", e.seat()).put("team", e.team()).put("word", e.word()).put("right", e.right()),
          f -> new FamilyEvent.Denounced(f.integer("seat"), f.integer("team"), f.string("word"), f.bool("right"))),
      Union.of(FamilyEvent.Called.class, "called",
          (e, o) -> o.put("right", e.right()).object("call", e.call(), ACTIONS::write),
          f -> new FamilyEvent.Called(f.get("call", FamilyWire::call), f.bool("right"))),
      Union.of(FamilyEvent.HandShown.class, "hand-shown",
          (e, o) -> o.put("seat", e.seat()).cards("cards", e.cards()),
          f -> new FamilyEvent.HandShown(f.integer("seat"), f.cards("cards"))),
      Union.of(FamilyEvent.CounterBeaten.class, "counter-beaten", (e, o) -> o.put("team", e.team()),
          f -> new FamilyEvent.CounterBeaten(f.integer("team"))),
      Union.of(FamilyEvent.SeatBarred.class, "seat-barred", (e, o) -> o.put("seat", e.seat()),
          f -> new FamilyEvent.SeatBarred(f.integer("seat"))),
      Union.of(FamilyEvent.ShowOwed.class, "show-owed", (e, o) -> o.put("seat", e.seat()).put("to", e.to()),
          f -> new FamilyEvent.ShowOwed(f.integer("seat"), f.integer("to"))),
      Union.of(FamilyEvent.CardsShown.class, "cards-shown",
          (e, o) -> o.put("seat", e.seat()).put("to", e.to()).cards("cards", e.cards()),
          f -> new FamilyEvent.CardsShown(f.integer("seat"), f.integer("to"), optionalCards(f, "cards"))),
      Union.of(FamilyEvent.Scored.class, "scored", (e, o) -> o.put("team", e.team()).put("points", e.points()),
          f -> new FamilyEvent.Scored(f.integer("team"), f.integer("points"))),
      Union.of(FamilyEvent.RoundBlocked.class, "round-blocked",
          (e, o) -> o.put("round", e.round()).put("rank", String.valueOf(e.rank().symbol())),
          f -> new FamilyEvent.RoundBlocked(f.integer("round"), f.get("rank", Fields::rank))),
      Union.of(FamilyEvent.RoundEnded.class, "round-ended",
          (e, o) -> o.put("round", e.round()).integers("scores", e.scores()),
          f -> new FamilyEvent.RoundEnded(f.integer("round"), f.integers("scores"))),
      Union.of(FamilyEvent.GameEnded.class, "game-ended",
          (e, o) -> o.integers("winners", e.winners()).integers("scores", e.scores()),
          f -> new FamilyEvent.GameEnded(f.integerSet("winners"), f.integers("scores")))));

  private static Optional<ImmutableList<Card>> optionalCards(Fields f, String name) throws JsonFormatException {
    return f.optional(name, (n, p) -> Fields.list(n, p, Fields::card));
  }

  private static FamilyAction.Call call(JsonNode node, String path) throws JsonFormatException {
    FamilyAction action = ACTIONS.read(node, path);
    if (!(action instanceof FamilyAction.Call call)) {
      throw new JsonFormatException(path + ".type", "expected a call (kems, double-kems, counter, double-counter)");
    }
    return call;
  }

  /** {@return {@code view} as an object, every component by name (K-25)} */
  static ObjectNode view(FamilyView v) {
    ObjectNode o = Nodes.object()
        .put("seat", v.seat()).put("round", v.round()).put("dealer", v.dealer())
        .put("phase", v.phase().name()).put("awaitingChance", v.awaitingChance());
    o.set("hand", Nodes.cards(v.hand()));
    o.set("handSizes", Nodes.integers(v.handSizes()));
    ArrayNode known = o.putArray("knownCards");
    v.knownCards().forEach(cards -> known.add(Nodes.cards(cards)));
    o.set("table", Nodes.cards(v.table()));
    o.put("tableOpen", v.tableOpen()).put("stockSize", v.stockSize()).put("discardSize", v.discardSize());
    o.set("scores", Nodes.integers(v.scores()));
    o.set("barred", Nodes.integers(v.barred()));
    o.set("signsFound", Nodes.integers(v.signsFound()));
    ArrayNode gestures = o.putArray("gestures");
    v.gestures().forEach(g -> gestures.add(g.orElse(null)));
    Nodes.string(o, "teamSign", v.teamSign());
    o.set("teamsWithSign", Nodes.integers(v.teamsWithSign()));
    ArrayNode shown = o.putArray("shownToMe");
    v.shownToMe().forEach(s -> shown.addObject().put("seat", s.seat()).put("to", s.to()).set("cards", Nodes.cards(s.cards())));
    if (v.proposal().isPresent()) {
      o.putObject("proposal").put("proposer", v.proposal().get().proposer())
          .set("accepted", Nodes.integers(v.proposal().get().accepted()));
    } else {
      o.putNull("proposal");
    }
    Nodes.integer(o, "sweepDebtor", v.sweepDebtor());
    if (v.owedShow().isPresent()) {
      o.putObject("owedShow").put("seat", v.owedShow().get().seat()).put("to", v.owedShow().get().to());
    } else {
      o.putNull("owedShow");
    }
    o.set("winners", Nodes.integers(v.winners()));
    return o;
  }

  /** {@return the view {@code node} encodes} */
  static FamilyView view(JsonNode node, String path) throws JsonFormatException {
    Fields f = Fields.of(node, path);
    FamilyView view = new FamilyView(
        f.integer("seat"), f.integer("round"), f.integer("dealer"),
        f.enumeration("phase", Phase.class), f.bool("awaitingChance"),
        f.cards("hand"), f.integers("handSizes"),
        f.get("knownCards", (n, p) -> Fields.list(n, p, (c, q) -> Fields.list(c, q, Fields::card))),
        f.cards("table"), f.bool("tableOpen"), f.integer("stockSize"), f.integer("discardSize"),
        f.integers("scores"), f.integerSet("barred"), f.integerSet("signsFound"),
        f.get("gestures", (n, p) -> Fields.list(n, p, Fields.nullable(Fields::string))),
        f.optional("teamSign", Fields::string), f.integerSet("teamsWithSign"),
        f.get("shownToMe", (n, p) -> Fields.list(n, p, FamilyWire::shown)),
        f.optional("proposal", FamilyWire::proposal),
        f.optionalInteger("sweepDebtor"),
        f.optional("owedShow", FamilyWire::owedShow),
        f.integerSet("winners"));
    f.end();
    return view;
  }

  private static Shown shown(JsonNode node, String path) throws JsonFormatException {
    Fields f = Fields.of(node, path);
    Shown shown = new Shown(f.integer("seat"), f.integer("to"), f.cards("cards"));
    f.end();
    return shown;
  }

  private static SweepProposal proposal(JsonNode node, String path) throws JsonFormatException {
    Fields f = Fields.of(node, path);
    SweepProposal proposal = new SweepProposal(f.integer("proposer"), f.integerSet("accepted"));
    f.end();
    return proposal;
  }

  private static OwedShow owedShow(JsonNode node, String path) throws JsonFormatException {
    Fields f = Fields.of(node, path);
    OwedShow owed = new OwedShow(f.integer("seat"), f.integer("to"));
    f.end();
    return owed;
  }
}
