package kemkit.examples.study;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import kemkit.examples.simulate.Aggregate;
import kemkit.examples.simulate.Plan;
import kemkit.examples.simulate.Simulator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The thread runner: results independent of the threads, and simulate is a one-cell study. */
class StudyRunnerTest {

  @Test
  @DisplayName("a study gives equal aggregates on 1 and 3 threads, cells differ, and every game is counted once")
  void threadsDoNotMatter() throws Exception {
    Study study = StudyFile.parse(StudyFileTest.resource("khamul-small.json"));
    AtomicInteger played = new AtomicInteger();
    ImmutableList<CellResult> one = StudyRunner.run(study, 1, played::incrementAndGet);
    ImmutableList<CellResult> three = StudyRunner.run(study, 3, () -> {});

    assertThat(played.get()).isEqualTo(64);
    assertThat(three).isEqualTo(one);
    assertThat(one).allSatisfy(cell -> {
      assertThat(cell.aggregate().games()).isEqualTo(16);
      assertThat(cell.aggregate().failed()).isZero();
      assertThat(cell.side()).isEqualTo("seat");
    });
    assertThat(one.get(0).aggregate()).as("cells have their own seeds").isNotEqualTo(one.get(1).aggregate());

    CellTable table = CellTable.of(one);
    String csv = table.csv();
    assertThat(csv.lines()).hasSize(5);
    assertThat(csv.lines().findFirst().orElseThrow()).startsWith("cell,label,game,threshold,target,players,bots,games,")
        .contains(",firstSideAdvantage,firstSideAdvantageLow,firstSideAdvantageHigh,", ",winRateSeat2,",
            ",perRoundAnnouncements,", ",roundsP50,");
    assertThat(table.json()).startsWith("[\n  {\"cell\":0,\"label\":\"khamul, threshold 3, target 40, players 2, bots heuristic\"");
    // Two seats in cell 0, three in cell 1: the third seat's columns are empty in the rows of two.
    assertThat(csv.lines().skip(1).findFirst().orElseThrow()).contains(",,,");
  }

  @Test
  @DisplayName("kemkit simulate is cell 0 of a one-cell study: the same games, the same aggregate")
  void simulateIsOneCell() throws Exception {
    Study study = StudyFile.parse("{\"seed\": 42, \"gamesPerCell\": 20, \"maxActions\": 1500,"
        + " \"setups\": [{\"game\": \"kemps\", \"options\": {\"target\": 3}}], \"bots\": [\"heuristic,random\"]}");
    CellResult cell = StudyRunner.run(study, 2, () -> {}).get(0);
    Plan plan = study.plan(study.cells().get(0), 2);

    Aggregate simulated = Aggregate.of(plan.rules(), Simulator.run(plan, () -> {}));
    assertThat(cell.aggregate()).isEqualTo(simulated);
    assertThat(Report.html(study, ImmutableList.of(cell), "2 threads", Duration.ofSeconds(1)))
        .contains("<img class=\"chart\"", "data:image/png;base64,").doesNotContain("http://", "https://");
  }

  @Test
  @DisplayName("2^31 - 1 games a cell: the run starts at once, holds no list of tasks, and stops when interrupted")
  void hugeStudy() throws Exception {
    Study study = StudyFile.parse(StudyFileTest.resource("khamul-small.json")
        .replace("\"gamesPerCell\": 16", "\"gamesPerCell\": 2147483647"));
    java.util.concurrent.CountDownLatch played = new java.util.concurrent.CountDownLatch(50);
    java.util.concurrent.atomic.AtomicReference<Throwable> ended = new java.util.concurrent.atomic.AtomicReference<>();
    Thread runner = new Thread(() -> {
      try {
        StudyRunner.run(study, 2, played::countDown);
      } catch (Throwable e) {
        ended.set(e);
      }
    });
    runner.start();
    assertThat(played.await(120, java.util.concurrent.TimeUnit.SECONDS)).as("games are played").isTrue();
    runner.interrupt();
    runner.join(60_000);
    assertThat(runner.isAlive()).isFalse();
    assertThat(ended.get()).isInstanceOf(InterruptedException.class);
  }

  @Test
  @DisplayName("the report parts cells by their dimensions: a Kemps cell in a Khamul grid gets axes of its own")
  void reportParts() throws Exception {
    Study study = StudyFile.parse("""
        {"gamesPerCell": 2, "maxActions": 1500, "setups": [
          {"game": "khamul", "options": {"threshold": [3, 7], "target": 20}},
          {"game": "kemps", "options": {"target": 1}}],
         "bots": ["heuristic", "heuristic,random"], "report": {"x": "threshold"}}
        """);
    ImmutableList<CellResult> results = StudyRunner.run(study, 2, () -> {});
    assertThat(Report.axes(study, results)).containsExactly(ImmutableList.of("threshold", "bots"),
        ImmutableList.of("bots"));
    assertThat(Report.html(study, results, "2 threads", Duration.ofSeconds(1))).contains("Who wins, by bot");
  }
}
