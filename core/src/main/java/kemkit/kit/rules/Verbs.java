package kemkit.kit.rules;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import kemkit.game.PlayerAction;
import kemkit.kit.state.SchemaState;

/**
 * A game's verbs, once: one {@link Verb} per action record of its sealed action family, in the
 * order its legal actions are listed, each with the phases in which it may be made at all. From
 * the table come the dispatch of {@code apply} and the legal actions, as a list and by index. The
 * table is checked when the class that builds it loads: a verb for every action record, no two for
 * one, so that a new action cannot go unhandled.
 *
 * <pre>{@code
 * static final Verbs<TrickState, TrickAction, TrickOptions> VERBS =
 *     Verbs.builder(TrickAction.class, TrickOptions.class, Phase.class, TrickState::phase)
 *         .add(Play.class, Playing.PLAY, Phase.PLAY)
 *         .add(Pass.class, Playing.PASS, Phase.PLAY, Phase.BIDDING)
 *         .build();
 * }</pre>
 *
 * <p>The phases are a speed index only: a verb's {@link Verb#count} is still 0 in a phase it does
 * not name, and listing a state's actions asks only the verbs of its phase, not every verb.
 *
 * <p>A verb may make a sealed sub-family of actions as well as one record: the Kem's family's four
 * calls are one mechanic, checked by one K-20 predicate, and their legal actions interleave by target
 * ({@code kems 2}, {@code double-kems 2}, {@code kems 4}…), which verbs listed one after the other
 * could not do. Every record of the sub-family is then that verb's, and no other verb may take one.
 *
 * @param <S> the game's state
 * @param <A> the game's action type
 * @param <C> what the verbs read besides the state
 */
public final class Verbs<S extends SchemaState, A extends PlayerAction, C> {

  // Each action record and its verb, side by side: the dispatch of apply.
  private final Class<?>[] types;
  private final Verb<S, ? extends A, C>[] verbs;
  // Each verb once, in listing order: what countAsked walks.
  private final Verb<S, ? extends A, C>[] listed;
  private final Verb<S, ? extends A, C>[][] byPhase;
  // For each phase, the verbs that may be made in it: bit i for listed[i].
  private final int[] masks;
  private final ToIntFunction<S> phase;

  private Verbs(List<Class<?>> types, List<Verb<S, ? extends A, C>> verbs, List<Verb<S, ? extends A, C>> listed,
      List<List<Verb<S, ? extends A, C>>> byPhase, ToIntFunction<S> phase) {
    this.types = types.toArray(new Class<?>[0]);
    this.verbs = array(verbs);
    this.listed = array(listed);
    this.byPhase = newArray(byPhase.size());
    this.masks = new int[byPhase.size()];
    if (listed.size() > Integer.SIZE) {
      throw new IllegalStateException(listed.size() + " verbs: a game has at most " + Integer.SIZE);
    }
    for (int i = 0; i < byPhase.size(); i++) {
      this.byPhase[i] = array(byPhase.get(i));
      for (int v = 0; v < listed.size(); v++) {
        if (byPhase.get(i).contains(listed.get(v))) {
          masks[i] |= 1 << v;
        }
      }
    }
    this.phase = phase;
  }

  @SuppressWarnings("unchecked") // an array of a generic type is made raw
  private static <S extends SchemaState, A extends PlayerAction, C> Verb<S, ? extends A, C>[] array(
      List<Verb<S, ? extends A, C>> list) {
    return list.toArray(new Verb[0]);
  }

  @SuppressWarnings("unchecked") // an array of a generic type is made raw
  private static <S extends SchemaState, A extends PlayerAction, C> Verb<S, ? extends A, C>[][] newArray(int size) {
    return new Verb[size][];
  }

  /**
   * {@return a builder of the verbs of {@code actions}, listed by the phases of {@code phases}}
   *
   * @param actions the game's sealed action interface
   * @param context the class of what the verbs read besides the state
   * @param phases the enum of the game's phases
   * @param phaseOf the phase of a state
   * @param <S> the game's state
   * @param <A> the game's action type
   * @param <C> what the verbs read besides the state
   * @param <P> the phases
   */
  public static <S extends SchemaState, A extends PlayerAction, C, P extends Enum<P>> Builder<S, A, C, P> builder(
      Class<A> actions, Class<C> context, Class<P> phases, Function<S, P> phaseOf) {
    requireNonNull(context, "context");
    return new Builder<>(actions, phases, phaseOf);
  }

