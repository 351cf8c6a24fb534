package kemkit.conformance;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.record.RecordWriter;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.function.Executable;
import org.opentest4j.AssertionFailedError;

/**
 * The conformance suite that every rule set runs, the three games here and any third party's:
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicNode> conformance() {
 *   return Conformance.suite(rules1, rules2);
 * }
 * }</pre>
 *
 * <p>Each rule set gets a container named after its setup, with one test per property: card
 * conservation (C-7), rejections change nothing (C-5), nothing throws, legal actions are exactly
 * the accepted ones and {@code apply} is pure, the record round trip, non-interference (C-6), answers and
 * determinize that leak nothing (C-6), foreign states refused, cheap invariants
 * (C-4, C-8, the head of §R), and one alphabet (C-9: every accepted action, hostile words tried,
 * reads back from its record line; a {@code TableHost}'s record validates). Every property plays the same seeded games: streams of actions from
 * every seat, mostly legal and sometimes wrong in one detail (see {@code Mischief}), until the game
 * is over or 300 actions.
 *
 * <p>When a property fails, its game's action list is shrunk by delta debugging to a short one
 * that still fails, and the test fails with the property, the setup, the seed, how to replay it
 * and the shrunk list as a record to paste into a {@code .rec} file.
 *
 * <p>System properties: {@code kemkit.conformance.games} (games per rule set, default 1000; the
 * parent pom passes it to Surefire, {@code -Dkemkit.conformance.games=100000} is the long soak),
 * {@code kemkit.conformance.seed} (the first game's seed; with {@code games=1} it replays the
 * game a failure names) and {@code kemkit.conformance.actions} (the length cap, default 300).
 *
 * <p>A rule set whose game is registered with {@link java.util.ServiceLoader} must be rebuilt by
 * that game from its {@link RuleSet#setup()}; one whose game is not registered is read back
 * through an adapter that knows only it.
 */
public final class Conformance {

  private Conformance() {}

  /**
   * {@return the suite for these rule sets, playing {@code kemkit.conformance.games} games (default
   * 1000) with each} Each rule set must refuse the states of the others (and of the registered
   * games' presets): pass a few shapes of a game together.
   */
  public static Stream<DynamicNode> suite(RuleSet<?, ?, ?, ?>... rules) {
    return suite(Settings.fromProperties(), rules);
  }

  /**
   * {@return the suite for these rule sets, playing {@code games} games with each at the default
   * level; when {@code kemkit.conformance.games} is set, {@code games} is scaled by its value /
   * 1000 (at least one game)}
   */
  public static Stream<DynamicNode> suite(int games, RuleSet<?, ?, ?, ?>... rules) {
    return suite(Settings.scaled(games), rules);
  }

  /**
   * {@return the non-interference check alone (C-6), comparing also what {@code faces} hands a
   * seat (narration sentences, a protocol's JSON…), with {@code games} games per rule set at the
   * default level, scaled as {@link #suite(int, RuleSet[])} scales} In two states a seat cannot
   * tell apart (the suite's twins), its view, legal actions (list, count and each index), the
   * answers to its legal and illegal actions, the events it hears, its views afterwards and
   * determinize with equal generators must be equal, and so must their faces. The suite runs the
   * same check with {@link Faces#NONE}; a game's or a codec's own tests add their faces here.
   */
  public static Stream<DynamicNode> handed(int games, Faces faces, RuleSet<?, ?, ?, ?>... rules) {
    requireNonNull(faces, "faces");
    return suite(Settings.scaled(games), ImmutableList.of(new AnswersLeakNothing(faces)), rules);
  }

  /**
   * {@return the checks of learning encodings, with {@code games} games per rule set at the default
   * level, scaled as {@link #suite(int, RuleSet[])} scales} For each rule set, {@code encoders}
   * makes its encoder, and two properties are checked on the suite's seeded games: C-6 for the
   * encodings (in two states a seat cannot tell apart, equal observation tensors, masks and actions
   * by index; after equal histories, equal information-state tensors) and the numbering (the mask
   * is exactly the legal actions, numbered one to one, each index giving its action back).
   */
  public static Stream<DynamicNode> encoded(int games, Encoder.Factory encoders, RuleSet<?, ?, ?, ?>... rules) {
    requireNonNull(encoders, "encoders");
    return suite(Settings.scaled(games),
        ImmutableList.of(new EncodingsLeakNothing(encoders), new ActionsNumbered(encoders)), rules);
  }

