/**
 * Hosting a table for a server or a UI: {@link kemkit.host.TableHost} takes actions from many
 * threads, applies them in arrival order, gives each seat its own event stream, built from what
 * that seat may see (C-6), answers a rejection to its sender only (C-5), and writes the game as a
 * record at any moment.
 *
 * <pre>{@code
 * TableHost<FamilyState, FamilyAction, FamilyEvent, FamilyView> host =
 *     TableHost.dealing(Kemps.rules(), new SplittableRandom(seed));   // answers chance actions (C-4)
 * for (int seat = 0; seat < 4; seat++) {
 *   int s = seat;
 *   host.subscribe(seat, event -> sockets.get(s).send(event));         // each seat hears its own
 * }
 * host.open();                                                        // deals round 1
 * Outcome<FamilyState, FamilyEvent> answer = host.submit(action);     // from any thread
 * if (answer instanceof Outcome.Rejected<FamilyState, FamilyEvent> refused) {
 *   reply(refused.rejection().message());                             // to the sender only
 * }
 * String record = host.record();                                      // replays to host.state()
 * }</pre>
 *
 * <p>A manual host ({@link kemkit.host.TableHost#manual}) takes chance actions like any other, for
 * replays or for a table whose shuffles come from elsewhere.
 */
package kemkit.host;
