package kemkit.kems;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.base.Joiner;
import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import kemkit.card.Card;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.FamilyView;
import kemkit.game.Outcome;
import kemkit.record.GameRecord;
import kemkit.record.MalformedRecordException;
import kemkit.record.RecordReader;
import kemkit.record.Statement;
import kemkit.record.Validator;
import kemkit.record.Verdict;

/**
 * A Kem's scenario written as a game record, the way another engine would send it: a header, deck
 * orders, actions and {@code expect} lines, read and validated through the {@code kems} game that
 * the registry finds. What a record cannot say (views, per-seat events, pile order) the test asks
 * {@link #state()}, {@link #view(int)} and {@link #events()} after replaying the same text.
 *
 * <pre>{@code
 * Scenario game = Scenario.of("preset kems-classic")
 *     .deal("5D 6D 7D 8D", "5C 9C KC 4D", "2C 6C TC AC", "3C 7C JC 2D", "4C 8C QC 3D")
 *     .then("""
 *         0 top
 *         1 exchange 2C 5D
 *         expect hand 1 5D 6C TC AC
 *         """)
 *     .holds();
 * }</pre>
 */
final class Scenario {

  private final StringBuilder text = new StringBuilder("record 1\ngame kems\n");

  private Scenario() {}

  /** {@return a scenario whose header holds these statements after {@code game kems}} */
  static Scenario of(String... header) {
    Scenario scenario = new Scenario();
    for (String statement : header) {
      scenario.text.append(statement).append('\n');
    }
    return scenario;
  }

  /**
   * Appends the {@code shuffle} line that deals {@code hands} (seat 0 first) in the current round
   * (K-5: one card at a time from the dealer's left) and leaves {@code stockTop} on top of the
   * stock, top first: the cards of redraws (K-6), then the table (K-7). The rest of the deck
   * follows in reference order.
   */
  Scenario deal(String stockTop, String... hands) {
    FamilyState state = state();
    int seats = state.seating().seats();
    assertThat(hands).as("one hand per seat").hasSize(seats);
    Set<Card> order = new LinkedHashSet<>();
    for (int dealt = 0; dealt < 4 * seats; dealt++) {
      int seat = (state.dealer() + 1 + dealt) % seats;
      addOnce(order, cards(hands[seat]).get(dealt / seats));
    }
    cards(stockTop).forEach(card -> addOnce(order, card));
    order.addAll(state.deck().cards());
    assertThat(order).as("only cards of the deck").hasSize(state.deck().size());
    return then("shuffle " + Joiner.on(' ').join(order));
  }

  private static void addOnce(Set<Card> order, Card card) {
    assertThat(order.add(card)).as("%s is dealt twice", card).isTrue();
  }

  /** Appends record lines (a text block of actions and expectations). */
  Scenario then(String lines) {
    text.append(lines.strip()).append('\n');
    return this;
  }

  /** {@return the record so far} */
  String text() {
    return text.toString();
  }

  /** {@return the validator's verdict on the record so far} */
  Verdict verdict() {
    return Validator.validate(text());
  }

  /** Checks that every line of the record so far holds; {@return this scenario} */
  Scenario holds() {
    Verdict verdict = verdict();
    assertThat(verdict).as("%s%n%s", verdict.describe(), numbered()).isInstanceOf(Verdict.Ok.class);
    return this;
  }

  /** {@return the rule set of the header} */
  FamilyRules rules() {
    return (FamilyRules) read().rules();
  }

  /** {@return the state after every action of the record so far} */
  FamilyState state() {
    return replay().state();
  }

  /** {@return the events of the last accepted action, all of them} */
  ImmutableList<FamilyEvent> events() {
    return replay().events();
  }

  /** {@return the events of the last accepted action as {@code seat} sees them} */
  ImmutableList<FamilyEvent> eventsSeenBy(int seat) {
    return rules().eventsSeenBy(seat, events());
  }

  /** {@return what {@code seat} sees now} */
  FamilyView view(int seat) {
    return rules().view(state(), seat);
  }

  /** Replays every action; rejected ones change nothing (C-5), so the last accepted one is kept. */
  private Outcome.Accepted<FamilyState, FamilyEvent> replay() {
    GameRecord record = read();
    FamilyRules rules = (FamilyRules) record.rules();
    Outcome.Accepted<FamilyState, FamilyEvent> last = new Outcome.Accepted<>(rules.start(), ImmutableList.of());
    for (Statement statement : record.body()) {
      if (statement instanceof Statement.Play play
          && rules.apply(last.state(), play.action()) instanceof Outcome.Accepted<FamilyState, FamilyEvent> accepted) {
        last = accepted;
      }
    }
    return last;
  }

  private GameRecord read() {
    try {
      return RecordReader.read(text());
    } catch (MalformedRecordException e) {
      throw new AssertionError(e.getMessage() + "\n" + numbered(), e);
    }
  }

  private String numbered() {
    StringBuilder out = new StringBuilder();
    List<String> lines = Splitter.on('\n').splitToList(text());
    for (int i = 0; i < lines.size(); i++) {
      out.append(String.format("%3d  %s%n", i + 1, lines.get(i)));
    }
    return out.toString();
  }

  /** {@return cards written as in records: {@code "5C 9C KC"}} */
  static ImmutableList<Card> cards(String words) {
    List<Card> out = new ArrayList<>();
    for (String word : Splitter.on(' ').omitEmptyStrings().split(words)) {
      out.add(Card.of(word));
    }
    return ImmutableList.copyOf(out);
  }
}
