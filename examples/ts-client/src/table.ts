// A seat at a web table, over the server's WebSocket (examples/server: WebServer, LiveTable). It
// runs in a browser (the table page is its first user) and in Node.js 22+ (or 20 with
// --experimental-websocket, or any WebSocket class passed in): it imports nothing from Node.
import { ConnectionError, RejectedError, TableError } from './errors.js';
import { AsyncQueue } from './queue.js';
import type {
  AnswerMessage,
  ClockRequest,
  ErrorMessage,
  Event,
  JoinedMessage,
  PlayerAction,
  ServerMessage,
  TableMessage,
  UndoneMessage,
  View,
} from './types.js';

/** The part of the WebSocket API this client uses: the browser's, Node's, or the `ws` package's. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: any) => void) | null;
  onmessage: ((event: { data: any }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: any) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket class: `new WebSocket(url)`. */
export type WebSocketFactory = new (url: string) => WebSocketLike;

/** How to reach a seat. */
export interface TableOptions {
  /** the server's WebSocket address, `ws://127.0.0.1:8080/ws` */
  url: string;
  /** the seat's token: the fragment of its join link (`/play.html#TOKEN`) */
  token: string;
  /** the name the other seats see (sent with every join; the server keeps letters, digits, spaces and - _ . ', at most 20) */
  name?: string;
  /** the WebSocket class (default: the global one) */
  WebSocket?: WebSocketFactory;
  /** reconnect after a lost connection, waiting `firstDelayMs`, doubled up to `maxDelayMs` (default: on, 500 ms, 2 s) */
  reconnect?: false | { firstDelayMs?: number; maxDelayMs?: number };
  /** how long `act` waits for the server's answer before it gives up (default 10 s) */
  answerTimeoutMs?: number;
  /**
   * ping when nothing was heard for this long (default: the server's `pingMs` from `joined`, a third
   * of its lease; 1 s before that; 0: never ping, never give up on a silent connection)
   */
  pingMs?: number;
  /**
   * a connection on which nothing (not even a pong) was heard for this long is given up and dialled
   * again: its server froze, or the network between dropped it without a word (default: three times
   * `pingMs`, at least 2 s)
   */
  silentMs?: number;
}

/** The server's answer to an accepted action. */
export interface Accepted {
  accepted: true;
  /** the action as a record line */
  line: string;
}

interface Pending {
  id: number;
  line: string;
  resolve: (accepted: Accepted) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

// Errors the server sends in reply to one message: when an action is waiting, the error is its answer
// (the server handles a connection's messages in order, one reply each, WebServer.message).
// `not-stored`: the database was away, nothing was applied or told; the move may be sent again.
const REPLY_CODES = new Set(['malformed', 'too-long', 'rate', 'not-joined', 'not-yours', 'internal', 'stopped', 'not-stored', 'closed']);
// Past this many unread messages before the first `messages()` call, the oldest are dropped.
const EARLY_BUFFER = 10_000;
const OPEN = 1;

/**
 * One seat of a web table. Connect with {@link TableClient.connect} (waits for the seat) or
 * {@link TableClient.open} (returns at once), read what happens with `for await (const m of
 * table.messages())` or `table.events()`, and act with `await table.act('1 exchange 2C 5D')`:
 * a refusal throws {@link RejectedError} with the rejection's code and rule id (C-5).
 *
 * A lost connection is reopened by itself, on the same server or, behind a load balancer, on
 * another that now serves the table (close code 1012: the table moved): the seat is joined again
 * with `since`, the table's count of stored actions at the last `update`, so the server sends the
 * events this seat missed, no more and no less, then its whole view (`update`).
 */
export class TableClient {
  /** the seat, game and seating, from the last `joined` (undefined until the first) */
  joined: JoinedMessage | undefined;
  /** the seat's view, from the last `update` */
  view: View | undefined;
  /** the seat's legal actions as record lines, from the last `update` */
  legal: string[] = [];
  /** whether the game is over */
  over = false;
  /** the table's count of stored actions at the last `update`: how far this seat has heard */
  actions = 0;

