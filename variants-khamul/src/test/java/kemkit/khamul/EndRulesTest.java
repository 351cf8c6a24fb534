package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import kemkit.card.Card;
import kemkit.game.ChanceDue;
import kemkit.game.RejectionCode;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.game.Shuffle;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rules H-11 to H-14: recycling, the announcement, scoring and the end of the game. */
class EndRulesTest {

  private static String words(List<Card> cards) {
    return cards.stream().map(Card::toString).collect(Collectors.joining(" "));
  }

  /**
   * Two seats (AC 2C 3C 4C and 5D 6D 7D 8D); seat 0 drew 2D and discarded it; then the whole stock
   * is moved under it, so the stock is empty with 44 cards to recycle.
   */
  private static Script emptyStock(String stockTop) {
    Script game = Script.of(2).dealAndPeek(Script.table("2D " + stockTop, "AC 2C 3C 4C", "5D 6D 7D 8D"), 0)
        .play("0 draw", "0 discard");
    game.state = Tweak.of(game.state).stock("").discard("2D " + words(game.state.stock().cards())).state();
    return game;
  }

  @Test
  @DisplayName("H-11 recycling is lazy: the draw is accepted, then waits for an order of every discard but the top")
  void h11_lazyRecycle() {
    Script game = emptyStock("9C");
    List<Card> toRecycle = game.state.discard().cards().subList(1, 44);
    game.play("1 draw");
    assertThat(game.events).containsExactly(new KhamulEvent.RecycleNeeded(43));
    assertThat(game.state.chanceDue()).contains(new ChanceDue.ShuffleDue(ImmutableList.copyOf(toRecycle)));
    assertThat(game.reject("0 snap 0").code()).isEqualTo(RejectionCode.AWAITING_CHANCE);
    assertThat(game.reject(Shuffle.of(toRecycle.subList(1, 43))).code()).isEqualTo(RejectionCode.BAD_SHUFFLE);

    List<Card> order = new ArrayList<>(toRecycle);
    Collections.reverse(order);
    game.apply(Shuffle.of(order));
    assertThat(game.events).containsExactly(new KhamulEvent.Recycled(43),
        new KhamulEvent.Drew(1, Optional.of(order.get(0))));
    assertThat(game.state.discard().cards()).containsExactly(Card.of("2D"));
    assertThat(game.state.stock().size()).isEqualTo(42);
    assertThat(game.rules.view(game.state, 1).held()).contains(order.get(0));
  }

  @Test
  @DisplayName("H-11 a force from an empty stock recycles first; the turn ends once the card is drawn")
  void h11_forceRecycles() {
    Script game = Script.of(2).dealAndPeek(Script.table("QS", "AC 2C 3C 4C", "5D 6D 7D 8D"), 0);
    game.state = Tweak.of(game.state).stock("QS").discard(words(game.state.stock().drawn(1).cards())).state();
    game.play("0 draw", "0 discard", "0 force 1");
    assertThat(game.events).containsExactly(new KhamulEvent.Forced(0, 1), new KhamulEvent.RecycleNeeded(43));
    game.apply(Shuffle.of(game.state.chanceDue().map(due -> ((ChanceDue.ShuffleDue) due).cards()).orElseThrow()));
    assertThat(game.state.hand(1)).hasSize(5);
    assertThat(game.state.turn()).isEqualTo(1);
    assertThat(game.state.discard().cards()).containsExactly(Card.of("QS"));
  }

  @Test
  @DisplayName("H-11 with nothing to recycle a penalty draws nothing, and a seat that must draw and cannot take ends the round")
  void h11_nothingToRecycle() {
    Script game = Script.of(2).dealAndPeek(Script.table("9C", "AC 2C 3C 4C", "5D 6D 7D 8D"), 0)
        .play("0 draw", "0 discard");
    // Seat 1 holds the whole rest of the deck: the stock is empty and the pile holds only 9C.
    game.state = Tweak.of(game.state).stock("")
        .hand(1, "5D 6D 7D 8D " + words(game.state.stock().cards())).state();
    assertThat(game.reject("1 draw").code()).as("it can take, so it must").isEqualTo(RejectionCode.WRONG_PHASE);
    game.play("0 snap 0");
    assertThat(game.events).containsExactly(new KhamulEvent.Snapped(0, 0, Card.of("AC"), false),
        new KhamulEvent.NothingToDraw(0, PendingDraw.Reason.PENALTY));

    game.play("1 take", "1 swap 0", "0 take", "0 swap 0");
    assertThat(game.state.discard().size()).isEqualTo(1);
    game.state = Tweak.of(game.state).hand(1, game.hand(1) + " " + game.state.discard().top())
        .discard("").state();
    assertThat(game.rules.legalActions(game.state, 1)).contains(new KhamulAction.Draw(1));
    game.play("1 draw");
    assertThat(game.events.get(0)).isEqualTo(new KhamulEvent.StockRanOut(1));
    assertThat(game.events).anyMatch(e -> e instanceof KhamulEvent.RoundScored);
    assertThat(game.state.isOver()).as("seat 1's 45 cards are worth far more than 100").isTrue();
    assertThat(game.state.winners()).containsExactly(0);
  }

