package kemkit.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import kemkit.card.Card;
import kemkit.card.CardSet;
import kemkit.card.Deck;
import kemkit.pile.Pile;
import kemkit.toy.HighCardRules;
import kemkit.toy.HighCardState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class EventLogTest {

  /** A toy event: one number, written as one word. */
  record Said(long word) implements Event {}

  private static final AtomicInteger DECODED = new AtomicInteger();

  private static final EventLog.Decoder<Said> DECODER = log -> {
    DECODED.incrementAndGet();
    ImmutableList.Builder<Said> out = ImmutableList.builder();
    while (log.hasNext()) {
      out.add(new Said(log.next()));
    }
    return out.build();
  };

  private static HighCardState anyState() {
    return HighCardRules.of(2).start();
  }

  @Test
  @DisplayName("an outcome made from a log decodes its words once, in order, when first asked, and the log can be reused at once")
  void decodesOnDemandOnce() {
    for (int words = 0; words < 40; words++) {
      EventLog log = new EventLog();
      for (int i = 0; i < words; i++) {
        log.add(i * 1_000_003L - 7);
      }
      int before = DECODED.get();
      Outcome<HighCardState, Said> outcome = Outcome.accepted(anyState(), log, DECODER);
      log.clear();
      log.add(99);   // reusing the log changes nothing the outcome holds
      assertThat(DECODED.get()).as("nothing is decoded before it is asked").isEqualTo(before);
      ImmutableList<Said> events = outcome.events();
      assertThat(events).hasSize(words);
      for (int i = 0; i < words; i++) {
        assertThat(events.get(i).word()).isEqualTo(i * 1_000_003L - 7);
      }
      assertThat(outcome.events()).isSameAs(events);
      assertThat(DECODED.get()).isEqualTo(before + 1);
    }
  }

  @Test
  @DisplayName("a reader refuses to read past its words; outcomes from equal logs are equal")
  void readerBoundsAndEquality() {
    EventLog log = new EventLog();
    log.add(5);
    EventLog.Reader reader = new EventLog.Reader(null, 5);
    assertThat(reader.next()).isEqualTo(5);
    assertThat(reader.hasNext()).isFalse();
    assertThatThrownBy(reader::next).isInstanceOf(NoSuchElementException.class);
    assertThat(Outcome.accepted(anyState(), log, DECODER))
        .isEqualTo(Outcome.accepted(anyState(), ImmutableList.of(new Said(5))))
        .hasToString("Accepted");
  }

  @Test
  @DisplayName("C-4: a shuffle keeps its order as a pile, shared and unchanged; equal orders are equal shuffles")
  void shuffleKeepsTheOrder() {
    SplittableRandom rng = new SplittableRandom(9);
    Shuffle shuffle = Chance.shuffle(Deck.standard52().cards(), rng);
    Pile pile = shuffle.pile();
    assertThat(shuffle.pile()).isSameAs(pile);
    assertThat(pile.cards()).isEqualTo(shuffle.cards()).hasSize(52);
    assertThat(Shuffle.of(shuffle.cards())).isEqualTo(shuffle).hasSameHashCodeAs(shuffle);
    assertThat(shuffle.size()).isEqualTo(52);
    for (int i = 0; i < 52; i++) {
      assertThat(pile.number(i)).isEqualTo(shuffle.cards().get(i).index());
    }
    assertThat(pile.bits(0, 52)).isEqualTo(CardSet.of(Deck.standard52().cards()).bits());
    assertThat(pile.bits(3, 2)).isEqualTo(CardSet.of(shuffle.cards().subList(3, 5)).bits());
    assertThat(shuffle.toString()).startsWith("Shuffle[cards=[").contains(shuffle.cards().get(0).toString());
    Pile twice = Pile.of(ImmutableList.of(Card.of("AC"), Card.of("AC")));
    assertThat(Long.bitCount(twice.bits(0, 2))).as("a duplicate shows as fewer bits").isEqualTo(1);
    assertThatThrownBy(() -> pile.number(52)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> pile.bits(50, 3)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  @DisplayName("units go two a word, low half first; a whole word closes the unit waiting before it")
  void units() {
    EventLog log = new EventLog();
    log.addUnit(1);
    assertThat(log.size()).isEqualTo(1);
    log.addUnit(-2);
    log.addUnit(3);
    log.add(44);
    log.addUnit(5);
    assertThat(log.size()).isEqualTo(4);
    Outcome<HighCardState, Said> outcome = Outcome.accepted(anyState(), log, DECODER);
    log.clear();
    assertThat(outcome.events()).extracting(Said::word)
        .containsExactly(1L | 0xFFFF_FFFEL << 32, 3L, 44L, 5L);
    assertThatThrownBy(() -> log.addUnit(0)).isInstanceOf(IllegalArgumentException.class);
    log.addUnit(7);
    assertThat(Outcome.accepted(anyState(), log, DECODER).events()).extracting(Said::word).containsExactly(7L);
  }
}
