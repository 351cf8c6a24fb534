// docs/typescript.md shows example/play.ts whole; the jar tests compile and run that file, so the
// page must show it as it is.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');

test('docs/typescript.md shows example/play.ts as it is', () => {
  const docs = read('../../../../docs/typescript.md');
  const blocks = [...docs.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
  assert.ok(blocks.includes(read('../../example/play.ts')), 'a ```ts block of docs/typescript.md equals example/play.ts');
});

test("docs/typescript.md's commands name the package's scripts", () => {
  const docs = read('../../../../docs/typescript.md');
  const scripts = Object.keys(JSON.parse(read('../../package.json')).scripts);
  for (const [, script] of docs.matchAll(/npm run ([\w:]+)/g)) {
    assert.ok(scripts.includes(script), `npm run ${script} is a script of package.json`);
  }
});
