/**
 * A person against bots in a terminal: {@code kemkit play}. A {@link
 * kemkit.examples.play.PlaySession} seats the person at one seat and heuristic bots at the others,
 * all behind one {@link kemkit.host.TableHost}; standard input is read on its own thread while the
 * bots move on a clock. A {@link kemkit.examples.play.Screen} turns the person's events and view
 * into text, from what their seat may see only.
 *
 * <pre>{@code
 * $ java -jar examples/target/kemkit.jar play --game kemps --seat 1
 * round 1 · dealer seat 0 · table open · stock 32 · discard 0 · scores: team 0 0, team 1 (you) 0
 *   table    AC QS KD 4C
 *   you      KC 5C 8C 5D   (seat 1, team 1, no sign yet)
 * > exchange 8C KD
 * you give 8C and take KD
 * }</pre>
 */
package kemkit.examples.play;
