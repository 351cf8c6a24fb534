package kemkit.khamul;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kemkit.card.Card;
import kemkit.game.Narration;
import kemkit.khamul.KhamulEvent.Announced;
import kemkit.khamul.KhamulEvent.Dealt;
import kemkit.khamul.KhamulEvent.Discarded;
import kemkit.khamul.KhamulEvent.Drew;
import kemkit.khamul.KhamulEvent.DrewFaceDown;
import kemkit.khamul.KhamulEvent.Forced;
import kemkit.khamul.KhamulEvent.GameEnded;
import kemkit.khamul.KhamulEvent.KingSwapped;
import kemkit.khamul.KhamulEvent.Looked;
import kemkit.khamul.KhamulEvent.Marked;
import kemkit.khamul.KhamulEvent.NothingToDraw;
import kemkit.khamul.KhamulEvent.Peeked;
import kemkit.khamul.KhamulEvent.PowerPending;
import kemkit.khamul.KhamulEvent.Rearranged;
import kemkit.khamul.KhamulEvent.RecycleNeeded;
import kemkit.khamul.KhamulEvent.Recycled;
import kemkit.khamul.KhamulEvent.Revealed;
import kemkit.khamul.KhamulEvent.RoundScored;
import kemkit.khamul.KhamulEvent.Skipped;
import kemkit.khamul.KhamulEvent.Snapped;
import kemkit.khamul.KhamulEvent.StarterChosen;
import kemkit.khamul.KhamulEvent.StockRanOut;
import kemkit.khamul.KhamulEvent.Swapped;
import kemkit.khamul.KhamulEvent.Took;
import kemkit.khamul.KhamulEvent.TurnStarted;

/**
 * Khamul's events told as one seat heard them: "you draw 7H", "seat 2 snaps slot 1: JC, a match".
 * A card the seat may not know (H-15) is never named: the event it gets has it hidden already.
 *
 * <pre>{@code
 * Narration<KhamulEvent> narration = KhamulNarration.of(1);
 * for (KhamulEvent event : rules.eventsSeenBy(1, outcome.events())) {
 *   System.out.println(narration.tell(event).text());
 * }
 * }</pre>
 *
 * <p>Implements the telling of rules.md §H, H-1 to H-15; every event names the rule it comes from.
 */
public final class KhamulNarration implements Narration<KhamulEvent>, KhamulEvent.Visitor<Narration.Sentence> {

  private final int me;

  private KhamulNarration(int me) {
    this.me = me;
  }

  /**
   * {@return the narration for a spectator: every seat in the third person} Feed it events that
   * every seat hears alike (a public replay's).
   */
  public static KhamulNarration spectator() {
    return new KhamulNarration(-1);
  }

  /**
   * {@return the narration for {@code seat}}
   *
   * @param seat the seat that hears the events
   * @throws IllegalArgumentException if {@code seat} is negative
   */
  public static KhamulNarration of(int seat) {
    if (seat < 0) {
      throw new IllegalArgumentException("no seat " + seat);
    }
    return new KhamulNarration(seat);
  }

  @Override
  public Sentence tell(KhamulEvent event) {
    return event.accept(this);
  }

  @Override
  public Sentence dealt(Dealt event) {
    return says("round " + event.round() + ": four cards each, face down", "H-3");
  }

