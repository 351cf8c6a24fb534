package kemkit.examples.play;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.khamul.KhamulEvent;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulView;
import kemkit.khamul.Phase;

/**
 * Khamul in a terminal: the discard pile, the seat's own slots as it remembers them, the other
 * hands' slots with the cards it knows there (H-15), whose turn it is and what it may do.
 *
 * <pre>
 * round 1 · your turn: draw, take or khamul · stock 35 · totals: you 0, seat 1 0, seat 2 0, seat 3 0
 *   discard  7H 3C
 *   you      [0] 4H  [1] ??  [2] ??  [3] KD
 *   seat 1   [0] ??  [1] 5C  [2] ??  [3] ??
 * </pre>
 */
final class KhamulScreen implements Screen<KhamulEvent, KhamulView> {

  private final int me;
  private final int players;

  KhamulScreen(KhamulRules rules, int me) {
    this.me = me;
    this.players = rules.options().players();
  }

  @Override
  public String welcome(KhamulView view) {
    return "You are seat " + me + ". Lowest hand wins: peek at two slots (peek 0 1), then on your turn draw or take,"
        + " swap or discard, use powers, snap matches, and say khamul when your hand is low. Type help for the"
        + " commands.";
  }

  @Override
  public Optional<String> describe(KhamulEvent event) {
    return Optional.ofNullable(line(event));
  }

  // Null means "nothing to say": only used inside this class, describe() wraps it.
  private String line(KhamulEvent event) {
    if (event instanceof KhamulEvent.Dealt dealt) {
      return "round " + dealt.round() + ": four cards each, face down";
    }
    if (event instanceof KhamulEvent.StarterChosen starter) {
      return who(starter.seat()) + " " + verb(starter.seat(), "start", "starts");
    }
    if (event instanceof KhamulEvent.Peeked peeked) {
      if (peeked.seat() == me) {
        return "you peek: slot " + peeked.first() + " holds " + peeked.firstCard().map(Card::toString).orElse("?")
            + ", slot " + peeked.second() + " holds " + peeked.secondCard().map(Card::toString).orElse("?");
      }
      return who(peeked.seat()) + " peeks at slots " + peeked.first() + " and " + peeked.second();
    }
    if (event instanceof KhamulEvent.TurnStarted started) {
      return started.seat() == me ? "your turn" : "seat " + started.seat() + "'s turn";
    }
    if (event instanceof KhamulEvent.Drew drew) {
      return who(drew.seat()) + " " + verb(drew.seat(), "draw", "draws")
          + drew.card().map(card -> " " + card).orElse(" a card");
    }
    if (event instanceof KhamulEvent.Took took) {
      return who(took.seat()) + " " + verb(took.seat(), "take", "takes") + " " + took.card() + " from the discard pile";
    }
    if (event instanceof KhamulEvent.Discarded discarded) {
      return who(discarded.seat()) + " " + verb(discarded.seat(), "discard", "discards") + " " + discarded.card();
    }
    if (event instanceof KhamulEvent.Swapped swapped) {
      return who(swapped.seat()) + " " + verb(swapped.seat(), "put", "puts") + " "
          + swapped.in().map(Card::toString).orElse("the drawn card") + " in slot " + swapped.slot() + "; "
          + swapped.out() + " goes to the discard pile";
    }
    if (event instanceof KhamulEvent.PowerPending pending) {
      return who(pending.seat()) + " may use the power: " + pending.power().verb() + " (or skip)";
    }
    if (event instanceof KhamulEvent.Looked looked) {
      return who(looked.seat()) + " " + verb(looked.seat(), "look", "looks") + " at slot " + looked.slot()
          + looked.card().map(card -> ": " + card).orElse("");
    }
    if (event instanceof KhamulEvent.Forced forced) {
      return who(forced.seat()) + " " + verb(forced.seat(), "make", "makes") + " " + who(forced.target()) + " draw";
    }
    if (event instanceof KhamulEvent.KingSwapped swapped) {
      return who(swapped.seat()) + " " + verb(swapped.seat(), "swap", "swaps") + " slot " + swapped.slot() + " with "
          + who(swapped.target()) + "'s slot " + swapped.targetSlot()
          + swapped.received().map(card -> ", receiving " + card).orElse("");
    }
    if (event instanceof KhamulEvent.Skipped skipped) {
      return who(skipped.seat()) + " " + verb(skipped.seat(), "skip", "skips") + " the power";
    }
    if (event instanceof KhamulEvent.DrewFaceDown drew) {
      return who(drew.seat()) + " " + verb(drew.seat(), "get", "gets") + " a card face down in slot " + drew.slot()
          + " (" + drew.reason().name().toLowerCase(Locale.ROOT) + ")";
    }
    if (event instanceof KhamulEvent.NothingToDraw nothing) {
      return who(nothing.seat()) + " " + verb(nothing.seat(), "draw", "draws") + " nothing: no card is left";
    }
    if (event instanceof KhamulEvent.Snapped snapped) {
      return who(snapped.seat()) + " " + verb(snapped.seat(), "snap", "snaps") + " slot " + snapped.slot() + ": "
          + snapped.card() + (snapped.matched() ? ", a match" : ", no match: a penalty card follows");
    }
    if (event instanceof KhamulEvent.Rearranged rearranged) {
      return who(rearranged.seat()) + " " + verb(rearranged.seat(), "rearrange", "rearranges") + " "
          + (rearranged.seat() == me ? "your" : "its") + " slots";
    }
    if (event instanceof KhamulEvent.Announced announced) {
      return who(announced.seat()) + " " + verb(announced.seat(), "say", "says")
          + " khamul! Every other seat plays one more turn";
    }
    if (event instanceof KhamulEvent.RecycleNeeded || event instanceof KhamulEvent.Marked) {
      return null;
    }
    if (event instanceof KhamulEvent.Recycled recycled) {
      return "the discard pile but its top card becomes the stock (" + recycled.cards() + " cards)";
    }
    if (event instanceof KhamulEvent.StockRanOut ran) {
      return who(ran.seat()) + " cannot draw: no card is left, the round ends";
    }
    if (event instanceof KhamulEvent.Revealed revealed) {
      List<String> hands = new ArrayList<>();
      for (int seat = 0; seat < revealed.hands().size(); seat++) {
        hands.add(who(seat) + ": " + cards(revealed.hands().get(seat)));
      }
      return "hands revealed: " + String.join(" · ", hands);
    }
    if (event instanceof KhamulEvent.RoundScored scored) {
      return "round " + scored.round() + " scores " + numbers(scored.roundScores())
          + (scored.marked().isEmpty() ? "" : " (missed announcement: " + scored.marked() + ")")
          + "; totals " + numbers(scored.totals());
    }
    if (event instanceof KhamulEvent.GameEnded ended) {
      return "game over: " + (ended.winners().contains(me) ? "you win" : "seat " + ended.winners().iterator().next()
          + " wins") + " (totals " + numbers(ended.totals()) + ")";
    }
    // An event this screen does not know yet: its record form still says what happened.
    return event.toString();
  }

