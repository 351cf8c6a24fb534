package kemkit.kems;

import static kemkit.kems.Scenario.cards;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyEvent.CardsShown;
import kemkit.family.FamilyEvent.HandShown;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.OwedShow;
import kemkit.family.Shown;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Calls in the Kem's presets (K-15 to K-24) where the family's own tests stop: teams of three and
 * tables of three teams, a counter on a player whose partner holds the Kem's, a bar that covers
 * double counters, and a game won by a lead of two.
 */
class CallScenariosTest {

  private static final String[] TWO_TEAMS_OF_THREE_32 =
      {"7C 8C 9C TC", "JC QC KC AC", "7D 8D 9D TD", "JD QD KD AD", "7H 8H 9H TH", "JH QH KH AH"};

  @Test
  @DisplayName("K-18 falseCounter 001, K-25 (kems-fr32, teams of 3): the owed show is seen by the caller and the target only, partners included")
  void owedShowAtSixSeats() {
    Scenario game = Scenario.of("preset kems-fr32", "team-size 3")
        .deal("7S 8S 9S TS", TWO_TEAMS_OF_THREE_32)
        .then("""
            0 top
            1 counter 0
            expect scores 1 0
            3 gesture nod
            expect rejected WRONG_PHASE
            2 show 7D 8D
            expect rejected WRONG_PHASE
            """)
        .holds();
    FamilyRules rules = game.rules();
    for (int seat = 1; seat < 6; seat++) {
      assertThat(rules.legalActions(game.state(), seat)).as("seat %d while seat 0 owes a show", seat).isEmpty();
      assertThat(game.view(seat).owedShow()).as("who owes whom is public").contains(new OwedShow(0, 1));
    }

    game.then("0 show 7C 8C").holds();

    CardsShown shown = new CardsShown(0, 1, Optional.of(cards("7C 8C")));
    assertThat(game.events()).containsExactly(shown);
    for (int seat = 0; seat < 6; seat++) {
      boolean party = seat == 0 || seat == 1;
      assertThat(game.eventsSeenBy(seat)).as("seat %d", seat)
          .containsExactly(party ? shown : new CardsShown(0, 1, Optional.empty()));
      // Both seats of a show know its cards, the one that showed them too (K-18, C-6).
      assertThat(game.view(seat).shownToMe()).as("seat %d", seat)
          .isEqualTo(party ? List.of(new Shown(0, 1, cards("7C 8C"))) : List.of());
    }
  }

  @Test
  @DisplayName("C-6, K-18: a bot sampling for the caller keeps the shown cards in the target's hand; its partner's samples do not")
  void determinizeKeepsWhatWasShown() {
    Scenario game = Scenario.of("preset kems-fr32", "team-size 3")
        .deal("7S 8S 9S TS", TWO_TEAMS_OF_THREE_32)
        .then("""
            0 top
            1 counter 0
            0 show 7C 8C
            """)
        .holds();
    FamilyRules rules = game.rules();
    FamilyState state = game.state();
    SplittableRandom rng = new SplittableRandom(18);
    boolean partnerEverLost7C = false;
    for (int sample = 0; sample < 50; sample++) {
      FamilyState forCaller = rules.determinize(state, 1, rng);
      FamilyState forPartner = rules.determinize(state, 3, rng);

      assertThat(forCaller.hand(0)).contains(Card.of("7C"), Card.of("8C"));
      assertThat(rules.view(forCaller, 1)).isEqualTo(rules.view(state, 1));
      assertThat(rules.view(forPartner, 3)).isEqualTo(rules.view(state, 3));
      partnerEverLost7C |= !forPartner.hand(0).contains(Card.of("7C"));
    }
    assertThat(partnerEverLost7C).as("the caller's partner never saw seat 0's cards").isTrue();
  }

