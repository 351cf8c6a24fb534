package kemkit.world;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.ChanceDue;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import kemkit.pile.Pile;
import kemkit.world.SeatHistory.Step;

/**
 * Finds one world that explains a seat's history: the game replayed from its start, every chance
 * order chosen so that the seat hears, at every step, exactly what it heard. Another seat's action
 * is named by trying its candidates (legal actions and the game's {@link Guesses}) against what the
 * seat heard.
 *
 * <p>The orders start as random orders of the due cards. Where the replay makes the seat hear card
 * {@code d} and the history says {@code c}, {@code c} and {@code d} trade places in every order of
 * the round so far, and the round is replayed; where the shapes do not line up (a redraw that did
 * not happen, a match instead of a miss), the round's orders are drawn again. Every choice comes
 * from a generator with a fixed seed, so the world found depends on the history alone.
 */
final class Reconstruction<S extends GameState, A extends PlayerAction, E extends Event> {

  private static final long SEED = 0x3E1D_5A3B_1EL;
  /** Repairs (card trades and redraws) allowed per step of the history before giving up. */
  private static final int REPAIRS_PER_STEP = 64;
  private static final int MIN_REPAIRS = 2_000;
  /** What trading a card already heard of costs a candidate, against 1 per card traded. */
  private static final int SETTLED = 50;

  final RuleSet<S, A, E, ?> rules;
  final Guesses<S, A, E> guesses;
  final int seat;
  final ImmutableList<Step<A, E>> steps;
  final int deckSize;
  /** The whole deck, in its order. */
  private final ImmutableList<Card> deck;
  /** The state before each step, and after the last. */
  final List<S> before;
  /** The action that explains each step, in the world found. */
  final Action[] chosen;
  /** For each step, how many candidate actions explained it (more than one: chosen again per sample). */
  final int[] matches;
  /** For each step that several candidates explained, those candidates (in the world found). */
  final List<List<A>> alternatives;
  /** For each chance step that orders cards, the order; null elsewhere. */
  final Card[][] orders;
  /** For each step, the index of the first step of its round (the last deck order of the whole deck). */
  final int[] roundStart;
  /** What the seat heard at each step, in the game's form for comparing ({@link Guesses#heardAs}). */
  final List<ImmutableList<E>> wantedList;
  private final ImmutableList<E>[] wanted;
  /** The cards the seat heard of at each step: their places are settled from then on. */
  private final long[] cardsHeard;
  private final SplittableRandom rng;

  Reconstruction(RuleSet<S, A, E, ?> rules, Guesses<S, A, E> guesses, SeatHistory<A, E> history, int attempt) {
    this.rng = new SplittableRandom(SEED + attempt);
    this.rules = rules;
    this.guesses = guesses;
    this.seat = history.seat();
    this.steps = history.steps();
    S start = rules.start();
    if (seat >= start.seating().seats()) {
      throw new NoWorldException("no seat " + seat + " at a table of " + start.seating().seats());
    }
    this.deck = ImmutableList.copyOf(start.deck().cards());
    this.deckSize = deck.size();
    int n = steps.size();
    this.before = new ArrayList<>(n + 1);
    before.add(start);
    this.chosen = new Action[n];
    this.matches = new int[n];
    this.alternatives = new ArrayList<>(java.util.Collections.nCopies(n, List.of()));
    this.orders = new Card[n][];
    this.roundStart = new int[n];
    this.wantedList = steps.stream().map(step -> guesses.heardAs(step.heard())).toList();
    @SuppressWarnings("unchecked")
    ImmutableList<E>[] forms = wantedList.toArray(new ImmutableList[0]);
    this.wanted = forms;
    this.cardsHeard = new long[n];
    for (int k = 0; k < n; k++) {
      cardsHeard[k] = Leaves.cards(wanted[k]) | Leaves.cards(steps.get(k).action());
    }
  }

  /** {@return what the seat hears of {@code outcome}, in the form compared} */
  private ImmutableList<E> heard(Outcome<S, E> outcome) {
    return guesses.heardAs(rules.eventsSeenBy(seat, outcome.events()));
  }

