/**
 * A person against bots in a terminal: {@code kemkit play}. A {@link
 * kemkit.examples.play.PlaySession} seats the person at one seat and heuristic bots at the others,
 * all behind one {@link kemkit.host.TableHost}; the person types into a JLine line editor (Tab
 * completion, history, {@code help VERB}) whose line stays put while the bots move on a clock and
 * their events print above it. A {@link kemkit.examples.play.Screen} turns the person's events and view
 * into text, from what their seat may see only.
 *
 * <pre>{@code
 * $ java -jar examples/cli/target/kemkit.jar play --game kemps --seat 1 --seed 5 --pace 0
 * …
 * round 1 · dealer seat 0 · table open · stock 32 · discard 0 · scores: team 0 0, team 1 (you) 0
 *   table    3C JS QD 2D
 *   you      9H 4S 4H 3S   (seat 1, team 1, no sign yet)
 *   seat 0   4 cards
 *   seat 2   4 cards
 *   seat 3   4 cards  (partner)
 * > exchange 4S 3C
 * you give 4S and take 3C
 * }</pre>
 */
package kemkit.examples.play;
