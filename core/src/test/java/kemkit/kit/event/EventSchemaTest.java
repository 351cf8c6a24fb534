package kemkit.kit.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.game.Event;
import kemkit.game.EventLog;
import kemkit.game.Outcome;
import kemkit.seat.Seating;
import kemkit.toy.HighCardRules;
import kemkit.toy.HighCardState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The event schema: a row per event type, checked when the schema is built; numbers checked where
 * they are written; small units two a word, wide ones a word each, whole words after them in order;
 * what each seat hears, as its row says.
 */
class EventSchemaTest {

  sealed interface Said extends Event permits Turn, Drew, Wide, Scores, Secret, Pair {}

  record Turn(int seat) implements Said {}

  record Drew(int seat, Optional<Integer> card) implements Said {}

  record Wide(int seat, int points, boolean last) implements Said {}

  record Scores(ImmutableList<Integer> scores) implements Said {}

  record Secret(int seat) implements Said {}

  record Pair(int team, Optional<Integer> word) implements Said {}

  private static final EventSchema.Builder<Said> ROWS = EventSchema.builder(Said.class);
  private static final EventField SEAT = EventField.of("seat", 0, 7);
  private static final EventField CARD = EventField.of("card", 0, 51);
  private static final EventField POINTS = EventField.of("points", Integer.MIN_VALUE, Integer.MAX_VALUE);
  private static final EventField LAST = EventField.flag("last");
  private static final EventField COUNT = EventField.of("count", 0, 12);
  private static final EventField TEAM = EventField.of("team", 0, 5);
  private static final EventField WORD = EventField.of("word", 0, 255);
  static final EventRow<Turn> TURN = ROWS.row(Turn.class, Hearing.everyone(), unit -> new Turn(unit.get(SEAT)), SEAT);
  static final EventRow<Drew> DREW = ROWS.row(Drew.class, Hearing.seat(Drew::seat, e -> new Drew(e.seat(), Optional.empty())),
      unit -> new Drew(unit.get(SEAT), Optional.of(unit.get(CARD))), SEAT, CARD);
  static final EventRow<Wide> WIDE = ROWS.row(Wide.class, Hearing.everyone(),
      unit -> new Wide(unit.get(SEAT), unit.get(POINTS), unit.flag(LAST)), SEAT, POINTS, LAST);
  static final EventRow<Scores> SCORES = ROWS.row(Scores.class, Hearing.everyone(), unit -> {
    ImmutableList.Builder<Integer> out = ImmutableList.builder();
    for (int i = unit.get(COUNT); i > 0; i--) {
      out.add((int) unit.next());
    }
    return new Scores(out.build());
  }, COUNT);
  static final EventRow<Secret> SECRET = ROWS.row(Secret.class, Hearing.nobody(), unit -> new Secret(unit.get(SEAT)), SEAT);
  static final EventRow<Pair> PAIR = ROWS.row(Pair.class, Hearing.team(Pair::team, e -> new Pair(e.team(), Optional.empty())),
      unit -> new Pair(unit.get(TEAM), Optional.of(unit.get(WORD))), TEAM, WORD);
  static final EventSchema<Said> SCHEMA = ROWS.build();

  private static final HighCardState STATE = HighCardRules.of(2).start();

  private static ImmutableList<Said> decoded(EventLog log) {
    Outcome<HighCardState, Said> outcome = Outcome.accepted(STATE, log, SCHEMA);
    log.clear();
    return outcome.events();
  }

  private static void scores(EventLog log, int... scores) {
    SCORES.write(log, scores.length);
    for (int score : scores) {
      log.add(score);
    }
  }

