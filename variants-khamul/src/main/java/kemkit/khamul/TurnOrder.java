package kemkit.khamul;

import static kemkit.khamul.KhamulState.ANNOUNCEMENT;
import static kemkit.khamul.KhamulState.HANDS;
import static kemkit.khamul.KhamulState.HELD;
import static kemkit.khamul.KhamulState.MARK_ON_DRAW;
import static kemkit.khamul.KhamulState.PHASE;
import static kemkit.khamul.KhamulState.POWER;
import static kemkit.khamul.KhamulState.TURN;

import java.util.Optional;
import kemkit.kit.state.Workspace;

/**
 * The order of turns: a turn begins, and a turn ends with the next seat's, or with the round when
 * the next seat announced (H-7, H-12). Every mechanic that ends a turn comes here.
 */
final class TurnOrder {

  private TurnOrder() {}

  /** Begins {@code seat}'s turn, noting whether drawing instead of announcing will mark it (H-12). */
  static void start(KhamulOptions options, Workspace<KhamulState> work, int seat) {
    work.set(TURN, seat);
    work.set(PHASE, Phase.TURN_START);
    work.set(HELD, Optional.empty());
    work.set(POWER, Optional.empty());
    work.set(MARK_ON_DRAW, work.get(ANNOUNCEMENT).isEmpty() && work.get(HANDS, seat).value() <= options.threshold());
    KhamulEvents.TURN_STARTED.write(work.log(), seat);
  }

  /** Ends the turn: the next seat plays, or the round ends if it is the announcer's (H-12). */
  static void end(KhamulOptions options, Workspace<KhamulState> work) {
    work.set(HELD, Optional.empty());
    work.set(POWER, Optional.empty());
    work.set(MARK_ON_DRAW, false);
    int next = (work.get(TURN) + 1) % work.seats(HANDS);
    Optional<Announcement> announcement = work.get(ANNOUNCEMENT);
    if (announcement.isPresent() && announcement.get().seat() == next) {
      Scoring.endRound(options, work);
    } else {
      start(options, work, next);
    }
  }
}
