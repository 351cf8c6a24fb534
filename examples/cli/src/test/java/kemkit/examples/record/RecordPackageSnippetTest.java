package kemkit.examples.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kemkit.game.Action;
import kemkit.game.Games;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.record.GameRecord;
import kemkit.record.LineVerdict;
import kemkit.record.MalformedRecordException;
import kemkit.record.RecordLine;
import kemkit.record.RecordReader;
import kemkit.record.RecordWriter;
import kemkit.record.ValidationSession;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The snippet of {@code kemkit.record}'s package-info, run on a real Kemps record. */
class RecordPackageSnippetTest {

  private static final String DECK = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"
      + " 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS";

  @TempDir
  Path dir;

  @Test
  @DisplayName("the package snippet runs: a stream, a session line by line, one line in and one action out")
  void snippet() throws IOException, MalformedRecordException, SetupException {
    String deck = DECK;
    Path file = dir.resolve("game.rec");
    Files.writeString(file, "record 1\ngame kemps\nshuffle " + deck + "\n1 exchange 2C 5D\n");

    Verdict verdict;
    try (InputStream in = Files.newInputStream(file)) {
      verdict = Validator.validate(in, Games.all());
    }
    assertThat(verdict.describe()).isEqualTo("ok: final scores 0 0 (round 1)");

    ValidationSession session = ValidationSession.start();
    for (String line : List.of("record 1", "game kemps", "shuffle " + deck, "1 exchange 2C 5D")) {
      LineVerdict each = session.feed(line);
      assertThat(each).isInstanceOf(LineVerdict.Held.class);
    }
    Verdict atTheEnd = session.finish();
    assertThat(atTheEnd).isEqualTo(verdict);

    RuleSet<?, ?, ?, ?> rules = Games.named("kemps").orElseThrow().create(Setup.of("kemps"));
    Action action = RecordLine.parse(rules, "1 exchange 2C 5D");
    assertThat(RecordWriter.line(rules, action)).isEqualTo("1 exchange 2C 5D");
    List<Action> actions = List.of(RecordLine.parse(rules, "shuffle " + deck), action);
    String text = RecordWriter.write(rules, actions);
    GameRecord again = RecordReader.read(text);
    assertThat(Validator.replay(again)).isEqualTo(verdict);
  }
}
