package kemkit.game;

/**
 * A rule set whose games a spectator may watch: it says what no seat hides. A rule set that does not
 * implement it has no public perspective (deny by default): a replay or a spectator link of its
 * games is refused rather than built from a seat's view with parts blanked out.
 *
 * <p>The public view is built from public parts of the state only, as each seat's view is built
 * from what that seat may know (C-6): two states that any one seat cannot tell apart give equal
 * public views. The conformance kit checks it against every seat's {@link RuleSet#determinize}.
 * At the game's end it is the post-game reveal: what the rules made public (the hands a call
 * showed in the Kem's family, every hand at Khamul's reveal).
 *
 * @param <V> the game's view type; a public view's seat is {@code -1}
 */
public interface Spectated<V> {

  /**
   * {@return what everyone may see of {@code state}: what no seat hides} Its seat is {@code -1}.
   *
   * @param state the state of the game
   * @throws ForeignStateException if {@code state} was made by another rule set
   */
  V publicView(GameState state);
}
