// The web page (examples/server, kemkit/server/web) runs this package's browser part as plain
// JavaScript modules in client/. They are committed there, so that the server module builds with
// Java alone and before this module (which needs the CLI jar, which holds the server):
//   node scripts/page.mjs --write   copies dist/ into the page after `npm run build`
//   node scripts/page.mjs --check   fails if the page's copy differs from dist/ (run by `npm test`)
import { mkdir, readFile, readdir, writeFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const page = join(here, '..', '..', 'server', 'src', 'main', 'resources', 'kemkit', 'server', 'web', 'client');
// index.js and what it imports: nothing of Node (stdio.js) and no type-only file.
const FILES = ['index.js', 'errors.js', 'queue.js', 'table.js', 'replay.js'];
const HEADER = '// Compiled from examples/ts-client/src by tsc (npm run build && npm run page): do not edit.\n';

const mode = process.argv[2];
const differs = [];
for (const file of FILES) {
  const built = HEADER + (await readFile(join(dist, file), 'utf8'));
  if (mode === '--write') {
    await mkdir(page, { recursive: true });
    await writeFile(join(page, file), built);
    continue;
  }
  let committed = null;
  try {
    committed = await readFile(join(page, file), 'utf8');
  } catch {
    // missing: reported below
  }
  if (committed !== built) {
    differs.push(file);
  }
}
if (mode === '--write') {
  for (const extra of (await readdir(page)).filter((f) => !FILES.includes(f))) {
    await rm(join(page, extra));
  }
  console.log(`page: ${FILES.length} files written to ${page}`);
} else {
  const extra = (await readdir(page).catch(() => [])).filter((f) => !FILES.includes(f));
  if (differs.length || extra.length) {
    console.error(`The page's copy of the client (${page}) is not what the build made: `
        + [...differs.map((f) => f + ' differs'), ...extra.map((f) => f + ' is extra')].join(', ')
        + '.\nRun `npm run build && npm run page` in examples/ts-client and commit the result.');
    process.exit(1);
  }
  console.log(`page: the ${FILES.length} files of the page's client match the build`);
}
