package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.game.Outcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The mechanics always write their events as packed words, and an outcome decodes them only when
 * asked ({@link EventWords}). Each writer and the decoder must agree for every event, at the edges
 * of each field, in either half of a word, and before or after the events that add whole words;
 * a number that does not fit is refused where it is written. (The seeded-game digests check the
 * events of whole games against those of before.)
 */
class EventWordsTest {

  private static final KhamulState STATE = Khamul.rules().start();
  private static final ImmutableList<Card> DECK = Deck.standard52().cards();

  private static ImmutableList<KhamulEvent> decoded(EventWords words) {
    Outcome<KhamulState, KhamulEvent> outcome = Outcome.accepted(STATE, words.sealed(), EventWords.DECODER);
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
    EventWords words = new EventWords();
    Card first = DECK.get(0);
    Card last = DECK.get(51);
    words.dealt(65_535, 6, 28);
    words.starterChosen(5);
    words.peeked(5, 0, 51, first, last);
    words.turnStarted(3);
    words.drew(2, last);
    words.took(1, first);
    words.discarded(0, last);
    words.swapped(5, 51, first, last, true);
    words.swapped(4, 0, last, first, false);
    words.powerPending(1, Power.KSWAP);
    words.looked(2, 7, last);
    words.forced(0, 5);
    words.kingSwapped(5, 51, 0, 50, last);
    words.skipped(3, Power.LOOK);
    words.drewFaceDown(4, 51, PendingDraw.Reason.PENALTY, last);
    words.nothingToDraw(1, PendingDraw.Reason.FORCE);
    words.snapped(2, 3, last, true);
    words.snapped(3, 0, first, false);
    words.rearranged(1, LegalActions.rotation(4));
    words.announced(5);
    words.marked(4);
    words.recycleNeeded(51);
    words.recycled(0);
    words.stockRanOut(2);
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
      EventWords words = new EventWords();
      ImmutableList.Builder<KhamulEvent> expected = ImmutableList.builder();
      if (odd) {
        words.turnStarted(1);
        expected.add(new KhamulEvent.TurnStarted(1));
      }
      words.rearranged(2, permutation);
      words.marked(3);
      words.revealed(4, seat -> hands[seat]);
      words.roundScored(7, new int[] {-25, 0, 1_000_000, Integer.MIN_VALUE},
          ImmutableList.of(Integer.MAX_VALUE, -1, 0, 42), 0b1010);
      words.gameEnded(0b0110, ImmutableList.of(100, 3, 3, -7));
      words.announced(0);
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
    EventWords words = new EventWords();
    assertThat(decoded(words)).isEmpty();
    words.turnStarted(0);
    words.clear();
    words.announced(1);
    assertThat(decoded(words)).containsExactly(new KhamulEvent.Announced(1));
  }

  @Test
  @DisplayName("C-4: a number that does not fit its field is refused where it is written, not read as another event")
  void numbersThatDoNotFit() {
    EventWords words = new EventWords();
    assertThatThrownBy(() -> words.turnStarted(8)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> words.looked(1, 64, card(0))).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> words.recycled(-1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> words.dealt(1 << 18, 2, 44)).isInstanceOf(IllegalArgumentException.class);
    assertThat(decoded(words)).isEmpty();
  }
}