  private readonly options: Required<Omit<TableOptions, 'reconnect'>> & { reconnect: TableOptions['reconnect'] };
  private socket: WebSocketLike | undefined;
  private readonly readers = new Set<AsyncQueue<TableMessage>>();
  private early: TableMessage[] | undefined = [];
  private pending: Pending[] = [];
  /** Take-backs asked for and not answered yet, by id. */
  private readonly undos = new Map<number, { resolve: (m: UndoneMessage) => void; reject: (e: Error) => void; timer: ReturnType<typeof setTimeout> }>();
  private nextId = 1;
  private delay: number;
  private everJoined = false;
  private lost = false;
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private pinger: ReturnType<typeof setInterval> | undefined;
  /** when the current connection last heard anything (Date.now()), and when it last pinged */
  private heard = 0;
  private pinged = 0;
  /** gives the current connection up (as if it closed) and dials again */
  private abandon: ((code: number, reason: string) => void) | undefined;
  /**
   * This client's name for itself and how many times it dialled: sent with each join, so that the
   * late join of a connection it gave up never replaces (1008) its newer connection.
   */
  private readonly window = 'w' + Math.random().toString(36).slice(2, 12) + Date.now().toString(36);
  private dials = 0;

  private constructor(options: TableOptions) {
    const WebSocketClass = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketFactory }).WebSocket;
    if (!WebSocketClass) {
      throw new TypeError('no WebSocket class: pass one as options.WebSocket (Node 20: run with --experimental-websocket)');
    }
    this.options = {
      url: options.url,
      token: options.token,
      name: options.name ?? '',
      WebSocket: WebSocketClass,
      reconnect: options.reconnect,
      answerTimeoutMs: options.answerTimeoutMs ?? 10_000,
      pingMs: options.pingMs ?? -1,
      silentMs: options.silentMs ?? -1,
    };
    this.delay = this.firstDelay();
    this.dial();
    if (this.options.pingMs !== 0) {
      this.pinger = setInterval(() => this.watch(), 100);
    }
  }

  /** how long the client waits, hearing nothing, before it pings */
  private pingEvery(): number {
    return this.options.pingMs > 0 ? this.options.pingMs : this.joined?.pingMs ?? 1000;
  }

  /**
   * The liveness watch, every 100 ms: a joined connection that heard nothing for `pingMs` pings;
   * one that heard nothing, not even the pong, for `silentMs` is given up and dialled again. A
   * server that froze (paused, or cut off behind a proxy that keeps the socket open) never closes
   * its socket, and a dead network path may take the system minutes to notice: without this a
   * player would wait for as long as the fault lasts, though another server took the table over.
   */
  private watch(): void {
    // A join the server is still looking up counts too: a live server answers a ping meanwhile.
    if (this.closed || !this.socket || this.socket.readyState !== OPEN) {
      return;
    }
    const now = Date.now();
    const every = this.pingEvery();
    const silent = this.options.silentMs > 0 ? this.options.silentMs : Math.max(2000, 3 * every);
    if (now - this.heard >= silent) {
      this.abandon?.(4000, `nothing heard from the server for ${now - this.heard} ms`);
    } else if (now - this.heard >= every && now - this.pinged >= every) {
      this.pinged = now;
      this.send({ type: 'ping' });
    }
  }

  /** A client that is connecting. Its first messages wait for the first `messages()` call. */
  static open(options: TableOptions): TableClient {
    return new TableClient(options);
  }

  /**
   * A client whose seat is joined and whose view has come (`joined`, `view`, `legal` are set).
   * Rejects with a {@link TableError} (`bad-token`) if the token opens no seat, or a
   * {@link ConnectionError} if the server cannot be reached or the connection closes first (the
   * reconnection starts once the seat was joined).
   */
  static connect(options: TableOptions): Promise<TableClient> {
    const client = new TableClient({ ...options });
    return new Promise((resolve, reject) => {
      const seen: TableMessage[] = [];
      const check = (): void => {
        const bad = seen.find((m) => m.type === 'error' && m.code === 'bad-token');
        // Before the first join a lost connection is not retried: the address is likely wrong.
        const ended = seen.find((m) => m.type === 'connection');
        if (client.joined && client.view) {
          resolve(client);
        } else if (bad && bad.type === 'error') {
          client.close();
          reject(new TableError(bad.code, bad.message));
        } else if (ended && ended.type === 'connection') {
          client.close();
          reject(new ConnectionError('closed', `no seat joined at ${options.url}: ` + (ended.reason || 'the connection closed (' + ended.code + ')')));
        }
      };
      client.onEarly = (m) => {
        seen.push(m);
        check();
      };
    });
  }

  private onEarly: ((message: TableMessage) => void) | undefined;

  /** The seat number (after the first `joined`). */
  get seat(): number {
    return this.joined?.seat ?? -1;
  }

  /**
   * What the server says to this seat, and the connection's changes, in order: `joined`, `update`,
   * `error` (one not caused by an action of yours: those reject `act`), `connection`. The loop ends
   * when the client is closed. The first call also gets what came before it.
   */
  messages(): AsyncIterableIterator<TableMessage> {
    const queue: AsyncQueue<TableMessage> = new AsyncQueue(() => this.readers.delete(queue));
    for (const message of this.early ?? []) {
      queue.push(message);
    }
    this.early = undefined;
    if (this.closed) {
      queue.end();
    } else {
      this.readers.add(queue);
    }
    return queue;
  }

  /** The game's events as this seat heard them (C-6), each with its `sentence` and `ruleId`. */
  async *events(): AsyncIterableIterator<Event> {
    for await (const message of this.messages()) {
      if (message.type === 'update') {
        yield* message.events;
      }
    }
  }

  /**
   * Sends one of this seat's moves, as a record line (`1 exchange 2C 5D`) or an action object.
   *
   * @returns the accepted move
   * @throws {@link RejectedError} if the rules refuse it (code, rule id, sentence: C-5)
   * @throws {@link TableError} if the server refuses the message (`not-yours`, `malformed`, `rate`…)
   * @throws {@link ConnectionError} if the connection is lost or closed before the answer
   */
  act(move: string | PlayerAction): Promise<Accepted> {
    const id = this.nextId++;
    const line = typeof move === 'string' ? move : JSON.stringify(move);
    return new Promise((resolve, reject) => {
      if (this.closed || !this.socket || this.socket.readyState !== OPEN) {
        reject(new ConnectionError(this.closed ? 'closed' : 'lost', 'not connected: the move was not sent'));
        return;
      }
      const timer = setTimeout(() => {
        this.pending = this.pending.filter((p) => p.id !== id);
        reject(new ConnectionError('timeout', `no answer to '${line}' within ${this.options.answerTimeoutMs} ms`));
      }, this.options.answerTimeoutMs);
      this.pending.push({ id, line, resolve, reject, timer });
      this.send(typeof move === 'string' ? { type: 'act', line: move, id } : { type: 'act', action: move, id });
    });
  }

  /**
   * Takes this seat back from the bot that stands in for it (its time ran out, or its page was gone
   * longer than the table's clock allows). Every seat then gets an update whose `clock` says so; a
   * seat nobody stands in for answers with the error `not-stood-in`. Making a move takes the seat
   * back too.
   */
  reclaim(): void {
    this.send({ type: 'reclaim' });
  }

  /**
   * Asks to take this seat's last move back (rules C-10). The engine decides, not the page: a move
   * after which any seat learned something hidden, a chance action, another seat's move or the
   * round's end is a barrier, and the table's reach (`update.undo.reach`: `off`, `last`,
   * `barrier`) may allow less. `update.undo.allowed` says beforehand whether it would be taken;
   * the server decides again when it arrives. When taken back, every seat gets an update of the
   * shortened game before this answer.
   *
   * @returns the answer: `allowed` with the table's new length (`keep`), or the barrier (`why`, `sentence`)
   * @throws {@link ConnectionError} if the connection is lost or closed before the answer
   */
  undo(): Promise<UndoneMessage> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.closed || !this.socket || this.socket.readyState !== OPEN) {
        reject(new ConnectionError(this.closed ? 'closed' : 'lost', 'not connected: the take-back was not sent'));
        return;
      }
      const timer = setTimeout(() => {
        this.undos.delete(id);
        reject(new ConnectionError('timeout', `no answer to 'undo' within ${this.options.answerTimeoutMs} ms`));
      }, this.options.answerTimeoutMs);
      this.undos.set(id, { resolve, reject, timer });
      this.send({ type: 'undo', id });
    });
  }

  /** Closes the connection for good: no reconnection; `messages()` loops end. */
  close(): void {
    if (this.closed) {
      return;
    }
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.pinger);
    this.socket?.close(1000, 'closed by the client');
    this.finish(1000, 'closed by the client');
  }

  private firstDelay(): number {
    return this.options.reconnect === false ? 0 : this.options.reconnect?.firstDelayMs ?? 500;
  }

  private dial(): void {
    const socket = new this.options.WebSocket(this.options.url);
    this.socket = socket;
    this.heard = Date.now();
    socket.onopen = () => {
      opened = true;
      this.heard = Date.now();
      // After a loss, `since` asks for exactly the events this seat missed (the server counts actions).
      const join: { type: 'join'; token: string; since?: number; name?: string; window: string; dial: number } = {
        type: 'join',
        token: this.options.token,
        window: this.window,
        dial: ++this.dials,
      };
      if (this.everJoined) {
        join.since = this.actions;
      }
      if (this.options.name) {
        join.name = this.options.name;
      }
      socket.send(JSON.stringify(join));
    };
    socket.onmessage = (e) => {
      if (socket === this.socket) {
        this.heard = Date.now();
        this.receive(JSON.parse(String(e.data)) as ServerMessage);
      }
    };
    let opened = false;
    let dropped = false;
    const drop = (code: number, reason: string): void => {
      if (dropped || socket !== this.socket || this.closed) {
        return;
      }
      dropped = true;
      this.failPending(new ConnectionError('lost', 'the connection was lost before the answer: the next update says whether the move was applied'));
      // 1008: the server refused this connection (wrong links, or the seat opened elsewhere); trying
      // again would only be refused again, or take the seat back from the newer window.
      if (code === 1008 || this.options.reconnect === false) {
        this.finish(code, reason || 'refused');
        return;
      }
      this.lost = true;
      this.emit({ type: 'connection', state: 'lost', code, reason });
      if (this.closed) {
        return; // closed by a reader of that message
      }
      this.retry = setTimeout(() => this.dial(), this.delay);
      this.delay = Math.min(this.delay * 2, this.options.reconnect?.maxDelayMs ?? 2000);
    };
    this.abandon = (code, reason) => {
      // The socket may never report its end (a frozen peer): it is closed without waiting, and the
      // client goes on as if it had closed.
      drop(code, reason);
      try {
        socket.close(code, reason.slice(0, 120));
      } catch {
        // already closing
      }
    };
    socket.onerror = () => {
      // A browser sends a close event after this one; Node 20's WebSocket does not when the
      // connection could not be opened at all (the server is down): that case is decided here.
      if (!opened) {
        drop(1006, 'the server could not be reached');
      }
    };
    socket.onclose = (e) => drop(e.code, e.reason);
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case 'joined':
        this.delay = this.firstDelay();
        this.joined = { ...message, resumed: this.lost || this.everJoined };
        this.everJoined = true;
        this.lost = false;
        this.emit(this.joined);
        break;
      case 'update':
        this.view = message.view;
        this.legal = message.legal;
        this.over = message.over;
        this.actions = message.actions;
        this.emit(message);
        break;
      case 'answer':
        this.answer(message);
        break;
      case 'undone': {
        const waiting = this.undos.get(message.id ?? -1);
        if (waiting) {
          clearTimeout(waiting.timer);
          this.undos.delete(message.id ?? -1);
          waiting.resolve(message);
        }
        this.emit(message);
        break;
      }
      case 'error':
        this.error(message);
        break;
      default:
        break;
    }
  }

  private answer(message: AnswerMessage): void {
    const id = message.id ?? -1;
    // Actions before this one that got no reply were dropped by the rate limit (Connection.admit).
    while (this.pending.length && this.pending[0]!.id < id) {
      this.settle(this.pending[0]!, new TableError('rate', 'the server dropped this move: too many messages'));
    }
    const pending = this.pending[0];
    if (!pending || pending.id !== id) {
      return; // the answer to an action that timed out
    }
    if (message.accepted) {
      this.settle(pending, undefined, { accepted: true, line: message.line });
    } else {
      const rejection = message.rejection ?? { code: 'NOT_ALLOWED', rule: '§R', message: 'refused' };
      this.settle(pending, new RejectedError(rejection, message.line));
    }
  }

  private error(message: ErrorMessage): void {
    const pending = this.pending[0];
    if (pending && REPLY_CODES.has(message.code)) {
      this.settle(pending, new TableError(message.code, message.message));
    } else {
      this.emit(message);
    }
  }

  private settle(pending: Pending, error?: Error, accepted?: Accepted): void {
    clearTimeout(pending.timer);
    this.pending = this.pending.filter((p) => p !== pending);
    if (error) {
      pending.reject(error);
    } else {
      pending.resolve(accepted!);
    }
  }

  private failPending(error: ConnectionError): void {
    for (const pending of [...this.pending]) {
      this.settle(pending, error);
    }
    for (const [id, waiting] of [...this.undos]) {
      clearTimeout(waiting.timer);
      this.undos.delete(id);
      waiting.reject(error);
    }
  }

  private finish(code: number, reason: string): void {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.pinger);
    this.failPending(new ConnectionError('closed', reason));
    this.emit({ type: 'connection', state: 'closed', code, reason });
    for (const reader of this.readers) {
      reader.end();
    }
    this.readers.clear();
  }

  private emit(message: TableMessage): void {
    this.onEarly?.(message);
    if (this.joined && this.view && this.onEarly) {
      this.onEarly = undefined;
    }
    if (this.early) {
      this.early.push(message);
      if (this.early.length > EARLY_BUFFER) {
        this.early.shift();
      }
    }
    for (const reader of this.readers) {
      reader.push(message);
    }
  }

  private send(message: object): void {
    if (this.socket && this.socket.readyState === OPEN) {
      this.socket.send(JSON.stringify(message));
    }
  }
}

