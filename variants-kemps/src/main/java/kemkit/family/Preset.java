package kemkit.family;

import static java.util.Objects.requireNonNull;


/**
 * A named set of options with a default seating: one column of the K-opt table. Each game owns
 * its columns: Kemps has one ({@code kemkit.kemps.Kemps.PRESET}), Kem's four ({@code
 * kemkit.kems.KemsPresets}); the family mechanic knows none by name.
 *
 * <p>Implements rules.md K-opt.
 *
 * @param name the preset name records use ({@code kemps}, {@code kems-classic}…)
 * @param dialect the game the preset belongs to
 * @param options every option
 * @param teams the default number of teams
 * @param teamSize the default number of seats per team
 */
public record Preset(String name, Dialect dialect, FamilyOptions options, int teams, int teamSize) {

  /**
   * Checks the components.
   *
   * @param name the preset name records use ({@code kemps}, {@code kems-classic}…)
   * @param dialect the game the preset belongs to
   * @param options every option
   * @param teams the default number of teams
   * @param teamSize the default number of seats per team
   */
  public Preset {
    requireNonNull(name, "name");
    requireNonNull(dialect, "dialect");
    requireNonNull(options, "options");
  }
}
