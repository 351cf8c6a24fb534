package kemkit.examples.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import kemkit.examples.bench.ApplyBenchmark;
import kemkit.examples.bench.Summary;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Unmatched;

/**
 * {@code kemkit bench [--short] [--verbose] [JMH OPTIONS…]}: runs the benchmarks of {@code kemkit.examples.bench} (module kemkit-bench) with JMH,
 * always with the allocation profiler ({@code -prof gc}), then prints the results as docs/performance.md's
 * Markdown table (medians, bytes per action, times against the mutable baseline).
 *
 * <p>The default is the full mode that docs/performance.md's figures come from; {@code --short} takes a few
 * seconds per benchmark, for a quick look. Any JMH option overrides the mode's choice, and a
 * regular expression selects benchmarks: {@code bench --short Playout -p preset=kemps}. JMH's own
 * output (about 1,800 lines for {@code --short}) shows only with {@code --verbose}.
 */
@CommandLine.Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = Version.class,
    customSynopsis = "kemkit bench [--short] [--verbose] [JMH OPTIONS…] [PATTERN…]",
    // Every line is written short enough (under 80 columns) that picocli never wraps one mid-phrase.
    description = {
        "Measures the rules' speed with JMH and prints a table of the medians.",
        "%nRuns kemkit's JMH benchmarks (apply, legal actions, playouts, branching,",
        "validation, search) and prints a Markdown table of medians:",
        "  ApplyBenchmark         one apply of the hot actions (Kemps exchange, calls;",
        "                         Khamul draw+swap, snap) and the mutable int-array",
        "                         baseline of the Kemps exchange, which the times",
        "                         are divided by",
        "  LegalActionsBenchmark  the legal actions of one seat",
        "  PlayoutBenchmark       random playouts per preset, one thread and all",
        "                         threads: actions/s and games/s",
        "  BranchBenchmark        one exchange on each of 16 branches of a state,",
        "                         against one apply and against a mutable engine's",
        "                         copy-then-apply",
        "  ValidateBenchmark      the record validator on a long generated Kemps",
        "                         record: lines/s, read as bytes and as a string",
        "  SearchBenchmark        one search-bot decision at 100 iterations, per",
        "                         preset: decisions/s and iterations/s",
        "%nBytes allocated come from JMH's gc profiler, always on.",
        "JMH options override either mode: -f 1 -i 10, -p preset=kemps, -prof stack,",
        "-rf json -rff results.json.",
        "A regular expression picks benchmarks: Playout, ApplyBenchmark.kemps.",
        "-l lists them. JMH's own output shows with --verbose; what a profiler",
        "you ask for finds (-prof stack: the hottest stacks) follows the table."},
    footer = {"%nExit status: 0 when every benchmark ran, 2 for options JMH refuses or a",
        "pattern that matches no benchmark, 3 if a run failed."})
public final class BenchCommand implements Command {


  /** How long to measure: docs/performance.md's figures, or a quick look. */
  enum Length {
    /**
     * Two forks, 5 warmup and 5 measured iterations of 2 s each: about 50 s per benchmark. A
     * playout's code takes several seconds to be compiled on a busy 2-core machine.
     */
    FULL(2, 5, 2, 5, 2),
    /** One fork, 3 warmup and 3 measured iterations of 1 s each: about 7 s per benchmark. */
    SHORT(1, 3, 1, 3, 1);

    private final int forks;
    private final int warmups;
    private final int warmupSeconds;
    private final int iterations;
    private final int iterationSeconds;

    Length(int forks, int warmups, int warmupSeconds, int iterations, int iterationSeconds) {
      this.forks = forks;
      this.warmups = warmups;
      this.warmupSeconds = warmupSeconds;
      this.iterations = iterations;
      this.iterationSeconds = iterationSeconds;
    }

    /** {@return {@code given} with this length's settings wherever {@code given} has none} */
    Options over(CommandLineOptions given) {
      ChainedOptionsBuilder out = new OptionsBuilder().parent(given);
      if (!given.getForkCount().hasValue()) {
        out.forks(forks);
      }
      if (!given.getWarmupIterations().hasValue()) {
        out.warmupIterations(warmups);
      }
      if (!given.getWarmupTime().hasValue()) {
        out.warmupTime(TimeValue.seconds(warmupSeconds));
      }
      if (!given.getMeasurementIterations().hasValue()) {
        out.measurementIterations(iterations);
      }
      if (!given.getMeasurementTime().hasValue()) {
        out.measurementTime(TimeValue.seconds(iterationSeconds));
      }
      if (given.getIncludes().isEmpty()) {
        out.include(ApplyBenchmark.class.getPackageName().replace(".", "\\.") + "\\..*Benchmark");
      }
      if (given.getProfilers().stream().noneMatch(p -> p.getKlass().equals("gc")
          || p.getKlass().equals(GCProfiler.class.getName()))) {
        out.addProfiler(GCProfiler.class);
      }
      return out.build();
    }
  }

