package kemkit.examples.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The 95% interval of a win rate that {@code simulate} prints, by Wilson's score method. */
class WilsonTest {

  @Test
  @DisplayName("620 wins in 1000 games: [0.5895, 0.6496], so better than a coin")
  void textbookValue() {
    Wilson interval = Wilson.of(620, 1000);

    assertThat(interval.low()).isCloseTo(0.58951, within(1e-5));
    assertThat(interval.high()).isCloseTo(0.64957, within(1e-5));
  }

  @Test
  @DisplayName("the interval is asymmetric near the edges and never leaves [0, 1]")
  void edges() {
    assertThat(Wilson.of(0, 10).low()).isZero();
    assertThat(Wilson.of(0, 10).high()).isCloseTo(0.27753, within(1e-5));
    assertThat(Wilson.of(10, 10).low()).isCloseTo(0.72247, within(1e-5));
    assertThat(Wilson.of(10, 10).high()).isEqualTo(1.0);
    assertThat(Wilson.of(9, 10).low()).isCloseTo(0.59585, within(1e-5));
    assertThat(Wilson.of(0, 0)).isEqualTo(new Wilson(0, 1));
  }

  @Test
  @DisplayName("more games, a narrower interval around the same rate")
  void narrowsWithGames() {
    Wilson few = Wilson.of(6, 10);
    Wilson many = Wilson.of(600, 1000);

    assertThat(many.high() - many.low()).isLessThan(few.high() - few.low());
    assertThat(many.low()).isGreaterThan(0.5);
    assertThat(few.low()).isLessThan(0.5);
  }

  @Test
  @DisplayName("more wins than games is a programming error")
  void refusesImpossibleCounts() {
    assertThatThrownBy(() -> Wilson.of(11, 10)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Wilson.of(-1, 10)).isInstanceOf(IllegalArgumentException.class);
  }
}
