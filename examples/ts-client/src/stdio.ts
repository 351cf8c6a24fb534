// `kemkit serve --stdio` as a child process (examples/json/PROTOCOL.md): one JSON request per line
// in, one answer per line out, in order. Node.js only.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ConnectionError, ProtocolError, RejectedError } from './errors.js';
import { AsyncQueue } from './queue.js';
import type {
  Action,
  Answer,
  Closed,
  ErrorAnswer,
  Event,
  Judged,
  Listed,
  Moved,
  Opened,
  Request,
  Setup,
  Validated,
  Verdict,
  View,
  Viewed,
} from './types.js';

/** What the game waits for from the dealer (C-4): a shuffle of these cards, or a starter. */
export type ChanceDue = Opened['chanceDue'];

/** A legal action, as a record line and as an object. */
export type LegalAction = Listed['actions'][number];

/** A move the rules accepted: its line number in the record and the events, per seat. */
export type AcceptedMove = Moved & { accepted: true; events: Event[][] };

interface Waiting {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/**
 * A `kemkit serve --stdio` child process. Start it with the command that runs it, open games, and
 * send them moves:
 *
 * ```ts
 * const server = StdioClient.start(['java', '-jar', 'kemkit.jar', 'serve', '--stdio']);
 * const game = await server.open({ game: 'khamul', seating: { players: 2 } });
 * await game.move('shuffle ' + game.chanceDue.cards.join(' '));
 * await server.close();
 * ```
 */
export class StdioClient {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: Waiting[] = [];
  private nextReq = 1;
  private exited: ConnectionError | undefined;
  private readonly exit: Promise<number>;
  /** what the process wrote on standard error (its last 8 KiB): why it stopped, if it did */
  stderr = '';

  private constructor(command: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }) {
    const [program, ...args] = command;
    if (!program) {
      throw new TypeError('the command is empty');
    }
    this.child = spawn(program, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: 'pipe' });
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-8192);
    });
    createInterface({ input: this.child.stdout }).on('line', (line) => this.receive(line));
    this.exit = new Promise((resolve) => {
      const ended = (code: number | null, signal?: NodeJS.Signals | null): void => {
        this.exited = new ConnectionError('exited', `the server exited (${signal ?? code})` + (this.stderr ? ': ' + this.stderr.trim() : ''));
        for (const waiting of this.waiting.splice(0)) {
          waiting.reject(this.exited);
        }
        resolve(code ?? -1);
      };
      this.child.on('exit', ended);
      this.child.on('error', (error) => {
        this.stderr += String(error.message);
        ended(-1);
      });
    });
  }

  /** Starts the server: `command` is the program and its arguments. */
  static start(command: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): StdioClient {
    return new StdioClient(command, options);
  }

  /**
   * Sends one request and returns its answer.
   *
   * @throws {@link ProtocolError} if the server answers `ok: false` (the field at fault and why)
   * @throws {@link ConnectionError} if the process exits first
   */
  request<A extends Answer = Answer>(request: Request): Promise<Exclude<A, ErrorAnswer>> {
    if (this.exited) {
      return Promise.reject(this.exited);
    }
    const line = JSON.stringify({ ...request, req: this.nextReq++ });
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve: resolve as (answer: Answer) => void, reject });
      this.child.stdin.write(line + '\n');
    });
  }

  /** Opens a game from a setup object or a record header text (`record 1\ngame kemps\n`). */
  async open(from: Setup | string, id?: string): Promise<StdioGame> {
    const request = typeof from === 'string' ? { op: 'open' as const, header: from } : { op: 'open' as const, setup: from };
    const opened = await this.request<Opened>(id ? { ...request, id } : request);
    return new StdioGame(this, opened);
  }

  /** What `kemkit validate` says of a whole record text. */
  async validate(record: string): Promise<Verdict> {
    return (await this.request<Validated>({ op: 'validate', record })).verdict;
  }

  /** Ends standard input (the server stops by itself) and waits for the exit code. */
  close(): Promise<number> {
    this.child.stdin.end();
    return this.exit;
  }

  /** Stops the process at once. */
  kill(): Promise<number> {
    this.child.kill('SIGKILL');
    return this.exit;
  }

  private receive(line: string): void {
    if (!line.trim()) {
      return;
    }
    const waiting = this.waiting.shift();
    if (!waiting) {
      return;
    }
    let answer: Answer;
    try {
      answer = JSON.parse(line) as Answer;
    } catch {
      waiting.reject(new ProtocolError('$', 'the server wrote a line that is not JSON: ' + line.slice(0, 200)));
      return;
    }
    if (answer.ok === false) {
      waiting.reject(new ProtocolError(answer.error.field, answer.error.message));
    } else {
      waiting.resolve(answer);
    }
  }
}

