package kemkit.learn;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;
import kemkit.family.Dialect;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyView;
import kemkit.family.Shown;
import kemkit.family.Phase;
import kemkit.seat.Seating;

/**
 * The learning encoding of a Kem's-family rule set (Kem's and Kemps, every preset and seating).
 * Seats and teams are relative to the seat that looks: seat offset 0 is that seat, 1 the next
 * clockwise (C-3); team offset 0 is its own team. Cards are columns of 52, by {@link Card#index()}
 * (a 32-card deck leaves some at zero). The layouts are documented in docs/learning.md.
 *
 * <p>The action numbering, in blocks: the five table verbs ({@code top}, {@code sweep},
 * {@code propose-sweep}, {@code accept-sweep}, {@code refuse-sweep}); {@code exchange GIVE TAKE}
 * by the two cards ({@code give.index() * 52 + take.index()}); {@code sign W} and {@code gesture
 * W} by the word of {@link FamilyRules#SIGNAL_WORDS}; {@code denounce T W} by the team offset and
 * word; {@code show C1 C2} by the two cards; the calls (bare ones first, then by partner, by
 * opponent seat for a Kem's counter or by opposing team for a Kemps cut).
 */
final class FamilyEncoding implements Encoding<FamilyAction, FamilyEvent, FamilyView> {

  static final int OBSERVATION_VERSION = 1;
  static final int INFORMATION_STATE_VERSION = 1;

  private static final int CARDS = Card.COUNT;
  private static final int HAND = 4;
  private static final int TABLE = 4;
  private static final Phase[] PHASES = Phase.values();

  private final FamilyRules rules;
  private final Dialect dialect;
  private final int seats;
  private final int teams;
  private final int teamSize;
  private final ImmutableList<String> words;
  private final float target;
  private final Layout observation;
  private final Layout informationState;

  // Observation offsets.
  private final int phase;
  private final int flags;
  private final int dealer;
  private final int hand;
  private final int table;
  private final int known;
  private final int shown;
  private final int handSizes;
  private final int piles;
  private final int scores;
  private final int barred;
  private final int signsFound;
  private final int teamsWithSign;
  private final int gestures;
  private final int teamSign;
  private final int proposal;
  private final int sweepDebtor;
  private final int owedShow;
  private final int winners;

  // Action blocks.
  private static final int TOP = 0;
  private static final int SWEEP = 1;
  private static final int PROPOSE = 2;
  private static final int ACCEPT = 3;
  private static final int REFUSE = 4;
  private static final int EXCHANGE = 5;
  private final int sign;
  private final int gesture;
  private final int denounce;
  private final int show;
  private final int kemsBare;
  private final int kemsPartner;
  private final int doubleKemsPartner;
  private final int counterBare;
  private final int counter;
  private final int doubleCounter;
  private final int distinct;
  /** The opponents a Kem's counter may name, by seat offset; -1 for a teammate. */
  private final int[] opponentIndex;
  private final int[] opponentOffset;

