package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.stream.Collectors;
import kemkit.card.Card;
import kemkit.game.ChanceDue;
import kemkit.game.RejectionCode;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.game.Shuffle;
import kemkit.khamul.KhamulOptions.Rearrange;
import kemkit.khamul.KhamulOptions.Recycle;
import kemkit.khamul.KhamulOptions.SnapMatch;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** H-opt: the options that give seed 004's literal readings of H-9, H-10 and H-11, and the option ranges. */
class LiteralReadingsTest {

  private static Script game(KhamulOptions options) {
    return new Script(Khamul.rules(options));
  }

  private static String words(List<Card> cards) {
    return cards.stream().map(Card::toString).collect(Collectors.joining(" "));
  }

  @Test
  @DisplayName("H-opt snapMatch, recycle and rearrange: names and values case-insensitive, defaults unchanged, canonical setup")
  void hOptChoices() throws SetupException {
    KhamulOptions literal = KhamulOptions.from(Setup.of("khamul").withOption("SNAPMATCH", "Value")
        .withOption("recycle", "WHOLE").withOption("Rearrange", "anytime"));

    assertThat(literal).isEqualTo(KhamulOptions.defaults().with(KhamulOptions.SNAP_MATCH, SnapMatch.VALUE)
        .with(KhamulOptions.RECYCLE, Recycle.WHOLE).with(KhamulOptions.REARRANGE, Rearrange.ANYTIME));
    assertThat(KhamulOptions.defaults()).extracting(KhamulOptions::snapMatch, KhamulOptions::recycle,
        KhamulOptions::rearrange).containsExactly(SnapMatch.RANK, Recycle.KEEP_TOP, Rearrange.AFTER_PEEKS);
    assertThat(literal.setup().options()).containsEntry("snapmatch", "value").containsEntry("recycle", "whole")
        .containsEntry("rearrange", "anytime");
    assertThat(KhamulOptions.from(literal.setup())).isEqualTo(literal);
    assertThat(KhamulOptions.from(Setup.of("khamul").withOption("recycle", "keeptop")))
        .isEqualTo(KhamulOptions.defaults());
    assertThatThrownBy(() -> KhamulOptions.from(Setup.of("khamul").withOption("snapMatch", "suit")))
        .isInstanceOfSatisfying(SetupException.class, e -> assertThat(e.culprits()).containsExactly("snapMatch"));
  }

  @Test
  @DisplayName("H-opt numeric ranges: signed 32-bit whole numbers, threshold 0 or more, target 1 or more")
  void hOptRanges() throws SetupException {
    assertThat(KhamulOptions.from(Setup.of("khamul").withOption("target", "2147483647")).target())
        .isEqualTo(Integer.MAX_VALUE);
    assertThat(KhamulOptions.from(Setup.of("khamul").withOption("threshold", "0")).threshold()).isZero();
    assertThat(KhamulOptions.from(Setup.of("khamul").withOption("emptyHandBonus", "0")).emptyHandBonus()).isZero();
    for (String[] wrong : new String[][] {{"target", "2147483648"}, {"target", "0"}, {"threshold", "-1"},
        {"missedPenalty", "-1"}, {"falseAnnouncementPenalty", "-1"}, {"emptyHandBonus", "1"}}) {
      assertThatThrownBy(() -> KhamulOptions.from(Setup.of("khamul").withOption(wrong[0], wrong[1])))
          .as("%s=%s", wrong[0], wrong[1])
          .isInstanceOfSatisfying(SetupException.class, e -> assertThat(e.culprits()).containsExactly(wrong[0]));
    }
  }

  /** Seat 0 holds TC JD QS 2C, seat 1 KD 5D 6D KH; seat 0 draws KS and discards it. */
  private static Script kingOnTop(SnapMatch match) {
    return game(KhamulOptions.defaults().withPlayers(2).with(KhamulOptions.SNAP_MATCH, match))
        .dealAndPeek(Script.table("KS 9C", "TC JD QS 2C", "KD 5D 6D KH"), 0)
        .play("0 draw", "0 discard");
  }

  @Test
  @DisplayName("H-9 snapMatch=value: a ten, a jack and a black queen match a black king; a red king only a red king")
  void h9SnapByValue() {
    Script game = kingOnTop(SnapMatch.VALUE).play("0 snap 0", "0 snap 0", "0 snap 0");
    assertThat(game.hand(0)).isEqualTo("2C");
    assertThat(game.state.discard().top()).isEqualTo(Card.of("QS"));

    game.play("0 skip", "1 draw", "1 swap 0");
    assertThat(game.state.discard().top()).isEqualTo(Card.of("KD"));
    game.play("1 snap 3");
    assertThat(game.events).contains(new KhamulEvent.Snapped(1, 3, Card.of("KH"), true));
    game.play("0 snap 0");
    assertThat(game.events.get(0)).as("2C is not worth 0").isEqualTo(new KhamulEvent.Snapped(0, 0, Card.of("2C"), false));
  }

