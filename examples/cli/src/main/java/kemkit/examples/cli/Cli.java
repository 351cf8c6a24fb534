package kemkit.examples.cli;

import static java.nio.charset.StandardCharsets.UTF_8;

import com.google.common.collect.ImmutableList;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import kemkit.examples.cli.Command.BadArgument;
import kemkit.game.Games;
import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code kemkit} program, on picocli: picks a {@link Command} by its first argument, lets
 * picocli fill its options, and runs it. {@code --help} and {@code --version} work everywhere,
 * {@code help COMMAND} too. Whatever happens, it returns an {@link Exit} and prints no stack trace:
 * a command line that does not parse is one line on standard error and {@link Exit#BAD_INPUT}; a
 * bug ends as {@code internal error: …} and {@link Exit#INTERNAL_ERROR}.
 *
 * <pre>{@code
 * Exit exit = Cli.standard().run(List.of("validate", "game.rec"), Console.system());
 * }</pre>
 */
public final class Cli {

  private final ImmutableList<Supplier<? extends Command>> commands;

  // Package-private so that tests can add a command that misbehaves. Suppliers, because picocli
  // writes the options into the command objects: each run gets fresh ones.
  Cli(List<Supplier<? extends Command>> commands) {
    this.commands = ImmutableList.copyOf(commands);
  }

  /**
   * {@return the program with its standard commands} {@code bench} is there when this jar was
   * built with the benchmarks (not with {@code -Dplay}, the terminal game alone).
   */
  public static Cli standard() {
    return new Cli(List.of(Validate::new, Simulate::new, StudyCommand::new, TournamentCommand::new, Play::new,
        NotInThisJar.orMissing("kemkit.examples.cli.BenchCommand", "bench"), Serve::new, Completion::new));
  }

  /** The program itself: its usage, and the commands below it. */
  @CommandLine.Command(name = "kemkit", mixinStandardHelpOptions = true, versionProvider = Version.class,
      synopsisHeading = "usage: ", customSynopsis = "kemkit COMMAND [ARGUMENTS…]",
      description = "Rules for Kem's, Kemps and Khamul: check records, simulate and play.",
      commandListHeading = "%ncommands:%n")
  static final class Program implements Command {
    @Spec CommandSpec spec;

    /** No command: the usage, on standard error since the command line is not usable. */
    @Override
    public Exit run(Console console) {
      console.err().print(spec.commandLine().getUsageMessage(Ansi.OFF));
      return Exit.BAD_INPUT;
    }
  }

  /**
   * {@return the program's command line, printing to {@code console}} The bash completion script
   * is generated from it ({@link Completion}).
   */
  CommandLine commandLine(Console console) {
    CommandLine program = new CommandLine(new Program());
    for (Supplier<? extends Command> command : commands) {
      Command made = command.get();
      if (made instanceof NotInThisJar missing) {
        program.addSubcommand(missing.name(), made);
      } else {
        program.addSubcommand(made);
      }
    }
    program.addSubcommand(new CommandLine.HelpCommand());
    program.getSubcommands().get("help").getCommandSpec().usageMessage().header(new String[0])
        .description("Prints the program's usage, or the full help of COMMAND.");
    for (CommandLine command : program.getSubcommands().values()) {
      GameFlags.declareSeating(command.getCommandSpec());
      // A blank line between the sections, and one only: positional parameters come before options.
      boolean positional = !command.getCommandSpec().positionalParameters().isEmpty();
      command.getCommandSpec().usageMessage().synopsisHeading("usage: ").descriptionHeading("%n")
          .parameterListHeading("%n").optionListHeading(positional ? "" : "%n");
    }
    String games = String.join(", ", Games.all().keySet());
    program.getCommandSpec().usageMessage().descriptionHeading("%n").optionListHeading("%n").footer("%ngames on the class path: " + (games.isEmpty() ? "none" : games),
        "'kemkit help COMMAND' tells more; 'kemkit completion' prints a bash completion script.");
    program.setOut(new PrintWriter(new OutputStreamWriter(console.out(), UTF_8), true));
    program.setErr(new PrintWriter(new OutputStreamWriter(console.err(), UTF_8), true));
    program.setUsageHelpAutoWidth(true);
    program.setColorScheme(CommandLine.Help.defaultColorScheme(console.terminal() ? Ansi.AUTO : Ansi.OFF));
    program.setExecutionStrategy(parsed -> execute(parsed, console));
    program.setParameterExceptionHandler((e, args) -> refuse(e, console));
    program.setExecutionExceptionHandler((e, command, parsed) -> bug(e, console));
    return program;
  }

  /**
   * Runs the command that {@code args} names. No argument prints the usage and exits {@link
   * Exit#BAD_INPUT}; an unknown command says so, with the usage, and exits the same.
   *
   * @param args the program's arguments
   * @param console where to read and print
   * @return how the program should exit
   */
  public Exit run(List<String> args, Console console) {
    try {
      CommandLine program = commandLine(console);
      int code = program.execute(args.toArray(String[]::new));
      program.getOut().flush();
      program.getErr().flush();
      return switch (code) {
        case 0 -> Exit.OK;
        case 1 -> Exit.FAILED;
        case 2 -> Exit.BAD_INPUT;
        default -> Exit.INTERNAL_ERROR;
      };
    } catch (RuntimeException | Error e) {
      bug(e, console);
      return Exit.INTERNAL_ERROR;
    }
  }

  private static int execute(ParseResult parsed, Console console) {
    Integer help = CommandLine.executeHelpRequest(parsed);
    if (help != null) {
      return help;
    }
    CommandLine leaf = parsed.asCommandLineList().get(parsed.asCommandLineList().size() - 1);
    if (!(leaf.getCommand() instanceof Command command)) {
      return new CommandLine.RunLast().execute(parsed); // picocli's own 'help'
    }
    try {
      return command.run(console).code();
    } catch (BadArgument e) {
      console.err().println(refusal(leaf, e.getMessage()));
      return Exit.BAD_INPUT.code();
    } catch (RuntimeException e) {
      return bug(e, console);
    }
  }

  /**
   * Prints a command line that does not parse as one line (an unknown command: with the usage),
   * with the closest command or option when one is close ("did you mean '--games'?").
   */
  private static int refuse(ParameterException e, Console console) {
    CommandLine command = e.getCommandLine();
    boolean unmatched = e instanceof UnmatchedArgumentException;
    List<String> words = unmatched ? ((UnmatchedArgumentException) e).getUnmatched() : List.of();
    if (command.getParent() == null && (unmatched || e.getValue() != null)) {
      String word = unmatched ? words.get(0) : e.getValue();
      console.err().println("kemkit: unknown command '" + OneLine.of(word) + "'"
          + Suggestion.didYouMean(word, command.getSubcommands().keySet()));
      console.err().print(command.getUsageMessage(Ansi.OFF));
      return Exit.BAD_INPUT.code();
    }
    // A mistyped option is said first, even when picocli noticed a missing required one before
    // it: in `simulate --gmaes 10` the misspelling is the news, --game comes next.
    List<String> stray = unmatched ? words : command.getUnmatchedArguments();
    Optional<String> unknownOption = stray.stream().filter(w -> w.startsWith("-")).findFirst();
    String message;
    if (unknownOption.isPresent()) {
      String option = unknownOption.get().split("=", 2)[0];
      message = "unknown option '" + option + "'" + Suggestion.didYouMean(option, command.getCommandSpec().optionsMap().keySet());
    } else if (unmatched) {
      message = "unexpected argument '" + words.get(0) + "'";
    } else {
      message = Character.toLowerCase(e.getMessage().charAt(0)) + e.getMessage().substring(1);
    }
    console.err().println(refusal(command, message));
    return Exit.BAD_INPUT.code();
  }

  private static String refusal(CommandLine command, String message) {
    String name = command.getCommandName();
    return "kemkit " + name + ": " + OneLine.of(message) + " (usage: kemkit help " + name + ")";
  }

  private static int bug(Throwable e, Console console) {
    console.err().println(BugReport.line(e));
    return Exit.INTERNAL_ERROR.code();
  }
}
