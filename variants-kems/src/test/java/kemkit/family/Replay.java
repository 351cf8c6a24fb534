package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.NotationException;
import kemkit.game.Outcome;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.game.SetupException;
import kemkit.game.Shuffle;
import kemkit.kemps.Kemps;

/**
 * Builds test states the way a game builds them: from a known deck order and a short list of
 * actions written as record lines ({@code "1 exchange 2C 5D"}), never by poking fields.
 *
 * <pre>{@code
 * Replay game = Replay.of(Kemps.PRESET)
 *     .deal("5D 6D 7D 8D", "5C 9C KC 4D", "2C 6C TC AC", "3C 7C JC 2D", "4C 8C QC 3D")
 *     .play("1 exchange 2C 5D");
 * }</pre>
 */
final class Replay {

  private final FamilyRules rules;
  private FamilyState state;
  private ImmutableList<FamilyEvent> events = ImmutableList.of();

  private Replay(FamilyRules rules) {
    this.rules = rules;
    this.state = rules.start();
  }

  /** {@return a game of {@code rules} before its first deal} */
  static Replay of(FamilyRules rules) {
    return new Replay(rules);
  }

  /** {@return a game of {@code preset} with its seating, options overridden as {@code name=value}} */
  static Replay of(Preset preset, String... options) {
    return of(rules(preset, preset.teams(), preset.teamSize(), options));
  }

  /** {@return the rule set of {@code preset} at this table, options overridden as {@code name=value}} */
  static FamilyRules rules(Preset preset, int teams, int teamSize, String... options) {
    try {
      FamilyOptions chosen = preset.options();
      for (String option : options) {
        String[] pair = option.split("=", 2);
        chosen = chosen.with(pair[0], pair[1]);
      }
      return FamilyRules.create(preset, chosen, teams, teamSize, 0);
    } catch (SetupException e) {
      throw new AssertionError(e);
    }
  }

  FamilyRules rules() {
    return rules;
  }

  FamilyState state() {
    return state;
  }

  /** {@return the events of the last accepted action} */
  ImmutableList<FamilyEvent> events() {
    return events;
  }

  FamilyView view(int seat) {
    return rules.view(state, seat);
  }

  /**
   * Deals these hands (seat 0 first) and table, the rest of the deck following as the stock: first
   * {@code stockTop}, then every other card in reference order.
   */
  Replay deal(String table, List<String> stockTop, String... hands) {
    return apply(order(state.dealer(), table, stockTop, hands), true);
  }

  /** Deals these hands (seat 0 first) and table, the stock in reference order. */
  Replay deal(String table, String... hands) {
    return deal(table, List.of(), hands);
  }

  /**
   * {@return the deck order that deals {@code hands} (seat 0 first) one card at a time from the
   * dealer's left (K-5), then {@code table}, then {@code stockTop}, then the rest in reference
   * order}
   */
  Shuffle order(int dealer, String table, List<String> stockTop, String... hands) {
    int seats = rules.seating().seats();
    assertThat(hands).as("one hand per seat").hasSize(seats);
    Card[] order = new Card[seats * 4];
    for (int seat = 0; seat < seats; seat++) {
      List<Card> hand = cards(hands[seat]);
      for (int slot = 0; slot < 4; slot++) {
        order[slot * seats + Math.floorMod(seat - dealer - 1, seats)] = hand.get(slot);
      }
    }
    Set<Card> deck = new LinkedHashSet<>(Arrays.asList(order));
    List<Card> chosen = new ArrayList<>(cards(table));
    for (String top : stockTop) {
      chosen.addAll(cards(top));
    }
    for (Card card : chosen) {
      assertThat(deck.add(card)).as("%s is dealt twice", card).isTrue();
    }
    deck.addAll(state.deck().cards());
    assertThat(deck).as("the deal uses cards of the deck, each once").hasSize(state.deck().size());
    return Shuffle.of(new ArrayList<>(deck));
  }

  /** Applies record lines that must all be accepted. */
  Replay play(String... lines) {
    for (String line : lines) {
      apply(parse(line), true);
    }
    return this;
  }

  /** Applies {@code action}, which must be accepted. */
  Replay play(Action action) {
    return apply(action, true);
  }

  /** Tries a record line that must be rejected; {@return the rejection} The state is unchanged. */
  Rejection reject(String line) {
    return reject(parse(line));
  }

  /** Tries {@code action}, which must be rejected; {@return the rejection} */
  Rejection reject(Action action) {
    Outcome<FamilyState, FamilyEvent> outcome = rules.apply(state, action);
    assertThat(outcome).as("%s should be rejected", action).isInstanceOf(Outcome.Rejected.class);
    assertThat(outcome.state()).as("a rejection changes nothing (C-5)").isEqualTo(state);
    return outcome.rejection().orElseThrow();
  }

  /** {@return the code a record line is rejected with} */
  RejectionCode code(String line) {
    return reject(line).code();
  }

  private Replay apply(Action action, boolean mustAccept) {
    Outcome<FamilyState, FamilyEvent> outcome = rules.apply(state, action);
    if (mustAccept && outcome.rejection().isPresent()) {
      throw new AssertionError(action + " was rejected: " + outcome.rejection().get());
    }
    state = outcome.state();
    events = outcome.events();
    return this;
  }

  /** {@return a record line as an action: {@code shuffle …} or {@code S VERB ARGS…}} */
  static Action parse(String line) {
    List<String> words = Arrays.asList(line.trim().toLowerCase().split("\\s+"));
    if (words.get(0).equals("shuffle")) {
      return Shuffle.of(cards(String.join(" ", words.subList(1, words.size()))));
    }
    try {
      return FamilyNotation.INSTANCE.parse(Integer.parseInt(words.get(0)), words.get(1), words.subList(2, words.size()));
    } catch (NotationException e) {
      throw new AssertionError(line + ": " + e.getMessage(), e);
    }
  }

  /** {@return cards written as in records, {@code "5C 9C KC"}} */
  static ImmutableList<Card> cards(String text) {
    ImmutableList.Builder<Card> out = ImmutableList.builder();
    for (String word : text.trim().split("\\s+")) {
      if (!word.isEmpty()) {
        out.add(Card.of(word));
      }
    }
    return out.build();
  }
}
