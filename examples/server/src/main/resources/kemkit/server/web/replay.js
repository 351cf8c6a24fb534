// The replay and spectator page. One answer holds every step of a replay (the views and events of
// each move as the perspective saw them), so stepping is a redraw of one step, never a request.
// replay.html#<table>/<perspective>[?token=…]  ·  replay.html#watch/<table>/<behind>
'use strict';

const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
const $ = (id) => document.getElementById(id);
let data = null;
let sheetRows = [];
let sheetShown = 0;
let current = 0;

// What each container holds now: a step redraws only the containers whose markup changed, so that
// the browser lays out little (most steps change a line of text and a card or two).
const drawn = new Map();

function setHtml(id, html) {
  if (drawn.get(id) !== html) {
    drawn.set(id, html);
    $(id).innerHTML = html;
  }
}

function setText(id, text) {
  if (drawn.get(id) !== text) {
    drawn.set(id, text);
    $(id).textContent = text;
  }
}

function esc(text) {
  return String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
}

function card(code) {
  if (!code) {
    return '<span class="card back"></span>';
  }
  const suit = code.slice(-1);
  const red = suit === 'H' || suit === 'D' ? ' red' : '';
  return '<span class="card' + red + '" data-card="' + esc(code) + '">' + esc(code.slice(0, -1).replace('T', '10'))
    + SUITS[suit] + '</span>';
}

function seatName(seat) {
  return 'seat ' + seat;
}

/** Slot by slot, the card shown for {@code seat}'s hand, or null where it lies face down. */
function handOf(game, views, seat, perspective) {
  if (game === 'khamul') {
    const slots = views[0].memory[seat].slice();
    for (const v of views) {
      v.memory[seat].forEach((c, i) => { slots[i] = slots[i] || c; });
    }
    return slots;
  }
  const own = views.find((v) => v.seat === seat);
  if (own) {
    return own.hand;
  }
  const known = views[0].knownCards[seat];
  const slots = known.slice();
  while (slots.length < views[0].handSizes[seat]) {
    slots.push(null);
  }
  return slots;
}

function board(game, v) {
  const parts = ['round ' + v.round, v.phase.toLowerCase().replace(/_/g, ' '), 'stock ' + v.stockSize];
  if (game !== 'khamul') {
    parts.push('dealer ' + seatName(v.dealer));
    parts.push('discard ' + v.discardSize);
  } else if (v.phase !== 'OVER' && !v.awaitingChance) {
    parts.push(seatName(v.turn) + ' to play');
  }
  parts.push('scores ' + v.scores.join(' · '));
  setText('board-info', parts.join(' · '));
  const pile = game === 'khamul' ? v.discard.slice(0, 1).concat(v.held ? [v.held] : []) : v.table;
  setHtml('pile', pile.map(card).join(''));
}

function render(game, views, events, perspective) {
  board(game, views[0]);
  const seats = views[0].handSizes.length;
  let html = '';
  for (let seat = 0; seat < seats; seat++) {
    const mine = perspective === 'seat-' + seat ? ' (this perspective)' : '';
    html += '<div class="hand" data-seat="' + seat + '"><h3>' + seatName(seat) + mine + '</h3><div class="cards">'
      + handOf(game, views, seat, perspective).map(card).join('') + '</div></div>';
  }
  setHtml('hands', html);
  setHtml('events', events.map((e) => '<li>' + esc(e.sentence) + ' <small>' + esc(e.ruleId) + '</small></li>')
    .join(''));
}

/** Shows step {@code move} of the loaded replay: one redraw, nothing fetched. */
function show(move) {
  current = Math.max(0, Math.min(data.moves, move));
  const step = data.steps[current];
  render(data.game, step.views, step.events, data.perspective);
  $('slider').value = String(current);
  setText('where', 'move ' + current + ' of ' + data.moves + (step.views[0].phase === 'OVER' ? ' · over' : ''));
  // The rows are in step order: only those between the last shown step and this one change.
  while (sheetShown < sheetRows.length && sheetRows[sheetShown].step <= current) {
    sheetRows[sheetShown++].tr.classList.remove('later');
  }
  while (sheetShown > 0 && sheetRows[sheetShown - 1].step > current) {
    sheetRows[--sheetShown].tr.classList.add('later');
  }
}

