// @kemkit/client: types from kemkit's JSON Schemas, a web table client and typed errors. The
// child-process client for `kemkit serve --stdio` is `@kemkit/client/stdio` (Node.js only), so that
// this entry point runs in a browser as it is.
export * from './errors.js';
export { AsyncQueue } from './queue.js';
export { TableClient, createTable, listTables } from './table.js';
export { fetchReplay, watchTable } from './replay.js';
export type { Perspective, ReplayMessage, ReplayStep, WatchMessage } from './replay.js';
export type { Accepted, CreatedTable, LobbyTable, TableOptions, TableRequest, WebSocketFactory, WebSocketLike } from './table.js';
export type * from './types.js';