/** One open game of a {@link StdioClient}. */
export class StdioGame {
  readonly id: string;
  readonly seats: number;
  readonly setup: Setup;
  over: boolean;
  chanceDue: ChanceDue;
  private readonly listeners: AsyncQueue<Event>[][];

  constructor(private readonly server: StdioClient, opened: Opened) {
    this.id = opened.id;
    this.seats = opened.seats;
    this.setup = opened.setup;
    this.over = opened.over;
    this.chanceDue = opened.chanceDue;
    this.listeners = Array.from({ length: this.seats }, () => []);
  }

  /**
   * Sends a move (a record line, chance lines too, or an action object).
   *
   * @returns the accepted move, with what each seat heard
   * @throws {@link RejectedError} if the rules refuse it: its §R code, rule id and sentence (C-5)
   */
  async move(move: string | Action): Promise<AcceptedMove> {
    const moved = await this.submit(move);
    if (!moved.accepted) {
      throw new RejectedError(moved.rejection!, moved.action);
    }
    return moved as AcceptedMove;
  }

  /** Sends a move and returns the answer as it is, accepted or rejected (a rejection is not thrown). */
  async submit(move: string | Action): Promise<Moved> {
    const request = typeof move === 'string' ? { op: 'move' as const, id: this.id, line: move } : { op: 'move' as const, id: this.id, action: move };
    const moved = await this.server.request<Moved>(request);
    this.over = moved.over;
    this.chanceDue = moved.chanceDue;
    if (moved.accepted && moved.events) {
      moved.events.forEach((heard, seat) => {
        for (const listener of this.listeners[seat] ?? []) {
          heard.forEach((event) => listener.push(event as Event));
        }
      });
    }
    if (this.over) {
      this.endListeners();
    }
    return moved;
  }

  /** What `seat` may see now (K-25, H-15). */
  async view(seat: number): Promise<View> {
    return (await this.server.request<Viewed>({ op: 'view', id: this.id, seat })).view;
  }

  /** The legal actions of `seat` now. */
  async legal(seat: number): Promise<LegalAction[]> {
    return (await this.server.request<Listed>({ op: 'legal', id: this.id, seat })).actions;
  }

  /** What `kemkit validate` says of the record so far. */
  async verdict(): Promise<Verdict> {
    return (await this.server.request<Judged>({ op: 'verdict', id: this.id })).verdict;
  }

  /** Closes the game and returns its record's verdict; `events` loops end. */
  async close(): Promise<Verdict> {
    const closed = await this.server.request<Closed>({ op: 'close', id: this.id });
    this.endListeners();
    return closed.verdict;
  }

  /**
   * The events `seat` hears from now on, move by move (send them to that seat only, C-6); the loop
   * ends when the game is over or closed.
   */
  events(seat: number): AsyncIterableIterator<Event> {
    const listeners = this.listeners[seat];
    if (!listeners) {
      throw new RangeError(`no seat ${seat}: the game has ${this.seats}`);
    }
    const queue: AsyncQueue<Event> = new AsyncQueue(() => listeners.splice(listeners.indexOf(queue), 1));
    if (this.over) {
      queue.end();
    } else {
      listeners.push(queue);
    }
    return queue;
  }

  private endListeners(): void {
    for (const listeners of this.listeners) {
      listeners.splice(0).forEach((listener) => listener.end());
    }
  }
}
