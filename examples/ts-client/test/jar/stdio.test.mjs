// A whole Khamul game over the real `kemkit serve --stdio`: this test is the dealer (it shuffles and
// names the starter, C-4) and plays every seat with a legal action drawn from that seat's list.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ProtocolError, RejectedError } from '../../dist/index.js';
import { StdioClient } from '../../dist/stdio.js';
import { random, seed, stdioCommand } from '../support/jar.mjs';

let server;
before(() => {
  server = StdioClient.start(stdioCommand());
});
after(async () => {
  assert.equal(await server.close(), 0, 'the server ends with exit code 0 when its input ends');
});

test('H-3..H-15, C-4, C-6: a whole 3-player Khamul game over serve --stdio, every seat playing a legal action', async (t) => {
  const rng = random(seed());
  t.diagnostic(`seed ${rng.seed} (KEMKIT_SEED=${rng.seed} to replay)`);
  const game = await server.open({ game: 'khamul', seating: { players: 3 } });
  assert.equal(game.seats, 3);
  assert.equal(game.chanceDue?.type, 'shuffle');

  // What seat 0 hears, read as the game goes: cards hidden from it are null (H-15).
  const heard = [];
  const listening = (async () => {
    for await (const event of game.events(0)) {
      heard.push(event);
    }
  })();

  let moves = 0;
  while (!game.over) {
    assert.ok(moves < 20_000, `the game ends (seed ${rng.seed})`);
    const due = game.chanceDue;
    if (due?.type === 'shuffle') {
      await game.move({ type: 'shuffle', cards: rng.shuffle(due.cards) });
    } else if (due?.type === 'starter') {
      await game.move(`starter ${Math.floor(rng.next() * due.seats)}`);
    } else {
      const choices = [];
      for (let seat = 0; seat < game.seats; seat++) {
        for (const legal of await game.legal(seat)) {
          choices.push(legal);
        }
      }
      assert.ok(choices.length > 0, `someone may act when no chance is due (seed ${rng.seed})`);
      const moved = await game.move(rng.pick(choices).line);
      assert.equal(moved.events.length, game.seats, 'one list of events per seat');
    }
    moves++;
  }
  await listening;
  const verdict = await game.close();
  assert.equal(verdict.type, 'ok', JSON.stringify(verdict));
  assert.equal(verdict.type === 'ok' && verdict.over, true);
  assert.ok(heard.some((e) => e.type === 'game-ended'), 'seat 0 heard the game end');
  assert.ok(heard.every((e) => typeof e.sentence === 'string' && /^[CKH]-\d+/.test(e.ruleId)), 'every event has its sentence and rule id');
  const peeks = heard.filter((e) => e.type === 'peeked' && e.seat !== 0);
  assert.ok(peeks.length > 0 && peeks.every((e) => e.firstCard === null && e.secondCard === null), "H-15: seat 0 never sees another seat's peek");
  t.diagnostic(`${moves} moves`);
});

test('C-5: a refused move throws RejectedError with the §R code and the rule id, and changes nothing', async () => {
  const game = await server.open('record 1\ngame khamul\nplayers 2\n');
  await game.move('shuffle ' + game.chanceDue.cards.join(' '));
  await game.move('starter 1');
  await game.move('0 peek 0 1');
  await assert.rejects(game.move('1 draw'), (e) => {
    assert.ok(e instanceof RejectedError);
    assert.equal(e.code, 'WRONG_PHASE');
    assert.equal(e.rule, 'H-7');
    assert.equal(e.line, '1 draw');
    assert.match(e.message, /cannot draw/);
    return true;
  });
  const rejected = await game.submit({ type: 'draw', seat: 1 });
  assert.equal(rejected.accepted, false, 'submit answers a rejection as it is');
  await assert.rejects(game.move('1 dance'), (e) => e instanceof ProtocolError && e.field === '$.line');
  const verdict = await game.close();
  assert.equal(verdict.type, 'illegal', 'the first rejected move makes the record illegal');
});

test('validate: a whole record in one request', async () => {
  const verdict = await server.validate('record 1\ngame kemps\nexpect round 2\n');
  assert.deepEqual(verdict, { type: 'mismatch', line: 3, expected: 'round 2', actual: 'round 1' });
});
