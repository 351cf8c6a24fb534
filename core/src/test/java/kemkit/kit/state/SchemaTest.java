package kemkit.kit.state;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.pile.Pile;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The state schema: parts declared once, packed where they fit, checked when the schema is built;
 * states made only by the workspace, copying only what an action writes; equality, hashing and
 * {@code toString} over every part; the first values of a game and a round; the secrets a sample
 * must draw again.
 */
class SchemaTest {

  private static final Pile TWO = Pile.of(List.of(Card.of("2C"), Card.of("3D")));

  private static Sample start(int seats) {
    try (Workspace<Sample> work = Workspace.beginNew(Sample.SCHEMA, seats)) {
      work.set(Sample.OWNER, "table 1");
      return work.state();
    }
  }

  @Test
  @DisplayName("a new game has every part at its first value: the numbers' lowest, no flag, the tables' first, the slots' own")
  void firstValues() {
    Sample start = start(3);
    assertThat(start.get(Sample.ROUND)).isEqualTo(1);
    assertThat(start.get(Sample.PHASE)).isEqualTo(Sample.Phase.DEALING);
    assertThat(start.get(Sample.SCORE)).isEqualTo(-50);
    assertThat(start.get(Sample.OPEN)).isFalse();
    assertThat(start.get(Sample.NEXT)).isEmpty();
    assertThat(start.get(Sample.SEEN)).isZero();
    assertThat(start.get(Sample.STOCK)).isEqualTo(Pile.empty());
    assertThat(start.seats(Sample.HANDS)).isEqualTo(3);
    assertThat(start.get(Sample.HANDS, 2)).isEqualTo(Pile.empty());
    assertThat(start.get(Sample.OWNER)).isEqualTo("table 1");
  }

  @Test
  @DisplayName("a slot without a first value must be set by a new game")
  void requiredSlot() {
    try (Workspace<Sample> work = Workspace.beginNew(Sample.SCHEMA, 2)) {
      assertThatThrownBy(work::state).isInstanceOf(IllegalStateException.class).hasMessageContaining("owner");
    }
  }

  @Test
  @DisplayName("every part reads back as written, at the edges of its range, beside every other")
  void readsBack() {
    Sample start = start(2);
    Sample next;
    try (Workspace<Sample> work = Workspace.begin(Sample.SCHEMA, start)) {
      work.set(Sample.ROUND, 1 << 20);
      work.set(Sample.PHASE, Sample.Phase.OVER);
      work.set(Sample.SCORE, 50);
      work.set(Sample.OPEN, true);
      work.set(Sample.NEXT, Optional.of(Sample.Phase.PLAY));
      work.set(Sample.SEEN, (1L << 52) - 1);
      assertThat(work.get(Sample.SCORE)).as("reads see the writes before them").isEqualTo(50);
      next = work.state();
    }
    assertThat(next.get(Sample.ROUND)).isEqualTo(1 << 20);
    assertThat(next.get(Sample.PHASE)).isEqualTo(Sample.Phase.OVER);
    assertThat(next.get(Sample.SCORE)).isEqualTo(50);
    assertThat(next.get(Sample.OPEN)).isTrue();
    assertThat(next.get(Sample.NEXT)).isSameAs(Sample.NEXT.values().get(2)).contains(Sample.Phase.PLAY);
    assertThat(next.get(Sample.SEEN)).isEqualTo((1L << 52) - 1);
    assertThat(start.get(Sample.ROUND)).as("the state before is untouched").isEqualTo(1);
  }

