package kemkit.bots;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyAction.AcceptSweep;
import kemkit.family.FamilyAction.Denounce;
import kemkit.family.FamilyAction.Exchange;
import kemkit.family.FamilyAction.Gesture;
import kemkit.family.FamilyAction.ProposeSweep;
import kemkit.family.FamilyAction.RefuseSweep;
import kemkit.family.FamilyAction.Show;
import kemkit.family.FamilyAction.Sign;
import kemkit.family.FamilyAction.Sweep;
import kemkit.family.FamilyAction.Top;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyView;
import kemkit.seat.Seating;

/**
 * A Kem's-family player that plays to win (Kemps and every Kem's preset), from what its seat may
 * see only. What it does, first things first:
 *
 * <ol>
 *   <li>shows two cards when a wrong counter owes them (K-18), and answers sweep proposals:
 *       refuses when the table holds a card it wants, then takes it (K-11);
 *   <li>calls: {@code kems} on a teammate that made the team's sign, {@code double-kems} when it
 *       holds a Kem's too, a counter on an opponent whose known cards or gestures give it away
 *       (K-14, K-16 to K-19);
 *   <li>opens the table when it deals with option {@code top} (K-8), and sets the team's sign when
 *       the team has none, or a denounced one, or one that its last right call gave away (K-14,
 *       K-15);
 *   <li>holding a Kem's, makes the team's sign and waits;
 *   <li>otherwise collects the most promising rank (K-9, {@link RankPlan});
 *   <li>denounces a sign it guessed (K-15), and when the table has been useless for a while, the
 *       dealer sweeps it or any seat proposes a sweep (K-11).
 * </ol>
 *
 * <p>With nothing worth doing it passes ({@link #intention} is empty). Made to act ({@link
 * #choose}), it sweeps or proposes a sweep, or makes the exchange that harms its hand least.
 *
 * <pre>{@code
 * FamilyBot bot = new FamilyBot(Kemps.rules(), 1, new SplittableRandom(7));
 * host.subscribe(1, bot::observe);
 * bot.intention(host.view(1), host.legalActions(1)).ifPresent(host::submit);
 * }</pre>
 *
 * <p>Thread-safe: a host may deliver events on one thread while another asks for an action.
 */
public final class FamilyBot implements Bot<FamilyAction, FamilyEvent, FamilyView> {

  private final FamilyRules rules;
  private final Seating seating;
  private final int seat;
  private final RandomGenerator rng;
  private final TableNotes notes;
  private Optional<Rank> target = Optional.empty();

  /**
   * Creates the bot.
   *
   * @param rules the rules of the table: options and seating are public knowledge
   * @param seat the bot's seat
   * @param rng where its few random choices come from (the words of its signs)
   * @throws IllegalArgumentException if there is no such seat at the table
   */
  public FamilyBot(FamilyRules rules, int seat, RandomGenerator rng) {
    this.rules = requireNonNull(rules, "rules");
    this.seating = rules.seating();
    if (!seating.isSeat(seat)) {
      throw new IllegalArgumentException("no seat " + seat + " at this table");
    }
    this.seat = seat;
    this.rng = requireNonNull(rng, "rng");
    this.notes = new TableNotes(seating, seat);
  }

  @Override
  public synchronized void observe(FamilyEvent event) {
    if (event instanceof FamilyEvent.Dealt) {
      target = Optional.empty();
    }
    notes.observe(event);
  }

  @Override
  public synchronized Optional<FamilyAction> intention(FamilyView view, ImmutableList<FamilyAction> legal) {
    if (legal.isEmpty()) {
      return Optional.empty();
    }
    RankPlan plan = RankPlan.of(seating, view, notes, target);
    target = plan.target();
    return first(
        () -> show(view, legal),
        () -> answerProposal(view, legal, plan),
        () -> Reads.call(rules, view, notes, legal),
        () -> ifLegal(new Top(seat), legal),
        () -> sign(view, legal),
        () -> signal(view, legal),
        () -> exchange(view, legal, plan),
        () -> denounce(view, legal),
        () -> sweepUselessTable(view, legal, plan));
  }

  @Override
  public synchronized FamilyAction choose(FamilyView view, ImmutableList<FamilyAction> legal) {
    if (legal.isEmpty()) {
      throw new IllegalArgumentException("no legal action to choose from");
    }
    Optional<FamilyAction> intended = intention(view, legal);
    if (intended.isPresent()) {
      return intended.get();
    }
    RankPlan plan = RankPlan.of(seating, view, notes, target);
    return first(
        () -> ifLegal(new Sweep(seat), legal),
        () -> ifLegal(new ProposeSweep(seat), legal),
        () -> ifLegal(new AcceptSweep(seat), legal),
        () -> Reads.isKems(view.hand()) ? Optional.empty()
            : legalExchange(plan.leastHarmfulExchange(view, blocks()), legal),
        () -> harmlessGesture(view, legal))
        .orElse(legal.get(0));
  }

  private Optional<FamilyAction> show(FamilyView view, ImmutableList<FamilyAction> legal) {
    if (view.owedShow().isEmpty() || view.owedShow().get().seat() != seat) {
      return Optional.empty();
    }
    // Show the two cards that give away least: none of the rank being collected, if possible.
    Show best = null;
    for (FamilyAction action : legal) {
      if (action instanceof Show show) {
        boolean hidesTarget = target.isEmpty()
            || (show.first().rank() != target.get() && show.second().rank() != target.get());
        if (best == null || hidesTarget) {
          best = show;
          if (hidesTarget) {
            break;
          }
        }
      }
    }
    return Optional.ofNullable(best);
  }

