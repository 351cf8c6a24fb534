package kemkit.khamul;

import java.util.Optional;
import kemkit.game.Rejection;

/** {@code khamul}: the announcement that starts the last round. Implements rules.md H-12. */
final class Announcing {

  private Announcing() {}

  static Optional<Rejection> check(KhamulState state, KhamulAction.Announce announce) {
    int seat = announce.seat();
    if (state.announcement().isPresent() && state.inPlay()) {
      int announcer = state.announcement().get().seat();
      return Rejections.wrongPhase("H-12", seat, (announcer == seat ? "{you}" : "seat " + announcer)
          + " already said khamul this round: one announcement a round");
    }
    return Turns.checkTurn(state, seat, Phase.TURN_START, "say khamul");
  }

  /**
   * The announcement is the whole turn; it is false when the hand is worth more than the
   * threshold (valued now). Every other seat then plays one more turn.
   */
  static void announce(Transition change, int seat) {
    boolean isFalse = change.hand(seat).value() > change.options().threshold();
    change.setAnnouncement(KhamulState.interned(new Announcement(seat, isFalse)));
    change.events().announced(seat);
    Turns.end(change);
  }
}