  /**
   * {@return the verb of {@code action}}
   *
   * @param action an action of the game
   */
  @SuppressWarnings("unchecked") // the verb at a type's place takes actions of that type
  <X extends A> Verb<S, X, C> of(X action) {
    Class<?> type = action.getClass();
    for (int i = 0; i < types.length; i++) {
      if (types[i] == type) {
        return (Verb<S, X, C>) verbs[i];
      }
    }
    throw new IllegalArgumentException("no verb makes a " + type.getName());
  }

  // count() and at() are the inner loop of every playout: a count, then an action by index, for
  // each move. Written as a loop over the phase's verbs, each call would go through one call site
  // that sees every verb of the game, so the JIT could inline none (a table dispatch and a spill of
  // every register per verb). Unrolled, each verb has its own call site, which sees that verb only:
  // the JIT inlines its count. The verbs asked are still those of the state's phase (a bit set per
  // phase), in listing order; a game of more than UNROLLED verbs takes the loop for the rest.

  /** How many verbs the unrolled walks give a call site of their own. */
  private static final int UNROLLED = 12;

  /** {@return how many actions {@code seat} may make: the verbs of the state's phase, in order} */
  int count(C context, S state, int seat) {
    int now = masks[phase.applyAsInt(state)];
    Verb<S, ? extends A, C>[] v = listed;
    int n = 0;
    if ((now & 1) != 0) {
      n += v[0].count(context, state, seat);
    }
    if ((now & 1 << 1) != 0) {
      n += v[1].count(context, state, seat);
    }
    if ((now & 1 << 2) != 0) {
      n += v[2].count(context, state, seat);
    }
    if ((now & 1 << 3) != 0) {
      n += v[3].count(context, state, seat);
    }
    if ((now & 1 << 4) != 0) {
      n += v[4].count(context, state, seat);
    }
    if ((now & 1 << 5) != 0) {
      n += v[5].count(context, state, seat);
    }
    if ((now & 1 << 6) != 0) {
      n += v[6].count(context, state, seat);
    }
    if ((now & 1 << 7) != 0) {
      n += v[7].count(context, state, seat);
    }
    if ((now & 1 << 8) != 0) {
      n += v[8].count(context, state, seat);
    }
    if ((now & 1 << 9) != 0) {
      n += v[9].count(context, state, seat);
    }
    if ((now & 1 << 10) != 0) {
      n += v[10].count(context, state, seat);
    }
    if ((now & 1 << 11) != 0) {
      n += v[11].count(context, state, seat);
    }
    for (int i = UNROLLED; i < v.length; i++) {
      if ((now & 1 << i) != 0) {
        n += v[i].count(context, state, seat);
      }
    }
    return n;
  }

  /** {@return the action at {@code index}, or null past the last} */
  A at(C context, S state, int seat, int index) {
    int now = masks[phase.applyAsInt(state)];
    Verb<S, ? extends A, C>[] v = listed;
    int i = index;
    int k;
    if ((now & 1) != 0) {
      if (i < (k = v[0].count(context, state, seat))) {
        return v[0].at(context, state, seat, i);
      }
      i -= k;
    }
    if ((now & 1 << 1) != 0) {
      if (i < (k = v[1].count(context, state, seat))) {
        return v[1].at(context, state, seat, i);
      }
      i -= k;
    }
    if ((now & 1 << 2) != 0) {
      if (i < (k = v[2].count(context, state, seat))) {
        return v[2].at(context, state, seat, i);
      }
      i -= k;
    }
    if ((now & 1 << 3) != 0) {
      if (i < (k = v[3].count(context, state, seat))) {
        return v[3].at(context, state, seat, i);
      }
      i -= k;
    }
    if ((now & 1 << 4) != 0) {
      if (i < (k = v[4].count(context, state, seat))) {
        return v[4].at(context, state, seat, i);
      }
      i -= k;
    }
    if ((now & 1 << 5) != 0) {
      if (i < (k = v[5].count(context, state, seat))) {
        return v[5].at(context, state, seat, i);
      }
      i -= k;
    }
    if ((now & 1 << 6) != 0) {
      if (i < (k = v[6].count(context, state, seat))) {
        return v[6].at(context, state, seat, i);
      }
      i -= k;
    }
    if ((now & 1 << 7) != 0) {
      if (i < (k = v[7].count(context, state, seat))) {
        return v[7].at(context, state, seat, i);
      }
      i -= k;
    }
    if ((now & 1 << 8) != 0) {
      if (i < (k = v[8].count(context, state, seat))) {
        return v[8].at(context, state, seat, i);
      }
      i -= k;
    }
    if ((now & 1 << 9) != 0) {
      if (i < (k = v[9].count(context, state, seat))) {
        return v[9].at(context, state, seat, i);
      }
      i -= k;
    }
    if ((now & 1 << 10) != 0) {
      if (i < (k = v[10].count(context, state, seat))) {
        return v[10].at(context, state, seat, i);
      }
      i -= k;
    }
    if ((now & 1 << 11) != 0) {
      if (i < (k = v[11].count(context, state, seat))) {
        return v[11].at(context, state, seat, i);
      }
      i -= k;
    }
    for (int j = UNROLLED; j < v.length; j++) {
      if ((now & 1 << j) != 0) {
        if (i < (k = v[j].count(context, state, seat))) {
          return v[j].at(context, state, seat, i);
        }
        i -= k;
      }
    }
    return null;
  }

