package kemkit.family;

import static kemkit.family.Replay.cards;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.family.FamilyAction.Counter;
import kemkit.family.FamilyAction.DoubleCounter;
import kemkit.family.FamilyAction.KemsCall;
import kemkit.family.FamilyEvent.Called;
import kemkit.family.FamilyEvent.CardsShown;
import kemkit.family.FamilyEvent.CounterBeaten;
import kemkit.family.FamilyEvent.HandShown;
import kemkit.family.FamilyEvent.RoundEnded;
import kemkit.family.FamilyEvent.Scored;
import kemkit.family.FamilyEvent.SeatBarred;
import kemkit.family.FamilyEvent.ShowOwed;

import kemkit.game.RejectionCode;
import kemkit.kemps.Kemps;
import kemkit.kems.KemsPresets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Calls and their resolutions: K-16 to K-22. */
class CallingTest {

  /** Seats 0 and 2 (team 0) each hold a Kem's. */
  static final String[] TWO_KEMS = {"KC KD KH KS", "2C 6C TC AC", "9C 9D 9H 9S", "4C 8C QC 3D"};
  /** Only seat 2 holds a Kem's. */
  static final String[] PARTNER_KEMS = {"KC KD 5C 5H", "2C 6C TC AC", "9C 9D 9H 9S", "4C 8C QC 3D"};
  /** Nobody holds a Kem's. */
  static final String[] NO_KEMS = {"KC KD 5C 5H", "2C 6C TC AC", "9C 9D 7H 7S", "4C 8C QC 3D"};
  static final String TABLE = "5D 6D 7D 8D";

  /** A 32-card deal: nobody holds a Kem's. */
  static final String[] NO_KEMS_32 = {"KC KD 8S 7S", "7C 8C 9C TC", "AC AD 9S TS", "7D 8D 9D TD"};
  static final String TABLE_32 = "JC JD QC QD";

