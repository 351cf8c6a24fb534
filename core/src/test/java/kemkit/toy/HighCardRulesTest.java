package kemkit.toy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.game.ChanceDue;
import kemkit.game.Outcome;
import kemkit.game.RejectionCode;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import kemkit.seat.Seating;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The toy's own rules, so that the kit's reference subject does what its javadoc says. */
class HighCardRulesTest {

  private final HighCardRules rules = HighCardRules.of(3);

  /** Reference order: seat 0 holds AC 4C 7C, seat 1 2C 5C 8C, seat 2 3C 6C 9C; seat 0 leads. */
  private HighCardState dealt() {
    HighCardState state = rules.apply(rules.start(), Shuffle.of(Deck.standard52().cards())).state();
    assertThat(state.chanceDue()).contains(new ChanceDue.StarterDue(3));
    return rules.apply(state, new Starter(0)).state();
  }

  @Test
  @DisplayName("the deal is one card at a time from seat 0; the rest is the stock")
  void deal() {
    HighCardState state = dealt();
    assertThat(state.hand(0)).containsExactly(Card.of("AC"), Card.of("4C"), Card.of("7C"));
    assertThat(state.hand(2)).containsExactly(Card.of("3C"), Card.of("6C"), Card.of("9C"));
    assertThat(state.stock().size()).isEqualTo(43);
    assertThat(rules.legalActions(state, 0)).hasSize(3);
    assertThat(rules.legalActions(state, 1)).isEmpty();
  }

  @Test
  @DisplayName("the highest card takes the trick, ace high; its seat scores and leads")
  void trick() {
    HighCardState state = dealt();
    for (String play : List.of("0 AC", "1 8C", "2 9C")) {
      String[] words = play.split(" ");
      state = rules.apply(state, new HighCardAction.Play(Integer.parseInt(words[0]), Card.of(words[1]))).state();
    }
    assertThat(state.scores()).containsExactly(1, 0, 0);
    assertThat(state.turn()).isZero();
    assertThat(state.taken().cards()).containsExactly(Card.of("AC"), Card.of("8C"), Card.of("9C"));
  }

  @Test
  @DisplayName("§R order: the actor's seat, then the turn, then the card")
  void rejections() {
    HighCardState state = dealt();
    assertThat(code(state, new HighCardAction.Play(3, Card.of("QS")))).isEqualTo(RejectionCode.NO_SUCH_SEAT);
    assertThat(code(state, new HighCardAction.Play(1, Card.of("QS")))).isEqualTo(RejectionCode.NOT_YOUR_TURN);
    assertThat(code(state, new HighCardAction.Play(0, Card.of("QS")))).isEqualTo(RejectionCode.NOT_IN_HAND);
    assertThat(code(rules.start(), new HighCardAction.Play(3, Card.of("QS")))).isEqualTo(RejectionCode.AWAITING_CHANCE);
  }

  @Test
  @DisplayName("C-8: empty hands end the round; the next one waits for the whole deck")
  void rounds() {
    HighCardRules small = new HighCardRules(Seating.players(2), Deck.piquet32(), 1, 9);
    HighCardState state = small.apply(small.start(), Shuffle.of(Deck.piquet32().cards())).state();
    state = small.apply(state, new Starter(1)).state();
    state = small.apply(state, new HighCardAction.Play(1, state.hand(1).get(0))).state();
    state = small.apply(state, new HighCardAction.Play(0, state.hand(0).get(0))).state();
    assertThat(state.round()).isEqualTo(2);
    assertThat(state.chanceDue()).contains(new ChanceDue.ShuffleDue(Deck.piquet32().cards()));
  }

  @Test
  @DisplayName("the first seat to reach the target wins, and the game is over")
  void gameOver() {
    SplittableRandom rng = new SplittableRandom(5);
    HighCardState state = rules.start();
    while (!state.isOver()) {
      state = state.chanceDue().isPresent()
          ? rules.apply(state, kemkit.game.Chance.roll(state.chanceDue().get(), rng)).state()
          : rules.apply(state, rules.legalActions(state, state.turn()).get(0)).state();
    }
    int winner = state.winners().iterator().next();
    assertThat(state.scores().get(winner)).isEqualTo(5);
    assertThat(code(state, new Starter(0))).isEqualTo(RejectionCode.GAME_OVER);
  }

  @Test
  @DisplayName("RuleSet contract: a seat off the table may do nothing, and has no view")
  void seatsOffTheTable() {
    HighCardState state = dealt();
    assertThat(rules.legalActions(state, 3)).isEmpty();
    assertThatThrownBy(() -> rules.view(state, -1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> rules.determinize(state, 3, new SplittableRandom(1))).isInstanceOf(IllegalArgumentException.class);
  }

  private RejectionCode code(HighCardState state, kemkit.game.Action action) {
    Outcome<HighCardState, HighCardEvent> outcome = rules.apply(state, action);
    assertThat(outcome).isInstanceOf(Outcome.Rejected.class);
    return outcome.rejection().orElseThrow().code();
  }
}