  /**
   * {@return the checks of possible worlds sampled from a view ({@code kemkit.world.Worlds}), with
   * {@code games} games per rule set at the default level, scaled as {@link #suite(int, RuleSet[])}
   * scales} Each sampler's rules are checked: at sampled states, a seat's view and history (its
   * own actions and the events it heard) are explained, and every sampled world gives that seat
   * exactly its view; in two states the seat cannot tell apart, with equal histories, equal
   * generators give equal samples (C-6).
   */
  public static Stream<DynamicNode> worlds(int games, kemkit.world.Worlds<?, ?, ?, ?>... worlds) {
    requireNonNull(worlds, "worlds");
    ImmutableList<kemkit.world.Worlds<?, ?, ?, ?>> all = ImmutableList.copyOf(worlds);
    return suite(Settings.scaled(games), ImmutableList.of(new WorldsFromViews(all)),
        all.stream().map(kemkit.world.Worlds::rules).toArray(RuleSet<?, ?, ?, ?>[]::new));
  }

  private static Stream<DynamicNode> suite(Settings settings, RuleSet<?, ?, ?, ?>... rules) {
    return suite(settings, Property.ALL, rules);
  }

  private static Stream<DynamicNode> suite(Settings settings, ImmutableList<Property> properties,
      RuleSet<?, ?, ?, ?>... rules) {
    requireNonNull(rules, "rules");
    List<RuleSet<?, ?, ?, ?>> list = Arrays.asList(rules.clone());
    list.forEach(r -> requireNonNull(r, "a rule set is null"));
    return list.stream().map(r -> container(r, list.stream().filter(n -> n != r).toList(), settings, properties));
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> DynamicNode container(
      RuleSet<S, A, E, V> rules, List<RuleSet<?, ?, ?, ?>> neighbours, Settings settings,
      ImmutableList<Property> properties) {
    Subject<S, A, E, V> subject = Subject.of(rules, neighbours);
    SeededGames<S, A, E, V> games = new SeededGames<>(subject, settings, properties.size());
    return DynamicContainer.dynamicContainer(describe(rules), properties.stream()
        .map(property -> DynamicTest.dynamicTest(property.name(), (Executable) () -> games.run(property))));
  }

  /** {@return the rule set's setup, in one line: {@code kemps [preset kemps, teams 2, …]}} */
  static String describe(RuleSet<?, ?, ?, ?> rules) {
    try {
      List<String> lines = Arrays.asList(RecordWriter.header(rules.setup()).split("\n"));
      return rules.game() + " [" + lines.stream().skip(2).collect(Collectors.joining(", ")) + "]";
    } catch (RuntimeException e) {
      return rules.game() + " [setup() fails: " + e + "]";
    }
  }

  /**
   * The seeded games of one rule set, generated once and shared by its properties: each property
   * replays them, so the games are dropped once the last property has run.
   */
  private static final class SeededGames<S extends GameState, A extends PlayerAction, E extends Event, V> {
    private final Subject<S, A, E, V> subject;
    private final Settings settings;
    private int users;
    private ImmutableList<Script> scripts;

    SeededGames(Subject<S, A, E, V> subject, Settings settings, int users) {
      this.subject = subject;
      this.settings = settings;
      this.users = users;
    }

    private synchronized ImmutableList<Script> take() {
      ImmutableList<Script> out = scripts;
      if (out == null) {
        ImmutableList.Builder<Script> all = ImmutableList.builderWithExpectedSize(settings.games());
        for (int i = 0; i < settings.games(); i++) {
          all.add(Generator.generate(subject.rules(), settings.seedOf(i), settings.maxActions()));
        }
        out = all.build();
      }
      scripts = --users > 0 ? out : null;
      return out;
    }

    void run(Property property) {
      ImmutableList<Script> all = take();
      for (int i = 0; i < all.size(); i++) {
        Script script = all.get(i);
        Optional<Violation> violation = check(property, script, Sampling.sampled(script.seed(), property.name()));
        if (violation.isPresent()) {
          fail(property, i, script, violation.get());
        }
      }
    }

    private Optional<Violation> check(Property property, Script script, Sampling sampling) {
      try {
        return property.check(subject, script, sampling);
      } catch (RuntimeException | StackOverflowError e) {
        return Optional.of(new Violation(script.actions().size(), "checking threw " + NothingThrows.describe(e)));
      }
    }

    private void fail(Property property, int game, Script script, Violation first) {
      List<Action> shrunk = Shrinker.shrink(script.actions(), first.actions(),
          candidate -> check(property, script.withActions(candidate), Sampling.thorough(script.seed(), property.name()))
              .isPresent());
      Violation last = check(property, script.withActions(shrunk), Sampling.thorough(script.seed(), property.name()))
          .orElse(first);
      throw new AssertionFailedError(Report.failure(subject, property, settings, game, script.seed(),
          script.actions().size(), shrunk, last));
    }
  }
}
