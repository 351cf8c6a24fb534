package kemkit.conformance;

/**
 * What a property found wrong, and where.
 *
 * @param actions how many actions of the script had been applied when the problem showed (0: at
 *     the start, or before any action); the shrinker first tries the script cut to that length
 * @param problem one or a few sentences: what is wrong, naming the action, seat or card
 */
record Violation(int actions, String problem) {

  /** {@return the problem with its position, for a person} */
  String describe() {
    return (actions == 0 ? "before any action" : "after " + actions + " action(s)") + ": " + problem;
  }
}
