package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.game.Shuffle;
import kemkit.kemps.Kemps;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What a seat may not know stays out of determinize and of the events it is shown (C-6, K-14, K-25). */
class SealedSecretsTest {

  private final FamilyRules rules = Kemps.rules();
  private final ImmutableList<Card> deck = rules.start().deck().cards();

  private FamilyState dealt(List<Card> order) {
    return rules.apply(rules.start(), Shuffle.of(order)).state();
  }

  /** Team 1 signs {@code word}, then seat 0's right double counter ends round 1. */
  private FamilyState afterRoundOne(String word) {
    FamilyState state = rules.apply(dealt(deck), new FamilyAction.Sign(1, word)).state();
    return rules.apply(state, FamilyAction.DoubleCounter.of(Dialect.KEMPS, 0, 1)).state();
  }

  @Test
  @DisplayName("K-14, C-6: between rounds determinize replaces another team's sign, which carries over")
  void determinizeBetweenRoundsHidesSigns() {
    FamilyState zebra = afterRoundOne("zebra");
    FamilyState yak = afterRoundOne("yak");
    assertThat(zebra.round()).isEqualTo(2);
    assertThat(zebra.signs().get(1)).contains("zebra");
    assertThat(rules.view(zebra, 0)).isEqualTo(rules.view(yak, 0));

    FamilyState sampled = rules.determinize(zebra, 0, new SplittableRandom(0));

    assertThat(sampled.signs().get(1)).isPresent().get().isNotEqualTo("zebra");
    assertThat(sampled).isEqualTo(rules.determinize(yak, 0, new SplittableRandom(0)));
    assertThat(rules.determinize(zebra, 1, new SplittableRandom(0)).signs().get(1)).contains("zebra");
  }

  @Test
  @DisplayName("C-6: determinize deals the hidden cards from a canonical order, so where they lay leaves no trace")
  void determinizeIgnoresWhereHiddenCardsLay() {
    List<Card> swapped = new ArrayList<>(deck);
    Collections.swap(swapped, deck.size() - 1, deck.size() - 2);
    FamilyState one = dealt(deck);
    FamilyState other = dealt(swapped);
    assertThat(one).isNotEqualTo(other);
    assertThat(rules.view(one, 0)).isEqualTo(rules.view(other, 0));

    assertThat(rules.determinize(one, 0, new SplittableRandom(7)))
        .isEqualTo(rules.determinize(other, 0, new SplittableRandom(7)));
  }

  @Test
  @DisplayName("RuleSet: determinize refuses a number that is no seat, in every phase")
  void determinizeRefusesNoSeat() {
    for (FamilyState state : List.of(rules.start(), dealt(deck), afterRoundOne("zebra"))) {
      for (int seat : new int[] {-1, 4, 99}) {
        assertThatThrownBy(() -> rules.determinize(state, seat, new SplittableRandom(0)))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining("no seat " + seat);
      }
    }
  }

  /** One event of every kind, each secret it may carry present. */
  private static final ImmutableList<Card> FOUR = ImmutableList.of(Card.of("5D"), Card.of("6D"), Card.of("7D"),
      Card.of("8D"));
  private static final List<FamilyEvent> EVERY_KIND = List.of(
      new FamilyEvent.Dealt(1, 1),
      new FamilyEvent.HandDealt(1, Optional.of(FOUR)),
      new FamilyEvent.TripleShown(1, FOUR.subList(0, 3), FamilyOptions.DealtTriple.REDEAL),
      new FamilyEvent.CardsDrawn(1, 2, Optional.of(FOUR.subList(0, 2))),
      new FamilyEvent.DealVoided(1, 1),
      new FamilyEvent.RecycleDue(20),
      new FamilyEvent.Recycled(20),
      new FamilyEvent.TableLaid(FOUR, true),
      new FamilyEvent.TableOpened(1),
      new FamilyEvent.Exchanged(1, Card.of("8H"), Card.of("6D"), 0),
      new FamilyEvent.Swept(FOUR, FamilyOptions.SweepTo.DISCARD),
      new FamilyEvent.SweepProposed(1),
      new FamilyEvent.SweepAccepted(1),
      new FamilyEvent.SweepRefused(1),
      new FamilyEvent.SignSet(1, 1, Optional.of("wink")),
      new FamilyEvent.Gestured(1, "wink"),
      new FamilyEvent.Denounced(1, 0, "wink", true),
      new FamilyEvent.Called(FamilyAction.KemsCall.of(Dialect.KEMPS, 1, 3), true),
      new FamilyEvent.HandShown(1, FOUR),
      new FamilyEvent.CounterBeaten(0),
      new FamilyEvent.SeatBarred(1),
      new FamilyEvent.ShowOwed(1, 0),
      new FamilyEvent.CardsShown(1, 0, Optional.of(FOUR.subList(0, 2))),
      new FamilyEvent.Scored(1, 1),
      new FamilyEvent.RoundBlocked(1, kemkit.card.Rank.SEVEN),
      new FamilyEvent.RoundEnded(1, ImmutableList.of(0, 1)),
      new FamilyEvent.GameEnded(com.google.common.collect.ImmutableSet.of(1), ImmutableList.of(2, 5)));

  @Test
  @DisplayName("K-25: every event type says what each seat sees of it; a secret is never public by default")
  void everyEventTypeDecidesItsVisibility() {
    assertThat(EVERY_KIND).extracting(Object::getClass).as("one sample of every event")
        .containsExactlyInAnyOrderElementsOf(records(FamilyEvent.class));
    for (FamilyEvent event : EVERY_KIND) {
      boolean carriesSecret = false;
      for (RecordComponent component : event.getClass().getRecordComponents()) {
        carriesSecret |= component.getType() == Optional.class;
      }
      List<FamilyEvent> heard = new ArrayList<>();
      for (int seat = 0; seat < rules.seating().seats(); seat++) {
        heard.addAll(rules.eventsSeenBy(seat, ImmutableList.of(event)));
      }
      if (carriesSecret) {
        // The event type's row says who sees its secret: some seat hears it without.
        assertThat(heard).as("%s holds a secret", event).contains(event).anyMatch(e -> !e.equals(event));
      } else {
        assertThat(heard).as("%s is public", event).containsOnly(event).hasSize(rules.seating().seats());
      }
    }
  }

  /** {@return the records below a sealed type} */
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
  @DisplayName("K-14: a sign word is seen by its team only")
  void signSeenByItsTeamOnly() {
    FamilyEvent.SignSet sign = new FamilyEvent.SignSet(1, 1, Optional.of("zebra"));
    assertThat(rules.eventsSeenBy(3, ImmutableList.of(sign))).containsExactly(sign);
    assertThat(rules.eventsSeenBy(0, ImmutableList.of(sign)))
        .containsExactly(new FamilyEvent.SignSet(1, 1, Optional.empty()));
  }
}
