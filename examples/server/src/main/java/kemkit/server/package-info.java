/**
 * A web table server for every game: people play in a browser, bots on the server, over
 * WebSockets, and no accepted action is ever lost.
 *
 * <p>{@link kemkit.server.WebServer} serves a page ({@code /play.html}, plain HTML, CSS and
 * JavaScript), an HTTP call that creates a table ({@code POST /api/tables}) and a WebSocket
 * ({@code /ws}). Each table is one {@link kemkit.host.TableHost}; each person seat has a join link
 * whose token (160 random bits) is the seat: a connection that joined with it hears only that
 * seat's events and view (C-6), and may act only for that seat. The rules judge every action
 * (C-5): a rejection goes back to its sender alone, with the library's sentence.
 *
 * <p>Every accepted action is written to the database (SQLite in one file, or PostgreSQL) before
 * any seat hears of it; a server started on the same database replays every table's record, and
 * every link works again. On PostgreSQL several servers share the tables: each table has one owner
 * under a lease with an epoch that fences every append ({@code Store}), any server
 * answers any seat (relaying it to the owner), and a dead or paused owner's tables are taken over
 * and replayed from their records (docs/server.md). While the database is away an action is
 * answered "not stored, try again" and nothing unstored is kept.
 *
 * <pre>{@code
 * try (WebServer server = WebServer.start("127.0.0.1", 8080, "jdbc:sqlite:tables.db")) {
 *   WebServer.Created table = server.create(Setup.of("kemps"), List.of("bot", "person", "bot", "bot"), 900);
 *   String link = "http://127.0.0.1:8080/play.html#" + table.tokens().get(1);
 * }
 * }</pre>
 */
package kemkit.server;
