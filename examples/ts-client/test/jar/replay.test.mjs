// Spectators and replays at the real jar (`kemkit serve --http`), through fetchReplay and
// watchTable: a Khamul table in play is watched two moves behind and replayed from the public
// perspective (no hand's card shows, H-15); everyone's perspective is refused until the game is
// over, a seat's without that seat's link; the seat's own link replays what it knew (C-6). The
// perspectives of a finished game are checked by ReplayBrowserTest and KhamulReplayTest (a whole
// game of the server's bots takes minutes on a loaded machine).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { TableError, createTable, fetchReplay, watchTable } from '../../dist/index.js';
import { scratch, startWebServer } from '../support/jar.mjs';

let server;
after(async () => {
  await server?.stop();
});

test('C-6, H-15: a table in play is watched and replayed from the public perspective; everyone and other seats are refused', async () => {
  server = await startWebServer(join(scratch(), 'tables.db'));
  const created = await createTable(server.base, {
    setup: { game: 'khamul', seating: { players: 3 } },
    seats: ['person', 'bot', 'bot'],
    botDelayMs: 1,
  });
  // The deal and the starter are the table's own chance actions: a few actions without the person.
  let watched = await watchTable(server.base, created.table);
  for (let i = 0; watched.moves < 2 && i < 300; i++) {
    await sleep(100);
    watched = await watchTable(server.base, created.table);
  }
  assert.ok(watched.moves >= 2, `the table deals (${watched.moves} actions)`);
  const behind = await watchTable(server.base, created.table, 1);
  assert.equal(behind.move, behind.moves - 1);
  assert.equal(behind.view.seat, -1);
  assert.equal(behind.over, false);

  const pub = await fetchReplay(server.base, created.table, 'public');
  assert.equal(pub.steps.length, pub.moves + 1);
  assert.equal(pub.reveal, null);
  for (const step of pub.steps) {
    assert.ok(step.views[0].memory.every((hand) => hand.every((card) => card === null)), 'no hand card is public in play');
  }
  await assert.rejects(fetchReplay(server.base, created.table, 'everyone'), (e) => e instanceof TableError && e.code === 'refused');
  await assert.rejects(fetchReplay(server.base, created.table, 'seat-1'), (e) => e instanceof TableError && e.code === 'refused');
  await assert.rejects(fetchReplay(server.base, created.table, 'seat-0', 'not-a-token'), (e) => e instanceof TableError && e.code === 'refused');
  const own = await fetchReplay(server.base, created.table, 'seat-0', created.links[0].token);
  assert.equal(own.steps.at(-1).views[0].seat, 0);
  await assert.rejects(fetchReplay(server.base, created.table, 'nobody'), (e) => e instanceof TableError && e.code === 'bad-request');
  await assert.rejects(fetchReplay(server.base, 'no-such-table', 'public'), (e) => e instanceof TableError && e.code === 'no-table');
});
