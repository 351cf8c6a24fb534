package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.record.GameRecord;
import kemkit.record.RecordReader;
import kemkit.record.RecordWriter;
import kemkit.record.Statement;
import kemkit.undo.Ledger;
import kemkit.undo.Reach;
import kemkit.undo.TakeBack;

/**
 * rules.md C-10, take-backs: what the rules let a seat take back tells no seat anything it could
 * not see, and the shortened record replays to exactly the state before.
 *
 * <p>At a sample of the script's states (all of them when shrinking), a {@link Ledger} that
 * followed the game says how many moves each sampled seat could take back ({@link Reach#BARRIER}).
 * For that stretch of moves, from the state before it:
 *
 * <ul>
 *   <li>every seat, in a few states it cannot tell from that one ({@code determinize}), sees the
 *       stretch exactly as it saw it for real: each action accepted, the events it hears and its
 *       views afterwards equal. Otherwise the stretch told it something hidden (a card drawn or
 *       peeked at, a card laid open from a hand), and taking it back would leave the seat knowing
 *       it, with the move to make again (C-6);
 *   <li>the record cut before the stretch, written and read back, replays to a state equal to the
 *       one the ledger goes back to, and so does taking the moves back one by one.
 * </ul>
 */
record TakeBacksTellNothing() implements Property {

  private static final int STATES_ONE_IN = 12;
  private static final int SEATS = 3;
  private static final int DRAWS = 2;

  @Override
  public String name() {
    return "C-10 a take-back tells no seat anything hidden, and the shortened record replays to the state before";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    Trace<S, E> trace = Trace.of(rules, script.actions());
    Ledger<S> ledger = Ledger.start(rules);
    List<Trace.Step<S, E>> accepted = new ArrayList<>();
    for (Trace.Step<S, E> step : trace.steps()) {
      if (!step.outcome().isAccepted()) {
        continue;
      }
      ledger = ledger.after(step.action(), step.outcome());
      accepted.add(step);
      if (!sampling.pick(STATES_ONE_IN)) {
        continue;
      }
      for (int seat : sampling.seats(step.after().seating().seats(), SEATS)) {
        int reach = ledger.reach(seat, Reach.BARRIER);
        if (reach == 0) {
          continue;
        }
        List<Trace.Step<S, E>> stretch = accepted.subList(accepted.size() - reach, accepted.size());
        Optional<String> problem = leak(subject, seat, stretch, sampling);
        if (problem.isEmpty()) {
          problem = replayProblem(subject, ledger, seat, accepted, reach);
        }
        if (problem.isPresent()) {
          return Optional.of(new Violation(step.index() + 1, problem.get()));
        }
      }
    }
    return Optional.empty();
  }

  /** Each seat sees the stretch alike from every state it cannot tell from the real one. */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> leak(
      Subject<S, A, E, V> subject, int taker, List<Trace.Step<S, E>> stretch, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    S base = stretch.get(0).before();
    for (int seat : sampling.seats(base.seating().seats(), SEATS)) {
      for (int draw = 0; draw < DRAWS; draw++) {
        S twin = rules.determinize(base, seat, sampling.split());
        for (Trace.Step<S, E> step : stretch) {
          Outcome<S, E> outcome = rules.apply(twin, step.action());
          String move = "seat " + taker + " may take back `" + subject.line(step.action()) + "` (one of its last "
              + stretch.size() + " move(s)), but ";
          if (!outcome.isAccepted()) {
            return Optional.of(move + "in a state seat " + seat + " cannot tell from the real one it is rejected ("
                + outcome.rejection().orElseThrow() + "): the move told seat " + seat + " something hidden, and"
                + " rules.barrier must name it (mark its event row Hearing.revealing)");
          }
          if (!rules.eventsSeenBy(seat, outcome.events()).equals(rules.eventsSeenBy(seat, step.outcome().events()))) {
            return Optional.of(move + "seat " + seat + " hears it otherwise in a state it cannot tell from the real"
                + " one: its events told seat " + seat + " something hidden");
          }
          if (!Objects.equals(rules.view(outcome.state(), seat), rules.view(step.after(), seat))) {
            return Optional.of(move + "seat " + seat + "'s view after it differs in a state it cannot tell from the"
                + " real one: the move showed seat " + seat + " something hidden");
          }
          twin = outcome.state();
        }
      }
    }
    return Optional.empty();
  }

  /** The record cut before the stretch replays to the state the ledger goes back to, one move at a time. */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> replayProblem(
      Subject<S, A, E, V> subject, Ledger<S> ledger, int seat, List<Trace.Step<S, E>> accepted, int reach) {
    Ledger<S> at = ledger;
    for (int i = 0; i < reach; i++) {
      TakeBack answer = at.takeBack(seat, Reach.BARRIER);
      if (!(answer instanceof TakeBack.Allowed allowed)) {
        return Optional.of("the ledger said seat " + seat + " could take back " + reach + " move(s), but the "
            + (i + 1) + "th is refused: " + answer);
      }
      at = at.back(allowed);
      S expected = accepted.get(allowed.keep()).before();
      if (!at.state().equals(expected) || at.size() != allowed.keep()) {
        return Optional.of("taking back " + (i + 1) + " move(s) of seat " + seat + " does not give the state before them");
      }
    }
    if (at.takeBack(seat, Reach.LAST).isAllowed()) {
      return Optional.of("with reach `last`, seat " + seat + " may take back a second move in a row");
    }
    ImmutableList<Action> kept = accepted.subList(0, at.size()).stream().map(Trace.Step::action)
        .collect(ImmutableList.toImmutableList());
    RecordReader.Reading reading = RecordReader.readPrefix(RecordWriter.write(subject.rules(), kept), subject.games());
    if (reading.malformed().isPresent()) {
      return Optional.of("the shortened record does not read back: " + reading.malformed().get().getMessage());
    }
    GameRecord record = reading.record().orElseThrow();
    GameState state = record.rules().start();
    for (Statement statement : record.body()) {
      state = record.rules().apply(state, ((Statement.Play) statement).action()).state();
    }
    if (!state.equals(at.state())) {
      return Optional.of("the record shortened by seat " + seat + "'s take-back of " + reach
          + " move(s), written and read back, replays to another state than the one before them");
    }
    return Optional.empty();
  }
}
