package kemkit.family;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.family.FamilyOptions.SweepMode;
import kemkit.game.Narration.Sentence;
import kemkit.seat.Seating;

/**
 * What one seat of a Kem's-family game may do now, and why, told like the events of {@link
 * FamilyNarration}: in the second person, each sentence with the id of its rule ("you deal: sweep
 * the table when nobody wants its cards, or wait for an exchange", K-11). Every UI gets the same
 * hints: the terminal's "your move" line, a page's turn cue, a bot's explanation.
 *
 * <p>Hints are built from the seat's {@link FamilyView} alone, so they tell nothing the seat may not
 * know (C-6, K-25): two states the seat cannot tell apart give equal hints.
 *
 * <pre>{@code
 * FamilyHints hints = FamilyHints.of(rules, 1);
 * hints.hints(rules.view(state, 1)).forEach(h -> System.out.println(h.text() + " (" + h.ruleId() + ")"));
 * }</pre>
 */
public final class FamilyHints {

  private final FamilyRules rules;
  private final Seating seating;
  private final int me;

  private FamilyHints(FamilyRules rules, int seat) {
    this.rules = requireNonNull(rules, "rules");
    this.seating = rules.seating();
    if (!seating.isSeat(seat)) {
      throw new IllegalArgumentException("there is no seat " + seat + " (seats 0 to " + (seating.seats() - 1) + ")");
    }
    this.me = seat;
  }

  /**
   * {@return the hints for {@code seat} at a table of {@code rules}}
   *
   * @param rules the rules of the table
   * @param seat the seat told
   * @throws IllegalArgumentException if there is no such seat
   */
  public static FamilyHints of(FamilyRules rules, int seat) {
    return new FamilyHints(rules, seat);
  }

  /**
   * {@return what this seat may do now and why, most pressing first; never empty}
   *
   * @param view this seat's view
   * @throws IllegalArgumentException if {@code view} is another seat's
   */
  public ImmutableList<Sentence> hints(FamilyView view) {
    if (view.seat() != me) {
      throw new IllegalArgumentException("the view of seat " + view.seat() + ", not " + me);
    }
    List<Sentence> out = new ArrayList<>();
    FamilyOptions options = rules.options();
    Dialect dialect = rules.dialect();
    boolean dealer = view.dealer() == me;
    if (view.isOver()) {
      out.add(new Sentence("the game is over: team " + view.winners().iterator().next() + " won"
          + (view.winners().contains(seating.teamOf(me)) ? ", your team" : ""), "K-24"));
      return ImmutableList.copyOf(out);
    }
    if (view.awaitingChance()) {
      out.add(new Sentence("the cards are being shuffled: wait for the deal", "K-4"));
      return ImmutableList.copyOf(out);
    }
    switch (view.phase()) {
      case SHOW_OWED -> {
        OwedShow owed = view.owedShow().orElseThrow();
        out.add(owed.seat() == me
            ? new Sentence("you owe seat " + owed.to() + " a show: show two cards of different ranks (show C1 C2);"
                + " everything waits for it", "K-18")
            : new Sentence("everyone waits for seat " + owed.seat() + " to show two cards to seat " + owed.to(), "K-18"));
        return ImmutableList.copyOf(out);
      }
      case SWEEP_PROPOSED -> {
        SweepProposal proposal = view.proposal().orElseThrow();
        if (proposal.proposer() == me) {
          out.add(new Sentence("you proposed a sweep: wait for every other seat to answer", "K-11"));
        } else if (proposal.accepted().contains(me)) {
          out.add(new Sentence("you accepted the sweep: wait for the others to answer", "K-11"));
        } else {
          out.add(new Sentence("seat " + proposal.proposer() + " proposes a sweep and waits for you: accept-sweep,"
              + " or refuse-sweep if you want a card of the table (you then owe an exchange)", "K-11"));
        }
      }
      case SWEEPING, PLAY -> {
        if (!view.tableOpen()) {
          out.add(dealer
              ? new Sentence("you deal, and everyone waits for you: open the table (top)", "K-8")
              : new Sentence("the table is closed: wait for the dealer, seat " + view.dealer() + ", to say top",
                  "K-8"));
        } else if (view.sweepDebtor().isPresent() && view.sweepDebtor().getAsInt() == me) {
          out.add(new Sentence("you refused the sweep: you owe an exchange, and calls wait until you make it", "K-11"));
        } else {
          if (!(dealer && options.sweep() == SweepMode.DEALER)) {
            out.add(exchangeHint(view));
          }
          if (options.sweep() == SweepMode.DEALER) {
            // The dealer's sweep first: when nobody wants the table, the whole table waits for it.
            out.add(dealer
                ? new Sentence("you deal: sweep the table when nobody wants its cards (sweep), or wait for an"
                    + " exchange; everyone waits for you when nobody wants them", "K-11")
                : new Sentence("when nobody wants the table, the dealer, seat " + view.dealer() + ", sweeps it",
                    "K-11"));
            if (dealer) {
              out.add(exchangeHint(view));
            }
          } else if (view.sweepDebtor().isEmpty()) {
            out.add(new Sentence("when nobody wants the table, propose a sweep (propose-sweep); every other seat"
                + " answers", "K-11"));
          }
        }
      }
      default -> { }
    }
    signHints(view, dialect, out);
    return ImmutableList.copyOf(out);
  }

