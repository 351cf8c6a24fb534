package kemkit.conformance;

import com.google.common.collect.ImmutableListMultimap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.GameState;

/** Where the cards of a state are: the check behind rules.md C-7. */
final class Places {

  private Places() {}

  /**
   * {@return why {@code state}'s {@code placements()} do not hold every card of its deck exactly
   * once, naming the card and the places; empty if they do}
   */
  static Optional<String> conservationProblem(GameState state) {
    ImmutableListMultimap<String, Card> placements = state.placements();
    Map<Card, List<String>> where = new LinkedHashMap<>();
    placements.forEach((place, card) -> where.computeIfAbsent(card, c -> new ArrayList<>()).add(place));
    for (Card card : state.deck().cards()) {
      List<String> places = where.remove(card);
      if (places == null) {
        return Optional.of("card " + card + " is nowhere: placements() lost it");
      }
      if (places.size() > 1) {
        return Optional.of("card " + card + " is in " + places.size() + " places at once: " + String.join(", ", places));
      }
    }
    if (!where.isEmpty()) {
      Map.Entry<Card, List<String>> stranger = where.entrySet().iterator().next();
      return Optional.of("card " + stranger.getKey() + " is not in the " + state.deck().size()
          + "-card deck but placements() have it in " + String.join(", ", stranger.getValue()));
    }
    return Optional.empty();
  }
}