  @Test
  @DisplayName("K-18 counterTarget PLAYER (kems-classic): only the named seat counts, so a counter on the partner of a Kem's is wrong (§R: the owed show before the bar); with TEAM it is right")
  void counterOnThePartnerOfAKems() {
    String[] partnerHolds = {"5C 9C KC 4D", "2C 6C TC AC", "QS QH QD QC", "4C 8C JC 3D"};
    Scenario player = Scenario.of("preset kems-classic", "option dealtTriple=none")
        .deal("5D 6D 7D 8D", partnerHolds)
        .then("""
            1 counter 0
            expect scores 0 -1
            1 counter 2
            expect rejected WRONG_PHASE
            0 show 5C 9C
            1 counter 2
            expect rejected BARRED
            expect round 1
            """)
        .holds();
    Scenario team = Scenario.of("preset kems-classic", "option dealtTriple=none", "option counterTarget=team")
        .deal("5D 6D 7D 8D", partnerHolds)
        .then("""
            1 counter 0
            expect scores 0 1
            expect round 2
            """)
        .holds();

    assertThat(player.state().barred()).containsExactly(1);
    assertThat(team.events()).filteredOn(HandShown.class::isInstance)
        .containsExactly(new HandShown(0, cards("5C 9C KC 4D")), new HandShown(2, cards("QS QH QD QC")));
  }

  @Test
  @DisplayName("K-18, K-19 (kems-classic with doubleCounter=yes): a wrong counter bars double counters too, not calls on one's own team, not one's partner")
  void barCoversDoubleCounters() {
    Scenario game = Scenario.of("preset kems-classic", "option dealtTriple=none", "option doubleCounter=yes")
        .deal("5D 6D 7D 8D", "5C 9C KC 4D", "2C 6C TC AC", "3C 7C JC 2D", "4C 8C QC 3D")
        .then("""
            0 top
            1 counter 0
            0 show 5C 9C
            1 double-counter 0
            expect rejected BARRED
            1 counter 2
            expect rejected BARRED
            3 counter 2
            expect scores 0 -2
            2 show 3C 7C
            1 kems 3
            expect scores 1 -2
            expect round 2
            """)
        .holds();

    assertThat(game.state().barred()).as("a new round lifts the bars").isEmpty();
  }

  @Test
  @DisplayName("K-17 with three teams: a wrong double is a wrong kems for AS_SINGLE (kems-classic), doubleValue to every other team for OPPONENTS_SCORE_DOUBLE (kems-expert)")
  void wrongDoubleAtThreeTeams() {
    String[] hands = {"QS QH QD QC", "2C 6C TC AC", "3C 7C JC 2D", "4C 8C 9C 3D", "2S 6S TS AS", "3S 7S JS 2H"};
    String call = """
        0 double-kems 3
        """;
    Scenario single = Scenario.of("preset kems-classic", "option dealtTriple=none", "teams 3")
        .deal("5D 6D 7D 8D", hands).then(call).then("expect scores 0 1 1").holds();
    Scenario expert = Scenario.of("preset kems-expert", "option dealtTriple=none", "teams 3")
        .deal("5D 6D 7D 8D", hands).then(call).then("expect scores 0 2 2").holds();
    Scenario expertThree = Scenario.of("preset kems-expert", "option dealtTriple=none", "option doubleValue=3", "teams 3")
        .deal("5D 6D 7D 8D", hands).then(call).then("expect scores 0 3 3").holds();

    for (Scenario game : new Scenario[] {single, expert, expertThree}) {
      assertThat(game.events()).filteredOn(HandShown.class::isInstance).hasSize(2);
    }
  }

  @Test
  @DisplayName("K-19 (kems-fr32): a right double-counter shows every hand of the named seat's team and scores doubleValue, 3 by agreement")
  void rightDoubleCounter() {
    String[] twoKems = {"7C 7D 7H 7S", "9C TC JC QC", "8C 8D 8H 8S", "9D TD JD QD"};
    Scenario game = Scenario.of("preset kems-fr32", "option dealtTriple=none", "option doubleValue=3")
        .deal("9H TH JH QH", twoKems)
        .then("""
            3 double-counter 2
            expect scores 0 3
            expect round 2
            """)
        .holds();

    assertThat(game.events()).filteredOn(HandShown.class::isInstance)
        .containsExactly(new HandShown(0, cards("7C 7D 7H 7S")), new HandShown(2, cards("8C 8D 8H 8S")));
  }

