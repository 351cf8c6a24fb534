package kemkit.family;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kemkit.card.Card;
import kemkit.family.FamilyEvent.Called;
import kemkit.family.FamilyEvent.CardsDrawn;
import kemkit.family.FamilyEvent.CardsShown;
import kemkit.family.FamilyEvent.CounterBeaten;
import kemkit.family.FamilyEvent.DealVoided;
import kemkit.family.FamilyEvent.Dealt;
import kemkit.family.FamilyEvent.Denounced;
import kemkit.family.FamilyEvent.GameEnded;
import kemkit.family.FamilyEvent.Gestured;
import kemkit.family.FamilyEvent.HandDealt;
import kemkit.family.FamilyEvent.HandShown;
import kemkit.family.FamilyEvent.RecycleDue;
import kemkit.family.FamilyEvent.Recycled;
import kemkit.family.FamilyEvent.RoundBlocked;
import kemkit.family.FamilyEvent.RoundEnded;
import kemkit.family.FamilyEvent.Scored;
import kemkit.family.FamilyEvent.SeatBarred;
import kemkit.family.FamilyEvent.ShowOwed;
import kemkit.family.FamilyEvent.SignSet;
import kemkit.family.FamilyEvent.SweepAccepted;
import kemkit.family.FamilyEvent.SweepProposed;
import kemkit.family.FamilyEvent.SweepRefused;
import kemkit.family.FamilyEvent.Swept;
import kemkit.family.FamilyEvent.TableLaid;
import kemkit.family.FamilyEvent.TableOpened;
import kemkit.family.FamilyEvent.TripleShown;
import kemkit.family.FamilyOptions.SweepTo;
import kemkit.game.Narration;
import kemkit.seat.Seating;

/**
 * The Kem's family's events (Kemps and Kem's) told as one seat heard them: "you give 8H and take
 * 6D", "seat 2 (partner) calls kems 0: right!". A seat's partners are marked, its own team is
 * "your team", and calls are written in the game's dialect (K-20).
 *
 * <pre>{@code
 * Narration<FamilyEvent> narration = FamilyNarration.of(rules, 1);
 * for (FamilyEvent event : rules.eventsSeenBy(1, outcome.events())) {
 *   System.out.println(narration.tell(event).text());
 * }
 * }</pre>
 *
 * <p>Implements the telling of rules.md §K, K-1 to K-25; every event names the rule it comes from.
 */
public final class FamilyNarration implements Narration<FamilyEvent>, FamilyEvent.Visitor<Narration.Sentence> {

  private final FamilyRules rules;
  private final Seating seating;
  private final int me;

  private FamilyNarration(FamilyRules rules, int me) {
    this.rules = requireNonNull(rules, "rules");
    this.seating = rules.seating();
    if (me < 0 || me >= seating.seats()) {
      throw new IllegalArgumentException("no seat " + me + " at a table of " + seating.seats());
    }
    this.me = me;
  }

  /**
   * {@return the narration for {@code seat} at a table of {@code rules}}
   *
   * @param rules the game, for its seating and its dialect
   * @param seat the seat that hears the events
   * @throws IllegalArgumentException if the table has no such seat
   */
  public static FamilyNarration of(FamilyRules rules, int seat) {
    return new FamilyNarration(rules, seat);
  }

  @Override
  public Sentence tell(FamilyEvent event) {
    return event.accept(this);
  }

  @Override
  public Sentence dealt(Dealt event) {
    return says("round " + event.round() + ": " + who(event.dealer()) + " " + verb(event.dealer(), "deal", "deals"), "K-5");
  }

  @Override
  public Sentence handDealt(HandDealt event) {
    return says(event.cards().map(cards -> (event.seat() == me ? "you are" : who(event.seat()) + " is") + " dealt " + cards(cards))
        .orElse(who(event.seat()) + " " + verb(event.seat(), "are", "is") + " dealt a hand"), "K-5");
  }

