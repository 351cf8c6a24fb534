package kemkit.examples.play;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import kemkit.family.Dialect;
import kemkit.card.Card;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyHints;
import kemkit.family.FamilyNarration;
import kemkit.family.FamilyOptions;
import kemkit.family.FamilyOptions.SweepMode;
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
  private final FamilyNarration narration;
  private final FamilyHints hints;

  FamilyScreen(FamilyRules rules, int me) {
    this.rules = rules;
    this.seating = rules.seating();
    this.me = me;
    this.narration = FamilyNarration.of(rules, me);
    this.hints = FamilyHints.of(rules, me);
  }

  @Override
  public List<String> hints(FamilyView view) {
    return hints.hints(view).stream().map(hint -> hint.text() + " (" + hint.ruleId() + ")").toList();
  }

  @Override
  public Set<String> verbs() {
    Set<String> out = new LinkedHashSet<>(rules.notation().verbs());
    Dialect mine = rules.dialect();
    Set<String> own = Set.of(mine.kemsVerb(), mine.doubleKemsVerb(), mine.counterVerb(), mine.doubleCounterVerb());
    for (Dialect other : Dialect.values()) {
      for (String verb : List.of(other.kemsVerb(), other.doubleKemsVerb(), other.counterVerb(), other.doubleCounterVerb())) {
        if (!own.contains(verb)) {
          out.remove(verb);
        }
      }
    }
    return out;
  }

  @Override
  public String legend() {
    FamilyOptions options = rules.options();
    return "collect four cards of a rank (K-9); a right " + rules.dialect().kemsVerb() + " scores "
        + options.kemsPoints() + ", a right " + rules.dialect().counterVerb() + " " + options.counterPoints()
        + " (K-16, K-18); the game is won at " + options.target() + " (K-24)";
  }

  @Override
  public Optional<String> sheet(FamilyEvent event) {
    if (event instanceof FamilyEvent.Called || event instanceof FamilyEvent.Scored
        || event instanceof FamilyEvent.RoundEnded || event instanceof FamilyEvent.RoundBlocked
        || event instanceof FamilyEvent.GameEnded) {
      return Optional.of(narration.tell(event).text());
    }
    return Optional.empty();
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
    // Other seats' hidden hands and the recycled stock's count: the table drawn next shows them.
    if (event instanceof FamilyEvent.Recycled
        || (event instanceof FamilyEvent.HandDealt dealt && dealt.cards().isEmpty())) {
      return Optional.empty();
    }
    return Optional.of(narration.tell(event).text());
  }

  @Override
  public String draw(FamilyView view) {
    StringBuilder out = new StringBuilder();
    out.append("round ").append(view.round()).append(" · dealer ").append(view.dealer() == me ? "you" : "seat " + view.dealer())
        .append(" · ").append(phase(view)).append(" · stock ").append(view.stockSize())
        .append(" · discard ").append(view.discardSize()).append(" · scores: ").append(scores(view)).append('\n');
    out.append("  table    ").append(view.table().isEmpty() ? "-" : cards(view.table())).append('\n');
    out.append("  you      ").append(cards(view.hand())).append("   (seat ").append(me).append(", team ")
        .append(seating.teamOf(me)).append(view.teamSign().map(sign -> ", sign " + sign).orElse(", no sign yet"))
        .append(')').append('\n');
    List<String> told = hints(view);
    out.append("  your move: ").append(told.get(0)).append('\n');
    // The other hints under it: the remembered total, the sign, what the dealer may also do.
    told.subList(1, told.size()).forEach(hint -> out.append("             ").append(hint).append('\n'));
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

  @Override
  public List<String> cards(FamilyView view) {
    List<String> out = new ArrayList<>();
    view.hand().forEach(card -> out.add(card.toString()));
    view.table().forEach(card -> out.add(card.toString()));
    return out;
  }

  @Override
  public String scores(FamilyView view) {
    ImmutableList<Integer> scores = view.scores();
    List<String> out = new ArrayList<>();
    for (int team = 0; team < scores.size(); team++) {
      out.add("team " + team + (team == seating.teamOf(me) ? " (you) " : " ") + scores.get(team));
    }
    return String.join(", ", out);
  }

  private static String cards(List<Card> cards) {
    return String.join(" ", cards.stream().map(Card::toString).toList());
  }
}
