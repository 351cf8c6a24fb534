package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.ChanceDue;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Shuffle;
import kemkit.game.Starter;

/**
 * Actions that are wrong in the ways real clients and hostile records are wrong. Each kind is
 * derived from a legal action (now, or remembered from earlier: stale), or from the chance action
 * due, so that it is wrong in exactly one detail and exercises one rejection path:
 *
 * <ul>
 *   <li>{@link Kind#REATTRIBUTED}: a legal action re-parsed as another seat's;
 *   <li>{@link Kind#MUTATED}: a legal action with one card or number word changed;
 *   <li>{@link Kind#OUT_OF_RANGE}: a legal action re-parsed with a seat that does not exist;
 *   <li>{@link Kind#STALE}: an action that was legal earlier (a player action while a chance is
 *       due, a card already played…);
 *   <li>{@link Kind#WRONG_CHANCE}: a chance action when none is due, or the due one spoiled: a
 *       card missing, duplicated or from outside, a starter out of range, or the wrong kind.
 * </ul>
 *
 * <p>Some of them may happen to be legal (a gesture re-attributed is still a gesture): the
 * properties judge outcomes, not intentions.
 */
final class Mischief<S extends GameState, A extends PlayerAction, E extends Event, V> {

  /** The kinds of mischief, drawn uniformly. */
  enum Kind { REATTRIBUTED, MUTATED, OUT_OF_RANGE, STALE, WRONG_CHANCE }

  private static final Kind[] KINDS = Kind.values();
  private static final int MEMORY = 16;

  private final RuleSet<S, A, E, V> rules;
  private final SplittableRandom rng;
  private final List<A> memory = new ArrayList<>();

  Mischief(RuleSet<S, A, E, V> rules, SplittableRandom rng) {
    this.rules = rules;
    this.rng = rng;
  }

  /** Keeps {@code action} among the few recent legal actions that stale mischief replays. */
  void remember(A action) {
    if (memory.size() == MEMORY) {
      memory.remove(rng.nextInt(MEMORY));
    }
    memory.add(action);
  }

  /** {@return a wrong action of a random kind, if that kind has material here} */
  Optional<Action> any(S state) {
    Kind kind = KINDS[rng.nextInt(KINDS.length)];
    return switch (kind) {
      case REATTRIBUTED -> source(state).flatMap(a -> reparse(a, otherSeat(state, a.seat())));
      case MUTATED -> source(state).flatMap(a -> mutate(state, a));
      case OUT_OF_RANGE -> source(state).flatMap(a -> reparse(a, badSeat(state)));
      case STALE -> remembered().map(a -> a);
      case WRONG_CHANCE -> state.chanceDue().isPresent() ? badChance(state.chanceDue().get(), state) : unexpectedChance(state);
    };
  }

  /** {@return an action tried after the game has ended: stale, re-attributed, or chance} */
  Optional<Action> afterGameOver(S state) {
    return switch (rng.nextInt(3)) {
      case 0 -> remembered().map(a -> a);
      case 1 -> remembered().flatMap(a -> reparse(a, otherSeat(state, a.seat())));
      default -> unexpectedChance(state);
    };
  }

  /** A legal action now if a random seat has one, else a remembered one. */
  private Optional<A> source(S state) {
    int seats = state.seating().seats();
    ImmutableList<A> legal = rules.legalActions(state, rng.nextInt(seats));
    if (!legal.isEmpty()) {
      return Optional.of(legal.get(rng.nextInt(legal.size())));
    }
    return remembered();
  }

  private Optional<A> remembered() {
    return memory.isEmpty() ? Optional.empty() : Optional.of(memory.get(rng.nextInt(memory.size())));
  }

  private int otherSeat(S state, int seat) {
    int seats = state.seating().seats();
    return Math.floorMod(seat + 1 + rng.nextInt(seats - 1), seats);
  }

  private int badSeat(S state) {
    int seats = state.seating().seats();
    int[] bad = {-1, seats, seats + 1, 99};
    return bad[rng.nextInt(bad.length)];
  }