  FamilyEncoding(FamilyRules rules) {
    this.rules = rules;
    this.dialect = rules.dialect();
    Seating seating = rules.seating();
    this.seats = seating.seats();
    this.teams = seating.teams();
    this.teamSize = seating.teamSize();
    this.words = FamilyRules.SIGNAL_WORDS;
    this.target = rules.options().target();
    int w = words.size() + 1;

    Layout.Builder o = new Layout.Builder("family-observation", OBSERVATION_VERSION);
    phase = o.add("phase", "where the round stands, one-hot: " + Arrays.toString(PHASES), PHASES.length);
    flags = o.add("flags", "1 when: a chance action is due (a deal or a recycle), the table is open (K-8), this seat's team"
        + " has a sign set (K-14)", 3);
    dealer = o.add("dealer", "the dealer, one-hot by seat offset", seats);
    hand = o.add("hand", "this seat's hand, slot by slot (K-3a), one-hot by card", HAND, CARDS);
    table = o.add("table", "the table, slot by slot (K-7), one-hot by card", TABLE, CARDS);
    known = o.add("known", "for each seat offset, the cards everyone knows it holds, taken from the table (K-9)", seats, CARDS);
    shown = o.add("shown", "for each seat offset, the cards this seat saw it show this round (K-18 shows, made to or by"
        + " this seat)", seats, CARDS);
    handSizes = o.add("hand-sizes", "each seat's card count, one-hot 0 to 4, by seat offset", seats, HAND + 1);
    piles = o.add("piles", "the stock's and the discard pile's sizes, divided by 52", 2);
    scores = o.add("scores", "each team's score divided by the target (K-24), by team offset", teams);
    barred = o.add("barred", "1 for each seat barred from countering this round (K-18), by seat offset", seats);
    signsFound = o.add("signs-found", "1 for each team whose sign was denounced and must be set again (K-15), by team offset",
        teams);
    teamsWithSign = o.add("teams-with-sign", "1 for each team that has a sign set (K-14), by team offset", teams);
    gestures = o.add("gestures", "each seat's latest gesture this round, one-hot by word (last column: another word), by"
        + " seat offset", seats, w);
    teamSign = o.add("team-sign", "this seat's team sign, one-hot by word (last column: another word), zeros if none", w);
    proposal = o.add("proposal", "the standing sweep proposal (K-11): its proposer, then the seats that accepted, by seat"
        + " offset", 2, seats);
    sweepDebtor = o.add("sweep-debtor", "the seat that owes an exchange after refusing a sweep (K-11), by seat offset", seats);
    owedShow = o.add("owed-show", "the show owed after a wrong counter (K-18): the seat that owes it, then the seat it is"
        + " owed to, by seat offset", 2, seats);
    winners = o.add("winners", "the winning team once the game is over (K-24), by team offset", teams);
    this.observation = o.build();

    Layout.Builder i = new Layout.Builder("family-information-state", INFORMATION_STATE_VERSION);
    i.addAll(observation);
    Recall.layout(i, seats, teams, FamilyReader.KINDS, HAND, w);
    this.informationState = i.build();

    sign = EXCHANGE + CARDS * CARDS;
    gesture = sign + words.size();
    denounce = gesture + words.size();
    show = denounce + (teams - 1) * words.size();
    kemsBare = show + CARDS * CARDS;
    kemsPartner = kemsBare + 2;
    doubleKemsPartner = kemsPartner + teamSize - 1;
    counterBare = doubleKemsPartner + teamSize - 1;
    counter = counterBare + 2;
    opponentIndex = new int[seats];
    Arrays.fill(opponentIndex, -1);
    int opponents = 0;
    for (int offset = 1; offset < seats; offset++) {
      if (offset % teams != 0) {
        opponentIndex[offset] = opponents++;
      }
    }
    opponentOffset = new int[opponents];
    for (int offset = 1; offset < seats; offset++) {
      if (opponentIndex[offset] >= 0) {
        opponentOffset[opponentIndex[offset]] = offset;
      }
    }
    int targets = dialect.countersNameTeams() ? teams - 1 : opponents;
    doubleCounter = counter + targets;
    distinct = doubleCounter + targets;
  }

  @Override
  public FamilyRules rules() {
    return rules;
  }

  @Override
  public Layout observationLayout() {
    return observation;
  }

  @Override
  public Layout informationStateLayout() {
    return informationState;
  }

