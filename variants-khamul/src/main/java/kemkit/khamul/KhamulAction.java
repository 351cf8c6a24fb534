package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import kemkit.game.PlayerAction;

/**
 * A Khamul player action: one record per verb of the record format ({@code S VERB ARGS…}). Slots
 * are numbered from 0 in the acting seat's hand (H-4); seats from 0 clockwise (C-3).
 */
public sealed interface KhamulAction extends PlayerAction
    permits KhamulAction.Peek, KhamulAction.Draw, KhamulAction.Take, KhamulAction.Discard,
        KhamulAction.Swap, KhamulAction.Look, KhamulAction.Force, KhamulAction.KSwap,
        KhamulAction.Skip, KhamulAction.Snap, KhamulAction.Rearrange, KhamulAction.Announce {

  /**
   * {@code peek A B}: before play, look at two of one's own slots (H-5).
   *
   * @param seat the acting seat
   * @param first one slot
   * @param second another slot
   */
  record Peek(int seat, int first, int second) implements KhamulAction {}

  /**
   * {@code draw}: take the top stock card, seen by the drawer only (H-7).
   *
   * @param seat the acting seat
   */
  record Draw(int seat) implements KhamulAction {}

  /**
   * {@code take}: take the top discard, in public; it must then be swapped in (H-7).
   *
   * @param seat the acting seat
   */
  record Take(int seat) implements KhamulAction {}

  /**
   * {@code discard}: put the drawn card face up on the discard pile (H-7).
   *
   * @param seat the acting seat
   */
  record Discard(int seat) implements KhamulAction {}

  /**
   * {@code swap I}: put the held card face down in slot I; the card that was there goes face up on
   * the discard pile (H-7).
   *
   * @param seat the acting seat
   * @param slot the slot
   */
  record Swap(int seat, int slot) implements KhamulAction {}

  /**
   * {@code look I}: a jack's power, look at one's own slot I (H-8).
   *
   * @param seat the acting seat
   * @param slot the slot
   */
  record Look(int seat, int slot) implements KhamulAction {}

  /**
   * {@code force S}: a black queen's power, seat S draws the top stock card face down (H-8).
   *
   * @param seat the acting seat
   * @param target the seat that draws, not the actor
   */
  record Force(int seat, int target) implements KhamulAction {}

  /**
   * {@code kswap I S J}: a black king's power, one's slot I and seat S's slot J change places (H-8).
   *
   * @param seat the acting seat
   * @param slot the actor's slot
   * @param target the other seat
   * @param targetSlot the other seat's slot
   */
  record KSwap(int seat, int slot, int target, int targetSlot) implements KhamulAction {}

  /**
   * {@code skip}: leave the pending power unused; the turn ends (H-8).
   *
   * @param seat the acting seat
   */
  record Skip(int seat) implements KhamulAction {}

  /**
   * {@code snap I}: turn slot I face up, hoping it matches the top discard's rank (H-9).
   *
   * @param seat the acting seat, in turn or not
   * @param slot the slot
   */
  record Snap(int seat, int slot) implements KhamulAction {}

  /**
   * {@code rearrange P0 P1 …}: reorder one's own slots without looking; new slot {@code i} holds
   * old slot {@code permutation[i]} (H-10).
   *
   * @param seat the acting seat
   * @param permutation the new order, one entry per slot
   */
  record Rearrange(int seat, ImmutableList<Integer> permutation) implements KhamulAction {

    /**
     * Copies the permutation.
     *
     * @param seat the acting seat
     * @param permutation the new order, one entry per slot
     */
    public Rearrange {
      permutation = ImmutableList.copyOf(permutation);
    }
  }

  /**
   * {@code khamul}: the announcement, a whole turn; every other seat plays one more turn, then the
   * round is scored (H-12).
   *
   * @param seat the acting seat
   */
  record Announce(int seat) implements KhamulAction {}
}
