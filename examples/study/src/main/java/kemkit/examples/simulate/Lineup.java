package kemkit.examples.simulate;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.bots.BotKind;
import kemkit.seat.Seating;

/**
 * Which kind of bot plays each side: {@code --bots heuristic,random} gives team (or seat) 0 a
 * heuristic bot, team 1 a random one, team 2 a heuristic one again, and so on. Every seat of a team
 * gets the same kind. From one game to the next the kinds move on by one side, so that no kind
 * always deals first or always starts.
 *
 * @param kinds the kinds, in the order given; at least one
 */
public record Lineup(ImmutableList<BotKind> kinds) {

  /**
   * Checks and copies the components.
   *
   * @param kinds the kinds, in the order given; at least one
   */
  public Lineup {
    kinds = ImmutableList.copyOf(kinds);
    if (kinds.isEmpty()) {
      throw new IllegalArgumentException("a lineup needs at least one kind of bot");
    }
  }

  /**
   * {@return every seat played by {@code kind}}
   *
   * @param kind the kind of every bot
   */
  public static Lineup of(BotKind kind) {
    return new Lineup(ImmutableList.of(kind));
  }

  /**
   * {@return the lineup that {@code --bots} names: kinds separated by commas, or empty if a kind is unknown}
   *
   * @param text the value of {@code --bots}
   */
  public static Optional<Lineup> parse(String text) {
    ImmutableList.Builder<BotKind> kinds = ImmutableList.builder();
    for (String label : text.split(",", -1)) {
      Optional<BotKind> kind = BotKind.ofLabel(label.strip());
      if (kind.isEmpty()) {
        return Optional.empty();
      }
      kinds.add(kind.get());
    }
    return Optional.of(new Lineup(kinds.build()));
  }

  /**
   * {@return the kind that plays side {@code side} (a team, or a seat in Khamul) in game {@code game}}
   *
   * @param side a team, or a seat in Khamul
   * @param game the game's index in the run
   */
  public BotKind kindOf(int side, int game) {
    return kinds.get(Math.floorMod(side + game, kinds.size()));
  }

  /**
   * {@return the kind of each side (team, or seat in Khamul) in game {@code game}}
   *
   * @param seating the table
   * @param game the game's index in the run
   */
  public ImmutableList<BotKind> sides(Seating seating, int game) {
    ImmutableList.Builder<BotKind> out = ImmutableList.builder();
    for (int side = 0; side < seating.teams(); side++) {
      out.add(kindOf(side, game));
    }
    return out.build();
  }

  /**
   * {@return whether the lineup has at most one kind per side (team or seat) of {@code seating}}
   *
   * @param seating the table
   */
  public boolean fits(Seating seating) {
    return kinds.size() <= seating.teams();
  }

  /** {@return the distinct kinds, in order of first appearance} */
  public ImmutableList<BotKind> distinct() {
    return kinds.stream().distinct().collect(ImmutableList.toImmutableList());
  }

  /** {@return how the command line writes it: {@code heuristic,random}} */
  public String label() {
    return String.join(",", kinds.stream().map(BotKind::label).toList());
  }

}
