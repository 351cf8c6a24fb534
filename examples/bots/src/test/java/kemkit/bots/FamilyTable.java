package kemkit.bots;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.FamilyView;
import kemkit.game.Action;
import kemkit.game.Outcome;
import kemkit.game.Shuffle;
import kemkit.seat.Seating;

/**
 * A Kem's-family table for bot tests: a deal chosen card by card, a heuristic bot at every seat
 * that hears its seat's events, and actions applied as a host would.
 */
final class FamilyTable {

  final FamilyRules rules;
  final List<FamilyBot> bots = new ArrayList<>();
  FamilyState state;

  private FamilyTable(FamilyRules rules) {
    this.rules = rules;
    this.state = rules.start();
    for (int seat = 0; seat < rules.seating().seats(); seat++) {
      bots.add(new FamilyBot(rules, seat, new SplittableRandom(seat)));
    }
  }

  /**
   * {@return a table of {@code rules} (first dealer 0) dealt these hands and this table} K-5: one
   * card at a time from the dealer's left; K-7: then the table, from the top of the stock. The rest
   * of the deck follows in card order. The options must not redraw dealt triples.
   */
  static FamilyTable dealt(FamilyRules rules, List<String> hands, String table) {
    FamilyTable out = new FamilyTable(rules);
    out.apply(deckOrder(rules, hands, table));
    assertThat(out.state.tableCards()).containsExactlyElementsOf(cards(table));
    return out;
  }

  static Shuffle deckOrder(FamilyRules rules, List<String> hands, String table) {
    Seating seating = rules.seating();
    Set<Card> order = new LinkedHashSet<>();
    for (int round = 0; round < 4; round++) {
      for (int i = 1; i <= seating.seats(); i++) {
        int seat = (rules.firstDealer() + i) % seating.seats();
        order.add(cards(hands.get(seat)).get(round));
      }
    }
    order.addAll(cards(table));
    order.addAll(rules.options().deckOfCards().cards());
    return Shuffle.of(ImmutableList.copyOf(order));
  }

  static ImmutableList<Card> cards(String text) {
    ImmutableList.Builder<Card> out = ImmutableList.builder();
    for (String word : text.trim().split("\\s+")) {
      out.add(Card.of(word));
    }
    return out.build();
  }

  /** Applies {@code action}, which must be accepted, and lets every bot hear its events. */
  FamilyTable apply(Action action) {
    Outcome<FamilyState, FamilyEvent> outcome = rules.apply(state, action);
    assertThat(outcome.isAccepted()).as("%s: %s", action, outcome).isTrue();
    ImmutableList<FamilyEvent> events = outcome.events();
    for (int seat = 0; seat < bots.size(); seat++) {
      for (FamilyEvent event : rules.eventsSeenBy(seat, events)) {
        bots.get(seat).observe(event);
      }
    }
    state = outcome.state();
    return this;
  }

  /** Gives every team a sign, so that the bots have no sign left to set. */
  FamilyTable signed() {
    for (int team = 0; team < rules.seating().teams(); team++) {
      apply(new FamilyAction.Sign(rules.seating().members(team).get(0), team == 0 ? "nose" : "wink"));
    }
    return this;
  }

  FamilyView view(int seat) {
    return rules.view(state, seat);
  }

  ImmutableList<FamilyAction> legal(int seat) {
    return rules.legalActions(state, seat);
  }

  /** {@return what the bot at {@code seat} would do now; checked to be legal} */
  Optional<FamilyAction> intention(int seat) {
    Optional<FamilyAction> action = bots.get(seat).intention(view(seat), legal(seat));
    action.ifPresent(a -> assertThat(legal(seat)).contains(a));
    return action;
  }

  /** {@return what the bot at {@code seat} does when made to act; checked to be legal} */
  FamilyAction choice(int seat) {
    FamilyAction action = bots.get(seat).choose(view(seat), legal(seat));
    assertThat(legal(seat)).contains(action);
    return action;
  }
}
