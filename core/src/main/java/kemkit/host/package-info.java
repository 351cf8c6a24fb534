/**
 * Hosting a table for a server or a UI: {@link kemkit.host.TableHost} takes actions from many
 * threads, applies them in arrival order, gives each seat its own event stream, and writes the game
 * as a record at any moment.
 */
package kemkit.host;
