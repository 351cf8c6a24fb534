package kemkit.bots.search;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyAction.Exchange;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.FamilyView;
import kemkit.seat.Seating;

/**
 * The Kem's family for a {@link SearchBot}: when the heuristic would exchange with the table (K-9),
 * the search weighs that exchange against every other exchange and, when the seat may, against
 * waiting. Everything else follows the heuristic: calls and counters (K-14, K-16 to K-19) rest on
 * reading signs and gestures, which a uniform sample of the hidden cards knows nothing of, so a
 * search over such samples would talk the seat out of every right call; signs, shows and sweep
 * answers follow the same reads. A rollout is worth the round's points the seat's team won against
 * the best other team, or the game itself if it ended (K-24).
 */
final class FamilySearch implements SearchGame<FamilyState, FamilyAction, FamilyView> {

  /** Points of round score that weigh as three quarters of a won game. */
  private static final double SCALE = 1;

  private final FamilyRollouts rollouts;

  FamilySearch(FamilyRules rules) {
    this.rollouts = new FamilyRollouts(rules);
  }

  @Override
  public RolloutPolicy<FamilyState, FamilyAction> rollouts(FamilyView view) {
    return rollouts;
  }

  @Override
  public ImmutableList<Optional<FamilyAction>> options(FamilyView view, ImmutableList<FamilyAction> legal,
      Optional<FamilyAction> guide, boolean mayWait) {
    ImmutableList.Builder<Optional<FamilyAction>> options = ImmutableList.builder();
    guide.ifPresent(action -> options.add(Optional.of(action)));
    if (guide.filter(Exchange.class::isInstance).isPresent()) {
      legal.stream().filter(action -> action instanceof Exchange && !guide.equals(Optional.of(action)))
          .forEach(action -> options.add(Optional.of(action)));
      if (mayWait) {
        options.add(Optional.empty());
      }
    }
    return options.build();
  }

  @Override
  public double reward(FamilyState start, FamilyState end, int seat) {
    Seating seating = end.seating();
    int team = seating.teamOf(seat);
    double rival = Double.NEGATIVE_INFINITY;
    for (int other = 0; other < seating.teams(); other++) {
      if (other != team) {
        rival = Math.max(rival, delta(start, end, other));
      }
    }
    return SearchGame.squashed(end, team, delta(start, end, team) - rival, SCALE);
  }

  private static int delta(FamilyState start, FamilyState end, int team) {
    return end.scores().get(team) - start.scores().get(team);
  }
}
