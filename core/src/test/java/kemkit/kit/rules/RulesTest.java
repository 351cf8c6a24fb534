package kemkit.kit.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.game.Chance;
import kemkit.game.ForeignStateException;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RejectionCode;
import kemkit.game.Starter;
import kemkit.toy.HighCardRules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The reducer template on a toy game: the prologue in §R order, a rejection that leaves the state
 * as it was, legal actions from the verbs (list, count and index agree, every one is accepted, the
 * phase index misses none), the seats' doors checked once.
 */
class RulesTest {

  private static Tally.State dealt(Tally.Rules rules, SplittableRandom rng) {
    Tally.State state = rules.start();
    return rules.apply(state, Chance.roll(state.chanceDue().orElseThrow(), rng)).state();
  }

  @Test
  @DisplayName("C-5: seeded games: every listed action is accepted, and list, count, index and every verb asked agree")
  void legalActionsFromVerbs() {
    int games = 0;
    for (int seats = 2; seats <= 4; seats++) {
      Tally.Rules rules = new Tally.Rules(seats);
      SplittableRandom rng = new SplittableRandom(seats);
      for (int game = 0; game < 20; game++) {
        Tally.State state = rules.start();
        while (!state.isOver()) {
          if (state.chanceDue().isPresent()) {
            state = rules.apply(state, Chance.roll(state.chanceDue().get(), rng)).state();
            continue;
          }
          Tally.State now = state;
          for (int seat = 0; seat < seats; seat++) {
            ImmutableList<Tally.Move> legal = rules.legalActions(now, seat);
            assertThat(rules.legalActionCount(now, seat)).isEqualTo(legal.size())
                .isEqualTo(Tally.VERBS.countAsked(2, now, seat));
            for (int i = 0; i < legal.size(); i++) {
              assertThat(rules.legalAction(now, seat, i)).isEqualTo(legal.get(i));
              assertThat(rules.apply(now, legal.get(i)).isAccepted()).as("%s", legal.get(i)).isTrue();
            }
          }
          int turn = state.get(Tally.State.TURN);
          state = rules.apply(state, rules.legalAction(state, turn, rng.nextInt(rules.legalActionCount(state, turn))))
              .state();
        }
        assertThat(state.winners()).hasSize(1);
        games++;
      }
    }
    assertThat(games).isEqualTo(60);
  }

