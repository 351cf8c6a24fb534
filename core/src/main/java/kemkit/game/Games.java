package kemkit.game;

import com.google.common.base.Ascii;
import com.google.common.collect.ImmutableMap;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The games on the module path (or class path), found with {@link ServiceLoader}: add {@code
 * kemkit-kemps}, {@code kemkit-kems} or {@code kemkit-khamul} and its game is here.
 *
 * <pre>{@code
 * RuleSet<?, ?, ?, ?> rules = Games.named("kemps").orElseThrow().create(Setup.of("kemps"));
 * }</pre>
 */
public final class Games {

  private Games() {}

  /** {@return every game found, by name} */
  public static ImmutableMap<String, Game> all() {
    ImmutableMap.Builder<String, Game> out = ImmutableMap.builder();
    for (Game game : ServiceLoader.load(Game.class, Games.class.getClassLoader())) {
      out.put(game.name(), game);
    }
    return out.buildKeepingLast();
  }

  /**
   * {@return the game of this name (case-insensitive), if it is on the path}
   *
   * @param name the game's name, as a record's {@code game} statement gives it
   */
  public static Optional<Game> named(String name) {
    return Optional.ofNullable(all().get(Ascii.toLowerCase(name)));
  }
}
