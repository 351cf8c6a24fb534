package kemkit.examples.readme;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * No Javadoc names a type that does not exist. Doclint checks {@code {@link}}; the code a comment
 * shows ({@code {@code …}} and {@code <pre>} blocks) is not compiled, so a renamed type lives on
 * there ({@code KempsState} in the {@code Outcome} example, once). This test reads every main
 * source of the project, takes the words in those snippets that look like a kemkit type (ending in
 * State, Event, Rules, View, Action, Options) and fails on one that no main source declares. A
 * snippet may make up a small game of its own to show a part of the rules kit ({@code TrickState}):
 * the types a snippet declares count as declared, for every snippet.
 */
class JavadocNamesTest {

  private static final Pattern COMMENT = Pattern.compile("/\\*\\*(.*?)\\*/", Pattern.DOTALL);
  private static final Pattern PRE = Pattern.compile("<pre>(.*?)</pre>", Pattern.DOTALL);
  private static final Pattern INLINE = Pattern.compile("\\{@(?:code|link|linkplain) ");
  private static final Pattern TYPE_NAME =
      Pattern.compile("\\b[A-Z][A-Za-z]+(?:State|Event|Rules|View|Action|Options)\\b");
  private static final Pattern DECLARATION =
      Pattern.compile("\\b(?:class|interface|record|enum|@interface)\\s+([A-Z][A-Za-z0-9]*)");

  @Test
  @DisplayName("every type a Javadoc snippet names is declared in the project's main sources")
  void snippetsNameOnlyTypesThatExist() {
    List<Path> sources = mainSources();
    Set<String> declared = new TreeSet<>();
    for (Path source : sources) {
      Matcher declaration = DECLARATION.matcher(withoutComments(ReadmeSnippetsTest.read(source)));
      while (declaration.find()) {
        declared.add(declaration.group(1));
      }
      for (String snippet : snippets(ReadmeSnippetsTest.read(source))) {
        Matcher made = DECLARATION.matcher(snippet);
        while (made.find()) {
          declared.add(made.group(1));
        }
      }
    }
    List<String> unknown = new ArrayList<>();
    for (Path source : sources) {
      for (String name : namesInSnippets(ReadmeSnippetsTest.read(source))) {
        if (!declared.contains(name)) {
          unknown.add(ReadmeSnippetsTest.root().relativize(source) + ": " + name);
        }
      }
    }
    assertThat(declared).as("the declarations are found").contains("FamilyState", "KhamulRules");
    assertThat(unknown).isEmpty();
  }

  @Test
  @DisplayName("a stale name in a snippet is caught: the check above cannot pass on nothing")
  void staleNamesAreFound() {
    String source = """
        /**
         * Reads {@code FamilyState} and {@link KhamulView#seat()}.
         *
         * <pre>{@code
         * Outcome<KempsState, KempsEvent> outcome = rules.apply(state, action);
         * }</pre>
         *
         * KempsRules in prose is not a snippet.
         */
        """;
    assertThat(namesInSnippets(source))
        .containsExactlyInAnyOrder("FamilyState", "KhamulView", "KempsState", "KempsEvent");
  }

  /** {@return the type-like words of the code shown in the Javadoc comments of {@code source}} */
  static Set<String> namesInSnippets(String source) {
    Set<String> names = new TreeSet<>();
    for (String snippet : snippets(source)) {
      Matcher name = TYPE_NAME.matcher(snippet);
      while (name.find()) {
        names.add(name.group());
      }
    }
    return names;
  }

  /** {@return the code shown in the Javadoc comments of {@code source}: pre blocks and inline tags} */
  static List<String> snippets(String source) {
    List<String> snippets = new ArrayList<>();
    Matcher comment = COMMENT.matcher(source);
    while (comment.find()) {
      String text = comment.group(1);
      Matcher pre = PRE.matcher(text);
      while (pre.find()) {
        snippets.add(pre.group(1));
      }
      String rest = PRE.matcher(text).replaceAll("");
      Matcher inline = INLINE.matcher(rest);
      while (inline.find()) {
        snippets.add(balanced(rest, inline.end()));
      }
    }
    return snippets;
  }

  /** {@return the text from {@code start} up to the brace that closes the inline tag} */
  private static String balanced(String text, int start) {
    int depth = 1;
    for (int i = start; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return text.substring(start, i);
      }
    }
    return text.substring(start);
  }

  private static String withoutComments(String source) {
    return source.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "");
  }

  private static List<Path> mainSources() {
    String separator = ReadmeSnippetsTest.root().getFileSystem().getSeparator();
    String main = "src" + separator + "main" + separator + "java" + separator;
    try (Stream<Path> files = Files.walk(ReadmeSnippetsTest.root())) {
      return files.filter(path -> path.toString().endsWith(".java"))
          .filter(path -> path.toString().contains(main))
          .filter(path -> !path.toString().contains(separator + "target" + separator))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