  @Test
  @DisplayName("C-4: every event reads back as written, small ones two a word, wide ones and lists in order")
  void roundTrip() {
    for (int lead = 0; lead < 3; lead++) {
      EventLog log = new EventLog();
      ImmutableList.Builder<Said> expected = ImmutableList.builder();
      for (int i = 0; i < lead; i++) {
        TURN.write(log, i);
        expected.add(new Turn(i));
      }
      DREW.write(log, 7, 51);
      WIDE.write(log, 3, Integer.MIN_VALUE, 1);
      scores(log, -4, Integer.MAX_VALUE, 0);
      TURN.write(log, 5);
      scores(log);
      SECRET.write(log, 2);
      PAIR.write(log, 5, 255);
      WIDE.write(log, 0, Integer.MAX_VALUE, 0);
      expected.add(new Drew(7, Optional.of(51)), new Wide(3, Integer.MIN_VALUE, true),
          new Scores(ImmutableList.of(-4, Integer.MAX_VALUE, 0)), new Turn(5), new Scores(ImmutableList.of()),
          new Secret(2), new Pair(5, Optional.of(255)), new Wide(0, Integer.MAX_VALUE, false));
      assertThat(decoded(log)).as("after %d small units", lead).isEqualTo(expected.build());
    }
  }

  @Test
  @DisplayName("C-4: two small events take one word, so their outcome holds no array")
  void twoSmallOneWord() {
    EventLog log = new EventLog();
    TURN.write(log, 1);
    DREW.write(log, 1, 13);
    assertThat(log.size()).isEqualTo(1);
    WIDE.write(log, 1, 2, 0);
    assertThat(log.size()).isEqualTo(2);
  }

  @Test
  @DisplayName("a number out of its field's range, or a wrong count of numbers, is refused where it is written")
  void writesChecked() {
    EventLog log = new EventLog();
    assertThatThrownBy(() -> TURN.write(log, 8)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("seat");
    assertThatThrownBy(() -> DREW.write(log, 1, 52)).hasMessageContaining("card");
    assertThatThrownBy(() -> DREW.write(log, 1)).hasMessageContaining("2 numbers");
    assertThat(decoded(log)).isEmpty();
  }

  @Test
  @DisplayName("C-6: each seat hears what the event's row says: all of it, its secret left out, or nothing")
  void hearing() {
    Seating teams = Seating.teams(2, 2);
    ImmutableList<Said> events = ImmutableList.of(new Turn(0), new Drew(1, Optional.of(9)), new Secret(3),
        new Pair(1, Optional.of(4)));
    assertThat(SCHEMA.heardBy(events, teams, 1)).containsExactly(new Turn(0), new Drew(1, Optional.of(9)),
        new Pair(1, Optional.of(4)));
    assertThat(SCHEMA.heardBy(events, teams, 2)).containsExactly(new Turn(0), new Drew(1, Optional.empty()),
        new Pair(1, Optional.empty()));
    assertThat(SCHEMA.heardBy(events, teams, 3)).containsExactly(new Turn(0), new Drew(1, Optional.empty()),
        new Pair(1, Optional.of(4)));
  }

  sealed interface Missing extends Event permits Had, Lacked {}

  record Had(int seat) implements Missing {}

  record Lacked(int seat) implements Missing {}

  @Test
  @DisplayName("the schema is checked when built: a type without a row, two rows for one, a stranger, a unit wider than a word")
  void buildChecks() {
    EventSchema.Builder<Missing> rows = EventSchema.builder(Missing.class);
    rows.row(Had.class, Hearing.everyone(), unit -> new Had(unit.get(SEAT)), SEAT);
    assertThatThrownBy(() -> rows.row(Had.class, Hearing.everyone(), unit -> new Had(0))).hasMessageContaining("two rows");
    assertThatThrownBy(rows::build).isInstanceOf(IllegalStateException.class).hasMessageContaining("Lacked");
    EventSchema.Builder<Said> said = EventSchema.builder(Said.class);
    assertThatThrownBy(() -> said.row(Wide.class, Hearing.everyone(), unit -> null, POINTS, POINTS))
        .hasMessageContaining("twice");
    EventField big = EventField.of("big", Integer.MIN_VALUE, Integer.MAX_VALUE);
    EventField bigger = EventField.of("bigger", Integer.MIN_VALUE, Integer.MAX_VALUE);
    assertThatThrownBy(() -> said.row(Wide.class, Hearing.everyone(), unit -> null, big, bigger))
        .hasMessageContaining("more than a word");
    assertThatThrownBy(() -> EventSchema.builder(Event.class)).hasMessageContaining("not sealed");
  }
}