  @Override
  public Sentence tripleShown(TripleShown event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "show", "shows") + " a dealt triple " + cards(event.cards())
        + " (" + event.rule().name().toLowerCase(Locale.ROOT).replace('_', ' ') + ")", "K-6");
  }

  @Override
  public Sentence cardsDrawn(CardsDrawn event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "draw", "draws") + " "
        + event.cards().map(FamilyNarration::cards).orElse(event.count() + " cards"), "K-6");
  }

  @Override
  public Sentence dealVoided(DealVoided event) {
    return says("the deal is void: round " + event.round() + " is dealt again", "K-6");
  }

  @Override
  public Sentence recycleDue(RecycleDue event) {
    return says("the stock is empty: the " + event.cards() + " discarded cards are shuffled into a new stock", "K-13");
  }

  @Override
  public Sentence recycled(Recycled event) {
    return says("the new stock holds the " + event.cards() + " recycled cards", "K-13");
  }

  @Override
  public Sentence tableLaid(TableLaid event) {
    return says("table: " + cards(event.cards()) + (event.open() ? "" : " (closed until the dealer says top)"), "K-7");
  }

  @Override
  public Sentence tableOpened(TableOpened event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "say", "says") + " top: the table is open", "K-8");
  }

  @Override
  public Sentence exchanged(FamilyEvent.Exchanged event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "give", "gives") + " " + event.give() + " and "
        + verb(event.seat(), "take", "takes") + " " + event.take(), "K-9");
  }

  @Override
  public Sentence swept(Swept event) {
    return says("the table is swept " + (event.to() == SweepTo.DISCARD ? "onto the discard pile" : "under the stock"), "K-12");
  }

  @Override
  public Sentence sweepProposed(SweepProposed event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "propose", "proposes") + " a sweep", "K-11");
  }

  @Override
  public Sentence sweepAccepted(SweepAccepted event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "accept", "accepts") + " the sweep", "K-11");
  }

  @Override
  public Sentence sweepRefused(SweepRefused event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "refuse", "refuses") + " the sweep and "
        + verb(event.seat(), "owe", "owes") + " an exchange", "K-11");
  }

  @Override
  public Sentence signSet(SignSet event) {
    return says(event.word().map(word -> who(event.seat()) + " " + verb(event.seat(), "set", "sets") + " your team's sign: " + word)
        .orElse("team " + event.team() + " sets a sign"), "K-2");
  }

  @Override
  public Sentence gestured(Gestured event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "make", "makes") + " a gesture: " + event.word(), "K-14");
  }

  @Override
  public Sentence denounced(Denounced event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "denounce", "denounces") + " '" + event.word()
        + "' as team " + event.team() + "'s sign: " + (event.right() ? "right, the sign is void" : "wrong"), "K-15");
  }

  @Override
  public Sentence called(Called event) {
    int caller = event.call().seat();
    return says(who(caller) + " " + verb(caller, "call", "calls") + " " + rules.notation().write(event.call()) + ": "
        + (event.right() ? "right!" : "wrong!"), ruleOf(event.call()));
  }

  @Override
  public Sentence handShown(HandShown event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "show", "shows") + " " + cards(event.cards()), "K-16");
  }

  @Override
  public Sentence counterBeaten(CounterBeaten event) {
    return says("team " + event.team() + " holds two Kem's: the counter scores nothing and the round goes on", "K-18");
  }

  @Override
  public Sentence seatBarred(SeatBarred event) {
    return says(who(event.seat()) + " may not counter again this round", "K-18");
  }

  @Override
  public Sentence showOwed(ShowOwed event) {
    return says(who(event.seat()) + " must show two cards of different ranks to " + who(event.to())
        + (event.seat() == me ? " (show C1 C2)" : ""), "K-18");
  }

  @Override
  public Sentence cardsShown(CardsShown event) {
    return says(who(event.seat()) + " " + verb(event.seat(), "show", "shows") + " "
        + event.cards().map(FamilyNarration::cards).orElse("two cards") + " to " + who(event.to()), "K-18");
  }

  @Override
  public Sentence scored(Scored event) {
    return says("team " + event.team() + (event.team() == seating.teamOf(me) ? " (you)" : "") + " "
        + (event.points() >= 0 ? "scores " + event.points() : "loses " + -event.points()), "K-16");
  }

  @Override
  public Sentence roundBlocked(RoundBlocked event) {
    return says("three cards of rank " + event.rank().symbol() + " on the table: the round is blocked", "K-10");
  }

  @Override
  public Sentence roundEnded(RoundEnded event) {
    return says("round " + event.round() + " ends: " + scores(event.scores()), "K-23");
  }

  @Override
  public Sentence gameEnded(GameEnded event) {
    boolean won = event.winners().contains(seating.teamOf(me));
    return says("game over: " + (won ? "your team wins" : "team " + event.winners().iterator().next() + " wins")
        + " (" + scores(event.scores()) + ")", "K-24");
  }

  /** {@return the scores, the seat's own team marked} */
  private String scores(ImmutableList<Integer> scores) {
    List<String> out = new ArrayList<>();
    for (int team = 0; team < scores.size(); team++) {
      out.add("team " + team + (team == seating.teamOf(me) ? " (you) " : " ") + scores.get(team));
    }
    return "scores: " + String.join(", ", out);
  }

  private String who(int seat) {
    if (seat == me) {
      return "you";
    }
    return "seat " + seat + (seating.teamOf(seat) == seating.teamOf(me) ? " (partner)" : "");
  }

  private String verb(int seat, String you, String other) {
    return seat == me ? you : other;
  }

  private static Sentence says(String text, String ruleId) {
    return new Sentence(text, ruleId);
  }

  // The four calls are one event; the rule differs per call (K-16 to K-19).
  private static String ruleOf(FamilyAction.Call call) {
    if (call instanceof FamilyAction.KemsCall) {
      return "K-16";
    }
    if (call instanceof FamilyAction.DoubleKems) {
      return "K-17";
    }
    return call instanceof FamilyAction.Counter ? "K-18" : "K-19";
  }

  private static String cards(List<Card> cards) {
    return String.join(" ", cards.stream().map(Card::toString).toList());
  }
}
