package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.function.IntFunction;
import kemkit.card.Card;
import kemkit.khamul.KhamulAction.Announce;
import kemkit.khamul.KhamulAction.Discard;
import kemkit.khamul.KhamulAction.Draw;
import kemkit.khamul.KhamulAction.Force;
import kemkit.khamul.KhamulAction.KingSwap;
import kemkit.khamul.KhamulAction.Look;
import kemkit.khamul.KhamulAction.Rearrange;
import kemkit.khamul.KhamulAction.Skip;
import kemkit.khamul.KhamulAction.Snap;
import kemkit.khamul.KhamulAction.Swap;
import kemkit.khamul.KhamulAction.Take;

/**
 * The values that states, events and legal actions hold, made once: an {@link Optional} and an
 * action record are values, so the same object serves every state, event and list, and a playout's
 * draws, swaps and looks make none. The tables of the optional facts are also the tables the state
 * schema packs them by (their place is their code), so that a packed fact reads back as the very
 * object it was written as.
 */
final class Interned {

  /** The most seats of a table (H-1): the tables below are sized by it. */
  static final int MAX_SEATS = 6;
  /** Hands reach well past the four dealt in random play (penalties, H-9): slots below it are made once. */
  static final int MAX_SLOTS = 64;

  /** No card, then each card by {@link Card#index()}: the code of a card is 1 + its index. */
  static final ImmutableList<Optional<Card>> CARDS = cards();
  /** No announcement, then seat by seat a true then a false one: the code is 1 + seat * 2 + isFalse. */
  static final ImmutableList<Optional<Announcement>> ANNOUNCEMENTS = announcements();
  /** No pending draw, then by reason, seat and recycle mode. */
  static final ImmutableList<Optional<PendingDraw>> PENDING_DRAWS = pendingDraws();

  private static final ImmutableList<ImmutableList<Integer>> ROTATIONS = rotations();
  private static final ImmutableList<Optional<ImmutableList<Integer>>> PRESENT_ROTATIONS =
      ROTATIONS.stream().map(Optional::of).collect(ImmutableList.toImmutableList());

  private static final Draw[] DRAWS = perSeat(Draw::new, new Draw[MAX_SEATS]);
  private static final Take[] TAKES = perSeat(Take::new, new Take[MAX_SEATS]);
  private static final Discard[] DISCARDS = perSeat(Discard::new, new Discard[MAX_SEATS]);
  private static final Skip[] SKIPS = perSeat(Skip::new, new Skip[MAX_SEATS]);
  private static final Announce[] ANNOUNCES = perSeat(Announce::new, new Announce[MAX_SEATS]);
  private static final Snap[][] SNAPS = perSlot(Snap::new, new Snap[MAX_SEATS][MAX_SLOTS]);
  private static final Swap[][] SWAPS = perSlot(Swap::new, new Swap[MAX_SEATS][MAX_SLOTS]);
  private static final Force[][] FORCES = perSlot(Force::new, new Force[MAX_SEATS][MAX_SLOTS]);
  private static final Look[][] LOOKS = perSlot(Look::new, new Look[MAX_SEATS][MAX_SLOTS]);
  private static final Rearrange[][] REARRANGES =
      perSlot((seat, size) -> new Rearrange(seat, ROTATIONS.get(size)), new Rearrange[MAX_SEATS][MAX_SLOTS]);
  private static final int KING_SWAP_SLOTS = 16;
  private static final KingSwap[] KING_SWAPS = new KingSwap[MAX_SEATS * KING_SWAP_SLOTS * MAX_SEATS * KING_SWAP_SLOTS];

  private Interned() {}

  /** {@return {@code Optional.of(card)}, the same object for the same card} */
  static Optional<Card> card(Card card) {
    return CARDS.get(1 + card.index());
  }

  /** {@return the code of an optional card: 0 for none, else 1 + its index} */
  static int code(Optional<Card> card) {
    return card.isEmpty() ? 0 : 1 + card.get().index();
  }

  /** {@return {@code Optional.of(announcement)}, the same object for equal announcements} */
  static Optional<Announcement> announcement(int seat, boolean isFalse) {
    return ANNOUNCEMENTS.get(announcementCode(seat, isFalse));
  }

  static int announcementCode(Optional<Announcement> announcement) {
    return announcement.isEmpty() ? 0 : announcementCode(announcement.get().seat(), announcement.get().isFalse());
  }

  private static int announcementCode(int seat, boolean isFalse) {
    return 1 + seat(seat) * 2 + (isFalse ? 1 : 0);
  }

  /** {@return {@code Optional.of(draw)}, the same object for equal pending draws} */
  static Optional<PendingDraw> pendingDraw(PendingDraw.Reason reason, int seat, KhamulOptions.Recycle recycle) {
    return PENDING_DRAWS.get(pendingCode(reason, seat, recycle));
  }

  static int pendingCode(Optional<PendingDraw> draw) {
    return draw.isEmpty() ? 0 : pendingCode(draw.get().reason(), draw.get().seat(), draw.get().recycle());
  }

  private static int pendingCode(PendingDraw.Reason reason, int seat, KhamulOptions.Recycle recycle) {
    return 1 + (reason.ordinal() * MAX_SEATS + seat(seat)) * KhamulOptions.Recycle.values().length
        + recycle.ordinal();
  }

  private static int seat(int seat) {
    if (seat < 0 || seat >= MAX_SEATS) {
      throw new IllegalArgumentException("no seat " + seat + " at a Khamul table (H-1: at most " + MAX_SEATS + ")");
    }
    return seat;
  }

