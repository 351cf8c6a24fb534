// The values on the wire. Everything in src/generated comes from the JSON Schemas of
// examples/json/schema (scripts/generate-types.mjs); the web table's own messages are declared
// here, in the shape WebServer, LiveTable and Messages (examples/server) write them.
import type { FamilyAction, FamilyEvent, FamilyView, KhamulAction, KhamulEvent, KhamulView, Rejection } from './generated/codec.js';

export type * from './generated/codec.js';
export type {
  Answer,
  Request,
  Opened,
  Moved,
  Viewed,
  Listed,
  Judged,
  Closed,
  Validated,
  Error as ErrorAnswer,
} from './generated/protocol.js';

/** Any game's event as one seat heard it: cards it may not see are null (C-6, K-25, H-15). */
export type Event = FamilyEvent | KhamulEvent;
/** What one seat may see of a game (K-25, H-15). */
export type View = FamilyView | KhamulView;
/** A move a seat makes (chance actions are the dealer's, C-4). */
export type PlayerAction = FamilyAction | KhamulAction;

/** The game words of the server: `kems`, `kemps`, `khamul`. */
export type GameName = 'kems' | 'kemps' | 'khamul' | (string & {});

/** `joined`: the connection plays this seat; sent on every join, so on every reconnection too. */
export interface JoinedMessage {
  type: 'joined';
  table: string;
  seat: number;
  game: GameName;
  seats: number;
  /** per seat, `person` or `bot` */
  kinds: ('person' | 'bot')[];
  /** the last sentences this seat heard, oldest first (at most 60) */
  log: string[];
  /** the table's setup (game, preset, options, seating): "play again" creates a table of the same */
  setup: TableSetup;
  /** how long the table's bots wait between moves, in milliseconds */
  botDelayMs: number;
  /**
   * how long a page may hear nothing before it pings (a third of the server's lease): it gives the
   * connection up after three times this without a word, and reconnects
   */
  pingMs?: number;
  /** set by the client: true when this join followed a lost connection */
  resumed: boolean;
}

/** `update`: what changed for this seat (its events, C-6), its whole view and its legal moves. */
export interface UpdateMessage {
  type: 'update';
  events: Event[];
  view: View;
  /** this seat's legal actions, as record lines (`1 exchange 2C 5D`) */
  legal: string[];
  over: boolean;
  /** set when the table reached its length limit before its game ended: it takes no more moves */
  closed?: string;
  /** how many actions the table has stored, chance actions included: the table's sequence number */
  actions: number;
  /** what this seat may do now and why, most pressing first, from its view alone (C-6) */
  hints: Hint[];
  /** the table's rules in short (Khamul: card values, threshold, penalties, powers); empty for Kem's and Kemps */
  legend: Hint[];
  /** the rounds scored so far, as this seat heard them */
  sheet: SheetRow[];
  /** per seat: true for a bot, or a person seat with a page connected now */
  online: boolean[];
  /** per seat, the name it chose when it joined (null: none given) */
  names: (string | null)[];
  /** the table's clock, if it has one: the same for every seat */
  clock?: TableClock;
  /** whether this seat may take its last move back now, as the rules and the table decide (C-10) */
  undo?: UndoState;
}

/** Why a move cannot be taken back (rules C-10), as the wire names it. */
export type Barrier = 'chance' | 'hidden' | 'round-end' | 'other-seat' | 'nothing' | 'off';

/**
 * `update.undo`: the table's reach (`off`; `last`, a seat's own last move; `barrier`, its moves back
 * to the last barrier) and whether this seat may take a move back now. The engine decides: a move
 * after which any seat learned something hidden, a chance action, another seat's move or a round's
 * end cannot be taken back (C-10).
 */
export interface UndoState {
  reach: 'off' | 'last' | 'barrier';
  allowed: boolean;
  /** when not allowed: the barrier */
  why?: Barrier;
  /** when not allowed: the barrier in a few words for a person, the same for every seat */
  sentence?: string;
}

/** `undone`: the answer to `TableClient.undo()`: taken back, or the barrier that refused it. */
export interface UndoneMessage {
  type: 'undone';
  id?: number;
  allowed: boolean;
  /** when allowed: how many of this seat's moves went back (one) */
  actions?: number;
  /** when allowed: how many actions the table keeps (its new length) */
  keep?: number;
  why?: Barrier;
  sentence?: string;
}

