// A whole Kemps game at a web table of the real jar (`kemkit serve --http`): seat 1 is played by
// this test through TableClient, the three other seats by the server's bots. Midway the server is
// killed with -9 and started again on the same database: the client reconnects by itself and the
// game goes on to its end.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { RejectedError, TableClient, TableError, createTable } from '../../dist/index.js';
import { random, scratch, seed, startWebServer } from '../support/jar.mjs';

// Calls cost the caller when they are wrong (K-20): a seat that calls at random loses its game, and
// the bots' game goes on for ever. This seat exchanges, signs and answers sweeps, and leaves the
// calls to the bots.
const CALLS = new Set(['kemps', 'counter', 'double-counter', 'cut', 'double-cut', 'kems', 'double-kems', 'denounce']);

let server;
after(async () => {
  await server?.stop();
});

test('K-9, C-5, C-6: seat 1 plays a whole Kemps game against three bots over the web table, through a server killed with -9', async (t) => {
  const rng = random(seed());
  t.diagnostic(`seed ${rng.seed} (KEMKIT_SEED=${rng.seed} to replay)`);
  const db = join(scratch(), 'tables.db');
  server = await startWebServer(db);
  const created = await createTable(server.base, {
    setup: { game: 'kemps', seating: { dealer: 0 } },
    seats: ['bot', 'person', 'bot', 'bot'],
    botDelayMs: 4,
  });
  assert.equal(created.links.length, 1);
  const link = created.links[0];
  assert.equal(link.seat, 1);

  const client = await TableClient.connect({ url: server.ws, token: link.token, reconnect: { firstDelayMs: 100, maxDelayMs: 400 } });
  assert.equal(client.seat, 1);
  assert.equal(client.joined.game, 'kemps');
  assert.deepEqual(client.joined.kinds, ['bot', 'person', 'bot', 'bot']);

  try {
    const seen = { updates: 0, events: 0, lost: 0, resumed: 0, hands: 0, hidden: true, ruleIds: true };
    const reading = (async () => {
      for await (const m of client.messages()) {
        if (m.type === 'update') {
          seen.updates++;
          seen.events += m.events.length;
          for (const e of m.events) {
            seen.ruleIds &&= typeof e.sentence === 'string' && typeof e.ruleId === 'string';
            // C-6, K-25: another seat's hand reaches seat 1 without its cards; its own with them.
            if (e.type === 'hand-dealt' || e.type === 'cards-drawn') {
              seen.hands++;
              seen.hidden &&= e.seat === 1 ? Array.isArray(e.cards) : e.cards === null;
            }
          }
          if (m.over) {
            return;
          }
        } else if (m.type === 'connection' && m.state === 'lost') {
          seen.lost++;
        } else if (m.type === 'joined' && m.resumed) {
          seen.resumed++;
        }
      }
    })();

    // C-5, K-9: an exchange for a card of one's own hand is refused with the rule's code and id
    // (NOT_IN_HAND if a bot's move changed the hand meanwhile: the bots do not wait).
    const [give, take] = client.view.hand;
    await assert.rejects(client.act(`1 exchange ${give} ${take}`), (e) => {
      assert.ok(e instanceof RejectedError, String(e));
      assert.ok(['NOT_ON_TABLE', 'NOT_IN_HAND'].includes(e.code), e.code);
      assert.match(e.rule, /^K-\d+$/);
      assert.equal(e.line, `1 exchange ${give} ${take}`);
      t.diagnostic(`refused: ${e.code} ${e.rule} ${e.message}`);
      return true;
    });
    // Another seat's move is not this connection's to make.
    await assert.rejects(client.act('0 sweep'), (e) => e instanceof TableError && e.code === 'not-yours');

    let acted = 0;
    let refused = 0;
    let restarted = false;
    const started = Date.now();
    while (!client.over) {
      assert.ok(Date.now() - started < 120_000, `the game ends within 2 minutes (seed ${rng.seed})`);
      if (!restarted && client.actions > 40) {
        // Kill -9 and start again on the same port and database: every table resumes (WebServer).
        const port = server.port;
        await server.stop();
        server = await startWebServer(db, port);
        restarted = true;
      }
      const mine = client.legal.filter((l) => l.startsWith('1 ') && !CALLS.has(l.split(' ')[1]));
      if (mine.length && rng.next() < 0.5) {
        try {
          await client.act(rng.pick(mine));
          acted++;
        } catch (e) {
          // A bot may have moved first (the card left the table), or the server was down: both are
          // the game's ordinary life. Anything else is a failure.
          assert.ok(e instanceof RejectedError || e.code === 'lost' || e.code === 'closed' || e.code === 'rate', String(e));
          refused++;
        }
      }
      await sleep(60);
    }
    await reading;
    t.diagnostic(`${client.actions} actions stored, ${acted} by seat 1 (${refused} refused or lost), ${seen.updates} updates, ${seen.events} events, ${seen.hands} deals, ${Date.now() - started} ms`);
    assert.ok(restarted, 'the server was restarted mid-game');
    assert.ok(seen.lost >= 1 && seen.resumed >= 1, `the client lost the connection and resumed (${seen.lost}, ${seen.resumed})`);
    assert.ok(acted > 0, 'seat 1 made moves');
    assert.ok(seen.ruleIds, 'every event has a sentence and a rule id');
    assert.ok(seen.hands > 0 && seen.hidden, `C-6: seat 1 saw its own dealt cards and never another seat's (${seen.hands} deals)`);
    assert.equal(client.view.phase, 'OVER');
  } finally {
    client.close();
  }
});

// A table with a clock: seat 0 (this test) lets its 200 ms run out; a heuristic bot plays it, as
// every update's `clock` says, and the moves it makes are listed; `reclaim()` takes the seat back. A
// clock out of bounds is refused at creation with the server's sentence.
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
  // The server of the game above (one JVM start less); its own if this test runs alone.
  server ??= await startWebServer(join(scratch(), 'tables.db'));
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

test('C-10: undo() takes a Kemps gesture back when the engine allows it, and says which barrier refuses it otherwise', async () => {
  server ??= await startWebServer(join(scratch(), 'tables.db'));
  await assert.rejects(
    createTable(server.base, { setup: { game: 'kemps' }, seats: ['person', 'bot', 'bot', 'bot'], undo: 'sometimes' }),
    (e) => e instanceof TableError && /'undo' is 'off', 'last' or 'barrier'/.test(e.message));

  // Slow bots: no other seat acts while seat 0 makes its gesture and takes it back.
  const created = await createTable(server.base, {
    setup: { game: 'kemps' },
    seats: ['person', 'bot', 'bot', 'bot'],
    botDelayMs: 60_000,
    undo: 'barrier',
  });
  const client = await TableClient.connect({ url: server.ws, token: created.links[0].token });
  const messages = client.messages();
  try {
    const dealt = await next(messages, (u) => u.legal.some((line) => line.includes(' gesture ')));
    assert.deepEqual(dealt.undo, { reach: 'barrier', allowed: false, why: 'chance', sentence: 'cards were dealt or shuffled since' });
    const refused = await client.undo();
    assert.equal(refused.allowed, false);
    assert.equal(refused.why, 'chance');

    const gesture = dealt.legal.find((line) => line.includes(' gesture '));
    await client.act(gesture);
    await next(messages, (u) => u.actions === dealt.actions + 1 && u.undo?.allowed === true);
    const taken = await client.undo();
    assert.equal(taken.allowed, true);
    assert.equal(taken.keep, dealt.actions);
    assert.equal(client.actions, dealt.actions, 'the shortened game\'s update came before the answer');
  } finally {
    client.close();
  }
});
