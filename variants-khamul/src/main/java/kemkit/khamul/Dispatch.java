package kemkit.khamul;

import java.util.Optional;
import java.util.function.BiConsumer;
import kemkit.game.Outcome;
import kemkit.game.Rejection;

/**
 * Checks a player action on the state it is applied to, with the mechanic it belongs to, and only
 * if nothing is wrong performs it on the workspace: one visit per action. A visitor, so that a new
 * action does not compile until it is checked and performed. Part of a thread's {@link Transition}
 * workspace, already loaded with the state; the performing lambdas capture nothing, so a visit
 * makes nothing itself.
 */
final class Dispatch implements KhamulAction.Visitor<Outcome<KhamulState, KhamulEvent>> {
  private final Transition change;

  Dispatch(Transition change) {
    this.change = change;
  }

  /** {@return the rejection if {@code refusal} holds one, else the outcome of {@code perform}} */
  private <A extends KhamulAction> Outcome<KhamulState, KhamulEvent> play(
      Optional<Rejection> refusal, A action, BiConsumer<Transition, A> perform) {
    if (refusal.isPresent()) {
      return change.rejected(refusal.get());
    }
    perform.accept(change, action);
    return change.accepted();
  }

  @Override
  public Outcome<KhamulState, KhamulEvent> peek(KhamulAction.Peek action) {
    return play(Peeking.check(change.before(), action), action, Peeking::peek);
  }

  @Override
  public Outcome<KhamulState, KhamulEvent> draw(KhamulAction.Draw action) {
    return play(Turns.checkDraw(change.options(), change.before(), action), action,
        (work, a) -> Turns.draw(work, a.seat()));
  }

  @Override
  public Outcome<KhamulState, KhamulEvent> take(KhamulAction.Take action) {
    return play(Turns.checkTake(change.before(), action), action,
        (work, a) -> Turns.take(work, a.seat()));
  }

  @Override
  public Outcome<KhamulState, KhamulEvent> discard(KhamulAction.Discard action) {
    return play(Turns.checkDiscard(change.before(), action), action,
        (work, a) -> Turns.discard(work, a.seat()));
  }

  @Override
  public Outcome<KhamulState, KhamulEvent> swap(KhamulAction.Swap action) {
    return play(Turns.checkSwap(change.before(), action), action,
        (work, a) -> Turns.swap(work, a.seat(), a.slot()));
  }

  @Override
  public Outcome<KhamulState, KhamulEvent> look(KhamulAction.Look action) {
    return play(Powers.checkLook(change.before(), action), action,
        (work, a) -> Powers.look(work, a.seat(), a.slot()));
  }

  @Override
  public Outcome<KhamulState, KhamulEvent> force(KhamulAction.Force action) {
    return play(Powers.checkForce(change.before(), action), action,
        (work, a) -> Powers.force(work, a.seat(), a.target()));
  }

  @Override
  public Outcome<KhamulState, KhamulEvent> kingSwap(KhamulAction.KingSwap action) {
    return play(Powers.checkKingSwap(change.before(), action), action, Powers::kingSwap);
  }

  @Override
  public Outcome<KhamulState, KhamulEvent> skip(KhamulAction.Skip action) {
    return play(Powers.checkSkip(change.before(), action), action, (work, a) -> Powers.skip(work, a.seat()));
  }

  @Override
  public Outcome<KhamulState, KhamulEvent> snap(KhamulAction.Snap action) {
    return play(Snapping.check(change.before(), action), action,
        (work, a) -> Snapping.snap(work, a.seat(), a.slot()));
  }

  @Override
  public Outcome<KhamulState, KhamulEvent> rearrange(KhamulAction.Rearrange action) {
    return play(Rearranging.check(change.options(), change.before(), action), action,
        (work, a) -> Rearranging.rearrange(work, a.seat(), a.permutation()));
  }

  @Override
  public Outcome<KhamulState, KhamulEvent> announce(KhamulAction.Announce action) {
    return play(Announcing.check(change.before(), action), action, (work, a) -> Announcing.announce(work, a.seat()));
  }
}
