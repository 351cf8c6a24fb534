// The table's clock on the page: each seat's time bank (counted down here between updates while it
// runs), which seats a bot plays for now and why, a button to take one's seat back, and the moves
// stand-in bots made, beside the score sheet. Everything comes from `update.clock` (the server keeps
// the clocks; the page only counts down the one that runs); a table without a clock shows nothing.

let last = null; // { clock, at: performance.now() when it came, seat: ours }
let onReclaim = () => {};

/** Shows `update.clock` for seat `seat` (`kinds`: per seat, person or bot); `reclaim` asks for the seat back. */
export function showClock(update, seat, kinds, reclaim) {
  onReclaim = reclaim;
  last = update.clock ? { clock: update.clock, at: performance.now(), seat, kinds, over: update.over } : null;
  draw();
}

function text(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s >= 86400) {
    return Math.floor(s / 86400) + ' d ' + Math.floor((s % 86400) / 3600) + ' h';
  }
  if (s >= 3600) {
    return Math.floor(s / 3600) + ' h ' + String(Math.floor((s % 3600) / 60)).padStart(2, '0') + ' min';
  }
  return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
}

function left(seat) {
  const c = last.clock.seats[seat];
  return c.running && !last.over ? c.leftMs - (performance.now() - last.at) : c.leftMs;
}

const WHY = { timeout: 'its time ran out', absent: 'its page was gone' };

function draw() {
  const box = document.getElementById('clock');
  const sheet = document.getElementById('stand-ins');
  if (!box || !sheet) {
    return;
  }
  box.hidden = !last;
  sheet.hidden = !last || last.clock.standInMoveCount === 0;
  document.querySelectorAll('.seat .clock').forEach((n) => n.remove());
  if (!last) {
    return;
  }
  const { clock, seat } = last;
  const mine = clock.seats[seat];
  box.className = 'clock-bar' + (mine.running ? ' running' : '') + (mine.standIn ? ' stood-in' : '');
  // The bar's parts are made once and only their text changes: a redraw four times a second must
  // not take the button from under a click.
  if (!box.firstChild) {
    const time = document.createElement('span');
    time.className = 'time';
    const note = document.createElement('span');
    note.className = 'note';
    const back = document.createElement('button');
    back.type = 'button';
    back.id = 'reclaim';
    back.className = 'primary';
    back.textContent = 'Take my seat back';
    back.addEventListener('click', () => onReclaim());
    box.append(time, note, back);
  }
  const [time, note, back] = box.children;
  time.textContent = text(left(seat)) + ' left';
  back.hidden = !mine.standIn;
  note.textContent = mine.standIn
    ? 'A ' + clock.standIn + ' bot plays your seat (' + (mine.standIn === 'timeout' ? 'your time ran out' : 'you were away') + ').'
    : (mine.running ? 'your clock runs' : 'your time bank') + ' · +' + text(clock.incrementMs)
      + ' a move · a ' + clock.standIn + ' bot plays a seat out of time or away ' + text(clock.absentMs);
  // The other seats: their time, and a mark while a bot stands in.
  document.querySelectorAll('.seat[data-seat]').forEach((node) => {
    const other = Number(node.dataset.seat);
    const c = clock.seats[other];
    // A bot seat has no clock.
    if (!c || last.kinds[other] !== 'person') {
      return;
    }
    const tagged = document.createElement('div');
    tagged.className = 'clock' + (c.running ? ' running' : '') + (c.standIn ? ' stood-in' : '');
    tagged.textContent = c.standIn ? 'a ' + clock.standIn + ' bot plays (' + WHY[c.standIn] + ')'
        : 'clock ' + text(left(other));
    node.appendChild(tagged);
  });
  // Beside the score sheet: who was played by a bot, how many moves.
  const counts = new Map();
  clock.standInMoves.forEach((m) => counts.set(m.seat, (counts.get(m.seat) || 0) + 1));
  sheet.textContent = 'Moves made by stand-in bots: ' + clock.standInMoveCount
      + (counts.size ? ' (' + [...counts].map(([s, n]) => (s === seat ? 'your seat' : 'seat ' + s) + ': '
      + n + (clock.standInMoveCount > clock.standInMoves.length ? '+' : '')).join(', ') + ')' : '')
      + '. The record marks each one.';
}

setInterval(() => {
  if (last && last.clock.waiting !== null && !last.over) {
    draw();
  }
}, 250);
