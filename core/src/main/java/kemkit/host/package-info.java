/**
 * Hosting a table for a server or a UI: {@link kemkit.host.TableHost} takes actions from many
 * threads, applies them in arrival order, gives each seat its own event stream, built from what
 * that seat may see (C-6), answers the sender of an action with a {@link kemkit.host.SeatAnswer}
 * (its own projection of the events, or its rejection, which reaches no one else, C-5), and writes
 * the game as a record at any moment.
 *
 * <pre>{@code
 * var host = TableHost.dealing(Kemps.rules(), new SplittableRandom(seed));   // answers chance actions (C-4)
 * for (int seat = 0; seat < 4; seat++) {
 *   int s = seat;
 *   host.subscribe(seat, event -> sockets.get(s).send(event));         // each seat hears its own
 * }
 * host.open();                                                        // deals round 1
 * SeatAnswer<FamilyEvent> answer = host.submit(action);               // from any thread
 * answer.rejection().ifPresent(r -> reply(r.message()));              // to the sender only
 * String record = host.record();                                      // replays to host.state()
 * }</pre>
 *
 * <p>What a server may forward to a seat: that seat's answers, the events its listeners hear
 * ({@link kemkit.game.RuleSet#eventsSeenBy}), {@link kemkit.host.TableHost#view} and {@link
 * kemkit.host.TableHost#legalActions}. What it must not: {@link kemkit.host.TableHost#state()} or
 * its {@code toString} (complete, hidden cards included), the {@link kemkit.game.Outcome} of {@link
 * kemkit.host.TableHost#submitWithFullOutcome}, or events that have not been through {@code
 * eventsSeenBy}.
 *
 * <p>A manual host ({@link kemkit.host.TableHost#manual}) takes chance actions like any other, for
 * replays or for a table whose shuffles come from elsewhere. A listener that throws (anything short
 * of a {@code VirtualMachineError}) is reported to the host's {@link
 * kemkit.host.TableHost.ErrorHandler} and stops nothing; a listener that submits is answered at
 * once, and every seat still hears the actions in the record's order. Listeners run outside the
 * host's lock, so that tables whose listeners submit to each other cannot deadlock.
 */
package kemkit.host;
