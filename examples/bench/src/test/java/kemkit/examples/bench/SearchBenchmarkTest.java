package kemkit.examples.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.khamul.KhamulAction;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The search benchmark measures real searches, and the indexed Khamul draw draws legal actions. */
class SearchBenchmarkTest {

  @ParameterizedTest
  @ValueSource(strings = {"khamul", "kems-classic", "kemps"})
  @DisplayName("C-6: every position makes the bot search its full budget, and the benchmark counts each iteration")
  void decisionsSearch(String preset) {
    SearchBenchmark benchmark = new SearchBenchmark();
    benchmark.preset = preset;
    benchmark.setUp();
    SearchBenchmark.Searched searched = new SearchBenchmark.Searched();
    for (int position = 0; position < SearchDecisions.POSITIONS; position++) {
      long before = searched.iterations;
      Optional<?> decided = benchmark.decision(searched);
      // Fewer than two options would be no search at all: the bot would follow its guide unsampled.
      assertThat(searched.iterations - before).as("position %d", position).isEqualTo(SearchBenchmark.ITERATIONS);
      if (preset.equals("khamul")) {
        assertThat(decided).as("the turn's player must act (H-7)").isPresent();
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"khamul", "kemps"})
  @DisplayName("C-6, K-9, H-7: the positions are mid-round, distinct, and each decision is legal and repeats")
  void positions(String preset) {
    SearchDecisions<?, ?, ?, ?> decisions = SearchDecisions.named(preset);
    assertThat(decisions.positions()).hasSize(SearchDecisions.POSITIONS);
    assertThat(new HashSet<>(decisions.positions().stream().map(SearchDecisions.Position::state).toList()))
        .hasSize(SearchDecisions.POSITIONS);
    assertDecisionsLegal(decisions);
  }

  private static <S extends GameState, A extends PlayerAction> void assertDecisionsLegal(
      SearchDecisions<S, A, ?, ?> decisions) {
    for (int i = 0; i < SearchDecisions.POSITIONS; i++) {
      SearchDecisions.Position<S, A, ?> position = decisions.positions().get(i);
      assertThat(position.state().isOver()).isFalse();
      Optional<A> decided = decisions.decide(i, SearchBenchmark.OPTIONS.withIterations(20));
      decided.ifPresent(action -> assertThat(position.legal()).contains(action));
      assertThat(decisions.decide(i, SearchBenchmark.OPTIONS.withIterations(20))).isEqualTo(decided);
    }
  }

  @Test
  @DisplayName("H-7, H-9: the indexed Khamul draw walks through every legal action of the holding player")
  void khamulIndexed() {
    LegalActionsBenchmark benchmark = new LegalActionsBenchmark();
    benchmark.setUp();
    Set<KhamulAction> drawn = new HashSet<>();
    int count = benchmark.khamul().size();
    for (int i = 0; i < 7 * count; i++) {
      drawn.add(benchmark.khamulIndexed());
    }
    assertThat(drawn).containsExactlyInAnyOrderElementsOf(benchmark.khamul());
  }
}
