package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.lang.reflect.Method;
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

  @Test
  @DisplayName("K-25: every event type says what each seat sees of it; a secret is never public by default")
  void everyEventTypeDecidesItsVisibility() throws NoSuchMethodException {
    for (Class<?> type : FamilyEvent.class.getPermittedSubclasses()) {
      if (type == FamilyEvent.Public.class) {
        continue;
      }
      boolean carriesSecret = false;
      for (RecordComponent component : type.getRecordComponents()) {
        carriesSecret |= component.getType() == Optional.class;
      }
      Method seenBy = type.getMethod("seenBy", kemkit.seat.Seating.class, int.class);
      if (carriesSecret) {
        assertThat(FamilyEvent.Public.class.isAssignableFrom(type)).as("%s holds a secret", type).isFalse();
        assertThat(seenBy.getDeclaringClass()).as("%s says who sees its secret", type).isEqualTo(type);
      } else {
        assertThat(FamilyEvent.Public.class.isAssignableFrom(type) || seenBy.getDeclaringClass() == type)
            .as("%s decides its visibility", type).isTrue();
      }
    }
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
