package kemkit.khamul;

import static kemkit.khamul.KhamulState.ANNOUNCEMENT;
import static kemkit.khamul.KhamulState.HANDS;

import java.util.Optional;
import kemkit.game.Rejection;
import kemkit.khamul.KhamulAction.Announce;
import kemkit.kit.rules.Verb;
import kemkit.kit.state.Workspace;

/** {@code khamul}: the announcement that starts the last round. Implements rules.md H-12. */
final class Announcing {

  private Announcing() {}

  /** {@return whether {@code seat} may announce: its turn starts, and nobody announced this round} */
  static boolean mayAnnounce(KhamulState state, int seat) {
    return Turns.isTurn(state, seat, Phase.TURN_START) && state.announcement().isEmpty();
  }

  /**
   * The announcement is the whole turn; it is false when the hand is worth more than the
   * threshold (valued now). Every other seat then plays one more turn.
   */
  static final Verb<KhamulState, Announce, KhamulOptions> ANNOUNCE = new Verb<>() {
    @Override
    public Optional<Rejection> check(KhamulOptions options, KhamulState state, Announce announce) {
      int seat = announce.seat();
      if (state.announcement().isPresent() && state.inPlay()) {
        int announcer = state.announcement().get().seat();
        return Rejections.wrongPhase("H-12", seat, (announcer == seat ? "{you}" : "seat " + announcer)
            + " already said khamul this round: one announcement a round");
      }
      return Turns.checkTurn(state, seat, Phase.TURN_START, "say khamul");
    }

    @Override
    public void perform(KhamulOptions options, Workspace<KhamulState> work, Announce announce) {
      int seat = announce.seat();
      boolean isFalse = work.get(HANDS, seat).value() > options.threshold();
      work.set(ANNOUNCEMENT, Interned.announcement(seat, isFalse));
      KhamulEvents.ANNOUNCED.write(work.log(), seat);
      TurnOrder.end(options, work);
    }

    @Override
    public int count(KhamulOptions options, KhamulState state, int seat) {
      return mayAnnounce(state, seat) ? 1 : 0;
    }

    @Override
    public Announce at(KhamulOptions options, KhamulState state, int seat, int index) {
      return Interned.announce(seat);
    }
  };
}