  @Override
  public Sentence starterChosen(StarterChosen event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "start", "starts"), "H-6");
  }

  @Override
  public Sentence peeked(Peeked event) {
    if (event.seat() == me) {
      return says("you peek: slot " + event.first() + " holds " + event.firstCard().map(Card::toString).orElse("?")
          + ", slot " + event.second() + " holds " + event.secondCard().map(Card::toString).orElse("?"), "H-5");
    }
    return says(who(event.seat()) + " peeks at slots " + event.first() + " and " + event.second(), "H-5");
  }

  @Override
  public Sentence turnStarted(TurnStarted event) {
    return says(event.seat() == me ? "your turn" : "seat " + event.seat() + "'s turn", "H-7");
  }

  @Override
  public Sentence drew(Drew event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "draw", "draws")
        + event.card().map(card -> " " + card).orElse(" a card"), "H-7");
  }

  @Override
  public Sentence took(Took event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "take", "takes") + " " + event.card()
        + " from the discard pile", "H-7");
  }

  @Override
  public Sentence discarded(Discarded event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "discard", "discards") + " " + event.card(), "H-7");
  }

  @Override
  public Sentence swapped(Swapped event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "put", "puts") + " "
        + event.in().map(Card::toString).orElse("the drawn card") + " in slot " + event.slot() + "; "
        + event.out() + " goes to the discard pile", "H-7");
  }

  @Override
  public Sentence powerPending(PowerPending event) {
    return says(who(event.seat()) + " may use the power: " + event.power().verb() + " (or skip)", "H-8");
  }

  @Override
  public Sentence looked(Looked event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "look", "looks") + " at slot " + event.slot()
        + event.card().map(card -> ": " + card).orElse(""), "H-8");
  }

  @Override
  public Sentence forced(Forced event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "make", "makes") + " " + who(event.target()) + " draw", "H-8");
  }

  @Override
  public Sentence kingSwapped(KingSwapped event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "swap", "swaps") + " slot " + event.slot() + " with "
        + who(event.target()) + "'s slot " + event.targetSlot()
        + event.received().map(card -> ", receiving " + card).orElse(""), "H-8");
  }

  @Override
  public Sentence skipped(Skipped event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "skip", "skips") + " the power", "H-8");
  }

  @Override
  public Sentence drewFaceDown(DrewFaceDown event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "get", "gets") + " a card face down in slot " + event.slot()
        + " (" + event.reason().name().toLowerCase(Locale.ROOT) + ")",
        event.reason() == PendingDraw.Reason.PENALTY ? "H-9" : "H-8");
  }

  @Override
  public Sentence nothingToDraw(NothingToDraw event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "draw", "draws") + " nothing: no card is left", "H-11");
  }

  @Override
  public Sentence snapped(Snapped event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "snap", "snaps") + " slot " + event.slot() + ": "
        + event.card() + (event.matched() ? ", a match" : ", no match: a penalty card follows"), "H-9");
  }

  @Override
  public Sentence rearranged(Rearranged event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "rearrange", "rearranges") + " "
        + (event.seat() == me ? "your" : "its") + " slots", "H-10");
  }

  @Override
  public Sentence announced(Announced event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "say", "says")
        + " khamul! Every other seat plays one more turn", "H-12");
  }

  @Override
  public Sentence marked(Marked event) {
    return says(who(event.seat()) + " missed " + verb(event.seat(), "your", "its")
        + " announcement: a penalty at the reveal", "H-12");
  }

  @Override
  public Sentence recycleNeeded(RecycleNeeded event) {
    return says("the stock is empty: " + event.cards() + " discarded cards are to be shuffled into a new stock", "H-11");
  }

  @Override
  public Sentence recycled(Recycled event) {
    return says("the discard pile but its top card becomes the stock (" + event.cards() + " cards)", "H-11");
  }

  @Override
  public Sentence stockRanOut(StockRanOut event) {
    return says(who(event.seat()) + " cannot draw: no card is left, the round ends", "H-11");
  }

  @Override
  public Sentence revealed(Revealed event) {
    List<String> hands = new ArrayList<>();
    for (int seat = 0; seat < event.hands().size(); seat++) {
      List<Card> hand = event.hands().get(seat);
      hands.add(who(seat) + ": " + (hand.isEmpty() ? "no card" : String.join(" ", hand.stream().map(Card::toString).toList())));
    }
    return says("hands revealed: " + String.join(" · ", hands), "H-13");
  }

  @Override
  public Sentence roundScored(RoundScored event) {
    return says("round " + event.round() + " scores " + numbers(event.roundScores())
        + (event.marked().isEmpty() ? "" : " (missed announcement: " + event.marked() + ")")
        + "; totals " + numbers(event.totals()), "H-13");
  }

  @Override
  public Sentence gameEnded(GameEnded event) {
    return says("game over: " + (event.winners().contains(me) ? "you win" : "seat " + event.winners().iterator().next()
        + " wins") + " (totals " + numbers(event.totals()) + ")", "H-14");
  }

  private String who(int seat) {
    return seat == me ? "you" : "seat " + seat;
  }

  private String verb(int seat, String you, String other) {
    return seat == me ? you : other;
  }

  private static Sentence says(String text, String ruleId) {
    return new Sentence(text, ruleId);
  }

  private static String numbers(List<Integer> numbers) {
    return String.join(" ", numbers.stream().map(String::valueOf).toList());
  }
}
