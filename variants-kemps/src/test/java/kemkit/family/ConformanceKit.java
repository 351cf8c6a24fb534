package kemkit.family;

import java.lang.reflect.InvocationTargetException;
import java.util.stream.Stream;
import kemkit.game.RuleSet;
import org.junit.jupiter.api.DynamicNode;

/**
 * Calls the shared conformance kit ({@code kemkit.conformance.Conformance} in core's test-jar).
 *
 * <p>Why reflection: this module has a {@code module-info.java}, so Maven compiles its tests on
 * the module path, where the test-jar cannot go (its automatic module name clashes with {@code
 * kemkit.core}) and is dropped. The tests run on the class path (Surefire's {@code
 * useModulePath=false}), where the kit is present. Once the build compiles tests on the class path
 * too ({@code maven-compiler-plugin} {@code testCompile} with {@code useModulePath=false}), this
 * class can be replaced by direct calls to {@code Conformance.suite}.
 */
public final class ConformanceKit {

  private ConformanceKit() {}

  /** {@return {@code Conformance.suite(games, rules)}: the suite, {@code games} games per rule set} */
  @SuppressWarnings("unchecked")
  public static Stream<DynamicNode> suite(int games, RuleSet<?, ?, ?, ?>... rules) {
    try {
      Class<?> kit = Class.forName("kemkit.conformance.Conformance");
      return (Stream<DynamicNode>) kit.getMethod("suite", int.class, RuleSet[].class).invoke(null, games, rules);
    } catch (InvocationTargetException e) {
      throw new IllegalStateException("the conformance kit failed to start", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("core's test-jar (kemkit.conformance.Conformance) is not on the test class path", e);
    }
  }
}
