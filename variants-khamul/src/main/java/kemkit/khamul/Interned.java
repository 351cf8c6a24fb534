package kemkit.khamul;

import java.util.Optional;
import kemkit.card.Card;

/**
 * The optional cards and powers that states and events hold, made once: an {@link Optional} is a
 * value, so the same one serves every state and event, and a playout's draws, swaps and looks do
 * not make a new one each.
 */
final class Interned {

  private static final Optional<Card>[] CARDS = cards();
  private static final Optional<Power>[] POWERS = powers();

  private Interned() {}

  /** {@return {@code Optional.of(card)}, the same object for the same card} */
  static Optional<Card> card(Card card) {
    return CARDS[card.index()];
  }

  /** {@return {@code Optional.of(power)}, the same object for the same power} */
  static Optional<Power> power(Power power) {
    return POWERS[power.ordinal()];
  }

  @SuppressWarnings({"unchecked", "rawtypes"}) // an array of a generic type is made raw
  private static Optional<Card>[] cards() {
    Optional<Card>[] out = new Optional[Card.COUNT];
    for (int index = 0; index < Card.COUNT; index++) {
      out[index] = Optional.of(Card.byIndex(index));
    }
    return out;
  }

  @SuppressWarnings({"unchecked", "rawtypes"}) // an array of a generic type is made raw
  private static Optional<Power>[] powers() {
    Power[] all = Power.values();
    Optional<Power>[] out = new Optional[all.length];
    for (Power power : all) {
      out[power.ordinal()] = Optional.of(power);
    }
    return out;
  }
}