  @Override
  public void observation(FamilyView view, float[] out) {
    Arrays.fill(out, 0, observation.size(), 0f);
    int me = view.seat();
    int myTeam = me % teams;
    out[phase + view.phase().ordinal()] = 1f;
    out[flags] = view.awaitingChance() ? 1f : 0f;
    out[flags + 1] = view.tableOpen() ? 1f : 0f;
    out[flags + 2] = view.teamSign().isPresent() ? 1f : 0f;
    out[dealer + seat(view.dealer(), me)] = 1f;
    ImmutableList<Card> cards = view.hand();
    for (int slot = 0; slot < cards.size() && slot < HAND; slot++) {
      out[hand + slot * CARDS + cards.get(slot).index()] = 1f;
    }
    cards = view.table();
    for (int slot = 0; slot < cards.size() && slot < TABLE; slot++) {
      out[table + slot * CARDS + cards.get(slot).index()] = 1f;
    }
    for (int s = 0; s < seats; s++) {
      int rel = seat(s, me);
      ImmutableList<Card> theirs = view.knownCards().get(s);
      for (int k = 0; k < theirs.size(); k++) {
        out[known + rel * CARDS + theirs.get(k).index()] = 1f;
      }
      int size = view.handSizes().get(s);
      out[handSizes + rel * (HAND + 1) + Math.min(size, HAND)] = 1f;
      Optional<String> word = view.gestures().get(s);
      if (word.isPresent()) {
        out[gestures + rel * (words.size() + 1) + word(word.get())] = 1f;
      }
    }
    ImmutableList<Shown> shows = view.shownToMe();
    for (int k = 0; k < shows.size(); k++) {
      Shown one = shows.get(k);
      for (int c = 0; c < one.cards().size(); c++) {
        out[shown + seat(one.seat(), me) * CARDS + one.cards().get(c).index()] = 1f;
      }
    }
    out[piles] = view.stockSize() / (float) CARDS;
    out[piles + 1] = view.discardSize() / (float) CARDS;
    for (int t = 0; t < teams; t++) {
      out[scores + team(t, myTeam)] = view.scores().get(t) / target;
    }
    // Sets are asked seat by seat (small Integers are cached): no iterator is made.
    for (int s = 0; s < seats; s++) {
      if (view.barred().contains(s)) {
        out[barred + seat(s, me)] = 1f;
      }
    }
    for (int t = 0; t < teams; t++) {
      if (view.signsFound().contains(t)) {
        out[signsFound + team(t, myTeam)] = 1f;
      }
      if (view.teamsWithSign().contains(t)) {
        out[teamsWithSign + team(t, myTeam)] = 1f;
      }
      if (view.winners().contains(t)) {
        out[winners + team(t, myTeam)] = 1f;
      }
    }
    if (view.teamSign().isPresent()) {
      out[teamSign + word(view.teamSign().get())] = 1f;
    }
    if (view.proposal().isPresent()) {
      out[proposal + seat(view.proposal().get().proposer(), me)] = 1f;
      for (int s = 0; s < seats; s++) {
        if (view.proposal().get().accepted().contains(s)) {
          out[proposal + seats + seat(s, me)] = 1f;
        }
      }
    }
    OptionalInt debtor = view.sweepDebtor();
    if (debtor.isPresent()) {
      out[sweepDebtor + seat(debtor.getAsInt(), me)] = 1f;
    }
    if (view.owedShow().isPresent()) {
      out[owedShow + seat(view.owedShow().get().seat(), me)] = 1f;
      out[owedShow + seats + seat(view.owedShow().get().to(), me)] = 1f;
    }
  }

  @Override
  public Recall<FamilyAction, FamilyEvent> recall(int seat) {
    if (seat < 0 || seat >= seats) {
      throw new IllegalArgumentException("no seat " + seat + " at a table of " + seats);
    }
    return new Recall<>(new FamilyReader(words), seat, seats, teams, FamilyReader.KINDS, HAND, words.size() + 1);
  }

  @Override
  public void informationState(FamilyView view, Recall<FamilyAction, FamilyEvent> recall, float[] out) {
    if (recall.seat() != view.seat()) {
      throw new IllegalArgumentException("the recall of seat " + recall.seat() + " with the view of seat " + view.seat());
    }
    observation(view, out);
    recall.write(out, observation.size());
  }

  @Override
  public int numDistinctActions() {
    return distinct;
  }

