package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.stream.Collectors;
import kemkit.card.Card;
import kemkit.game.RejectionCode;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The corners the third edition of rules.md settles: the dead end (H-7, H-11a), the order of the
 * refusals there (§R), the holder of a taken card (H-9a), when an announcement is valued (H-12)
 * and the hands after the game (H-14, C-8).
 */
class CornerRulesTest {

  private static String words(List<Card> cards) {
    return cards.stream().map(Card::toString).collect(Collectors.joining(" "));
  }

  /**
   * Three seats; seat 0 drew 9C and discarded it, and seat 1's turn begins with no card (worth 0,
   * so a draw marks it), an empty stock and only 9C on the pile. Seat 2 holds {@code first}, its
   * own cards and every other card (worth 321, so the target is 1000).
   */
  private static Script deadEnd(String first) {
    Script game = new Script(Khamul.rules(KhamulOptions.defaults().withPlayers(3).with(KhamulOptions.TARGET, 1000)))
        .dealAndPeek(Script.table("9C", "AC 2C 3C 4C", "5D 6D 7D 8D", "2H 3H 4H 5H"), 0)
        .play("0 draw", "0 discard");
    String rest = words(game.state.stock().cards()).replace(first, "").trim();
    game.state = Tweak.of(game.state).stock("").hand(1, "")
        .hand(2, (first + " 2H 3H 4H 5H 5D 6D 7D 8D " + rest).trim()).markOnDraw(true).state();
    return game;
  }

  @Test
  @DisplayName("H-11a at the dead end the round goes on: the seat may draw or announce, others may snap")
  void h11aRoundGoesOn() {
    Script game = deadEnd("");

    assertThat(game.state.round()).isEqualTo(1);
    assertThat(game.state.phase()).isEqualTo(Phase.TURN_START);
    assertThat(game.rules.legalActions(game.state, 1))
        .contains(new KhamulAction.Draw(1), new KhamulAction.Announce(1))
        .doesNotContain(new KhamulAction.Take(1));
    game.play("0 snap 0");
    assertThat(game.events).as("a miss draws nothing").containsExactly(
        new KhamulEvent.Snapped(0, 0, Card.of("AC"), false), new KhamulEvent.NothingToDraw(0, PendingDraw.Reason.PENALTY));
    assertThat(game.state.round()).isEqualTo(1);
  }

  @Test
  @DisplayName("H-11a, §R at the dead end another seat's draw or take is NOT_YOUR_TURN, the seat's own take WRONG_PHASE")
  void h11aRefusals() {
    Script game = deadEnd("");

    assertThat(game.reject("0 draw").code()).isEqualTo(RejectionCode.NOT_YOUR_TURN);
    assertThat(game.reject("2 draw").code()).isEqualTo(RejectionCode.NOT_YOUR_TURN);
    assertThat(game.reject("0 take").code()).isEqualTo(RejectionCode.NOT_YOUR_TURN);
    assertThat(game.reject("1 take").code()).isEqualTo(RejectionCode.WRONG_PHASE);
  }

  @Test
  @DisplayName("H-11a, H-12 the dead-end draw ends the round, scored as after an announcement, and marks the seat")
  void h11aDrawEndsTheRound() {
    Script game = deadEnd("").play("1 draw");

    assertThat(game.events).contains(new KhamulEvent.Marked(1), new KhamulEvent.StockRanOut(1));
    KhamulEvent.RoundScored scored = (KhamulEvent.RoundScored) game.events.stream()
        .filter(e -> e instanceof KhamulEvent.RoundScored).findFirst().orElseThrow();
    assertThat(scored.roundScores().get(1)).as("0 + 20 - 5").isEqualTo(15);
    assertThat(scored.roundScores().get(0)).isEqualTo(10);
    assertThat(game.state.round()).isEqualTo(2);
  }

  @Test
  @DisplayName("H-11a a matching snap gives the pile something to recycle, which ends the dead end")
  void h11aMatchEndsTheDeadEnd() {
    Script game = deadEnd("9D").play("2 snap 0");
    assertThat(game.state.discard().size()).isEqualTo(2);

    game.play("1 draw");

    assertThat(game.events).contains(new KhamulEvent.RecycleNeeded(1));
    assertThat(game.state.round()).isEqualTo(1);
  }

  @Test
  @DisplayName("§R, H-7 while the turn's seat must take, a draw is WRONG_PHASE from every seat, not NOT_YOUR_TURN")
  void rMustTakeIsWrongPhaseForEverySeat() {
    Script game = deadEnd("").play("1 khamul");
    assertThat(game.state.turn()).isEqualTo(2);

    assertThat(game.reject("2 draw").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.reject("0 draw").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.reject("1 draw").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.rules.legalActions(game.state, 2)).contains(new KhamulAction.Take(2))
        .doesNotContain(new KhamulAction.Draw(2));
    game.play("2 take", "2 swap 0", "0 take", "0 swap 0");
    assertThat(game.state.round()).as("back to the announcer: the round is scored").isEqualTo(2);
  }