  @Test
  @DisplayName("§R: game over first, then chance, then the seat, then the game's own actions; a refusal leaves the state")
  void prologue() {
    Tally.Rules rules = new Tally.Rules(2);
    SplittableRandom rng = new SplittableRandom(1);
    Tally.State start = rules.start();
    assertThat(code(rules.apply(start, new Tally.Pass(0)))).isEqualTo(RejectionCode.AWAITING_CHANCE);
    assertThat(code(rules.apply(start, new Starter(0)))).isEqualTo(RejectionCode.UNEXPECTED_CHANCE);
    Tally.State play = dealt(rules, rng);
    assertThat(code(rules.apply(play, Chance.roll(start.chanceDue().get(), rng))))
        .isEqualTo(RejectionCode.UNEXPECTED_CHANCE);
    assertThat(code(rules.apply(play, new Tally.Pass(5)))).isEqualTo(RejectionCode.NO_SUCH_SEAT);
    assertThat(code(rules.apply(play, new Other(0)))).isEqualTo(RejectionCode.NOT_ALLOWED);
    assertThat(code(rules.apply(play, new Tally.Add(0, 4)))).isEqualTo(RejectionCode.BAD_ARGUMENT);
    assertThat(code(rules.apply(play, new Tally.Add(1, 1)))).isEqualTo(RejectionCode.NOT_YOUR_TURN);
    Outcome<Tally.State, Tally.Said> refused = rules.apply(play, new Tally.Add(1, 1));
    assertThat(refused.state()).isSameAs(play);
    assertThat(refused.events()).isEmpty();
    assertThat(refused.rejection().orElseThrow().toActor()).isEqualTo("it is not your turn");

    Tally.State over = play;
    while (!over.isOver()) {
      over = over.chanceDue().isPresent() ? rules.apply(over, Chance.roll(over.chanceDue().get(), rng)).state()
          : rules.apply(over, new Tally.Add(over.get(Tally.State.TURN), 3)).state();
    }
    assertThat(code(rules.apply(over, new Tally.Pass(9)))).isEqualTo(RejectionCode.GAME_OVER);
    assertThat(code(rules.apply(over, new Starter(0)))).isEqualTo(RejectionCode.GAME_OVER);
    assertThat(rules.legalActions(over, 0)).isEmpty();
    assertThat(rules.legalActions(start, 0)).isEmpty();
    assertThat(rules.legalActionCount(play, 7)).isZero();
    assertThatThrownBy(() -> rules.legalAction(play, 0, 4)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> rules.legalAction(play, 0, -1)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  private record Other(int seat) implements PlayerAction {}

  private static RejectionCode code(Outcome<?, ?> outcome) {
    return outcome.rejection().orElseThrow().code();
  }

  @Test
  @DisplayName("C-6: each seat hears its own deal only; views and samples check the seat once")
  void doors() {
    Tally.Rules rules = new Tally.Rules(3);
    SplittableRandom rng = new SplittableRandom(2);
    Tally.State start = rules.start();
    Outcome<Tally.State, Tally.Said> deal = rules.apply(start, Chance.roll(start.chanceDue().get(), rng));
    ImmutableList<Tally.Said> seat1 = rules.eventsSeenBy(1, deal.events());
    assertThat(seat1).hasSize(3);
    assertThat(seat1.get(1)).isEqualTo(deal.events().get(1));
    assertThat(seat1.get(0)).isEqualTo(new Tally.Dealt(0, Optional.empty()));
    assertThatThrownBy(() -> rules.eventsSeenBy(3, deal.events())).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> rules.view(deal.state(), -1)).isInstanceOf(IllegalArgumentException.class);

    Tally.State sample = rules.determinize(deal.state(), 1, new SplittableRandom(5));
    assertThat(sample.hand(1)).isEqualTo(deal.state().hand(1));
    assertThat(rules.view(sample, 1)).isEqualTo(rules.view(deal.state(), 1));
    assertThat(rules.determinize(deal.state(), 1, new SplittableRandom(5))).isEqualTo(sample);
  }

  @Test
  @DisplayName("a state of another rule set or another game is refused, never misread")
  void foreignStates() {
    Tally.Rules two = new Tally.Rules(2);
    Tally.State three = new Tally.Rules(3).start();
    assertThatThrownBy(() -> two.apply(three, new Tally.Pass(0))).isInstanceOf(ForeignStateException.class);
    assertThatThrownBy(() -> two.legalActions(HighCardRules.of(2).start(), 0)).isInstanceOf(ForeignStateException.class);
    assertThat(two.apply(new Tally.Rules(2).start(), new Tally.Pass(0)).isAccepted()).as("an equal rule set's").isFalse();
  }

  sealed interface Two extends PlayerAction permits One, Forgotten {}

  record One(int seat) implements Two {}

  record Forgotten(int seat) implements Two {}

  @Test
  @DisplayName("the verbs are checked when built: an action without a verb, two verbs for one, a stranger")
  void verbsChecked() {
    Verb<Tally.State, One, Integer> one = new Verb<>() {
      @Override
      public Optional<kemkit.game.Rejection> check(Integer context, Tally.State state, One action) {
        return Optional.empty();
      }

      @Override
      public void perform(Integer context, kemkit.kit.state.Workspace<Tally.State> work, One action) {}

      @Override
      public int count(Integer context, Tally.State state, int seat) {
        return 0;
      }

      @Override
      public One at(Integer context, Tally.State state, int seat, int index) {
        return new One(seat);
      }
    };
    Verbs.Builder<Tally.State, Two, Integer, Tally.Phase> verbs = Verbs.builder(Two.class, Integer.class, Tally.Phase.class,
        Tally.State::phase);
    verbs.add(One.class, one, Tally.Phase.PLAY);
    assertThatThrownBy(() -> verbs.add(One.class, one, Tally.Phase.PLAY)).hasMessageContaining("two verbs");
    assertThatThrownBy(verbs::build).isInstanceOf(IllegalStateException.class).hasMessageContaining("Forgotten");
  }
}