  @Override
  public String draw(KhamulView view) {
    StringBuilder out = new StringBuilder();
    out.append("round ").append(view.round()).append(" · ").append(phase(view)).append(" · stock ")
        .append(view.stockSize()).append(" · totals: ");
    List<String> totals = new ArrayList<>();
    for (int seat = 0; seat < players; seat++) {
      totals.add((seat == me ? "you " : "seat " + seat + " ") + view.scores().get(seat));
    }
    out.append(String.join(", ", totals)).append('\n');
    out.append("  discard  ").append(view.discard().isEmpty() ? "-" : cards(view.discard().subList(0,
        Math.min(6, view.discard().size())))).append(view.discard().size() > 6 ? " …" : "").append('\n');
    for (int seat = 0; seat < players; seat++) {
      out.append(String.format("  %-8s %s", seat == me ? "you" : "seat " + seat, slots(view.memory().get(seat))));
      if (seat == me && view.held().isPresent() && view.isMyTurn()) {
        out.append("   holding ").append(view.held().get());
      }
      out.append('\n');
    }
    return out.toString();
  }

  private String phase(KhamulView view) {
    if (view.awaitingChance()) {
      return "dealing";
    }
    if (view.phase() == Phase.OVER) {
      return "game over";
    }
    if (view.phase() == Phase.PEEKING) {
      return view.peeked().contains(me) ? "waiting for the others to peek" : "peek at two slots (peek A B)";
    }
    String whose = view.turn() == me ? "your turn" : "seat " + view.turn() + "'s turn";
    String what = switch (view.phase()) {
      case TURN_START -> "draw, take" + (view.announcer().isEmpty() ? " or khamul" : "");
      case HOLDING_DRAWN -> "discard or swap I";
      case HOLDING_TAKEN -> "swap I";
      case POWER -> view.power().map(power -> power.verb() + " or skip").orElse("skip");
      default -> "";
    };
    return whose + ": " + what + view.announcer().map(seat -> " · " + who(seat) + " said khamul").orElse("");
  }

  private static String slots(ImmutableList<Optional<Card>> slots) {
    if (slots.isEmpty()) {
      return "no card";
    }
    List<String> out = new ArrayList<>();
    for (int slot = 0; slot < slots.size(); slot++) {
      out.add("[" + slot + "] " + slots.get(slot).map(Card::toString).orElse("??"));
    }
    return String.join("  ", out);
  }

  private String who(int seat) {
    return seat == me ? "you" : "seat " + seat;
  }

  private String verb(int seat, String you, String other) {
    return seat == me ? you : other;
  }

  private static String cards(List<Card> cards) {
    return cards.isEmpty() ? "no card" : String.join(" ", cards.stream().map(Card::toString).toList());
  }

  private static String numbers(List<Integer> numbers) {
    return String.join(" ", numbers.stream().map(String::valueOf).toList());
  }
}