  private Optional<FamilyAction> answerProposal(FamilyView view, ImmutableList<FamilyAction> legal, RankPlan plan) {
    if (!legal.contains(new AcceptSweep(seat))) {
      return Optional.empty();
    }
    boolean wanted = !Reads.isKems(view.hand())
        && target.isPresent() && plan.exchangeToward(view, target.get(), blocks(), stuck()).isPresent();
    return Optional.of(wanted ? new RefuseSweep(seat) : new AcceptSweep(seat));
  }

  private Optional<FamilyAction> sign(FamilyView view, ImmutableList<FamilyAction> legal) {
    int team = seating.teamOf(seat);
    boolean needed = view.teamSign().isEmpty() || view.signsFound().contains(team)
        || view.teamSign().equals(notes.burnedSign());
    if (!needed) {
      return Optional.empty();
    }
    ImmutableList<String> words = rules.signalWords();
    for (int tries = 0; tries < words.size(); tries++) {
      String word = words.get(rng.nextInt(words.size()));
      if (!view.teamSign().equals(Optional.of(word)) && !notes.burnedSign().equals(Optional.of(word))) {
        Optional<FamilyAction> sign = ifLegal(new Sign(seat, word), legal);
        if (sign.isPresent()) {
          return sign;
        }
      }
    }
    return Optional.empty();
  }

  private Optional<FamilyAction> signal(FamilyView view, ImmutableList<FamilyAction> legal) {
    if (!Reads.isKems(view.hand()) || view.teamSign().isEmpty()
        || view.gestures().get(seat).equals(view.teamSign())) {
      return Optional.empty();
    }
    return ifLegal(new Gesture(seat, view.teamSign().get()), legal);
  }

  private Optional<FamilyAction> exchange(FamilyView view, ImmutableList<FamilyAction> legal, RankPlan plan) {
    if (Reads.isKems(view.hand())) {
      return Optional.empty();
    }
    Optional<Exchange> toward = target.flatMap(rank -> plan.exchangeToward(view, rank, blocks(), stuck()));
    if (toward.isEmpty() && view.sweepDebtor().equals(OptionalInt.of(seat))) {
      // A seat that refused a sweep owes an exchange (K-11): nothing moves until it pays.
      toward = plan.leastHarmfulExchange(view, blocks());
    }
    if (toward.isEmpty() && deadlocked()) {
      toward = shake(view);
    }
    return legalExchange(toward, legal);
  }

  /**
   * Every seat waits for a card that another seat holds and the stock never shows (with {@code
   * sweepTo=stock_bottom} the same cards come round again and again): give away a card that is not
   * of the rank collected, picked at random, so that cards move again.
   */
  private Optional<Exchange> shake(FamilyView view) {
    ImmutableList<Card> spare = view.hand().stream()
        .filter(card -> target.isEmpty() || card.rank() != target.get())
        .collect(ImmutableList.toImmutableList());
    if (spare.isEmpty() || view.table().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new Exchange(seat, spare.get(rng.nextInt(spare.size())),
        view.table().get(rng.nextInt(view.table().size()))));
  }

  private Optional<FamilyAction> denounce(FamilyView view, ImmutableList<FamilyAction> legal) {
    for (int team = 0; team < seating.teams(); team++) {
      Optional<String> guessed = notes.guessedSign(team);
      if (guessed.isPresent() && view.teamsWithSign().contains(team) && !view.signsFound().contains(team)) {
        Optional<FamilyAction> denounce = ifLegal(new Denounce(seat, team, guessed.get()), legal);
        if (denounce.isPresent()) {
          return denounce;
        }
      }
    }
    return Optional.empty();
  }

  private Optional<FamilyAction> sweepUselessTable(FamilyView view, ImmutableList<FamilyAction> legal, RankPlan plan) {
    boolean useless = target.isEmpty() || plan.onTable(target.get()) == 0 || Reads.isKems(view.hand());
    if (!useless || notes.quiet() < 2 * seating.seats()) {
      return Optional.empty();
    }
    return first(() -> ifLegal(new Sweep(seat), legal), () -> ifLegal(new ProposeSweep(seat), legal));
  }

  private Optional<FamilyAction> harmlessGesture(FamilyView view, ImmutableList<FamilyAction> legal) {
    for (FamilyAction action : legal) {
      if (action instanceof Gesture gesture && !view.teamSign().equals(Optional.of(gesture.word()))) {
        return Optional.of(action);
      }
    }
    return Optional.empty();
  }

  /** Two sweeps per seat with no exchange: every seat holds back what another needs. */
  private boolean stuck() {
    return notes.idleSweeps() >= 2 * seating.seats();
  }

  /** Four sweeps per seat with no exchange, even with every card given away that may help. */
  private boolean deadlocked() {
    return notes.idleSweeps() >= 4 * seating.seats();
  }

  private boolean blocks() {
    return rules.options().tableTripleBlocks();
  }

  private static Optional<FamilyAction> legalExchange(Optional<Exchange> exchange, ImmutableList<FamilyAction> legal) {
    return exchange.filter(legal::contains).map(FamilyAction.class::cast);
  }

  private static Optional<FamilyAction> ifLegal(FamilyAction action, ImmutableList<FamilyAction> legal) {
    return legal.contains(action) ? Optional.of(action) : Optional.empty();
  }

  /** {@return the first choice that is present; later ones are not even worked out} */
  @SafeVarargs
  private static Optional<FamilyAction> first(Supplier<Optional<FamilyAction>>... choices) {
    for (Supplier<Optional<FamilyAction>> choice : choices) {
      Optional<FamilyAction> action = choice.get();
      if (action.isPresent()) {
        return action;
      }
    }
    return Optional.empty();
  }

  @Override
  public String toString() {
    return "FamilyBot[seat " + seat + "]";
  }
}