  @Test
  @DisplayName("§R a take from an empty discard pile is WRONG_PHASE from every seat")
  void rTakeFromEmptyPile() {
    Script game = Script.of(3).dealAndPeek(Script.table("9C", "AC 2C 3C 4C", "5D 6D 7D 8D", "2H 3H 4H 5H"), 0);

    assertThat(game.reject("0 take").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.reject("1 take").code()).isEqualTo(RejectionCode.WRONG_PHASE);
  }

  @Test
  @DisplayName("§R the checks on targets and slots are ordered: NO_SUCH_SEAT for a target, BAD_TARGET, NOT_IN_HAND")
  void rOrderedTargetChecks() {
    Script game = Script.of(2).dealAndPeek(Script.table("KS", "AC 2C 3C 4C", "5D 6D 7D 8D"), 0)
        .play("0 draw", "0 discard");

    assertThat(game.reject("0 kswap 9 5 9").code()).isEqualTo(RejectionCode.NO_SUCH_SEAT);
    assertThat(game.reject("0 kswap 9 0 9").code()).isEqualTo(RejectionCode.BAD_TARGET);
    assertThat(game.reject("0 kswap 9 1 9").code()).isEqualTo(RejectionCode.NOT_IN_HAND);
    assertThat(game.reject("1 kswap 9 1 9").code()).as("WRONG_PHASE and NOT_YOUR_TURN come before")
        .isEqualTo(RejectionCode.NOT_YOUR_TURN);
  }

  /** Two seats; seat 1 holds {@code hand} and takes 9C from a pile of 9C on 9H. */
  private static Script holdingTaken(String hand) {
    Script game = Script.of(2).dealAndPeek(Script.table("2D", "AC 2C 3C 4C", "5D 6D 7D 8D"), 0)
        .play("0 draw", "0 discard");
    game.state = Tweak.of(game.state).hand(1, hand).discard("9C 9H 2D").state();
    return game.play("1 take");
  }

  @Test
  @DisplayName("H-9a the holder of a taken card may not snap its last slot (WRONG_PHASE, whatever the slot)")
  void h9aLastSlot() {
    Script game = holdingTaken("9D");

    assertThat(game.reject("1 snap 0").code()).as("9D would match 9H").isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.reject("1 snap 5").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.rules.legalActions(game.state, 1)).noneMatch(a -> a instanceof KhamulAction.Snap);
    game.play("0 snap 0");
    assertThat(game.events.get(0)).isEqualTo(new KhamulEvent.Snapped(0, 0, Card.of("AC"), false));
  }

  @Test
  @DisplayName("H-9a with two or more slots the holder of a taken card snaps as usual")
  void h9aTwoSlots() {
    Script game = holdingTaken("9D 2S").play("1 snap 0");

    assertThat(game.events).containsExactly(new KhamulEvent.Snapped(1, 0, Card.of("9D"), true));
    assertThat(game.reject("1 snap 0").code()).isEqualTo(RejectionCode.WRONG_PHASE);
  }

  @Test
  @DisplayName("H-12 an announcement is valued when the seat announces: cards it gets later do not make it false")
  void h12ValuedWhenAnnounced() throws SetupException {
    Script game = new Script(Khamul.rules(Setup.of("khamul").withOption("falseAnnouncementPenalty", "7")
        .withSeating("players", 2)));
    game.dealAndPeek(Script.table("9C 9H", "AC 2C 3C 4C", "5D 6D 7D 8D"), 0);
    game.state = Tweak.of(game.state).hand(0, "AC 2C").discard("QH").state();

    game.play("0 khamul", "0 snap 0");
    assertThat(game.hand(0)).as("a penalty card after the announcement").isEqualTo("AC 2C 9C");
    game.play("1 draw", "1 discard");

    assertThat(game.state.scores()).as("seat 0 (12) is lowest and was no false announcer").containsExactly(0, 26);
  }

  @Test
  @DisplayName("H-14, C-8 after the game the hands stay as they were at the reveal, in the last round")
  void h14HandsStay() {
    Script game = deadEnd("");
    game.state = Tweak.of(game.state).scores(0, 0, 990).state();
    ImmutableList<Card> seatTwo = game.state.hand(2);

    game.play("1 draw");

    assertThat(game.state.isOver()).isTrue();
    assertThat(game.state.round()).isEqualTo(1);
    assertThat(game.state.hand(0)).containsExactly(Card.of("AC"), Card.of("2C"), Card.of("3C"), Card.of("4C"));
    assertThat(game.state.hand(1)).isEmpty();
    assertThat(game.state.hand(2)).isEqualTo(seatTwo);
  }
}