  /** What to collect: the rank the hand holds most of, and whether the table offers it (K-9). */
  private Sentence exchangeHint(FamilyView view) {
    Map<Rank, Integer> counts = new EnumMap<>(Rank.class);
    view.hand().forEach(card -> counts.merge(card.rank(), 1, Integer::sum));
    Rank best = view.hand().get(0).rank();
    for (Card card : view.hand()) {
      if (counts.get(card.rank()) > counts.get(best)) {
        best = card.rank();
      }
    }
    int have = counts.get(best);
    if (have == 4) {
      return new Sentence("you hold four " + plural(best) + ", a Kem's: make your team's sign for your partner to"
          + " call", "K-14");
    }
    Rank wanted = best;
    List<String> offered = view.table().stream().filter(card -> card.rank() == wanted).map(Card::toString).toList();
    return new Sentence("you hold " + have + " " + (have == 1 ? "card of each rank" : plural(best)) + ": "
        + (offered.isEmpty() || have == 1 ? "exchange a card for one on the table (exchange GIVE TAKE) to"
            + " collect four of a rank" : "the table offers " + String.join(" ", offered) + " (exchange GIVE "
            + offered.get(0) + ")"), "K-9");
  }

  private void signHints(FamilyView view, Dialect dialect, List<Sentence> out) {
    int team = seating.teamOf(me);
    if (view.signsFound().contains(team)) {
      out.add(new Sentence("your team's sign was found: set a new one (sign WORD) before your team may call",
          "K-15"));
    } else if (view.teamSign().isEmpty()) {
      out.add(new Sentence("your team has no sign yet: agree one (sign WORD) that your partner will watch for",
          "K-14"));
    } else {
      String sign = view.teamSign().get();
      List<Integer> signing = new ArrayList<>();
      for (int partner : seating.partners(me)) {
        if (view.gestures().get(partner).equals(view.teamSign())) {
          signing.add(partner);
        }
      }
      out.add(signing.isEmpty()
          ? new Sentence("your team's sign is " + sign + ": when your partner makes it, call " + dialect.kemsVerb()
              + " on them; when you hold four of a rank, make it yourself (gesture " + sign + ")", "K-16")
          : new Sentence("seat " + signing.get(0) + ", your partner, made your sign " + sign + ": call "
              + dialect.kemsVerb() + " " + signing.get(0), "K-16"));
    }
  }

  private static String plural(Rank rank) {
    return rank.name().charAt(0) + rank.name().substring(1).toLowerCase(java.util.Locale.ROOT) + "s";
  }
}
