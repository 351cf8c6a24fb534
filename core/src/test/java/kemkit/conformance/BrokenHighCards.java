package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.game.Action;
import kemkit.game.Barrier;
import kemkit.game.GameState;
import kemkit.game.Notation;
import kemkit.game.NotationException;
import kemkit.game.Outcome;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.Spectated;
import kemkit.toy.HighCardAction;
import kemkit.toy.HighCardEvent;
import kemkit.toy.HighCardRules;
import kemkit.toy.HighCardState;
import kemkit.toy.HighCardView;

/**
 * High card with one deliberate bug each: the rule sets that prove the conformance kit can fail.
 * Each is the real {@link HighCardRules} for three seats with one method wrong, the way real rule
 * sets go wrong.
 */
final class BrokenHighCards {

  private BrokenHighCards() {}

  /** Forwards everything to the real rule set; each bug overrides one method. */
  abstract static class Broken implements RuleSet<HighCardState, HighCardAction, HighCardEvent, HighCardView> {
    final HighCardRules real = HighCardRules.of(3);

    @Override
    public String game() {
      return real.game();
    }

    @Override
    public Setup setup() {
      return real.setup();
    }

    @Override
    public HighCardState start() {
      return real.start();
    }

    @Override
    public Outcome<HighCardState, HighCardEvent> apply(GameState given, Action action) {
      HighCardState state = real.own(given);
      return real.apply(state, action);
    }

    @Override
    public ImmutableList<HighCardAction> legalActions(GameState given, int seat) {
      HighCardState state = real.own(given);
      return real.legalActions(state, seat);
    }

    @Override
    public HighCardView view(GameState given, int seat) {
      HighCardState state = real.own(given);
      return real.view(state, seat);
    }

    @Override
    public ImmutableList<HighCardEvent> eventsSeenBy(int seat, ImmutableList<HighCardEvent> events) {
      return real.eventsSeenBy(seat, events);
    }

    @Override
    public HighCardState determinize(GameState given, int seat, RandomGenerator rng) {
      HighCardState state = real.own(given);
      return real.determinize(state, seat, rng);
    }

    @Override
    public Notation<HighCardAction> notation() {
      return real.notation();
    }

    @Override
    public boolean handsAreOrdered() {
      return real.handsAreOrdered();
    }

    @Override
    public Optional<Barrier> barrier(GameState before, Action action, Outcome<?, HighCardEvent> outcome) {
      return real.barrier(before, action, outcome);
    }

    @Override
    public String toString() {
      return getClass().getSimpleName();
    }
  }

  /** Breaks C-10: forgets that a card played comes out of a hidden hand, and lets the play be taken back. */
  static final class TakesBackAPlay extends Broken {
    @Override
    public Optional<Barrier> barrier(GameState before, Action action, Outcome<?, HighCardEvent> outcome) {
      return real.barrier(before, action, outcome).filter(b -> b != Barrier.HIDDEN);
    }
  }

  /** Breaks C-7: when seat 2 takes a trick, the top card of the taken pile vanishes. */
  static final class LosesCard extends Broken {
    @Override
    public Outcome<HighCardState, HighCardEvent> apply(GameState given, Action action) {
      HighCardState state = real.own(given);
      Outcome<HighCardState, HighCardEvent> outcome = real.apply(state, action);
      if (outcome instanceof Outcome.Accepted<HighCardState, HighCardEvent> accepted
          && accepted.events().stream().anyMatch(e -> e instanceof HighCardEvent.TrickTaken t && t.seat() == 2)
          && !accepted.state().taken().isEmpty()) {
        return new Outcome.Accepted<>(accepted.state().withTaken(accepted.state().taken().drawn(1)), accepted.events());
      }
      return outcome;
    }
  }

  /** Breaks C-5: a play out of turn is rejected, but the turn passes to the seat that tried. */
  static final class ChangesStateOnRejection extends Broken {
    @Override
    public Outcome<HighCardState, HighCardEvent> apply(GameState given, Action action) {
      HighCardState state = real.own(given);
      Outcome<HighCardState, HighCardEvent> outcome = real.apply(state, action);
      if (outcome instanceof Outcome.Rejected<HighCardState, HighCardEvent> rejected
          && rejected.reason().code() == RejectionCode.NOT_YOUR_TURN) {
        return new Outcome.Rejected<>(state.withTurn(((HighCardAction) action).seat()), rejected.reason());
      }
      return outcome;
    }
  }

  /** Breaks C-5's two persons: a play out of turn is refused to the log in the second person. */
  static final class SpeaksToTheLog extends Broken {
    @Override
    public Outcome<HighCardState, HighCardEvent> apply(GameState given, Action action) {
      HighCardState state = real.own(given);
      Outcome<HighCardState, HighCardEvent> outcome = real.apply(state, action);
      if (outcome instanceof Outcome.Rejected<HighCardState, HighCardEvent> rejected
          && rejected.reason().code() == RejectionCode.NOT_YOUR_TURN) {
        return new Outcome.Rejected<>(state, new Rejection(RejectionCode.NOT_YOUR_TURN, rejected.reason().rule(),
            "you cannot play now: wait for your turn"));
      }
      return outcome;
    }
  }

