// One seat of a web table, on @kemkit/client (examples/ts-client, compiled into client/): the
// client joins the seat, reconnects by itself and matches each action to its answer. The link's
// fragment is the seat's token: it never leaves this page except in the WebSocket's first message.
// Everything shown comes from the server's messages: 'joined' (seat, game, setup, recent narration),
// 'update' (events as this seat heard them, its view, its legal actions, the library's hints and
// legend, the score sheet, who is online), the answer to our action (accepted, or the library's
// rejection: a RejectedError) and 'error'. No framework: the page is small and the rules, the
// narration and the hints all come from the library.
import { RejectedError, TableClient, createTable } from './client/index.js';
import { sign } from './signs.js';
import { showClock } from './clock.js';

const token = location.hash.slice(1);
// The name this seat shows the others: from the link's ?name=, else the one chosen last time here,
// else asked for before joining (and sent with every join, so a reconnect keeps it).
const params = new URLSearchParams(location.search);
let myName = params.get('name') ?? localStorage.getItem('kemkit.name');
const SUITS = { C: '♣', D: '♦', H: '♥', S: '♠' };
// Moves always offered while the game is on, legal or not: a click the rules refuse is answered
// with the rule's reason.
const ALWAYS = { kems: ['sweep'], kemps: ['sweep'], khamul: ['draw', 'khamul'] };
// Khamul's card values (H-2), as the library's legend states them: for the total you remember.
const VALUES = { A: 1, T: 10, J: 10 };
// Hints that tell this seat to wait: anything else asks something of it (its move).
const WAITING = /^(seat \d+'s turn|seat \d+ (drew|took|may|proposes? )|the table is closed|everyone waits for seat|the cards are being shuffled|the game is over|you have peeked|you proposed|you accepted|when nobody wants)/;

let client = null;
let me = null; // the 'joined' message: {seat, game, seats, kinds, setup, botDelayMs}
let update = null; // the last 'update'
let view = null;
let legal = [];
let selected = null; // a card of the hand, waiting for a table card (exchange)
let peekPick = []; // Khamul: the slots clicked so far for a peek (H-5)
// How many lines "What happened" has told: each is numbered, the oldest 1, so the newest, on top,
// carries the highest number.
let told = 0;
// How many actions the table had at our last update (-1: none yet). The client rejoins with it as
// `since`, so after a reconnect the narration is kept and the next update brings what was missed.
let actions = -1;

const $ = (id) => document.getElementById(id);

async function connect() {
  if (!token) {
    status('This page needs a seat link (…/play.html#TOKEN).', 'bad');
    return;
  }
  if (myName === null) {
    status('choose a name', 'ok');
    const form = $('sit');
    form.hidden = false;
    $('name').focus();
    await new Promise((resolve) => form.addEventListener('submit', (e) => {
      e.preventDefault();
      resolve();
    }, { once: true }));
    myName = $('name').value.trim();
    localStorage.setItem('kemkit.name', myName);
    form.hidden = true;
    status('connecting…', '');
  }
  const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
  client = TableClient.open({ url: scheme + location.host + '/ws', token, name: myName || undefined });
  for await (const m of client.messages()) {
    receive(m);
  }
}

function act(line) {
  selected = null;
  peekPick = [];
  if (!client) {
    return;
  }
  client.act(line).then(
    () => notice('', ''),
    (e) => {
      if (e instanceof RejectedError) {
        // The refusal speaks to this seat ("you are not the dealer: …"), then names its rule.
        const rule = e.rule && !e.toActor.includes(e.rule) ? ' (' + e.rule + ')' : '';
        notice(cardWords(e.toActor) + rule, 'refusal');
      } else {
        notice(e.message, 'refusal');
      }
    });
}

function receive(m) {
  switch (m.type) {
    case 'joined':
      me = m;
      $('title').textContent = gameName(m.game) + ' · table ' + m.table + ' · you are ' + (myName ? myName + ', ' : '')
          + 'seat ' + m.seat;
      document.title = gameName(m.game) + ' · seat ' + m.seat + ' · kemkit';
      status('connected', 'ok');
      if (actions < 0) {
        // A rejoin keeps its narration: the update that follows brings the events since.
        $('narration').textContent = '';
        told = 0;
        m.log.forEach((s) => say(s));
      }
      break;
    case 'update':
      if (m.actions < actions) {
        // A take-back (rules C-10) shortened the record: every seat is told.
        notice('A move was taken back: the table is as it was before it.', 'hint');
      }
      actions = m.actions;
      update = m;
      view = m.view;
      legal = m.over ? [] : m.legal;
      m.events.forEach((e) => say(e.sentence, e.ruleId));
      if (m.over) {
        status('the game is over', 'ok');
      }
      render();
      break;
    case 'error':
      notice(m.message, 'refusal');
      if (m.code === 'bad-token' || m.code === 'replaced') {
        status(m.message, 'bad');
      }
      break;
    case 'connection':
      if (m.state === 'lost') {
        status('connection lost, reconnecting…', 'bad');
      } else if (m.code !== 1000) {
        status('Disconnected: ' + (m.reason || 'refused'), 'bad');
      }
      break;
    default:
      break;
  }
}

function gameName(game) {
  return { kems: "Kem's", kemps: 'Kemps', khamul: 'Khamul' }[game] || game;
}

function status(text, kind) {
  const s = $('status');
  s.textContent = text;
  s.className = 'status ' + kind;
}

function notice(text, kind) {
  const n = $('notice');
  n.textContent = text;
  n.className = kind;
}

// Card codes in the library's sentences ("take the top discard TS") written as the cards show
// them ("10♠"): the same card reads the same in the log, the hints and on the table.
const CARD_CODE = /\b(10|[2-9TJQKA])([CDHS])\b/g;

function cardWords(sentence) {
  return sentence.replace(CARD_CODE, (_, rank, suit) => rank.replace('T', '10') + SUITS[suit]);
}

function sentenceCase(sentence) {
  const text = cardWords(sentence);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ruleTag(rule) {
  const r = document.createElement('span');
  r.className = 'rule';
  r.textContent = rule;
  return r;
}

function say(sentence, rule) {
  if (!sentence) {
    return;
  }
  const item = document.createElement('li');
  item.textContent = cardWords(sentence);
  item.value = ++told;
  if (rule) {
    item.appendChild(ruleTag(rule));
  }
  const list = $('narration');
  list.insertBefore(item, list.firstChild);
  while (list.children.length > 80) {
    list.removeChild(list.lastChild);
  }
}

function card(code, extra) {
  const c = document.createElement('button');
  c.type = 'button';
  c.className = 'card' + (extra ? ' ' + extra : '');
  if (code) {
    const suit = code.slice(-1);
    c.dataset.card = code;
    c.textContent = code.slice(0, -1).replace('T', '10') + SUITS[suit];
    c.setAttribute('aria-label', code);
    if (suit === 'H' || suit === 'D') {
      c.classList.add('red');
    }
  } else {
    c.classList.add('back');
    c.textContent = '';
  }
  return c;
}

function cardText(code) {
  return code.slice(0, -1).replace('T', '10') + SUITS[code.slice(-1)];
}

function teams() {
  return me.game === 'khamul' ? 0 : view.scores.length;
}

function isPartner(seat) {
  return teams() > 0 && seat !== me.seat && seat % teams() === me.seat % teams();
}

function seatName(seat) {
  if (seat === me.seat) {
    return 'You (seat ' + seat + ')';
  }
  const name = update && update.names ? update.names[seat] : null;
  return (name ? name + ' · seat ' + seat : 'Seat ' + seat) + (me.kinds[seat] === 'bot' ? ' · bot' : ' · person');
}

function render() {
  if (!view || !me) {
    return;
  }
  renderTurn();
  if (me.game === 'khamul') {
    renderKhamul();
  } else {
    renderFamily();
  }
  renderButtons();
  renderUndo();
  renderLegend();
  renderSheet($('sheet'), update.sheet || []);
  $('sheet-empty').hidden = (update.sheet || []).length > 0;
  renderOver();
  showClock(update, me.seat, me.kinds, () => client && client.reclaim());
}

// ---- whose move: the library's hints (FamilyHints, KhamulHints) ----

function yourMove() {
  const first = (update.hints || [])[0];
  return !update.over && !!first && !WAITING.test(first.sentence) && legal.some((l) => l.startsWith(me.seat + ' '));
}

function renderTurn() {
  const mine = yourMove();
  const turn = $('turn');
  turn.hidden = update.over;
  turn.className = 'turn' + (mine ? ' mine' : '') + (update.over ? ' done' : '');
  $('cue').textContent = update.over ? 'Game over' : mine ? 'Your move' : 'Wait';
  const list = $('hints');
  list.textContent = '';
  (update.hints || []).forEach((h) => {
    const item = document.createElement('li');
    item.textContent = sentenceCase(h.sentence);
    item.appendChild(ruleTag(h.ruleId));
    list.appendChild(item);
  });
}

function renderLegend() {
  const legend = update.legend || [];
  $('legend-box').hidden = legend.length === 0;
  const list = $('legend');
  list.textContent = '';
  const power = view.power ? view.power : null;
  legend.forEach((h) => {
    const item = document.createElement('li');
    item.textContent = sentenceCase(h.sentence);
    item.appendChild(ruleTag(h.ruleId));
    // The power offered now is marked in the legend too (H-8).
    if (power && h.ruleId === 'H-8' && h.sentence.toLowerCase().startsWith(powerCard(power))) {
      item.classList.add('now');
    }
    list.appendChild(item);
  });
}

function powerCard(power) {
  // The legend's power lines start with the card that gives the power ("J discarded gives…").
  return { LOOK: 'a jack', FORCE: 'a black queen', KSWAP: 'a black king' }[power] || power.toLowerCase();
}

// A column of scores: a seat in Khamul, a team in the Kem's family, named with its number as the
// terminal names it ("team 1 (you)").
function who(i) {
  if (me.game === 'khamul') {
    return i === me.seat ? 'you' : 'seat ' + i;
  }
  return 'team ' + i + (i === me.seat % teams() ? ' (you)' : '');
}

// One row of totals per round, and under it the sentences that explain its points.
function renderSheet(table, rows) {
  table.textContent = '';
  if (!rows.length) {
    return;
  }
  const columns = rows[0].totals.length;
  const head = table.insertRow();
  ['Round', ...Array.from({ length: columns }, (_, i) => who(i))].forEach((text, i) => {
    const th = document.createElement('th');
    th.textContent = text;
    th.className = i ? 'num' : '';
    head.appendChild(th);
  });
  let previous = new Array(columns).fill(0);
  rows.forEach((row) => {
    const tr = table.insertRow();
    tr.className = 'round';
    tr.insertCell().textContent = row.round;
    row.totals.forEach((total, i) => {
      const points = row.points ? row.points[i] : total - previous[i];
      const cell = tr.insertCell();
      cell.className = 'num';
      cell.textContent = total;
      if (points) {
        // The round's points under the total, so that six columns fit a phone's width.
        const change = document.createElement('span');
        change.className = 'points';
        change.textContent = (points > 0 ? '+' : '') + points;
        cell.appendChild(change);
      }
    });
    previous = row.totals;
    const whyRow = table.insertRow();
    whyRow.className = 'why';
    const why = whyRow.insertCell();
    why.colSpan = columns + 1;
    const reasons = row.reasons.length ? row.reasons : [{ sentence: row.sentence, ruleId: '' }];
    reasons.forEach((r) => {
      const line = document.createElement('div');
      line.textContent = sentenceCase(r.sentence);
      if (r.ruleId) {
        line.appendChild(ruleTag(r.ruleId));
      }
      why.appendChild(line);
    });
  });
}

// ---- the end: the result, the final sheet, play again ----

function renderOver() {
  const over = $('over');
  over.hidden = !update.over;
  if (!update.over) {
    return;
  }
  const first = (update.hints || [])[0];
  let result = first ? sentenceCase(first.sentence) : 'The game is over';
  const totals = view.scores;
  if (me.game === 'khamul') {
    // The lowest total wins (H-14): say whose it is.
    const best = Math.min(...totals);
    const winners = totals.map((t, i) => (t === best ? i : -1)).filter((i) => i >= 0);
    result = 'Game over: ' + (winners.includes(me.seat) ? 'you win' : winners.map((i) => 'seat ' + i).join(' and ') + ' wins')
        + ' with the lowest total, ' + best + (winners.includes(me.seat) ? '' : '; you have ' + totals[me.seat]);
  }
  $('result').textContent = result;
  const final = $('final');
  final.textContent = '';
  const head = final.insertRow();
  totals.forEach((_, i) => {
    const th = document.createElement('th');
    th.className = 'num';
    th.textContent = who(i);
    head.appendChild(th);
  });
  const row = final.insertRow();
  totals.forEach((t) => {
    const cell = row.insertCell();
    cell.className = 'num';
    cell.textContent = t;
  });
  renderSheet($('final-sheet'), update.sheet || []);
}

$('again').addEventListener('click', async () => {
  if (!me) {
    return;
  }
  const out = $('again-links');
  out.textContent = 'Creating a new table…';
  let answer;
  try {
    answer = await createTable('', { setup: me.setup, seats: me.kinds, botDelayMs: me.botDelayMs });
  } catch (error) {
    out.textContent = error.message;
    return;
  }
  out.textContent = '';
  // The query makes the link another page than this one: following it loads the new table.
  // A name given in the link goes on to this seat's new link (one chosen here is remembered anyway).
  const named = params.has('name') ? (l) => (l.seat === me.seat ? '&name=' + encodeURIComponent(myName) : '') : null;
  const link = (l) => '/play.html?table=' + encodeURIComponent(answer.table) + (named ? named(l) : '') + '#' + l.token;
  const mine = answer.links.find((l) => l.seat === me.seat);
  const go = document.createElement('a');
  go.className = 'primary';
  go.id = 'again-go';
  go.href = link(mine);
  go.textContent = 'Sit at the new table';
  out.appendChild(go);
  const others = answer.links.filter((l) => l.seat !== me.seat);
  if (others.length) {
    const list = document.createElement('ul');
    others.forEach((l) => {
      const item = document.createElement('li');
      item.append('seat ' + l.seat + ': ' + location.origin + link(l));
      list.appendChild(item);
    });
    out.append(' Give the other people their new links:', list);
  }
});

// ---- the seats ----

function renderOthers(extra) {
  const others = $('others');
  others.textContent = '';
  for (let seat = 0; seat < me.seats; seat++) {
    if (seat === me.seat) {
      continue;
    }
    const more = extra(seat);
    const box = document.createElement('div');
    box.className = 'seat' + (more.active ? ' active' : '') + (isPartner(seat) ? ' partner' : '');
    box.dataset.seat = seat;
    const name = document.createElement('div');
    name.className = 'name';
    const online = (update.online || [])[seat];
    const dot = document.createElement('span');
    dot.className = 'dot' + (online ? ' on' : '');
    dot.title = online ? 'online' : 'away';
    name.append(dot, seatName(seat));
    const count = document.createElement('div');
    count.className = 'count';
    count.textContent = view.handSizes[seat] + ' cards' + (online ? '' : ' · away');
    box.append(name, count);
    more.nodes.filter(Boolean).forEach((n) => box.appendChild(n));
    others.appendChild(box);
  }
}

function tag(text, kind) {
  if (!text) {
    return null;
  }
  const t = document.createElement('span');
  t.className = 'tag' + (kind ? ' ' + kind : '');
  t.textContent = text;
  return t;
}

function renderFamily() {
  const n = teams();
  renderOthers((seat) => {
    const nodes = [];
    const tags = document.createElement('div');
    [seat === view.dealer ? tag('dealer') : null,
      isPartner(seat) ? tag('your partner', 'partner') : tag('team ' + (seat % n), 'team'),
      view.barred.includes(seat) ? tag('barred', 'bad') : null].filter(Boolean).forEach((t) => tags.appendChild(t));
    nodes.push(tags);
    const gesture = view.gestures[seat];
    if (gesture) {
      const g = document.createElement('div');
      g.className = 'gesture';
      g.append(sign(gesture, 'last gesture: '));
      nodes.push(g);
    }
    const known = view.knownCards[seat] || [];
    if (known.length) {
      const k = document.createElement('div');
      k.className = 'known';
      k.textContent = 'known to all: ' + known.map(cardText).join(' ');
      nodes.push(k);
    }
    return { active: seat === view.dealer, nodes };
  });
  const info = $('board-info');
  info.textContent = 'Round ' + view.round + ' · dealer: ' + (view.dealer === me.seat ? 'you' : 'seat ' + view.dealer)
      + ' · stock ' + view.stockSize + ' · discard ' + view.discardSize + ' · table ' + (view.tableOpen ? 'open' : 'closed')
      + ' · scores: ' + view.scores.map((s, t) => who(t) + ' ' + s).join(', ');
  const table = $('table-cards');
  table.textContent = '';
  view.table.forEach((code) => {
    const c = card(code, 'on-table');
    c.onclick = () => {
      if (selected) {
        act(me.seat + ' exchange ' + selected + ' ' + code);
      } else {
        notice('Pick a card of your hand first, then the table card you want for it (K-9).', 'hint');
      }
    };
    table.appendChild(c);
  });
  // Your team, its sign and your partner (K-12, K-13): all in the view.
  const team = $('team');
  team.textContent = '';
  const partners = [];
  for (let seat = 0; seat < me.seats; seat++) {
    if (isPartner(seat)) {
      partners.push(seat);
    }
  }
  const mine = document.createElement('div');
  mine.className = 'who';
  mine.textContent = 'Team ' + (me.seat % n) + ' · your partner: ' + (partners.length
      ? partners.map((s) => 'seat ' + s + (me.kinds[s] === 'bot' ? ' (bot)' : '')).join(', ') : 'none');
  team.appendChild(mine);
  if (view.teamSign) {
    team.appendChild(sign(view.teamSign, "your team's sign: "));
  } else {
    team.appendChild(tag('your team has no sign yet: agree one (sign WORD)', 'team'));
  }
  if (view.teamsWithSign.length) {
    const t = document.createElement('span');
    t.className = 'hint';
    t.textContent = ' Teams with a sign: ' + view.teamsWithSign.join(', ')
        + (view.signsFound.length ? ' · signs you found: team ' + view.signsFound.join(', ') : '');
    team.appendChild(t);
  }
  const myGesture = view.gestures[me.seat];
  if (myGesture) {
    team.appendChild(sign(myGesture, 'your last gesture: '));
  }
  $('me-title').textContent = 'Your hand';
  const hand = $('hand');
  hand.textContent = '';
  view.hand.forEach((code) => {
    const c = card(code, code === selected ? 'selected' : '');
    c.onclick = () => {
      selected = selected === code ? null : code;
      render();
      const again = document.querySelector('#hand .card[data-card="' + code + '"]');
      if (again) {
        again.focus();
      }
    };
    hand.appendChild(c);
  });
  $('hint').textContent = update.over ? '' : selected
      ? 'Now click the table card to take for ' + cardText(selected) + '.'
      : 'Exchange: click a card of your hand, then a table card.';
}

function value(code) {
  const rank = code.slice(0, -1);
  const red = code.endsWith('H') || code.endsWith('D');
  if (rank === 'Q') {
    return red ? 20 : 10;
  }
  if (rank === 'K') {
    return red ? 0 : 10;
  }
  return VALUES[rank] || Number(rank);
}

function renderKhamul() {
  renderOthers((seat) => {
    const known = (view.memory[seat] || []).map((c, slot) => (c ? 'slot ' + slot + ': ' + cardText(c) : null)).filter(Boolean);
    const box = document.createElement('div');
    box.className = 'memory';
    if (seat === view.turn && !update.over) {
      box.appendChild(tag('to play'));
    }
    if (view.announcer === seat) {
      box.appendChild(tag('said khamul', 'bad'));
    }
    if (known.length) {
      box.append(' you remember ' + known.join(', '));
    }
    return { active: seat === view.turn && !update.over, nodes: [box] };
  });
  // The pile is top first (KhamulView, the schema's khamulView.discard): its first card is the one
  // a take takes and a snap must match.
  const top = view.discard.length ? view.discard[0] : null;
  $('board-info').textContent = 'Round ' + view.round + ' · ' + view.phase.toLowerCase().replace(/_/g, ' ') + ' · turn: '
      + (view.turn === me.seat ? 'you' : 'seat ' + view.turn) + ' · stock ' + view.stockSize
      + ' · totals: ' + view.scores.map((s, i) => (i === me.seat ? 'you ' : 'seat ' + i + ' ') + s).join(', ')
      + (view.announcer !== null ? ' · khamul said by ' + (view.announcer === me.seat ? 'you' : 'seat ' + view.announcer) : '');
  const table = $('table-cards');
  table.textContent = '';
  const pile = document.createElement('div');
  pile.className = 'pile';
  pile.append('Discard (face up) ', top ? card(top, 'on-table') : document.createTextNode('empty'));
  table.appendChild(pile);
  if (view.held) {
    const held = document.createElement('div');
    held.className = 'pile';
    held.append('You hold ', card(view.held, 'selected'));
    table.appendChild(held);
  }
  const mine = view.memory[me.seat] || [];
  const size = view.handSizes[me.seat];
  let total = 0;
  let unknown = 0;
  for (let slot = 0; slot < size; slot++) {
    if (mine[slot]) {
      total += value(mine[slot]);
    } else {
      unknown++;
    }
  }
  $('me-title').textContent = 'Your cards, face down';
  const team = $('team');
  team.textContent = '';
  const sum = document.createElement('div');
  sum.className = 'total';
  sum.id = 'total';
  sum.textContent = 'You remember ' + total + (unknown ? ' (and ' + unknown + ' slot' + (unknown === 1 ? '' : 's')
      + ' not seen)' : ': your whole hand');
  team.appendChild(sum);
  const canPeek = legal.some((l) => l.startsWith(me.seat + ' peek '));
  const hand = $('hand');
  hand.textContent = '';
  for (let slot = 0; slot < size; slot++) {
    const known = mine[slot];
    const c = card(known, 'face-down' + (known ? ' remembered' : '') + (peekPick.includes(slot) ? ' selected' : ''));
    c.dataset.slot = slot;
    c.title = known ? 'slot ' + slot + ': you remember ' + known : 'slot ' + slot + ': not seen';
    c.setAttribute('aria-label', c.title);
    const label = document.createElement('span');
    label.className = 'slot';
    label.textContent = slot;
    c.appendChild(label);
    c.onclick = () => slotClicked(slot, canPeek);
    hand.appendChild(c);
  }
  $('hint').textContent = canPeek
      ? (peekPick.length ? 'Now click a second slot to peek at.' : 'Peek: click two of your slots (H-5).')
      : 'Face down: you see only what you have peeked at or learned (H-5). Click a slot to swap, look or snap it when you may.';
}

function slotClicked(slot, canPeek) {
  if (canPeek) {
    if (peekPick.includes(slot)) {
      peekPick = peekPick.filter((s) => s !== slot);
    } else {
      peekPick.push(slot);
    }
    if (peekPick.length === 2) {
      const [a, b] = peekPick;
      const line = legal.find((l) => l === me.seat + ' peek ' + a + ' ' + b) || legal.find((l) => l === me.seat + ' peek ' + b + ' ' + a);
      act(line || me.seat + ' peek ' + a + ' ' + b);
      return;
    }
    render();
    const again = document.querySelector('#hand .card[data-slot="' + slot + '"]');
    if (again) {
      again.focus();
    }
    return;
  }
  const line = ['swap', 'look', 'snap'].map((verb) => me.seat + ' ' + verb + ' ' + slot).find((l) => legal.includes(l));
  if (line) {
    act(line);
  } else {
    notice('Slot ' + slot + ': nothing to do with it now; use the moves below.', 'hint');
  }
}

// A button's words: a lone number is a slot for Khamul; for a call it is a team for a Kemps cut or
// double cut (K-20: `cut 0` aims at team 0), a seat otherwise (`kemps 3`, `counter 2`).
function label(verb, rest) {
  if (!rest) {
    // A call without its target aims where it can only aim (K-16, K-20a).
    return { kemps: 'your partner', 'double-kemps': 'your partner', kems: 'your partner', 'double-kems': 'your partner',
      cut: 'the other team', 'double-cut': 'the other team' }[verb] || verb;
  }
  if (verb === 'rearrange') {
    return 'rotate: ' + rest;
  }
  if (/^\d+$/.test(rest)) {
    if (me.game === 'khamul') {
      return (verb === 'force' ? 'seat ' : 'slot ') + rest;
    }
    if (verb === 'cut' || verb === 'double-cut') {
      return 'team ' + rest;
    }
    return 'seat ' + rest + (isPartner(Number(rest)) ? ' (partner)' : '');
  }
  return rest;
}

// What a row of moves does, where its buttons alone do not say: signs and gestures show the same
// words, a call may be made with or without its target, and a rearrange has one button for n!
// orders.
function explain(verb, moves) {
  const bare = moves.some((m) => !m.rest) && moves.some((m) => m.rest);
  switch (verb) {
    case 'sign':
      return 'Your team\'s secret sign: only your team sees which word it is (K-14).';
    case 'gesture':
      return 'Seen by everyone: make your team\'s sign as a gesture to tell your partner you hold four of a rank (K-14).';
    case 'kemps':
    case 'kems':
    case 'double-kemps':
    case 'double-kems':
      return bare ? 'With or without the seat: in a team of two both call your one partner (K-16).' : '';
    case 'cut':
    case 'double-cut':
      return bare ? 'With or without the team: with two teams both aim at the other one (K-20a).' : '';
    case 'rearrange':
      return 'Reorder your slots without looking (H-10): new slot i holds old slot P[i]; the others lose track of your'
          + ' cards. This button turns them one place; any order does the same.';
    default:
      return '';
  }
}

function renderButtons() {
  // One row per verb (sign, gesture, kemps, swap…), so that a long list of legal actions stays
  // readable; exchanges are made by clicking cards, and peeks by clicking two slots.
  const buttons = $('buttons');
  buttons.textContent = '';
  if (update.over) {
    buttons.textContent = 'The game is over: no more moves.';
    return;
  }
  const prefix = me.seat + ' ';
  const rows = new Map();
  const add = (line, isLegal) => {
    const words = line.slice(prefix.length).split(' ');
    const verb = words[0];
    if (!rows.has(verb)) {
      rows.set(verb, []);
    }
    rows.get(verb).push({ line, rest: words.slice(1).join(' '), isLegal });
  };
  const shown = new Set();
  legal.filter((l) => l.startsWith(prefix) && !/ (exchange|peek) /.test(l)).forEach((l) => {
    shown.add(l);
    add(l, true);
  });
  (ALWAYS[me.game] || []).map((w) => prefix + w).filter((l) => !shown.has(l)).forEach((l) => add(l, false));
  for (const [verb, moves] of rows) {
    const row = document.createElement('div');
    row.className = 'row';
    const name = document.createElement('span');
    name.className = 'verb';
    name.textContent = verb;
    row.appendChild(name);
    const about = explain(verb, moves);
    if (about) {
      name.title = about;
    }
    for (const move of moves) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'move' + (move.isLegal ? ' legal' : ' maybe');
      b.textContent = label(verb, move.rest);
      b.dataset.line = move.line;
      b.title = move.isLegal ? move.line.slice(prefix.length) : 'not legal now: the rules will say why';
      b.onclick = () => act(move.line);
      row.appendChild(b);
    }
    if (about) {
      const p = document.createElement('span');
      p.className = 'about';
      p.textContent = about;
      row.appendChild(p);
    }
    buttons.appendChild(row);
  }
  // A power offered now, explained by the library's legend where its buttons are (H-8).
  if (me.game === 'khamul' && view.power && view.turn === me.seat) {
    const line = (update.legend || []).find((h) => h.ruleId === 'H-8' && h.sentence.toLowerCase().startsWith(powerCard(view.power)));
    if (line) {
      const p = document.createElement('p');
      p.className = 'power';
      p.id = 'power';
      p.textContent = 'Your power: ' + cardWords(line.sentence);
      buttons.insertBefore(p, buttons.firstChild);
    }
  }
  const exchanges = legal.filter((l) => / exchange /.test(l)).length;
  if (exchanges) {
    const p = document.createElement('p');
    p.className = 'hint';
    p.textContent = exchanges + ' exchanges possible: click a card of your hand, then a table card.';
    buttons.appendChild(p);
  }
  if (legal.some((l) => l.startsWith(prefix + 'peek '))) {
    const p = document.createElement('p');
    p.className = 'hint';
    p.textContent = 'Peek: click two of your slots above.';
    buttons.appendChild(p);
  }
  if (!rows.size && !exchanges) {
    buttons.textContent = 'Nothing to do right now: wait for the others.';
  }
}

connect();

// Take-backs (rules C-10): the button shows only when the rules and the table allow this seat to
// take its last move back now; the server decides again when it is pressed.
function renderUndo() {
  const undo = update && update.undo;
  $('undo-row').hidden = !undo || undo.reach === 'off' || !undo.allowed || update.over;
}

$('undo').addEventListener('click', () => {
  if (!client) {
    return;
  }
  // Taken back: every seat's update of the shortened game came first. Refused (another seat moved
  // in between, say): the barrier's sentence, which names no card.
  client.undo().then(
    (answer) => notice(answer.allowed ? '' : 'Not taken back: ' + answer.sentence + '.', answer.allowed ? '' : 'refusal'),
    (e) => notice(e.message, 'refusal'));
});