  @Test
  @DisplayName("H-12 khamul is a whole turn; every other seat plays one more turn, then the round is scored")
  void h12_announce() {
    Script game = Script.of(3).dealAndPeek(
        Script.table("9C 9D 9H", "AC 2C 3C 4C", "5D 6D 7D 8D", "AH 2H 3H 4H"), 0);
    assertThat(game.reject("1 khamul").code()).isEqualTo(RejectionCode.NOT_YOUR_TURN);
    game.play("0 khamul");
    assertThat(game.events).containsExactly(new KhamulEvent.Announced(0), new KhamulEvent.TurnStarted(1));
    assertThat(game.reject("1 khamul").code()).as("one announcement per round").isEqualTo(RejectionCode.WRONG_PHASE);
    game.play("1 draw");
    assertThat(game.reject("1 khamul").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    game.play("1 discard", "0 snap 0", "2 draw", "2 discard");
    assertThat(game.state.round()).isEqualTo(2);
    KhamulEvent.RoundScored scored = (KhamulEvent.RoundScored) game.events.stream()
        .filter(e -> e instanceof KhamulEvent.RoundScored).findFirst().orElseThrow();
    // Seat 0 snapped AC wrongly and drew 9H: 2+3+4+1+9 = 19; seat 1 26; seat 2 (1+2+3+4 = 10) is lowest.
    assertThat(scored.roundScores()).containsExactly(19, 26, 0);
    assertThat(game.state.scores()).containsExactly(19, 26, 0);
  }

  @Test
  @DisplayName("H-12 drawing instead of announcing with 5 or less marks the seat once, told to nobody before the reveal")
  void h12_missedAnnouncement() {
    Script game = Script.of(2).dealAndPeek(Script.table("9C 9D 9H", "AC 2C KD KH", "5D 6D 7D 8D"), 0);
    game.play("0 draw");
    assertThat(game.events).contains(new KhamulEvent.Marked(0));
    assertThat(game.seenBy(0)).noneMatch(e -> e instanceof KhamulEvent.Marked);
    assertThat(game.seenBy(1)).noneMatch(e -> e instanceof KhamulEvent.Marked);
    assertThat(game.state.isMarked(0)).isTrue();
    game.play("0 discard", "1 draw", "1 discard", "0 take", "0 swap 3");
    assertThat(game.events).noneMatch(e -> e instanceof KhamulEvent.Marked);
    game.play("1 khamul", "0 draw", "0 discard");
    assertThat(game.state.round()).isEqualTo(2);
    // Seat 0 took 9D for KH: AC 2C KD 9D = 12 against 26: lowest, 0, plus 20 for the mark.
    assertThat(game.state.scores()).containsExactly(20, 26);
  }

  @Test
  @DisplayName("H-12 an announcement worth more than the threshold takes option falseAnnouncementPenalty")
  void h12_falseAnnouncement() throws SetupException {
    Script game = new Script(Khamul.rules(Setup.of("khamul").withOption("falseAnnouncementPenalty", "7")
        .withSeating("players", 2)));
    game.dealAndPeek(Script.table("9C", "AC 2C 3C 4C", "5D 6D 7D 8D"), 1).play("1 khamul", "0 draw", "0 discard");
    assertThat(game.state.scores()).containsExactly(0, 33);
  }

  /**
   * Three seats in the last round (seat 0 announced), seat 2 to play: seat 0 holds AC 2C, seat 1
   * nothing and is marked, seat 2 holds KD; the other cards lie under the top discard.
   */
  private static Script lastTurn(Integer... scores) {
    Script game = Script.of(3).dealAndPeek(
        Script.table("9C 9S", "AC 2C 3C 4C", "5D 6D 7D 8D", "KD 2H 3H 4H"), 0)
        .play("0 khamul", "1 draw", "1 discard");
    game.state = Tweak.of(game.state).hand(0, "AC 2C").hand(1, "").hand(2, "KD")
        .discard("9C 3C 4C 5D 6D 7D 8D 2H 3H 4H").marked(0b010).scores(scores).state();
    return game;
  }

  @Test
  @DisplayName("H-13 lowest hands score 0 (ties all 0), then + false announcement, + 20 if marked, - 5 if empty")
  void h13_roundScore() {
    Script game = lastTurn(0, 0, 0).play("2 draw", "2 discard");
    assertThat(game.events).contains(new KhamulEvent.Revealed(ImmutableList.of(
        ImmutableList.of(Card.of("AC"), Card.of("2C")), ImmutableList.of(), ImmutableList.of(Card.of("KD")))));
    assertThat(game.events).contains(new KhamulEvent.RoundScored(1, ImmutableList.of(3, 15, 0),
        ImmutableList.of(3, 15, 0), ImmutableSet.of(1)));
  }

  @Test
  @DisplayName("H-14 the game ends after a round where a total reaches the target; the lowest total wins")
  void h14_gameEnds() {
    Script game = lastTurn(97, 50, 90).play("2 draw", "2 discard");
    assertThat(game.state.isOver()).isTrue();
    assertThat(game.state.scores()).containsExactly(100, 65, 90);
    assertThat(game.state.winners()).containsExactly(1);
    assertThat(game.events).endsWith(new KhamulEvent.GameEnded(ImmutableSet.of(1), ImmutableList.of(100, 65, 90)));
    assertThat(game.reject("0 snap 0").code()).isEqualTo(RejectionCode.GAME_OVER);
    assertThat(game.reject(Shuffle.of(Script.deck(""))).code()).isEqualTo(RejectionCode.GAME_OVER);
    assertThat(game.rules.legalActions(game.state, 0)).isEmpty();
    assertThat(game.memory(1, 0)).as("the hands stay face up").isEqualTo("AC 2C");
  }

  @Test
  @DisplayName("H-14 tied lowest totals share the win")
  void h14_tiesShare() {
    Script game = lastTurn(97, 50, 65).play("2 draw", "2 discard");
    assertThat(game.state.winners()).containsExactly(1, 2);
  }
}
