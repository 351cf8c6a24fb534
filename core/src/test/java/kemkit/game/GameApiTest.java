package kemkit.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import kemkit.card.Card;
import kemkit.toy.HighCardRules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The small values of the game API: codes, rejections, outcomes, setups, shuffles, notation helpers. */
class GameApiTest {

  @Test
  @DisplayName("§R: rejection codes are declared in precedence order")
  void codesInPrecedenceOrder() {
    assertThat(RejectionCode.values()).containsExactly(
        RejectionCode.GAME_OVER, RejectionCode.AWAITING_CHANCE, RejectionCode.UNEXPECTED_CHANCE,
        RejectionCode.NO_SUCH_SEAT, RejectionCode.NOT_ALLOWED, RejectionCode.WRONG_PHASE,
        RejectionCode.NOT_YOUR_TURN, RejectionCode.BARRED, RejectionCode.BAD_TARGET, RejectionCode.NOT_IN_HAND,
        RejectionCode.NOT_ON_TABLE, RejectionCode.BAD_SHUFFLE, RejectionCode.BAD_ARGUMENT);
  }

  @Test
  @DisplayName("C-5: a rejection is a code, a rule id and a sentence, never null")
  void rejection() {
    Rejection rejection = new Rejection(RejectionCode.NOT_IN_HAND, "K-9", "QS is not in seat 0's hand");
    assertThat(rejection).hasToString("NOT_IN_HAND: QS is not in seat 0's hand");
    assertThat(rejection.rule()).isEqualTo("K-9");
    assertThatThrownBy(() -> new Rejection(null, "C-5", "x")).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> new Rejection(RejectionCode.BARRED, "C-5", null))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> new Rejection(RejectionCode.BARRED, null, "x")).isInstanceOf(NullPointerException.class);
  }

  @Test
  @DisplayName("C-5: a rejection's rule is an id of rules.md (C-, K-, H- or §R), nothing else")
  void rejectionRule() {
    for (String id : new String[] {"C-5", "K-20a", "H-9a", "H-opt", "K-opt", "§R"}) {
      assertThat(new Rejection(RejectionCode.BARRED, id, "x").rule()).isEqualTo(id);
    }
    for (String id : new String[] {"", "K", "K-", "k-9", "X-1", "K-9 ", "R", "H-9ab"}) {
      assertThatThrownBy(() -> new Rejection(RejectionCode.BARRED, id, "x"))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rule id");
    }
  }

  @Test
  @DisplayName("outcomes: accepted carries the new state and events, rejected the same state and why")
  void outcomes() {
    var state = HighCardRules.of(2).start();
    Outcome.Accepted<?, ?> accepted = new Outcome.Accepted<>(state, ImmutableList.of());
    Outcome.Rejected<?, ?> rejected = new Outcome.Rejected<>(state, new Rejection(RejectionCode.GAME_OVER, "C-8", "over"));
    assertThat(accepted.isAccepted()).isTrue();
    assertThat(rejected.isAccepted()).isFalse();
    assertThat(rejected.state()).isSameAs(state);
    assertThatThrownBy(() -> new Outcome.Accepted<>(null, ImmutableList.of())).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> new Outcome.Rejected<>(state, null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  @DisplayName("an outcome with events on demand makes them once, on the first events(), equal to given ones")
  void eventsOnDemand() {
    var state = HighCardRules.of(2).start();
    Event event = new Event() { };
    AtomicInteger made = new AtomicInteger();
    Outcome<?, Event> lazy = Outcome.accepted(state, () -> {
      made.incrementAndGet();
      return ImmutableList.of(event);
    });
    assertThat(made).hasValue(0);
    assertThat(lazy.state()).isSameAs(state);
    assertThat(lazy.isAccepted()).isTrue();
    assertThat(lazy.events()).containsExactly(event);
    assertThat(lazy.events()).containsExactly(event);
    assertThat(made).hasValue(1);
    assertThat(lazy).isEqualTo(Outcome.accepted(state, ImmutableList.of(event)))
        .hasSameHashCodeAs(Outcome.accepted(state, ImmutableList.of(event)))
        .isNotEqualTo(Outcome.accepted(state, ImmutableList.of()));
    assertThatThrownBy(() -> Outcome.accepted(state, () -> null).events())
        .isInstanceOf(NullPointerException.class);
  }

  @Test
  @DisplayName("C-5: events() is empty and rejection() present exactly when an outcome is rejected")
  void outcomeAccessors() {
    var state = HighCardRules.of(2).start();
    Rejection why = new Rejection(RejectionCode.GAME_OVER, "C-8", "over");
    Outcome<?, ?> accepted = new Outcome.Accepted<>(state, ImmutableList.of(new Event() { }));
    Outcome<?, ?> rejected = new Outcome.Rejected<>(state, why);
    assertThat(accepted.events()).hasSize(1);
    assertThat(accepted.rejection()).isEmpty();
    assertThat(rejected.events()).isEmpty();
    assertThat(rejected.rejection()).contains(why);
  }

  @Test
  @DisplayName("C-6: an outcome's toString names no card of its state, so that logging it leaks nothing")
  void outcomeToStringHidesTheState() {
    HighCardRules rules = HighCardRules.of(3);
    var dealt = rules.apply(rules.start(), Shuffle.of(kemkit.card.Deck.standard52().cards()));
    var started = rules.apply(dealt.state(), new Starter(0));
    var refused = rules.apply(started.state(), new Starter(1));

    assertThat(dealt).hasToString("Accepted");
    assertThat(refused).hasToString("Rejected[" + refused.rejection().orElseThrow() + "]");
    for (Card card : kemkit.card.Deck.standard52().cards()) {
      assertThat(dealt.toString()).doesNotContain(card.toString());
      assertThat(refused.toString()).doesNotContain(card.toString());
    }
    assertThat(dealt.state().toString()).as("a state's own toString stays complete").contains("2C");
  }

  @Test
  @DisplayName("setups: with… methods replace a value instead of adding a second one")
  void setups() {
    Setup setup = Setup.of("kems").withPreset("kems-expert").withOption("target", "7").withOption("winBy", "2")
        .withOption("target", "9").withSeating("teams", 3).withSeating("teams", 2);
    assertThat(setup.game()).isEqualTo("kems");
    assertThat(setup.preset()).contains("kems-expert");
    assertThat(setup.options()).containsOnly(entry("target", "9"), entry("winBy", "2"));
    assertThat(setup.seating()).containsExactly(entry("teams", 2));
    assertThat(Setup.of("kems").preset()).isEmpty();
    assertThat(Setup.of("kems")).isEqualTo(new Setup("kems", Optional.empty(), ImmutableMap.of(), ImmutableMap.of()));
    assertThatThrownBy(() -> Setup.of(null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  @DisplayName("C-4: a shuffle copies its order, top first")
  void shuffleCopies() {
    List<Card> order = new ArrayList<>(List.of(Card.of("QS"), Card.of("7C")));
    Shuffle shuffle = Shuffle.of(order);
    order.clear();
    assertThat(shuffle.cards()).containsExactly(Card.of("QS"), Card.of("7C"));
    assertThat(shuffle).isEqualTo(new Shuffle(ImmutableList.of(Card.of("QS"), Card.of("7C"))));
  }

  @Test
  @DisplayName("notation helpers name the word at fault")
  void notationHelpers() throws NotationException {
    List<String> args = List.of("qs", "12", "zz");
    assertThat(Notation.card(args, 0)).isEqualTo(Card.of("QS"));
    assertThat(Notation.number(args, 1)).isEqualTo(12);
    assertThat(Notation.number(List.of("-1"), 0)).isEqualTo(-1);
    assertThatThrownBy(() -> Notation.card(args, 2)).isInstanceOf(NotationException.class)
        .hasMessageContaining("'zz' is not a card").extracting(e -> ((NotationException) e).word()).isEqualTo(2);
    assertThatThrownBy(() -> Notation.number(args, 0)).isInstanceOf(NotationException.class)
        .extracting(e -> ((NotationException) e).word()).isEqualTo(0);
    assertThat(Notation.number(List.of("2147483647"), 0)).as("record-format.md: any 32-bit int").isEqualTo(Integer.MAX_VALUE);
    assertThat(Notation.number(List.of("-0002147483648"), 0)).isEqualTo(Integer.MIN_VALUE);
    for (String notANumber : List.of("2147483648", "+1", "-", "1\u0661", "")) {
      assertThatThrownBy(() -> Notation.number(List.of(notANumber), 0)).as(notANumber).isInstanceOf(NotationException.class);
    }
    assertThatThrownBy(() -> Notation.arg(args, 3)).isInstanceOf(NotationException.class)
        .hasMessageContaining("argument 4 is missing");
    assertThatThrownBy(() -> Notation.expectCount("play", args, 2)).isInstanceOf(NotationException.class)
        .extracting(e -> ((NotationException) e).word()).isEqualTo(2);
    assertThatThrownBy(() -> Notation.expectCount("play", args, 4)).isInstanceOf(NotationException.class)
        .extracting(e -> ((NotationException) e).word()).isEqualTo(3);
    Notation.expectCount("play", args, 3);
  }

  @Test
  @DisplayName("Games finds only registered games: core registers none, and the toy is deliberately not registered")
  void gamesLookup() {
    assertThat(Games.all()).doesNotContainKey("highcard");
    assertThat(Games.named("HIGHCARD")).isEmpty();
  }

  private static <K, V> java.util.Map.Entry<K, V> entry(K key, V value) {
    return java.util.Map.entry(key, value);
  }
}
