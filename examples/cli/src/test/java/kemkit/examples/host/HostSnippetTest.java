package kemkit.examples.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.bots.Bot;
import kemkit.bots.FamilyBot;
import kemkit.bots.Scheduler;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.FamilyView;
import kemkit.host.SeatAnswer;
import kemkit.host.TableHost;
import kemkit.kemps.Kemps;
import kemkit.card.Card;
import kemkit.game.Outcome;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The snippet the README gives for a UI on a host, as written there: it runs and means what it says. */
class HostSnippetTest {

  @Test
  @DisplayName("README: a UI for seat 1 and bots at the other seats, all through one TableHost")
  void uiOnTheHost() {
    // --- README "A UI or a server on the table host" begins
    FamilyRules rules = Kemps.rules();
    var host = TableHost.dealing(rules, new SplittableRandom(7));
    List<String> screen = new ArrayList<>();                     // your UI: a person plays seat 1
    host.subscribe(1, event -> screen.add(event.toString()));    // only what seat 1 may see (C-6)
    List<Optional<Bot<FamilyAction, FamilyEvent, FamilyView>>> seats = new ArrayList<>();
    for (int seat = 0; seat < 4; seat++) {                        // heuristic bots everywhere else
      FamilyBot bot = new FamilyBot(rules, seat, new SplittableRandom(seat));
      if (seat != 1) {
        host.subscribe(seat, bot::observe);
      }
      seats.add(seat == 1 ? Optional.empty() : Optional.of(bot));
    }
    var bots = new Scheduler<>(rules, seats, new SplittableRandom(1));
    host.open();                                                  // deals round 1: the UI sees it

    FamilyView view = host.view(1);                               // draw this
    SeatAnswer<FamilyEvent> answer =                              // the person's move, from any thread
        host.submit(new FamilyAction.Exchange(1, view.hand().get(0), view.table().get(0)));
    answer.rejection().ifPresent(r -> screen.add(r.message()));   // a refusal reaches its sender only
    bots.next(host.state()).ifPresent(move -> host.submit(move.action()));   // a bot's move, on a clock
    String record = host.record();                                // replays to host.state(), any time
    // --- README "A UI or a server on the table host" ends

    assertThat(answer.isAccepted()).isTrue();
    assertThat(answer.events()).as("seat 1's own projection of its move (C-6)").isNotEmpty()
        .allSatisfy(event -> assertThat(screen).contains(event.toString()));
    assertThat(screen).anySatisfy(line -> assertThat(line).startsWith("HandDealt[seat=1, cards=Optional["));
    assertThat(screen).noneSatisfy(line -> assertThat(line).startsWith("HandDealt[seat=0, cards=Optional["));
    assertThat(Validator.validate(record)).isInstanceOf(Verdict.Ok.class);
  }

  @Test
  @DisplayName("C-6: an outcome prints no card but what the actor named: 'Accepted', 'Rejected[CODE: sentence]', as docs/api.md shows")
  void outcomesPrintNoCard() {
    FamilyRules rules = Kemps.rules();
    var host = TableHost.dealing(rules, new SplittableRandom(7));
    host.open();
    FamilyState state = host.state();
    FamilyAction legal = rules.legalActions(state, 1).get(0);
    Card notMine = state.tableCards().get(0);
    FamilyAction wrong = new FamilyAction.Exchange(1, notMine, state.tableCards().get(1));
    // --- README "A UI or a server on the table host" begins
    Outcome<FamilyState, FamilyEvent> played = rules.apply(state, legal);
    Outcome<FamilyState, FamilyEvent> refused = rules.apply(state, wrong);
    String logged = played + " / " + refused;     // Accepted / Rejected[NOT_IN_HAND: …]: safe to log
    // --- README "A UI or a server on the table host" ends

    assertThat(logged).startsWith("Accepted / Rejected[NOT_IN_HAND: ").endsWith("]");
    // Nothing hidden: no card of another hand, nor of the stock.
    for (int seat = 0; seat < 4; seat++) {
      if (seat != 1) {
        state.hand(seat).forEach(card -> assertThat(logged).doesNotContain(card.toString()));
      }
    }
  }
}
