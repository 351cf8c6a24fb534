package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * rules.md C-6, non-interference over everything a seat is handed: in two states that a seat
 * cannot tell apart ({@link Twins}: equal views, different hidden cards, hidden slot orders or
 * sign words), the seat is handed the same things:
 *
 * <ul>
 *   <li>its view, and the view's {@link Faces faces} (its JSON, say);
 *   <li>its legal actions: the list, {@code legalActionCount} and {@code legalAction} at each
 *       index (a sample of the indices, all of them when shrinking);
 *   <li>the answer to each action it tries: a sample of its legal actions, the script's next action
 *       when it is the seat's, and generated illegal ones (a legal action with one card changed to
 *       any card of the deck, hidden ones included, or one number changed; an action of the script
 *       re-attributed to the seat): accepted in both, or rejected in both with the same code, rule
 *       and message (and the same faces of the rejection);
 *   <li>when accepted in both: where the seat heard the same events, the same faces of those events
 *       (narration sentences, JSON) and equal views afterwards (a view that shows a hidden card
 *       differs); where its views afterwards are equal and the round goes on, the same events. An
 *       event may reveal what the rules reveal (a call shows hands, a snap shows a card): such a
 *       reveal either changes the view (the snapped card lies face up) or ends the round (the hands
 *       shown at a call), and neither is reported;
 *   <li>{@code determinize} with generators in equal states: equal states, whose views have equal
 *       faces.
 * </ul>
 *
 * <p>Twins cost two replays of a script, so about one script in {@value #SCRIPTS_ONE_IN} is looked
 * at, and one state in {@value #STATES_ONE_IN} of it, for the seat that acts next and {@value #SEATS}
 * seats at random (every script, state and seat when shrinking).
 *
 * @param faces what the seat is handed besides the rule set's objects ({@link Faces#NONE} in the
 *     suite; narration or JSON where a test passes them)
 */
record AnswersLeakNothing(Faces faces) implements Property {

  /**
   * About 0.1 s per 1,000 High card games at one in ten scripts and eight states; the full check is
   * worth more: one script in four, one state in four (docs/performance.md says what it costs a game).
   */
  private static final int SCRIPTS_ONE_IN = 4;
  private static final int STATES_ONE_IN = 4;
  private static final int SEATS = 2;
  /** Legal actions tried per twin, and indices of {@code legalAction} compared, when sampling. */
  private static final int ACTIONS = 6;
  /** Illegal actions generated per twin. */
  private static final int ILLEGAL = 4;

  /** The check on the rule set's own objects: what the suite runs. */
  AnswersLeakNothing() {
    this(Faces.NONE);
  }

  @Override
  public String name() {
    String name = "C-6 a seat's answers, views and events leak nothing hidden from it";
    return faces == Faces.NONE ? name : name + ", nor their " + faces.name();
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    if (!sampling.pick(SCRIPTS_ONE_IN)) {
      return Optional.empty();
    }
    for (Twins.Twin<S> twin : Twins.of(subject.rules(), script, sampling, STATES_ONE_IN, SEATS)) {
      Optional<String> problem = problem(subject, script, twin, sampling);
      if (problem.isPresent()) {
        return Optional.of(new Violation(twin.actions(), problem.get()));
      }
    }
    return Optional.empty();
  }

  private <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> problem(
      Subject<S, A, E, V> subject, Script script, Twins.Twin<S> twin, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    int seat = twin.seat();
    V view = rules.view(twin.first(), seat);
    Optional<String> viewFaces = differ("the " + faces.name() + " of seat " + seat + "'s views",
        faces.view(rules, seat, view), faces.view(rules, seat, rules.view(twin.second(), seat)));
    if (viewFaces.isPresent()) {
      return viewFaces;
    }
    ImmutableList<A> legal = rules.legalActions(twin.first(), seat);
    ImmutableList<A> otherLegal = rules.legalActions(twin.second(), seat);
    if (!legal.equals(otherLegal)) {
      return Optional.of("seat " + seat + "'s legal actions differ between two states it cannot tell apart (equal views):"
          + "\n  one:   " + NonInterference.shorten(legal) + "\n  other: " + NonInterference.shorten(otherLegal));
    }
    Optional<String> indexed = indexed(rules, twin, legal, sampling);
    if (indexed.isPresent()) {
      return indexed;
    }
    List<Action> actions = new ArrayList<>();
    List<A> tried = new ArrayList<>();
    for (int i = 0; i < legal.size(); i++) {
      if (sampling.thorough() || legal.size() <= ACTIONS || sampling.nextInt(legal.size()) < ACTIONS) {
        tried.add(legal.get(i));
      }
    }
    actions.addAll(tried);
    twin.next().filter(a -> a instanceof PlayerAction p && p.seat() == seat).ifPresent(actions::add);
    actions.addAll(illegal(subject, script, twin, tried, sampling));
    for (Action action : actions) {
      Optional<String> problem = compare(subject, twin, action);
      if (problem.isPresent()) {
        return problem;
      }
    }
    long seed = sampling.split().nextLong();
    S one = rules.determinize(twin.first(), seat, new SplittableRandom(seed));
    S other = rules.determinize(twin.second(), seat, new SplittableRandom(seed));
    if (!Objects.equals(one, other)) {
      return Optional.of("determinize(state, " + seat + ", rng) gives different states for two states seat " + seat
          + " cannot tell apart, with equal generators, so it copies something hidden from the seat:\n  one:   "
          + NonInterference.shorten(one) + "\n  other: " + NonInterference.shorten(other));
    }
    return differ("the " + faces.name() + " of seat " + seat + "'s views of two equal determinized states",
        faces.view(rules, seat, rules.view(one, seat)), faces.view(rules, seat, rules.view(other, seat)));
  }

  /** {@return a problem if the indexed legal actions differ from the list, or between the twins} */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> indexed(
      RuleSet<S, A, E, V> rules, Twins.Twin<S> twin, ImmutableList<A> legal, Sampling sampling) {
    int seat = twin.seat();
    int count = rules.legalActionCount(twin.first(), seat);
    int otherCount = rules.legalActionCount(twin.second(), seat);
    if (count != legal.size() || otherCount != legal.size()) {
      return Optional.of("seat " + seat + "'s legalActionCount is " + count + " and " + otherCount
          + " in two states it cannot tell apart, whose legal actions number " + legal.size());
    }
    for (int i = 0; i < count; i++) {
      if (!sampling.thorough() && count > 2 * ACTIONS && i != 0 && i != count - 1
          && sampling.nextInt(count) >= ACTIONS) {
        continue;
      }
      A one = rules.legalAction(twin.first(), seat, i);
      A other = rules.legalAction(twin.second(), seat, i);
      if (!one.equals(legal.get(i)) || !other.equals(legal.get(i))) {
        return Optional.of("seat " + seat + "'s legalAction at index " + i + " is " + one + " and " + other
            + " in two states it cannot tell apart, where the list holds " + legal.get(i));
      }
    }
    return Optional.empty();
  }

  /**
   * {@return actions of the seat, most of them illegal, chosen the same for both twins} A legal
   * action with one card word changed to any card of the deck (a hidden card is the interesting
   * one: its answer must not tell where it lies) or one number word changed; and an action of the
   * script, anyone's, re-attributed to the seat.
   */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> List<Action> illegal(
      Subject<S, A, E, V> subject, Script script, Twins.Twin<S> twin, List<A> tried, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    ImmutableList<Card> deck = twin.first().deck().cards();
    List<Action> out = new ArrayList<>();
    for (int k = 0; k < ILLEGAL && !tried.isEmpty(); k++) {
      A action = tried.get(sampling.nextInt(tried.size()));
      try {
        List<String> words = new ArrayList<>(Words.of(rules.notation(), action));
        if (words.size() < 2) {
          continue;
        }
        int at = 1 + sampling.nextInt(words.size() - 1);
        String word = words.get(at);
        // Half the time one of the two cards the twins trade: where it lies is what the seat
        // cannot know, so its answer is the one most likely to tell.
        Card card = sampling.nextInt(2) == 0 ? twin.traded().get(sampling.nextInt(2)) : deck.get(sampling.nextInt(deck.size()));
        words.set(at, Card.parse(word).isPresent()
            ? card.toString().toLowerCase(Locale.ROOT)
            : Words.isNumber(word) ? String.valueOf(sampling.nextInt(10) - 1) : word);
        Words.parse(rules.notation(), twin.seat(), words).ifPresent(out::add);
      } catch (RuntimeException e) {
        // A notation that cannot write its own action is the record round trip's finding.
      }
    }
    List<A> played = new ArrayList<>();
    for (Action action : script.actions()) {
      if (action instanceof PlayerAction play) {
        @SuppressWarnings("unchecked")
        A typed = (A) play;
        played.add(typed);
      }
    }
    if (!played.isEmpty()) {
      A action = played.get(sampling.nextInt(played.size()));
      try {
        Words.parse(rules.notation(), twin.seat(), Words.of(rules.notation(), action)).ifPresent(out::add);
      } catch (RuntimeException e) {
        // as above
      }
    }
    return out;
  }

  private <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> compare(
      Subject<S, A, E, V> subject, Twins.Twin<S> twin, Action action) {
    RuleSet<S, A, E, V> rules = subject.rules();
    int seat = twin.seat();
    Outcome<S, E> one = rules.apply(twin.first(), action);
    Outcome<S, E> other = rules.apply(twin.second(), action);
    String line = "`" + subject.line(action) + "`";
    if (one instanceof Outcome.Rejected<S, E> r1 && other instanceof Outcome.Rejected<S, E> r2) {
      if (!r1.rejection().equals(r2.rejection())) {
        return Optional.of("seat " + seat + "'s " + line + " is rejected differently in two states it cannot tell apart,"
            + " so the rejection tells it something hidden:\n  one:   " + r1.rejection() + "\n  other: " + r2.rejection());
      }
      return differ("the " + faces.name() + " of the rejection of seat " + seat + "'s " + line,
          faces.rejection(rules, seat, r1.reason()), faces.rejection(rules, seat, r2.reason()));
    }
    if (one instanceof Outcome.Accepted<S, E> a1 && other instanceof Outcome.Accepted<S, E> a2) {
      ImmutableList<E> heard = rules.eventsSeenBy(seat, a1.events());
      ImmutableList<E> otherHeard = rules.eventsSeenBy(seat, a2.events());
      V view = rules.view(a1.state(), seat);
      V otherView = rules.view(a2.state(), seat);
      boolean sameEvents = heard.equals(otherHeard);
      boolean sameViews = Objects.equals(view, otherView);
      if (sameEvents && !sameViews) {
        return Optional.of("after seat " + seat + "'s " + line + " in two states it cannot tell apart, it heard the"
            + " same events but its views differ, so a view shows something hidden:\n  one:   " + NonInterference.shorten(view)
            + "\n  other: " + NonInterference.shorten(otherView));
      }
      if (!sameEvents && sameViews && goesOn(twin.first(), a1.state()) && goesOn(twin.second(), a2.state())) {
        return Optional.of("after seat " + seat + "'s " + line + " in two states it cannot tell apart, its views are"
            + " equal and the round goes on, yet it heard different events, so an event shows something hidden:"
            + "\n  one:   " + NonInterference.shorten(heard) + "\n  other: " + NonInterference.shorten(otherHeard));
      }
      if (sameEvents) {
        Optional<String> told = differ("the " + faces.name() + " of the events seat " + seat + " heard after " + line,
            eventFaces(rules, seat, heard), eventFaces(rules, seat, otherHeard));
        if (told.isPresent()) {
          return told;
        }
      }
      return sameViews ? differ("the " + faces.name() + " of seat " + seat + "'s views after " + line,
          faces.view(rules, seat, view), faces.view(rules, seat, otherView)) : Optional.empty();
    }
    Outcome<S, E> rejected = one.isAccepted() ? other : one;
    return Optional.of("seat " + seat + "'s " + line + " is accepted in one of two states it cannot tell apart and"
        + " rejected in the other (" + ((Outcome.Rejected<S, E>) rejected).rejection() + "), so the answer"
        + " tells it something hidden");
  }

  private <E extends Event> List<Object> eventFaces(RuleSet<?, ?, E, ?> rules, int seat, List<E> events) {
    List<Object> out = new ArrayList<>(events.size());
    for (E event : events) {
      out.add(faces.event(rules, seat, event));
    }
    return out;
  }

  /** {@return a problem if two faces of equal things differ} */
  private static Optional<String> differ(String what, Object one, Object other) {
    return Objects.equals(one, other) ? Optional.empty()
        : Optional.of(what + " differ, though made from equal objects in two states the seat cannot tell apart,"
            + " so they show something hidden:\n  one:   " + NonInterference.shorten(one) + "\n  other: "
            + NonInterference.shorten(other));
  }

  /** {@return whether the action left the round (and the game) going: no reveal at its end} */
  private static boolean goesOn(GameState before, GameState after) {
    return after.round() == before.round() && !after.isOver() && after.chanceDue().isEmpty();
  }
}