  @Override
  public int actionIndex(FamilyAction action) {
    int me = action.seat();
    if (me < 0 || me >= seats) {
      throw new IllegalArgumentException("no index for an action of seat " + me + " at a table of " + seats);
    }
    return action.accept(new FamilyAction.Visitor<Integer>() {
      @Override
      public Integer top(FamilyAction.Top a) {
        return TOP;
      }

      @Override
      public Integer exchange(FamilyAction.Exchange a) {
        return EXCHANGE + a.give().index() * CARDS + a.take().index();
      }

      @Override
      public Integer sweep(FamilyAction.Sweep a) {
        return SWEEP;
      }

      @Override
      public Integer proposeSweep(FamilyAction.ProposeSweep a) {
        return PROPOSE;
      }

      @Override
      public Integer acceptSweep(FamilyAction.AcceptSweep a) {
        return ACCEPT;
      }

      @Override
      public Integer refuseSweep(FamilyAction.RefuseSweep a) {
        return REFUSE;
      }

      @Override
      public Integer sign(FamilyAction.Sign a) {
        return sign + listedWord(a, a.word());
      }

      @Override
      public Integer gesture(FamilyAction.Gesture a) {
        return gesture + listedWord(a, a.word());
      }

      @Override
      public Integer denounce(FamilyAction.Denounce a) {
        int offset = a.team() >= 0 && a.team() < teams ? team(a.team(), me % teams) : 0;
        if (offset == 0) {
          throw noIndex(a);
        }
        return denounce + (offset - 1) * words.size() + listedWord(a, a.word());
      }

      @Override
      public Integer show(FamilyAction.Show a) {
        return show + a.first().index() * CARDS + a.second().index();
      }

      @Override
      public Integer kemsCall(FamilyAction.KemsCall a) {
        spoken(a);
        return a.target().isEmpty() ? kemsBare : kemsPartner + partner(a, a.target().getAsInt());
      }

      @Override
      public Integer doubleKems(FamilyAction.DoubleKems a) {
        spoken(a);
        return a.target().isEmpty() ? kemsBare + 1 : doubleKemsPartner + partner(a, a.target().getAsInt());
      }

      @Override
      public Integer counter(FamilyAction.Counter a) {
        spoken(a);
        return a.target().isEmpty() ? counterBare : counter + opponent(a);
      }

      @Override
      public Integer doubleCounter(FamilyAction.DoubleCounter a) {
        spoken(a);
        return a.target().isEmpty() ? counterBare + 1 : doubleCounter + opponent(a);
      }
    });
  }

  /** A call in the other dialect (a Kemps verb at a Kem's table) has no index: the rules refuse it. */
  private void spoken(FamilyAction.Call call) {
    if (call.dialect() != dialect) {
      throw noIndex(call);
    }
  }

  private int listedWord(FamilyAction action, String word) {
    int index = words.indexOf(word);
    if (index < 0) {
      throw noIndex(action);
    }
    return index;
  }

  /** {@return the partner's number, 0 to teamSize - 2: offset k·teams is the k-th partner} */
  private int partner(FamilyAction action, int partner) {
    int offset = partner >= 0 && partner < seats ? seat(partner, action.seat()) : 0;
    if (offset == 0 || offset % teams != 0) {
      throw noIndex(action);
    }
    return offset / teams - 1;
  }

  private int opponent(FamilyAction.Call call) {
    int target = call.target().getAsInt();
    if (call.namesTeam()) {
      int offset = target >= 0 && target < teams ? team(target, call.seat() % teams) : 0;
      if (offset == 0) {
        throw noIndex(call);
      }
      return offset - 1;
    }
    int index = target >= 0 && target < seats ? opponentIndex[seat(target, call.seat())] : -1;
    if (index < 0) {
      throw noIndex(call);
    }
    return index;
  }

  private static IllegalArgumentException noIndex(FamilyAction action) {
    return new IllegalArgumentException("the action numbering has no index for " + action);
  }