  @Option(names = "--short", description = "a quick look: 1 fork, 3 warmups and 3 iterations of 1 s, about 3"
      + " minutes in all (default: 2 forks, 5 warmups and 5 iterations of 2 s, about 20 minutes)")
  private boolean quick;

  @Option(names = "--verbose", description = "show JMH's own output (iterations, forks, profilers) before the table")
  private boolean verbose;

  @Option(names = "--jmh-help", description = "list JMH's options")
  private boolean jmhHelp;

  @Unmatched
  private List<String> jmhArgs = new ArrayList<>();

  /** Creates the command; picocli sets its options. */
  public BenchCommand() {}

  @Override
  public Exit run(Console console) {
    Length length = quick ? Length.SHORT : Length.FULL;
    CommandLineOptions given;
    try {
      given = new CommandLineOptions(jmhArgs.toArray(String[]::new));
    } catch (CommandLineOptionException e) {
      console.err().println("kemkit bench: " + e.getMessage() + " ('kemkit bench --jmh-help' lists JMH's options)");
      return Exit.BAD_INPUT;
    }
    try {
      if (jmhHelp) {
        console.out().flush();
        given.showHelp();
        return Exit.OK;
      }
      if (given.shouldList() || given.shouldListWithParams()) {
        new Runner(length.over(given)).list();
        return Exit.OK;
      }
      if (given.shouldListProfilers()) {
        given.listProfilers();
        return Exit.OK;
      }
      Options options = length.over(given);
      if (!verbose) {
        console.err().println("kemkit bench: running, " + length.name().toLowerCase(Locale.ROOT)
            + " mode; the table follows when every benchmark is done (--verbose shows JMH's progress)");
      }
      OutputFormat format = OutputFormatFactory.createFormatInstance(console.out(),
          verbose ? options.verbosity().orElse(VerboseMode.NORMAL) : VerboseMode.SILENT);
      Collection<RunResult> results = new Runner(options, format).run();
      console.out().println();
      console.out().print(Summary.markdown(results, header(length, arguments())));
      if (!verbose) {
        // What a profiler asked for found (-prof stack: the hottest stacks), which JMH prints
        // only in its own output; gc's figures are in the table already.
        console.out().print(profiles(results));
      }
      return Exit.OK;
    } catch (NoBenchmarksException e) {
      console.err().println("kemkit bench: no benchmark matches " + String.join(" ", given.getIncludes())
          + " ('kemkit bench -l' lists them)");
      return Exit.BAD_INPUT;
    } catch (RunnerException | IOException e) {
      console.err().println("kemkit bench: the run failed: " + e);
      return Exit.INTERNAL_ERROR;
    }
  }

  /**
   * {@return each benchmark's profiler reports that are more than a number (a stack profile, a
   * perf listing), under its name, or nothing}
   */
  static String profiles(Collection<RunResult> results) {
    StringBuilder out = new StringBuilder();
    for (RunResult run : results) {
      for (Result<?> result : run.getSecondaryResults().values()) {
        String info = result.extendedInfo();
        String label = result.getLabel().replace("\u00b7", "");
        // A report is several lines (a stack profile); the gc profiler's figures are in the table.
        if (info == null || !info.strip().contains("\n") || label.startsWith("gc.")) {
          continue;
        }
        String params = run.getParams().getParamsKeys().stream()
            .map(key -> key + "=" + run.getParams().getParam(key)).collect(java.util.stream.Collectors.joining(", "));
        out.append(String.format(Locale.ROOT, "%n## %s%s: %s%n", run.getParams().getBenchmark(),
            params.isEmpty() ? "" : " (" + params + ")", label));
        out.append(info.stripTrailing()).append(System.lineSeparator());
      }
    }
    return out.toString();
  }

  /** {@return the arguments that measure the same again: the mode, then JMH's} */
  private List<String> arguments() {
    List<String> out = new ArrayList<>();
    if (quick) {
      out.add("--short");
    }
    out.addAll(jmhArgs);
    return out;
  }

  /** {@return where and when the figures were measured, and the command that measures them again} */
  static String header(Length length, List<String> args) {
    return String.format(Locale.ROOT, "Measured %s on %s, %d cores, %s %s, JDK %s (%s), %s mode.%n"
        + "Regenerate: `java -jar examples/cli/target/kemkit.jar bench%s`%n%n",
        LocalDate.now(ZoneOffset.UTC), cpu(), Runtime.getRuntime().availableProcessors(), System.getProperty("os.name"),
        System.getProperty("os.arch"), System.getProperty("java.version"), System.getProperty("java.vm.name"),
        length.name().toLowerCase(Locale.ROOT), args.isEmpty() ? "" : " " + String.join(" ", args));
  }

  /** {@return the processor's model name where Linux tells it, else "an unnamed CPU"} */
  private static String cpu() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) {
          return line.substring(line.indexOf(':') + 1).trim();
        }
      }
    } catch (IOException | RuntimeException e) {
      // Not Linux, or not readable: the figures stand without a CPU name.
    }
    return "an unnamed CPU";
  }
}
