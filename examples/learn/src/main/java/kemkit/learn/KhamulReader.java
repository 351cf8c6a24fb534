package kemkit.learn;

import kemkit.khamul.KhamulEvent;
import kemkit.khamul.Power;

/**
 * What a seat's {@link Recall} keeps of each Khamul event: its kind (the visitor's order, with the
 * pending and skipped powers told apart), the seats, cards and slots it names, and its yes/no.
 */
final class KhamulReader implements Recall.Reader<KhamulEvent> {

  /** The 25 events, and two more kinds each for a pending and a skipped force or king swap. */
  static final int KINDS = 29;
  private static final int POWER_PENDING = 8;
  private static final int SKIPPED = 12;
  private static final int MORE = 25;

  private static int pendingKind(Power power) {
    return power == Power.LOOK ? POWER_PENDING : MORE + power.ordinal() - 1;
  }

  private static int skippedKind(Power power) {
    return power == Power.LOOK ? SKIPPED : MORE + 2 + power.ordinal() - 1;
  }

  @Override
  public void read(KhamulEvent event, Recall.Item item) {
    event.accept(new KhamulEvent.Visitor<Recall.Item>() {
      @Override
      public Recall.Item dealt(KhamulEvent.Dealt e) {
        return item.kind(0).roundStarts();
      }

      @Override
      public Recall.Item starterChosen(KhamulEvent.StarterChosen e) {
        return item.kind(1).actor(e.seat());
      }

      @Override
      public Recall.Item peeked(KhamulEvent.Peeked e) {
        item.kind(2).actor(e.seat()).slot(e.first()).slot(e.second());
        e.firstCard().ifPresent(item::card);
        e.secondCard().ifPresent(item::card);
        return item;
      }

      @Override
      public Recall.Item turnStarted(KhamulEvent.TurnStarted e) {
        return item.kind(3).actor(e.seat());
      }

      @Override
      public Recall.Item drew(KhamulEvent.Drew e) {
        item.kind(4).actor(e.seat());
        e.card().ifPresent(item::card);
        return item;
      }

      @Override
      public Recall.Item took(KhamulEvent.Took e) {
        return item.kind(5).actor(e.seat()).card(e.card());
      }

      @Override
      public Recall.Item discarded(KhamulEvent.Discarded e) {
        return item.kind(6).actor(e.seat()).card(e.card());
      }

      @Override
      public Recall.Item swapped(KhamulEvent.Swapped e) {
        item.kind(7).actor(e.seat()).slot(e.slot()).card(e.out()).flag(e.taken());
        e.in().ifPresent(item::card);
        return item;
      }

      @Override
      public Recall.Item powerPending(KhamulEvent.PowerPending e) {
        return item.kind(pendingKind(e.power())).actor(e.seat());
      }

      @Override
      public Recall.Item looked(KhamulEvent.Looked e) {
        item.kind(9).actor(e.seat()).slot(e.slot());
        e.card().ifPresent(item::card);
        return item;
      }

      @Override
      public Recall.Item forced(KhamulEvent.Forced e) {
        return item.kind(10).actor(e.seat()).target(e.target());
      }

      @Override
      public Recall.Item kingSwapped(KhamulEvent.KingSwapped e) {
        item.kind(11).actor(e.seat()).target(e.target()).slot(e.slot()).slot(e.targetSlot());
        e.received().ifPresent(item::card);
        return item;
      }

      @Override
      public Recall.Item skipped(KhamulEvent.Skipped e) {
        return item.kind(skippedKind(e.power())).actor(e.seat());
      }

      @Override
      public Recall.Item drewFaceDown(KhamulEvent.DrewFaceDown e) {
        item.kind(13).actor(e.seat()).slot(e.slot());
        e.card().ifPresent(item::card);
        return item;
      }

      @Override
      public Recall.Item nothingToDraw(KhamulEvent.NothingToDraw e) {
        return item.kind(14).actor(e.seat());
      }

      @Override
      public Recall.Item snapped(KhamulEvent.Snapped e) {
        return item.kind(15).actor(e.seat()).slot(e.slot()).card(e.card()).flag(e.matched());
      }

      @Override
      public Recall.Item rearranged(KhamulEvent.Rearranged e) {
        return item.kind(16).actor(e.seat()).flag(e.permutation().isPresent());
      }

      @Override
      public Recall.Item announced(KhamulEvent.Announced e) {
        return item.kind(17).actor(e.seat());
      }

      @Override
      public Recall.Item marked(KhamulEvent.Marked e) {
        return item.kind(18).actor(e.seat());
      }

      @Override
      public Recall.Item recycleNeeded(KhamulEvent.RecycleNeeded e) {
        return item.kind(19);
      }

      @Override
      public Recall.Item recycled(KhamulEvent.Recycled e) {
        return item.kind(20);
      }

      @Override
      public Recall.Item stockRanOut(KhamulEvent.StockRanOut e) {
        return item.kind(21).actor(e.seat());
      }

      @Override
      public Recall.Item revealed(KhamulEvent.Revealed e) {
        e.hands().forEach(item::cards);
        return item.kind(22);
      }

      @Override
      public Recall.Item roundScored(KhamulEvent.RoundScored e) {
        return item.kind(23);
      }

      @Override
      public Recall.Item gameEnded(KhamulEvent.GameEnded e) {
        return item.kind(24);
      }
    });
  }
}
