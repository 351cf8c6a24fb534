package kemkit.family;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Ascii;
import java.util.OptionalInt;
import kemkit.card.Card;
import kemkit.game.PlayerAction;

/**
 * What a seat can do in the Kem's family: one small record per verb of the record format. Every
 * action names its acting seat; apply checks everything else (a seat or target out of range is
 * a rejection, not an exception).
 *
 * <pre>{@code
 * FamilyAction exchange = new FamilyAction.Exchange(1, Card.of("2C"), Card.of("5D"));
 * FamilyAction cut = FamilyAction.Counter.of(Dialect.KEMPS, 2, 1);   // "2 cut 1"
 * }</pre>
 */
public sealed interface FamilyAction extends PlayerAction {

  /**
   * {@return what {@code visitor} makes of this action} A new action adds a method to {@link
   * Visitor}, so every visitor (an encoder of actions, say) must say what it makes of it.
   *
   * @param visitor one method per action
   * @param <R> what the visitor returns
   */
  <R> R accept(Visitor<R> visitor);

  /**
   * One method per action, so that a new action does not compile until every visitor handles it
   * (an encoder of actions is one): the exhaustive switch of Java 17.
   *
   * @param <R> what each method returns
   */
  interface Visitor<R> {
    /**
     * {@return what to make of a {@link Top}}
     *
     * @param action the action
     */
    R top(Top action);

    /**
     * {@return what to make of a {@link Exchange}}
     *
     * @param action the action
     */
    R exchange(Exchange action);

    /**
     * {@return what to make of a {@link Sweep}}
     *
     * @param action the action
     */
    R sweep(Sweep action);

    /**
     * {@return what to make of a {@link ProposeSweep}}
     *
     * @param action the action
     */
    R proposeSweep(ProposeSweep action);

    /**
     * {@return what to make of a {@link AcceptSweep}}
     *
     * @param action the action
     */
    R acceptSweep(AcceptSweep action);

    /**
     * {@return what to make of a {@link RefuseSweep}}
     *
     * @param action the action
     */
    R refuseSweep(RefuseSweep action);

    /**
     * {@return what to make of a {@link Sign}}
     *
     * @param action the action
     */
    R sign(Sign action);

    /**
     * {@return what to make of a {@link Gesture}}
     *
     * @param action the action
     */
    R gesture(Gesture action);

    /**
     * {@return what to make of a {@link Denounce}}
     *
     * @param action the action
     */
    R denounce(Denounce action);

    /**
     * {@return what to make of a {@link Show}}
     *
     * @param action the action
     */
    R show(Show action);

    /**
     * {@return what to make of a {@link KemsCall}}
     *
     * @param action the action
     */
    R kemsCall(KemsCall action);

    /**
     * {@return what to make of a {@link DoubleKems}}
     *
     * @param action the action
     */
    R doubleKems(DoubleKems action);

    /**
     * {@return what to make of a {@link Counter}}
     *
     * @param action the action
     */
    R counter(Counter action);

    /**
     * {@return what to make of a {@link DoubleCounter}}
     *
     * @param action the action
     */
    R doubleCounter(DoubleCounter action);
  }

