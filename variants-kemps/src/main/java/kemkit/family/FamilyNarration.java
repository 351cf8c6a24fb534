package kemkit.family;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
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
 * <p>A writer that streams sentences (a server answering every seat of every move) appends them to
 * a builder of its own with {@link #tell(FamilyEvent, StringBuilder)}: the same words, without a
 * string per piece of the sentence.
 *
 * <p>Implements the telling of rules.md §K, K-1 to K-25; every event names the rule it comes from.
 */
public final class FamilyNarration implements Narration<FamilyEvent> {

  private final FamilyRules rules;
  private final Seating seating;
  private final int me;
  // The listener's team; -1 for a spectator, who is in no team.
  private final int myTeam;

  private FamilyNarration(FamilyRules rules, int me) {
    this.rules = requireNonNull(rules, "rules");
    this.seating = rules.seating();
    this.me = me;
    this.myTeam = me < 0 ? -1 : seating.teamOf(me);
  }

  private static FamilyNarration checked(FamilyRules rules, int seat) {
    if (seat < 0 || seat >= rules.seating().seats()) {
      throw new IllegalArgumentException("no seat " + seat + " at a table of " + rules.seating().seats());
    }
    return new FamilyNarration(rules, seat);
  }

  /**
   * {@return the narration for a spectator at a table of {@code rules}: every seat in the third
   * person} Feed it events that every seat hears alike (a public replay's).
   *
   * @param rules the game, for its seating and its dialect
   */
  public static FamilyNarration spectator(FamilyRules rules) {
    return new FamilyNarration(rules, -1);
  }

  /**
   * {@return the narration for {@code seat} at a table of {@code rules}}
   *
   * @param rules the game, for its seating and its dialect
   * @param seat the seat that hears the events
   * @throws IllegalArgumentException if the table has no such seat
   */
  public static FamilyNarration of(FamilyRules rules, int seat) {
    return checked(rules, seat);
  }

  @Override
  public Sentence tell(FamilyEvent event) {
    StringBuilder text = new StringBuilder(64);
    String rule = tell(event, text);
    return new Sentence(text.toString(), rule);
  }

  /**
   * Appends {@code event}, as this narration's seat heard it, to {@code text}: the words of {@link
   * #tell(FamilyEvent)}'s sentence.
   *
   * @param event an event the seat may see
   * @param text where the sentence goes, after what it holds
   * @return the id of the rule the event comes from
   */
  public String tell(FamilyEvent event, StringBuilder text) {
    return event.accept(new Teller(requireNonNull(text, "text")));
  }

  /** Writes one sentence into its builder, piece by piece; returns the rule id. */
  private final class Teller implements FamilyEvent.Visitor<String> {

    private final StringBuilder out;

    Teller(StringBuilder out) {
      this.out = out;
    }

    @Override
    public String dealt(Dealt event) {
      out.append("round ").append(event.round()).append(": ");
      who(event.dealer()).verb(event.dealer(), "deal", "deals");
      return "K-5";
    }

    @Override
    public String handDealt(HandDealt event) {
      if (event.cards().isPresent()) {
        if (event.seat() == me) {
          out.append("you are");
        } else {
          who(event.seat()).out.append(" is");
        }
        out.append(" dealt ");
        cards(event.cards().get());
      } else {
        who(event.seat()).verb(event.seat(), "are", "is").out.append(" dealt a hand");
      }
      return "K-5";
    }

    @Override
    public String tripleShown(TripleShown event) {
      who(event.seat()).verb(event.seat(), "show", "shows").out.append(" a dealt triple ");
      cards(event.cards()).append(" (").append(event.rule().name().toLowerCase(Locale.ROOT).replace('_', ' '))
          .append(')');
      return "K-6";
    }

    @Override
    public String cardsDrawn(CardsDrawn event) {
      who(event.seat()).verb(event.seat(), "draw", "draws").out.append(' ');
      if (event.cards().isPresent()) {
        cards(event.cards().get());
      } else {
        out.append(event.count()).append(" cards");
      }
      return "K-6";
    }

    @Override
    public String dealVoided(DealVoided event) {
      out.append("the deal is void: round ").append(event.round()).append(" is dealt again");
      return "K-6";
    }

    @Override
    public String recycleDue(RecycleDue event) {
      out.append("the stock is empty: the ").append(event.cards())
          .append(" discarded cards are shuffled into a new stock");
      return "K-13";
    }

    @Override
    public String recycled(Recycled event) {
      out.append("the new stock holds the ").append(event.cards()).append(" recycled cards");
      return "K-13";
    }

    @Override
    public String tableLaid(TableLaid event) {
      out.append("table: ");
      cards(event.cards()).append(event.open() ? "" : " (closed until the dealer says top)");
      return "K-7";
    }

    @Override
    public String tableOpened(TableOpened event) {
      who(event.seat()).verb(event.seat(), "say", "says").out.append(" top: the table is open");
      return "K-8";
    }

    @Override
    public String exchanged(FamilyEvent.Exchanged event) {
      who(event.seat()).verb(event.seat(), "give", "gives").out.append(' ').append(event.give()).append(" and ")
          .append(event.seat() == me ? "take" : "takes").append(' ').append(event.take());
      return "K-9";
    }

    @Override
    public String swept(Swept event) {
      out.append("the table is swept ")
          .append(event.to() == SweepTo.DISCARD ? "onto the discard pile" : "under the stock");
      return "K-12";
    }

    @Override
    public String sweepProposed(SweepProposed event) {
      who(event.seat()).verb(event.seat(), "propose", "proposes").out.append(" a sweep");
      return "K-11";
    }

    @Override
    public String sweepAccepted(SweepAccepted event) {
      who(event.seat()).verb(event.seat(), "accept", "accepts").out.append(" the sweep");
      return "K-11";
    }

    @Override
    public String sweepRefused(SweepRefused event) {
      who(event.seat()).verb(event.seat(), "refuse", "refuses").out.append(" the sweep and ")
          .append(event.seat() == me ? "owe" : "owes").append(" an exchange");
      return "K-11";
    }

    @Override
    public String signSet(SignSet event) {
      if (event.word().isPresent()) {
        who(event.seat()).verb(event.seat(), "set", "sets").out.append(" your team's sign: ")
            .append(event.word().get());
      } else {
        out.append("team ").append(event.team()).append(" sets a sign");
      }
      return "K-2";
    }

    @Override
    public String gestured(Gestured event) {
      who(event.seat()).verb(event.seat(), "make", "makes").out.append(" a gesture: ").append(event.word());
      return "K-14";
    }

    @Override
    public String denounced(Denounced event) {
      who(event.seat()).verb(event.seat(), "denounce", "denounces").out.append(" '").append(event.word())
          .append("' as team ").append(event.team()).append("'s sign: ")
          .append(event.right() ? "right, the sign is void" : "wrong");
      return "K-15";
    }

    @Override
    public String called(Called event) {
      int caller = event.call().seat();
      who(caller).verb(caller, "call", "calls").out.append(' ').append(rules.notation().write(event.call()))
          .append(": ").append(event.right() ? "right!" : "wrong!");
      return ruleOf(event.call());
    }

    @Override
    public String handShown(HandShown event) {
      who(event.seat()).verb(event.seat(), "show", "shows").out.append(' ');
      cards(event.cards());
      return "K-16";
    }

    @Override
    public String counterBeaten(CounterBeaten event) {
      out.append("team ").append(event.team())
          .append(" holds two Kem's: the counter scores nothing and the round goes on");
      return "K-18";
    }

    @Override
    public String seatBarred(SeatBarred event) {
      who(event.seat()).out.append(" may not counter again this round");
      return "K-18";
    }

    @Override
    public String showOwed(ShowOwed event) {
      who(event.seat()).out.append(" must show two cards of different ranks to ");
      who(event.to()).out.append(event.seat() == me ? " (show C1 C2)" : "");
      return "K-18";
    }

    @Override
    public String cardsShown(CardsShown event) {
      who(event.seat()).verb(event.seat(), "show", "shows").out.append(' ');
      if (event.cards().isPresent()) {
        cards(event.cards().get());
      } else {
        out.append("two cards");
      }
      out.append(" to ");
      who(event.to());
      return "K-18";
    }

    @Override
    public String scored(Scored event) {
      out.append("team ").append(event.team()).append(event.team() == myTeam ? " (you)" : "").append(' ');
      if (event.points() >= 0) {
        out.append("scores ").append(event.points());
      } else {
        out.append("loses ").append(-event.points());
      }
      return "K-16";
    }

    @Override
    public String roundBlocked(RoundBlocked event) {
      out.append("three cards of rank ").append(event.rank().symbol()).append(" on the table: the round is blocked");
      return "K-10";
    }

    @Override
    public String roundEnded(RoundEnded event) {
      out.append("round ").append(event.round()).append(" ends: ");
      scores(event.scores());
      return "K-23";
    }

    @Override
    public String gameEnded(GameEnded event) {
      boolean won = event.winners().contains(myTeam);
      out.append("game over: ");
      if (won) {
        out.append("your team wins");
      } else {
        out.append("team ").append(event.winners().iterator().next()).append(" wins");
      }
      out.append(" (");
      scores(event.scores()).append(')');
      return "K-24";
    }

    /** Appends the scores, the seat's own team marked. */
    private StringBuilder scores(ImmutableList<Integer> scores) {
      out.append("scores: ");
      for (int team = 0; team < scores.size(); team++) {
        out.append(team == 0 ? "" : ", ").append("team ").append(team)
            .append(team == myTeam ? " (you) " : " ").append(scores.get(team).intValue());
      }
      return out;
    }

    /** Appends {@code seat} as this seat calls it: "you", "seat 2", "seat 2 (partner)". */
    private Teller who(int seat) {
      if (seat == me) {
        out.append("you");
      } else {
        out.append("seat ").append(seat).append(seating.teamOf(seat) == myTeam ? " (partner)" : "");
      }
      return this;
    }

    /** Appends a space and the verb, in the second person for this seat. */
    private Teller verb(int seat, String you, String other) {
      out.append(' ').append(seat == me ? you : other);
      return this;
    }

    /** Appends the cards, a space between two. */
    private StringBuilder cards(List<Card> cards) {
      for (int i = 0; i < cards.size(); i++) {
        out.append(i == 0 ? "" : " ").append(cards.get(i));
      }
      return out;
    }
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
}
