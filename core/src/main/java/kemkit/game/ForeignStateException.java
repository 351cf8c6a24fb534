package kemkit.game;

import static java.util.Objects.requireNonNull;

import java.util.Map;
import java.util.Optional;

/**
 * A {@link RuleSet} was handed a state that another rule set made: another game, preset, option or
 * seating; or an event of another game. Every method of a rule set that takes a state refuses such a state with this exception
 * rather than misreading it (an index error, or worse, an answer about the wrong table). A state
 * made by an equal rule set (one built from an equal {@link Setup}) is not foreign.
 *
 * <pre>{@code
 * FamilyState kems = Kems.rules().start();
 * Kemps.rules().legalActions(kems, 0); // throws: state made by kems kems-classic …, not by kemps kemps …
 * ((RuleSet) Kemps.rules()).view(Khamul.rules().start(), 0); // throws: a KhamulState, not a state of kemps …
 * }</pre>
 *
 * <p>A state or event of another game's class gets this exception too, never a {@code
 * ClassCastException}: every {@link RuleSet} method takes any {@link GameState}, and {@code
 * eventsSeenBy} looks at each event's class.
 */
public final class ForeignStateException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final transient Optional<Setup> madeBy;
  private final transient Setup refusedBy;

  /**
   * Makes the exception; its message names both setups.
   *
   * @param madeBy the setup of the rule set that made the state
   * @param refusedBy the setup of the rule set that refuses it
   */
  public ForeignStateException(Setup madeBy, Setup refusedBy) {
    super("state made by " + describe(requireNonNull(madeBy, "madeBy")) + ", not by "
        + describe(requireNonNull(refusedBy, "refusedBy")));
    this.madeBy = Optional.of(madeBy);
    this.refusedBy = refusedBy;
  }

  private ForeignStateException(String message, Setup refusedBy) {
    super(message);
    this.madeBy = Optional.empty();
    this.refusedBy = refusedBy;
  }

  /**
   * {@return the exception for a state or an event of another game's class, which the refusing
   * rule set cannot ask for its setup}
   *
   * @param foreign the state or event
   * @param what {@code "state"} or {@code "event"}
   * @param refusedBy the setup of the rule set that refuses it
   */
  public static ForeignStateException ofAnotherGame(Object foreign, String what, Setup refusedBy) {
    requireNonNull(foreign, "foreign");
    requireNonNull(refusedBy, "refusedBy");
    return new ForeignStateException("a " + foreign.getClass().getName() + " is no " + what + " of "
        + describe(refusedBy), refusedBy);
  }

  /**
   * {@return the setup of the rule set that made the state; empty for a state or an event of another
   * game's class ({@link #ofAnotherGame})}
   */
  public Optional<Setup> madeBy() {
    return madeBy;
  }

  /** {@return the setup of the rule set that refused it} */
  public Setup refusedBy() {
    return refusedBy;
  }

  /** {@return a setup on one line: {@code kems kems-classic teams=3 team-size=2 dealer=0}} */
  private static String describe(Setup setup) {
    StringBuilder out = new StringBuilder(setup.game());
    setup.preset().ifPresent(preset -> out.append(' ').append(preset));
    for (Map.Entry<String, String> option : setup.options().entrySet()) {
      out.append(' ').append(option.getKey()).append('=').append(option.getValue());
    }
    for (Map.Entry<String, Integer> statement : setup.seating().entrySet()) {
      out.append(' ').append(statement.getKey()).append('=').append(statement.getValue());
    }
    return out.toString();
  }
}
