package kemkit.kemps;

import com.google.common.collect.ImmutableList;
import kemkit.family.FamilyGame;
import kemkit.family.FamilyRules;
import kemkit.game.Game;
import kemkit.game.Setup;
import kemkit.game.SetupException;

/**
 * Kemps in the {@link kemkit.game.Games} registry: {@code game kemps}, one preset ({@code
 * kemps}), header statements {@code teams}, {@code team-size}, {@code dealer}. Found by {@link
 * java.util.ServiceLoader}; code that knows it wants Kemps calls {@link Kemps} instead.
 */
public final class KempsGame implements Game {

  private final FamilyGame game = Kemps.FAMILY_GAME;

  /** Creates the game; {@link java.util.ServiceLoader} calls this. */
  public KempsGame() {}

  @Override
  public String name() {
    return game.name();
  }

  @Override
  public String defaultPreset() {
    return game.defaultPreset();
  }

  @Override
  public ImmutableList<String> presets() {
    return game.presets();
  }

  @Override
  public ImmutableList<String> seatingStatements() {
    return game.seatingStatements();
  }

  @Override
  public FamilyRules create(Setup setup) throws SetupException {
    return game.create(setup);
  }
}