  @Test
  @DisplayName("K-16 a right kemps scores kemsPoints, shows the partner's hand and ends the round")
  void k16RightKemps() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, TWO_KEMS).play("0 kemps 2");

    assertThat(game.events()).containsExactly(
        new Called(KemsCall.of(Dialect.KEMPS, 0, 2), true),
        new HandShown(2, cards("9C 9D 9H 9S")),
        new Scored(0, 1),
        new RoundEnded(1, ImmutableList.of(1, 0)));
    assertThat(game.state().round()).isEqualTo(2);
    assertThat(game.state().hand(2)).isEmpty();
  }

  @Test
  @DisplayName("K-16, K-20 in a team of two the partner may be left out")
  void k16PartnerLeftOut() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, TWO_KEMS).play("2 kemps");

    assertThat(game.state().scores()).containsExactly(1, 0);
  }

  @Test
  @DisplayName("K-16 CALLER_LOSES: a wrong kemps costs the caller's team")
  void k16WrongKempsCallerLoses() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, TWO_KEMS).play("1 kemps 3");

    assertThat(game.state().scores()).containsExactly(0, -1);
    assertThat(game.state().round()).isEqualTo(2);
  }

  @Test
  @DisplayName("K-16 OPPONENTS_SCORE: a wrong kems gives the points to every other team")
  void k16WrongKemsOpponentsScore() {
    Replay game = Replay.of(Replay.rules(KemsPresets.EN, 3, 2, "dealtTriple=none"))
        .deal("QD KD AH 2H", "AC 2C 3C 4C", "5C 6C 7C 8C", "9C TC JC QC", "KC AD 2D 3D", "4D 5D 6D 7D", "8D 9D TD JD")
        .play("1 kems 4");

    assertThat(game.state().scores()).containsExactly(1, 0, 1);
  }

  @Test
  @DisplayName("K-16, K-20 kemps names a teammate: self or an opponent is BAD_TARGET, no such seat NO_SUCH_SEAT")
  void k16Targets() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, TWO_KEMS);

    assertThat(game.code("0 kemps 0")).isEqualTo(RejectionCode.BAD_TARGET);
    assertThat(game.code("0 kemps 1")).isEqualTo(RejectionCode.BAD_TARGET);
    assertThat(game.code("0 kemps 4")).isEqualTo(RejectionCode.NO_SUCH_SEAT);
    assertThat(game.code("0 kemps -1")).isEqualTo(RejectionCode.NO_SUCH_SEAT);
  }

  @Test
  @DisplayName("K-16, K-20 in a team of three the partner must be named")
  void k16TeamOfThree() {
    Replay game = Replay.of(Replay.rules(Kemps.PRESET, 2, 3))
        .deal("QD KD AH 2H", "AC 2C 3C 4C", "5C 6C 7C 8C", "9C TC JC QC", "KC AD 2D 3D", "4D 5D 6D 7D", "8D 9D TD JD");

    assertThat(game.code("0 kemps")).isEqualTo(RejectionCode.BAD_TARGET);
    assertThat(game.code("0 double-kemps")).isEqualTo(RejectionCode.BAD_TARGET);
    assertThat(game.code("0 kemps 1")).isEqualTo(RejectionCode.BAD_TARGET);
    game.play("0 kemps 4");
    assertThat(game.state().scores()).containsExactly(-1, 0);
  }

  @Test
  @DisplayName("K-17 a right double scores doubleValue and shows both hands")
  void k17RightDouble() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, TWO_KEMS).play("0 double-kemps 2");

    assertThat(game.events()).contains(new HandShown(0, cards("KC KD KH KS")), new HandShown(2, cards("9C 9D 9H 9S")));
    assertThat(game.state().scores()).containsExactly(2, 0);
  }

  @Test
  @DisplayName("K-17 CALLER_LOSES_DOUBLE: a wrong double costs doubleValue")
  void k17WrongDoubleCallerLoses() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, PARTNER_KEMS).play("0 double-kemps 2");

    assertThat(game.state().scores()).containsExactly(-2, 0);
  }

  @Test
  @DisplayName("K-17 AS_SINGLE: a wrong double is scored as a wrong kems, even with one Kem's held")
  void k17WrongDoubleAsSingle() {
    Replay game = Replay.of(KemsPresets.EN, "dealtTriple=none").deal(TABLE, PARTNER_KEMS).play("0 double-kems 2");

    assertThat(game.state().scores()).containsExactly(0, 1);
  }

  @Test
  @DisplayName("K-17 OPPONENTS_SCORE_DOUBLE: every other team scores doubleValue")
  void k17WrongDoubleOpponentsScoreDouble() {
    Replay game = Replay.of(KemsPresets.EXPERT, "dealtTriple=none").deal(TABLE, PARTNER_KEMS).play("0 double-kems 2");

    assertThat(game.state().scores()).containsExactly(0, 2);
  }

  @Test
  @DisplayName("K-18 PLAYER: a right counter shows only the named seat's hand and scores counterPoints")
  void k18RightCounterPlayer() {
    Replay game = Replay.of(KemsPresets.EN, "dealtTriple=none").deal(TABLE, TWO_KEMS).play("1 counter 2");

    assertThat(game.events()).filteredOn(e -> e instanceof HandShown).containsExactly(new HandShown(2, cards("9C 9D 9H 9S")));
    assertThat(game.state().scores()).containsExactly(0, 1);
    assertThat(game.state().round()).isEqualTo(2);
  }

  @Test
  @DisplayName("K-18 TEAM: a counter on a seat counts its whole team and shows every hand of it")
  void k18RightCounterTeam() {
    Replay game = Replay.of(KemsPresets.EXPERT, "dealtTriple=none").deal(TABLE, PARTNER_KEMS).play("1 counter 0");

    assertThat(game.events()).filteredOn(e -> e instanceof HandShown).hasSize(2);
    assertThat(game.state().scores()).containsExactly(0, 1);
  }

  @Test
  @DisplayName("K-18 counterBeatenByDouble: a right counter on a team with two Kem's scores nothing and the round goes on")
  void k18CounterBeatenByDouble() {
    Replay game = Replay.of(KemsPresets.CLASSIC, "dealtTriple=none").deal(TABLE, TWO_KEMS).play("1 counter 0");

    assertThat(game.events()).contains(new CounterBeaten(0)).noneMatch(e -> e instanceof HandShown);
    assertThat(game.state().scores()).containsExactly(0, 0);
    assertThat(game.state().round()).isEqualTo(1);
    assertThat(game.state().phase()).isEqualTo(Phase.PLAY);
  }

  @Test
  @DisplayName("K-18 falseCounter 000: the caller is barred from counters for the round; the round goes on")
  void k18FalseCounter000() {
    Replay game = Replay.of(KemsPresets.EN, "dealtTriple=none").deal(TABLE, PARTNER_KEMS).play("1 counter 0");

    assertThat(game.events()).contains(new SeatBarred(1)).noneMatch(e -> e instanceof HandShown);
    assertThat(game.state().scores()).containsExactly(0, 0);
    assertThat(game.code("1 counter 2")).isEqualTo(RejectionCode.BARRED);
    assertThat(game.view(3).barred()).containsExactly(1);
    game.play("3 counter 2");
    assertThat(game.state().barred()).as("a new round lifts the bar").isEmpty();
  }

  @Test
  @DisplayName("K-18 falseCounter 000: a barred seat may still call on its own team")
  void k18BarredMayStillKems() {
    Replay game = Replay.of(KemsPresets.EN, "dealtTriple=none").deal(TABLE, PARTNER_KEMS)
        .play("1 counter 0", "1 kems 3");

    assertThat(game.state().scores()).containsExactly(1, 0);
  }

  @Test
  @DisplayName("K-18 falseCounter 001: the target shows two cards of different ranks to the caller only; its team scores")
  void k18FalseCounter001() {
    Replay game = Replay.of(KemsPresets.FR32, "dealtTriple=none").deal(TABLE_32, NO_KEMS_32).play("1 counter 0");

    assertThat(game.events()).contains(new ShowOwed(0, 1), new Scored(0, 1));
    assertThat(game.state().phase()).isEqualTo(Phase.SHOW_OWED);
    assertThat(game.code("1 gesture nod")).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.code("0 exchange KC JC")).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.code("2 show AC AD")).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.code("0 show KC KD")).isEqualTo(RejectionCode.BAD_ARGUMENT);
    assertThat(game.code("0 show KC 9H")).isEqualTo(RejectionCode.NOT_IN_HAND);
    assertThat(game.rules().legalActions(game.state(), 1)).isEmpty();
    assertThat(game.rules().legalActions(game.state(), 0)).hasSize(10);

    game.play("0 show KC 8S");

    CardsShown shown = new CardsShown(0, 1, Optional.of(cards("KC 8S")));
    assertThat(game.events()).containsExactly(shown);
    assertThat(game.rules().eventsSeenBy(1, game.events())).containsExactly(shown);
    assertThat(game.rules().eventsSeenBy(3, game.events())).containsExactly(new CardsShown(0, 1, Optional.empty()));
    assertThat(game.view(1).shownToMe()).containsExactly(new Shown(0, 1, cards("KC 8S")));
    assertThat(game.view(3).shownToMe()).isEmpty();
    assertThat(game.state().phase()).isEqualTo(Phase.PLAY);
    assertThat(game.state().scores()).containsExactly(1, 0);
  }

  @Test
  @DisplayName("K-18 falseCounter 003-base: show, the caller is barred, its team loses counterPoints")
  void k18FalseCounter003Base() {
    Replay game = Replay.of(KemsPresets.CLASSIC, "dealtTriple=none").deal(TABLE, NO_KEMS).play("1 counter 0");

    assertThat(game.events()).contains(new SeatBarred(1), new Scored(1, -1), new ShowOwed(0, 1));
    assertThat(game.state().scores()).containsExactly(0, -1);
  }

  @Test
  @DisplayName("K-18 falseCounter 003-expert: show by the named seat, the caller is barred, the target's team scores")
  void k18FalseCounter003Expert() {
    Replay game = Replay.of(KemsPresets.EXPERT, "dealtTriple=none").deal(TABLE, NO_KEMS).play("1 counter 2");

    assertThat(game.events()).contains(new SeatBarred(1), new Scored(0, 1), new ShowOwed(2, 1));
    game.play("2 show 9C 7H");
    assertThat(game.state().scores()).containsExactly(1, 0);
  }

  @Test
  @DisplayName("K-18 falseCounter 002: the caller's team loses counterPoints and the round ends")
  void k18FalseCounter002() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, NO_KEMS).play("1 cut 0");

    assertThat(game.events()).filteredOn(e -> e instanceof HandShown).hasSize(2);
    assertThat(game.state().scores()).containsExactly(0, -1);
    assertThat(game.state().round()).isEqualTo(2);
  }

  @Test
  @DisplayName("K-18, K-24 when a wrong counter's points end the game, no show is owed")
  void k18NoShowAfterGameEnds() {
    Replay game = Replay.of(KemsPresets.FR32, "dealtTriple=none", "target=1").deal(TABLE_32, NO_KEMS_32)
        .play("1 counter 0");

    assertThat(game.events()).noneMatch(e -> e instanceof ShowOwed);
    assertThat(game.state().isOver()).isTrue();
    assertThat(game.state().winners()).containsExactly(0);
  }

  @Test
  @DisplayName("K-19 a right double-cut scores doubleValue; CALLER_LOSES_DOUBLE when wrong")
  void k19DoubleCut() {
    Replay right = Replay.of(Kemps.PRESET).deal(TABLE, TWO_KEMS).play("1 double-cut 0");
    Replay wrong = Replay.of(Kemps.PRESET).deal(TABLE, PARTNER_KEMS).play("1 double-cut 0");

    assertThat(right.state().scores()).containsExactly(0, 2);
    assertThat(right.events()).filteredOn(e -> e instanceof HandShown).hasSize(2);
    assertThat(wrong.state().scores()).containsExactly(0, -2);
  }

  @Test
  @DisplayName("K-19 TARGET_SCORES_DOUBLE, and no double-counter without the option")
  void k19DoubleCounterOptions() {
    Replay wrong = Replay.of(KemsPresets.FR32, "dealtTriple=none").deal(TABLE_32, NO_KEMS_32).play("1 double-counter 0");
    Replay absent = Replay.of(KemsPresets.EN, "dealtTriple=none").deal(TABLE, TWO_KEMS);

    assertThat(wrong.state().scores()).containsExactly(2, 0);
    assertThat(absent.code("1 double-counter 0")).isEqualTo(RejectionCode.NOT_ALLOWED);
  }

  @Test
  @DisplayName("K-20 cut names an opposing team, counter an opposing seat; a counter without its seat is BAD_TARGET")
  void k20Targets() {
    Replay kemps = Replay.of(Kemps.PRESET).deal(TABLE, NO_KEMS);
    Replay kems = Replay.of(KemsPresets.FR32, "dealtTriple=none").deal(TABLE_32, NO_KEMS_32);

    assertThat(kemps.code("1 cut 1")).isEqualTo(RejectionCode.BAD_TARGET);
    assertThat(kemps.code("1 cut 2")).isEqualTo(RejectionCode.NO_SUCH_SEAT);
    assertThat(kemps.code("1 double-cut 1")).isEqualTo(RejectionCode.BAD_TARGET);
    assertThat(kems.code("1 counter 3")).isEqualTo(RejectionCode.BAD_TARGET);
    assertThat(kems.code("1 counter 4")).isEqualTo(RejectionCode.NO_SUCH_SEAT);
    assertThat(kems.code("1 counter")).isEqualTo(RejectionCode.BAD_TARGET);
    assertThat(kems.code("1 double-counter")).isEqualTo(RejectionCode.BAD_TARGET);
  }

  @Test
  @DisplayName("K-20a with two teams a bare cut or double-cut aims at the other team, judged as if it named it")
  void k20aBareCutWithTwoTeams() {
    for (String[] hands : List.of(NO_KEMS, TWO_KEMS)) {
      for (String verb : List.of("cut", "double-cut")) {
        Replay bare = Replay.of(Kemps.PRESET).deal(TABLE, hands).play("1 " + verb);
        Replay named = Replay.of(Kemps.PRESET).deal(TABLE, hands).play("1 " + verb + " 0");

        assertThat(bare.state().scores()).as("1 %s", verb).isEqualTo(named.state().scores());
        assertThat(bare.state().round()).isEqualTo(named.state().round());
      }
    }
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, NO_KEMS);
    assertThat(game.rules().legalActions(game.state(), 1)).as("the kit's generator can pick a bare cut")
        .contains(new Counter(Dialect.KEMPS, 1, OptionalInt.empty()), new DoubleCounter(Dialect.KEMPS, 1, OptionalInt.empty()));
  }

  @Test
  @DisplayName("K-20a with more than two teams a bare cut or double-cut is BAD_TARGET, after BARRED (§R)")
  void k20aBareCutWithThreeTeams() {
    Replay game = Replay.of(Replay.rules(Kemps.PRESET, 3, 2, "falseCounter=000"))
        .deal(TABLE, "KC KD 5C 5H", "2C 6C TC AC", "9C 9D 7H 7S", "4C 8C QC 3D", "2D 3H 4H 6H", "2H 2S 3S 4S");

    assertThat(game.code("1 cut")).isEqualTo(RejectionCode.BAD_TARGET);
    assertThat(game.code("1 double-cut")).isEqualTo(RejectionCode.BAD_TARGET);
    assertThat(game.rules().legalActions(game.state(), 1)).noneMatch(a -> a instanceof Counter c && c.target().isEmpty());
    game.play("1 cut 0");
    assertThat(game.code("1 cut")).as("a barred seat is BARRED before its missing target").isEqualTo(RejectionCode.BARRED);
  }

  @Test
  @DisplayName("K-20 the other dialect's calls are NOT_ALLOWED, before any other check")
  void k20Dialects() {
    Replay kemps = Replay.of(Kemps.PRESET).deal(TABLE, NO_KEMS);
    Replay kems = Replay.of(KemsPresets.EN, "dealtTriple=none").deal(TABLE, NO_KEMS);

    assertThat(kemps.code("1 kems 3")).isEqualTo(RejectionCode.NOT_ALLOWED);
    assertThat(kemps.code("1 counter 9")).isEqualTo(RejectionCode.NOT_ALLOWED);
    assertThat(kems.code("1 kemps 3")).isEqualTo(RejectionCode.NOT_ALLOWED);
    assertThat(kems.code("1 cut 0")).isEqualTo(RejectionCode.NOT_ALLOWED);
    assertThat(kems.code("1 double-kemps")).isEqualTo(RejectionCode.NOT_ALLOWED);
  }

  @Test
  @DisplayName("K-21 calls are allowed with the table closed as well as open")
  void k21CallsOnClosedTable() {
    Replay closed = Replay.of(KemsPresets.EN, "dealtTriple=none").deal(TABLE, TWO_KEMS);
    Replay open = Replay.of(KemsPresets.EN, "dealtTriple=none").deal(TABLE, TWO_KEMS).play("0 top");

    assertThat(closed.state().tableOpen()).isFalse();
    closed.play("0 kems 2");
    open.play("0 kems 2");
    assertThat(closed.state().scores()).isEqualTo(open.state().scores()).containsExactly(1, 0);
  }

  @Test
  @DisplayName("K-22 allFourBonus: a right double while every seat holds a Kem's scores twice doubleValue")
  void k22AllFourBonus() {
    String[] allFour = {"KC KD KH KS", "QC QD QH QS", "9C 9D 9H 9S", "JC JD JH JS"};
    Replay bonus = Replay.of(Kemps.PRESET, "allFourBonus=yes").deal(TABLE, allFour).play("0 double-kemps 2");
    Replay plain = Replay.of(Kemps.PRESET).deal(TABLE, allFour).play("0 double-kemps 2");

    assertThat(bonus.state().scores()).containsExactly(4, 0);
    assertThat(plain.state().scores()).containsExactly(2, 0);
  }
}