function buildSheet(seats) {
  const table = $('sheet');
  let head = '<tr><th>round</th>';
  for (let s = 0; s < seats; s++) {
    head += '<th class="num">' + (data.game === 'khamul' ? 's' : 't') + s + '</th>';
  }
  table.innerHTML = head + '</tr>';
  sheetRows = [];
  sheetShown = 0;
  data.steps.forEach((step, index) => {
    for (const e of step.events) {
      const totals = e.totals || e.scores;
      if (!totals || !(e.type === 'round-ended' || e.type === 'round-scored')) {
        continue;
      }
      const tr = document.createElement('tr');
      tr.dataset.step = String(index);
      tr.className = 'later';
      tr.innerHTML = '<td>' + esc(e.round || sheetRows.length + 1) + '</td>'
        + totals.map((t) => '<td class="num">' + esc(t) + '</td>').join('');
      tr.title = e.sentence;
      table.appendChild(tr);
      sheetRows.push({ step: index, tr });
    }
  });
}

function status(text, ok) {
  $('status').textContent = text;
  $('status').className = 'status ' + (ok ? 'ok' : 'bad');
}

async function loadReplay(table, perspective, token) {
  const query = '?perspective=' + encodeURIComponent(perspective) + (token ? '&token=' + encodeURIComponent(token) : '');
  const answer = await fetch('/api/replay/' + encodeURIComponent(table) + query);
  const body = await answer.json();
  if (!answer.ok) {
    status('refused', false);
    $('about').textContent = body.message || 'this replay is refused';
    return;
  }
  data = body;
  $('title').textContent = data.game + ' · replay of ' + table + ' · ' + perspective;
  $('about').textContent = perspective === 'public' ? 'What no seat hides: a spectator’s view.'
    : perspective === 'everyone' ? 'Every hand, now that the game is over.'
      : 'Exactly what ' + perspective.replace('-', ' ') + ' knew at each move.';
  $('slider').max = String(data.moves);
  buildSheet(data.steps[0].views[0].scores.length);
  status(data.moves + ' moves', true);
  show(0);
}

async function watch(table, behind) {
  // Live: nothing to step through, only where the table is.
  for (const id of ['first', 'prev', 'slider', 'next', 'last']) {
    $(id).hidden = true;
  }
  $('title').textContent = 'watching ' + table + (behind > 0 ? ' · ' + behind + ' moves behind' : '');
  $('about').textContent = 'A spectator’s view: what no seat hides' + (behind > 0 ? ', ' + behind + ' moves behind the table.' : '.');
  const poll = async () => {
    try {
      const answer = await fetch('/api/watch/' + encodeURIComponent(table) + '?behind=' + behind);
      const body = await answer.json();
      if (!answer.ok) {
        status('refused', false);
        $('about').textContent = body.message;
        return;
      }
      render(body.game, [body.view], body.events, 'public');
      setText('where', 'move ' + body.move + ' of ' + body.moves);
      status(body.over ? 'over' : 'live · move ' + body.move, true);
      if (!body.over) {
        setTimeout(poll, 1000);
      }
    } catch (e) {
      status('offline', false);
      setTimeout(poll, 3000);
    }
  };
  poll();
}

function start() {
  const parts = location.hash.slice(1).split('/');
  const token = new URLSearchParams(location.search).get('token');
  if (parts[0] === 'watch') {
    watch(parts[1] || '', Math.max(0, parseInt(parts[2] || '0', 10) || 0));
    return;
  }
  loadReplay(parts[0] || '', parts[1] || 'public', token);
  $('first').onclick = () => show(0);
  $('prev').onclick = () => show(current - 1);
  $('next').onclick = () => show(current + 1);
  $('last').onclick = () => show(data.moves);
  $('slider').oninput = () => show(parseInt($('slider').value, 10));
  document.addEventListener('keydown', (e) => {
    if (!data) {
      return;
    }
    const to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: data.moves }[e.key];
    if (to !== undefined && e.target.tagName !== 'INPUT') {
      show(to);
      e.preventDefault();
    }
  });
}

// For the browser test's timing: steps through every move, redrawn and laid out, in ms per move.
window.kemkitReplay = {
  show,
  moves: () => (data ? data.moves : -1),
  timeEveryStep: (layout) => {
    const t0 = performance.now();
    for (let move = 0; move <= data.moves; move++) {
      show(move);
      if (layout) {
        void document.body.offsetHeight; // forces the layout each step, as a person stepping would see it
      }
    }
    return (performance.now() - t0) / (data.moves + 1);
  },
};

// Another table or perspective in the address is another replay: load it afresh.
window.addEventListener('hashchange', () => location.reload());
start();
