package kemkit.family;

import static kemkit.family.ExchangingTest.HANDS;
import static kemkit.family.ExchangingTest.TABLE;
import static kemkit.family.Replay.cards;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMultiset;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.family.FamilyEvent.HandDealt;
import kemkit.kemps.Kemps;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Who sees what: K-25 and C-6. */
class VisibilityTest {

  @Test
  @DisplayName("K-25 a view holds the seat's own hand, every card count, the table, piles' sizes, scores")
  void k25PublicAndOwn() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS);
    FamilyView view = game.view(1);

    assertThat(view.hand()).isEqualTo(cards(HANDS[1]));
    assertThat(view.handSizes()).containsExactly(4, 4, 4, 4);
    assertThat(view.table()).isEqualTo(cards(TABLE));
    assertThat(view.tableOpen()).isTrue();
    assertThat(view.stockSize()).isEqualTo(32);
    assertThat(view.discardSize()).isZero();
    assertThat(view.dealer()).isZero();
    assertThat(view.knownCards()).allMatch(ImmutableList::isEmpty);
    assertThat(view.toString()).doesNotContain("5C", "3C", "4C");
  }

  @Test
  @DisplayName("K-25, K-9 a card taken from the table is known to everyone while it stays in that hand")
  void k25ExchangedCardsArePublic() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS).play("1 exchange 6C 7D", "1 exchange 2C 5D");

    assertThat(game.view(3).knownCards().get(1)).containsExactly(Card.of("5D"), Card.of("7D"));
    game.play("1 exchange 7D 2C");
    // In card order, not slot order: where a taken card went is the holder's secret.
    assertThat(game.view(0).knownCards().get(1)).containsExactly(Card.of("2C"), Card.of("5D"));
    assertThat(game.view(1).knownCards().get(1)).isEqualTo(game.view(0).knownCards().get(1));
  }

  @Test
  @DisplayName("K-25 dealt cards reach their own seat only")
  void k25DealtCardsArePrivate() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS);

    assertThat(game.rules().eventsSeenBy(2, game.events()))
        .contains(new HandDealt(2, Optional.of(cards(HANDS[2]))), new HandDealt(1, Optional.empty()))
        .doesNotContain(new HandDealt(1, Optional.of(cards(HANDS[1]))));
  }

  @Test
  @DisplayName("C-6 determinize deals the hidden cards elsewhere, keeps what the seat knows, conserves the deck")
  void c6Determinize() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS)
        .play("1 exchange 6C 7D", "0 sweep", "2 sign wink", "3 sign nod");
    FamilyRules rules = game.rules();
    FamilyState state = game.state();
    SplittableRandom rng = new SplittableRandom(7);
    boolean moved = false;

    for (int draw = 0; draw < 20; draw++) {
      FamilyState other = rules.determinize(state, 0, rng);
      assertThat(rules.view(other, 0)).isEqualTo(rules.view(state, 0));
      assertThat(rules.legalActions(other, 0)).isEqualTo(rules.legalActions(state, 0));
      assertThat(ImmutableMultiset.copyOf(other.placements().values()))
          .isEqualTo(ImmutableMultiset.copyOf(state.deck().cards()));
      assertThat(other.hand(1)).contains(Card.of("7D"));
      assertThat(other.signs().get(0)).contains("wink");
      moved |= !other.hand(2).equals(state.hand(2)) || !other.stock().equals(state.stock());
    }
    assertThat(moved).as("hidden cards are dealt again").isTrue();
  }

  @Test
  @DisplayName("C-6 determinize hides the other teams' sign words, keeping only that they have one")
  void c6DeterminizeHidesSigns() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS).play("1 sign hair");
    SplittableRandom rng = new SplittableRandom(3);
    boolean guessed = false;

    for (int draw = 0; draw < 20; draw++) {
      FamilyState other = game.rules().determinize(game.state(), 0, rng);
      assertThat(other.signs().get(1)).isPresent();
      guessed |= !other.signs().get(1).equals(Optional.of("hair"));
    }
    assertThat(guessed).isTrue();
  }

  @Test
  @DisplayName("C-6, K-25 a hand's slot order is its holder's secret: known cards and determinize never follow it")
  void c6SlotOrderIsHidden() {
    // Seat 2 is dealt 3C and 7C in one order or the other, then trades both for table cards.
    Replay one = Replay.of(Kemps.PRESET).deal(TABLE, HANDS[0], HANDS[1], "3C 7C JC 2D", HANDS[3])
        .play("2 exchange 3C 5D", "2 exchange 7C 6D");
    Replay other = Replay.of(Kemps.PRESET).deal(TABLE, HANDS[0], HANDS[1], "7C 3C JC 2D", HANDS[3])
        .play("2 exchange 3C 5D", "2 exchange 7C 6D");
    assertThat(one.state()).isNotEqualTo(other.state());
    FamilyRules rules = one.rules();

    assertThat(rules.view(one.state(), 0).knownCards().get(2)).containsExactly(Card.of("5D"), Card.of("6D"));
    assertThat(rules.view(one.state(), 0)).isEqualTo(rules.view(other.state(), 0));
    for (int seed = 0; seed < 20; seed++) {
      assertThat(rules.determinize(one.state(), 0, new SplittableRandom(seed)))
          .isEqualTo(rules.determinize(other.state(), 0, new SplittableRandom(seed)));
    }
  }
}
