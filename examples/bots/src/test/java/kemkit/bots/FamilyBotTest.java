package kemkit.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.family.Dialect;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyAction.AcceptSweep;
import kemkit.family.FamilyAction.Counter;
import kemkit.family.FamilyAction.DoubleKems;
import kemkit.family.FamilyAction.Exchange;
import kemkit.family.FamilyAction.Gesture;
import kemkit.family.FamilyAction.ProposeSweep;
import kemkit.family.FamilyAction.RefuseSweep;
import kemkit.family.FamilyAction.Show;
import kemkit.family.FamilyAction.Sign;
import kemkit.family.FamilyAction.Sweep;
import kemkit.family.FamilyAction.Top;
import kemkit.family.FamilyRules;
import kemkit.game.Setup;
import kemkit.kemps.Kemps;
import kemkit.kems.Kems;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Kem's-family bot, one rule at a time, on deals chosen card by card (Kemps unless said:
 * seats 0 and 2 are team 0, seats 1 and 3 team 1, seat 0 deals). Every action it picks is checked
 * to be among its seat's legal actions.
 */
class FamilyBotTest {

  private static final FamilyRules KEMPS = Kemps.rules();
  private static final List<String> HANDS = List.of("AC AD KS QH", "7C 7D 2S TH", "JC JD TS 8H", "6C 6D 5H 4H");

  @Test
  @DisplayName("K-9: collects the rank it holds most of, giving a card of another rank")
  void collects() {
    FamilyTable table = FamilyTable.dealt(KEMPS, HANDS, "7H 3C 4D 5S").signed();

    FamilyAction action = table.intention(1).orElseThrow();

    assertThat(action).isInstanceOf(Exchange.class);
    Exchange exchange = (Exchange) action;
    assertThat(exchange.take()).isEqualTo(Card.of("7H"));
    assertThat(exchange.give().rank()).isNotEqualTo(Rank.SEVEN);
  }

  @Test
  @DisplayName("K-9: passes when the table holds nothing it collects (no turns: passing is a move)")
  void passes() {
    FamilyTable table = FamilyTable.dealt(KEMPS, HANDS, "3C 4D 5S 2H").signed();

    assertThat(table.intention(1)).isEmpty();
  }

  @Test
  @DisplayName("K-11: the dealer made to act on a useless table sweeps it")
  void dealerSweeps() {
    FamilyTable table = FamilyTable.dealt(KEMPS, HANDS, "3C 4D 5S 2H").signed();

    assertThat(table.intention(0)).isEmpty();
    assertThat(table.choice(0)).isEqualTo(new Sweep(0));
  }

  @Test
  @DisplayName("K-14: a team without a sign sets one, and then the partner does not set another")
  void setsSign() {
    FamilyTable table = FamilyTable.dealt(KEMPS, HANDS, "3C 4D 5S 2H");

    FamilyAction sign = table.intention(1).orElseThrow();
    assertThat(sign).isInstanceOf(Sign.class);
    assertThat(FamilyRules.SIGNAL_WORDS).contains(((Sign) sign).word());
    table.apply(sign);

    assertThat(table.view(3).teamSign()).contains(((Sign) sign).word());
    assertThat(table.intention(3)).isEmpty();
  }

  @Test
  @DisplayName("K-14, K-16: holding a Kem's it makes the team's sign, and its partner calls kemps on it")
  void signsAndPartnerCalls() {
    FamilyTable table = FamilyTable.dealt(KEMPS, List.of("AC AD KS QH", "7C 7D 7H 2S", "JC JD TS 8H", "6C 6D 5H 4H"),
        "7S 3C 4D 5S").signed();

    table.apply(table.intention(1).orElseThrow());
    assertThat(table.view(1).hand()).extracting(Card::rank).containsOnly(Rank.SEVEN);
    assertThat(table.intention(3)).as("no sign yet: the partner cannot know").isEmpty();

    assertThat(table.intention(1)).contains(new Gesture(1, "wink"));
    table.apply(new Gesture(1, "wink"));
    assertThat(table.intention(1)).as("it waits, and never breaks its Kem's").isEmpty();

    FamilyAction call = table.intention(3).orElseThrow();
    assertThat(call).isEqualTo(FamilyAction.KemsCall.of(Dialect.KEMPS, 3, 1));
    table.apply(call);
    assertThat(table.state.scores()).containsExactly(0, 1);
  }

  @Test
  @DisplayName("K-17: holding a Kem's when the partner signs one, it calls double-kemps")
  void callsDouble() {
    FamilyTable table = FamilyTable.dealt(KEMPS, List.of("AC AD KS QH", "7C 7D 7H 7S", "JC JD TS 2H", "8C 8D 8S 6D"),
        "8H 3C 4D 5S").signed();
    table.apply(table.intention(3).orElseThrow());   // seat 3 completes its eights
    table.apply(table.intention(3).orElseThrow());   // and makes the sign

    assertThat(table.state.gestures().get(3)).contains("wink");
    FamilyAction call = table.intention(1).orElseThrow();
    assertThat(call).isEqualTo(DoubleKems.of(Dialect.KEMPS, 1, 3));
    table.apply(call);
    assertThat(table.state.scores()).containsExactly(0, 2);
  }

