package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.family.FamilyEvent.Called;
import kemkit.family.FamilyEvent.Exchanged;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.family.FamilyOptions.SweepTo;
import kemkit.game.Narration.Sentence;
import kemkit.kemps.Kemps;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link FamilyNarration}: one sentence per event, second person for the seat itself (K-25). */
class FamilyNarrationTest {

  private static final FamilyRules RULES = Kemps.rules();
  private static final ImmutableList<Card> FOUR = ImmutableList.of(Card.of("5D"), Card.of("6D"), Card.of("7D"), Card.of("8D"));

  /** One event of every kind, each about seat 1 where it names a seat. */
  private static final List<FamilyEvent> EVERY_KIND = List.of(
      new FamilyEvent.Dealt(1, 1),
      new FamilyEvent.HandDealt(1, Optional.of(FOUR)),
      new FamilyEvent.TripleShown(1, FOUR.subList(0, 3), DealtTriple.REDEAL),
      new FamilyEvent.CardsDrawn(1, 2, Optional.empty()),
      new FamilyEvent.DealVoided(1, 1),
      new FamilyEvent.RecycleDue(20),
      new FamilyEvent.Recycled(20),
      new FamilyEvent.TableLaid(FOUR, true),
      new FamilyEvent.TableOpened(1),
      new Exchanged(1, Card.of("8H"), Card.of("6D"), 0),
      new FamilyEvent.Swept(FOUR, SweepTo.DISCARD),
      new FamilyEvent.SweepProposed(1),
      new FamilyEvent.SweepAccepted(1),
      new FamilyEvent.SweepRefused(1),
      new FamilyEvent.SignSet(1, 1, Optional.of("wink")),
      new FamilyEvent.Gestured(1, "wink"),
      new FamilyEvent.Denounced(1, 0, "wink", true),
      new Called(new FamilyAction.Kems(Dialect.KEMPS, 1, OptionalInt.of(3)), true),
      new FamilyEvent.HandShown(1, FOUR),
      new FamilyEvent.CounterBeaten(0),
      new FamilyEvent.SeatBarred(1),
      new FamilyEvent.ShowOwed(1, 0),
      new FamilyEvent.CardsShown(1, 0, Optional.empty()),
      new FamilyEvent.Scored(1, 1),
      new FamilyEvent.RoundBlocked(1, Rank.parse("7").orElseThrow()),
      new FamilyEvent.RoundEnded(1, ImmutableList.of(0, 1)),
      new FamilyEvent.GameEnded(ImmutableSet.of(1), ImmutableList.of(2, 5)));

  @Test
  @DisplayName("K-25: the exchange, as the seat that made it and as another seat heard it")
  void secondPersonForTheSeatItself() {
    Exchanged exchange = new Exchanged(2, Card.of("8H"), Card.of("6D"), 0);

    assertThat(FamilyNarration.of(RULES, 2).tell(exchange)).isEqualTo(new Sentence("you give 8H and take 6D", "K-9"));
    assertThat(FamilyNarration.of(RULES, 1).tell(exchange).text()).isEqualTo("seat 2 gives 8H and takes 6D");
    assertThat(FamilyNarration.of(RULES, 0).tell(exchange).text()).isEqualTo("seat 2 (partner) gives 8H and takes 6D");
  }

  @Test
  @DisplayName("K-16..K-20: a call is written in the game's dialect and names its own rule")
  void callsInTheDialect() {
    Called cut = new Called(new FamilyAction.Counter(Dialect.KEMPS, 0, OptionalInt.of(1)), false);

    assertThat(FamilyNarration.of(RULES, 0).tell(cut)).isEqualTo(new Sentence("you call cut 1: wrong!", "K-18"));
  }

  @Test
  @DisplayName("K-16, K-20: Kem's calls are told in Kem's words")
  void kemsWords() {
    Called kems = new Called(new FamilyAction.Kems(Dialect.KEMS, 0, OptionalInt.of(2)), true);

    assertThat(FamilyNarration.of(RULES, 0).tell(kems)).isEqualTo(new Sentence("you call kems 2: right!", "K-16"));
  }

  @Test
  @DisplayName("K-1..K-25: every kind of event gets a sentence and a rule id, 'you' for the seat it is about")
  void everyKindIsTold() {
    assertThat(EVERY_KIND).extracting(Object::getClass).as("one sample of every event")
        .containsExactlyInAnyOrderElementsOf(records(FamilyEvent.class));
    for (FamilyEvent event : EVERY_KIND) {
      Sentence mine = FamilyNarration.of(RULES, 1).tell(event);
      Sentence theirs = FamilyNarration.of(RULES, 2).tell(event);
      assertThat(mine.text()).as("%s", event).isNotBlank().doesNotContain("seat 1");
      assertThat(mine.ruleId()).as("%s", event).matches("K-\\d+");
      if (theirs.text().contains("seat 1")) {
        assertThat(mine.text()).as("%s", event).containsPattern("\\byou");
      }
    }
  }

  /** {@return the records below a sealed type, through sealed sub-interfaces such as {@code Public}} */
  private static List<Class<?>> records(Class<?> sealed) {
    List<Class<?>> found = new ArrayList<>();
    for (Class<?> sub : sealed.getPermittedSubclasses()) {
      if (sub.isSealed()) {
        found.addAll(records(sub));
      } else {
        found.add(sub);
      }
    }
    return found;
  }

  @Test
  @DisplayName("K-1: a narration is for a seat of the table")
  void seatMustExist() {
    assertThatThrownBy(() -> FamilyNarration.of(RULES, 4)).isInstanceOf(IllegalArgumentException.class);
  }
}
