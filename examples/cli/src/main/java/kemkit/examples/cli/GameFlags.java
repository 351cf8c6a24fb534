package kemkit.examples.cli;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.LinkedHashSet;
import kemkit.examples.cli.Command.BadArgument;
import kemkit.game.Game;
import kemkit.game.Games;
import kemkit.game.Setup;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

/**
 * The flags of a command that sets a game up as a record header does ({@code simulate}, {@code
 * play}): {@code --game G}, {@code --preset P}, {@code --option NAME=VALUE} (repeatable) and the
 * seating statements of the games on the class path ({@code --teams N}, {@code --players N}…). A
 * command takes them with {@code @}{@link picocli.CommandLine.Mixin Mixin} {@code GameFlags game;} and adds its own options beside.
 */
final class GameFlags {

  @Option(names = "--game", required = true, paramLabel = "G", completionCandidates = GameNames.class,
      description = "the game: ${COMPLETION-CANDIDATES}")
  private String game = "";

  @Option(names = "--preset", paramLabel = "P", completionCandidates = PresetNames.class,
      description = "a preset of the game's rule book (default: the game's own)")
  private Optional<String> preset = Optional.empty();

  @Option(names = "--option", paramLabel = "NAME=VALUE", description = "a rule option, as a record header has it (repeatable)")
  private Map<String, String> options = new LinkedHashMap<>();

  @Spec(Spec.Target.MIXEE)
  private CommandSpec command;

  /** The names of the games on the class path, for help and shell completion. */
  static final class GameNames implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return Games.all().keySet().iterator();
    }
  }

  /**
   * Every preset of the games on the class path, for shell completion: a completion script is
   * written once, before {@code --game} is typed, so it offers them all.
   */
  static final class PresetNames implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      Set<String> presets = new LinkedHashSet<>();
      Games.all().values().forEach(g -> presets.addAll(g.presets()));
      return presets.iterator();
    }
  }

  /** The kinds of bot, as {@code --bots} writes them, for shell completion. */
  static final class BotNames implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return java.util.Arrays.stream(kemkit.bots.BotKind.values()).map(kemkit.bots.BotKind::label).iterator();
    }
  }

  /**
   * Adds an option {@code --S N} to {@code command} for each seating statement S of the games on
   * the class path, if the command mixes these flags in. Seating comes from the games found at
   * run time, so a third-party game's statements are flags too.
   */
  static void declareSeating(CommandSpec command) {
    if (command.mixins().values().stream().noneMatch(mixin -> mixin.userObject() instanceof GameFlags)) {
      return;
    }
    for (String statement : seatingStatements()) {
      command.addOption(OptionSpec.builder("--" + statement).paramLabel("N").type(Integer.class)
          .description("seating, as the header's '" + statement + " N' (games: " + gamesSeatedWith(statement) + ")")
          .build());
    }
  }

  /** {@return the game that {@code --game} names} */
  Game game() throws BadArgument {
    return Games.named(game).orElseThrow(() -> new BadArgument("unknown game '" + game + "'"
        + Suggestion.didYouMean(game, Games.all().keySet())
        + " (games on the class path: " + String.join(", ", Games.all().keySet()) + ")"));
  }

  /**
   * {@return the setup of {@code game} that {@code --preset}, the {@code --option}s and the seating
   * flags describe} The game checks it when it is created.
   *
   * @throws BadArgument for a seating flag that {@code game} does not take
   */
  Setup setup(Game game) throws BadArgument {
    Setup setup = Setup.of(game.name());
    if (preset.isPresent()) {
      setup = setup.withPreset(preset.get());
    }
    for (Map.Entry<String, String> option : options.entrySet()) {
      setup = setup.withOption(option.getKey(), option.getValue());
    }
    ParseResult parsed = command.commandLine().getParseResult();
    for (String statement : seatingStatements()) {
      if (!parsed.hasMatchedOption("--" + statement)) {
        continue;
      }
      if (!game.seatingStatements().contains(statement)) {
        throw new BadArgument("unknown option '--" + statement + "' (game " + game.name() + " is seated with --"
            + String.join(", --", game.seatingStatements()) + ")");
      }
      setup = setup.withSeating(statement, parsed.<Integer>matchedOptionValue("--" + statement, 0));
    }
    return setup;
  }

  private static Set<String> seatingStatements() {
    Set<String> statements = new LinkedHashSet<>();
    Games.all().values().forEach(g -> statements.addAll(g.seatingStatements()));
    return statements;
  }

  private static String gamesSeatedWith(String statement) {
    return String.join(", ", Games.all().values().stream()
        .filter(g -> g.seatingStatements().contains(statement)).map(Game::name).toList());
  }
}
