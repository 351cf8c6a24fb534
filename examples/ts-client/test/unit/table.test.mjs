// TableClient's bookkeeping, on a WebSocket stand-in that answers as WebServer does: each action
// is matched to its reply, a refusal is a RejectedError, a lost connection is reopened and a
// refused one (1008) is not. The real server is played in test/jar.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConnectionError, RejectedError, TableClient, TableError } from '../../dist/index.js';

const sockets = [];
class FakeSocket {
  constructor(url) {
    this.url = url;
    this.readyState = 0;
    this.sent = [];
    sockets.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.({});
    }, 1);
  }
  send(text) {
    this.sent.push(JSON.parse(text));
  }
  close(code = 1000, reason = '') {
    this.readyState = 3;
    setTimeout(() => this.onclose?.({ code, reason }), 1);
  }
  serverSays(message) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

// Waits for what the timers do (a loaded machine runs them late), for at most 5 s.
async function until(condition) {
  for (let waited = 0; !condition(); waited += 5) {
    assert.ok(waited < 5000, 'waited 5 s for ' + condition);
    await sleep(5);
  }
}

// A join as sent, without the page's window name and dial count (checked apart: one name, counting up).
const windows = new Set();
function bare(join) {
  const { window, dial, ...rest } = join;
  assert.match(window, /^[A-Za-z0-9_-]{1,40}$/);
  assert.ok(Number.isInteger(dial) && dial >= 1);
  windows.add(window);
  return { ...rest, dial };
}

const joined = { type: 'joined', table: 't', seat: 1, game: 'kemps', seats: 4, kinds: ['bot', 'person', 'bot', 'bot'], log: [] };
const update = (actions) => ({ type: 'update', events: [], view: { phase: 'PLAY' }, legal: ['1 sweep'], over: false, actions });

async function seated(options = {}) {
  sockets.length = 0;
  const connecting = TableClient.connect({ url: 'ws://x/ws', token: 'abc', WebSocket: FakeSocket, pingMs: 0, reconnect: { firstDelayMs: 5 }, ...options });
  await until(() => sockets[0]?.sent.length === 1);
  assert.deepEqual(sockets[0].sent.map(bare), [{ type: 'join', token: 'abc', dial: 1 }]);
  sockets[0].serverSays(joined);
  sockets[0].serverSays(update(3));
  return connecting;
}

test('act: the answer with its id settles it; a refusal is a RejectedError with code and rule (C-5)', async () => {
  const client = await seated();
  const socket = sockets[0];
  const first = client.act('1 exchange 2C 5D');
  const second = client.act({ type: 'sweep', seat: 1 });
  assert.deepEqual(socket.sent.slice(1), [
    { type: 'act', line: '1 exchange 2C 5D', id: 1 },
    { type: 'act', action: { type: 'sweep', seat: 1 }, id: 2 },
  ]);
  socket.serverSays({ type: 'answer', id: 1, accepted: true, line: '1 exchange 2C 5D' });
  socket.serverSays({ type: 'answer', id: 2, accepted: false, line: '1 sweep', rejection: { code: 'NOT_ALLOWED', rule: 'K-11', message: 'only the dealer sweeps' } });
  assert.deepEqual(await first, { accepted: true, line: '1 exchange 2C 5D' });
  await assert.rejects(second, (e) => e instanceof RejectedError && e.code === 'NOT_ALLOWED' && e.rule === 'K-11' && e.line === '1 sweep');
  client.close();
});

test("act: an error reply settles the oldest action; one dropped by the rate limit is told when a later one is answered", async () => {
  const client = await seated();
  const socket = sockets[0];
  const mine = client.act('0 sweep');
  socket.serverSays({ type: 'error', code: 'not-yours', message: 'you play seat 1' });
  await assert.rejects(mine, (e) => e instanceof TableError && e.code === 'not-yours');
  const dropped = client.act('1 sweep');
  const answered = client.act('1 sweep');
  socket.serverSays({ type: 'answer', id: 3, accepted: true, line: '1 sweep' });
  await assert.rejects(dropped, (e) => e instanceof TableError && e.code === 'rate');
  assert.equal((await answered).accepted, true);
  client.close();
});

