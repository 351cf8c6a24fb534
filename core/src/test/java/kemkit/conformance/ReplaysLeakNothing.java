package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Spectated;
import kemkit.replay.Moment;
import kemkit.replay.Perspective;
import kemkit.replay.Replay;

/**
 * rules.md C-6 for replays: a replay of a seat shows exactly what that seat knew then, and the
 * public perspective only what no seat hides.
 *
 * <ul>
 *   <li>At a sample of moves, the replay's moment for a seat is that seat's live view of the state
 *       and the events of the move as {@code eventsSeenBy} gave them: the replay opens no door the
 *       table kept shut, so the kit's non-interference of views and events carries over to it.
 *   <li>Non-interference of the public view: a state that any one seat cannot tell apart from the
 *       real one ({@code determinize(state, seat, rng)}) has an equal public view, for every seat.
 *       A public view that shows a card some seat does not know, or a sign word, differs as soon
 *       as determinize deals that card elsewhere.
 *   <li>The public events of a move are heard alike by every seat (each is in every seat's stream).
 *   <li>Everyone's perspective is refused while the game is not over.
 * </ul>
 */
record ReplaysLeakNothing() implements Property {

  private static final int MOVES_ONE_IN = 8;
  private static final int SEATS = 2;

  @Override
  public String name() {
    return "C-6 a replay shows a seat what it knew then, the public what no seat hides";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    Trace<S, E> trace = Trace.of(rules, script.actions());
    List<Action> accepted = new ArrayList<>();
    List<Integer> positions = new ArrayList<>();
    positions.add(0);
    for (Trace.Step<S, E> step : trace.steps()) {
      if (step.outcome().isAccepted()) {
        accepted.add(step.action());
        positions.add(step.index() + 1);
      }
    }
    Replay<S, A, E, V> replay = Replay.of(rules, accepted);
    if (replay.moves() != accepted.size()) {
      return Optional.of(new Violation(positions.get(replay.moves()), "the replay refused an action the table had"
          + " accepted: " + replay.stop().orElse("")));
    }
    if (!replay.isOver() && replay.allows(Perspective.EVERYONE)) {
      return Optional.of(new Violation(script.actions().size(), "everyone's perspective is allowed before the game"
          + " is over: it would show every hand in play"));
    }
    S state = rules.start();
    int move = 0;
    for (Trace.Step<S, E> step : trace.steps()) {
      if (!step.outcome().isAccepted()) {
        continue;
      }
      move++;
      state = step.after();
      if (move != replay.moves() && !sampling.pick(MOVES_ONE_IN)) {
        continue;
      }
      Optional<String> problem = problem(rules, replay, move, state, step.outcome().events(), sampling);
      if (problem.isPresent()) {
        return Optional.of(new Violation(positions.get(move), problem.get()));
      }
    }
    return Optional.empty();
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> problem(
      RuleSet<S, A, E, V> rules, Replay<S, A, E, V> replay, int move, S state, ImmutableList<E> events,
      Sampling sampling) {
    int seats = state.seating().seats();
    for (int seat : sampling.seats(seats, SEATS)) {
      Moment<V, E> moment = replay.at(move, Perspective.seat(seat));
      V live = rules.view(state, seat);
      if (!Objects.equals(moment.view(), live)) {
        return Optional.of("the replay for seat " + seat + " after move " + move + " is not the seat's own view:\n"
            + "  replay: " + NonInterference.shorten(moment.view()) + "\n  view:   " + NonInterference.shorten(live));
      }
      ImmutableList<E> heard = rules.eventsSeenBy(seat, events);
      if (!moment.events().equals(heard)) {
        return Optional.of("the replay for seat " + seat + " after move " + move + " tells other events than the"
            + " seat heard:\n  replay: " + NonInterference.shorten(moment.events()) + "\n  heard:  "
            + NonInterference.shorten(heard));
      }
    }
    if (!(rules instanceof Spectated<?>)) {
      return Optional.empty();
    }
    Moment<V, E> seen = replay.at(move, Perspective.PUBLIC);
    for (E event : seen.events()) {
      for (int seat = 0; seat < seats; seat++) {
        if (!rules.eventsSeenBy(seat, events).contains(event)) {
          return Optional.of("the public hears " + event + " after move " + move + ", which seat " + seat
              + " does not hear");
        }
      }
    }
    @SuppressWarnings("unchecked")
    Spectated<V> spectated = (Spectated<V>) rules;
    for (int seat : sampling.seats(seats, 1)) {
      S other = rules.determinize(state, seat, sampling.split());
      V view = spectated.publicView(other);
      if (!Objects.equals(seen.view(), view)) {
        return Optional.of("the public view after move " + move + " differs between two states seat " + seat
            + " cannot tell apart (determinize dealt the cards hidden from it elsewhere), so it shows something"
            + " hidden from seat " + seat + ":\n  public:       " + NonInterference.shorten(seen.view())
            + "\n  determinized: " + NonInterference.shorten(view));
      }
    }
    return Optional.empty();
  }
}
