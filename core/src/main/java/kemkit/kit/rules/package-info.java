/**
 * The reducer template: a game's rule set as its verbs and the sentences of its prologue.
 *
 * <p>{@link kemkit.kit.rules.Rules} implements {@link kemkit.game.RuleSet} once for every game: the
 * prologue of {@code apply} in rules.md §R order (a state of this rule set, the game not over,
 * chance first, the actor a seat, the action of this game), the checks of the seats' doors, the
 * workspace around each action, and the legal actions. A game gives its {@link
 * kemkit.kit.rules.Verbs}: for each action record a {@link kemkit.kit.rules.Verb} with the three
 * faces side by side, the check that returns the rejection, the perform that edits the workspace
 * and writes the events, and the count and index of the actions a seat may make, from the check's
 * own predicates.
 *
 * <pre>{@code
 * sealed interface CountAction extends PlayerAction permits Add {}
 * record Add(int seat, int amount) implements CountAction {}
 * record CountOptions(int players) {}
 *
 * static final Verb<CountState, Add, CountOptions> ADD = new Verb<>() {
 *   public Optional<Rejection> check(CountOptions options, CountState state, Add add) {
 *     return state.turn() == add.seat() ? Optional.empty()
 *         : Optional.of(Rejection.of(RejectionCode.NOT_YOUR_TURN, "C-5", add.seat(), "it is not {your} turn"));
 *   }
 *   public void perform(CountOptions options, Workspace<CountState> work, Add add) {
 *     work.set(CountState.TOTAL, work.get(CountState.TOTAL) + add.amount());
 *     CountEvents.ADDED.write(work.log(), add.seat(), add.amount());
 *   }
 *   public int count(CountOptions options, CountState state, int seat) {
 *     return state.turn() == seat ? 10 : 0;                 // the check's predicate
 *   }
 *   public Add at(CountOptions options, CountState state, int seat, int index) {
 *     return new Add(seat, index + 1);
 *   }
 * };
 * static final Verbs<CountState, CountAction, CountOptions> VERBS =
 *     Verbs.builder(CountAction.class, CountOptions.class, Phase.class, CountState::phase).add(Add.class, ADD, Phase.PLAY).build();
 * }</pre>
 */
package kemkit.kit.rules;