  @Override
  public FamilyAction action(FamilyView view, int index) {
    int me = view.seat();
    int myTeam = me % teams;
    if (index < 0 || index >= distinct) {
      throw new IllegalArgumentException("action index " + index + " is not below " + distinct);
    }
    if (index < EXCHANGE) {
      return switch (index) {
        case TOP -> new FamilyAction.Top(me);
        case SWEEP -> new FamilyAction.Sweep(me);
        case PROPOSE -> new FamilyAction.ProposeSweep(me);
        case ACCEPT -> new FamilyAction.AcceptSweep(me);
        default -> new FamilyAction.RefuseSweep(me);
      };
    }
    if (index < sign) {
      int i = index - EXCHANGE;
      return new FamilyAction.Exchange(me, Card.byIndex(i / CARDS), Card.byIndex(i % CARDS));
    }
    if (index < gesture) {
      return new FamilyAction.Sign(me, words.get(index - sign));
    }
    if (index < denounce) {
      return new FamilyAction.Gesture(me, words.get(index - gesture));
    }
    if (index < show) {
      int i = index - denounce;
      return new FamilyAction.Denounce(me, (myTeam + 1 + i / words.size()) % teams, words.get(i % words.size()));
    }
    if (index < kemsBare) {
      int i = index - show;
      return new FamilyAction.Show(me, Card.byIndex(i / CARDS), Card.byIndex(i % CARDS));
    }
    if (index < kemsPartner) {
      return index == kemsBare ? new FamilyAction.KemsCall(dialect, me, OptionalInt.empty())
          : new FamilyAction.DoubleKems(dialect, me, OptionalInt.empty());
    }
    if (index < doubleKemsPartner) {
      return FamilyAction.KemsCall.of(dialect, me, (me + (index - kemsPartner + 1) * teams) % seats);
    }
    if (index < counterBare) {
      return FamilyAction.DoubleKems.of(dialect, me, (me + (index - doubleKemsPartner + 1) * teams) % seats);
    }
    if (index < counter) {
      return index == counterBare ? new FamilyAction.Counter(dialect, me, OptionalInt.empty())
          : new FamilyAction.DoubleCounter(dialect, me, OptionalInt.empty());
    }
    boolean isDouble = index >= doubleCounter;
    int i = index - (isDouble ? doubleCounter : counter);
    int aimed = dialect.countersNameTeams() ? (myTeam + 1 + i) % teams : (me + opponentOffset[i]) % seats;
    return isDouble ? FamilyAction.DoubleCounter.of(dialect, me, aimed) : FamilyAction.Counter.of(dialect, me, aimed);
  }

  @Override
  public ImmutableList<String> actionBlocks() {
    String calls = dialect.countersNameTeams() ? "by opposing team offset" : "by opponent seat offset";
    return ImmutableList.of(
        "top 0", "sweep 1", "propose-sweep 2", "accept-sweep 3", "refuse-sweep 4",
        "exchange GIVE TAKE " + EXCHANGE + ".." + (sign - 1) + " (5 + give·52 + take, by card index)",
        "sign W " + sign + ".." + (gesture - 1) + " (words " + words + ")",
        "gesture W " + gesture + ".." + (denounce - 1),
        "denounce T W " + denounce + ".." + (show - 1) + " (by team offset 1.., then word)",
        "show C1 C2 " + show + ".." + (kemsBare - 1) + " (first·52 + second)",
        dialect.kemsVerb() + " (bare) " + kemsBare + ", " + dialect.doubleKemsVerb() + " (bare) " + (kemsBare + 1),
        dialect.kemsVerb() + " P " + kemsPartner + ".." + (doubleKemsPartner - 1) + " (k-th partner: seat offset k·teams)",
        dialect.doubleKemsVerb() + " P " + doubleKemsPartner + ".." + (counterBare - 1),
        dialect.counterVerb() + " (bare) " + counterBare + ", " + dialect.doubleCounterVerb() + " (bare) " + (counterBare + 1),
        dialect.counterVerb() + " X " + counter + ".." + (doubleCounter - 1) + " (" + calls + ")",
        dialect.doubleCounterVerb() + " X " + doubleCounter + ".." + (distinct - 1));
  }

  private int seat(int seat, int me) {
    return Math.floorMod(seat - me, seats);
  }

  private int team(int team, int myTeam) {
    return Math.floorMod(team - myTeam, teams);
  }

  private int word(String word) {
    int index = words.indexOf(word);
    return index < 0 ? words.size() : index;
  }
}