  @Test
  @DisplayName("H-9 snapMatch=rank (default): a ten does not match a black king")
  void h9SnapByRank() {
    Script game = kingOnTop(SnapMatch.RANK).play("0 snap 0");
    assertThat(game.events.get(0)).isEqualTo(new KhamulEvent.Snapped(0, 0, Card.of("TC"), false));
  }

  @Test
  @DisplayName("H-11 recycle=whole: the whole pile, top included, becomes the stock; then nothing to snap or take")
  void h11RecycleWhole() {
    Script game = game(KhamulOptions.defaults().withPlayers(2).with(KhamulOptions.RECYCLE, Recycle.WHOLE))
        .dealAndPeek(Script.table("2D", "AC 2C 3C 4C", "5D 6D 7D 8D"), 0).play("0 draw", "0 discard");
    game.state = Tweak.of(game.state).stock("").discard("2D " + words(game.state.stock().cards())).state();
    ImmutableList<Card> pile = game.state.discard().cards();

    game.play("1 draw");

    assertThat(game.events).containsExactly(new KhamulEvent.RecycleNeeded(44));
    assertThat(game.state.chanceDue()).contains(new ChanceDue.ShuffleDue(pile));
    assertThat(game.reject(Shuffle.of(pile.subList(1, 44))).code()).isEqualTo(RejectionCode.BAD_SHUFFLE);
    game.apply(Shuffle.of(pile));
    assertThat(game.events).containsExactly(new KhamulEvent.Recycled(44), new KhamulEvent.Drew(1, java.util.Optional.of(Card.of("2D"))));
    assertThat(game.state.discard().isEmpty()).isTrue();
    assertThat(game.reject("0 snap 0").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    game.play("1 discard");
    assertThat(game.state.discard().cards()).containsExactly(Card.of("2D"));
  }

  @Test
  @DisplayName("H-11 recycle=whole: a single discard can be recycled, so the turn's seat may draw instead of having to take")
  void h11RecycleWholeSingleDiscard() {
    for (Recycle recycle : Recycle.values()) {
      Script game = game(KhamulOptions.defaults().withPlayers(2).with(KhamulOptions.RECYCLE, recycle))
          .dealAndPeek(Script.table("9C", "AC 2C 3C 4C", "5D 6D 7D 8D"), 0).play("0 draw", "0 discard");
      game.state = Tweak.of(game.state).stock("").hand(1, "5D 6D 7D 8D " + words(game.state.stock().cards())).state();
      if (recycle == Recycle.WHOLE) {
        game.play("1 draw");
        assertThat(game.events).containsExactly(new KhamulEvent.RecycleNeeded(1));
      } else {
        assertThat(game.reject("1 draw").code()).isEqualTo(RejectionCode.WRONG_PHASE);
      }
    }
  }

  @Test
  @DisplayName("H-10 rearrange=anytime: also in the peek phase, and a later peek names the slots as they are then")
  void h10RearrangeAnytime() {
    String deal = Script.table("9C", "AC 2C 3C 4C", "5D 6D 7D 8D");
    Script strict = game(KhamulOptions.defaults().withPlayers(2)).deal(deal, 0);
    Script anytime = game(KhamulOptions.defaults().withPlayers(2).with(KhamulOptions.REARRANGE, Rearrange.ANYTIME)).deal(deal, 0);

    assertThat(strict.reject("0 rearrange 1 0 2 3").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(strict.rules.legalActions(strict.state, 0)).noneMatch(a -> a instanceof KhamulAction.Rearrange);
    assertThat(anytime.rules.legalActions(anytime.state, 0)).anyMatch(a -> a instanceof KhamulAction.Rearrange);
    anytime.play("0 rearrange 1 0 2 3", "0 peek 0 1");
    assertThat(anytime.hand(0)).isEqualTo("2C AC 3C 4C");
    assertThat(anytime.memory(0, 0)).isEqualTo("2C AC ? ?");
    anytime.play("1 peek 0 1", "0 rearrange 1 0 2 3");
    assertThat(anytime.memory(0, 0)).isEqualTo("AC 2C ? ?");
  }
}
