package kemkit.json;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs {@link ProtocolBenchmark} when asked, and only then (it takes about two minutes):
 *
 * <pre>
 * ./mvnw -o -B -pl examples/json -am test -Dtest=ProtocolBenchmarkRun \
 *     -Dsurefire.failIfNoSpecifiedTests=false -Dkemkit.bench=true
 * </pre>
 */
class ProtocolBenchmarkRun {

  @Test
  void run() throws RunnerException {
    Assumptions.assumeTrue(Boolean.getBoolean("kemkit.bench"), "benchmarks run with -Dkemkit.bench=true");
    new Runner(new OptionsBuilder().include(ProtocolBenchmark.class.getName()).build()).run();
  }
}
