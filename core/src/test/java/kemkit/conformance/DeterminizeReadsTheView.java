package kemkit.conformance;

import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * rules.md C-6, {@code determinize(state, seat, rng)} depends on what the seat may know and on
 * {@code rng}, nothing else: in two states that the seat cannot tell apart ({@link Twins}: equal
 * views, different hidden cards or sign words), generators in equal states give equal states. A
 * determinize that copies a secret (a sign word, a mark derived from a hidden hand), keeps the
 * real state in some phase, or deals the hidden cards in the order they really lay, gives
 * different states. Equal views stand for "cannot tell apart": a game whose view leaves out
 * something its seat knows would be judged on the view (the view is what the rule set says the
 * seat knows).
 *
 * <p>It also checks that a number that is no seat is refused with IllegalArgumentException.
 */
record DeterminizeReadsTheView() implements Property {

  /** Twins cost two replays of a script: about one script in ten is looked at (every one when shrinking). */
  private static final int SCRIPTS_ONE_IN = 10;
  private static final int STATES_ONE_IN = 8;
  private static final int SEATS = 2;

  @Override
  public String name() {
    return "C-6 determinize depends only on the seat's view and the generator";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    Optional<String> noSeat = noSeatRefused(rules, rules.start());
    if (noSeat.isPresent()) {
      return Optional.of(new Violation(0, noSeat.get()));
    }
    if (!sampling.pick(SCRIPTS_ONE_IN)) {
      return Optional.empty();
    }
    for (Twins.Twin<S> twin : Twins.of(rules, script, sampling, STATES_ONE_IN, SEATS)) {
      long seed = sampling.split().nextLong();
      S one = rules.determinize(twin.first(), twin.seat(), new SplittableRandom(seed));
      S other = rules.determinize(twin.second(), twin.seat(), new SplittableRandom(seed));
      if (!Objects.equals(one, other)) {
        return Optional.of(new Violation(twin.actions(), "determinize(state, " + twin.seat() + ", rng) gives different"
            + " states for two states seat " + twin.seat() + " cannot tell apart (equal views), with equal generators,"
            + " so it copies something hidden from the seat:\n  one:   " + NonInterference.shorten(one) + "\n  other: "
            + NonInterference.shorten(other)));
      }
    }
    return Optional.empty();
  }

  private static <S extends GameState> Optional<String> noSeatRefused(RuleSet<S, ?, ?, ?> rules, S state) {
    int seats = state.seating().seats();
    for (int seat : new int[] {-1, seats, 99}) {
      try {
        rules.determinize(state, seat, new SplittableRandom(0));
        return Optional.of("determinize(state, " + seat + ", rng) returned a state, but there is no seat " + seat
            + " (RuleSet: IllegalArgumentException)");
      } catch (IllegalArgumentException expected) {
        // refused as documented
      }
    }
    return Optional.empty();
  }
}
