package kemkit.seat;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;

/**
 * Who sits where: {@code seats} seats numbered 0..n-1 clockwise (C-3), grouped in {@code teams}
 * teams, seat {@code i} belonging to team {@code i mod teams} so that partners alternate around the
 * table (K-1). A game without teams (Khamul) has one team per seat.
 *
 * <pre>{@code
 * Seating kemps = Seating.teams(3, 2);     // 6 seats, partners 0-3, 1-4, 2-5 (K-1)
 * Seating khamul = Seating.players(4);     // 4 seats, no partners
 * Setup setup = Setup.of("kemps").withSeating(kemps);
 * }</pre>
 *
 * <p>Implements rules.md C-3 and K-1.
 *
 * @param seats how many seats, at least 2
 * @param teams how many teams, at least 1, dividing {@code seats}
 */
public record Seating(int seats, int teams) {

  /**
   * Checks the numbers.
   *
   * @param seats the number of seats
   * @param teams the number of teams
   */
  public Seating {
    if (seats < 2) {
      throw new IllegalArgumentException("a game needs at least 2 seats, not " + seats);
    }
    if (teams < 1 || seats % teams != 0) {
      throw new IllegalArgumentException(seats + " seats cannot form " + teams + " equal teams");
    }
  }

  /**
   * {@return {@code teams} teams of {@code teamSize} seats, partners alternating (K-1)}
   *
   * @param teams the number of teams
   * @param teamSize the seats in each team
   * @throws IllegalArgumentException if that is fewer than 2 seats, or a count is not positive
   */
  public static Seating teams(int teams, int teamSize) {
    long seats = (long) teams * teamSize;
    if (teams < 1 || teamSize < 1 || seats > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(teams + " teams of " + teamSize + " is no seating");
    }
    return new Seating((int) seats, teams);
  }

  /**
   * {@return {@code players} seats, each its own team: no partners (Khamul)}
   *
   * @param players the number of seats
   */
  public static Seating players(int players) {
    return new Seating(players, players);
  }

  /** {@return how many seats each team has} */
  public int teamSize() {
    return seats / teams;
  }

  /**
   * {@return whether {@code seat} is a seat number of this table}
   *
   * @param seat any number
   */
  public boolean isSeat(int seat) {
    return seat >= 0 && seat < seats;
  }

  /**
   * {@return whether {@code team} is a team number of this table}
   *
   * @param team any number
   */
  public boolean isTeam(int team) {
    return team >= 0 && team < teams;
  }

  /**
   * {@return the team of {@code seat} (K-1: {@code seat mod teams})}
   *
   * @param seat a seat of the table
   */
  public int teamOf(int seat) {
    return seat % teams;
  }

  /**
   * {@return the seats of {@code team}, clockwise from the lowest}
   *
   * @param team a team of the table
   */
  public ImmutableList<Integer> members(int team) {
    ImmutableList.Builder<Integer> out = ImmutableList.builder();
    for (int seat = team; seat < seats; seat += teams) {
      out.add(seat);
    }
    return out.build();
  }

  /**
   * {@return the seats of {@code seat}'s team other than {@code seat} itself}
   *
   * @param seat a seat of the table
   */
  public ImmutableSet<Integer> partners(int seat) {
    ImmutableSet.Builder<Integer> out = ImmutableSet.builder();
    for (int other = teamOf(seat); other < seats; other += teams) {
      if (other != seat) {
        out.add(other);
      }
    }
    return out.build();
  }

  /**
   * {@return the seat after {@code seat}, clockwise (C-3)}
   *
   * @param seat a seat of the table
   */
  public int next(int seat) {
    return (seat + 1) % seats;
  }
}
