package kemkit.kit.state;

/**
 * What a state is made from: the words and slots a workspace holds when it makes a state. A game's
 * state class has one constructor, which takes a draft and passes it to {@link SchemaState}'s; only
 * {@link Workspace#state()} hands one out. It has no public method: a draft is read by the state it
 * makes, nothing else.
 */
public abstract class Draft {

  Draft() {}

  /** {@return word {@code word} of the state in the making} */
  abstract long word(int word);

  /** {@return slot {@code slot} of the state in the making} */
  abstract Object slotValue(int slot);

  /** Refuses to make a state outside {@link Workspace#state()}. */
  abstract void checkMaking();
}