  /** Breaks C-6 for spectators: the public view is seat 0's view, its hand included. */
  static final class ShowsAHandToSpectators extends Broken implements Spectated<HighCardView> {
    @Override
    public HighCardView publicView(GameState given) {
      HighCardView view = real.view(real.own(given), 0);
      return new HighCardView(-1, view.round(), view.hand(), view.handSizes(), view.trick(), view.taken(),
          view.stockSize(), view.scores(), view.turn(), view.chanceDue(), view.winners());
    }
  }

  /** Breaks C-6: a seat's view shows the first card of the next seat's hand. */
  static final class LeaksHiddenCard extends Broken {
    @Override
    public HighCardView view(GameState given, int seat) {
      HighCardState state = real.own(given);
      HighCardView view = real.view(state, seat);
      List<Card> next = state.hand((seat + 1) % state.seating().seats());
      if (next.isEmpty()) {
        return view;
      }
      ImmutableList<Card> trick = ImmutableList.<Card>builder().addAll(view.trick()).add(next.get(0)).build();
      return new HighCardView(view.seat(), view.round(), view.hand(), view.handSizes(), trick, view.taken(),
          view.stockSize(), view.scores(), view.turn(), view.chanceDue(), view.winners());
    }
  }

  /** Breaks "apply never throws": playing a card one does not hold is an index error, not a rejection. */
  static final class ThrowsFromApply extends Broken {
    @Override
    public Outcome<HighCardState, HighCardEvent> apply(GameState given, Action action) {
      HighCardState state = real.own(given);
      Outcome<HighCardState, HighCardEvent> outcome = real.apply(state, action);
      if (outcome instanceof Outcome.Rejected<HighCardState, HighCardEvent> rejected
          && rejected.reason().code() == RejectionCode.NOT_IN_HAND) {
        HighCardAction.Play play = (HighCardAction.Play) action;
        int index = state.hand(play.seat()).indexOf(play.card());
        return new Outcome.Accepted<>(state, ImmutableList.of(new HighCardEvent.Played(play.seat(),
            state.hand(play.seat()).get(index))));
      }
      return outcome;
    }
  }

  /** Breaks the record round trip: the notation writes queens as kings. */
  static final class NotationDoesNotRoundTrip extends Broken {
    private final Notation<HighCardAction> notation = new Notation<>() {
      @Override
      public HighCardAction parse(int seat, String verb, List<String> args) throws NotationException {
        return real.notation().parse(seat, verb, args);
      }

      @Override
      public String write(HighCardAction action) {
        Card card = ((HighCardAction.Play) action).card();
        return "play " + (card.rank() == Rank.QUEEN ? Card.of(Rank.KING, card.suit()) : card);
      }

      @Override
      public List<String> verbs() {
        return real.notation().verbs();
      }
    };

    @Override
    public Notation<HighCardAction> notation() {
      return notation;
    }
  }

  /** Breaks "legal actions are accepted": every seat may play any of its cards, in turn or not. */
  static final class LegalOutOfTurn extends Broken {
    @Override
    public ImmutableList<HighCardAction> legalActions(GameState given, int seat) {
      HighCardState state = real.own(given);
      if (state.isOver() || state.chanceDue().isPresent()) {
        return ImmutableList.of();
      }
      return state.hand(seat).stream().map(c -> (HighCardAction) new HighCardAction.Play(seat, c))
          .collect(ImmutableList.toImmutableList());
    }
  }

  /** Breaks the completeness of legal actions: the ace of spades is never listed, though playable. */
  static final class HidesAnAction extends Broken {
    @Override
    public ImmutableList<HighCardAction> legalActions(GameState given, int seat) {
      HighCardState state = real.own(given);
      return real.legalActions(state, seat).stream().filter(a -> !((HighCardAction.Play) a).card().equals(Card.of("AS")))
          .collect(ImmutableList.toImmutableList());
    }
  }

  /** Breaks purity: a play out of turn is rejected with a message that counts the attempts. */
  static final class Impure extends Broken {
    private int attempts;

    @Override
    public Outcome<HighCardState, HighCardEvent> apply(GameState given, Action action) {
      HighCardState state = real.own(given);
      Outcome<HighCardState, HighCardEvent> outcome = real.apply(state, action);
      if (outcome instanceof Outcome.Rejected<HighCardState, HighCardEvent> rejected
          && rejected.reason().code() == RejectionCode.NOT_YOUR_TURN) {
        return new Outcome.Rejected<>(state, new Rejection(RejectionCode.NOT_YOUR_TURN, rejected.reason().rule(),
            rejected.reason().message() + " (attempt " + ++attempts + ")"));
      }
      return outcome;
    }
  }

