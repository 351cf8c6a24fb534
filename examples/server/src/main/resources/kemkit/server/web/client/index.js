// Compiled from examples/ts-client/src by tsc (npm run build && npm run page): do not edit.
// @kemkit/client: types from kemkit's JSON Schemas, a web table client and typed errors. The
// child-process client for `kemkit serve --stdio` is `@kemkit/client/stdio` (Node.js only), so that
// this entry point runs in a browser as it is.
export * from './errors.js';
export { AsyncQueue } from './queue.js';
export { TableClient, createTable, listTables } from './table.js';
export { fetchReplay, watchTable } from './replay.js';
