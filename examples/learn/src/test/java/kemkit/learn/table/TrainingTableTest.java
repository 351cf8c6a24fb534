package kemkit.learn.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import kemkit.bots.BotKind;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyState;
import kemkit.family.FamilyView;
import kemkit.game.Games;
import kemkit.kemps.Kemps;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulEvent;
import kemkit.khamul.KhamulOptions;
import kemkit.khamul.KhamulState;
import kemkit.khamul.KhamulView;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TrainingTableTest {

  private static TrainingTable<KhamulState, KhamulAction, KhamulEvent, KhamulView> khamul(Setting setting) {
    return new TrainingTable<>(Khamul.rules(KhamulOptions.defaults().withPlayers(2)), setting);
  }

  /** Plays random legal indices; {@return what each step handed the learner} */
  private static List<String> play(TrainingTable<?, ?, ?, ?> table, long seed, int steps) {
    table.reset(seed);
    SplittableRandom rng = new SplittableRandom(99);
    float[] tensor = new float[table.tensorSize()];
    List<String> seen = new ArrayList<>();
    for (int i = 0; i < steps && table.agent() >= 0; i++) {
      int[] legal = table.legal();
      table.tensor(tensor);
      seen.add(table.agent() + " " + Arrays.toString(legal) + " " + Arrays.hashCode(tensor) + " "
          + Arrays.toString(table.takeRewards()));
      table.step(legal[rng.nextInt(legal.length)]);
    }
    return seen;
  }

  @Test
  @DisplayName("the same seed gives the same episode for the same moves; another seed another one")
  void seeded() {
    var table = khamul(Setting.allLearners(2));
    List<String> first = play(table, 5, 400);
    assertThat(play(table, 5, 400)).isEqualTo(first);
    assertThat(play(table, 6, 400)).isNotEqualTo(first);
  }

  @Test
  @DisplayName("a seat may pass until every seat has passed; then one must act, and a pass is refused")
  void passing() {
    var table = khamul(Setting.allLearners(2));
    table.reset(1);
    int passes = 0;
    while (table.mayPass()) {
      assertThat(table.legal()).endsWith(table.passIndex());
      table.step(table.passIndex());
      passes++;
    }
    assertThat(passes).isBetween(1, 2);
    assertThat(table.legal()).doesNotContain(table.passIndex());
    assertThatThrownBy(() -> table.step(table.passIndex())).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("must act");
  }

  @Test
  @DisplayName("an index that is not legal now is refused and changes nothing")
  void illegal() {
    var table = khamul(Setting.allLearners(2));
    table.reset(2);
    int agent = table.agent();
    int[] legal = table.legal();
    int illegal = 0; // khamul: not while the seats peek (H-5, H-12)
    assertThat(legal).doesNotContain(illegal);
    assertThatThrownBy(() -> table.step(illegal)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not legal");
    assertThat(table.agent()).isEqualTo(agent);
    assertThat(table.legal()).isEqualTo(legal);
  }

  @Test
  @DisplayName("the record is given once the episode has ended, and it validates")
  void record() {
    var table = khamul(Setting.allLearners(2).withMaxMoves(300));
    table.reset(3);
    assertThatThrownBy(table::record).isInstanceOf(IllegalStateException.class).hasMessageContaining("hidden cards");
    play(table, 3, 10_000);
    assertThat(table.agent()).isEqualTo(-1);
    assertThat(table.over() || table.truncated()).isTrue();
    assertThat(Validator.validate(table.record(), Games.all())).isInstanceOf(Verdict.Ok.class);
  }

  @Test
  @DisplayName("teammates share their team's points (K-1), and the winners get +1, the others -1")
  void rewards() {
    TrainingTable<FamilyState, FamilyAction, FamilyEvent, FamilyView> points =
        new TrainingTable<>(Kemps.rules(), Setting.allLearners(4).withReward(Setting.Reward.POINTS).withMaxMoves(600));
    points.reset(4);
    SplittableRandom rng = new SplittableRandom(4);
    float[] total = new float[4];
    while (points.agent() >= 0) {
      int[] legal = points.legal();
      points.step(legal[rng.nextInt(legal.length)]);
      float[] rewards = points.takeRewards();
      for (int seat = 0; seat < 4; seat++) {
        total[seat] += rewards[seat];
      }
      assertThat(rewards[0]).isEqualTo(rewards[2]);
      assertThat(rewards[1]).isEqualTo(rewards[3]);
    }
    assertThat(total[0] != 0 || total[1] != 0).isTrue();

    var win = khamul(Setting.allLearners(2).withMaxMoves(100_000));
    win.reset(5);
    SplittableRandom moves = new SplittableRandom(5);
    float[] sum = new float[2];
    while (win.agent() >= 0) {
      int[] legal = win.legal();
      // never pass, so that the game ends
      int index = legal[moves.nextInt(win.mayPass() ? legal.length - 1 : legal.length)];
      win.step(index);
      float[] rewards = win.takeRewards();
      sum[0] += rewards[0];
      sum[1] += rewards[1];
    }
    assertThat(win.over()).isTrue();
    assertThat(sum).contains(1f);
    for (float reward : sum) {
      assertThat(reward).isIn(1f, -1f);
    }
  }

  @Test
  @DisplayName("against kemkit's bots, only the learner's seat is ever awaited")
  void againstBots() {
    for (BotKind kind : BotKind.values()) {
      var table = khamul(Setting.against(2, 1, kind).withMaxMoves(kind == BotKind.SEARCH ? 40 : 400));
      table.reset(6);
      SplittableRandom rng = new SplittableRandom(6);
      while (table.agent() >= 0) {
        assertThat(table.agent()).isEqualTo(1);
        int[] legal = table.legal();
        table.step(legal[rng.nextInt(legal.length)]);
      }
    }
  }
}