  /** {@return every action {@code seat} may make, in order} */
  ImmutableList<A> list(C context, S state, int seat) {
    int now = masks[phase.applyAsInt(state)];
    // The masks' bits number the listed verbs (each once), not the dispatch table's (a verb of a
    // sealed sub-family sits there once per record).
    Verb<S, ? extends A, C>[] v = listed;
    // Filled to its size, the builder hands its array to the list instead of copying it.
    ImmutableList.Builder<A> out = ImmutableList.builderWithExpectedSize(count(context, state, seat));
    if ((now & 1) != 0) {
      for (int i = 0, n = v[0].count(context, state, seat); i < n; i++) {
        out.add(v[0].at(context, state, seat, i));
      }
    }
    if ((now & 1 << 1) != 0) {
      for (int i = 0, n = v[1].count(context, state, seat); i < n; i++) {
        out.add(v[1].at(context, state, seat, i));
      }
    }
    if ((now & 1 << 2) != 0) {
      for (int i = 0, n = v[2].count(context, state, seat); i < n; i++) {
        out.add(v[2].at(context, state, seat, i));
      }
    }
    if ((now & 1 << 3) != 0) {
      for (int i = 0, n = v[3].count(context, state, seat); i < n; i++) {
        out.add(v[3].at(context, state, seat, i));
      }
    }
    if ((now & 1 << 4) != 0) {
      for (int i = 0, n = v[4].count(context, state, seat); i < n; i++) {
        out.add(v[4].at(context, state, seat, i));
      }
    }
    if ((now & 1 << 5) != 0) {
      for (int i = 0, n = v[5].count(context, state, seat); i < n; i++) {
        out.add(v[5].at(context, state, seat, i));
      }
    }
    if ((now & 1 << 6) != 0) {
      for (int i = 0, n = v[6].count(context, state, seat); i < n; i++) {
        out.add(v[6].at(context, state, seat, i));
      }
    }
    if ((now & 1 << 7) != 0) {
      for (int i = 0, n = v[7].count(context, state, seat); i < n; i++) {
        out.add(v[7].at(context, state, seat, i));
      }
    }
    if ((now & 1 << 8) != 0) {
      for (int i = 0, n = v[8].count(context, state, seat); i < n; i++) {
        out.add(v[8].at(context, state, seat, i));
      }
    }
    if ((now & 1 << 9) != 0) {
      for (int i = 0, n = v[9].count(context, state, seat); i < n; i++) {
        out.add(v[9].at(context, state, seat, i));
      }
    }
    if ((now & 1 << 10) != 0) {
      for (int i = 0, n = v[10].count(context, state, seat); i < n; i++) {
        out.add(v[10].at(context, state, seat, i));
      }
    }
    if ((now & 1 << 11) != 0) {
      for (int i = 0, n = v[11].count(context, state, seat); i < n; i++) {
        out.add(v[11].at(context, state, seat, i));
      }
    }
    for (int j = UNROLLED; j < v.length; j++) {
      if ((now & 1 << j) != 0) {
        for (int i = 0, n = v[j].count(context, state, seat); i < n; i++) {
          out.add(v[j].at(context, state, seat, i));
        }
      }
    }
    return out.build();
  }

