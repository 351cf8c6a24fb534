package kemkit.bots.search;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulAction.Snap;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulState;
import kemkit.khamul.KhamulView;
import kemkit.khamul.Phase;

/**
 * Khamul for a {@link SearchBot}: it searches the seat's own turn (H-7: draw, take or announce,
 * H-12; where the drawn card goes; which power to use and how, H-8). Out of turn it snaps as the
 * heuristic does (a known match, H-9) and otherwise waits; peeking (H-5) is the same for every
 * pair of unseen slots. Points are bad (H-14): a rollout is worth how much less the seat scored in
 * the round than the other seats on average, or the game itself if it ended.
 */
final class KhamulSearch implements SearchGame<KhamulState, KhamulAction, KhamulView> {

  /** Points of round score that weigh as three quarters of a won game. */
  private static final double SCALE = 10;

  private final KhamulRules rules;

  KhamulSearch(KhamulRules rules) {
    this.rules = rules;
  }

  @Override
  public RolloutPolicy<KhamulState, KhamulAction> rollouts(KhamulView view) {
    return new KhamulRollouts(rules, view);
  }

  @Override
  public ImmutableList<Optional<KhamulAction>> options(KhamulView view, ImmutableList<KhamulAction> legal,
      Optional<KhamulAction> guide, boolean mayWait) {
    boolean searched = view.isMyTurn() && switch (view.phase()) {
      case TURN_START, HOLDING_DRAWN, HOLDING_TAKEN, POWER -> true;
      case AWAITING_DEAL, AWAITING_STARTER, PEEKING, OVER -> false;
    };
    ImmutableList.Builder<Optional<KhamulAction>> options = ImmutableList.builder();
    guide.ifPresent(action -> options.add(Optional.of(action)));
    if (searched && !guide.filter(Snap.class::isInstance).isPresent()) {
      // Blind snaps are left out: a wrong one costs a card (H-9), and the guide takes the sure ones.
      legal.stream().filter(action -> !(action instanceof Snap) && !guide.equals(Optional.of(action)))
          .forEach(action -> options.add(Optional.of(action)));
    }
    return options.build();
  }

  @Override
  public double reward(KhamulState start, KhamulState end, int seat) {
    int seats = end.seating().seats();
    double others = 0;
    for (int other = 0; other < seats; other++) {
      if (other != seat) {
        others += delta(start, end, other);
      }
    }
    double gain = others / (seats - 1) - delta(start, end, seat);
    return SearchGame.squashed(end, seat, gain, SCALE);
  }

  private static int delta(KhamulState start, KhamulState end, int seat) {
    return end.scores().get(seat) - start.scores().get(seat);
  }
}
