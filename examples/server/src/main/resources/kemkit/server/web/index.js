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

const seats = document.getElementById('seats');
for (let seat = 0; seat < 4; seat++) {
  const label = document.createElement('label');
  const select = document.createElement('select');
  select.id = 'seat' + seat;
  for (const kind of ['bot', 'person']) {
    const option = document.createElement('option');
    option.value = kind;
    option.textContent = kind;
    select.appendChild(option);
  }
  select.value = seat === 1 ? 'person' : 'bot';
  label.append('seat ' + seat + ' ', select);
  seats.appendChild(label);
}
document.getElementById('create').addEventListener('submit', async (e) => {
  e.preventDefault();
  const preset = document.getElementById('preset').value.trim();
  const body = {
    setup: { game: document.getElementById('game').value, preset: preset || null, options: {}, seating: {} },
    seats: [0, 1, 2, 3].map((s) => document.getElementById('seat' + s).value),
    botDelayMs: Number(document.getElementById('delay').value),
    public: document.getElementById('public').checked,
  };
  const out = document.getElementById('links');
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
  out.append(body.public
    ? 'Open your seat\'s link; the others may take theirs here or from the lobby below:'
    : 'Give each person their link (it is their seat; keep it secret):', list);
  showLobby();
});
