// Spectators and replays of the web tables (examples/server: Replays), over plain HTTP: a replay
// arrives whole, every step as the perspective saw it, so stepping through it asks nothing more.
import { TableError } from './errors.js';
import type { ErrorMessage, Event, GameName, View } from './types.js';

/** From where a replay is seen: the public (a spectator), one seat (what it knew then), or everyone (once the game is over). */
export type Perspective = 'public' | 'everyone' | `seat-${number}`;

/** One move of a replay: the views after it and the events of the move, as the perspective saw and heard them. */
export interface ReplayStep {
  /** one view (a seat's, or the public one with seat -1); every seat's, in seat order, for `everyone` */
  views: View[];
  /** the events of the move that led here, told to the perspective; empty at move 0 */
  events: Event[];
}

/** `replay`: a stored table's record, step by step, from one perspective. */
export interface ReplayMessage {
  type: 'replay';
  game: GameName;
  perspective: Perspective;
  /** how many actions the record holds: `steps` has one more (move 0, the start) */
  moves: number;
  over: boolean;
  steps: ReplayStep[];
  /** the public view at the end, what the rules made public (the post-game reveal); null while the game is in play */
  reveal: View | null;
}

/** `watch`: what a spectator may see of a table, `behind` actions behind its last one. */
export interface WatchMessage {
  type: 'watch';
  game: GameName;
  /** how many actions the table has stored */
  moves: number;
  /** the move shown: `moves - behind`, or 0 */
  move: number;
  behind: number;
  over: boolean;
  /** the public view: seat -1, no card a seat hides */
  view: View;
  /** the events of that move that every seat heard alike */
  events: Event[];
}

async function get<T>(url: string): Promise<T> {
  const response = await fetch(url);
  const answer = (await response.json()) as T | ErrorMessage;
  if (!response.ok || (answer as ErrorMessage).type === 'error') {
    const error = answer as ErrorMessage;
    throw new TableError(error.code ?? 'http-' + response.status, error.message ?? response.statusText);
  }
  return answer as T;
}

/**
 * The replay of table `table` on the server at `base` (`''` in the page), from `perspective`. A
 * seat's replay of a game in play needs that seat's `token`; `everyone` needs a game that is over.
 *
 * @throws {@link TableError} `refused` (with the reason), `bad-request` or `no-table`
 */
export function fetchReplay(base: string, table: string, perspective: Perspective, token?: string): Promise<ReplayMessage> {
  const query = '?perspective=' + encodeURIComponent(perspective) + (token ? '&token=' + encodeURIComponent(token) : '');
  return get<ReplayMessage>(base + '/api/replay/' + encodeURIComponent(table) + query);
}

/**
 * What a spectator may see of table `table` on the server at `base`, `behind` actions behind it.
 *
 * @throws {@link TableError} `bad-request` or `no-table`
 */
export function watchTable(base: string, table: string, behind = 0): Promise<WatchMessage> {
  return get<WatchMessage>(base + '/api/watch/' + encodeURIComponent(table) + '?behind=' + behind);
}
