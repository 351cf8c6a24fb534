package kemkit.bots;

import com.google.common.base.Ascii;
import java.util.Locale;
import java.util.Optional;

/**
 * The kinds of bot that {@link Bots} can seat: what {@code kemkit simulate --bots} and {@code
 * kemkit play} name.
 */
public enum BotKind {
  /**
   * Plays to win with what its seat may know: {@link FamilyBot} in the Kem's family, {@link
   * KhamulBot} in Khamul.
   */
  HEURISTIC,
  /** Picks uniformly among the legal actions and never passes: {@link RandomBot}. */
  RANDOM,
  /**
   * Searches: information-set Monte Carlo tree search on {@code determinize} ({@link
   * kemkit.bots.search.SearchBot}). Needs a sampler of its table, so {@link Bots#create}
   * cannot seat it: {@link kemkit.bots.search.SearchBots#create} does.
   */
  SEARCH;

  /** {@return the name the command line uses: {@code heuristic}, {@code random}, {@code search}} */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * {@return the kind called {@code label} (case-insensitive), if there is one}
   *
   * @param label the kind's name, as {@code --bots} writes it
   */
  public static Optional<BotKind> ofLabel(String label) {
    for (BotKind kind : values()) {
      if (Ascii.equalsIgnoreCase(kind.label(), label)) {
        return Optional.of(kind);
      }
    }
    return Optional.empty();
  }
}
