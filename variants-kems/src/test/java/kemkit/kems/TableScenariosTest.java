package kemkit.kems;

import static kemkit.kems.Scenario.cards;
import static org.assertj.core.api.Assertions.assertThat;

import kemkit.card.Rank;
import kemkit.family.FamilyEvent.RoundBlocked;
import kemkit.family.FamilyEvent.TableLaid;
import kemkit.family.Phase;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The table in the Kem's presets (K-8 to K-12), where the family's own tests stop: a table triple
 * laid by a sweep, an agreed sweep without {@code top}, an agreed sweep at a table of six, and the
 * 32-card stock that swept cards feed from below.
 */
class TableScenariosTest {

  private static final String[] HANDS = {"5C 9C KC 4D", "2C 6C TC AC", "3C 7C JC 2D", "4C 8C QC 3D"};

  @Test
  @DisplayName("K-10, K-11 CONSENSUS (kems-classic): a sweep that lays three nines blocks the round: no points, next dealer")
  void tableTripleLaidBySweep() {
    Scenario game = Scenario.of("preset kems-classic")
        .deal("5D 6D 7D 8D 9S 9H 9D 2H", HANDS)
        .then("""
            0 top
            1 propose-sweep
            2 accept-sweep
            3 accept-sweep
            0 accept-sweep
            expect round 2
            expect scores 0 0
            """)
        .holds();

    assertThat(game.events()).containsSubsequence(new TableLaid(cards("9S 9H 9D 2H"), false),
        new RoundBlocked(1, Rank.NINE));
    assertThat(game.state().dealer()).isEqualTo(1);
    assertThat(game.state().placements().keySet()).containsExactly("deck");
  }

  @Test
  @DisplayName("K-10, K-11 DEALER (kems-en): the same sweep blocks only with tableTripleBlocks=yes")
  void tableTripleBlocksIsAnOption() {
    String sweep = """
        0 sweep
        """;
    Scenario plain = Scenario.of("preset kems-en").deal("5D 6D 7D 8D 9S 9H 9D 2H", HANDS).then(sweep)
        .then("""
            expect round 1
            expect table 9S 9H 9D 2H
            """)
        .holds();
    Scenario blocking = Scenario.of("preset kems-en", "option tableTripleBlocks=yes")
        .deal("5D 6D 7D 8D 9S 9H 9D 2H", HANDS).then(sweep)
        .then("""
            expect round 2
            """)
        .holds();

    assertThat(plain.state().phase()).isEqualTo(Phase.PLAY);
    assertThat(blocking.events()).contains(new RoundBlocked(1, Rank.NINE));
  }

  @Test
  @DisplayName("K-12, K-8 CONSENSUS with top=no: the swept table is open at once, for exchanges and calls alike")
  void consensusWithoutTop() {
    Scenario game = Scenario.of("preset kems-classic", "option top=no")
        .deal("5D 6D 7D 8D 9S TH JD 2H", HANDS)
        .then("""
            1 propose-sweep
            2 accept-sweep
            3 accept-sweep
            0 accept-sweep
            expect table 9S TH JD 2H
            0 top
            expect rejected NOT_ALLOWED
            1 exchange 2C 9S
            expect hand 1 9S 6C TC AC
            """)
        .holds();

    assertThat(game.state().phase()).isEqualTo(Phase.PLAY);
    assertThat(game.view(2).tableOpen()).isTrue();
    game.then("""
        2 kems 0
        expect scores 0 1
        """).holds();
  }

  @Test
  @DisplayName("K-11 CONSENSUS at a table of six (kems-classic, 3 teams): all five others must accept; a refusal after four cancels, and accepts do not carry over")
  void consensusAtSix() {
    Scenario game = Scenario.of("preset kems-classic", "teams 3")
        .deal("5D 6D 7D 8D 9H TH JH QH",
            "5C 9C KC 4D", "2C 6C TC AC", "3C 7C JC 2D", "4C 8C QC 3D", "2S 6S TS AS", "3S 7S JS 2H")
        .then("""
            1 propose-sweep
            expect rejected WRONG_PHASE
            0 top
            1 propose-sweep
            2 accept-sweep
            3 accept-sweep
            4 accept-sweep
            5 accept-sweep
            expect table 5D 6D 7D 8D
            0 refuse-sweep
            expect table 5D 6D 7D 8D
            4 propose-sweep
            expect rejected WRONG_PHASE
            5 kems 2
            expect rejected WRONG_PHASE
            2 exchange 3C 5D
            4 propose-sweep
            expect rejected WRONG_PHASE
            0 exchange 5C 6D
            expect table 3C 5C 7D 8D
            4 propose-sweep
            0 accept-sweep
            1 accept-sweep
            2 accept-sweep
            3 accept-sweep
            expect table 3C 5C 7D 8D
            5 accept-sweep
            expect table 9H TH JH QH
            """)
        .holds();

    assertThat(game.state().phase()).as("K-12: closed until the dealer's top").isEqualTo(Phase.SWEEPING);
    assertThat(game.state().discard().cards()).containsExactlyInAnyOrderElementsOf(cards("3C 5C 7D 8D"));
  }

  @Test
  @DisplayName("K-12 STOCK_BOTTOM (kems-fr32): swept cards feed the stock from below, so the 32-card table comes round again and nothing is ever recycled")
  void stockBottomCycles() {
    Scenario game = Scenario.of("preset kems-fr32", "dealer 1")
        .deal("7S 8S 9S TS", "7C 8C 9C TC", "JC QC KC AC", "7D 8D 9D TD", "JD QD KD AD")
        .then("""
            expect table 7S 8S 9S TS
            1 sweep
            1 sweep
            1 top
            1 sweep
            1 sweep
            expect table 7S 8S 9S TS
            expect round 1
            """)
        .holds();

    assertThat(game.state().discard().isEmpty()).isTrue();
    assertThat(game.state().stock().size()).isEqualTo(32 - 16 - 4);
    assertThat(game.state().tableOpen()).isFalse();
  }
}
