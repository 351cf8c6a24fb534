package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;

/**
 * One property that every rule set must have, checked on one script at a time. A property
 * replays the script itself (so that the shrinker can re-run it on any part of the script) and
 * returns the first {@link Violation} it finds.
 */
sealed interface Property
    permits CardConservation, RejectionChangesNothing, NothingThrows, LegalActionsAccepted,
        RecordRoundTrip, NonInterference, AnswersLeakNothing, DeterminizeReadsTheView, ForeignStatesRefused,
        Invariants, ActionsReadBack, NoSeatRefused, EncodingsLeakNothing, ActionsNumbered, WorldsFromViews,
        ReplaysLeakNothing, TakeBacksTellNothing {

  /** Every property, in the order the suite runs them. */
  ImmutableList<Property> ALL = ImmutableList.of(
      new CardConservation(),
      new RejectionChangesNothing(),
      new NothingThrows(),
      new LegalActionsAccepted(),
      new RecordRoundTrip(),
      new NonInterference(),
      new AnswersLeakNothing(),
      new DeterminizeReadsTheView(),
      new ForeignStatesRefused(),
      new Invariants(),
      new ActionsReadBack(),
      new NoSeatRefused(),
      new ReplaysLeakNothing(),
      new TakeBacksTellNothing());

  /** {@return the property's name, citing the rule it checks: the DynamicTest's name} */
  String name();

  /**
   * Checks the property on one script.
   *
   * @param subject the rule set under test
   * @param script the actions to replay from the start state
   * @param sampling which states the costly parts look at
   * @return the first violation found, if any
   */
  <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling);
}