  /** Replays the history, repairing the world until every step is heard as it was; {@return this} */
  Reconstruction<S, A, E> run() {
    int n = steps.size();
    int budget = Math.max(MIN_REPAIRS, REPAIRS_PER_STEP * n);
    int k = 0;
    int round = 0;
    while (k < n) {
      S state = before.get(k);
      Step<A, E> step = steps.get(k);
      Optional<ChanceDue> due = state.chanceDue();
      if (due.isPresent() && due.get() instanceof ChanceDue.ShuffleDue shuffle && shuffle.cards().size() == deckSize) {
        round = k;
      }
      roundStart[k] = round;
      Repair repair = explain(k, state, step, due);
      if (repair == null) {
        k++;
        continue;
      }
      if (--budget < 0) {
        throw new NoWorldException("no world explains step " + k + " of the history of seat " + seat
            + " within the search's bounds");
      }
      int hidden = retrade(round, k, repair.swaps);
      if (hidden >= 0) {
        // A card the seat knew shows up elsewhere: an unseen choice (a reorder) put it there. The
        // states before that choice stand, so the replay starts from it.
        k = hidden;
        continue;
      }
      if (repair.settled && rechoose(round, k, repair.actor)) {
        // The card is where the seat saw it; an earlier unseen choice (a reorder) put it elsewhere.
      } else if (repair.swaps.isEmpty()) {
        redraw(round, k);
      } else {
        trade(round, k, repair.swaps);
      }
      k = round;
    }
    return this;
  }

  /** {@return the state after the whole history, in the world found} */
  S last() {
    return before.get(steps.size());
  }

  /** The cards to trade to make a step heard as it was; none: draw the round's orders again. */
  private record Repair(List<Card[]> swaps, boolean settled, int actor) {
    Repair(List<Card[]> swaps) {
      this(swaps, false, -1);
    }
  }

  /** Explains step {@code k}: {@return null once it is heard as it was (the world moved on), else the repair} */
  private Repair explain(int k, S state, Step<A, E> step, Optional<ChanceDue> due) {
    if (due.isPresent()) {
      if (step.action().isPresent()) {
        throw new NoWorldException("step " + k + " is an action of seat " + seat
            + " where the game waits for a chance action");
      }
      Action action;
      if (due.get() instanceof ChanceDue.ShuffleDue shuffle) {
        orders[k] = fit(orders[k], shuffle.cards());
        action = Shuffle.of(Pile.of(Arrays.asList(orders[k])));
      } else {
        action = starter(k, state, step, ((ChanceDue.StarterDue) due.get()).seats());
      }
      return settle(k, action, rules.apply(state, action), step);
    }
    orders[k] = null;
    if (step.action().isPresent()) {
      A own = step.action().get();
      return settle(k, own, rules.apply(state, own), step);
    }
    return other(k, state, step);
  }

  /** Moves on if {@code outcome} is heard as {@code step} was; else {@return the repair} */
  private Repair settle(int k, Action action, Outcome<S, E> outcome, Step<A, E> step) {
    if (!outcome.isAccepted()) {
      return new Repair(List.of());
    }
    ImmutableList<E> seen = heard(outcome);
    if (seen.equals(wanted[k])) {
      accept(k, action, outcome.state(), 1);
      return null;
    }
    Leaves.Comparison comparison = Leaves.compare(seen, wanted[k]);
    return new Repair(comparison.distance() >= Leaves.MISMATCH ? List.of() : comparison.swaps());
  }

  private void accept(int k, Action action, S after, int count) {
    chosen[k] = action;
    matches[k] = count;
    if (before.size() > k + 1) {
      before.set(k + 1, after);
    } else {
      before.add(after);
    }
  }

  private Action starter(int k, S state, Step<A, E> step, int seats) {
    for (int s = 0; s < seats; s++) {
      Outcome<S, E> outcome = rules.apply(state, new Starter(s));
      if (outcome.isAccepted() && heard(outcome).equals(wanted[k])) {
        return new Starter(s);
      }
    }
    throw new NoWorldException("no starting seat explains step " + k + " of the history of seat " + seat);
  }

