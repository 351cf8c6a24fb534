package kemkit.game;

import com.google.common.collect.ImmutableList;

/**
 * A kind of game (Kem's, Kemps, Khamul): its presets, and a factory of rule sets. Games are found
 * through {@link java.util.ServiceLoader}; see {@link Games}.
 */
public interface Game {

  /** {@return the name records use: {@code kems}, {@code kemps}, {@code khamul}} */
  String name();

  /** {@return the preset a setup without {@code preset} gets} */
  String defaultPreset();

  /** {@return every preset name} */
  ImmutableList<String> presets();

  /**
   * {@return the seating statements a record header may hold for this game, in header order}
   * ({@code teams}, {@code team-size}, {@code dealer}; or {@code players})
   */
  ImmutableList<String> seatingStatements();

  /**
   * Creates the rule set that {@code setup} describes.
   *
   * @param setup the game, preset, options and seating chosen
   * @return the rule set, ready to start a game
   * @throws SetupException if the setup names an unknown preset, option or value, or a
   *     combination that the rules refuse; the message names the options at fault
   */
  RuleSet<?, ?, ?, ?> create(Setup setup) throws SetupException;
}