/** What a new table answers: its id and one join link per person seat. */
export interface CreatedTable {
  type: 'created';
  table: string;
  links: { seat: number; token: string; path: string }[];
}

/** A table to create: `POST /api/tables`. */
export interface TableRequest {
  setup: { game: string; preset?: string | null; options?: Record<string, string>; seating?: Record<string, number> };
  /** per seat, `person` or `bot` */
  seats: ('person' | 'bot')[];
  /** how long the bots wait between two moves, 1 to 60,000 ms (default 800) */
  botDelayMs?: number;
  /** list the table in the lobby (`GET /api/lobby`): anyone may then take its free person seats */
  public?: boolean;
  /** a clock: each person seat's time bank, and the bot that plays a seat whose time ran out or whose page is gone */
  clock?: ClockRequest;
  /** how far a seat may take its moves back, within what the rules allow (C-10): `off` (default), `last`, `barrier` */
  undo?: 'off' | 'last' | 'barrier';
}

/** A public table of the lobby, with the links of the person seats nobody has opened yet. */
export interface LobbyTable {
  table: string;
  game: string;
  preset: string | null;
  seats: number;
  /** per seat, `person` or `bot` */
  kinds: ('person' | 'bot')[];
  free: { seat: number; path: string }[];
}

/**
 * The lobby of the server at `base` (`''` in the page): its public tables with free seats.
 *
 * @throws {@link TableError} with the server's code and sentence if it refuses
 */
export async function listTables(base: string): Promise<LobbyTable[]> {
  const response = await fetch(base + '/api/lobby');
  const answer = (await response.json()) as { type: 'lobby'; tables: LobbyTable[] } | ErrorMessage;
  if (!response.ok || answer.type === 'error') {
    const error = answer as ErrorMessage;
    throw new TableError(error.code ?? 'http-' + response.status, error.message ?? response.statusText);
  }
  return answer.tables;
}

/**
 * Creates a table on the server at `base` (`http://127.0.0.1:8080`, or `''` in the page).
 *
 * @throws {@link TableError} `refused` or `malformed` with the server's sentence
 */
export async function createTable(base: string, request: TableRequest): Promise<CreatedTable> {
  // The server takes only JSON, from its own origin (or one it allows): a cross-site form cannot create tables.
  const response = await fetch(base + '/api/tables', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  const answer = (await response.json()) as CreatedTable | ErrorMessage;
  if (!response.ok || answer.type === 'error') {
    const error = answer as ErrorMessage;
    throw new TableError(error.code ?? 'http-' + response.status, error.message ?? response.statusText);
  }
  return answer;
}
