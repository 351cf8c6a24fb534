// The home page: creates a table (createTable of @kemkit/client, compiled into client/) and lists
// one join link per person seat.
import { createTable } from './client/index.js';

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
  out.append('Give each person their link (it is their seat; keep it secret):', list);
});