  @Test
  @DisplayName("K-22 allFourBonus with three teams: twice doubleValue only while every one of the six seats holds a Kem's")
  void allFourBonusAtSix() {
    String[] allSix = {"2C 2D 2H 2S", "3C 3D 3H 3S", "4C 4D 4H 4S", "5C 5D 5H 5S", "6C 6D 6H 6S", "7C 7D 7H 7S"};
    String[] allButOne = {"2C 2D 2H 2S", "3C 3D 3H 3S", "4C 4D 4H 4S", "5C 5D 5H 5S", "6C 6D 6H 6S", "7C 7D 7H 8S"};
    String[] header = {"preset kems-expert", "option dealtTriple=none", "option allFourBonus=yes", "teams 3"};

    Scenario.of(header).deal("9S TS JS QS", allSix).then("0 double-kems 3").then("expect scores 4 0 0").holds();
    Scenario.of(header).deal("9S TS JS QS", allButOne).then("0 double-kems 3").then("expect scores 2 0 0").holds();
    Scenario.of("preset kems-expert", "option dealtTriple=none", "teams 3")
        .deal("9S TS JS QS", allSix).then("0 double-kems 3").then("expect scores 2 0 0").holds();
  }

  @Test
  @DisplayName("K-15 with three teams (kems-classic): a found sign bars every member of that team only, until one of them signs again")
  void denounceAtThreeTeams() {
    Scenario game = Scenario.of("preset kems-classic", "option dealtTriple=none", "teams 3")
        .deal("5D 6D 7D 8D", "5C 9C KC 4D", "2C 6C TC AC", "3C 7C JC 2D", "4C 8C QC 3D", "2S 6S TS AS", "3S 7S JS 2H")
        .then("""
            1 sign wink
            0 denounce 1 nose
            0 denounce 2 wink
            2 denounce 1 wink
            4 counter 0
            expect rejected BARRED
            1 kems 4
            expect rejected BARRED
            """)
        .holds();

    assertThat(game.view(3).signsFound()).containsExactly(1);
    assertThat(game.view(3).teamsWithSign()).isEmpty();
    assertThat(game.events()).containsExactly(new FamilyEvent.Denounced(2, 1, "wink", true));

    game.then("""
        0 top
        5 counter 1
        expect scores 0 0 -1
        1 show 2C 6C
        4 sign nod
        4 kems 1
        expect scores 1 0 0
        """).holds();
  }

  @Test
  @DisplayName("K-24 winBy (kems-expert, target 2): 2 to 1 reaches the target without the lead of 2, so the game goes on; kems-classic ends there")
  void winByTwo() {
    Scenario expert = Scenario.of("preset kems-expert", "option target=2");
    Scenario classic = Scenario.of("preset kems-classic", "option target=2");
    for (Scenario game : new Scenario[] {expert, classic}) {
      kemsByExchanges(game, 0, 0);
      kemsByExchanges(game, 1, 1);
      kemsByExchanges(game, 2, 0);
      game.then("expect scores 2 1");
    }
    classic.then("""
        expect over
        expect winner 0
        """).holds();
    expert.then("expect round 4").holds();

    kemsByExchanges(expert, 3, 0);
    expert.then("""
        expect scores 3 1
        expect winner 0
        """).holds();
  }

  /**
   * Plays a round dealt by {@code dealer} in which a seat of {@code team} makes a Kem's of sevens
   * by two exchanges after {@code top}, and its partner calls it (K-9, K-16).
   */
  private static void kemsByExchanges(Scenario game, int dealer, int team) {
    String[] hands = {"2C 6C TC AC", "3C 8C JC 2D", "4C 9C QC 3D", "5C KC KD 4D"};
    int maker = team;
    int caller = team + 2;
    String[] dealt = new String[4];
    for (int seat = 0; seat < 4; seat++) {
      dealt[seat] = seat == maker ? "7C 7D 2S 3S" : hands[(seat - maker + 4) % 4];
    }
    game.deal("7H 7S 5D 6D", dealt).then(dealer + " top\n"
        + maker + " exchange 2S 7H\n"
        + maker + " exchange 3S 7S\n"
        + "expect hand " + maker + " 7C 7D 7H 7S\n"
        + caller + " kems " + maker);
  }
}
