package kemkit.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import kemkit.game.RuleSet;
import kemkit.record.RecordReader;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import kemkit.toy.HighCard;
import kemkit.toy.HighCardRules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.opentest4j.AssertionFailedError;

/**
 * A kit that cannot fail proves nothing: each deliberately broken High card must fail the property
 * its bug breaks, with the seed, a replay hint and a shrunk record in the message.
 */
class ConformanceCatchesBugsTest {

  private static final int GAMES = 60;
  private static final Pattern SEED = Pattern.compile("seed (-?[0-9]+)");
  private static final Pattern SHRUNK = Pattern.compile("shrunk from ([0-9]+) to ([0-9]+) action");

  /**
   * The bound on the shrunk length is the longest 1-minimal list that shows the bug: a shuffle and
   * a starter, plus the plays it takes for the guilty seat's turn to come (ddmin finds a list from
   * which no single action can be cut, not always the globally shortest one). Ending a game takes a
   * whole game: up to 13 tricks of 3 plays before a seat has taken 5. A probe that names a card
   * lying elsewhere may need a round played out and a second deal (a shuffle, a starter and a few
   * tricks).
   */
  static Stream<Arguments> bugs() {
    return Stream.of(
        Arguments.of(new BrokenHighCards.LosesCard(), new CardConservation(), 8),
        Arguments.of(new BrokenHighCards.ChangesStateOnRejection(), new RejectionChangesNothing(), 4),
        Arguments.of(new BrokenHighCards.SpeaksToTheLog(), new RejectionChangesNothing(), 4),
        Arguments.of(new BrokenHighCards.ThrowsFromApply(), new NothingThrows(), 5),
        Arguments.of(new BrokenHighCards.LegalOutOfTurn(), new LegalActionsAccepted(), 2),
        Arguments.of(new BrokenHighCards.HidesAnAction(), new LegalActionsAccepted(), 8),
        Arguments.of(new BrokenHighCards.Impure(), new LegalActionsAccepted(), 4),
        Arguments.of(new BrokenHighCards.NotationDoesNotRoundTrip(), new RecordRoundTrip(), 1),
        Arguments.of(new BrokenHighCards.NotationDoesNotRoundTrip(), new ActionsReadBack(), 8),
        Arguments.of(new BrokenHighCards.LeaksHiddenCard(), new NonInterference(), 1),
        Arguments.of(new BrokenHighCards.ShowsAHandToSpectators(), new ReplaysLeakNothing(), 1),
        Arguments.of(new BrokenHighCards.ShowsHiddenCard(), new AnswersLeakNothing(), 4),
        Arguments.of(new BrokenHighCards.DeterminizeCopiesSecrets(), new DeterminizeReadsTheView(), 2),
        Arguments.of(new BrokenHighCards.AcceptsForeignState(), new ForeignStatesRefused(), 0),
        Arguments.of(new BrokenHighCards.PlaysOnAfterGameOver(), new Invariants(), 60),
        Arguments.of(new BrokenHighCards.HearsAsNoSeat(), new NoSeatRefused(), 1),
        Arguments.of(new BrokenHighCards.RejectionTellsWhere(), new AnswersLeakNothing(), 16),
        Arguments.of(new BrokenHighCards.IndexFollowsHiddenCards(), new AnswersLeakNothing(), 4),
        Arguments.of(new BrokenHighCards.TakesBackAPlay(), new TakeBacksTellNothing(), 4));
  }

  @ParameterizedTest(name = "{0} fails \"{1}\"")
  @MethodSource("bugs")
  @DisplayName("each broken rule set fails its property with a seed and a short shrunk record")
  void catches(RuleSet<?, ?, ?, ?> broken, Property property, int mostActions) {
    // A second rule set in the suite: its states are the foreign ones the broken rule set must refuse.
    String message = failure(Conformance.suite(GAMES, broken, HighCardRules.of(4)), property);

    assertThat(message).contains(property.name()).contains("highcard [preset highcard, players 3]");
    assertThat(SEED.matcher(message).find()).as("the message gives the seed:\n%s", message).isTrue();
    Matcher shrunk = SHRUNK.matcher(message);
    assertThat(shrunk.find()).as("the message says how far it shrank:\n%s", message).isTrue();
    int from = Integer.parseInt(shrunk.group(1));
    int to = Integer.parseInt(shrunk.group(2));
    assertThat(to).as("shrunk length:\n%s", message).isLessThanOrEqualTo(mostActions).isLessThan(from);
    assertThat(recordIn(message).lines().filter(l -> !l.startsWith("#") && !l.startsWith("expect")).count())
        .as("the record holds the header and the shrunk actions:\n%s", message)
        .isEqualTo(4 + to);
  }

  /** The broken encoders of High card, each with the property its bug breaks and a bound on the shrunk length. */
  static Stream<Arguments> encoderBugs() {
    return Stream.of(
        Arguments.of("PeeksAtTheNextHand", (Encoder.Factory) HighCardEncoders.PeeksAtTheNextHand::new,
            new EncodingsLeakNothing(HighCardEncoders.PeeksAtTheNextHand::new), 4),
        Arguments.of("RecallsTheDeal", (Encoder.Factory) HighCardEncoders.RecallsTheDeal::new,
            new EncodingsLeakNothing(HighCardEncoders.RecallsTheDeal::new), 4),
        Arguments.of("MaskMissesOne", (Encoder.Factory) HighCardEncoders.MaskMissesOne::new,
            new ActionsNumbered(HighCardEncoders.MaskMissesOne::new), 2),
        Arguments.of("NumbersByRank", (Encoder.Factory) HighCardEncoders.NumbersByRank::new,
            new ActionsNumbered(HighCardEncoders.NumbersByRank::new), 4));
  }

