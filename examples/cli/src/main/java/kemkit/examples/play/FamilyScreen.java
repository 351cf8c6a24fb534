package kemkit.examples.play;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyOptions;
import kemkit.family.FamilyOptions.SweepMode;
import kemkit.family.FamilyOptions.SweepTo;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyView;
import kemkit.family.Phase;
import kemkit.seat.Seating;

/**
 * The Kem's family in a terminal (Kemps and every Kem's preset): the table, the hand, the other
 * seats' counts and known cards, the signs and gestures (K-25).
 *
 * <pre>
 * round 1 · dealer seat 0 · table open · stock 32 · discard 0 · scores: team 0 0, team 1 (you) 0
 *   table    5D 6D 7D 8D
 *   you      2C 6C TC AC   (seat 1, team 1, sign wink)
 *   seat 0   4 cards
 *   seat 2   4 cards
 *   seat 3   4 cards, known 9H  (partner)
 * </pre>
 */
final class FamilyScreen implements Screen<FamilyEvent, FamilyView> {

  private final FamilyRules rules;
  private final Seating seating;
  private final int me;

  FamilyScreen(FamilyRules rules, int me) {
    this.rules = rules;
    this.seating = rules.seating();
    this.me = me;
  }

  @Override
  public String welcome(FamilyView view) {
    String partners = String.join(" and ", seating.partners(me).stream().map(s -> "seat " + s).toList());
    FamilyOptions options = rules.options();
    String dealer = (options.top() ? "The dealer opens the table (top)" : "The table is open at once")
        + (options.sweep() == SweepMode.DEALER ? "; the dealer sweeps it when nobody wants it (sweep)."
            : "; any seat may propose a sweep (propose-sweep), every other seat answers (accept-sweep, refuse-sweep).");
    return "You are seat " + me + " in team " + seating.teamOf(me) + " with " + partners + ". Collect four cards of a"
        + " rank (exchange GIVE TAKE); when you hold them, make your team's sign (gesture WORD), and call ("
        + rules.dialect().kemsVerb() + " P) when your partner makes it. " + dealer + " Type help for the commands.";
  }

  @Override
  public Optional<String> describe(FamilyEvent event) {
    return Optional.ofNullable(line(event));
  }

