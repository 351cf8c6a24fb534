import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AsyncQueue } from '../../dist/index.js';

test('AsyncQueue: items pushed before and after the reader waits come in order; end() ends the loop after them', async () => {
  const queue = new AsyncQueue();
  queue.push(1);
  const reading = (async () => {
    const seen = [];
    for await (const item of queue) {
      seen.push(item);
    }
    return seen;
  })();
  queue.push(2);
  queue.end();
  queue.push(3);
  assert.deepEqual(await reading, [1, 2]);
});

test('AsyncQueue: a break out of the loop calls back and drops what is left', async () => {
  let returned = 0;
  const queue = new AsyncQueue(() => returned++);
  queue.push('a');
  queue.push('b');
  for await (const item of queue) {
    assert.equal(item, 'a');
    break;
  }
  assert.equal(returned, 1);
  assert.equal(queue.size, 0);
});
