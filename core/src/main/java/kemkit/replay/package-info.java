/**
 * Replays of stored games, stepped move by move from one {@link kemkit.replay.Perspective}: a
 * seat's (what it knew then, C-6), the public's (what no seat hides, for spectators), or everyone's
 * once the game is over.
 *
 * <pre>{@code
 * Replay<?, ?, ?, ?> replay = Replay.of(RecordReader.read(text));
 * Moment<?, ?> seen = replay.at(replay.moves(), Perspective.seat(0));
 * Optional<?> reveal = replay.reveal();   // the public view at the end: what the rules made public
 * }</pre>
 */
package kemkit.replay;
