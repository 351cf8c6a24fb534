package kemkit.family;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import kemkit.game.Game;
import kemkit.game.SetupException;
import kemkit.game.Setup;

/**
 * A game of the Kem's family as the {@link Game} registry sees it: its name, its presets and its
 * header statements ({@code teams}, {@code team-size}, {@code dealer}). The Kemps and Kem's
 * modules register one each (as {@code kemkit.kemps.KempsGame} does), so that neither repeats the
 * setup logic.
 */
public final class FamilyGame implements Game {

  private static final ImmutableList<String> SEATING = ImmutableList.of("teams", "team-size", "dealer");

  private final Dialect dialect;

  private FamilyGame(Dialect dialect) {
    this.dialect = requireNonNull(dialect, "dialect");
  }

  /**
   * {@return the game of {@code dialect}: Kem's or Kemps}
   *
   * @param dialect the dialect: Kem's or Kemps
   */
  public static FamilyGame of(Dialect dialect) {
    return new FamilyGame(dialect);
  }

  @Override
  public String name() {
    return dialect.game();
  }

  @Override
  public String defaultPreset() {
    return dialect.defaultPreset();
  }

  @Override
  public ImmutableList<String> presets() {
    ImmutableList.Builder<String> out = ImmutableList.builder();
    for (Preset preset : dialect.presets()) {
      out.add(preset.name());
    }
    return out.build();
  }

  @Override
  public ImmutableList<String> seatingStatements() {
    return SEATING;
  }

  @Override
  public FamilyRules create(Setup setup) throws SetupException {
    return FamilyRules.create(setup, dialect);
  }

  @Override
  public String toString() {
    return "FamilyGame[" + dialect.game() + "]";
  }
}