  // Null means "nothing to say": only used inside this class, describe() wraps it.
  private String line(FamilyEvent event) {
    if (event instanceof FamilyEvent.Dealt dealt) {
      return "round " + dealt.round() + ": " + who(dealt.dealer()) + " " + verb(dealt.dealer(), "deal", "deals");
    }
    if (event instanceof FamilyEvent.HandDealt dealt) {
      return dealt.cards().map(cards -> "you are dealt " + cards(cards)).orElse(null);
    }
    if (event instanceof FamilyEvent.TripleShown shown) {
      return who(shown.seat()) + " " + verb(shown.seat(), "show", "shows") + " a dealt triple " + cards(shown.cards())
          + " (" + shown.rule().name().toLowerCase(Locale.ROOT).replace('_', ' ') + ")";
    }
    if (event instanceof FamilyEvent.CardsDrawn drawn) {
      return who(drawn.seat()) + " " + verb(drawn.seat(), "draw", "draws") + " "
          + drawn.cards().map(FamilyScreen::cards).orElse(drawn.count() + " cards");
    }
    if (event instanceof FamilyEvent.DealVoided voided) {
      return "the deal is void: round " + voided.round() + " is dealt again";
    }
    if (event instanceof FamilyEvent.RecycleDue due) {
      return "the stock is empty: the " + due.cards() + " discarded cards are shuffled into a new stock";
    }
    if (event instanceof FamilyEvent.Recycled) {
      return null;
    }
    if (event instanceof FamilyEvent.TableLaid laid) {
      return "table: " + cards(laid.cards()) + (laid.open() ? "" : " (closed until the dealer says top)");
    }
    if (event instanceof FamilyEvent.TableOpened opened) {
      return who(opened.seat()) + " " + verb(opened.seat(), "say", "says") + " top: the table is open";
    }
    if (event instanceof FamilyEvent.Exchanged exchanged) {
      return who(exchanged.seat()) + " " + verb(exchanged.seat(), "give", "gives") + " " + exchanged.give()
          + " and " + verb(exchanged.seat(), "take", "takes") + " " + exchanged.take();
    }
    if (event instanceof FamilyEvent.Swept swept) {
      return "the table is swept " + (swept.to() == SweepTo.DISCARD ? "onto the discard pile" : "under the stock");
    }
    if (event instanceof FamilyEvent.SweepProposed proposed) {
      return who(proposed.seat()) + " " + verb(proposed.seat(), "propose", "proposes") + " a sweep";
    }
    if (event instanceof FamilyEvent.SweepAccepted accepted) {
      return who(accepted.seat()) + " " + verb(accepted.seat(), "accept", "accepts") + " the sweep";
    }
    if (event instanceof FamilyEvent.SweepRefused refused) {
      return who(refused.seat()) + " " + verb(refused.seat(), "refuse", "refuses") + " the sweep and "
          + verb(refused.seat(), "owe", "owes") + " an exchange";
    }
    if (event instanceof FamilyEvent.SignSet set) {
      return set.word().map(word -> who(set.seat()) + " " + verb(set.seat(), "set", "sets") + " your team's sign: " + word)
          .orElse("team " + set.team() + " sets a sign");
    }
    if (event instanceof FamilyEvent.Gestured gestured) {
      return who(gestured.seat()) + " " + verb(gestured.seat(), "make", "makes") + " a gesture: " + gestured.word();
    }
    if (event instanceof FamilyEvent.Denounced denounced) {
      return who(denounced.seat()) + " " + verb(denounced.seat(), "denounce", "denounces") + " '" + denounced.word()
          + "' as team " + denounced.team() + "'s sign: " + (denounced.right() ? "right, the sign is void" : "wrong");
    }
    if (event instanceof FamilyEvent.Called called) {
      int caller = called.call().seat();
      return who(caller) + " " + verb(caller, "call", "calls") + " " + rules.notation().write(called.call()) + ": "
          + (called.right() ? "right!" : "wrong!");
    }
    if (event instanceof FamilyEvent.HandShown shown) {
      return who(shown.seat()) + " " + verb(shown.seat(), "show", "shows") + " " + cards(shown.cards());
    }
    if (event instanceof FamilyEvent.CounterBeaten beaten) {
      return "team " + beaten.team() + " holds two Kem's: the counter scores nothing and the round goes on";
    }
    if (event instanceof FamilyEvent.SeatBarred barred) {
      return who(barred.seat()) + " may not counter again this round";
    }
    if (event instanceof FamilyEvent.ShowOwed owed) {
      return who(owed.seat()) + " must show two cards of different ranks to " + who(owed.to())
          + (owed.seat() == me ? " (show C1 C2)" : "");
    }
    if (event instanceof FamilyEvent.CardsShown shown) {
      return who(shown.seat()) + " " + verb(shown.seat(), "show", "shows") + " "
          + shown.cards().map(FamilyScreen::cards).orElse("two cards") + " to " + who(shown.to());
    }
    if (event instanceof FamilyEvent.Scored scored) {
      return "team " + scored.team() + (scored.team() == seating.teamOf(me) ? " (you)" : "") + " "
          + (scored.points() >= 0 ? "scores " + scored.points() : "loses " + -scored.points());
    }
    if (event instanceof FamilyEvent.RoundBlocked blocked) {
      return "three cards of rank " + blocked.rank().symbol() + " on the table: the round is blocked";
    }
    if (event instanceof FamilyEvent.RoundEnded ended) {
      return "round " + ended.round() + " ends: " + scores(ended.scores());
    }
    if (event instanceof FamilyEvent.GameEnded ended) {
      boolean won = ended.winners().contains(seating.teamOf(me));
      return "game over: " + (won ? "your team wins" : "team " + ended.winners().iterator().next() + " wins") + " ("
          + scores(ended.scores()) + ")";
    }
    // An event this screen does not know yet: its record form still says what happened.
    return event.toString();
  }

  @Override
  public String draw(FamilyView view) {
    StringBuilder out = new StringBuilder();
    out.append("round ").append(view.round()).append(" · dealer ").append(view.dealer() == me ? "you" : "seat " + view.dealer())
        .append(" · ").append(phase(view)).append(" · stock ").append(view.stockSize())
        .append(" · discard ").append(view.discardSize()).append(" · ").append(scores(view.scores())).append('\n');
    out.append("  table    ").append(view.table().isEmpty() ? "-" : cards(view.table())).append('\n');
    out.append("  you      ").append(cards(view.hand())).append("   (seat ").append(me).append(", team ")
        .append(seating.teamOf(me)).append(view.teamSign().map(sign -> ", sign " + sign).orElse(", no sign yet"))
        .append(')').append('\n');
    for (int seat = 0; seat < seating.seats(); seat++) {
      if (seat == me) {
        continue;
      }
      List<String> notes = new ArrayList<>();
      notes.add(view.handSizes().get(seat) + " cards");
      if (!view.knownCards().get(seat).isEmpty()) {
        notes.add("known " + cards(view.knownCards().get(seat)));
      }
      view.gestures().get(seat).ifPresent(gesture -> notes.add("gestured " + gesture));
      if (view.barred().contains(seat)) {
        notes.add("barred");
      }
      out.append(String.format("  seat %-3d %s%s%n", seat, String.join(", ", notes),
          seating.teamOf(seat) == seating.teamOf(me) ? "  (partner)" : ""));
    }
    return out.toString();
  }

  private String phase(FamilyView view) {
    if (view.isOver()) {
      return "game over";
    }
    if (view.awaitingChance()) {
      return "dealing";
    }
    if (view.phase() == Phase.SWEEP_PROPOSED) {
      return "sweep proposed by seat " + view.proposal().orElseThrow().proposer();
    }
    if (view.phase() == Phase.SHOW_OWED) {
      return "seat " + view.owedShow().orElseThrow().seat() + " owes a show";
    }
    return view.tableOpen() ? "table open" : "table closed";
  }

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

  private static String cards(List<Card> cards) {
    return String.join(" ", cards.stream().map(Card::toString).toList());
  }
}