  /** Breaks §R's head: a chance action after the game is over is accepted as a new game. */
  static final class PlaysOnAfterGameOver extends Broken {
    @Override
    public Outcome<HighCardState, HighCardEvent> apply(GameState given, Action action) {
      HighCardState state = real.own(given);
      if (state.isOver() && action instanceof kemkit.game.Shuffle) {
        return real.apply(real.start(), action);
      }
      return real.apply(state, action);
    }
  }

  /** Breaks C-6: after each play, an event shows the next seat's hand to all (as if it had taken them). */
  static final class ShowsHiddenCard extends Broken {
    @Override
    public Outcome<HighCardState, HighCardEvent> apply(GameState given, Action action) {
      HighCardState state = real.own(given);
      Outcome<HighCardState, HighCardEvent> outcome = real.apply(state, action);
      if (outcome instanceof Outcome.Accepted<HighCardState, HighCardEvent> accepted
          && action instanceof HighCardAction.Play play) {
        int next = (play.seat() + 1) % state.seating().seats();
        List<Card> hand = accepted.state().hand(next);
        if (!hand.isEmpty()) {
          return new Outcome.Accepted<>(accepted.state(), ImmutableList.<HighCardEvent>builder()
              .addAll(accepted.events()).add(new HighCardEvent.TrickTaken(next, ImmutableList.copyOf(hand))).build());
        }
      }
      return outcome;
    }
  }

  /** Breaks C-6: between tricks, determinize copies the real state, hidden cards and all. */
  static final class DeterminizeCopiesSecrets extends Broken {
    @Override
    public HighCardState determinize(GameState given, int seat, RandomGenerator rng) {
      HighCardState state = real.own(given);
      HighCardState sampled = real.determinize(state, seat, rng);
      return state.trick().isEmpty() ? state : sampled;
    }
  }

  /** Breaks RuleSet's contract: a state made by another rule set is read as if it were its own. */
  static final class AcceptsForeignState extends Broken {
    @Override
    public Outcome<HighCardState, HighCardEvent> apply(GameState given, Action action) {
      HighCardState state = (HighCardState) given;
      return real.apply(adopted(state), action);
    }

    @Override
    public ImmutableList<HighCardAction> legalActions(GameState given, int seat) {
      HighCardState state = (HighCardState) given;
      return real.legalActions(adopted(state), seat);
    }

    private HighCardState adopted(HighCardState s) {
      return new HighCardState(s.seating(), s.deck(), s.round(), s.scores(), s.hands(), s.stock(), s.trick(),
          s.taken(), s.leader(), s.turn(), s.chanceDue(), s.winners(), real);
    }
  }

  /** Breaks RuleSet's contract: a number that is no seat hears as the seat {@code seat % seats}. */
  static final class HearsAsNoSeat extends Broken {
    @Override
    public ImmutableList<HighCardEvent> eventsSeenBy(int seat, ImmutableList<HighCardEvent> events) {
      return real.eventsSeenBy(Math.floorMod(seat, 3), events);
    }
  }

  /** Breaks C-6: a card one does not hold is refused with a message that says where it lies. */
  static final class RejectionTellsWhere extends Broken {
    @Override
    public Outcome<HighCardState, HighCardEvent> apply(GameState given, Action action) {
      HighCardState state = (HighCardState) given;
      Outcome<HighCardState, HighCardEvent> outcome = real.apply(state, action);
      if (outcome instanceof Outcome.Rejected<HighCardState, HighCardEvent> rejected
          && rejected.reason().code() == RejectionCode.NOT_IN_HAND) {
        Card card = ((HighCardAction.Play) action).card();
        String where = "the stock or a pile";
        for (int seat = 0; seat < state.seating().seats(); seat++) {
          if (state.hand(seat).contains(card)) {
            where = "seat " + seat + "'s hand";
          }
        }
        return new Outcome.Rejected<>(state, new Rejection(RejectionCode.NOT_IN_HAND, rejected.reason().rule(),
            rejected.reason().message() + " (it is in " + where + ")"));
      }
      return outcome;
    }
  }

  /**
   * Breaks C-6: {@code legalAction} by index follows the hidden hands (the list is read backwards
   * when the sum of their cards' numbers is odd), while the list itself is right. The numbers, not
   * the hands' {@code hashCode}: a card's hash mixes its enums' identity hashes, which change from
   * one JVM to the next, and so would the failing game and the length it shrinks to.
   */
  static final class IndexFollowsHiddenCards extends Broken {
    @Override
    public HighCardAction legalAction(GameState given, int seat, int index) {
      HighCardState state = (HighCardState) given;
      ImmutableList<HighCardAction> legal = real.legalActions(state, seat);
      int sum = 0;
      for (ImmutableList<Card> hand : state.hands()) {
        for (Card card : hand) {
          sum += card.index();
        }
      }
      return (sum & 1) == 0 ? legal.get(index) : legal.get(legal.size() - 1 - index);
    }
  }
}
