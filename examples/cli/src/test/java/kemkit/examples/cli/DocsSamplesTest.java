package kemkit.examples.cli;

import static kemkit.examples.cli.DocsCommandsTest.read;
import static kemkit.examples.cli.DocsCommandsTest.root;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import kemkit.json.StdioServer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * What the documentation shows a command printing is what it prints. Two forms are checked, in
 * README.md and every page under {@code docs/}:
 *
 * <ul>
 *   <li>a {@code validate} line whose comment gives the verdict ({@code kemkit.jar validate FILE
 *       # ok: …}), for a FILE of the project: the program runs and prints that verdict;
 *   <li>a session of {@code serve --stdio} (a block opening with {@code $ java -jar … serve
 *       --stdio}, then request and answer lines in turn): the requests are sent to a real {@link
 *       StdioServer} and each answer must read as shown, where {@code …} stands for text left out;
 *   <li>any other block opening with {@code $ java -jar …kemkit.jar ARGS} (but {@code play} and
 *       {@code serve}, which wait for a person): the program runs with ARGS and prints the rest of
 *       the block, line for line, {@code …} standing for what changes from run to run (times).
 * </ul>
 */
class DocsSamplesTest {

  private static final Pattern VALIDATE_WITH_VERDICT =
      Pattern.compile("java -jar \\S*kemkit\\.jar validate (\\S+)\\s+# (.+)$");
  private static final String STDIO_SESSION = "$ java -jar examples/cli/target/kemkit.jar serve --stdio";

  /** A sample of the docs: where it stands and what it holds. */
  private record Sample(String where, List<String> lines) {}

  @TestFactory
  Stream<DynamicTest> everyValidateVerdictShownIsPrinted() {
    return validateSamples().stream().map(sample -> DynamicTest.dynamicTest(sample.where(), () -> {
      Matcher shown = VALIDATE_WITH_VERDICT.matcher(sample.lines().get(0));
      assertThat(shown.find()).isTrue();
      CliRun run = CliRun.of("validate", root().resolve(shown.group(1)).toString());
      assertThat(run.out().strip()).as("%s: kemkit validate %s", sample.where(), shown.group(1))
          .isEqualTo(shown.group(2).strip());
    }));
  }

  @TestFactory
  Stream<DynamicTest> everyStdioSessionShownIsWhatTheServerAnswers() {
    return stdioSessions().stream().map(session -> DynamicTest.dynamicTest(session.where(), () -> {
      List<String> requests = new ArrayList<>();
      List<String> answers = new ArrayList<>();
      for (int i = 0; i < session.lines().size(); i++) {
        (i % 2 == 0 ? requests : answers).add(session.lines().get(i));
      }
      assertThat(answers).as("%s: a session shows an answer after every request", session.where())
          .hasSameSizeAs(requests);
      List<String> real = serve(requests);
      assertThat(real).hasSameSizeAs(answers);
      for (int i = 0; i < answers.size(); i++) {
        assertThat(real.get(i)).as("%s: the answer to %s", session.where(), requests.get(i))
            .matches(shownPattern(answers.get(i)));
      }
    }));
  }

  @TestFactory
  Stream<DynamicTest> everyOutputShownIsPrinted() {
    return outputSamples().stream().map(sample -> DynamicTest.dynamicTest(sample.where(), () -> {
      String command = sample.lines().get(0);
      List<String> args = DocsCommandsTest.arguments(command.substring(command.indexOf("kemkit.jar ") + 11));
      // The docs run commands from the project's folder; the test runs in its module's.
      String[] here = args.stream()
          .map(arg -> Files.exists(root().resolve(arg)) ? root().resolve(arg).toString() : arg)
          .toArray(String[]::new);
      CliRun run = CliRun.withInput(new byte[0], here);
      // What a terminal shows: standard output, then standard error, paths as the docs write them.
      List<String> printed = (run.out() + run.err()).replace(root() + "/", "").lines().toList();
      List<String> shown = sample.lines().subList(1, sample.lines().size());
      assertThat(printed).as("%s: kemkit %s", sample.where(), String.join(" ", args)).hasSameSizeAs(shown);
      for (int i = 0; i < shown.size(); i++) {
        assertThat(printed.get(i)).as("%s: line %d of the output", sample.where(), i + 1)
            .matches(shownPattern(shown.get(i)));
      }
    }));
  }

  @Test
  @DisplayName("the samples are found, and an answer edited in the docs fails to match")
  void samplesAreFoundAndCanFail() {
    assertThat(validateSamples()).isNotEmpty();
    assertThat(stdioSessions()).isNotEmpty();
    assertThat(outputSamples()).isNotEmpty();
    assertThat("{\"ok\":true,\"over\":false}").matches(shownPattern("{\"ok\":true,…}"))
        .doesNotMatch(shownPattern("{\"ok\":false,…}"));
  }

  /** {@return a pattern of the whole line as shown, {@code …} standing for any text} */
  static Pattern shownPattern(String shown) {
    StringBuilder regex = new StringBuilder();
    for (String part : shown.split("…", -1)) {
      if (regex.length() > 0) {
        regex.append(".*?");
      }
      regex.append(Pattern.quote(part));
    }
    return Pattern.compile(regex.toString());
  }

  private static List<String> serve(List<String> requests) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    String input = String.join("\n", requests) + "\n";
    new StdioServer().run(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out);
    return out.toString(StandardCharsets.UTF_8).lines().toList();
  }

  private static List<Sample> validateSamples() {
    List<Sample> found = new ArrayList<>();
    for (Path page : pages()) {
      List<String> lines = read(page).lines().toList();
      for (int i = 0; i < lines.size(); i++) {
        Matcher matcher = VALIDATE_WITH_VERDICT.matcher(lines.get(i));
        if (matcher.find() && Files.isRegularFile(root().resolve(matcher.group(1)))) {
          found.add(new Sample(root().relativize(page) + ":" + (i + 1), List.of(lines.get(i))));
        }
      }
    }
    return found;
  }

  private static List<Sample> stdioSessions() {
    List<Sample> found = new ArrayList<>();
    for (Path page : pages()) {
      List<String> lines = read(page).lines().toList();
      for (int i = 0; i < lines.size(); i++) {
        if (!lines.get(i).equals(STDIO_SESSION)) {
          continue;
        }
        List<String> session = new ArrayList<>();
        int j = i + 1;
        for (; j < lines.size() && !lines.get(j).startsWith("```"); j++) {
          session.add(lines.get(j));
        }
        found.add(new Sample(root().relativize(page) + ":" + (i + 1), session));
        i = j;
      }
    }
    return found;
  }

  private static List<Sample> outputSamples() {
    List<Sample> found = new ArrayList<>();
    for (Path page : pages()) {
      List<String> lines = read(page).lines().toList();
      for (int i = 0; i + 1 < lines.size(); i++) {
        String first = lines.get(i + 1);
        if (!lines.get(i).equals("```") || !first.matches("\\$ java -jar \\S*kemkit\\.jar .*")
            || first.matches(".*kemkit\\.jar (play|serve)\\b.*")) {
          continue;
        }
        List<String> block = new ArrayList<>();
        int j = i + 1;
        for (; j < lines.size() && !lines.get(j).startsWith("```"); j++) {
          block.add(lines.get(j));
        }
        found.add(new Sample(root().relativize(page) + ":" + (i + 2), block));
        i = j;
      }
    }
    return found;
  }

  private static List<Path> pages() {
    List<Path> pages = new ArrayList<>();
    pages.add(root().resolve("README.md"));
    try (Stream<Path> docs = Files.list(root().resolve("docs"))) {
      docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(pages::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return pages;
  }
}
