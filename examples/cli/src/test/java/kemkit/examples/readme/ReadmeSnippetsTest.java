package kemkit.examples.readme;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The documentation's code is the code the tests run. Every test source of the project, and the
 * JSON protocol's clients ({@code examples/json/clients}, with {@code #} in Python), may mark a
 * block with {@code // --- README "Section" begins} and {@code // --- README "Section" ends}; the
 * README or one of the pages under {@code docs/} must show that block, line for line (indentation
 * aside), in the section of that name. A snippet edited in one place and not the other fails here.
 */
class ReadmeSnippetsTest {

  private static final Pattern BEGINS = Pattern.compile("^\\s*(//|#) --- README \"([^\"]+)\" begins\\s*$");

  /** A marked block of a test source: the README section it belongs to and its lines. */
  private record Snippet(Path source, String section, List<String> lines) {}

  @TestFactory
  Stream<DynamicTest> everyMarkedSnippetStandsInItsReadmeSection() {
    List<String> pages = pages();
    return snippets().stream().map(snippet -> DynamicTest.dynamicTest(
        snippet.section() + " (" + root().relativize(snippet.source()) + ")", () -> {
          String section = section(pages, snippet.section());
          assertThat(unindented(section)).as("documentation section '%s'", snippet.section())
              .contains(String.join("\n", snippet.lines()));
        }));
  }

  @Test
  @DisplayName("the snippets are found: the check above cannot pass on nothing")
  void snippetsAreFound() {
    assertThat(snippets()).extracting(Snippet::section).contains(
        "In code", "Kemps", "Kem's", "Khamul", "Bots in your code", "A UI or a server on the table host",
        "Check moves from another engine");
  }

  /** {@return the project's top folder: the one with the README, above this module} */
  static Path root() {
    Path here = Path.of("").toAbsolutePath();
    for (Path dir = here; dir != null; dir = dir.getParent()) {
      if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("core"))) {
        return dir;
      }
    }
    throw new IllegalStateException("no project folder with README.md and core/ above " + here);
  }

  private static List<Snippet> snippets() {
    List<Snippet> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root())) {
      // Test sources, and the clients of the JSON protocol (Python, Node.js), which the jar's tests run.
      files.filter(path -> path.toString().endsWith(".java")
              && path.toString().contains("src" + path.getFileSystem().getSeparator() + "test")
              || path.getParent().endsWith(Path.of("json", "clients")))
          .filter(path -> !path.toString().contains(path.getFileSystem().getSeparator() + "target"))
          .forEach(path -> found.addAll(snippetsOf(path)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return found;
  }

  private static List<Snippet> snippetsOf(Path source) {
    List<String> lines = read(source).lines().toList();
    List<Snippet> found = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      Matcher begins = BEGINS.matcher(lines.get(i));
      if (!begins.matches()) {
        continue;
      }
      String ends = begins.group(1) + " --- README \"" + begins.group(2) + "\" ends";
      int end = i + 1;
      while (end < lines.size() && !lines.get(end).trim().equals(ends)) {
        end++;
      }
      assertThat(end).as("%s: '%s' is never closed", source, begins.group(2)).isLessThan(lines.size());
      found.add(new Snippet(source, begins.group(2), unindented(lines.subList(i + 1, end))));
      i = end;
    }
    return found;
  }

  /** {@return the texts of README.md and of every page under docs/} */
  private static List<String> pages() {
    List<String> pages = new ArrayList<>();
    pages.add(read(root().resolve("README.md")));
    try (Stream<Path> docs = Files.list(root().resolve("docs"))) {
      docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(path -> pages.add(read(path)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return pages;
  }

  /** {@return the text of the one documentation section whose heading starts with {@code name}} */
  private static String section(List<String> pages, String name) {
    List<String> found = new ArrayList<>();
    for (String page : pages) {
      int heading = page.indexOf("\n## " + name);
      if (heading >= 0) {
        int next = page.indexOf("\n## ", heading + 1);
        found.add(page.substring(heading, next < 0 ? page.length() : next));
      }
    }
    assertThat(found).as("one page of README.md and docs/ has a section '%s'", name).hasSize(1);
    return found.get(0);
  }

  private static String unindented(String text) {
    return String.join("\n", unindented(text.lines().toList()));
  }

  /** {@return the lines with their common indentation removed and trailing blanks trimmed} */
  private static List<String> unindented(List<String> lines) {
    int indent = lines.stream().filter(line -> !line.isBlank())
        .mapToInt(line -> line.length() - line.stripLeading().length()).min().orElse(0);
    return lines.stream().map(line -> line.isBlank() ? "" : line.substring(indent).stripTrailing()).toList();
  }

  static String read(Path path) {
    try {
      return Files.readString(path, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
