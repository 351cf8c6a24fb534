package kemkit.family;

import com.google.common.collect.ImmutableList;
import kemkit.card.Card;

/**
 * Two cards shown by {@code show} (K-18): known to the two seats only.
 *
 * @param seat the seat that showed them
 * @param to the seat they were shown to
 * @param cards the two cards
 */
public record Shown(int seat, int to, ImmutableList<Card> cards) {}
