package kemkit.replay;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Spectated;
import kemkit.record.GameRecord;
import kemkit.record.Statement;

/**
 * A stored game stepped move by move from one perspective: a seat's (exactly what it knew then), the
 * public's, or everyone's once the game is over. Each step is built by the rules' own doors, never
 * by blanking out a full state: a seat's {@link RuleSet#view} and {@link RuleSet#eventsSeenBy}, the
 * public {@link Spectated#publicView} and the events every seat hears alike. So a seat's replay
 * depends only on what that seat may know (C-6), as its live view did; the conformance kit checks
 * it on records the seat cannot tell apart.
 *
 * <pre>{@code
 * GameRecord record = RecordReader.read(text);
 * Moment<?, ?> moment = Replay.at(record, 12, Perspective.seat(1));   // seat 1 after 12 actions
 * Replay<?, ?, ?, ?> replay = Replay.of(record);                      // once, then step cheaply
 * for (int move = 0; move <= replay.moves(); move++) {
 *   replay.at(move, Perspective.PUBLIC);
 * }
 * }</pre>
 *
 * <p>The record's actions are applied once, when the replay is made; a step is then a view and an
 * event filter of a kept state. A record whose action is refused replays up to that action: {@link
 * #stop()} says where and why. Immutable and thread-safe.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's view type
 */
public final class Replay<S extends GameState, A extends PlayerAction, E extends Event, V> {

  private final RuleSet<S, A, E, V> rules;
  private final ImmutableList<S> states;
  private final ImmutableList<ImmutableList<E>> events;
  private final Optional<String> stop;

  private Replay(RuleSet<S, A, E, V> rules, ImmutableList<S> states, ImmutableList<ImmutableList<E>> events,
      Optional<String> stop) {
    this.rules = rules;
    this.states = states;
    this.events = events;
    this.stop = stop;
  }

  /**
   * {@return the replay of a parsed record: its actions applied from the start, its expectations
   * skipped}
   *
   * @param record the record
   */
  public static Replay<?, ?, ?, ?> of(GameRecord record) {
    requireNonNull(record, "record");
    List<Action> actions = new ArrayList<>();
    List<Integer> lines = new ArrayList<>();
    for (Statement statement : record.body()) {
      if (statement instanceof Statement.Play play) {
        actions.add(play.action());
        lines.add(play.line());
      }
    }
    return of(record.rules(), actions, lines);
  }

