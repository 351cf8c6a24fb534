package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Shuffle;

/**
 * Pairs of states that one seat cannot tell apart (C-6): its views are equal, the states are not.
 * They are found by playing a script twice, as it is and relabelled: two cards dealt first trade
 * names in every chance action and every action line, and so do two signal words (signs,
 * gestures). Wherever both cards (both words) lie hidden from a seat, it sees the same in both
 * games; where it may see them, its views differ and no pair is made. Half the time the two
 * cards are dealt to one hand, so that the twins differ only in that hand's slot order. The two games may drift
 * apart (an action naming a relabelled card can be refused in one): any two states with equal
 * views are a fair pair, however they came about.
 */
final class Twins {

  private static final long NAMES = 0x5EA1_7A1CL;

  private Twins() {}

  /**
   * Two states {@code seat} cannot tell apart.
   *
   * @param actions how many actions of the script led to them
   * @param seat the seat
   * @param first the state of the script as it is
   * @param second the state of the relabelled script
   * @param next the script's next action, if any
   * @param traded the two cards that trade names between the scripts: the ones worth naming in a
   *     probe, as where they lie is what the seat cannot know
   * @param firstTrace the replay of the script as it is, whose first {@code actions} steps led to
   *     {@code first} (for the seat's history)
   * @param secondTrace the replay of the relabelled script, likewise
   * @param <S> the state type
   */
  record Twin<S extends GameState>(int actions, int seat, S first, S second, Optional<Action> next,
      List<Card> traded, Trace<S, ?> firstTrace, Trace<S, ?> secondTrace) {}

  /**
   * {@return pairs found at about one state in {@code oneIn} (every state when thorough), for the
   * seat of the script's next action and {@code seats} seats drawn at random}
   */
  static <S extends GameState, A extends PlayerAction, E extends Event, V> List<Twin<S>> of(
      RuleSet<S, A, E, V> rules, Script script, Sampling sampling, int oneIn, int seats) {
    ImmutableList<Card> deck = rules.start().deck().cards();
    if (deck.size() < 2 || script.actions().isEmpty()) {
      return List.of();
    }
    // The names traded come from the script's seed, not from the sampling: shrinking (which samples
    // differently) then replays the very same twins on shorter scripts.
    SplittableRandom names = new SplittableRandom(script.seed() ^ NAMES);
    // Two cards from the top of the first deck order: the first cards dealt, so that the twins
    // differ in hands (where secrets live) more often than in the depth of the stock.
    List<Card> top = script.actions().stream().filter(a -> a instanceof Shuffle).findFirst()
        .map(a -> (List<Card>) ((Shuffle) a).cards()).orElse(deck);
    top = top.subList(0, Math.min(top.size(), Math.max(8, top.size() / 4)));
    if (top.size() < 2) {
      return List.of();
    }
    // Half the time, two cards of one dealt hand: the twins then differ only in that hand's slot
    // order, which its holder alone has seen (issue 22: a view or determinize that followed it).
    List<Card> pair = names.nextBoolean() ? sameHand(rules, script, names) : List.of();
    if (pair.isEmpty()) {
      int i = names.nextInt(top.size());
      int j = (i + 1 + names.nextInt(top.size() - 1)) % top.size();
      pair = List.of(top.get(i), top.get(j));
    }
    Map<Card, Card> cards = Map.of(pair.get(0), pair.get(1), pair.get(1), pair.get(0));
    Map<String, String> words = new HashMap<>();
    ImmutableList<String> signals = rules.signalWords();
    if (signals.size() >= 2) {
      int w = names.nextInt(signals.size());
      int v = (w + 1 + names.nextInt(signals.size() - 1)) % signals.size();
      words.put(signals.get(w), signals.get(v));
      words.put(signals.get(v), signals.get(w));
    }
    List<Action> relabelled = new ArrayList<>();
    for (Action action : script.actions()) {
      relabelled.add(relabel(rules, action, cards, words));
    }
    Trace<S, E> one = Trace.of(rules, script.actions());
    Trace<S, E> two = Trace.of(rules, relabelled);
    int steps = Math.min(one.steps().size(), two.steps().size());
    List<Twin<S>> out = new ArrayList<>();
    for (int k = 0; k < steps; k++) {
      S first = one.steps().get(k).after();
      S second = two.steps().get(k).after();
      if (!sampling.pick(oneIn) || first.equals(second)) {
        continue;
      }
      Optional<Action> next = k + 1 < script.actions().size() ? Optional.of(script.actions().get(k + 1)) : Optional.empty();
      // The seat that acts next comes first: its answers are the ones worth comparing.
      Set<Integer> chosen = new LinkedHashSet<>();
      next.filter(a -> a instanceof PlayerAction p && first.seating().isSeat(p.seat()))
          .ifPresent(a -> chosen.add(((PlayerAction) a).seat()));
      for (int seat : sampling.seats(first.seating().seats(), seats)) {
        chosen.add(seat);
      }
      for (int seat : chosen) {
        if (Objects.equals(rules.view(first, seat), rules.view(second, seat))) {
          out.add(new Twin<>(k + 1, seat, first, second, next, pair, one, two));
        }
      }
    }
    return out;
  }

  /**
   * {@return two cards of one hand dealt by the script's first shuffle, or none} The shuffle is
   * applied to the start state; a seat whose hand then holds two cards or more is drawn.
   */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> List<Card> sameHand(
      RuleSet<S, A, E, V> rules, Script script, SplittableRandom names) {
    Optional<Action> shuffle = script.actions().stream().filter(a -> a instanceof Shuffle).findFirst();
    if (shuffle.isEmpty()) {
      return List.of();
    }
    S dealt;
    try {
      Outcome<S, E> outcome = rules.apply(rules.start(), shuffle.get());
      if (!outcome.isAccepted()) {
        return List.of();
      }
      dealt = outcome.state();
    } catch (RuntimeException e) {
      return List.of();
    }
    int seats = dealt.seating().seats();
    int first = names.nextInt(seats);
    for (int k = 0; k < seats; k++) {
      List<Card> hand = dealt.hand((first + k) % seats);
      if (hand.size() >= 2) {
        int i = names.nextInt(hand.size());
        int j = (i + 1 + names.nextInt(hand.size() - 1)) % hand.size();
        return List.of(hand.get(i), hand.get(j));
      }
    }
    return List.of();
  }

  /** {@return {@code action} with the cards and words of the maps traded; as it is if it cannot be} */
  private static <A extends PlayerAction> Action relabel(RuleSet<?, A, ?, ?> rules, Action action,
      Map<Card, Card> cards, Map<String, String> words) {
    if (action instanceof Shuffle shuffle) {
      return Shuffle.of(shuffle.cards().stream().map(c -> cards.getOrDefault(c, c)).toList());
    }
    if (!(action instanceof PlayerAction play)) {
      return action;
    }
    try {
      @SuppressWarnings("unchecked")
      A typed = (A) play;
      List<String> line = new ArrayList<>(Words.of(rules.notation(), typed));
      for (int k = 1; k < line.size(); k++) {
        String word = line.get(k);
        Optional<Card> card = Card.parse(word);
        line.set(k, card.isPresent()
            ? cards.getOrDefault(card.get(), card.get()).toString().toLowerCase(Locale.ROOT)
            : words.getOrDefault(word, word));
      }
      return Words.parse(rules.notation(), play.seat(), line).<Action>map(a -> a).orElse(action);
    } catch (RuntimeException e) {
      return action;
    }
  }
}
