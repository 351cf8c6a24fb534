package kemkit.toy;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import kemkit.card.Deck;
import kemkit.game.Game;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.seat.Seating;

/**
 * The {@link Game} of High card ({@link HighCardRules}): one preset, {@code highcard}; options
 * {@code deck} (52 or 32), {@code hand} (cards per seat) and {@code target} (points to win); the
 * seating statement {@code players} (2 to 8, default 3).
 *
 * <p>It is deliberately not registered with {@link java.util.ServiceLoader}: it lives in the
 * test-jar, and games that use the kit should not find a toy among their games. Pass it by hand:
 * {@code Validator.validate(text, Map.of("highcard", new HighCard()))}.
 */
public final class HighCard implements Game {

  /** The game's name in records. */
  public static final String NAME = "highcard";

  static final int DEFAULT_DECK = 52;
  static final int DEFAULT_HAND = 3;
  static final int DEFAULT_TARGET = 5;
  static final int DEFAULT_PLAYERS = 3;

  /** {@return the games map that record tests read High card records with} */
  public static Map<String, Game> games() {
    return Map.of(NAME, new HighCard());
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String defaultPreset() {
    return NAME;
  }

  @Override
  public ImmutableList<String> presets() {
    return ImmutableList.of(NAME);
  }

  @Override
  public ImmutableList<String> seatingStatements() {
    return ImmutableList.of("players");
  }

  @Override
  public RuleSet<?, ?, ?, ?> create(Setup setup) throws SetupException {
    if (!setup.game().equalsIgnoreCase(NAME)) {
      throw new SetupException(List.of("game"), "not a High card setup: game " + setup.game());
    }
    if (setup.preset().isPresent() && !setup.preset().get().equalsIgnoreCase(NAME)) {
      throw new SetupException(List.of("preset"), "unknown preset '" + setup.preset().get() + "' (High card has: highcard)");
    }
    int deck = DEFAULT_DECK;
    int hand = DEFAULT_HAND;
    int target = DEFAULT_TARGET;
    for (Map.Entry<String, String> option : setup.options().entrySet()) {
      String name = option.getKey().toLowerCase(Locale.ROOT);
      int value = number(name, option.getValue());
      switch (name) {
        case "deck" -> deck = value;
        case "hand" -> hand = value;
        case "target" -> target = value;
        default -> throw new SetupException(List.of(name), "unknown option '" + name + "' (High card has: deck, hand, target)");
      }
    }
    int players = DEFAULT_PLAYERS;
    for (Map.Entry<String, Integer> seating : setup.seating().entrySet()) {
      if (!seating.getKey().equals("players")) {
        throw new SetupException(List.of(seating.getKey()), "High card has no '" + seating.getKey() + "' (only players)");
      }
      players = seating.getValue();
    }
    if (Deck.ofSize(deck).isEmpty()) {
      throw new SetupException(List.of("deck"), "deck must be 52 or 32, not " + deck);
    }
    if (players < 2 || players > 8) {
      throw new SetupException(List.of("players"), "High card is played by 2 to 8 players, not " + players);
    }
    if (hand < 1 || players * hand > deck) {
      throw new SetupException(List.of("hand", "deck"), players + " hands of " + hand + " do not fit a deck of " + deck);
    }
    if (target < 1) {
      throw new SetupException(List.of("target"), "target must be at least 1, not " + target);
    }
    return new HighCardRules(Seating.players(players), Deck.ofSize(deck).orElseThrow(), hand, target);
  }

  private static int number(String option, String value) throws SetupException {
    if (!value.matches("[0-9]{1,6}")) {
      throw new SetupException(List.of(option), "option " + option + " takes a number, not '" + value + "'");
    }
    return Integer.parseInt(value);
  }
}