/** A table's clock as `POST /api/tables` takes it: a profile, or values (then the profile is `custom`). */
export interface ClockRequest {
  /** `realtime`: 3 min each, 5 s a move, a bot after 30 s away; `slow`: 2 days, 12 h a move, a bot after a day */
  profile?: 'realtime' | 'slow' | 'custom';
  /** each seat's time at the start, 100 ms to 7 days */
  bankMs?: number;
  /** what each of a seat's own moves adds, 0 to 7 days */
  incrementMs?: number;
  /** how long a seat's page may be gone before a bot plays it, 100 ms to 7 days */
  absentMs?: number;
  /** the stand-in bot's level */
  standIn?: 'random' | 'heuristic' | 'search';
}

/** Why a bot plays a person's seat: its time ran out, or its page was gone too long. */
export type StandInReason = 'timeout' | 'absent';

/** One seat's clock. */
export interface SeatClock {
  /** the time it has left, in milliseconds, when the update was sent */
  leftMs: number;
  /** whether it runs now (the table waits for this seat): count it down from `leftMs` */
  running: boolean;
  /** set while a bot plays the seat, until its person takes it back (`TableClient.reclaim`) */
  standIn: StandInReason | null;
}

/** A move a stand-in bot made: its place in the record, for which seat, at which level. */
export interface StandInMove {
  seq: number;
  seat: number;
  level: string;
}

/** `update.clock`: every seat's clock and the moves stand-in bots made (the record marks them too). */
export interface TableClock {
  profile: 'realtime' | 'slow' | 'custom';
  bankMs: number;
  incrementMs: number;
  absentMs: number;
  standIn: 'random' | 'heuristic' | 'search';
  /** the seat the table waits for, whose clock runs (null: none) */
  waiting: number | null;
  /** per seat (bot seats have no clock that runs) */
  seats: SeatClock[];
  /** how many moves stand-ins made in all */
  standInMoveCount: number;
  /** the latest of them (at most 100), oldest first */
  standInMoves: StandInMove[];
}

/** A sentence of the library with its rule id, told like an event's (`FamilyHints`, `KhamulHints`). */
export interface Hint {
  sentence: string;
  ruleId: string;
}

/** One round of the score sheet: the totals after it and the sentences that explain its points. */
export interface SheetRow {
  round: number;
  /** Khamul: each seat's points for the round (Kem's and Kemps: the difference of the totals) */
  points?: number[];
  /** per team (Kem's, Kemps) or per seat (Khamul) */
  totals: number[];
  /** the sentence that closed the round */
  sentence: string;
  /** right or wrong calls, marks, a missed announcement, the reveal… */
  reasons: Hint[];
}

/** A table's setup as `POST /api/tables` takes it and `joined` gives it back. */
export interface TableSetup {
  game: GameName;
  preset: string | null;
  options: Record<string, string>;
  seating: Record<string, number>;
}

/** `answer`: the rules' word on one of this seat's actions (matched by `id`). */
export interface AnswerMessage {
  type: 'answer';
  id?: number;
  accepted: boolean;
  rejection?: Rejection;
  /** the action as a record line */
  line: string;
  /** an accepted action's place in the table's record (0 = its first action) */
  seq?: number;
}

/** The codes of the web table's `error` messages (WebServer, Connection, LiveTable). */
export type TableErrorCode =
  | 'malformed'
  | 'too-long'
  | 'rate'
  | 'bad-token'
  | 'joined'
  | 'not-joined'
  | 'not-yours'
  | 'replaced'
  | 'stopped'
  | 'internal'
  | 'not-stored'
  | 'closed'
  | 'moved'
  | 'full'
  | 'not-stood-in'
  | 'refused'
  | 'bad-request'
  | 'no-table'
  | (string & {});

/** `error`: a code and a sentence, never a stack trace. */
export interface ErrorMessage {
  type: 'error';
  code: TableErrorCode;
  message: string;
  /** `not-stored`: how many actions the table holds; its record ends there, without the move */
  actions?: number;
}

/** What the server sends a seat. */
export type ServerMessage = JoinedMessage | UpdateMessage | AnswerMessage | UndoneMessage | ErrorMessage | { type: 'pong' };

/**
 * Said by the client, not the server: the connection was lost (`lost`: the client reconnects by
 * itself) or is over (`closed`: refused, replaced by another window, or closed by you).
 */
export interface ConnectionMessage {
  type: 'connection';
  state: 'lost' | 'closed';
  /** the WebSocket close code (1008: the server refused the connection) */
  code: number;
  reason: string;
}

/** What a {@link TableClient}'s `messages()` yields. */
export type TableMessage = JoinedMessage | UpdateMessage | UndoneMessage | ErrorMessage | ConnectionMessage;
