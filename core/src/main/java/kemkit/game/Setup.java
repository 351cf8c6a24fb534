package kemkit.game;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableMap;
import java.util.Optional;
import kemkit.seat.Seating;

/**
 * How a game is set up, as the header of a record says it: the game, the preset, the options
 * overridden on top of it, and the seating statements ({@code teams}, {@code team-size}, {@code
 * players}, {@code dealer}). A {@link Game} turns a setup into a {@link RuleSet}, or refuses it.
 *
 * <pre>{@code
 * Setup setup = Setup.of("kems").withPreset("kems-expert").withOption("target", "7");
 * Setup six = Setup.of("kemps").withSeating(Seating.teams(3, 2)).withDealer(1);
 * Setup four = Setup.of("khamul").withSeating(Seating.players(4));
 * }</pre>
 *
 * <p>A program says the seating with a {@link Seating}; the component {@link #seating()} keeps it
 * as a record header and the JSON wire form write it, statement by statement, so that a setup read
 * from a record (or a request) says exactly what it said there.
 *
 * @param game the game name: {@code kems}, {@code kemps} or {@code khamul}
 * @param preset the preset, or empty for the game's default
 * @param options option overrides, name to value, in the order given
 * @param seating seating statements, name to number, in the order given
 */
public record Setup(
    String game,
    Optional<String> preset,
    ImmutableMap<String, String> options,
    ImmutableMap<String, Integer> seating) {

  /**
   * Checks and copies the components.
   *
   * @param game the game's name
   * @param preset the preset's name, if one is chosen
   * @param options the options set over the preset, by name
   * @param seating the seating statements, by name
   */
  public Setup {
    requireNonNull(game, "game");
    requireNonNull(preset, "preset");
    options = ImmutableMap.copyOf(options);
    seating = ImmutableMap.copyOf(seating);
  }

  /**
   * {@return the default setup of {@code game}: its default preset, nothing overridden}
   *
   * @param game the game's name
   */
  public static Setup of(String game) {
    return new Setup(game, Optional.empty(), ImmutableMap.of(), ImmutableMap.of());
  }

  /**
   * {@return this setup with {@code preset}}
   *
   * @param preset the preset's name
   */
  public Setup withPreset(String preset) {
    return new Setup(game, Optional.of(preset), options, seating);
  }

  /**
   * {@return this setup with option {@code name} set to {@code value} (replacing an earlier one)}
   *
   * @param name the option's name
   * @param value the option's value
   */
  public Setup withOption(String name, String value) {
    return new Setup(game, preset, put(options, name, value), seating);
  }

  /**
   * {@return this setup seated as {@code seating} says} Teams of two or more seats are the
   * statements {@code teams} and {@code team-size} (the Kem's family, K-1); seats each on their own
   * are the statement {@code players} (Khamul). A game refuses the form it does not play.
   *
   * @param seating how many seats, in how many teams
   */
  public Setup withSeating(Seating seating) {
    if (seating.teamSize() == 1) {
      return withSeating("players", seating.seats());
    }
    return withSeating("teams", seating.teams()).withSeating("team-size", seating.teamSize());
  }

  /**
   * {@return this setup with {@code dealer} dealing the first round (the statement {@code dealer})}
   *
   * @param dealer the first dealer's seat
   */
  public Setup withDealer(int dealer) {
    return withSeating("dealer", dealer);
  }

  /**
   * {@return this setup with seating statement {@code name} as a record header writes it ({@code
   * teams}, {@code team-size}, {@code players}, {@code dealer})} For readers of records and wire
   * forms, which carry the statements one by one; a program says {@link #withSeating(Seating)}.
   *
   * @param name the seating statement
   * @param value its number
   */
  public Setup withSeating(String name, int value) {
    return new Setup(game, preset, options, put(seating, name, value));
  }

  /** Replaces in place, or appends: a header keeps the order its statements were given in. */
  private static <V> ImmutableMap<String, V> put(ImmutableMap<String, V> map, String key, V value) {
    ImmutableMap.Builder<String, V> out = ImmutableMap.builder();
    map.forEach((k, v) -> out.put(k, k.equals(key) ? value : v));
    if (!map.containsKey(key)) {
      out.put(key, value);
    }
    return out.buildOrThrow();
  }
}