  /**
   * {@code top}: the dealer opens the table (K-8).
   *
   * @param seat the acting seat
   */
  record Top(int seat) implements FamilyAction {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.top(this);
    }
  }

  /**
   * {@code exchange GIVE TAKE}: one card of the hand for one table card; the given card takes the
   * taken card's slot and the reverse (K-9).
   *
   * @param seat the acting seat
   * @param give the card from the hand
   * @param take the card from the table
   */
  record Exchange(int seat, Card give, Card take) implements FamilyAction {
    /**
     * Checks the components.
     *
     * @param seat the acting seat
     * @param give the card from the hand
     * @param take the card from the table
     */
    public Exchange {
      requireNonNull(give, "give");
      requireNonNull(take, "take");
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.exchange(this);
    }
  }

  /**
   * {@code sweep}: the dealer sweeps the table (K-11 {@code DEALER}).
   *
   * @param seat the acting seat
   */
  record Sweep(int seat) implements FamilyAction {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.sweep(this);
    }
  }

  /**
   * {@code propose-sweep} (K-11 {@code CONSENSUS}).
   *
   * @param seat the acting seat
   */
  record ProposeSweep(int seat) implements FamilyAction {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.proposeSweep(this);
    }
  }

  /**
   * {@code accept-sweep}: an answer to the standing proposal (K-11).
   *
   * @param seat the acting seat
   */
  record AcceptSweep(int seat) implements FamilyAction {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.acceptSweep(this);
    }
  }

  /**
   * {@code refuse-sweep}: cancels the proposal; the seat then owes an exchange (K-11).
   *
   * @param seat the acting seat
   */
  record RefuseSweep(int seat) implements FamilyAction {
    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.refuseSweep(this);
    }
  }

  /**
   * {@code sign W}: sets or changes the seat's team sign (K-14). The word is kept in lower case.
   *
   * @param seat the acting seat
   * @param word the sign
   */
  record Sign(int seat, String word) implements FamilyAction {
    /**
     * Keeps the word in lower case, as records write it.
     *
     * @param seat the acting seat
     * @param word the sign
     */
    public Sign {
      word = Ascii.toLowerCase(word);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.sign(this);
    }
  }

  /**
   * {@code gesture W}: a public gesture that changes nothing (K-14).
   *
   * @param seat the acting seat
   * @param word the gesture
   */
  record Gesture(int seat, String word) implements FamilyAction {
    /**
     * Keeps the word in lower case.
     *
     * @param seat the acting seat
     * @param word the gesture
     */
    public Gesture {
      word = Ascii.toLowerCase(word);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.gesture(this);
    }
  }

  /**
   * {@code denounce T W}: claims that W is team T's sign (K-15).
   *
   * @param seat the acting seat
   * @param team the team denounced
   * @param word the sign claimed
   */
  record Denounce(int seat, int team, String word) implements FamilyAction {
    /**
     * Keeps the word in lower case.
     *
     * @param seat the acting seat
     * @param team the team denounced
     * @param word the sign claimed
     */
    public Denounce {
      word = Ascii.toLowerCase(word);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.denounce(this);
    }
  }

  /**
   * {@code show C1 C2}: the target of a wrong counter shows two cards of different ranks to the
   * caller (K-18).
   *
   * @param seat the acting seat
   * @param first a card of its hand
   * @param second another card of its hand, of another rank
   */
  record Show(int seat, Card first, Card second) implements FamilyAction {
    /**
     * Checks the components.
     *
     * @param seat the acting seat
     * @param first a card of its hand
     * @param second another card of its hand, of another rank
     */
    public Show {
      requireNonNull(first, "first");
      requireNonNull(second, "second");
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.show(this);
    }
  }

  /**
   * A call (K-16 to K-19): it ends in a resolution that shows hands and scores. A call carries the
   * dialect it was said in, since {@code cut 1} and {@code counter 1} name different things, and
   * its target is optional because a call that lacks one still parses (and is rejected {@code
   * BAD_TARGET}).
   */
  sealed interface Call extends FamilyAction {

    /** {@return the dialect the call was said in} */
    Dialect dialect();

    /**
     * {@return the named seat or team, if any: a team only for a Kemps cut, see {@link
     * #namesTeam()}} A UI reads {@link #targetSeat()} or {@link #targetTeam()} instead.
     */
    OptionalInt target();

    /** {@return the verb as records write it in the call's dialect} */
    String verb();

    /**
     * {@return whether {@link #target()} is a team number: for {@code cut T} and {@code double-cut
     * T} in Kemps; a Kem's counter and every call on a teammate name a seat} (K-20)
     */
    boolean namesTeam();

    /** {@return the seat the call names: a teammate, or in Kem's the countered opponent} (K-16, K-18) */
    default OptionalInt targetSeat() {
      return namesTeam() ? OptionalInt.empty() : target();
    }

    /** {@return the team a Kemps cut names; empty for every other call} (K-18, K-20) */
    default OptionalInt targetTeam() {
      return namesTeam() ? target() : OptionalInt.empty();
    }
  }

  /**
   * {@code kems P} / {@code kemps P}: teammate P holds a Kem's (K-16).
   *
   * @param dialect the dialect it was said in
   * @param seat the caller
   * @param target the teammate, left out only in a team of two
   */
  record KemsCall(Dialect dialect, int seat, OptionalInt target) implements Call {
    /**
     * Checks the components.
     *
     * @param dialect the dialect it was said in
     * @param seat the caller
     * @param target the teammate, left out only in a team of two
     */
    public KemsCall {
      requireNonNull(dialect, "dialect");
      requireNonNull(target, "target");
    }

    /**
     * {@return the call of {@code seat} on teammate {@code partner}}
     *
     * @param dialect the dialect it is said in
     * @param seat the caller
     * @param partner the teammate
     */
    public static KemsCall of(Dialect dialect, int seat, int partner) {
      return new KemsCall(dialect, seat, OptionalInt.of(partner));
    }

    @Override
    public String verb() {
      return dialect.kemsVerb();
    }

    @Override
    public boolean namesTeam() {
      return false;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.kemsCall(this);
    }
  }

  /**
   * {@code double-kems P} / {@code double-kemps P}: the caller and teammate P both hold one
   * (K-17).
   *
   * @param dialect the dialect it was said in
   * @param seat the caller
   * @param target the teammate, left out only in a team of two
   */
  record DoubleKems(Dialect dialect, int seat, OptionalInt target) implements Call {
    /**
     * Checks the components.
     *
     * @param dialect the dialect it was said in
     * @param seat the caller
     * @param target the teammate, left out only in a team of two
     */
    public DoubleKems {
      requireNonNull(dialect, "dialect");
      requireNonNull(target, "target");
    }

    /**
     * {@return the call of {@code seat} with teammate {@code partner}}
     *
     * @param dialect the dialect it is said in
     * @param seat the caller
     * @param partner the teammate
     */
    public static DoubleKems of(Dialect dialect, int seat, int partner) {
      return new DoubleKems(dialect, seat, OptionalInt.of(partner));
    }

    @Override
    public String verb() {
      return dialect.doubleKemsVerb();
    }

    @Override
    public boolean namesTeam() {
      return false;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.doubleKems(this);
    }
  }

  /**
   * {@code counter X} (X a seat) / {@code cut T} (T a team): an opponent holds a Kem's (K-18).
   *
   * @param dialect the dialect it was said in
   * @param seat the caller
   * @param target the opposing seat (Kem's) or team number (Kemps)
   */
  record Counter(Dialect dialect, int seat, OptionalInt target) implements Call {
    /**
     * Checks the components.
     *
     * @param dialect the dialect it was said in
     * @param seat the caller
     * @param target the opposing seat (Kem's) or team number (Kemps)
     */
    public Counter {
      requireNonNull(dialect, "dialect");
      requireNonNull(target, "target");
    }

    /**
     * {@return the counter of {@code seat} on {@code target}}
     *
     * @param dialect the dialect it is said in
     * @param seat the caller
     * @param target the opposing seat (Kem's) or team (Kemps)
     */
    public static Counter of(Dialect dialect, int seat, int target) {
      return new Counter(dialect, seat, OptionalInt.of(target));
    }

    @Override
    public String verb() {
      return dialect.counterVerb();
    }

    @Override
    public boolean namesTeam() {
      return dialect.countersNameTeams();
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.counter(this);
    }
  }

  /**
   * {@code double-counter X} / {@code double-cut T}: two members of the target's team hold one
   * (K-19).
   *
   * @param dialect the dialect it was said in
   * @param seat the caller
   * @param target the opposing seat (Kem's) or team number (Kemps)
   */
  record DoubleCounter(Dialect dialect, int seat, OptionalInt target) implements Call {
    /**
     * Checks the components.
     *
     * @param dialect the dialect it was said in
     * @param seat the caller
     * @param target the opposing seat (Kem's) or team number (Kemps)
     */
    public DoubleCounter {
      requireNonNull(dialect, "dialect");
      requireNonNull(target, "target");
    }

    /**
     * {@return the double counter of {@code seat} on {@code target}}
     *
     * @param dialect the dialect it is said in
     * @param seat the caller
     * @param target the opposing seat (Kem's) or team (Kemps)
     */
    public static DoubleCounter of(Dialect dialect, int seat, int target) {
      return new DoubleCounter(dialect, seat, OptionalInt.of(target));
    }

    @Override
    public String verb() {
      return dialect.doubleCounterVerb();
    }

    @Override
    public boolean namesTeam() {
      return dialect.countersNameTeams();
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
      return visitor.doubleCounter(this);
    }
  }
}
