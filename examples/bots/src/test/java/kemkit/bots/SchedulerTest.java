package kemkit.bots;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.FamilyView;
import kemkit.kemps.Kemps;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The scheduler: uniform among the seats that want to act, the dealer pressed when all pass (K-11). */
class SchedulerTest {

  private static final FamilyRules RULES = Kemps.rules();
  private static final FamilyTable TABLE = FamilyTable.dealt(RULES,
      List.of("AC AD KS QH", "7C 7D 2S TH", "JC JD TS 8H", "6C 6D 5H 4H"), "3C 4D 5S 2H");

  /** A bot that wants to act (its first legal action) or passes, and when pressed acts anyway. */
  private record Scripted(boolean wants) implements Bot<FamilyAction, FamilyEvent, FamilyView> {
    @Override
    public FamilyAction choose(FamilyView view, ImmutableList<FamilyAction> legal) {
      return legal.get(legal.size() - 1);
    }

    @Override
    public Optional<FamilyAction> intention(FamilyView view, ImmutableList<FamilyAction> legal) {
      return wants ? Optional.of(legal.get(0)) : Optional.empty();
    }
  }

  private static Scheduler<FamilyState, FamilyAction, FamilyEvent, FamilyView> scheduler(long seed, boolean... wants) {
    List<Bot<FamilyAction, FamilyEvent, FamilyView>> bots = new ArrayList<>();
    for (boolean want : wants) {
      bots.add(new Scripted(want));
    }
    return Scheduler.allBots(RULES, bots, new SplittableRandom(seed));
  }

  @Test
  @DisplayName("picks uniformly among the seats that want to act, never one that passes (seeded)")
  void uniformAmongTheWilling() {
    Scheduler<FamilyState, FamilyAction, FamilyEvent, FamilyView> scheduler = scheduler(11, false, true, false, true);
    int[] counts = new int[4];
    for (int i = 0; i < 4000; i++) {
      Scheduler.Move<FamilyAction> move = scheduler.next(TABLE.state).orElseThrow();
      assertThat(move.pressed()).isFalse();
      assertThat(move.action()).isEqualTo(TABLE.legal(move.seat()).get(0));
      counts[move.seat()]++;
    }
    // Binomial(4000, 1/2): standard deviation about 32, so 5 deviations is 160.
    assertThat(counts[0]).isZero();
    assertThat(counts[2]).isZero();
    assertThat(counts[1]).isBetween(2000 - 160, 2000 + 160);
  }

  @Test
  @DisplayName("the same seed asks in the same order")
  void reproducible() {
    Scheduler<FamilyState, FamilyAction, FamilyEvent, FamilyView> a = scheduler(5, true, true, true, true);
    Scheduler<FamilyState, FamilyAction, FamilyEvent, FamilyView> b = scheduler(5, true, true, true, true);
    for (int i = 0; i < 50; i++) {
      assertThat(a.next(TABLE.state)).isEqualTo(b.next(TABLE.state));
    }
  }

  @Test
  @DisplayName("K-11: when every seat passes, the dealer is made to act, so a table without turns never stalls")
  void pressesTheDealer() {
    Scheduler.Move<FamilyAction> move = scheduler(1, false, false, false, false).next(TABLE.state).orElseThrow();

    assertThat(move.pressed()).isTrue();
    assertThat(move.seat()).isEqualTo(TABLE.state.dealer());
    assertThat(move.action()).isEqualTo(new Scripted(false).choose(TABLE.view(0), TABLE.legal(0)));
  }

  @Test
  @DisplayName("a person's seat is never asked, and when the person deals and every bot passes, the bots wait")
  void waitsForAPerson() {
    List<Optional<Bot<FamilyAction, FamilyEvent, FamilyView>>> seats = List.of(Optional.empty(),
        Optional.of(new Scripted(false)), Optional.of(new Scripted(false)), Optional.of(new Scripted(false)));
    Scheduler<FamilyState, FamilyAction, FamilyEvent, FamilyView> scheduler =
        new Scheduler<>(RULES, seats, new SplittableRandom(2));

    assertThat(scheduler.next(TABLE.state)).isEmpty();
  }

  @Test
  @DisplayName("C-4: nobody acts while a chance action is due")
  void waitsForChance() {
    assertThat(scheduler(1, true, true, true, true).next(RULES.start())).isEmpty();
  }
}
