package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.List;
import kemkit.game.Notation;
import kemkit.game.NotationException;

/** Khamul's verbs in records (record-format.md, Khamul): {@code S VERB ARGS…}. */
final class KhamulNotation implements Notation<KhamulAction> {

  static final KhamulNotation INSTANCE = new KhamulNotation();

  private static final ImmutableList<String> VERBS = ImmutableList.of(
      "peek", "draw", "take", "discard", "swap", "look", "force", "kswap", "skip", "snap",
      "rearrange", "khamul");

  private KhamulNotation() {}

  @Override
  public KhamulAction parse(int seat, String verb, List<String> args) throws NotationException {
    switch (verb) {
      case "peek":
        Notation.expectCount(verb, args, 2);
        return new KhamulAction.Peek(seat, Notation.number(args, 0), Notation.number(args, 1));
      case "draw":
        Notation.expectCount(verb, args, 0);
        return new KhamulAction.Draw(seat);
      case "take":
        Notation.expectCount(verb, args, 0);
        return new KhamulAction.Take(seat);
      case "discard":
        Notation.expectCount(verb, args, 0);
        return new KhamulAction.Discard(seat);
      case "swap":
        Notation.expectCount(verb, args, 1);
        return new KhamulAction.Swap(seat, Notation.number(args, 0));
      case "look":
        Notation.expectCount(verb, args, 1);
        return new KhamulAction.Look(seat, Notation.number(args, 0));
      case "force":
        Notation.expectCount(verb, args, 1);
        return new KhamulAction.Force(seat, Notation.number(args, 0));
      case "kswap":
        Notation.expectCount(verb, args, 3);
        return new KhamulAction.KingSwap(seat, Notation.number(args, 0), Notation.number(args, 1),
            Notation.number(args, 2));
      case "skip":
        Notation.expectCount(verb, args, 0);
        return new KhamulAction.Skip(seat);
      case "snap":
        Notation.expectCount(verb, args, 1);
        return new KhamulAction.Snap(seat, Notation.number(args, 0));
      case "rearrange": {
        ImmutableList.Builder<Integer> permutation = ImmutableList.builder();
        for (int i = 0; i < args.size(); i++) {
          permutation.add(Notation.number(args, i));
        }
        return new KhamulAction.Rearrange(seat, permutation.build());
      }
      case "khamul":
        Notation.expectCount(verb, args, 0);
        return new KhamulAction.Announce(seat);
      default:
        throw new NotationException(-1, Notation.quote(verb) + " is not a Khamul verb (Khamul has "
            + String.join(", ", VERBS) + ")");
    }
  }

  @Override
  public String write(KhamulAction action) {
    if (action instanceof KhamulAction.Peek peek) {
      return "peek " + peek.first() + " " + peek.second();
    } else if (action instanceof KhamulAction.Draw) {
      return "draw";
    } else if (action instanceof KhamulAction.Take) {
      return "take";
    } else if (action instanceof KhamulAction.Discard) {
      return "discard";
    } else if (action instanceof KhamulAction.Swap swap) {
      return "swap " + swap.slot();
    } else if (action instanceof KhamulAction.Look look) {
      return "look " + look.slot();
    } else if (action instanceof KhamulAction.Force force) {
      return "force " + force.target();
    } else if (action instanceof KhamulAction.KingSwap swap) {
      return "kswap " + swap.slot() + " " + swap.target() + " " + swap.targetSlot();
    } else if (action instanceof KhamulAction.Skip) {
      return "skip";
    } else if (action instanceof KhamulAction.Snap snap) {
      return "snap " + snap.slot();
    } else if (action instanceof KhamulAction.Rearrange rearrange) {
      StringBuilder out = new StringBuilder("rearrange");
      for (int old : rearrange.permutation()) {
        out.append(' ').append(old);
      }
      return out.toString();
    } else {
      return "khamul";
    }
  }

  @Override
  public List<String> verbs() {
    return VERBS;
  }
}
