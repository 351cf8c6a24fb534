package kemkit.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.util.SplittableRandom;
import kemkit.game.Event;
import kemkit.game.PlayerAction;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The random bot: only legal actions, each about as often, and reproducible from its seed. */
class RandomBotTest {

  /** A player action of no game, enough to fill a list of legal actions. */
  private record Move(int seat, int number) implements PlayerAction {}

  private static final ImmutableList<Move> LEGAL = ImmutableList.of(new Move(0, 0), new Move(0, 1), new Move(0, 2), new Move(0, 3));

  @Test
  @DisplayName("picks every legal action about equally often (seeded)")
  void uniform() {
    RandomBot<Move, Event, String> bot = new RandomBot<>(new SplittableRandom(3));
    int[] counts = new int[LEGAL.size()];
    int draws = 40_000;
    for (int i = 0; i < draws; i++) {
      Move move = bot.choose("view", LEGAL);
      assertThat(LEGAL).contains(move);
      counts[move.number()]++;
    }
    // Binomial: 10,000 expected, standard deviation about 87; 5 deviations cannot happen by chance.
    for (int count : counts) {
      assertThat(count).isBetween(10_000 - 435, 10_000 + 435);
    }
  }

  @Test
  @DisplayName("the same seed makes the same choices")
  void reproducible() {
    RandomBot<Move, Event, String> a = new RandomBot<>(new SplittableRandom(9));
    RandomBot<Move, Event, String> b = new RandomBot<>(new SplittableRandom(9));
    for (int i = 0; i < 100; i++) {
      assertThat(a.choose("view", LEGAL)).isEqualTo(b.choose("view", LEGAL));
    }
  }

  @Test
  @DisplayName("no legal action is a caller's bug")
  void empty() {
    assertThatThrownBy(() -> new RandomBot<Move, Event, String>(new SplittableRandom(1)).choose("view", ImmutableList.of()))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
