package kemkit.seat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SeatingTest {

  @Test
  @DisplayName("K-1: seat i belongs to team i mod t; with 2 teams of 2, seats 0 and 2 are team 0")
  void twoTeamsOfTwo() {
    Seating table = Seating.teams(2, 2);
    assertThat(table.seats()).isEqualTo(4);
    assertThat(table.teamSize()).isEqualTo(2);
    assertThat(table.teamOf(0)).isZero();
    assertThat(table.teamOf(1)).isEqualTo(1);
    assertThat(table.teamOf(2)).isZero();
    assertThat(table.teamOf(3)).isEqualTo(1);
    assertThat(table.members(0)).containsExactly(0, 2);
    assertThat(table.members(1)).containsExactly(1, 3);
    assertThat(table.partners(1)).containsExactly(3);
  }

  @Test
  @DisplayName("K-1: partners alternate around the table for every allowed seating (2..6 teams of 2 or 3)")
  void partnersAlternate() {
    for (int teams = 2; teams <= 6; teams++) {
      for (int size = 2; size <= 3; size++) {
        Seating table = Seating.teams(teams, size);
        for (int seat = 0; seat < table.seats(); seat++) {
          int team = table.teamOf(seat);
          assertThat(table.teamOf(table.next(seat))).as("%d teams of %d, seat %d", teams, size, seat)
              .isNotEqualTo(table.teamOf(seat));
          assertThat(table.partners(seat)).hasSize(size - 1).doesNotContain(seat)
              .allSatisfy(p -> assertThat(table.teamOf(p)).isEqualTo(team));
        }
        for (int team = 0; team < teams; team++) {
          int t = team;
          assertThat(table.members(team)).hasSize(size).isSorted()
              .allSatisfy(m -> assertThat(table.teamOf(m)).isEqualTo(t));
        }
      }
    }
  }

  @Test
  @DisplayName("K-1: three teams of three: seats 0, 3 and 6 are team 0")
  void threeTeamsOfThree() {
    Seating table = Seating.teams(3, 3);
    assertThat(table.members(0)).containsExactly(0, 3, 6);
    assertThat(table.members(2)).containsExactly(2, 5, 8);
    assertThat(table.partners(4)).containsExactlyInAnyOrder(1, 7);
  }

  @Test
  @DisplayName("C-3: next is seat+1 mod n, clockwise")
  void nextWraps() {
    Seating table = Seating.players(5);
    assertThat(table.next(0)).isEqualTo(1);
    assertThat(table.next(4)).isZero();
  }

  @Test
  @DisplayName("a game without teams has one team per seat and no partners")
  void individual() {
    Seating table = Seating.players(4);
    assertThat(table.teams()).isEqualTo(4);
    for (int seat = 0; seat < 4; seat++) {
      assertThat(table.teamOf(seat)).isEqualTo(seat);
      assertThat(table.partners(seat)).isEmpty();
      assertThat(table.members(seat)).containsExactly(seat);
    }
  }

  @Test
  @DisplayName("seat and team numbers are checked against the table")
  void ranges() {
    Seating table = Seating.teams(2, 3);
    assertThat(table.isSeat(0)).isTrue();
    assertThat(table.isSeat(5)).isTrue();
    assertThat(table.isSeat(6)).isFalse();
    assertThat(table.isSeat(-1)).isFalse();
    assertThat(table.isTeam(1)).isTrue();
    assertThat(table.isTeam(2)).isFalse();
    assertThat(table.isTeam(-1)).isFalse();
  }

  @Test
  @DisplayName("a table needs two seats and equal teams")
  void invalid() {
    assertThatThrownBy(() -> new Seating(1, 1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Seating(4, 3)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Seating(4, 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Seating.players(0)).isInstanceOf(IllegalArgumentException.class);
  }
}