  @Test
  @DisplayName("K-18, K-25: an opponent who took all four cards of a rank from the table is cut")
  void cutsFourKnownCards() {
    FamilyTable table = FamilyTable.dealt(KEMPS, HANDS, "9C 9D 9H 9S").signed();
    table.apply(new Exchange(2, Card.of("JC"), Card.of("9C")))
        .apply(new Exchange(2, Card.of("JD"), Card.of("9D")))
        .apply(new Exchange(2, Card.of("TS"), Card.of("9H")));
    assertThat(table.intention(1)).as("three known nines, no gesture: not yet").isNotEqualTo(Optional.of(Counter.of(Dialect.KEMPS, 1, 0)));

    table.apply(new Exchange(2, Card.of("8H"), Card.of("9S")));

    assertThat(table.intention(1)).contains(Counter.of(Dialect.KEMPS, 1, 0));
    assertThat(table.intention(3)).contains(Counter.of(Dialect.KEMPS, 3, 0));
  }

  @Test
  @DisplayName("K-18, K-14: an opponent who took three of a rank and then gestures is cut")
  void cutsThreeKnownCardsAndAGesture() {
    FamilyTable table = FamilyTable.dealt(KEMPS, List.of("AC AD KS QH", "7C 7D 2S TH", "9C JD TS 8H", "6C 6D 5H 4H"),
        "9D 9H 9S 2C").signed();
    table.apply(new Exchange(2, Card.of("JD"), Card.of("9D")))
        .apply(new Exchange(2, Card.of("TS"), Card.of("9H")))
        .apply(new Exchange(2, Card.of("8H"), Card.of("9S")));
    Optional<FamilyAction> before = table.intention(1);

    table.apply(new Gesture(2, "cough"));

    assertThat(before).isNotEqualTo(Optional.of(Counter.of(Dialect.KEMPS, 1, 0)));
    assertThat(table.intention(1)).contains(Counter.of(Dialect.KEMPS, 1, 0));
  }

  @Test
  @DisplayName("K-8: the dealer opens a closed table at once")
  void opensTheTable() throws Exception {
    FamilyRules top = Kemps.rules(Setup.of("kemps").withOption("top", "yes"));
    FamilyTable table = FamilyTable.dealt(top, HANDS, "7H 3C 4D 5S").signed();

    assertThat(table.legal(1)).noneMatch(action -> action instanceof Exchange);
    assertThat(table.intention(0)).contains(new Top(0));
    table.apply(new Top(0));
    assertThat(table.intention(1).orElseThrow()).isInstanceOf(Exchange.class);
  }

  @Test
  @DisplayName("K-11 CONSENSUS: refuses a sweep when the table holds a card it wants, then takes it; accepts otherwise")
  void answersSweeps() throws Exception {
    FamilyRules consensus = Kemps.rules(Setup.of("kemps").withOption("sweep", "consensus"));
    FamilyTable table = FamilyTable.dealt(consensus, HANDS, "7H 3C 4D 5S").signed();
    table.apply(new ProposeSweep(0));

    assertThat(table.intention(2)).contains(new AcceptSweep(2));
    assertThat(table.intention(1)).contains(new RefuseSweep(1));
    table.apply(new RefuseSweep(1));

    FamilyAction owed = table.intention(1).orElseThrow();
    assertThat(owed).isInstanceOf(Exchange.class);
    assertThat(((Exchange) owed).take()).isEqualTo(Card.of("7H"));
  }

  @Test
  @DisplayName("K-11 CONSENSUS: made to act on a useless table, a seat proposes a sweep")
  void proposesSweeps() throws Exception {
    FamilyRules consensus = Kemps.rules(Setup.of("kemps").withOption("sweep", "consensus"));
    FamilyTable table = FamilyTable.dealt(consensus, HANDS, "3C 4D 5S 2H").signed();

    assertThat(table.intention(0)).isEmpty();
    assertThat(table.choice(0)).isEqualTo(new ProposeSweep(0));
  }

  @Test
  @DisplayName("K-18: the target of a wrong counter shows two cards that hide the rank it collects")
  void showsLittle() throws Exception {
    FamilyRules fr32 = Kems.rules("kems-fr32");
    FamilyTable table = FamilyTable.dealt(fr32, List.of("AC AD KS QH", "7C 7D 8S TH", "9C 9D KC QS", "JC JD AH 8H"),
        "9H 7S 8D TS").signed();
    table.apply(new Top(0)).apply(FamilyAction.Counter.of(Dialect.KEMS, 1, 2));

    FamilyAction show = table.intention(2).orElseThrow();

    assertThat(show).isInstanceOf(Show.class);
    assertThat(List.of(((Show) show).first().rank(), ((Show) show).second().rank())).doesNotContain(Rank.NINE);
  }
}
