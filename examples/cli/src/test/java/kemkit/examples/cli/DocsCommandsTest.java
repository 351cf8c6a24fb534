package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code kemkit} command line the documentation shows (README.md, docs/*.md, the modules'
 * Markdown pages) is one the program takes: it parses, with every option and value known. A flag
 * renamed in the code and not in the docs fails here, so a newcomer never copies a command that is
 * refused. What those commands print is checked where it is shown by the tests that produce it
 * ({@code ReadmeSnippetsTest} for code, the commands' own tests for their output).
 */
class DocsCommandsTest {

  /** A command as shown: {@code java -jar …/kemkit.jar ARGS}, up to the end of the shell command. */
  private static final Pattern SHOWN = Pattern.compile("java -jar \\S*kemkit\\.jar ([^`\\n]*)");

  /** One command line of the docs: where it stands and its arguments. */
  private record Shown(String where, List<String> args) {}

  @TestFactory
  Stream<DynamicTest> everyCommandShownInTheDocsParses() {
    return shown().stream().map(command -> DynamicTest.dynamicTest(
        command.where() + ": kemkit " + String.join(" ", command.args()), () -> {
          ByteArrayOutputStream sink = new ByteArrayOutputStream();
          PrintStream print = new PrintStream(sink, true, StandardCharsets.UTF_8);
          Console console = new Console(new ByteArrayInputStream(new byte[0]), print, print, false);
          assertThatCode(() -> Cli.standard().commandLine(console).parseArgs(command.args().toArray(String[]::new)))
              .as("%s shows a command the program refuses", command.where())
              .doesNotThrowAnyException();
        }));
  }

  @Test
  @DisplayName("the docs' commands are found: the check above cannot pass on nothing")
  void commandsAreFound() {
    assertThat(shown()).extracting(command -> command.args().get(0))
        .contains("play", "serve", "simulate", "validate", "bench");
  }

  @Test
  @DisplayName("a command the program does not take is caught")
  void aWrongCommandIsCaught() {
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    PrintStream print = new PrintStream(sink, true, StandardCharsets.UTF_8);
    Console console = new Console(new ByteArrayInputStream(new byte[0]), print, print, false);
    List<String> args = arguments("simulate --game kems --gmaes 10");
    assertThat(args).containsExactly("simulate", "--game", "kems", "--gmaes", "10");
    assertThat(arguments("serve --http $port --metrics-port $((port + 1000)) &"))
        .containsExactly("serve", "--http", "8080", "--metrics-port", "9000");
    assertThatCode(() -> Cli.standard().commandLine(console).parseArgs(args.toArray(String[]::new)))
        .isInstanceOf(picocli.CommandLine.ParameterException.class);
  }

  private static List<Shown> shown() {
    Path root = root();
    List<Path> pages = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      files.filter(path -> path.toString().endsWith(".md"))
          .filter(path -> !path.toString().contains(path.getFileSystem().getSeparator() + "target"))
          .filter(path -> !path.toString().contains("node_modules"))
          .filter(path -> !path.getFileName().toString().equals("CHANGELOG.md"))
          .sorted()
          .forEach(pages::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<Shown> found = new ArrayList<>();
    for (Path page : pages) {
      // A shell line that ends with a backslash goes on on the next one: one command, one line.
      List<String> lines = read(page).replace("\\\n", " ").lines().toList();
      for (int i = 0; i < lines.size(); i++) {
        Matcher matcher = SHOWN.matcher(lines.get(i));
        while (matcher.find()) {
          List<String> args = arguments(matcher.group(1));
          if (!args.isEmpty()) {
            found.add(new Shown(root.relativize(page) + ":" + (i + 1), args));
          }
        }
      }
    }
    return found;
  }

  /**
   * {@return the words of a shell command line, up to its end} Quotes group words; a comment, a
   * pipe, a redirection or a second command ends it; a shell variable ({@code $port}, {@code
   * $((port + 1000))}) is read as a port; {@code …} and placeholders in capitals (FILE, PORT) stand
   * for a value, so a line that holds one is checked up to it.
   */
  static List<String> arguments(String shown) {
    // A shell variable stands for a value the program takes: a port, most often.
    String line = shown.replaceAll("\\$\\(\\([^)]*\\)\\)", "9000").replaceAll("\\$\\{?\\w+}?", "8080");
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          word.append(c);
        }
        continue;
      }
      if (c == '\'' || c == '"') {
        quote = c;
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else if ((c == '#' && !inWord) || c == '|' || c == '>' || c == '<' || c == '&' || c == ';' || c == '(') {
        break;
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (inWord) {
      words.add(word.toString());
    }
    List<String> args = new ArrayList<>();
    for (String w : words) {
      if (w.contains("…") || w.matches("[A-Z][A-Z_]+") || w.equals("-")) {
        break;
      }
      args.add(w);
    }
    return args;
  }

  /** {@return the project's top folder: the one with the README and core/, above this module} */
  static Path root() {
    Path here = Path.of("").toAbsolutePath();
    for (Path dir = here; dir != null; dir = dir.getParent()) {
      if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("core"))) {
        return dir;
      }
    }
    throw new IllegalStateException("no project folder with README.md and core/ above " + here);
  }

  /** {@return the text of {@code path}, UTF-8} */
  static String read(Path path) {
    try {
      return Files.readString(path, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
