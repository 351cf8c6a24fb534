package kemkit.family;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.OptionalInt;
import kemkit.family.FamilyAction.AcceptSweep;
import kemkit.family.FamilyAction.Call;
import kemkit.family.FamilyAction.Counter;
import kemkit.family.FamilyAction.Denounce;
import kemkit.family.FamilyAction.DoubleCounter;
import kemkit.family.FamilyAction.DoubleKems;
import kemkit.family.FamilyAction.Exchange;
import kemkit.family.FamilyAction.Gesture;
import kemkit.family.FamilyAction.KemsCall;
import kemkit.family.FamilyAction.ProposeSweep;
import kemkit.family.FamilyAction.RefuseSweep;
import kemkit.family.FamilyAction.Show;
import kemkit.family.FamilyAction.Sign;
import kemkit.family.FamilyAction.Sweep;
import kemkit.family.FamilyAction.Top;
import kemkit.game.Notation;
import kemkit.game.NotationException;

/**
 * How Kem's-family actions are written in records (record-format.md): one notation for both
 * dialects, so that a Kemps verb in a Kem's record parses (and the game refuses it {@code
 * NOT_ALLOWED}), and a call without its target parses (and is refused {@code BAD_TARGET}).
 *
 * <pre>{@code
 * FamilyAction cut = FamilyNotation.INSTANCE.parse(2, "cut", List.of("1"));
 * assert FamilyNotation.INSTANCE.write(cut).equals("cut 1");
 * }</pre>
 */
public final class FamilyNotation implements Notation<FamilyAction> {

  /** The notation; it holds no state. */
  public static final FamilyNotation INSTANCE = new FamilyNotation();

  private static final ImmutableList<String> VERBS = ImmutableList.of(
      "top", "exchange", "sweep", "propose-sweep", "accept-sweep", "refuse-sweep", "sign", "gesture",
      "denounce", "kems", "double-kems", "counter", "double-counter", "kemps", "double-kemps", "cut",
      "double-cut", "show");

  private FamilyNotation() {}

  @Override
  public FamilyAction parse(int seat, String verb, List<String> args) throws NotationException {
    switch (verb) {
      case "top":
        Notation.expectCount(verb, args, 0);
        return new Top(seat);
      case "exchange":
        Notation.expectCount(verb, args, 2);
        return new Exchange(seat, Notation.card(args, 0), Notation.card(args, 1));
      case "sweep":
        Notation.expectCount(verb, args, 0);
        return new Sweep(seat);
      case "propose-sweep":
        Notation.expectCount(verb, args, 0);
        return new ProposeSweep(seat);
      case "accept-sweep":
        Notation.expectCount(verb, args, 0);
        return new AcceptSweep(seat);
      case "refuse-sweep":
        Notation.expectCount(verb, args, 0);
        return new RefuseSweep(seat);
      case "sign":
        Notation.expectCount(verb, args, 1);
        return new Sign(seat, args.get(0));
      case "gesture":
        Notation.expectCount(verb, args, 1);
        return new Gesture(seat, args.get(0));
      case "denounce":
        Notation.expectCount(verb, args, 2);
        return new Denounce(seat, Notation.number(args, 0), args.get(1));
      case "kems":
        return new KemsCall(Dialect.KEMS, seat, optionalTarget(verb, args));
      case "kemps":
        return new KemsCall(Dialect.KEMPS, seat, optionalTarget(verb, args));
      case "double-kems":
        return new DoubleKems(Dialect.KEMS, seat, optionalTarget(verb, args));
      case "double-kemps":
        return new DoubleKems(Dialect.KEMPS, seat, optionalTarget(verb, args));
      case "counter":
        return new Counter(Dialect.KEMS, seat, optionalTarget(verb, args));
      case "cut":
        return new Counter(Dialect.KEMPS, seat, optionalTarget(verb, args));
      case "double-counter":
        return new DoubleCounter(Dialect.KEMS, seat, optionalTarget(verb, args));
      case "double-cut":
        return new DoubleCounter(Dialect.KEMPS, seat, optionalTarget(verb, args));
      case "show":
        Notation.expectCount(verb, args, 2);
        return new Show(seat, Notation.card(args, 0), Notation.card(args, 1));
      default:
        throw new NotationException(-1, "unknown verb " + Notation.quote(verb) + " (the Kem's family has "
            + String.join(", ", VERBS) + ")");
    }
  }

  /** A call's target may be left out: the rules decide whether that is allowed (K-20). */
  private static OptionalInt optionalTarget(String verb, List<String> args) throws NotationException {
    if (args.size() > 1) {
      throw new NotationException(1, "'" + verb + "' takes at most 1 argument, got " + args.size());
    }
    return args.isEmpty() ? OptionalInt.empty() : OptionalInt.of(Notation.number(args, 0));
  }

  @Override
  public String write(FamilyAction action) {
    if (action instanceof Top) {
      return "top";
    }
    if (action instanceof Exchange exchange) {
      return "exchange " + exchange.give() + " " + exchange.take();
    }
    if (action instanceof Sweep) {
      return "sweep";
    }
    if (action instanceof ProposeSweep) {
      return "propose-sweep";
    }
    if (action instanceof AcceptSweep) {
      return "accept-sweep";
    }
    if (action instanceof RefuseSweep) {
      return "refuse-sweep";
    }
    if (action instanceof Sign sign) {
      return "sign " + sign.word();
    }
    if (action instanceof Gesture gesture) {
      return "gesture " + gesture.word();
    }
    if (action instanceof Denounce denounce) {
      return "denounce " + denounce.team() + " " + denounce.word();
    }
    if (action instanceof Show show) {
      return "show " + show.first() + " " + show.second();
    }
    Call call = (Call) action;
    return call.target().isPresent() ? call.verb() + " " + call.target().getAsInt() : call.verb();
  }

  @Override
  public List<String> verbs() {
    return VERBS;
  }
}
