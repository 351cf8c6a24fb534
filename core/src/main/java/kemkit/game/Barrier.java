package kemkit.game;

/**
 * Why an accepted action may not be taken back (rules.md C-10). The rules decide it from the
 * action's own outcome ({@link RuleSet#barrier}): a chance action, an action after which some seat
 * knows something hidden from another, an action that ends a round. The walk back over a game
 * ({@code kemkit.undo.Ledger}) adds the table's reasons: another seat acted since, or there is
 * nothing of the seat's to take back.
 *
 * <p>Each barrier has a sentence for a person, which names no card: it is told to every seat.
 */
public enum Barrier {

  /** A chance action: the order it spelt out is known to the table's host (C-4). */
  CHANCE("cards were dealt or shuffled since"),
  /**
   * Some seat learned something hidden from another: a card drawn, peeked at, shown to one seat or
   * laid open from a hand, a team's sign (C-6). Taking it back would let a seat act again knowing it.
   */
  HIDDEN("a seat has learned something hidden since"),
  /** The round was scored (or the game ended): a round's end stands (C-8). */
  ROUND_END("the round has ended since"),
  /** Another seat has acted since: a seat takes back only its own moves. */
  OTHER_SEAT("another seat has acted since"),
  /** The seat has made no move that could be taken back (none yet, or the last one is not its own). */
  NOTHING("there is no move of yours to take back"),
  /** The table takes no moves back, or only a seat's last move, which it has taken back already. */
  OFF("this table does not take that move back");

  private final String sentence;

  Barrier(String sentence) {
    this.sentence = sentence;
  }

  /** {@return why, in a few words for a person: {@code another seat has acted since}} */
  public String sentence() {
    return sentence;
  }

  /** {@return the barrier's name in records and on the wire: {@code other-seat}} */
  public String word() {
    return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
  }
}