  /**
   * {@return the replay of {@code actions} applied from {@code rules}' start}
   *
   * @param rules the rule set
   * @param actions the chance and player actions, in order
   * @param <S> the game's state type
   * @param <A> the game's player action type
   * @param <E> the game's event type
   * @param <V> the game's view type
   */
  public static <S extends GameState, A extends PlayerAction, E extends Event, V> Replay<S, A, E, V> of(
      RuleSet<S, A, E, V> rules, List<? extends Action> actions) {
    List<Integer> lines = new ArrayList<>();
    for (int k = 0; k < actions.size(); k++) {
      lines.add(k + 1);
    }
    return of(rules, actions, lines);
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Replay<S, A, E, V> of(
      RuleSet<S, A, E, V> rules, List<? extends Action> actions, List<Integer> lines) {
    requireNonNull(rules, "rules");
    ImmutableList.Builder<S> states = ImmutableList.builderWithExpectedSize(actions.size() + 1);
    ImmutableList.Builder<ImmutableList<E>> events = ImmutableList.builderWithExpectedSize(actions.size() + 1);
    S state = rules.start();
    states.add(state);
    events.add(ImmutableList.of());
    Optional<String> stop = Optional.empty();
    for (int k = 0; k < actions.size(); k++) {
      Outcome<S, E> outcome = rules.apply(state, requireNonNull(actions.get(k), "action"));
      if (!outcome.isAccepted()) {
        stop = Optional.of("line " + lines.get(k) + ": "
            + outcome.rejection().map(r -> r.code() + " " + r.message()).orElse("refused"));
        break;
      }
      state = outcome.state();
      states.add(state);
      events.add(outcome.events());
    }
    return new Replay<>(rules, states.build(), events.build(), stop);
  }

  /**
   * {@return {@code record} after {@code move} actions, as {@code perspective} saw it} Applies the
   * record's actions on each call: make a {@link #of Replay} once to step through many moves.
   *
   * @param record the record
   * @param move from 0 (the start) to the number of actions
   * @param perspective from where it is seen
   * @throws IllegalArgumentException if the move is out of range, or the perspective is refused
   *     (see {@link #allows})
   */
  public static Moment<?, ?> at(GameRecord record, int move, Perspective perspective) {
    return of(record).at(move, perspective);
  }

  /** {@return the rule set of the record} */
  public RuleSet<S, A, E, V> rules() {
    return rules;
  }

  /** {@return how many actions were applied: the last move} */
  public int moves() {
    return states.size() - 1;
  }

  /** {@return whether the game is over after the last move} */
  public boolean isOver() {
    return states.get(moves()).isOver();
  }

  /** {@return where and why the record's actions stopped being accepted, if they did} */
  public Optional<String> stop() {
    return stop;
  }

  /**
   * {@return why {@code perspective} is refused for this replay, or empty if it is allowed} A seat
   * must be a seat of the table; the public perspective needs a rule set that is {@link
   * Spectated}; everyone's perspective needs a game that is over, so that no replay of a game in
   * play shows a hidden card.
   *
   * @param perspective the perspective asked for
   */
  public Optional<String> refusal(Perspective perspective) {
    requireNonNull(perspective, "perspective");
    if (perspective instanceof Perspective.Seat seat) {
      return states.get(0).seating().isSeat(seat.seat())
          ? Optional.empty()
          : Optional.of("the table has no seat " + seat.seat());
    }
    if (perspective instanceof Perspective.Public) {
      return rules instanceof Spectated<?> ? Optional.empty() : Optional.of(rules.game() + " has no public view");
    }
    return isOver() ? Optional.empty() : Optional.of("everyone's hands are shown only once the game is over");
  }

  /**
   * {@return whether {@code perspective} is allowed} See {@link #refusal}.
   *
   * @param perspective the perspective asked for
   */
  public boolean allows(Perspective perspective) {
    return refusal(perspective).isEmpty();
  }

  /**
   * {@return the game after {@code move} actions, as {@code perspective} saw it}
   *
   * @param move from 0 (the start) to {@link #moves()}
   * @param perspective from where it is seen
   * @throws IllegalArgumentException if the move is out of range or the perspective refused
   */
  public Moment<V, E> at(int move, Perspective perspective) {
    if (move < 0 || move > moves()) {
      throw new IllegalArgumentException("move " + move + " is not between 0 and " + moves());
    }
    Optional<String> refusal = refusal(perspective);
    if (refusal.isPresent()) {
      throw new IllegalArgumentException(refusal.get());
    }
    S state = states.get(move);
    ImmutableList<E> heard = events.get(move);
    if (perspective instanceof Perspective.Seat seat) {
      return new Moment<>(move, perspective, ImmutableList.of(rules.view(state, seat.seat())),
          heard.isEmpty() ? heard : rules.eventsSeenBy(seat.seat(), heard), state.isOver());
    }
    if (perspective instanceof Perspective.Public) {
      return new Moment<>(move, perspective, ImmutableList.of(publicView(state)),
          publicEvents(state.seating().seats(), heard), state.isOver());
    }
    ImmutableList.Builder<V> views = ImmutableList.builder();
    for (int seat = 0; seat < state.seating().seats(); seat++) {
      views.add(rules.view(state, seat));
    }
    return new Moment<>(move, perspective, views.build(), heard, state.isOver());
  }

  /**
   * {@return the post-game reveal: the public view of the last move, what the rules made public by
   * the end} Empty while the game is not over or the game has no public view.
   */
  public Optional<V> reveal() {
    return isOver() && allows(Perspective.PUBLIC) ? Optional.of(publicView(states.get(moves()))) : Optional.empty();
  }

  @SuppressWarnings("unchecked") // refusal() checked that the rule set is Spectated; its V is the rule set's
  private V publicView(S state) {
    return ((Spectated<V>) rules).publicView(state);
  }

  /**
   * The events every seat hears alike, in the order the first seat hears them: what a spectator may
   * hear. An event that one seat hears whole and the others without its secret is left out, both
   * versions: deny by default, with no per-game rule to get wrong.
   */
  private ImmutableList<E> publicEvents(int seats, ImmutableList<E> all) {
    if (all.isEmpty()) {
      return all;
    }
    List<Map<E, Integer>> counts = new ArrayList<>();
    for (int seat = 1; seat < seats; seat++) {
      Map<E, Integer> count = new HashMap<>();
      for (E event : rules.eventsSeenBy(seat, all)) {
        count.merge(event, 1, Integer::sum);
      }
      counts.add(count);
    }
    ImmutableList.Builder<E> out = ImmutableList.builder();
    for (E event : rules.eventsSeenBy(0, all)) {
      boolean everyone = true;
      for (Map<E, Integer> count : counts) {
        everyone &= count.getOrDefault(event, 0) > 0;
      }
      if (everyone) {
        counts.forEach(count -> count.merge(event, -1, Integer::sum));
        out.add(event);
      }
    }
    return out.build();
  }
}
