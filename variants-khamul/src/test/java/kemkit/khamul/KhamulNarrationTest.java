package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Narration.Sentence;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link KhamulNarration}: one sentence per event, second person for the seat itself (H-15). */
class KhamulNarrationTest {

  private static final ImmutableList<Integer> FOUR = ImmutableList.of(0, 0, 0, 0);

  /** One event of every kind, each about seat 1 where it names a seat. */
  private static final List<KhamulEvent> EVERY_KIND = List.of(
      new KhamulEvent.Dealt(1, ImmutableList.of(4, 4, 4, 4), 36),
      new KhamulEvent.StarterChosen(1),
      new KhamulEvent.Peeked(1, 0, 1, Optional.of(Card.of("4H")), Optional.of(Card.of("KD"))),
      new KhamulEvent.TurnStarted(1),
      new KhamulEvent.Drew(1, Optional.of(Card.of("7H"))),
      new KhamulEvent.Took(1, Card.of("7H")),
      new KhamulEvent.Discarded(1, Card.of("7H")),
      new KhamulEvent.Swapped(1, 2, Optional.of(Card.of("7H")), Card.of("KD"), false),
      new KhamulEvent.PowerPending(1, Power.LOOK),
      new KhamulEvent.Looked(1, 2, Optional.of(Card.of("2C"))),
      new KhamulEvent.Forced(1, 0),
      new KhamulEvent.KingSwapped(1, 0, 2, 3, Optional.empty()),
      new KhamulEvent.Skipped(1, Power.FORCE),
      new KhamulEvent.DrewFaceDown(1, 4, PendingDraw.Reason.PENALTY, Optional.empty()),
      new KhamulEvent.NothingToDraw(1, PendingDraw.Reason.TURN),
      new KhamulEvent.Snapped(1, 2, Card.of("JC"), true),
      new KhamulEvent.Rearranged(1, Optional.empty()),
      new KhamulEvent.Announced(1),
      new KhamulEvent.Marked(1),
      new KhamulEvent.RecycleNeeded(12),
      new KhamulEvent.Recycled(12),
      new KhamulEvent.StockRanOut(1),
      new KhamulEvent.Revealed(ImmutableList.of(ImmutableList.of(Card.of("2H")), ImmutableList.of(), ImmutableList.of(), ImmutableList.of())),
      new KhamulEvent.RoundScored(1, FOUR, FOUR, ImmutableSet.of()),
      new KhamulEvent.GameEnded(ImmutableSet.of(1), FOUR));

  @Test
  @DisplayName("H-9: a snap, as the seat that snapped and as another seat heard it")
  void secondPersonForTheSeatItself() {
    KhamulEvent.Snapped snap = new KhamulEvent.Snapped(2, 1, Card.of("JC"), true);

    assertThat(KhamulNarration.of(2).tell(snap)).isEqualTo(new Sentence("you snap slot 1: JC, a match", "H-9"));
    assertThat(KhamulNarration.of(0).tell(snap).text()).isEqualTo("seat 2 snaps slot 1: JC, a match");
  }

  @Test
  @DisplayName("H-7, H-15: the README's swap, told to the seat that swapped and to a seat that did not see the card")
  void readmeSwap() {
    KhamulEvent.Swapped swap = new KhamulEvent.Swapped(0, 3, Optional.of(Card.of("TC")), Card.of("TH"), false);

    assertThat(KhamulNarration.of(0).tell(swap))
        .isEqualTo(new Sentence("you put TC in slot 3; TH goes to the discard pile", "H-7"));
    assertThat(KhamulNarration.of(1).tell(Khamul.rules().eventsSeenBy(1, ImmutableList.of(swap)).get(0)).text())
        .isEqualTo("seat 0 puts the drawn card in slot 3; TH goes to the discard pile");
  }

  @Test
  @DisplayName("H-1..H-15: every kind of event gets a sentence and a rule id, 'you' for the seat it is about")
  void everyKindIsTold() {
    assertThat(EVERY_KIND).extracting(Object::getClass).as("one sample of every event")
        .containsExactlyInAnyOrder(KhamulEvent.class.getPermittedSubclasses());
    for (KhamulEvent event : EVERY_KIND) {
      Sentence mine = KhamulNarration.of(1).tell(event);
      Sentence theirs = KhamulNarration.of(2).tell(event);
      assertThat(mine.text()).as("%s", event).isNotBlank().doesNotContain("seat 1");
      assertThat(mine.ruleId()).as("%s", event).matches("H-\\d+");
      if (theirs.text().contains("seat 1")) {
        assertThat(mine.text()).as("%s", event).containsPattern("\\byou");
      }
    }
  }
}