  @Test
  @DisplayName("a value out of its part's range is refused where it is written, naming the part")
  void rangesChecked() {
    try (Workspace<Sample> work = Workspace.begin(Sample.SCHEMA, start(2))) {
      assertThatThrownBy(() -> work.set(Sample.SCORE, 51)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("score");
      assertThatThrownBy(() -> work.set(Sample.ROUND, 0)).hasMessageContaining("round");
      assertThatThrownBy(() -> work.set(Sample.SEEN, 1L << 52)).hasMessageContaining("seen");
      assertThat(work.get(Sample.SCORE)).isEqualTo(-50);
    }
  }

  @Test
  @DisplayName("copy on write: a state shares every slot it did not write, and a seat's array is copied once")
  void copyOnWrite() {
    Sample start = start(3);
    Sample next;
    try (Workspace<Sample> work = Workspace.begin(Sample.SCHEMA, start)) {
      work.set(Sample.SCORE, 3);
      work.set(Sample.HANDS, 0, TWO);
      work.set(Sample.HANDS, 2, TWO.drawn(1));
      next = work.state();
    }
    assertThat(next.get(Sample.STOCK)).isSameAs(start.get(Sample.STOCK));
    assertThat(next.get(Sample.OWNER)).isSameAs(start.get(Sample.OWNER));
    assertThat(next.get(Sample.HANDS, 0)).isEqualTo(TWO);
    assertThat(next.get(Sample.HANDS, 1)).isSameAs(start.get(Sample.HANDS, 1));
    assertThat(next.get(Sample.HANDS, 2)).hasToString("Pile[3D]");
    assertThat(start.get(Sample.HANDS, 0)).as("the state before keeps its hands").isEqualTo(Pile.empty());
  }

  @Test
  @DisplayName("equal parts make equal states, whoever made them; a part that differs makes them unequal")
  void valueSemantics() {
    Sample a = start(2);
    Sample b = start(2);
    assertThat(a).isEqualTo(b).hasSameHashCodeAs(b).hasToString(b.toString());
    Sample c;
    try (Workspace<Sample> work = Workspace.begin(Sample.SCHEMA, a)) {
      work.set(Sample.HANDS, 1, TWO);
      c = work.state();
    }
    Sample d;
    try (Workspace<Sample> work = Workspace.begin(Sample.SCHEMA, b)) {
      work.set(Sample.HANDS, 1, Pile.of(List.of(Card.of("2C"), Card.of("3D"))));
      d = work.state();
    }
    assertThat(c).isEqualTo(d).hasSameHashCodeAs(d).isNotEqualTo(a);
    assertThat(c.toString()).startsWith("Sample[round=1, phase=DEALING, score=-50, open=false, next=Optional.empty,")
        .contains("hands=[Pile[], Pile[2C, 3D]]", "owner=table 1");
    try (Workspace<Sample> work = Workspace.begin(Sample.SCHEMA, a)) {
      work.set(Sample.OPEN, true);
      assertThat(work.state()).isNotEqualTo(a);
    }
  }

  @Test
  @DisplayName("C-8: a new round sets every part marked EACH_ROUND to its first value, and no other")
  void newRound() {
    Sample played;
    try (Workspace<Sample> work = Workspace.begin(Sample.SCHEMA, start(2))) {
      work.set(Sample.ROUND, 4);
      work.set(Sample.SCORE, 9);
      work.set(Sample.OPEN, true);
      work.set(Sample.SEEN, 7);
      work.set(Sample.STOCK, TWO);
      work.set(Sample.HANDS, 1, TWO);
      played = work.state();
    }
    try (Workspace<Sample> work = Workspace.begin(Sample.SCHEMA, played)) {
      work.newRound();
      Sample next = work.state();
      assertThat(next.get(Sample.ROUND)).isEqualTo(4);
      assertThat(next.get(Sample.SCORE)).isEqualTo(9);
      assertThat(next.get(Sample.OPEN)).isFalse();
      assertThat(next.get(Sample.SEEN)).isZero();
      assertThat(next.get(Sample.STOCK)).isEqualTo(Pile.empty());
      assertThat(next.seats(Sample.HANDS)).isEqualTo(2);
      assertThat(next.get(Sample.HANDS, 1)).isEqualTo(Pile.empty());
    }
  }

  @Test
  @DisplayName("C-6: a sample must write every SECRET part, or it is refused naming the one left as it was")
  void samplesDrawSecrets() {
    Sample start = start(2);
    try (Workspace<Sample> work = Workspace.beginSample(Sample.SCHEMA, start)) {
      work.set(Sample.STOCK, Pile.empty());
      work.set(Sample.HANDS, 0, Pile.empty());
      assertThatThrownBy(work::state).isInstanceOf(IllegalStateException.class).hasMessageContaining("next");
      work.set(Sample.NEXT, Optional.empty());
      assertThat(work.state()).isEqualTo(start);
    }
  }

  @Test
  @DisplayName("one action at a time per thread: a workspace in use is refused, and free again once closed")
  void reentryGuard() {
    Sample start = start(2);
    try (Workspace<Sample> work = Workspace.begin(Sample.SCHEMA, start)) {
      assertThatThrownBy(() -> Workspace.begin(Sample.SCHEMA, start)).isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("already");
      assertThat(work.get(Sample.OWNER)).isSameAs(start.get(Sample.OWNER));
    }
    try (Workspace<Sample> work = Workspace.begin(Sample.SCHEMA, start)) {
      assertThat(work.state()).isEqualTo(start);
    }
  }

  @Test
  @DisplayName("the layout is checked when the schema is built: its words, its slots, one name per part")
  void limits() {
    Schema.Builder<Sample> full = Schema.builder("Full", () -> (Sample) null);
    full.bits("a", 64, Long::toString);
    full.bits("b", 60, Long::toString);
    full.number("c", 0, 15);
    assertThatThrownBy(() -> full.flag("d")).isInstanceOf(IllegalStateException.class).hasMessageContaining("no room for d");
    Schema.Builder<Sample> slots = Schema.builder("Slots", () -> (Sample) null);
    for (int i = 0; i < Schema.SLOTS; i++) {
      slots.slot("s" + i, String.class, "");
    }
    assertThatThrownBy(() -> slots.slot("more", String.class, "")).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("no slot left");
    assertThatThrownBy(() -> slots.flag("s0")).hasMessageContaining("two parts named s0");
    slots.build();
    assertThatThrownBy(() -> slots.flag("late")).hasMessageContaining("too late");
    assertThatThrownBy(() -> Schema.builder("Bad", () -> (Sample) null).coded("c", List.of("a", "b"), value -> 0))
        .hasMessageContaining("not its place");
  }
}
