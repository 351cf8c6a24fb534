package kemkit.examples;

import java.util.List;
import kemkit.examples.cli.Cli;
import kemkit.examples.cli.Console;
import kemkit.examples.cli.Exit;

/**
 * The {@code kemkit} command line program: {@code java -jar kemkit.jar COMMAND …}. See {@link Cli}
 * for the commands and {@link Exit} for the exit status.
 */
public final class Main {

  private Main() {}

  /**
   * Runs the program and exits with its status.
   *
   * @param args the command and its arguments
   */
  public static void main(String[] args) {
    Console console = Console.system();
    Exit exit = Cli.standard().run(List.of(args), console);
    console.flush();
    System.exit(exit.code());
  }
}
