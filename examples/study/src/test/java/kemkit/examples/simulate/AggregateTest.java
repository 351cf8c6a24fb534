package kemkit.examples.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import kemkit.game.Games;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Aggregates merge exactly: any split of a list of games, added up part by part and the parts
 * merged in any order and grouping, gives the aggregate of the whole list. This is what lets a
 * study run a cell's games on any threads, partitions or executors (issue 26).
 */
class AggregateTest {

  /** Random splits tried per game; a failure names the seed that reproduces it. */
  private static final int SPLITS = 200;

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', value = {
      "Kemps, target 3 (K-24), heuristic against random; kemps; target=3; heuristic,random",
      "Khamul, target 40 (H-14), heuristic against random; khamul; target=40; heuristic,random",
  })
  @DisplayName("random splits of a game list, merged in random order and grouping, give the whole list's aggregate")
  void randomSplitsMergeToTheWhole(String why, String game, String option, String bots) throws Exception {
    String[] nameValue = option.split("=");
    RuleSet<?, ?, ?, ?> rules = Games.named(game).orElseThrow()
        .create(Setup.of(game).withOption(nameValue[0], nameValue[1]));
    Plan plan = new Plan(rules, Lineup.parse(bots).orElseThrow(), 20, 11, 1, 2_000, false);
    List<GameResult> games = new ArrayList<>();
    for (int i = 0; i < plan.games(); i++) {
      games.add(Simulator.play(plan, 3, i));
    }
    Aggregate whole = Aggregate.of(rules, games);
    assertThat(whole.games()).isEqualTo(20);
    assertThat(whole.finished()).as("a property over finished games needs some").isPositive();
    assertThat(whole.firstSideGames()).as(why + ": the first side is known in every finished game")
        .isEqualTo(whole.finished());

    for (int split = 0; split < SPLITS; split++) {
      long seed = 0x5EED_0000L + split;
      SplittableRandom rng = new SplittableRandom(seed);
      List<GameResult> shuffled = new ArrayList<>(games);
      Collections.shuffle(shuffled, new Random(rng.nextLong()));
      // Cut points anywhere, empty parts included: the identity must merge too.
      int parts = 1 + rng.nextInt(8);
      List<Aggregate> partial = new ArrayList<>();
      int from = 0;
      for (int p = 0; p < parts; p++) {
        int to = p == parts - 1 ? shuffled.size() : from + rng.nextInt(shuffled.size() - from + 1);
        partial.add(Aggregate.of(rules, shuffled.subList(from, to)));
        from = to;
      }
      // Merge random neighbours or strangers until one is left: every grouping and order.
      while (partial.size() > 1) {
        Aggregate a = partial.remove(rng.nextInt(partial.size()));
        Aggregate b = partial.remove(rng.nextInt(partial.size()));
        partial.add(rng.nextBoolean() ? a.plus(b) : b.plus(a));
      }
      assertThat(partial.get(0)).as("%s: split seed %d into %d parts", why, seed, parts).isEqualTo(whole);
    }
    assertThat(whole.plus(Aggregate.empty(rules))).isEqualTo(whole);
    assertThat(roundTrip(whole)).as("serialized for Spark and back").isEqualTo(whole);
  }

  @Test
  @DisplayName("the numbers an aggregate gives: win rates with intervals, first-side advantage, exact quantiles")
  void numbers() {
    Aggregate none = Aggregate.empty(2, List.of("kems right"));
    assertThat(none.winRate(0).rate()).isZero();
    assertThat(none.winRate(0).low()).isZero();
    assertThat(none.winRate(0).high()).isEqualTo(1.0);
    assertThat(none.firstProblem()).isEmpty();
    assertThat(Aggregate.quantile(Map.of(), 0.5)).isZero();
    assertThat(Aggregate.quantile(Map.of(3, 1L, 5, 2L, 9, 1L), 0.5)).isEqualTo(5);
    assertThat(Aggregate.quantile(Map.of(3, 1L, 5, 2L, 9, 1L), 0.25)).isEqualTo(3);
    assertThat(Aggregate.quantile(Map.of(3, 1L, 5, 2L, 9, 1L), 0.9)).isEqualTo(9);
    assertThat(Aggregate.quantile(Map.of(3, 1L, 5, 2L, 9, 1L), 0)).isEqualTo(3);
    assertThatThrownBy(() -> none.plus(Aggregate.empty(3, List.of("kems right"))))
        .isInstanceOf(IllegalArgumentException.class);
  }

  private static Aggregate roundTrip(Aggregate aggregate) throws IOException, ClassNotFoundException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(aggregate);
    }
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      return (Aggregate) in.readObject();
    }
  }
}
