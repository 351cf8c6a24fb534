// docs/typescript.md shows example/play.ts whole; the jar tests compile and run that file, so the
// page must show it as it is.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

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

test("docs/typescript.md's other TypeScript snippets compile against the package's types", () => {
  const docs = read('../../../../docs/typescript.md');
  const example = read('../../example/play.ts');
  const snippets = [...docs.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]).filter((code) => code !== example);
  assert.ok(snippets.length >= 2, 'the web table and the stdio snippets');
  // Inside the package, so that '@kemkit/client' resolves to it as it does for a user (self-reference).
  const dir = mkdtempSync(join(fileURLToPath(new URL('../../example/', import.meta.url)), 'docs-'));
  try {
    const files = snippets.map((code, i) => {
      const file = join(dir, `snippet${i}.ts`);
      writeFileSync(file, code + '\nexport {};\n');
      return file;
    });
    const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));
    const result = spawnSync(process.execPath, [tsc, '--noEmit', '--strict', '--target', 'ES2022', '--module', 'NodeNext',
      '--moduleResolution', 'NodeNext', '--types', 'node', '--skipLibCheck', ...files], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