  @ParameterizedTest(name = "the {0} encoder fails \"{2}\"")
  @MethodSource("encoderBugs")
  @DisplayName("each broken encoder fails its property with a seed and a short shrunk record")
  void catchesEncoders(String bug, Encoder.Factory broken, Property property, int mostActions) {
    String message = failure(Conformance.encoded(GAMES, broken, HighCardRules.of(3)), property);

    assertThat(message).contains(property.name()).contains(bug).contains("highcard [preset highcard, players 3]");
    assertThat(SEED.matcher(message).find()).as("the message gives the seed:\n%s", message).isTrue();
    Matcher shrunk = SHRUNK.matcher(message);
    assertThat(shrunk.find()).as("the message says how far it shrank:\n%s", message).isTrue();
    assertThat(Integer.parseInt(shrunk.group(2))).as("shrunk length:\n%s", message).isLessThanOrEqualTo(mostActions);
  }

  @Test
  @DisplayName("the honest High card encoder passes the encoding properties")
  void theHonestEncoderPasses() {
    List<DynamicTest> tests = tests(Conformance.encoded(GAMES, HighCardEncoders.Honest::new, HighCardRules.of(3),
        HighCardRules.of(4)));
    assertThat(tests).hasSize(4);
    for (DynamicTest test : tests) {
      try {
        test.getExecutable().execute();
      } catch (Throwable e) {
        throw new AssertionError(test.getDisplayName() + " failed", e);
      }
    }
  }

  @Test
  @DisplayName("the record in a failure message reads back with the real game, and validates up to the bug")
  void theRecordIsPasteable() {
    String message = failure(Conformance.suite(GAMES, new BrokenHighCards.LosesCard()), new CardConservation());
    String record = recordIn(message);

    assertThat(RecordReader.readPrefix(record, HighCard.games()).malformed()).isEmpty();
    // The real High card loses nothing: the same actions are a valid game for it.
    assertThat(Validator.validate(record, HighCard.games())).isInstanceOf(Verdict.Ok.class);
  }

  @Test
  @DisplayName("replaying with the seed of the message and one game fails the same way")
  void theSeedReplaysTheFailure() {
    String first = failure(Conformance.suite(GAMES, new BrokenHighCards.ChangesStateOnRejection()),
        new RejectionChangesNothing());
    Matcher seed = SEED.matcher(first);
    assertThat(seed.find()).isTrue();

    String again = withProperties(seed.group(1), "1", () -> failure(
        Conformance.suite(GAMES, new BrokenHighCards.ChangesStateOnRejection()), new RejectionChangesNothing()));

    assertThat(again).contains("game 1 of 1, seed " + seed.group(1));
    assertThat(recordIn(again)).isEqualTo(recordIn(first));
  }

  @Test
  @DisplayName("the real High card passes every property it is run with here")
  void theRealGamePasses() {
    List<DynamicTest> tests = tests(Conformance.suite(GAMES, HighCardRules.of(3), HighCardRules.of(4)));
    assertThat(tests).hasSize(2 * Property.ALL.size());
    for (DynamicTest test : tests) {
      try {
        test.getExecutable().execute();
      } catch (Throwable e) {
        throw new AssertionError(test.getDisplayName() + " failed", e);
      }
    }
  }

  /** Runs {@code property}'s test of a one-rule-set suite and returns its failure message. */
  private static String failure(Stream<DynamicNode> suite, Property property) {
    DynamicTest test = tests(suite).stream()
        .filter(t -> t.getDisplayName().equals(property.name()))
        .findFirst()
        .orElseThrow();
    Throwable[] thrown = new Throwable[1];
    assertThatThrownBy(() -> {
      try {
        test.getExecutable().execute();
      } catch (Throwable e) {
        thrown[0] = e;
        throw e;
      }
    }).as("the kit must fail \"%s\"", property.name()).isInstanceOf(AssertionFailedError.class);
    return thrown[0].getMessage();
  }

  private static List<DynamicTest> tests(Stream<DynamicNode> suite) {
    return suite.flatMap(node -> ((DynamicContainer) node).getChildren())
        .map(DynamicTest.class::cast)
        .toList();
  }

  private static String recordIn(String message) {
    return message.substring(message.indexOf("record 1\n"));
  }

  private static String withProperties(String seed, String games, java.util.function.Supplier<String> body) {
    String oldSeed = System.getProperty(Settings.SEED);
    String oldGames = System.getProperty(Settings.GAMES);
    System.setProperty(Settings.SEED, seed);
    System.setProperty(Settings.GAMES, games);
    try {
      return body.get();
    } finally {
      restore(Settings.SEED, oldSeed);
      restore(Settings.GAMES, oldGames);
    }
  }

  private static void restore(String key, String value) {
    if (value == null) {
      System.clearProperty(key);
    } else {
      System.setProperty(key, value);
    }
  }
}
