// example/play.ts, the TypeScript program docs/typescript.md shows, compiled by the build and run
// against the real jar: it plays a whole game of Khamul at a web table and says who won.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { scratch, startWebServer } from '../support/jar.mjs';

const program = fileURLToPath(new URL('../../example/dist/play.js', import.meta.url));
let server;
after(async () => {
  await server?.stop();
});

test('H-14: example/play.ts plays a whole Khamul game against three bots and ends', async () => {
  server = await startWebServer(join(scratch(), 'tables.db'));
  // The flag this test runs with, if any (scripts/test-jar.mjs): Node.js 20's WebSocket.
  const flags = process.execArgv.filter((flag) => flag === '--experimental-websocket');
  const { stdout } = await promisify(execFile)(process.execPath, [...flags, program, server.base], { timeout: 120_000 });
  assert.match(stdout, /^table \S+: you are seat 0 of 4$/m);
  assert.match(stdout, /game over: seat \d wins/);
  assert.match(stdout, /^game over after \d+ actions; scores \d+, \d+, \d+, \d+$/m);
});
