// A table with a clock at the real jar (`kemkit serve --http`): seat 0 (this test, through
// TableClient) lets its 200 ms run out; a heuristic bot plays it, as every update's `clock` says,
// and the moves it makes are listed; `reclaim()` takes the seat back. A clock out of bounds is
// refused at creation with the server's sentence.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { TableClient, TableError, createTable } from '../../dist/index.js';
import { scratch, startWebServer } from '../support/jar.mjs';

let server;
after(async () => {
  await server?.stop();
});

/** The next update `test` accepts (the client keeps every message for `messages()`). */
async function next(messages, test) {
  for (;;) {
    const { value, done } = await messages.next();
    assert.ok(!done, 'the connection ended first');
    if (value.type === 'update' && test(value)) {
      return value;
    }
  }
}

test('a timed-out seat is played by a stand-in bot until reclaim(); the clock is typed on every update', async () => {
  server = await startWebServer(join(scratch(), 'tables.db'));
  await assert.rejects(
    createTable(server.base, { setup: { game: 'khamul' }, seats: ['person', 'bot', 'bot', 'bot'], clock: { bankMs: 5 } }),
    (e) => e instanceof TableError && /'bankMs' is between 100 and 604800000 ms, not 5/.test(e.message));

  const created = await createTable(server.base, {
    setup: { game: 'khamul' },
    seats: ['person', 'bot', 'bot', 'bot'],
    botDelayMs: 20,
    clock: { bankMs: 200, incrementMs: 30_000, absentMs: 600_000, standIn: 'heuristic' },
  });
  const client = await TableClient.connect({ url: server.ws, token: created.links[0].token });
  const messages = client.messages();
  try {
    const stood = await next(messages, (u) => u.clock?.seats[0].standIn === 'timeout' && u.clock.standInMoveCount > 0);
    assert.equal(stood.clock.profile, 'custom');
    assert.equal(stood.clock.standIn, 'heuristic');
    assert.ok(stood.clock.standInMoves.every((m) => m.seat === 0 && m.level === 'heuristic'));
    // The other seats are bots: their clocks never run.
    assert.deepEqual(stood.clock.seats.slice(1).map((s) => s.running), [false, false, false]);

    client.reclaim();
    const back = await next(messages, (u) => u.clock?.seats[0].standIn === null);
    // Taken back with at least the increment to play with (not flagged again at once).
    assert.ok(back.clock.seats[0].leftMs >= 25_000, String(back.clock.seats[0].leftMs));
  } finally {
    client.close();
  }
});
