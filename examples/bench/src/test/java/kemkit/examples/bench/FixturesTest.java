package kemkit.examples.bench;

import static org.assertj.core.api.Assertions.assertThat;

import kemkit.card.Rank;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.Phase;
import kemkit.game.Outcome;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The states the benchmarks measure are the ones their names promise. */
class FixturesTest {

  private final FamilyRules kemps = Fixtures.kemps();
  private final KhamulRules khamul = Fixtures.khamul();

  @Test
  @DisplayName("K-5, K-16: the crafted deal gives seat 2 the four aces, and seat 0's 'kemps 2' is right")
  void acesDeal() {
    FamilyState dealt = Fixtures.applied(kemps, kemps.start(), Fixtures.kempsDealWithAces());
    assertThat(dealt.hand(2)).allMatch(card -> card.rank() == Rank.ACE).hasSize(4);
    Outcome<FamilyState, FamilyEvent> call = kemps.apply(dealt, Fixtures.kempsRightCall());
    assertThat(call.events())
        .anyMatch(e -> e instanceof FamilyEvent.Called called && called.right());
    assertThat(call.state().scores()).containsExactly(1, 0);
  }

  @Test
  @DisplayName("K-9: the mid-game Kemps state has an open table and accepts the exchange of seat 1")
  void kempsInPlay() {
    FamilyState state = Fixtures.kempsInPlay(kemps);
    assertThat(state.phase()).isEqualTo(Phase.PLAY);
    assertThat(state.tableOpen()).isTrue();
    assertThat(kemps.apply(state, Fixtures.exchange(state)).isAccepted()).isTrue();
    assertThat(Fixtures.exchanges(kemps, state, 1)).hasSize(BranchBenchmark.BRANCHES);
    assertThat(Fixtures.kempsInPlay(kemps)).isEqualTo(state);
  }

  @Test
  @DisplayName("H-7, H-9: the Khamul states accept a draw then a swap, and a matching snap")
  void khamulStates() {
    KhamulState turnStart = Fixtures.khamulTurnStart(khamul);
    assertThat(turnStart.phase()).isEqualTo(kemkit.khamul.Phase.TURN_START);
    KhamulState snappable = Fixtures.khamulSnappable(khamul);
    var snap = Fixtures.snap(snappable);
    assertThat(snappable.hand(snap.seat()).get(snap.slot()).rank()).isEqualTo(snappable.discard().top().rank());
    assertThat(khamul.apply(snappable, snap).isAccepted()).isTrue();
  }

  @Test
  @DisplayName("C-5: a fixture whose action is rejected fails loudly, naming the action")
  void rejectedFixture() {
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> Fixtures.applied(kemps, kemps.start(), Fixtures.kempsRightCall()))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("AWAITING_CHANCE");
  }
}
