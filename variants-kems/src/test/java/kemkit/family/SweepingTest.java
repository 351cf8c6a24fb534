package kemkit.family;

import static kemkit.family.ExchangingTest.HANDS;
import static kemkit.family.ExchangingTest.TABLE;
import static kemkit.family.Replay.cards;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kemkit.card.Card;
import kemkit.family.FamilyEvent.RecycleDue;
import kemkit.family.FamilyEvent.Swept;
import kemkit.family.FamilyOptions.SweepTo;
import kemkit.game.ChanceDue;
import kemkit.game.RejectionCode;
import kemkit.game.Shuffle;
import kemkit.kemps.Kemps;
import kemkit.kems.KemsPresets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Sweeping: K-11, K-12 and the lazy recycling of K-13. */
class SweepingTest {

  @Test
  @DisplayName("K-11 DEALER: only the dealer sweeps, open table or closed; no proposals")
  void k11DealerSweeps() {
    Replay game = Replay.of(KemsPresets.EN).deal(TABLE, HANDS);

    assertThat(game.code("1 sweep")).isEqualTo(RejectionCode.NOT_YOUR_TURN);
    assertThat(game.code("1 propose-sweep")).isEqualTo(RejectionCode.NOT_ALLOWED);
    assertThat(game.code("1 accept-sweep")).isEqualTo(RejectionCode.NOT_ALLOWED);
    game.play("0 sweep");

    assertThat(game.events()).first().isEqualTo(new Swept(cards(TABLE), SweepTo.DISCARD));
    assertThat(game.state().tableCards()).isEqualTo(cards("AD 9D TD JD"));
    assertThat(game.state().discard().cards()).containsExactlyInAnyOrderElementsOf(cards(TABLE));
  }

  @Test
  @DisplayName("K-11 CONSENSUS: every other seat accepts once, then the sweep happens")
  void k11ConsensusAccepted() {
    Replay game = Replay.of(KemsPresets.CLASSIC).deal(TABLE, HANDS).play("0 top");

    assertThat(game.code("0 sweep")).isEqualTo(RejectionCode.NOT_ALLOWED);
    game.play("1 propose-sweep");
    assertThat(game.state().phase()).isEqualTo(Phase.SWEEP_PROPOSED);
    assertThat(game.code("1 accept-sweep")).as("its own proposal").isEqualTo(RejectionCode.WRONG_PHASE);
    game.play("2 accept-sweep");
    assertThat(game.code("2 accept-sweep")).as("answered twice").isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.code("3 exchange 3D 5D")).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.code("3 kems 1")).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.code("3 propose-sweep")).isEqualTo(RejectionCode.WRONG_PHASE);
    game.play("0 accept-sweep");
    assertThat(game.state().tableCards()).isEqualTo(cards(TABLE));
    game.play("3 accept-sweep");

    assertThat(game.state().tableCards()).isEqualTo(cards("AD 9D TD JD"));
    assertThat(game.state().proposal()).isEmpty();
  }

  @Test
  @DisplayName("K-11 CONSENSUS: one refusal cancels; the refuser owes an exchange before anyone proposes or calls")
  void k11ConsensusRefused() {
    Replay game = Replay.of(KemsPresets.CLASSIC).deal(TABLE, HANDS)
        .play("0 top", "1 propose-sweep", "2 accept-sweep", "3 refuse-sweep");

    assertThat(game.state().phase()).isEqualTo(Phase.PLAY);
    assertThat(game.state().sweepDebtor()).hasValue(3);
    assertThat(game.code("0 propose-sweep")).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.code("0 kems 2")).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.code("0 accept-sweep")).isEqualTo(RejectionCode.WRONG_PHASE);
    game.play("1 exchange 2C 5D");
    assertThat(game.state().sweepDebtor()).as("another seat's exchange pays nothing").hasValue(3);
    game.play("3 exchange 3D 6D");

    assertThat(game.state().sweepDebtor()).isEmpty();
    game.play("0 propose-sweep");
  }

  @Test
  @DisplayName("K-12 STOCK_BOTTOM: swept cards go under the stock, slot 0 nearest the top")
  void k12StockBottom() {
    Replay game = Replay.of(KemsPresets.FR32)
        .deal("7D 8D 9D TD", "7C 8C 9C TC", "JC QC KC AC", "JD QD KD AD", "7H 8H 9H TH")
        .play("0 sweep");

    List<Card> stock = game.state().stock().cards();
    assertThat(stock.subList(stock.size() - 4, stock.size())).isEqualTo(cards("7D 8D 9D TD"));
    assertThat(game.state().discard().isEmpty()).isTrue();
    assertThat(game.state().tableCards()).isEqualTo(cards("AH JH QH KH"));
  }

  @Test
  @DisplayName("K-12 with top, a swept table is closed again until the dealer says top")
  void k12ClosedAfterSweep() {
    Replay game = Replay.of(KemsPresets.EN).deal(TABLE, HANDS).play("0 top", "0 sweep");

    assertThat(game.state().tableOpen()).isFalse();
    assertThat(game.code("1 exchange 2C 9D")).isEqualTo(RejectionCode.WRONG_PHASE);
    game.play("0 kems 2");
  }

  @Test
  @DisplayName("K-12 CONSENSUS with top: no call until the dealer reopens the table")
  void k12ConsensusSweepLastsUntilTop() {
    Replay game = Replay.of(KemsPresets.CLASSIC).deal(TABLE, HANDS)
        .play("0 top", "1 propose-sweep", "2 accept-sweep", "3 accept-sweep", "0 accept-sweep");

    assertThat(game.state().phase()).isEqualTo(Phase.SWEEPING);
    assertThat(game.code("1 kems 3")).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.code("1 exchange 2C 9D")).isEqualTo(RejectionCode.WRONG_PHASE);
    game.play("1 gesture nod", "0 top", "1 kems 3");
  }

  @Test
  @DisplayName("K-13 a sweep from an empty stock is accepted, then waits for exactly the discard pile's order")
  void k13LazyRecycling() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS);
    for (int sweep = 0; sweep < 8; sweep++) {
      game.play("0 sweep");
    }
    assertThat(game.state().stock().isEmpty()).isTrue();

    game.play("0 sweep");

    assertThat(game.events()).contains(new RecycleDue(36));
    assertThat(game.state().tableCards()).isEmpty();
    List<Card> discard = game.state().discard().cards();
    assertThat(game.state().chanceDue()).contains(new ChanceDue.ShuffleDue(game.state().discard().cards()));
    assertThat(game.code("1 exchange 2C 5D")).isEqualTo(RejectionCode.AWAITING_CHANCE);
    assertThat(game.reject(Shuffle.of(discard.subList(1, 36))).code()).isEqualTo(RejectionCode.BAD_SHUFFLE);
    assertThat(game.reject(Shuffle.of(game.state().deck().cards())).code()).isEqualTo(RejectionCode.BAD_SHUFFLE);

    game.play(Shuffle.of(discard));

    assertThat(game.state().tableCards()).isEqualTo(discard.subList(0, 4));
    assertThat(game.state().stock().cards()).isEqualTo(discard.subList(4, 36));
    assertThat(game.state().discard().isEmpty()).isTrue();
    game.play("1 exchange 2C " + discard.get(0));
  }
}
