// Starts the real kemkit jar for the tests: `serve --stdio` and `serve --http`. KEMKIT_JAR is set by
// the Maven build (examples/cli/target/kemkit.jar); run alone, the tests look there too.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The path of kemkit.jar: what the Maven build made. */
export function jar() {
  const path = process.env.KEMKIT_JAR ?? resolve(here, '..', '..', '..', 'cli', 'target', 'kemkit.jar');
  if (!existsSync(path)) {
    throw new Error(`no ${path}: build examples/cli first (./mvnw -pl examples/cli -am package)`);
  }
  return path;
}

/** The command that runs `kemkit serve --stdio`. */
export function stdioCommand() {
  return ['java', '-jar', jar(), 'serve', '--stdio'];
}

/** A fresh directory for a test's database. */
export function scratch() {
  return mkdtempSync(join(tmpdir(), 'kemkit-ts-'));
}

/**
 * Starts `kemkit serve --http PORT` (0: any free port) on the SQLite file `db` and resolves once it
 * says where it listens: {port, base, stop()}; stop() kills it with -9 and waits.
 */
export function startWebServer(db, port = 0) {
  // Bots as fast as the tests like (the server's own floor is 20 ms between two bot moves).
  const child = spawn('java', ['-jar', jar(), 'serve', '--http', String(port), '--db', db, '--min-bot-delay', '1ms'],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise((done) => child.on('exit', done));
  return new Promise((resolvePort, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the server did not say where it listens within 30 s:\n' + output));
    }, 30_000);
    const read = (chunk) => {
      output += chunk;
      const found = /http:\/\/(?:127\.0\.0\.1|localhost):(\d+)\//.exec(output);
      if (found) {
        clearTimeout(timer);
        const listening = Number(found[1]);
        resolvePort({
          port: listening,
          base: `http://127.0.0.1:${listening}`,
          ws: `ws://127.0.0.1:${listening}/ws`,
          output: () => output,
          stop: async () => {
            child.kill('SIGKILL');
            await exited;
          },
        });
      }
    };
    child.stdout.setEncoding('utf8').on('data', read);
    child.stderr.setEncoding('utf8').on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it listened:\n` + output));
    });
  });
}

/** A seeded random source (mulberry32): a failing test prints its seed and runs again with it. */
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    seed,
    next,
    pick: (list) => list[Math.floor(next() * list.length)],
    shuffle: (list) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}

/** The seed: KEMKIT_SEED to replay a failure, else a new one. */
export function seed() {
  return process.env.KEMKIT_SEED ? Number(process.env.KEMKIT_SEED) : Math.floor(Math.random() * 2 ** 31);
}
