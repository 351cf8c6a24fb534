package kemkit.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.Setup;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import kemkit.seat.Seating;
import kemkit.toy.HighCard;
import kemkit.toy.HighCardAction;
import kemkit.toy.HighCardRules;
import kemkit.toy.HighCardState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** record-format.md, "Writing", with the toy game High card. */
class RecordWriterTest {

  @Test
  @DisplayName("the header is one statement per line in header order, options in lower case")
  void header() {
    Setup setup = Setup.of("highcard").withPreset("highcard").withOption("Target", "SEVEN").withSeating("players", 4);
    assertThat(RecordWriter.header(setup))
        .isEqualTo("record 1\ngame highcard\npreset highcard\noption target=seven\nplayers 4\n");
    assertThat(RecordWriter.header(Setup.of("highcard"))).isEqualTo("record 1\ngame highcard\n");
  }

  @Test
  @DisplayName("lines: cards in upper case, T never written as 10, the seat first")
  void lines() {
    HighCardRules rules = HighCardRules.of(3);
    assertThat(RecordWriter.line(rules, Shuffle.of(List.of(Card.of("10h"), Card.of("qs"))))).isEqualTo("shuffle TH QS");
    assertThat(RecordWriter.line(rules, new Starter(2))).isEqualTo("starter 2");
    assertThat(RecordWriter.line(rules, new HighCardAction.Play(1, Card.of("10c")))).isEqualTo("1 play TC");
    assertThat(RecordWriter.line(rules, new HighCardAction.Play(-1, Card.of("AS")))).isEqualTo("-1 play AS");
  }

  @Test
  @DisplayName("a rule set's setup, written as a header, reads back as an equal rule set")
  void setupRoundTrip() throws MalformedRecordException {
    for (HighCardRules rules : List.of(HighCardRules.of(2), HighCardRules.of(8),
        new HighCardRules(Seating.players(4), Deck.piquet32(), 8, 1))) {
      String header = RecordWriter.header(rules.setup());
      RecordReader.Reading reading = RecordReader.readPrefix(header, HighCard.games());
      assertThat(reading.malformed()).isEmpty();
      assertThat(reading.record().orElseThrow().rules()).isEqualTo(rules);
    }
  }

  @Test
  @DisplayName("property: 300 seeded games, legal and not, read back to the same actions and replay to an equal state")
  void gamesRoundTrip() {
    SplittableRandom rng = new SplittableRandom(10);
    for (int game = 0; game < 300; game++) {
      HighCardRules rules = HighCardRules.of(2 + rng.nextInt(5));
      HighCardState state = rules.start();
      List<Action> actions = new ArrayList<>();
      for (int step = 0; step < 120 && !state.isOver(); step++) {
        Action action;
        if (state.chanceDue().isPresent() && rng.nextInt(10) > 0) {
          action = Chance.roll(state.chanceDue().get(), rng);
        } else if (rng.nextInt(4) > 0 && state.chanceDue().isEmpty()) {
          var legal = rules.legalActions(state, state.turn());
          action = legal.get(rng.nextInt(legal.size()));
        } else {
          action = new HighCardAction.Play(rng.nextInt(-1, 9), Card.byIndex(rng.nextInt(Card.COUNT)));
        }
        actions.add(action);
        state = rules.apply(state, action).state();
      }
      String text = RecordWriter.write(rules, actions);
      RecordReader.Reading reading = RecordReader.readPrefix(text, HighCard.games());
      assertThat(reading.malformed()).as(text).isEmpty();
      GameRecord record = reading.record().orElseThrow();
      List<Action> back = record.body().stream().map(s -> ((Statement.Play) s).action()).toList();
      assertThat(back).isEqualTo(actions);
      assertThat(RecordWriter.write(record.rules(), back)).as("writing what was read gives the same text").isEqualTo(text);
      HighCardState replayed = ((HighCardRules) record.rules()).start();
      for (Action action : back) {
        replayed = ((HighCardRules) record.rules()).apply(replayed, action).state();
      }
      assertThat(replayed).isEqualTo(state);
    }
  }
}
