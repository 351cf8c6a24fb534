package kemkit.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyView;
import kemkit.host.TableHost;
import kemkit.kemps.Kemps;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The snippet of the package documentation and the README, as written there, plays a whole game of Kemps. */
class TutorialTest {

  @Test
  @Timeout(60)   // the snippet's loop has no bound of its own: a table that stalls fails here
  @DisplayName("package-info and README: four heuristic bots at a dealing host play Kemps to the end (K-24)")
  void packageSnippet() {
    // --- README "Bots in your code" begins
    FamilyRules rules = Kemps.rules();
    var host = TableHost.dealing(rules, new SplittableRandom(1));
    List<Bot<FamilyAction, FamilyEvent, FamilyView>> bots = new ArrayList<>();
    for (int seat = 0; seat < 4; seat++) {
      Bot<FamilyAction, FamilyEvent, FamilyView> bot = Bots.create(BotKind.HEURISTIC, rules, seat, new SplittableRandom(seat));
      host.subscribe(seat, bot::observe);                       // the seat's own event stream
      bots.add(bot);
    }
    host.open();                                                 // deals: the bots hear it
    var scheduler = Scheduler.allBots(rules, bots, new SplittableRandom(2));
    while (!host.state().isOver()) {
      scheduler.next(host.state()).ifPresent(move -> host.submit(move.action()));
    }
    // --- README "Bots in your code" ends

    assertThat(host.state().isOver()).isTrue();
    assertThat(host.state().winners()).hasSize(1);
  }
}