test('a lost connection is reopened and joined again since the last update: pending actions fail as lost, joined says resumed', async () => {
  const client = await seated();
  const messages = client.messages();
  const pending = client.act('1 sweep');
  sockets[0].close(1006, '');
  await assert.rejects(pending, (e) => e instanceof ConnectionError && e.code === 'lost');
  const seen = [];
  for (let i = 0; i < 3; i++) {
    seen.push((await messages.next()).value);
  }
  assert.deepEqual(seen.map((m) => m.type), ['joined', 'update', 'connection']);
  await until(() => sockets.length === 2 && sockets[1].sent.length === 1);
  // The rejoin asks for the events since the last update it heard (3 actions), so none is missed.
  // The same page (one window name), its second dial: a late join of the first never replaces this one.
  windows.clear();
  assert.deepEqual([...sockets[0].sent.slice(0, 1), ...sockets[1].sent].map(bare).map((j) => j.dial), [1, 2]);
  assert.equal(windows.size, 1);
  assert.deepEqual(bare(sockets[1].sent[0]), { type: 'join', token: 'abc', since: 3, dial: 2 });
  sockets[1].serverSays(joined);
  sockets[1].serverSays(update(9));
  const rejoined = (await messages.next()).value;
  assert.equal(rejoined.type, 'joined');
  assert.equal(rejoined.resumed, true);
  assert.equal((await messages.next()).value.actions, 9);
  assert.equal(client.actions, 9);
  client.close();
  assert.equal((await messages.next()).value.state, 'closed');
  assert.equal((await messages.next()).done, true, 'close() ends the loop');
});

test('a connection the server refuses (1008: replaced, wrong links) is not reopened', async () => {
  const client = await seated();
  const messages = client.messages();
  sockets[0].serverSays({ type: 'error', code: 'replaced', message: 'this seat was opened in another window; this one stopped' });
  sockets[0].close(1008, 'seat opened elsewhere');
  const types = [];
  for await (const m of messages) {
    types.push(m.type === 'connection' ? m.state + ' ' + m.code : m.type);
  }
  assert.deepEqual(types, ['joined', 'update', 'error', 'closed 1008']);
  await sleep(20);
  assert.equal(sockets.length, 1, 'no new connection');
  await assert.rejects(client.act('1 sweep'), (e) => e instanceof ConnectionError && e.code === 'closed');
});

test('connect: a token that opens no seat is a TableError bad-token', async () => {
  sockets.length = 0;
  const connecting = TableClient.connect({ url: 'ws://x/ws', token: 'nope', WebSocket: FakeSocket, pingMs: 0 });
  await until(() => sockets[0]?.sent.length === 1);
  sockets[0].serverSays({ type: 'error', code: 'bad-token', message: 'this link opens no seat here' });
  await assert.rejects(connecting, (e) => e instanceof TableError && e.code === 'bad-token');
});

test('connect: a server that cannot be reached is a ConnectionError, not a wait for ever', async () => {
  sockets.length = 0;
  const connecting = TableClient.connect({ url: 'ws://x/ws', token: 'abc', WebSocket: FakeSocket, pingMs: 0, reconnect: { firstDelayMs: 1 } });
  sockets[0].onopen = null;
  sockets[0].onerror?.({});
  await assert.rejects(connecting, (e) => e instanceof ConnectionError && /no seat joined at ws:\/\/x\/ws/.test(e.message));
  await sleep(10);
  assert.equal(sockets.length, 1, 'no new connection');
});

test('act: no answer in time is a ConnectionError timeout; its late answer settles nothing else', async () => {
  const client = await seated({ answerTimeoutMs: 20 });
  const socket = sockets[0];
  await assert.rejects(client.act('1 sweep'), (e) => e instanceof ConnectionError && e.code === 'timeout');
  const next = client.act('1 exchange 2C 5D');
  socket.serverSays({ type: 'answer', id: 1, accepted: true, line: '1 sweep' });
  socket.serverSays({ type: 'answer', id: 2, accepted: true, line: '1 exchange 2C 5D' });
  assert.equal((await next).line, '1 exchange 2C 5D');
  client.close();
});

test('a silent connection (a server that froze) pings, then is given up and dialled again, and the seat resumes', async () => {
  // The server's pingMs (in joined) sets the pace: ping after 30 ms of silence, give up after 90.
  sockets.length = 0;
  const connecting = TableClient.connect({ url: 'ws://x/ws', token: 'abc', WebSocket: FakeSocket, reconnect: { firstDelayMs: 5 } });
  await until(() => sockets[0]?.sent.length === 1);
  sockets[0].serverSays({ ...joined, pingMs: 30 });
  sockets[0].serverSays(update(4));
  const client = await connecting;
  const messages = client.messages();
  // A pong keeps it: nothing is given up while the server answers.
  await until(() => sockets[0].sent.some((m) => m.type === 'ping'));
  sockets[0].serverSays({ type: 'pong' });
  // Then the server says nothing more, not even a pong: the connection is given up, a new one joins since 4.
  const pending = client.act('1 sweep');
  await assert.rejects(pending, (e) => e instanceof ConnectionError && e.code === 'lost');
  await until(() => sockets.length === 2 && sockets[1].sent.length === 1);
  assert.deepEqual(bare(sockets[1].sent[0]), { type: 'join', token: 'abc', since: 4, dial: 2 });
  const seen = [];
  for (let i = 0; i < 3; i++) {
    seen.push((await messages.next()).value);
  }
  assert.deepEqual(seen.map((m) => m.type), ['joined', 'update', 'connection']);
  assert.match(seen[2].reason, /nothing heard from the server/);
  assert.equal(sockets[0].readyState, 3, 'the silent socket is closed');
  client.close();
});
