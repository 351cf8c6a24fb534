// Compiled from examples/ts-client/src by tsc (npm run build && npm run page): do not edit.
// Spectators and replays of the web tables (examples/server: Replays), over plain HTTP: a replay
// arrives whole, every step as the perspective saw it, so stepping through it asks nothing more.
import { TableError } from './errors.js';
async function get(url) {
    const response = await fetch(url);
    const answer = (await response.json());
    if (!response.ok || answer.type === 'error') {
        const error = answer;
        throw new TableError(error.code ?? 'http-' + response.status, error.message ?? response.statusText);
    }
    return answer;
}
/**
 * The replay of table `table` on the server at `base` (`''` in the page), from `perspective`. A
 * seat's replay of a game in play needs that seat's `token`; `everyone` needs a game that is over.
 *
 * @throws {@link TableError} `refused` (with the reason), `bad-request` or `no-table`
 */
export function fetchReplay(base, table, perspective, token) {
    const query = '?perspective=' + encodeURIComponent(perspective) + (token ? '&token=' + encodeURIComponent(token) : '');
    return get(base + '/api/replay/' + encodeURIComponent(table) + query);
}
/**
 * What a spectator may see of table `table` on the server at `base`, `behind` actions behind it.
 *
 * @throws {@link TableError} `bad-request` or `no-table`
 */
export function watchTable(base, table, behind = 0) {
    return get(base + '/api/watch/' + encodeURIComponent(table) + '?behind=' + behind);
}
