package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.game.Action;
import kemkit.game.NotationException;
import kemkit.game.Outcome;
import kemkit.game.Rejection;
import kemkit.game.Shuffle;
import kemkit.game.Starter;

/**
 * A game driven by record lines ({@code "0 peek 0 1"}, {@code "shuffle …"}, {@code "starter 2"}),
 * for tests that build a state by replaying a short list of actions from a known shuffle.
 */
final class Script {

  final KhamulRules rules;
  KhamulState state;
  ImmutableList<KhamulEvent> events = ImmutableList.of();

  Script(KhamulRules rules) {
    this.rules = rules;
    this.state = rules.start();
  }

  static Script of(int players) {
    return new Script(Khamul.rules(KhamulOptions.defaults().withPlayers(players)));
  }

  /** {@return the 52 cards: these on top, in this order, then the others in reference order} */
  static ImmutableList<Card> deck(String top) {
    Set<Card> order = new LinkedHashSet<>();
    for (String word : top.trim().split("\\s+")) {
      if (!word.isEmpty()) {
        assertThat(order.add(Card.of(word))).as("card %s twice in the test deck", word).isTrue();
      }
    }
    order.addAll(Deck.standard52().cards());
    return ImmutableList.copyOf(order);
  }

  /**
   * {@return a deck top that deals these hands (four cards each, slot 0 first), followed by the
   * stock's top cards}
   */
  static String table(String stockTop, String... hands) {
    StringBuilder out = new StringBuilder();
    String[][] cards = new String[hands.length][];
    for (int seat = 0; seat < hands.length; seat++) {
      cards[seat] = hands[seat].trim().split("\\s+");
    }
    for (int slot = 0; slot < 4; slot++) {
      for (String[] hand : cards) {
        out.append(hand[slot]).append(' ');
      }
    }
    return out.append(stockTop).toString();
  }

  /** Deals with these cards on top (seat 0 gets the 1st, seat 1 the 2nd… H-3), then the starter. */
  Script deal(String top, int starter) {
    apply(Shuffle.of(deck(top)));
    if (state.phase() == Phase.AWAITING_STARTER) {
      apply(new Starter(starter));
    }
    return this;
  }

  /** Deals, chooses the starter, and has every seat peek at slots 0 and 1. */
  Script dealAndPeek(String top, int starter) {
    deal(top, starter);
    for (int seat = 0; seat < state.players(); seat++) {
      play(seat + " peek 0 1");
    }
    return this;
  }

  /** Plays each line, which must be accepted. */
  Script play(String... lines) {
    for (String line : lines) {
      apply(action(line));
    }
    return this;
  }

  /** Applies an action, which must be accepted. */
  Script apply(Action action) {
    Outcome<KhamulState, KhamulEvent> outcome = rules.apply(state, action);
    if (outcome.rejection().isPresent()) {
      throw new AssertionError("rejected " + action + ": " + outcome.rejection().get() + "\nin " + state);
    }
    state = outcome.state();
    events = outcome.events();
    return this;
  }

  /** {@return the rejection of {@code line}, which must be rejected and leave an equal state} */
  Rejection reject(String line) {
    return reject(action(line));
  }

  Rejection reject(Action action) {
    Outcome<KhamulState, KhamulEvent> outcome = rules.apply(state, action);
    assertThat(outcome).as("%s", action).isInstanceOf(Outcome.Rejected.class);
    assertThat(outcome.state()).isEqualTo(state);
    return outcome.rejection().orElseThrow();
  }

  /** {@return a record line as an action: a chance line or {@code S VERB ARGS…}} */
  Action action(String line) {
    List<String> words = new ArrayList<>(Arrays.asList(line.trim().toLowerCase().split("\\s+")));
    if (words.get(0).equals("shuffle")) {
      return Shuffle.of(words.subList(1, words.size()).stream().map(Card::of).toList());
    }
    if (words.get(0).equals("starter")) {
      return new Starter(Integer.parseInt(words.get(1)));
    }
    try {
      return rules.notation().parse(Integer.parseInt(words.get(0)), words.get(1), words.subList(2, words.size()));
    } catch (NotationException e) {
      throw new AssertionError(line + ": " + e.getMessage(), e);
    }
  }

  /** {@return seat's hand, written as in records} */
  String hand(int seat) {
    return String.join(" ", state.hand(seat).stream().map(Card::toString).toList());
  }

  /** {@return the cards {@code viewer} remembers in {@code owner}'s hand, "?" for unknown slots} */
  String memory(int viewer, int owner) {
    return String.join(" ", rules.view(state, viewer).memory().get(owner).stream()
        .map(known -> known.map(Card::toString).orElse("?")).toList());
  }

  /** {@return the events of the last action as {@code seat} sees them} */
  ImmutableList<KhamulEvent> seenBy(int seat) {
    return rules.eventsSeenBy(seat, events);
  }
}
