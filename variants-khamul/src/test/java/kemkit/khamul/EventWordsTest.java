package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.game.EventLog;
import kemkit.game.Outcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The mechanics always write their events as packed words, and an outcome decodes them only when
 * asked ({@link KhamulEvents}, the event schema's rows). Each writer and the decoder must agree for every event, at the edges
 * of each field, in either half of a word, and before or after the events that add whole words;
 * a number that does not fit is refused where it is written. (The seeded-game digests check the
 * events of whole games against those of before.)
 */
class EventWordsTest {

  private static final KhamulState STATE = Khamul.rules().start();
  private static final ImmutableList<Card> DECK = Deck.standard52().cards();

  private static ImmutableList<KhamulEvent> decoded(EventLog words) {
    Outcome<KhamulState, KhamulEvent> outcome = Outcome.accepted(STATE, words, KhamulEvents.SCHEMA);
    words.clear();
    ImmutableList<KhamulEvent> events = outcome.events();
    assertThat(outcome.events()).as("asked twice").isSameAs(events);
    return events;
  }

  private static Card card(int index) {
    return Card.byIndex(index);
  }

  @Test
  @DisplayName("C-4: every event reads back as written, the small ones two a word, in either half")
  void smallEvents() {
    EventLog words = new EventLog();
    Card first = DECK.get(0);
    Card last = DECK.get(51);
    KhamulEvents.DEALT.write(words, 65_535, 6, 28);
    KhamulEvents.STARTER_CHOSEN.write(words, 5);
    KhamulEvents.PEEKED.write(words, 5, 0, 51, first.index(), last.index());
    KhamulEvents.TURN_STARTED.write(words, 3);
    KhamulEvents.DREW.write(words, 2, last.index());
    KhamulEvents.TOOK.write(words, 1, first.index());
    KhamulEvents.DISCARDED.write(words, 0, last.index());
    KhamulEvents.SWAPPED.write(words, 5, 51, first.index(), last.index(), 1);
    KhamulEvents.SWAPPED.write(words, 4, 0, last.index(), first.index(), 0);
    KhamulEvents.POWER_PENDING.write(words, 1, Power.KSWAP.ordinal());
    KhamulEvents.LOOKED.write(words, 2, 7, last.index());
    KhamulEvents.FORCED.write(words, 0, 5);
    KhamulEvents.KING_SWAPPED.write(words, 5, 51, 0, 50, last.index());
    KhamulEvents.SKIPPED.write(words, 3, Power.LOOK.ordinal());
    KhamulEvents.DREW_FACE_DOWN.write(words, 4, 51, PendingDraw.Reason.PENALTY.ordinal(), last.index());
    KhamulEvents.NOTHING_TO_DRAW.write(words, 1, PendingDraw.Reason.FORCE.ordinal());
    KhamulEvents.SNAPPED.write(words, 2, 3, last.index(), 1);
    KhamulEvents.SNAPPED.write(words, 3, 0, first.index(), 0);
    KhamulEvents.rearranged(words, 1, Interned.rotation(4));
    KhamulEvents.ANNOUNCED.write(words, 5);
    KhamulEvents.MARKED.write(words, 4);
    KhamulEvents.RECYCLE_NEEDED.write(words, 51);
    KhamulEvents.RECYCLED.write(words, 0);
    KhamulEvents.STOCK_RAN_OUT.write(words, 2);
    assertThat(decoded(words)).containsExactly(
        new KhamulEvent.Dealt(65_535, ImmutableList.of(4, 4, 4, 4, 4, 4), 28),
        new KhamulEvent.StarterChosen(5),
        new KhamulEvent.Peeked(5, 0, 51, Optional.of(first), Optional.of(last)),
        new KhamulEvent.TurnStarted(3),
        new KhamulEvent.Drew(2, Optional.of(last)),
        new KhamulEvent.Took(1, first),
        new KhamulEvent.Discarded(0, last),
        new KhamulEvent.Swapped(5, 51, Optional.of(first), last, true),
        new KhamulEvent.Swapped(4, 0, Optional.of(last), first, false),
        new KhamulEvent.PowerPending(1, Power.KSWAP),
        new KhamulEvent.Looked(2, 7, Optional.of(last)),
        new KhamulEvent.Forced(0, 5),
        new KhamulEvent.KingSwapped(5, 51, 0, 50, Optional.of(last)),
        new KhamulEvent.Skipped(3, Power.LOOK),
        new KhamulEvent.DrewFaceDown(4, 51, PendingDraw.Reason.PENALTY, Optional.of(last)),
        new KhamulEvent.NothingToDraw(1, PendingDraw.Reason.FORCE),
        new KhamulEvent.Snapped(2, 3, last, true),
        new KhamulEvent.Snapped(3, 0, first, false),
        new KhamulEvent.Rearranged(1, Optional.of(ImmutableList.of(1, 2, 3, 0))),
        new KhamulEvent.Announced(5),
        new KhamulEvent.Marked(4),
        new KhamulEvent.RecycleNeeded(51),
        new KhamulEvent.Recycled(0),
        new KhamulEvent.StockRanOut(2));
  }

  @Test
  @DisplayName("C-4, H-13: the events with lists read back whole, after an odd or an even number of units")
  void eventsWithLists() {
    Hand big = Hand.of(DECK.subList(0, 23));
    Hand[] hands = {big, Hand.empty(), Hand.of(card(51)), Hand.of(DECK.subList(30, 41))};
    ImmutableList<Integer> permutation = ImmutableList.of(11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    for (boolean odd : new boolean[] {false, true}) {
      EventLog words = new EventLog();
      ImmutableList.Builder<KhamulEvent> expected = ImmutableList.builder();
      if (odd) {
        KhamulEvents.TURN_STARTED.write(words, 1);
        expected.add(new KhamulEvent.TurnStarted(1));
      }
      KhamulEvents.rearranged(words, 2, permutation);
      KhamulEvents.MARKED.write(words, 3);
      KhamulEvents.revealed(words, 4, seat -> hands[seat]);
      KhamulEvents.roundScored(words, 7, new int[] {-25, 0, 1_000_000, Integer.MIN_VALUE},
          ImmutableList.of(Integer.MAX_VALUE, -1, 0, 42), 0b1010);
      KhamulEvents.gameEnded(words, 0b0110, ImmutableList.of(100, 3, 3, -7));
      KhamulEvents.ANNOUNCED.write(words, 0);
      expected.add(
          new KhamulEvent.Rearranged(2, Optional.of(permutation)),
          new KhamulEvent.Marked(3),
          new KhamulEvent.Revealed(ImmutableList.of(big.cards(), ImmutableList.of(), ImmutableList.of(card(51)),
              hands[3].cards())),
          new KhamulEvent.RoundScored(7, ImmutableList.of(-25, 0, 1_000_000, Integer.MIN_VALUE),
              ImmutableList.of(Integer.MAX_VALUE, -1, 0, 42), ImmutableSet.of(1, 3)),
          new KhamulEvent.GameEnded(ImmutableSet.of(1, 2), ImmutableList.of(100, 3, 3, -7)),
          new KhamulEvent.Announced(0));
      assertThat(decoded(words)).as(odd ? "after one unit" : "from a new word").isEqualTo(expected.build());
    }
  }

  @Test
  @DisplayName("C-4: no event, no word; a cleared log starts again from nothing")
  void emptyAndCleared() {
    EventLog words = new EventLog();
    assertThat(decoded(words)).isEmpty();
    KhamulEvents.TURN_STARTED.write(words, 0);
    words.clear();
    KhamulEvents.ANNOUNCED.write(words, 1);
    assertThat(decoded(words)).containsExactly(new KhamulEvent.Announced(1));
  }

  @Test
  @DisplayName("C-4: a number that does not fit its field is refused where it is written, not read as another event")
  void numbersThatDoNotFit() {
    EventLog words = new EventLog();
    assertThatThrownBy(() -> KhamulEvents.TURN_STARTED.write(words, 8)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> KhamulEvents.LOOKED.write(words, 1, 64, card(0).index()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> KhamulEvents.RECYCLED.write(words, -1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> KhamulEvents.DEALT.write(words, 1 << 20, 2, 44)).isInstanceOf(IllegalArgumentException.class);
    assertThat(decoded(words)).isEmpty();
  }
}
