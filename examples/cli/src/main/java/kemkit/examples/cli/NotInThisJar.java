package kemkit.examples.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Unmatched;

/**
 * A command whose code this {@code kemkit.jar} was built without. The first build of the README
 * ({@code ./mvnw -Dplay package}) builds only what the terminal game runs: no web server, no
 * benchmarks (and so none of Jetty, SQLite, PostgreSQL, JMH or Selenium to download). Such a jar
 * still lists {@code bench} and {@code serve --http}, and says how to get them.
 */
@CommandLine.Command(name = "missing", description = "Not in this kemkit.jar: it was built for the terminal game alone.")
final class NotInThisJar implements Command {

  /** What a jar built for the terminal game alone says of the commands it lacks. */
  static final String WHY = "this kemkit.jar was built for the terminal game alone (./mvnw -Dplay package);"
      + " './mvnw -B package -DskipTests' builds everything";

  private final String name;

  // Whatever follows the command is taken and left unread: the answer is the same for any.
  @SuppressWarnings("UnusedVariable")
  @Unmatched
  private List<String> args = new ArrayList<>();

  private NotInThisJar(String name) {
    this.name = name;
  }

  /**
   * {@return the command of class {@code className} if this jar holds it, else one that says it
   * does not}
   *
   * @param className the command's class, in this package
   * @param name the command's name, for the message
   */
  static Supplier<Command> orMissing(String className, String name) {
    return () -> load(className, Command.class).orElseGet(() -> new NotInThisJar(name));
  }

  /** {@return a new instance of {@code className}, if this jar holds it and what it needs} */
  static <T> Optional<T> load(String className, Class<T> type) {
    try {
      return Optional.of(type.cast(Class.forName(className).getDeclaredConstructor().newInstance()));
    } catch (ReflectiveOperationException | LinkageError e) {
      return Optional.empty();
    }
  }

  /** {@return the name this command stands in for} */
  String name() {
    return name;
  }

  @Override
  public Exit run(Console console) {
    console.err().println("kemkit " + name + ": " + WHY);
    return Exit.BAD_INPUT;
  }
}