  /** Another seat's action: the candidate heard exactly so, or the repair of the nearest one. */
  private Repair other(int k, S state, Step<A, E> step) {
    if (chosen[k] instanceof PlayerAction previous && previous.seat() != seat) {
      Outcome<S, E> outcome = rules.apply(state, previous);
      if (outcome.isAccepted() && heard(outcome).equals(wanted[k])) {
        accept(k, previous, outcome.state(), matches[k]);
        return null;
      }
    }
    List<A> exact = new ArrayList<>();
    List<S> after = new ArrayList<>();
    Leaves.Comparison nearest = null;
    int actor = -1;
    for (A candidate : candidates(rules, guesses, state, seat, step.heard())) {
      Outcome<S, E> outcome = rules.apply(state, candidate);
      if (!outcome.isAccepted()) {
        continue;
      }
      ImmutableList<E> seen = heard(outcome);
      if (seen.equals(wanted[k])) {
        exact.add(candidate);
        after.add(outcome.state());
      } else if (exact.isEmpty()) {
        Leaves.Comparison comparison = settled(Leaves.compare(seen, wanted[k]), k);
        if (nearest == null || comparison.distance() < nearest.distance()) {
          nearest = comparison;
          actor = candidate.seat();
        }
      }
    }
    if (!exact.isEmpty()) {
      int pick = rng.nextInt(exact.size());
      alternatives.set(k, exact.size() > 1 ? List.copyOf(exact) : List.of());
      accept(k, exact.get(pick), after.get(pick), exact.size());
      return null;
    }
    if (nearest == null || nearest.distance() >= Leaves.MISMATCH || nearest.swaps().isEmpty()) {
      return new Repair(List.of());
    }
    return new Repair(nearest.swaps(), nearest.distance() >= SETTLED, actor);
  }

  /**
   * Repairs an unseen choice of another seat where a card the seat heard of earlier in the round
   * is not where the history shows it ({@link Guesses#traded}): for the first pair {@code [had,
   * wanted]} of {@code swaps} that such a card is part of, the latest unseen action that can trade
   * the two cards' places trades them. If {@code wanted} was never heard and lies outside the hand
   * of that action, a card of the hand nobody heard of first trades places with it in the round's
   * orders (so the hand holds it), then moves to where {@code had} went. The search looks back no
   * further than the last step that heard either card (its place is fixed from then on).
   * {@return the step to replay from, or -1 if no unseen action can do it}
   */
  @SuppressWarnings("unchecked")
  private int retrade(int round, int k, List<Card[]> swaps) {
    long heard = 0;
    for (int i = round; i < k; i++) {
      heard |= cardsHeard[i];
    }
    for (Card[] swap : swaps) {
      Card had = swap[0];
      Card wanted = swap[1];
      long bits = (1L << had.index()) | (1L << wanted.index());
      if ((heard & bits) == 0) {
        continue;
      }
      boolean wantedFree = (heard & (1L << wanted.index())) == 0;
      for (int i = k - 1; i >= round; i--) {
        if (chosen[i] instanceof PlayerAction played && played.seat() != seat) {
          A action = (A) played;
          Optional<A> traded = guesses.traded(before.get(i), action, had, wanted);
          if (traded.isPresent()) {
            chosen[i] = traded.get();
            return i;
          }
          if (wantedFree) {
            List<Card> stand = new ArrayList<>();
            List<A> trades = new ArrayList<>();
            for (Card free : deck) {
              if ((heard & (1L << free.index())) == 0 && !free.equals(wanted)) {
                Optional<A> through = guesses.traded(before.get(i), action, had, free);
                if (through.isPresent()) {
                  stand.add(free);
                  trades.add(through.get());
                }
              }
            }
            if (!stand.isEmpty()) {
              int pick = rng.nextInt(stand.size());
              chosen[i] = trades.get(pick);
              trade(round, k, List.<Card[]>of(new Card[] {stand.get(pick), wanted}));
              return round;
            }
          }
        }
        if ((cardsHeard[i] & bits) != 0) {
          break;
        }
      }
    }
    return -1;
  }

  /**
   * Names again, at random, one step of the round that several actions of {@code actor} explained
   * (its reorder, its sign's word); {@return false if there is none}
   */
  private boolean rechoose(int round, int k, int actor) {
    List<Integer> open = new ArrayList<>();
    for (int i = round; i < k; i++) {
      if (alternatives.get(i).size() > 1 && alternatives.get(i).get(0).seat() == actor) {
        open.add(i);
      }
    }
    if (open.isEmpty()) {
      return false;
    }
    int i = open.get(rng.nextInt(open.size()));
    chosen[i] = alternatives.get(i).get(rng.nextInt(alternatives.get(i).size()));
    return true;
  }

