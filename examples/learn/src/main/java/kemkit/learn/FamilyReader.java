package kemkit.learn;

import com.google.common.collect.ImmutableList;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;

/**
 * What a seat's {@link Recall} keeps of each Kem's-family event: its kind (the visitor's order,
 * the four calls apart), the seats, team, cards, slot and word it names, and its yes/no.
 */
final class FamilyReader implements Recall.Reader<FamilyEvent> {

  /** The event kinds: 26 events, the call event split in four by the call's verb. */
  static final int KINDS = 30;
  private static final int CALLED = 17;

  private final ImmutableList<String> words;

  FamilyReader(ImmutableList<String> words) {
    this.words = words;
  }

  private int word(String word) {
    int index = words.indexOf(word);
    return index < 0 ? words.size() : index;
  }

  @Override
  public void read(FamilyEvent event, Recall.Item item) {
    event.accept(new FamilyEvent.Visitor<Recall.Item>() {
      @Override
      public Recall.Item dealt(FamilyEvent.Dealt e) {
        return item.kind(0).actor(e.dealer()).roundStarts();
      }

      @Override
      public Recall.Item handDealt(FamilyEvent.HandDealt e) {
        item.kind(1).actor(e.seat());
        e.cards().ifPresent(item::cards);
        return item;
      }

      @Override
      public Recall.Item tripleShown(FamilyEvent.TripleShown e) {
        return item.kind(2).actor(e.seat()).cards(e.cards());
      }

      @Override
      public Recall.Item cardsDrawn(FamilyEvent.CardsDrawn e) {
        item.kind(3).actor(e.seat());
        e.cards().ifPresent(item::cards);
        return item;
      }

      @Override
      public Recall.Item dealVoided(FamilyEvent.DealVoided e) {
        return item.kind(4).actor(e.dealer());
      }

      @Override
      public Recall.Item recycleDue(FamilyEvent.RecycleDue e) {
        return item.kind(5);
      }

      @Override
      public Recall.Item recycled(FamilyEvent.Recycled e) {
        return item.kind(6);
      }

      @Override
      public Recall.Item tableLaid(FamilyEvent.TableLaid e) {
        return item.kind(7).cards(e.cards()).flag(e.open());
      }

      @Override
      public Recall.Item tableOpened(FamilyEvent.TableOpened e) {
        return item.kind(8).actor(e.seat());
      }

      @Override
      public Recall.Item exchanged(FamilyEvent.Exchanged e) {
        return item.kind(9).actor(e.seat()).card(e.give()).card(e.take()).slot(e.slot());
      }

      @Override
      public Recall.Item swept(FamilyEvent.Swept e) {
        return item.kind(10).cards(e.cards());
      }

      @Override
      public Recall.Item sweepProposed(FamilyEvent.SweepProposed e) {
        return item.kind(11).actor(e.seat());
      }

      @Override
      public Recall.Item sweepAccepted(FamilyEvent.SweepAccepted e) {
        return item.kind(12).actor(e.seat());
      }

      @Override
      public Recall.Item sweepRefused(FamilyEvent.SweepRefused e) {
        return item.kind(13).actor(e.seat());
      }

      @Override
      public Recall.Item signSet(FamilyEvent.SignSet e) {
        item.kind(14).actor(e.seat()).team(e.team());
        e.word().ifPresent(w -> item.word(word(w)));
        return item;
      }

      @Override
      public Recall.Item gestured(FamilyEvent.Gestured e) {
        return item.kind(15).actor(e.seat()).word(word(e.word()));
      }

      @Override
      public Recall.Item denounced(FamilyEvent.Denounced e) {
        return item.kind(16).actor(e.seat()).team(e.team()).word(word(e.word())).flag(e.right());
      }

      @Override
      public Recall.Item called(FamilyEvent.Called e) {
        FamilyAction.Call call = e.call();
        int verb = call instanceof FamilyAction.KemsCall ? 0 : call instanceof FamilyAction.DoubleKems ? 1
            : call instanceof FamilyAction.Counter ? 2 : 3;
        item.kind(CALLED + verb).actor(call.seat()).flag(e.right());
        call.targetSeat().ifPresent(item::target);
        call.targetTeam().ifPresent(item::team);
        return item;
      }

      @Override
      public Recall.Item handShown(FamilyEvent.HandShown e) {
        return item.kind(21).actor(e.seat()).cards(e.cards());
      }

      @Override
      public Recall.Item counterBeaten(FamilyEvent.CounterBeaten e) {
        return item.kind(22).team(e.team());
      }

      @Override
      public Recall.Item seatBarred(FamilyEvent.SeatBarred e) {
        return item.kind(23).actor(e.seat());
      }

      @Override
      public Recall.Item showOwed(FamilyEvent.ShowOwed e) {
        return item.kind(24).actor(e.seat()).target(e.to());
      }

      @Override
      public Recall.Item cardsShown(FamilyEvent.CardsShown e) {
        item.kind(25).actor(e.seat()).target(e.to());
        e.cards().ifPresent(item::cards);
        return item;
      }

      @Override
      public Recall.Item scored(FamilyEvent.Scored e) {
        return item.kind(26).team(e.team()).flag(e.points() > 0);
      }

      @Override
      public Recall.Item roundBlocked(FamilyEvent.RoundBlocked e) {
        return item.kind(27);
      }

      @Override
      public Recall.Item roundEnded(FamilyEvent.RoundEnded e) {
        return item.kind(28);
      }

      @Override
      public Recall.Item gameEnded(FamilyEvent.GameEnded e) {
        return item.kind(29);
      }
    });
  }
}
