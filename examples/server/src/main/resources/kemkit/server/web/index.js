// The home page: creates a table (createTable of @kemkit/client, compiled into client/) and lists
// one join link per person seat; the lobby lists the public tables with free seats (listTables).
import { createTable, listTables } from './client/index.js';

const GAMES = { kems: "Kem's", kemps: 'Kemps', khamul: 'Khamul' };

async function showLobby() {
  const list = document.getElementById('lobby');
  let tables;
  try {
    tables = await listTables('');
  } catch (error) {
    list.textContent = error.message;
    return;
  }
  list.textContent = '';
  for (const table of tables) {
    const item = document.createElement('li');
    const people = table.kinds.filter((k) => k === 'person').length;
    item.append((GAMES[table.game] || table.game) + (table.preset ? ' (' + table.preset + ')' : '') + ' · table '
        + table.table + ' · ' + people + ' people, ' + (table.seats - people) + ' bots · ');
    for (const seat of table.free) {
      const a = document.createElement('a');
      a.href = seat.path;
      a.className = 'take';
      a.dataset.table = table.table;
      a.textContent = 'take seat ' + seat.seat;
      item.append(a, ' ');
    }
    list.appendChild(item);
  }
  document.getElementById('lobby-empty').hidden = tables.length > 0;
}
document.getElementById('refresh').addEventListener('click', showLobby);
showLobby();
setInterval(showLobby, 5000);

// The games' presets and seatings as the library names them (variants-*/RULES.md; the server
// refuses anything else with the rules' sentence): a choice, not a box to type a name into.
// HomePageTest checks these against the games on the server's class path.
const PRESETS = {
  kemps: [['kemps', 'Kemps (the only preset)']],
  kems: [['kems-classic', 'kems-classic: the encyclopedic rules, to 10 (default)'], ['kems-en', 'kems-en: an English description, to 5'],
    ['kems-fr32', 'kems-fr32: a French 32-card game, to 10'], ['kems-expert', 'kems-expert: classic for seasoned players']],
  khamul: [['khamul', 'Khamul (the only preset)']],
};
// Kem's and Kemps seat teams of two or three (K-1); Khamul 2 to 6 players (H-1).
const SEATINGS = {
  kemps: [[{ teams: 2, 'team-size': 2 }, '2 teams of 2'], [{ teams: 3, 'team-size': 2 }, '3 teams of 2'],
    [{ teams: 2, 'team-size': 3 }, '2 teams of 3']],
  kems: [[{ teams: 2, 'team-size': 2 }, '2 teams of 2'], [{ teams: 3, 'team-size': 2 }, '3 teams of 2'],
    [{ teams: 2, 'team-size': 3 }, '2 teams of 3']],
  khamul: [2, 3, 4, 5, 6].map((n) => [{ players: n }, n + ' players']),
};
const ABOUT = {
  kemps: 'Two teams of partners; no turns: swap with the table, make your sign, call your partner, cut the others.',
  kems: 'The French original: the same race for four of a rank, with counters on the opponents\u2019 signs.',
  khamul: 'Each for themselves, turn by turn: the lowest total wins; say khamul at 5 or less.',
};

const $ = (id) => document.getElementById(id);

function fill(select, choices) {
  select.textContent = '';
  choices.forEach(([value, text], i) => {
    const option = document.createElement('option');
    option.value = typeof value === 'string' ? value : String(i);
    option.textContent = text;
    select.appendChild(option);
  });
}

/** One bot-or-person choice per seat of the chosen seating; seat 1 is yours by default. */
function showSeats() {
  const game = $('game').value;
  const seating = SEATINGS[game][Number($('seating').value)][0];
  const count = seating.players ?? seating.teams * seating['team-size'];
  const seats = $('seats');
  const kept = [...seats.querySelectorAll('select')].map((s) => s.value);
  seats.querySelectorAll('label').forEach((l) => l.remove());
  $('seats-legend').textContent = 'Seats (' + count + '): who plays each';
  for (let seat = 0; seat < count; seat++) {
    const label = document.createElement('label');
    const select = document.createElement('select');
    select.id = 'seat' + seat;
    for (const kind of ['bot', 'person']) {
      const option = document.createElement('option');
      option.value = kind;
      option.textContent = kind;
      select.appendChild(option);
    }
    select.value = kept[seat] ?? (seat === 1 ? 'person' : 'bot');
    label.append('seat ' + seat + ' ', select);
    seats.appendChild(label);
  }
}

function showGame() {
  const game = $('game').value;
  $('game-about').textContent = ABOUT[game];
  fill($('preset'), PRESETS[game]);
  const seatings = SEATINGS[game];
  fill($('seating'), seatings);
  // Four seats to start with, as the games are most often played.
  const four = seatings.findIndex(([s]) => (s.players ?? s.teams * s['team-size']) === 4);
  $('seating').value = String(Math.max(four, 0));
  showSeats();
}
$('game').addEventListener('change', showGame);
$('seating').addEventListener('change', showSeats);
showGame();

$('create').addEventListener('submit', async (e) => {
  e.preventDefault();
  const game = $('game').value;
  const seating = SEATINGS[game][Number($('seating').value)][0];
  const kinds = [...$('seats').querySelectorAll('select')].map((s) => s.value);
  const body = {
    setup: { game, preset: $('preset').value, options: {}, seating },
    seats: kinds,
    botDelayMs: Number($('delay').value),
    public: $('public').checked,
  };
  if ($('clock').value) {
    // A time bank per person seat; a kemkit bot plays a seat whose time ran out or whose page is gone.
    body.clock = { profile: $('clock').value };
  }
  const out = $('links');
  out.textContent = '';
  let answer;
  try {
    answer = await createTable('', body);
  } catch (error) {
    out.textContent = error.message;
    return;
  }
  const list = document.createElement('ul');
  for (const link of answer.links) {
    const item = document.createElement('li');
    const a = document.createElement('a');
    a.href = link.path;
    a.target = '_blank';
    a.textContent = location.origin + link.path;
    item.append('seat ' + link.seat + ': ', a);
    list.appendChild(item);
  }
  const people = answer.links.length;
  out.append(people === 0
    ? 'Every seat is a bot: there is no seat to join.'
    : body.public
      ? (people === 1 ? 'Open your seat\'s link:' : 'Open your seat\'s link; the others may take theirs here or from the lobby below:')
      : people === 1
        ? 'Open your seat\'s link (it is your seat; keep it secret):'
        : 'Give each person their link (it is their seat; keep it secret):', list);
  showLobby();
});
