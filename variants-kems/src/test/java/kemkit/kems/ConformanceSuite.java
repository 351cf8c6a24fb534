package kemkit.kems;

import java.lang.reflect.InvocationTargetException;
import java.util.stream.Stream;
import kemkit.game.RuleSet;
import org.junit.jupiter.api.DynamicNode;

/**
 * {@code kemkit.conformance.Conformance.suite(games, rules…)} from core's test-jar, called by
 * reflection. Why: with a {@code module-info.java} in main, Maven compiles the tests on the module
 * path, where the test-jar's automatic module name ({@code kemkit.core}, from its file name)
 * clashes with core's and the jar is dropped; the tests themselves run on the class path, where
 * the kit is. Once the test-jar's manifest names it {@code Automatic-Module-Name:
 * kemkit.conformance}, the tests can call {@code Conformance.suite} directly and this class goes.
 */
final class ConformanceSuite {

  private ConformanceSuite() {}

  @SuppressWarnings("unchecked")
  static Stream<DynamicNode> of(int games, RuleSet<?, ?, ?, ?>... rules) {
    try {
      return (Stream<DynamicNode>) Class.forName("kemkit.conformance.Conformance")
          .getMethod("suite", int.class, RuleSet[].class)
          .invoke(null, games, rules);
    } catch (InvocationTargetException e) {
      throw new IllegalStateException("the conformance kit refused the rule sets", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("core's test-jar is not on the test class path", e);
    }
  }
}
