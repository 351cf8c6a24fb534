package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMultiset;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import kemkit.card.Card;
import kemkit.family.FamilyEvent.CardsDrawn;
import kemkit.family.FamilyEvent.CardsShown;
import kemkit.family.FamilyEvent.HandDealt;
import kemkit.family.FamilyEvent.Scored;
import kemkit.family.FamilyEvent.SignSet;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.Outcome;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import kemkit.kemps.Kemps;
import kemkit.kems.KemsPresets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded random playouts through {@code legalActions}, mixed with arbitrary actions, checking the
 * common rules at every step: C-5 (a rejection changes nothing), C-6 (views and legal actions
 * survive determinize; private events reach their seats only), C-7 (card conservation), the
 * soundness of legal actions, and that {@code apply} never throws. A failure names its seed.
 */
class FamilyPropertiesTest {

  private static final int SEEDS = 60;
  private static final int STEPS = 400;
  private static final int OPTION_SETS = 40;
  private static final int SEEDS_PER_OPTION_SET = 8;
  /** Every column of the K-opt table, Kemps first. */
  private static final ImmutableList<Preset> PRESETS =
      ImmutableList.<Preset>builder().add(Kemps.PRESET).addAll(KemsPresets.all()).build();

  static Stream<Arguments> tables() {
    return Stream.of(
        Arguments.of("kemps 2x2", Replay.rules(Kemps.PRESET, 2, 2)),
        Arguments.of("kemps 4x3", Replay.rules(Kemps.PRESET, 4, 3)),
        Arguments.of("kems-en 3x2", Replay.rules(KemsPresets.EN, 3, 2)),
        Arguments.of("kems-fr32 2x3", Replay.rules(KemsPresets.FR32, 2, 3)),
        Arguments.of("kems-classic 2x2", Replay.rules(KemsPresets.CLASSIC, 2, 2)),
        Arguments.of("kems-expert 3x3", Replay.rules(KemsPresets.EXPERT, 3, 3, "allFourBonus=yes")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("tables")
  void randomPlayoutsKeepTheCommonRules(String name, FamilyRules rules) {
    for (int seed = 0; seed < SEEDS; seed++) {
      playout(rules, seed);
    }
  }

  /** Option sets drawn at random from every value of the K-opt table, at random tables. */
  static Stream<Arguments> randomOptionSets() {
    SplittableRandom rng = new SplittableRandom(2024);
    List<Arguments> out = new java.util.ArrayList<>();
    while (out.size() < OPTION_SETS) {
      Preset preset = PRESETS.get(rng.nextInt(PRESETS.size()));
      String[] choices = {
          "deck=" + (rng.nextBoolean() ? 52 : 32),
          "dealtTriple=" + pick(rng, "discard_hand", "return_to_stock", "redeal", "none"),
          "top=" + pick(rng, "yes", "no"),
          "sweep=" + pick(rng, "dealer", "consensus"),
          "sweepTo=" + pick(rng, "discard", "stock_bottom"),
          "tableTripleBlocks=" + pick(rng, "yes", "no"),
          "falseKems=" + pick(rng, "opponents_score", "caller_loses"),
          "doubleValue=" + rng.nextInt(1, 4),
          "falseDouble=" + pick(rng, "as_single", "opponents_score_double", "caller_loses_double"),
          "counterTarget=" + pick(rng, "player", "team"),
          "counterBeatenByDouble=" + pick(rng, "yes", "no"),
          "falseCounter=" + pick(rng, "000", "001", "003-base", "003-expert", "002"),
          "doubleCounter=" + pick(rng, "yes", "no"),
          "falseDoubleCounter=" + pick(rng, "caller_loses_double", "target_scores_double"),
          "allFourBonus=" + pick(rng, "yes", "no"),
          "denounce=" + pick(rng, "yes", "no"),
          "target=" + rng.nextInt(1, 8),
          "winBy=" + rng.nextInt(1, 3)};
      int teams = rng.nextInt(2, 5);
      int teamSize = rng.nextInt(2, 4);
      try {
        FamilyOptions options = preset.options();
        for (String choice : choices) {
          String[] pair = choice.split("=");
          options = options.with(pair[0], pair[1]);
        }
        FamilyRules rules = FamilyRules.create(preset, options, teams, teamSize, rng.nextInt(teams * teamSize));
        out.add(Arguments.of(rules.setup().toString(), rules));
      } catch (kemkit.game.SetupException refused) {
        // K-3 or K-20 refused this draw: draw again.
      }
    }
    return out.stream();
  }

  private static String pick(SplittableRandom rng, String... values) {
    return values[rng.nextInt(values.length)];
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("randomOptionSets")
  void randomOptionSetsKeepTheCommonRules(String name, FamilyRules rules) {
    for (int seed = 0; seed < SEEDS_PER_OPTION_SET; seed++) {
      playout(rules, seed);
    }
  }

  private static void playout(FamilyRules rules, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    int seats = rules.seating().seats();
    FamilyState state = rules.start();
    for (int step = 0; step < STEPS && !state.isOver(); step++) {
      String where = "seed " + seed + ", step " + step;
      if (rng.nextInt(5) == 0) {
        Action wild = Arbitrary.action(rng, state, seats);
        Outcome<FamilyState, FamilyEvent> outcome = rules.apply(state, wild);
        if (!outcome.isAccepted()) {
          assertThat(outcome.state()).as("%s: rejected %s changes nothing (C-5)", where, wild).isEqualTo(state);
          continue;
        }
        state = check(rules, state, outcome, where + " " + wild, rng);
        continue;
      }
      Action next;
      if (state.chanceDue().isPresent()) {
        next = Chance.roll(state.chanceDue().get(), rng);
      } else {
        int seat = rng.nextInt(seats);
        ImmutableList<FamilyAction> legal = rules.legalActions(state, seat);
        if (legal.isEmpty()) {
          continue;
        }
        next = legal.get(rng.nextInt(legal.size()));
      }
      Outcome<FamilyState, FamilyEvent> outcome = rules.apply(state, next);
      assertThat(outcome.isAccepted()).as("%s: legal %s is accepted: %s", where, next, outcome).isTrue();
      state = check(rules, state, outcome, where + " " + next, rng);
    }
  }

  private static FamilyState check(FamilyRules rules, FamilyState before, Outcome<FamilyState, FamilyEvent> outcome,
      String where, SplittableRandom rng) {
    FamilyState state = outcome.state();
    ImmutableList<FamilyEvent> events = outcome.events();
    assertThat(ImmutableMultiset.copyOf(state.placements().values()))
        .as("%s: every card in exactly one place (C-7)", where)
        .isEqualTo(ImmutableMultiset.copyOf(state.deck().cards()));
    for (int team = 0; team < rules.seating().teams(); team++) {
      int scored = 0;
      for (FamilyEvent event : events) {
        if (event instanceof Scored s && s.team() == team) {
          scored += s.points();
        }
      }
      assertThat(state.scores().get(team) - before.scores().get(team))
          .as("%s: the Scored events explain team %d's score", where, team).isEqualTo(scored);
    }
    int seat = rng.nextInt(rules.seating().seats());
    for (FamilyEvent event : rules.eventsSeenBy(seat, events)) {
      assertThat(privateFor(event, rules, seat)).as("%s: seat %d sees %s", where, seat, event).isFalse();
    }
    if (rng.nextInt(4) == 0) {
      FamilyState other = rules.determinize(state, seat, rng);
      assertThat(rules.view(other, seat)).as("%s: seat %d's view after determinize (C-6)", where, seat)
          .isEqualTo(rules.view(state, seat));
      assertThat(rules.legalActions(other, seat)).as("%s: seat %d's legal actions after determinize (C-6)", where, seat)
          .isEqualTo(rules.legalActions(state, seat));
      assertThat(ImmutableMultiset.copyOf(other.placements().values())).isEqualTo(ImmutableMultiset.copyOf(state.deck().cards()));
    }
    return state;
  }

  /** {@return whether {@code event}, as seen by {@code seat}, still carries a secret of another seat} */
  private static boolean privateFor(FamilyEvent event, FamilyRules rules, int seat) {
    if (event instanceof HandDealt dealt) {
      return dealt.seat() != seat && dealt.cards().isPresent();
    }
    if (event instanceof CardsDrawn drawn) {
      return drawn.seat() != seat && drawn.cards().isPresent();
    }
    if (event instanceof SignSet sign) {
      return sign.team() != rules.seating().teamOf(seat) && sign.word().isPresent();
    }
    if (event instanceof CardsShown shown) {
      return shown.seat() != seat && shown.to() != seat && shown.cards().isPresent();
    }
    return false;
  }

  /** Any action at all: seats and targets out of range, cards from anywhere, odd words, chance. */
  static final class Arbitrary {

    private static final List<String> WORDS = List.of("wink", "nod", "hair", "x#y", "two words", "");

    static Action action(SplittableRandom rng, FamilyState state, int seats) {
      int seat = rng.nextInt(-1, seats + 2);
      int target = rng.nextInt(-1, seats + 2);
      Dialect dialect = rng.nextBoolean() ? Dialect.KEMS : Dialect.KEMPS;
      OptionalInt maybe = rng.nextInt(5) == 0 ? OptionalInt.empty() : OptionalInt.of(target);
      String word = WORDS.get(rng.nextInt(WORDS.size()));
      return switch (rng.nextInt(17)) {
        case 0 -> new FamilyAction.Top(seat);
        case 1 -> new FamilyAction.Exchange(seat, card(rng, state, seat), card(rng, state, seat));
        case 2 -> new FamilyAction.Sweep(seat);
        case 3 -> new FamilyAction.ProposeSweep(seat);
        case 4 -> new FamilyAction.AcceptSweep(seat);
        case 5 -> new FamilyAction.RefuseSweep(seat);
        case 6 -> new FamilyAction.Sign(seat, word);
        case 7 -> new FamilyAction.Gesture(seat, word);
        case 8 -> new FamilyAction.Denounce(seat, target, word);
        case 9 -> new FamilyAction.KemsCall(dialect, seat, maybe);
        case 10 -> new FamilyAction.DoubleKems(dialect, seat, maybe);
        case 11 -> new FamilyAction.Counter(dialect, seat, maybe);
        case 12 -> new FamilyAction.DoubleCounter(dialect, seat, maybe);
        case 13 -> new FamilyAction.Show(seat, card(rng, state, seat), card(rng, state, seat));
        case 14 -> new Starter(target);
        case 15 -> Chance.shuffle(state.deck().cards().subList(0, rng.nextInt(state.deck().size() + 1)), rng);
        default -> Shuffle.of(state.discard().cards());
      };
    }

    /** Usually a card of the seat's hand or the table, so that deeper checks are reached. */
    private static Card card(SplittableRandom rng, FamilyState state, int seat) {
      if (rng.nextBoolean() && seat >= 0 && seat < state.seating().seats() && !state.hand(seat).isEmpty()) {
        return state.hand(seat).get(rng.nextInt(state.hand(seat).size()));
      }
      if (rng.nextBoolean() && !state.tableCards().isEmpty()) {
        return state.tableCards().get(rng.nextInt(state.tableCards().size()));
      }
      return Card.byIndex(rng.nextInt(Card.COUNT));
    }
  }
}
