package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.Game;
import kemkit.game.GameState;
import kemkit.game.Games;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.record.RecordWriter;

/**
 * The rule set under test, and the games a record of it is read back with.
 *
 * <p>A rule set whose game is registered ({@link Games}) is read back through that game, so the
 * record round trip also proves that the game rebuilds an equal rule set from its setup. A third
 * party's rule set that nobody registered is read back through an {@link Adapter} that knows
 * only that rule set.
 *
 * @param rules the rule set under test
 * @param games the games to read its records with: the registered ones, plus an adapter if its
 *     game is not among them
 * @param foreign other rule sets whose states have the same type (the other rule sets of the suite,
 *     the registered games' presets, this setup with one seating statement changed): their states
 *     must be refused
 * @param strangers rule sets of other games, whose states and events have other classes (the
 *     registered games' presets, the suite's rule sets of other games): refused too, never with a
 *     ClassCastException
 * @param <S> the state type
 * @param <A> the player action type
 * @param <E> the event type
 * @param <V> the view type
 */
record Subject<S extends GameState, A extends PlayerAction, E extends Event, V>(
    RuleSet<S, A, E, V> rules, ImmutableMap<String, Game> games, ImmutableList<RuleSet<?, ?, ?, ?>> foreign,
    ImmutableList<RuleSet<?, ?, ?, ?>> strangers) {

  /**
   * {@return the subject of {@code rules}, with the games it reads its records with and the rule
   * sets whose states it must refuse}
   *
   * @param rules the rule set under test
   * @param neighbours the other rule sets of the suite
   */
  static <S extends GameState, A extends PlayerAction, E extends Event, V> Subject<S, A, E, V> of(
      RuleSet<S, A, E, V> rules, List<RuleSet<?, ?, ?, ?>> neighbours) {
    Map<String, Game> registered;
    try {
      registered = Games.all();
    } catch (RuntimeException | java.util.ServiceConfigurationError e) {
      registered = Map.of();
    }
    String name = rules.game().toLowerCase(Locale.ROOT);
    ImmutableMap.Builder<String, Game> games = ImmutableMap.<String, Game>builder().putAll(registered);
    if (!registered.containsKey(name)) {
      games.put(name, new Adapter(rules));
    }
    return new Subject<>(rules, games.buildKeepingLast(), foreign(rules, neighbours, registered, true),
        foreign(rules, neighbours, registered, false));
  }

  /**
   * {@return the rule sets of other setups whose start state has the class of {@code rules}'s
   * (sameClass), or another class}
   */
  private static ImmutableList<RuleSet<?, ?, ?, ?>> foreign(RuleSet<?, ?, ?, ?> rules,
      List<RuleSet<?, ?, ?, ?>> neighbours, Map<String, Game> registered, boolean sameClass) {
    List<RuleSet<?, ?, ?, ?>> candidates = new ArrayList<>(neighbours);
    Setup own = rules.setup();
    for (Game game : registered.values()) {
      create(game, Setup.of(game.name())).ifPresent(candidates::add);
      for (String preset : game.presets()) {
        create(game, Setup.of(game.name()).withPreset(preset)).ifPresent(candidates::add);
      }
      if (game.name().equalsIgnoreCase(own.game())) {
        for (Map.Entry<String, Integer> statement : own.seating().entrySet()) {
          create(game, own.withSeating(statement.getKey(), statement.getValue() + 1)).ifPresent(candidates::add);
          create(game, own.withSeating(statement.getKey(), statement.getValue() - 1)).ifPresent(candidates::add);
        }
      }
    }
    Class<?> type = rules.start().getClass();
    Map<Setup, RuleSet<?, ?, ?, ?>> bySetup = new LinkedHashMap<>();
    for (RuleSet<?, ?, ?, ?> candidate : candidates) {
      Setup setup = candidate.setup();
      if (!setup.equals(own) && (candidate.start().getClass() == type) == sameClass) {
        bySetup.putIfAbsent(setup, candidate);
      }
    }
    return ImmutableList.copyOf(bySetup.values());
  }

  private static Optional<RuleSet<?, ?, ?, ?>> create(Game game, Setup setup) {
    try {
      return Optional.of(game.create(setup));
    } catch (SetupException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /** {@return {@code action} as a record line; never throws, even if the notation does} */
  String line(Action action) {
    try {
      return RecordWriter.line(rules, action);
    } catch (RuntimeException e) {
      return action + " (the notation cannot write it: " + e + ")";
    }
  }

  /**
   * A {@link Game} that knows one rule set: it accepts exactly that rule set's setup (compared as
   * a written header) and creates that very rule set.
   */
  static final class Adapter implements Game {
    private final RuleSet<?, ?, ?, ?> rules;
    private final String header;

    Adapter(RuleSet<?, ?, ?, ?> rules) {
      this.rules = rules;
      this.header = RecordWriter.header(rules.setup()).toLowerCase(Locale.ROOT);
    }

    @Override
    public String name() {
      return rules.game().toLowerCase(Locale.ROOT);
    }

    @Override
    public String defaultPreset() {
      return rules.setup().preset().orElse(name());
    }

    @Override
    public ImmutableList<String> presets() {
      return ImmutableList.of(defaultPreset());
    }

    @Override
    public ImmutableList<String> seatingStatements() {
      return ImmutableList.copyOf(rules.setup().seating().keySet());
    }

    @Override
    public RuleSet<?, ?, ?, ?> create(Setup setup) throws SetupException {
      String asked = RecordWriter.header(setup).toLowerCase(Locale.ROOT);
      if (!asked.equals(header)) {
        throw new SetupException(List.of(), "the conformance kit can only rebuild the rule set under test, whose header is:\n"
            + header + "not:\n" + asked);
      }
      return rules;
    }

    @Override
    public String toString() {
      return "the conformance kit's adapter for " + name();
    }
  }
}