  /** {@return the rotation {@code 1 2 … size-1 0} of a hand of {@code size} slots, made once below {@link #MAX_SLOTS}} */
  static ImmutableList<Integer> rotation(int size) {
    if (size < MAX_SLOTS) {
      return ROTATIONS.get(size);
    }
    ImmutableList.Builder<Integer> out = ImmutableList.builderWithExpectedSize(size);
    for (int i = 0; i < size; i++) {
      out.add((i + 1) % size);
    }
    return out.build();
  }

  /** {@return whether {@code permutation} is the rotation of its size} */
  @SuppressWarnings("ReferenceEquality") // the listed rotation itself first: what playouts make
  static boolean isRotation(ImmutableList<Integer> permutation) {
    ImmutableList<Integer> rotation = rotation(permutation.size());
    return permutation == rotation || permutation.equals(rotation);
  }

  /**
   * {@return {@code Optional.of(permutation)}, made once for the rotations: the rearrange a playout
   * makes is nearly always the one its legal list holds}
   */
  static Optional<ImmutableList<Integer>> present(ImmutableList<Integer> permutation) {
    int size = permutation.size();
    return size < MAX_SLOTS && isRotation(permutation) ? PRESENT_ROTATIONS.get(size) : Optional.of(permutation);
  }

  // The actions of the legal lists.

  static Draw draw(int seat) {
    return DRAWS[seat];
  }

  static Take take(int seat) {
    return TAKES[seat];
  }

  static Discard discard(int seat) {
    return DISCARDS[seat];
  }

  static Skip skip(int seat) {
    return SKIPS[seat];
  }

  static Announce announce(int seat) {
    return ANNOUNCES[seat];
  }

  static Snap snap(int seat, int slot) {
    return slot < MAX_SLOTS ? SNAPS[seat][slot] : new Snap(seat, slot);
  }

  static Swap swap(int seat, int slot) {
    return slot < MAX_SLOTS ? SWAPS[seat][slot] : new Swap(seat, slot);
  }

  static Look look(int seat, int slot) {
    return slot < MAX_SLOTS ? LOOKS[seat][slot] : new Look(seat, slot);
  }

  static Force force(int seat, int target) {
    return FORCES[seat][target];
  }

  /** {@return the rearrange of a hand of {@code size} slots that the legal list holds: its rotation} */
  static Rearrange rearrange(int seat, int size) {
    return size < MAX_SLOTS ? REARRANGES[seat][size] : new Rearrange(seat, rotation(size));
  }

  /**
   * {@return the king swap of these slots, made once for slots below {@link #KING_SWAP_SLOTS}} The
   * table fills as play meets the swaps: a race may make one twice, and an action is an immutable
   * record, so either copy serves.
   */
  static KingSwap kingSwap(int seat, int slot, int target, int targetSlot) {
    if (slot >= KING_SWAP_SLOTS || targetSlot >= KING_SWAP_SLOTS) {
      return new KingSwap(seat, slot, target, targetSlot);
    }
    int index = ((seat * KING_SWAP_SLOTS + slot) * MAX_SEATS + target) * KING_SWAP_SLOTS + targetSlot;
    KingSwap swap = KING_SWAPS[index];
    if (swap == null) {
      swap = new KingSwap(seat, slot, target, targetSlot);
      KING_SWAPS[index] = swap;
    }
    return swap;
  }

  // The tables.

  private static ImmutableList<Optional<Card>> cards() {
    ImmutableList.Builder<Optional<Card>> out = ImmutableList.builder();
    out.add(Optional.empty());
    for (int index = 0; index < Card.COUNT; index++) {
      out.add(Optional.of(Card.byIndex(index)));
    }
    return out.build();
  }

  private static ImmutableList<Optional<Announcement>> announcements() {
    ImmutableList.Builder<Optional<Announcement>> out = ImmutableList.builder();
    out.add(Optional.empty());
    for (int seat = 0; seat < MAX_SEATS; seat++) {
      out.add(Optional.of(new Announcement(seat, false)), Optional.of(new Announcement(seat, true)));
    }
    return out.build();
  }

  private static ImmutableList<Optional<PendingDraw>> pendingDraws() {
    ImmutableList.Builder<Optional<PendingDraw>> out = ImmutableList.builder();
    out.add(Optional.empty());
    for (PendingDraw.Reason reason : PendingDraw.Reason.values()) {
      for (int seat = 0; seat < MAX_SEATS; seat++) {
        for (KhamulOptions.Recycle recycle : KhamulOptions.Recycle.values()) {
          out.add(Optional.of(new PendingDraw(reason, seat, recycle)));
        }
      }
    }
    return out.build();
  }

  private static ImmutableList<ImmutableList<Integer>> rotations() {
    ImmutableList.Builder<ImmutableList<Integer>> out = ImmutableList.builder();
    out.add(ImmutableList.of());
    for (int size = 1; size < MAX_SLOTS; size++) {
      ImmutableList.Builder<Integer> rotation = ImmutableList.builder();
      for (int i = 0; i < size; i++) {
        rotation.add((i + 1) % size);
      }
      out.add(rotation.build());
    }
    return out.build();
  }

  private static <A extends KhamulAction> A[] perSeat(IntFunction<A> make, A[] out) {
    for (int seat = 0; seat < MAX_SEATS; seat++) {
      out[seat] = make.apply(seat);
    }
    return out;
  }

  private static <A extends KhamulAction> A[][] perSlot(SeatAndNumber<A> make, A[][] out) {
    for (int seat = 0; seat < MAX_SEATS; seat++) {
      for (int slot = 0; slot < MAX_SLOTS; slot++) {
        out[seat][slot] = make.apply(seat, slot);
      }
    }
    return out;
  }

  /** Makes the action of a seat and a number (a slot, a target, a hand size). */
  private interface SeatAndNumber<A> {
    A apply(int seat, int number);
  }
}
