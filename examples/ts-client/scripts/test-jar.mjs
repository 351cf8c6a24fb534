// Runs test/jar with a WebSocket: Node.js 22 and later have one; Node.js 20 has it behind
// --experimental-websocket (a flag later versions may drop, so it is given only when needed).
import { spawnSync } from 'node:child_process';

const flags = typeof WebSocket === 'undefined' ? ['--experimental-websocket'] : [];
const run = spawnSync(process.execPath, [...flags, '--test', '--test-concurrency=1', 'test/jar/'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
