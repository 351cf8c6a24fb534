package kemkit.examples.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.game.Outcome;
import kemkit.game.RejectionCode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The baseline must check what the reducer checks, or the ratio to it means nothing: on states of
 * seeded random Kemps playouts, for exchanges of random seats and cards, the baseline accepts
 * exactly what the reducer accepts, refuses with the same §R code, and leaves the same cards.
 */
class MutableKempsTest {

  private static final FamilyRules RULES = Fixtures.kemps();

  @Test
  @DisplayName("K-8, K-9, §R: the baseline's exchange agrees with the reducer's on 20,000 seeded tries")
  void agreesWithTheReducer() {
    SplittableRandom rng = new SplittableRandom(11);
    Playout<FamilyState, FamilyAction> playout = Playout.family(RULES);
    FamilyState state = RULES.start();
    int accepted = 0;
    int[] refused = new int[RejectionCode.values().length];
    for (int i = 0; i < 20_000; i++) {
      state = state.isOver() ? RULES.start() : playout.step(state, rng);
      // Half the tries are legal exchanges, so both branches are exercised often.
      int seat = rng.nextInt(6) - 1;
      Card give = rng.nextBoolean() && seat >= 0 && seat < 4 && state.hand(seat).size() == 4
          ? state.hand(seat).get(rng.nextInt(4)) : Card.byIndex(rng.nextInt(Card.COUNT));
      Card take = rng.nextBoolean() && state.tableCards().size() == 4
          ? state.tableCards().get(rng.nextInt(4)) : Card.byIndex(rng.nextInt(Card.COUNT));
      MutableKemps board = MutableKemps.of(state);
      int code = board.exchange(seat, give.index(), take.index());
      Outcome<FamilyState, ?> outcome = RULES.apply(state, new FamilyAction.Exchange(seat, give, take));
      if (outcome.rejection().isPresent()) {
        assertThat(code).as("try %d: %s gives %s for %s", i, seat, give, take)
            .isEqualTo(outcome.rejection().get().code().ordinal());
        refused[code]++;
      } else {
        assertThat(code).as("try %d: %s gives %s for %s", i, seat, give, take).isEqualTo(MutableKemps.DONE);
        assertSameCards(board, outcome.state());
        accepted++;
      }
    }
    assertThat(accepted).isGreaterThan(1_000);
    for (RejectionCode code : new RejectionCode[] {RejectionCode.AWAITING_CHANCE, RejectionCode.NO_SUCH_SEAT,
        RejectionCode.NOT_IN_HAND, RejectionCode.NOT_ON_TABLE}) {
      assertThat(refused[code.ordinal()]).as("tries refused %s", code).isGreaterThan(100);
    }
  }

  @Test
  @DisplayName("K-9: an exchange and its reverse give the board back; a copy is not changed by the original")
  void reverseAndCopy() {
    FamilyState state = Fixtures.kempsInPlay(RULES);
    FamilyAction.Exchange exchange = Fixtures.exchange(state);
    MutableKemps board = MutableKemps.of(state);
    MutableKemps copy = board.copy();
    int give = exchange.give().index();
    int take = exchange.take().index();
    assertThat(board.exchange(1, give, take)).isEqualTo(MutableKemps.DONE);
    assertThat(board.card(1, 0)).isEqualTo(take);
    assertThat(copy.card(1, 0)).isEqualTo(give);
    assertThat(board.exchange(1, take, give)).isEqualTo(MutableKemps.DONE);
    assertSameCards(board, state);
  }

  private static void assertSameCards(MutableKemps board, FamilyState state) {
    for (int seat = 0; seat < state.seating().seats(); seat++) {
      for (int slot = 0; slot < state.hand(seat).size(); slot++) {
        assertThat(board.card(seat, slot)).isEqualTo(state.hand(seat).get(slot).index());
      }
    }
    for (int slot = 0; slot < state.tableCards().size(); slot++) {
      assertThat(board.tableCard(slot)).isEqualTo(state.tableCards().get(slot).index());
    }
  }
}
