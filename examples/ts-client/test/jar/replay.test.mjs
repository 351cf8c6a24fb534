// Spectators and replays at the real jar (`kemkit serve --http`): a Khamul table of bots played to
// its end, watched and replayed from each perspective through fetchReplay and watchTable; a table
// still in play refuses everyone's perspective and a seat's without its link.
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

test('C-6, H-14, H-15: a finished table replays from every perspective; a table in play refuses everyone', async () => {
  server = await startWebServer(join(scratch(), 'tables.db'));
  const bots = await createTable(server.base, {
    setup: { game: 'khamul', options: { target: '20' }, seating: { players: 3 } },
    seats: ['bot', 'bot', 'bot'],
    botDelayMs: 1,
  });
  let watched = await watchTable(server.base, bots.table);
  for (let i = 0; !watched.over && i < 600; i++) {
    await sleep(100);
    watched = await watchTable(server.base, bots.table, 2);
  }
  assert.ok(watched.over, 'the bots finish their game');
  assert.equal(watched.view.seat, -1);

  const everyone = await fetchReplay(server.base, bots.table, 'everyone');
  assert.equal(everyone.steps.length, everyone.moves + 1);
  assert.equal(everyone.steps[0].views.length, 3);
  assert.ok(everyone.reveal, 'the post-game reveal');
  // H-14: at the end every hand is public, as the last reveal showed it.
  for (const hand of everyone.reveal.memory) {
    assert.ok(hand.every((card) => typeof card === 'string'));
  }
  const pub = await fetchReplay(server.base, bots.table, 'public');
  // H-15: while the game is in play no hand's card is public.
  const inPlay = pub.steps.filter((s) => s.views[0].phase !== 'OVER');
  assert.ok(inPlay.length > 10);
  for (const step of inPlay) {
    assert.ok(step.views[0].memory.every((hand) => hand.every((card) => card === null)));
  }
  const seat1 = await fetchReplay(server.base, bots.table, 'seat-1');
  assert.equal(seat1.steps.at(-1).views[0].seat, 1);

  const waiting = await createTable(server.base, {
    setup: { game: 'khamul', seating: { players: 3 } },
    seats: ['person', 'bot', 'bot'],
    botDelayMs: 1,
  });
  await assert.rejects(fetchReplay(server.base, waiting.table, 'everyone'), (e) => e instanceof TableError && e.code === 'refused');
  await assert.rejects(fetchReplay(server.base, waiting.table, 'seat-0'), (e) => e instanceof TableError && e.code === 'refused');
  const own = await fetchReplay(server.base, waiting.table, 'seat-0', waiting.links[0].token);
  assert.equal(own.steps[0].views[0].seat, 0);
  await assert.rejects(fetchReplay(server.base, 'no-such-table', 'public'), (e) => e instanceof TableError && e.code === 'no-table');
});
