package kemkit.conformance;

import java.util.ArrayList;
import java.util.List;
import kemkit.card.Card;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.toy.HighCardAction;
import kemkit.toy.HighCardEvent;
import kemkit.toy.HighCardRules;
import kemkit.toy.HighCardView;

/**
 * A learning encoder of High card made from the seat's view and history only, and broken ones,
 * each with one deliberate bug the way real encoders go wrong: the encoders that prove the kit's
 * encoding properties can fail.
 */
final class HighCardEncoders {

  private HighCardEncoders() {}

  /**
   * The honest encoder: the observation is the seat's hand, the trick, the cards taken, the turn
   * (relative) and the stock's size; the information state adds every card the seat heard played
   * and the kind of the last event it heard. An action's index is its card's.
   */
  static class Honest implements Encoder {
    final HighCardRules rules;
    final int seats;

    Honest(RuleSet<?, ?, ?, ?> rules) {
      this.rules = (HighCardRules) rules;
      this.seats = this.rules.seating().seats();
    }

    @Override
    public String name() {
      return getClass().getSimpleName() + " High card encoder";
    }

    @Override
    public int numDistinctActions() {
      return Card.COUNT;
    }

    @Override
    public float[] observation(GameState state, int seat) {
      HighCardView view = rules.view(state, seat);
      float[] out = new float[3 * Card.COUNT + seats + 1];
      view.hand().forEach(c -> out[c.index()] = 1f);
      view.trick().forEach(c -> out[Card.COUNT + c.index()] = 1f);
      view.taken().forEach(c -> out[2 * Card.COUNT + c.index()] = 1f);
      out[3 * Card.COUNT + Math.floorMod(view.turn() - seat, seats)] = 1f;
      out[3 * Card.COUNT + seats] = view.stockSize() / (float) Card.COUNT;
      return out;
    }

    @Override
    public History history(int seat) {
      return new Recall(this, seat);
    }

    float[] informationState(GameState state, int seat, boolean[] played, int lastKind) {
      float[] observation = observation(state, seat);
      float[] out = new float[observation.length + Card.COUNT + 7];
      System.arraycopy(observation, 0, out, 0, observation.length);
      for (int c = 0; c < Card.COUNT; c++) {
        out[observation.length + c] = played[c] ? 1f : 0f;
      }
      if (lastKind >= 0) {
        out[observation.length + Card.COUNT + lastKind] = 1f;
      }
      return out;
    }

    @Override
    public int actionIndex(PlayerAction action) {
      return ((HighCardAction.Play) action).card().index();
    }

    @Override
    public PlayerAction action(GameState state, int seat, int index) {
      return new HighCardAction.Play(seat, Card.byIndex(index));
    }

    @Override
    public boolean[] mask(GameState state, int seat) {
      boolean[] out = new boolean[numDistinctActions()];
      for (HighCardAction action : rules.legalActions(state, seat)) {
        out[actionIndex(action)] = true;
      }
      return out;
    }
  }

  /** The honest history: the cards heard played, and the last event's kind. */
  static class Recall implements Encoder.History {
    final Honest encoder;
    final int seat;
    final boolean[] played = new boolean[Card.COUNT];
    int lastKind = -1;

    Recall(Honest encoder, int seat) {
      this.encoder = encoder;
      this.seat = seat;
    }

    @Override
    public void acted(PlayerAction action) {}

    @Override
    public void heard(Event event) {
      List<Class<?>> kinds = List.of(HighCardEvent.Dealt.class, HighCardEvent.DealtFaceDown.class,
          HighCardEvent.LeaderDrawn.class, HighCardEvent.Played.class, HighCardEvent.TrickTaken.class,
          HighCardEvent.RoundEnded.class, HighCardEvent.GameWon.class);
      lastKind = kinds.indexOf(event.getClass());
      if (event instanceof HighCardEvent.Played play) {
        played[play.card().index()] = true;
      }
    }

    @Override
    public float[] informationState(GameState state) {
      return encoder.informationState(state, seat, played, lastKind);
    }
  }

  /** Breaks C-6 in the observation: it shows the next seat's first card, read from the state. */
  static final class PeeksAtTheNextHand extends Honest {
    PeeksAtTheNextHand(RuleSet<?, ?, ?, ?> rules) {
      super(rules);
    }

    @Override
    public float[] observation(GameState state, int seat) {
      float[] out = super.observation(state, seat);
      List<Card> next = state.hand((seat + 1) % seats);
      if (!next.isEmpty()) {
        out[2 * Card.COUNT + next.get(0).index()] = 1f; // into the "taken" plane, where it hides
      }
      return out;
    }
  }

  /**
   * Breaks C-6 in the information state only: its history also remembers the cards the next
   * seat was dealt, read from the state when the deal is heard (a "perfect recall" that recalls
   * too much, as OpenSpiel's issue 1274).
   */
  static final class RecallsTheDeal extends Honest {
    RecallsTheDeal(RuleSet<?, ?, ?, ?> rules) {
      super(rules);
    }

    @Override
    public History history(int seat) {
      return new Recall(this, seat) {
        final List<Card> remembered = new ArrayList<>();

        @Override
        public float[] informationState(GameState state) {
          if (remembered.isEmpty()) {
            remembered.addAll(state.hand((seat + 1) % seats));
          }
          float[] out = super.informationState(state);
          remembered.forEach(c -> out[out.length - 7 - Card.COUNT + c.index()] = 1f);
          return out;
        }
      };
    }
  }

  /** Breaks the mask: it leaves out the seat's lowest legal card. */
  static final class MaskMissesOne extends Honest {
    MaskMissesOne(RuleSet<?, ?, ?, ?> rules) {
      super(rules);
    }

    @Override
    public boolean[] mask(GameState state, int seat) {
      boolean[] out = super.mask(state, seat);
      for (int i = 0; i < out.length; i++) {
        if (out[i]) {
          out[i] = false;
          break;
        }
      }
      return out;
    }
  }

  /** Breaks the numbering: an action's index is its rank, so two cards of one rank share one. */
  static final class NumbersByRank extends Honest {
    NumbersByRank(RuleSet<?, ?, ?, ?> rules) {
      super(rules);
    }

    @Override
    public int actionIndex(PlayerAction action) {
      return ((HighCardAction.Play) action).card().rank().ordinal();
    }

    @Override
    public PlayerAction action(GameState state, int seat, int index) {
      for (Card card : state.hand(seat)) {
        if (card.rank().ordinal() == index) {
          return new HighCardAction.Play(seat, card);
        }
      }
      return new HighCardAction.Play(seat, Card.byIndex(index));
    }

    @Override
    public boolean[] mask(GameState state, int seat) {
      boolean[] out = new boolean[numDistinctActions()];
      for (HighCardAction action : rules.legalActions(state, seat)) {
        out[actionIndex(action)] = true;
      }
      return out;
    }
  }
}