  /**
   * {@return how many actions {@code seat} may make when every verb is asked, whatever the phase}
   * For tests: equal to the listed count in every state, or a verb names too few phases.
   *
   * @param context what the verbs read besides the state
   * @param state the state
   * @param seat a seat of the table
   */
  public int countAsked(C context, S state, int seat) {
    int count = 0;
    for (Verb<S, ? extends A, C> verb : listed) {
      count += verb.count(context, state, seat);
    }
    return count;
  }

  /**
   * Collects the verbs in listing order.
   *
   * @param <S> the game's state
   * @param <A> the game's action type
   * @param <C> what the verbs read besides the state
   * @param <P> the phases
   */
  public static final class Builder<S extends SchemaState, A extends PlayerAction, C, P extends Enum<P>> {
    private final Class<A> actions;
    private final Class<P> phases;
    private final Function<S, P> phaseOf;
    private final Set<Class<?>> leaves = new LinkedHashSet<>();
    private final List<Class<?>> types = new ArrayList<>();
    // The verb of each record of `types`, in the same order: a verb of a sub-family once per record.
    private final List<Verb<S, ? extends A, C>> verbs = new ArrayList<>();
    // Each verb once, in listing order, with the phases it may be made in.
    private final List<Verb<S, ? extends A, C>> listed = new ArrayList<>();
    private final List<Set<P>> when = new ArrayList<>();

    private Builder(Class<A> actions, Class<P> phases, Function<S, P> phaseOf) {
      this.actions = requireNonNull(actions, "actions");
      this.phases = requireNonNull(phases, "phases");
      this.phaseOf = requireNonNull(phaseOf, "phaseOf");
      if (!actions.isSealed()) {
        throw new IllegalArgumentException(actions.getName() + " is not sealed: the table needs every action");
      }
      collect(actions, leaves);
    }

    private static void collect(Class<?> type, Set<Class<?>> out) {
      if (type.isSealed()) {
        for (Class<?> permitted : type.getPermittedSubclasses()) {
          collect(permitted, out);
        }
      } else {
        out.add(type);
      }
    }

    /**
     * {@return this builder, with {@code verb} making the actions of {@code type}, listed after the
     * verbs added before it}
     *
     * @param type the action record, or a sealed interface of the family whose every record the
     *     verb makes (listed as the verb lists them)
     * @param verb its verb
     * @param first a phase in which the verb may be made
     * @param more the other phases in which it may be made
     * @param <X> the action record, or the sealed sub-family
     * @throws IllegalStateException if the type is not one of the family's or has a verb already
     */
    @SafeVarargs
    public final <X extends A> Builder<S, A, C, P> add(Class<X> type, Verb<S, X, C> verb, P first, P... more) {
      Set<Class<?>> made = new LinkedHashSet<>();
      collect(type, made);
      if (!type.isSealed() && !leaves.contains(type) || !leaves.containsAll(made)) {
        throw new IllegalStateException(type.getName() + " is not an action of " + actions.getName());
      }
      for (Class<?> leaf : made) {
        if (types.contains(leaf)) {
          throw new IllegalStateException("two verbs for " + leaf.getSimpleName());
        }
      }
      requireNonNull(verb, "verb");
      for (Class<?> leaf : made) {
        types.add(leaf);
        verbs.add(verb);
      }
      listed.add(verb);
      when.add(EnumSet.of(first, more));
      return this;
    }

    /**
     * {@return the table}
     *
     * @throws IllegalStateException naming the actions that have no verb
     */
    public Verbs<S, A, C> build() {
      List<String> missing = new ArrayList<>();
      for (Class<?> leaf : leaves) {
        if (!types.contains(leaf)) {
          missing.add(leaf.getSimpleName());
        }
      }
      if (!missing.isEmpty()) {
        throw new IllegalStateException(actions.getSimpleName() + " actions with no verb: " + missing);
      }
      List<List<Verb<S, ? extends A, C>>> byPhase = new ArrayList<>();
      for (P phase : phases.getEnumConstants()) {
        List<Verb<S, ? extends A, C>> now = new ArrayList<>();
        for (int i = 0; i < listed.size(); i++) {
          if (when.get(i).contains(phase)) {
            now.add(listed.get(i));
          }
        }
        byPhase.add(now);
      }
      Function<S, P> phaseOf = this.phaseOf;
      return new Verbs<>(types, verbs, listed, byPhase, state -> phaseOf.apply(state).ordinal());
    }
  }
}
