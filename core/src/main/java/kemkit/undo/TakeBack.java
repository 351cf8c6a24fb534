package kemkit.undo;

import static java.util.Objects.requireNonNull;

import kemkit.game.Barrier;
import kemkit.game.GameState;

/**
 * What a {@link Ledger} answers when a seat asks to take its moves back (rules.md C-10): {@link
 * Allowed}, with how many actions go and the state they leave, or {@link Refused}, with the
 * barrier in the way. Neither names a card: both may be told to every seat (the state of an
 * allowed take-back is the whole truth, for the table's host only; {@code toString} leaves it out).
 */
public sealed interface TakeBack permits TakeBack.Allowed, TakeBack.Refused {

  /** {@return whether the take-back is allowed} */
  default boolean isAllowed() {
    return this instanceof Allowed;
  }

  /**
   * The seat may take back its last {@code actions} actions; the game goes back to {@code state},
   * after the record's first {@code keep} actions.
   *
   * @param seat the seat that takes back
   * @param actions how many actions go, at least one, all the seat's own
   * @param keep how many accepted actions of the record stay
   * @param state the state after the first {@code keep} actions: the whole truth, never shown to a seat
   */
  record Allowed(int seat, int actions, int keep, GameState state) implements TakeBack {

    /**
     * Checks the components.
     *
     * @param seat the seat that takes back
     * @param actions how many actions go
     * @param keep how many stay
     * @param state the state they leave
     */
    public Allowed {
      requireNonNull(state, "state");
      if (actions < 1 || keep < 0) {
        throw new IllegalArgumentException("a take-back of " + actions + " action(s), keeping " + keep);
      }
    }

    /** {@return the seat and the counts, never the state (it holds hidden cards)} */
    @Override
    public String toString() {
      return "Allowed[seat " + seat + " takes back " + actions + ", keeping " + keep + "]";
    }
  }

  /**
   * The seat may not take back: {@code barrier} says why.
   *
   * @param seat the seat that asked
   * @param barrier why not
   */
  record Refused(int seat, Barrier barrier) implements TakeBack {

    /**
     * Checks the components.
     *
     * @param seat the seat that asked
     * @param barrier why not
     */
    public Refused {
      requireNonNull(barrier, "barrier");
    }
  }
}
