package kemkit.examples.play;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import kemkit.card.Card;
import kemkit.khamul.KhamulEvent;
import kemkit.khamul.KhamulHints;
import kemkit.khamul.KhamulNarration;
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
  private final KhamulRules rules;
  private final int players;
  private final KhamulNarration narration;
  private final KhamulHints hints;

  KhamulScreen(KhamulRules rules, int me) {
    this.me = me;
    this.rules = rules;
    this.players = rules.options().players();
    this.narration = KhamulNarration.of(me);
    this.hints = KhamulHints.of(rules, me);
  }

  @Override
  public List<String> hints(KhamulView view) {
    return hints.hints(view).stream().map(hint -> hint.text() + " (" + hint.ruleId() + ")").toList();
  }

  @Override
  public Set<String> verbs() {
    return new LinkedHashSet<>(rules.notation().verbs());
  }

  @Override
  public String legend() {
    return String.join("\n", hints.legend().stream().map(hint -> "  " + hint.text() + " (" + hint.ruleId() + ")")
        .toList());
  }

  @Override
  public Optional<String> sheet(KhamulEvent event) {
    if (event instanceof KhamulEvent.Announced || event instanceof KhamulEvent.Revealed
        || event instanceof KhamulEvent.RoundScored || event instanceof KhamulEvent.GameEnded) {
      return Optional.of(narration.tell(event).text());
    }
    return Optional.empty();
  }

  @Override
  public String welcome(KhamulView view) {
    return "You are seat " + me + ". Lowest hand wins: peek at two slots (peek 0 1), then on your turn draw or take,"
        + " swap or discard, use powers, snap matches, and say khamul when your hand is low. Type help for the"
        + " commands, legend for the card values, penalties and powers.";
  }

  @Override
  public Optional<String> describe(KhamulEvent event) {
    // A recycle's announcement is followed by the recycle itself, which says it all.
    if (event instanceof KhamulEvent.RecycleNeeded) {
      return Optional.empty();
    }
    return Optional.of(narration.tell(event).text());
  }

  @Override
  public String draw(KhamulView view) {
    StringBuilder out = new StringBuilder();
    out.append("round ").append(view.round()).append(" · ").append(phase(view)).append(" · stock ")
        .append(view.stockSize()).append(" · totals: ").append(scores(view)).append('\n');
    out.append("  discard  ").append(view.discard().isEmpty() ? "-" : cards(view.discard().subList(0,
        Math.min(6, view.discard().size())))).append(view.discard().size() > 6 ? " …" : "").append('\n');
    for (int seat = 0; seat < players; seat++) {
      out.append(String.format("  %-8s %s", seat == me ? "you" : "seat " + seat, slots(view.memory().get(seat))));
      if (seat == me && view.held().isPresent() && view.isMyTurn()) {
        out.append("   holding ").append(view.held().get());
      }
      out.append('\n');
    }
    List<String> told = hints(view);
    out.append("  your move: ").append(told.get(0)).append('\n');
    // The other hints under it: the remembered total, the sign, what the dealer may also do.
    told.subList(1, told.size()).forEach(hint -> out.append("             ").append(hint).append('\n'));
    return out.toString();
  }

  @Override
  public String scores(KhamulView view) {
    List<String> totals = new ArrayList<>();
    for (int seat = 0; seat < players; seat++) {
      totals.add((seat == me ? "you " : "seat " + seat + " ") + view.scores().get(seat));
    }
    return String.join(", ", totals);
  }

  @Override
  public List<String> cards(KhamulView view) {
    List<String> out = new ArrayList<>();
    view.discard().stream().limit(1).forEach(card -> out.add(card.toString()));
    view.held().ifPresent(card -> out.add(card.toString()));
    return out;
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

  private static String cards(List<Card> cards) {
    return cards.isEmpty() ? "no card" : String.join(" ", cards.stream().map(Card::toString).toList());
  }
}
