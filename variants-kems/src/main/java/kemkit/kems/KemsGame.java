package kemkit.kems;

import com.google.common.collect.ImmutableList;
import kemkit.family.FamilyGame;
import kemkit.family.FamilyRules;
import kemkit.game.Game;
import kemkit.game.Setup;
import kemkit.game.SetupException;

/**
 * Kem's in the {@link kemkit.game.Games} registry: {@code game kems}, presets {@code kems-en},
 * {@code kems-fr32}, {@code kems-classic} (the default) and {@code kems-expert}, header statements
 * {@code teams}, {@code team-size}, {@code dealer}. Found by {@link java.util.ServiceLoader}; code
 * that knows it wants Kem's calls {@link Kems} instead.
 *
 * <p>Every answer comes from the family's {@link FamilyGame}: Kem's adds a dialect and presets to
 * the shared mechanic, never rules of its own.
 */
public final class KemsGame implements Game {

  private final FamilyGame family = Kems.FAMILY_GAME;

  /** Creates the game; {@link java.util.ServiceLoader} calls this. */
  public KemsGame() {}

  /** {@return {@code kems}} */
  @Override
  public String name() {
    return family.name();
  }

  /** {@return {@code kems-classic}} */
  @Override
  public String defaultPreset() {
    return family.defaultPreset();
  }

  /** {@return {@code kems-en}, {@code kems-fr32}, {@code kems-classic}, {@code kems-expert}} */
  @Override
  public ImmutableList<String> presets() {
    return family.presets();
  }

  /** {@return {@code teams}, {@code team-size}, {@code dealer}} */
  @Override
  public ImmutableList<String> seatingStatements() {
    return family.seatingStatements();
  }

  /**
   * {@inheritDoc} A Kemps preset, or a Kemps setup, is refused: this is {@code game kems}.
   */
  @Override
  public FamilyRules create(Setup setup) throws SetupException {
    return Kems.FAMILY_GAME.create(setup);
  }
}