  /** Writes {@code action} and parses it back as {@code seat}'s, as a record reader would. */
  private Optional<Action> reparse(A action, int seat) {
    return Words.parse(rules.notation(), seat, Words.of(rules.notation(), action)).map(a -> a);
  }

  /**
   * Changes one card or number word among the action's arguments. A card becomes, half the time,
   * one of the actor's hand or the table (a near miss, often legal: it tests that legal actions
   * are complete), else any card.
   */
  private Optional<Action> mutate(S state, A action) {
    List<String> words = new ArrayList<>(Words.of(rules.notation(), action));
    List<Integer> candidates = new ArrayList<>();
    for (int i = 1; i < words.size(); i++) {
      if (Card.parse(words.get(i)).isPresent() || Words.isNumber(words.get(i))) {
        candidates.add(i);
      }
    }
    if (candidates.isEmpty()) {
      return Optional.empty();
    }
    int at = candidates.get(rng.nextInt(candidates.size()));
    words.set(at, Card.parse(words.get(at)).isPresent()
        ? card(state, action.seat()).toString().toLowerCase(Locale.ROOT)
        : String.valueOf(rng.nextInt(-1, Math.max(6, words.size()) + 2)));
    return Words.parse(rules.notation(), action.seat(), words).map(a -> a);
  }

  private Card card(S state, int seat) {
    List<Card> near = new ArrayList<>();
    if (rng.nextBoolean()) {
      if (state.seating().isSeat(seat)) {
        near.addAll(state.hand(seat));
      }
      state.table().ifPresent(near::addAll);
    }
    return near.isEmpty() ? Card.byIndex(rng.nextInt(Card.COUNT)) : near.get(rng.nextInt(near.size()));
  }

  /** A whole-deck shuffle or a starter, when no chance action is due. */
  private Optional<Action> unexpectedChance(S state) {
    if (rng.nextBoolean()) {
      return Optional.of(Chance.shuffle(state.deck().cards(), rng));
    }
    return Optional.of(new Starter(rng.nextInt(state.seating().seats())));
  }

  /** The due chance action, spoiled in one way. */
  private Optional<Action> badChance(ChanceDue due, S state) {
    if (due instanceof ChanceDue.StarterDue starter) {
      return Optional.of(switch (rng.nextInt(3)) {
        case 0 -> new Starter(-1);
        case 1 -> new Starter(starter.seats());
        default -> Chance.shuffle(state.deck().cards(), rng);
      });
    }
    ImmutableList<Card> cards = ((ChanceDue.ShuffleDue) due).cards();
    List<Card> order = new ArrayList<>(Chance.shuffle(cards, rng).cards());
    switch (rng.nextInt(4)) {
      case 0 -> {
        if (order.isEmpty()) {
          return Optional.of(new Starter(0));
        }
        order.remove(rng.nextInt(order.size()));
      }
      case 1 -> {
        if (order.isEmpty()) {
          return Optional.of(new Starter(0));
        }
        order.set(rng.nextInt(order.size()), order.get(rng.nextInt(order.size())));
        if (order.size() == 1 || order.stream().distinct().count() == order.size()) {
          order.add(order.get(0));
        }
      }
      case 2 -> {
        List<Card> outside = new ArrayList<>();
        for (int i = 0; i < Card.COUNT; i++) {
          if (!cards.contains(Card.byIndex(i))) {
            outside.add(Card.byIndex(i));
          }
        }
        if (outside.isEmpty()) {
          order.add(order.get(rng.nextInt(order.size())));
        } else if (order.isEmpty()) {
          order.add(outside.get(rng.nextInt(outside.size())));
        } else {
          order.set(rng.nextInt(order.size()), outside.get(rng.nextInt(outside.size())));
        }
      }
      default -> {
        return Optional.of(new Starter(rng.nextInt(state.seating().seats())));
      }
    }
    return Optional.of(Shuffle.of(order));
  }
}
