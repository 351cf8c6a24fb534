package kemkit.family;

import static kemkit.family.Replay.cards;
import static org.assertj.core.api.Assertions.assertThat;

import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.family.FamilyEvent.Exchanged;
import kemkit.family.FamilyEvent.RoundBlocked;
import kemkit.family.FamilyEvent.TableOpened;
import kemkit.game.RejectionCode;
import kemkit.kemps.Kemps;
import kemkit.kems.KemsPresets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The table: K-8 (top), K-9 (exchanges), K-10 (table triples), K-3a (hand order). */
class ExchangingTest {

  static final String[] HANDS = {"5C 9C KC 4D", "2C 6C TC AC", "3C 7C JC 2D", "4C 8C QC 3D"};
  static final String TABLE = "5D 6D 7D 8D";

  @Test
  @DisplayName("K-8 with top, the table is closed until the dealer opens it")
  void k8TopOpensTheTable() {
    Replay game = Replay.of(KemsPresets.EN).deal(TABLE, HANDS);

    assertThat(game.state().tableOpen()).isFalse();
    assertThat(game.code("1 exchange 2C 5D")).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.code("1 top")).isEqualTo(RejectionCode.NOT_YOUR_TURN);

    game.play("0 top");

    assertThat(game.events()).containsExactly(new TableOpened(0));
    assertThat(game.code("0 top")).as("already open").isEqualTo(RejectionCode.WRONG_PHASE);
    game.play("1 exchange 2C 5D");
  }

  @Test
  @DisplayName("K-8 without top, the table opens as soon as it is laid and 'top' does not exist")
  void k8NoTop() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS);

    assertThat(game.state().tableOpen()).isTrue();
    assertThat(game.code("0 top")).isEqualTo(RejectionCode.NOT_ALLOWED);
    game.play("1 exchange 2C 5D");
  }

  @Test
  @DisplayName("K-9 the given card takes the taken card's table slot; any seat, in any order")
  void k9Exchange() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS).play("1 exchange 6C 7D");

    assertThat(game.events()).containsExactly(new Exchanged(1, Card.of("6C"), Card.of("7D"), 2));
    assertThat(game.state().tableCards()).isEqualTo(cards("5D 6D 6C 8D"));
    game.play("3 exchange 3D 6C", "3 exchange 6C 5D", "1 exchange 7D 3D");
    assertThat(game.state().tableCards()).isEqualTo(cards("6C 6D 7D 8D"));
    assertThat(game.state().hand(1)).hasSize(4);
  }

  @Test
  @DisplayName("K-3a an exchange puts the taken card where the given card was")
  void k3aHandOrder() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS).play("1 exchange 6C 7D");

    assertThat(game.state().hand(1)).isEqualTo(cards("2C 7D TC AC"));
    assertThat(game.view(1).hand()).isEqualTo(cards("2C 7D TC AC"));
  }

  @Test
  @DisplayName("K-9 a card not in the hand is NOT_IN_HAND, one not on the table NOT_ON_TABLE, in that order")
  void k9WrongCards() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS);

    assertThat(game.code("1 exchange 5C 5D")).isEqualTo(RejectionCode.NOT_IN_HAND);
    assertThat(game.code("1 exchange 2C 9D")).isEqualTo(RejectionCode.NOT_ON_TABLE);
    assertThat(game.code("1 exchange 9D 9D")).isEqualTo(RejectionCode.NOT_IN_HAND);
    assertThat(game.code("1 exchange 5D 2C")).isEqualTo(RejectionCode.NOT_IN_HAND);
  }

  @Test
  @DisplayName("K-10 three table cards of a rank after an exchange block the round: no points, next dealer")
  void k10TableTripleAfterExchange() {
    Replay game = Replay.of(KemsPresets.CLASSIC)
        .deal(TABLE, "5C 9C KC 4D", "2C 5H TC AC", "3C 7C JC 2D", "4C 8C QC 3D")
        .play("0 top", "0 exchange 5C 6D");

    assertThat(game.state().round()).isEqualTo(1);
    game.play("1 exchange 5H 7D");

    assertThat(game.events()).contains(new RoundBlocked(1, Rank.FIVE));
    assertThat(game.state().round()).isEqualTo(2);
    assertThat(game.state().dealer()).isEqualTo(1);
    assertThat(game.state().scores()).containsExactly(0, 0);
    assertThat(game.state().phase()).isEqualTo(Phase.DEALING);
  }

  @Test
  @DisplayName("K-10 a table laid with three cards of a rank blocks the round at once")
  void k10TableTripleWhenLaid() {
    Replay blocked = Replay.of(KemsPresets.CLASSIC).deal("5D 5S 5H 8D", HANDS);
    Replay allowed = Replay.of(KemsPresets.EN).deal("5D 5S 5H 8D", HANDS);

    assertThat(blocked.state().round()).isEqualTo(2);
    assertThat(blocked.events()).contains(new RoundBlocked(1, Rank.FIVE));
    assertThat(allowed.state().round()).isEqualTo(1);
    assertThat(allowed.state().tableCards()).isEqualTo(cards("5D 5S 5H 8D"));
  }
}
