package kemkit.family;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import kemkit.game.Game;
import kemkit.game.SetupException;
import kemkit.game.Setup;

/**
 * A game of the Kem's family as the {@link Game} registry sees it: its name, its presets and its
 * header statements ({@code teams}, {@code team-size}, {@code dealer}). The Kemps and Kem's
 * modules register one each with their own presets (as {@code kemkit.kemps.KempsGame} does), so
 * that neither repeats the setup logic.
 */
public final class FamilyGame implements Game {

  private static final ImmutableList<String> SEATING = ImmutableList.of("teams", "team-size", "dealer");

  private final Preset defaultPreset;
  private final ImmutableList<Preset> presets;
  private final Dialect dialect;

  private FamilyGame(Preset defaultPreset, ImmutableList<Preset> presets) {
    this.defaultPreset = requireNonNull(defaultPreset, "defaultPreset");
    this.presets = requireNonNull(presets, "presets");
    this.dialect = defaultPreset.dialect();
  }

  /**
   * {@return the game whose presets are {@code presets}: Kem's or Kemps, as their dialect says}
   *
   * @param defaultPreset the preset of a record that names none
   * @param presets every preset of the game, {@code defaultPreset} among them, in the order the
   *     registry lists them
   * @throws IllegalArgumentException if {@code presets} lacks the default or mixes dialects
   */
  public static FamilyGame of(Preset defaultPreset, ImmutableList<Preset> presets) {
    checkArgument(presets.contains(defaultPreset), "the default preset %s is not among %s", defaultPreset.name(),
        presets);
    checkArgument(presets.stream().allMatch(p -> p.dialect() == defaultPreset.dialect()),
        "presets of two games: %s", presets);
    return new FamilyGame(defaultPreset, presets);
  }

  @Override
  public String name() {
    return dialect.game();
  }

  @Override
  public String defaultPreset() {
    return defaultPreset.name();
  }

  @Override
  public ImmutableList<String> presets() {
    ImmutableList.Builder<String> out = ImmutableList.builder();
    for (Preset preset : presets) {
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
    return FamilyRules.create(setup, defaultPreset, presets);
  }

  @Override
  public String toString() {
    return "FamilyGame[" + dialect.game() + "]";
  }
}
