package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import kemkit.game.Game;
import kemkit.game.Setup;
import kemkit.game.SetupException;

/**
 * Khamul as a {@link Game} for {@link kemkit.game.Games}: found by {@link java.util.ServiceLoader}
 * once {@code kemkit-khamul} is on the module path or class path.
 */
public final class KhamulGame implements Game {

  /** Creates the game; {@link java.util.ServiceLoader} calls this. */
  public KhamulGame() {}

  @Override
  public String name() {
    return KhamulOptions.GAME;
  }

  @Override
  public String defaultPreset() {
    return KhamulOptions.PRESET;
  }

  @Override
  public ImmutableList<String> presets() {
    return ImmutableList.of(KhamulOptions.PRESET);
  }

  @Override
  public ImmutableList<String> seatingStatements() {
    return ImmutableList.of(KhamulOptions.PLAYERS);
  }

  @Override
  public KhamulRules create(Setup setup) throws SetupException {
    return Khamul.rules(KhamulOptions.from(setup));
  }
}