  /**
   * {@return {@code comparison} with each trade of a card the seat heard of earlier in the round
   * made dearer} Such a card lies where the seat saw it; trading it would undo an earlier step, so a
   * candidate that trades only cards nobody placed yet is preferred.
   */
  private Leaves.Comparison settled(Leaves.Comparison comparison, int k) {
    long before = 0;
    for (int i = roundStart[k]; i < k; i++) {
      before |= cardsHeard[i];
    }
    int distance = comparison.distance();
    for (Card[] swap : comparison.swaps()) {
      if ((before & ((1L << swap[0].index()) | (1L << swap[1].index()))) != 0) {
        distance += SETTLED;
      }
    }
    return new Leaves.Comparison(distance, comparison.swaps());
  }

  /** {@return every action another seat may have made: its legal actions and the game's guesses} */
  static <S extends GameState, A extends PlayerAction, E extends Event> List<A> candidates(RuleSet<S, A, E, ?> rules,
      Guesses<S, A, E> guesses, S state, int seat, ImmutableList<E> heard) {
    List<A> out = new ArrayList<>();
    int seats = state.seating().seats();
    for (int other = 0; other < seats; other++) {
      if (other != seat) {
        out.addAll(rules.legalActions(state, other));
      }
    }
    for (A guess : guesses.actionsBehind(state, heard)) {
      if (guess.seat() != seat) {
        out.add(guess);
      }
    }
    return out;
  }

  /**
   * {@return {@code order} made an order of exactly {@code due}: its cards that are due keep their
   * places, the others' places get the missing cards in random order} A fresh random order when
   * there is none yet.
   */
  private Card[] fit(Card[] order, ImmutableList<Card> due) {
    long wanted = 0;
    for (Card card : due) {
      wanted |= 1L << card.index();
    }
    Card[] out = new Card[due.size()];
    long placed = 0;
    if (order != null) {
      for (int i = 0; i < Math.min(order.length, out.length); i++) {
        long bit = 1L << order[i].index();
        if ((wanted & bit) != 0 && (placed & bit) == 0) {
          out[i] = order[i];
          placed |= bit;
        }
      }
    }
    List<Card> missing = new ArrayList<>();
    for (Card card : due.stream().sorted().toList()) {
      if ((placed & (1L << card.index())) == 0) {
        missing.add(card);
      }
    }
    shuffle(missing);
    int next = 0;
    for (int i = 0; i < out.length; i++) {
      if (out[i] == null) {
        out[i] = missing.get(next++);
      }
    }
    return out;
  }

  private void shuffle(List<Card> cards) {
    for (int i = cards.size() - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      Card swap = cards.get(i);
      cards.set(i, cards.get(j));
      cards.set(j, swap);
    }
  }

  /** Trades the named cards' places in every order of the round up to step {@code k}. */
  private void trade(int round, int k, List<Card[]> swaps) {
    long used = 0;
    for (Card[] swap : swaps) {
      long bits = (1L << swap[0].index()) | (1L << swap[1].index());
      if ((used & bits) != 0) {
        continue;
      }
      used |= bits;
      for (int i = round; i <= k; i++) {
        Card[] order = orders[i];
        if (order == null) {
          continue;
        }
        for (int j = 0; j < order.length; j++) {
          if (order[j].equals(swap[0])) {
            order[j] = swap[1];
          } else if (order[j].equals(swap[1])) {
            order[j] = swap[0];
          }
        }
      }
    }
  }

  /** Draws the round's orders again, and forgets how its other seats' actions were named. */
  private void redraw(int round, int k) {
    for (int i = round; i <= k; i++) {
      if (orders[i] != null) {
        List<Card> cards = new ArrayList<>(Arrays.asList(orders[i]));
        cards.sort(null);
        shuffle(cards);
        orders[i] = cards.toArray(new Card[0]);
      }
      chosen[i] = null;
    }
  }
}
