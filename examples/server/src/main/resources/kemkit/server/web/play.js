// One seat of a web table, on @kemkit/client (examples/ts-client, compiled into client/): the
// client joins the seat, reconnects by itself and matches each action to its answer. The link's
// fragment is the seat's token: it never leaves this page except in the WebSocket's first message.
// Everything shown comes from the server's messages: 'joined' (seat, game, recent narration),
// 'update' (events as this seat heard them, its view and its legal actions), the answer to our
// action (accepted, or the library's rejection: a RejectedError) and 'error'.
import { RejectedError, TableClient } from './client/index.js';

const token = location.hash.slice(1);
const SUITS = { C: '♣', D: '♦', H: '♥', S: '♠' };
// Moves always offered, legal or not: a click the rules refuse is answered with the rule's reason.
const ALWAYS = { kems: ['sweep'], kemps: ['sweep'], khamul: ['draw', 'khamul'] };

let client = null;
let me = null; // {seat, game, seats, kinds}
let view = null;
let legal = [];
let selected = null; // a card of the hand, waiting for a table card (exchange)
// How many actions the table had at our last update (-1: none yet). The client rejoins with it as
// `since`, so after a reconnect the narration is kept and the next update brings what was missed.
let actions = -1;

const $ = (id) => document.getElementById(id);

async function connect() {
  if (!token) {
    status('This page needs a seat link (…/play.html#TOKEN).', 'bad');
    return;
  }
  const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
  client = TableClient.open({ url: scheme + location.host + '/ws', token });
  for await (const m of client.messages()) {
    receive(m);
  }
}

function act(line) {
  selected = null;
  if (!client) {
    return;
  }
  client.act(line).then(
    () => notice('', ''),
    (e) => {
      if (e instanceof RejectedError) {
        const rule = e.rule && !e.message.includes(e.rule) ? ' (' + e.rule + ')' : '';
        notice(e.message + rule, 'refusal');
      } else {
        notice(e.message, 'refusal');
      }
    });
}

function receive(m) {
  switch (m.type) {
    case 'joined':
      me = m;
      $('title').textContent = gameName(m.game) + ' · table ' + m.table + ' · you are seat ' + m.seat;
      status('connected', 'ok');
      if (actions < 0) {
        // A rejoin keeps its narration: the update that follows brings the events since.
        $('narration').textContent = '';
        m.log.forEach((s) => say(s));
      }
      break;
    case 'update':
      actions = m.actions;
      view = m.view;
      legal = m.legal;
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

function say(sentence, rule) {
  if (!sentence) {
    return;
  }
  const item = document.createElement('li');
  item.textContent = sentence;
  if (rule) {
    const r = document.createElement('span');
    r.className = 'rule';
    r.textContent = rule;
    item.appendChild(r);
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
    if (suit === 'H' || suit === 'D') {
      c.classList.add('red');
    }
  } else {
    c.classList.add('back');
    c.textContent = '';
  }
  return c;
}

function seatName(seat) {
  if (seat === me.seat) {
    return 'You (seat ' + seat + ')';
  }
  return 'Seat ' + seat + (me.kinds[seat] === 'bot' ? ' · bot' : ' · person');
}

function render() {
  if (!view || !me) {
    return;
  }
  if (me.game === 'khamul') {
    renderKhamul();
  } else {
    renderFamily();
  }
  renderButtons();
}

function renderOthers(extra) {
  const others = $('others');
  others.textContent = '';
  for (let seat = 0; seat < me.seats; seat++) {
    if (seat === me.seat) {
      continue;
    }
    const box = document.createElement('div');
    box.className = 'seat' + (extra(seat).active ? ' active' : '');
    box.dataset.seat = seat;
    const name = document.createElement('div');
    name.className = 'name';
    name.textContent = seatName(seat);
    const count = document.createElement('div');
    count.className = 'count';
    count.textContent = view.handSizes[seat] + ' cards';
    box.append(name, count);
    const more = extra(seat).node;
    if (more) {
      box.appendChild(more);
    }
    others.appendChild(box);
  }
}

function renderFamily() {
  const teams = view.scores.length;
  renderOthers((seat) => ({ active: seat === view.dealer, node: tag(seat === view.dealer ? 'dealer' : '') }));
  const info = $('board-info');
  info.textContent = 'Round ' + view.round + ' · dealer: seat ' + view.dealer + ' · stock ' + view.stockSize
      + ' · discard ' + view.discardSize + ' · table ' + (view.tableOpen ? 'open' : 'closed')
      + ' · scores: ' + view.scores.map((s, t) => 'team ' + t + ' ' + s).join(', ')
      + (teams ? ' · your team: ' + (me.seat % teams) : '');
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
  $('me-title').textContent = 'Your hand';
  const hand = $('hand');
  hand.textContent = '';
  view.hand.forEach((code) => {
    const c = card(code, code === selected ? 'selected' : '');
    c.onclick = () => {
      selected = selected === code ? null : code;
      render();
    };
    hand.appendChild(c);
  });
  $('hint').textContent = selected
      ? 'Now click the table card to take for ' + selected + '.'
      : 'Exchange: click a card of your hand, then a table card.';
}

function tag(text) {
  if (!text) {
    return null;
  }
  const t = document.createElement('span');
  t.className = 'tag';
  t.textContent = text;
  return t;
}

function renderKhamul() {
  renderOthers((seat) => {
    const known = (view.memory[seat] || []).map((c, slot) => (c ? 'slot ' + slot + ': ' + c : null)).filter(Boolean);
    const box = document.createElement('div');
    box.className = 'memory';
    if (seat === view.turn) {
      box.appendChild(tag('to play'));
    }
    if (known.length) {
      box.append(' you remember ' + known.join(', '));
    }
    return { active: seat === view.turn, node: box };
  });
  const top = view.discard.length ? view.discard[view.discard.length - 1] : null;
  $('board-info').textContent = 'Round ' + view.round + ' · ' + view.phase.toLowerCase().replace(/_/g, ' ') + ' · turn: seat '
      + view.turn + ' · stock ' + view.stockSize + ' · scores: ' + view.scores.join(', ')
      + (view.announcer !== null ? ' · Khamul announced by seat ' + view.announcer : '')
      + (view.power ? ' · power: ' + view.power.toLowerCase() : '');
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
  $('me-title').textContent = 'Your cards, face down (what you remember is shown inside)';
  const hand = $('hand');
  hand.textContent = '';
  const mine = view.memory[me.seat] || [];
  for (let slot = 0; slot < view.handSizes[me.seat]; slot++) {
    const known = mine[slot];
    const c = card(known, 'face-down' + (known ? ' remembered' : ''));
    c.dataset.slot = slot;
    c.title = known ? 'slot ' + slot + ': you remember ' + known : 'slot ' + slot + ': not seen';
    const label = document.createElement('span');
    label.className = 'slot';
    label.textContent = slot;
    c.appendChild(label);
    c.onclick = () => {
      const line = legal.find((l) => l === me.seat + ' swap ' + slot || l === me.seat + ' snap ' + slot);
      if (line) {
        act(line);
      } else {
        notice('Slot ' + slot + ': nothing to do with it now; use the moves below.', 'hint');
      }
    };
    hand.appendChild(c);
  }
  $('hint').textContent = 'Face down: you see only what you have peeked at or learned (H-5). Click a slot to swap or snap it when you may.';
}

// A button's words: a lone number is a slot for Khamul; for a call it is a team for a Kemps cut or
// double cut (K-20: `cut 0` aims at team 0), a seat otherwise (`kemps 3`, `counter 2`).
function label(verb, rest) {
  if (!rest) {
    return verb;
  }
  if (/^\d+$/.test(rest)) {
    if (me.game === 'khamul') {
      return 'slot ' + rest;
    }
    return (verb === 'cut' || verb === 'double-cut' ? 'team ' : 'seat ') + rest;
  }
  return rest;
}

function renderButtons() {
  // One row per verb (exchange, sign, gesture, kemps, peek, swap…), so that a long list of legal
  // actions stays readable; exchanges are made by clicking cards.
  const buttons = $('buttons');
  buttons.textContent = '';
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
  legal.filter((l) => l.startsWith(prefix) && !/ exchange /.test(l)).forEach((l) => {
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
    buttons.appendChild(row);
  }
  const exchanges = legal.filter((l) => / exchange /.test(l)).length;
  if (exchanges) {
    const p = document.createElement('p');
    p.className = 'hint';
    p.textContent = exchanges + ' exchanges possible: click a card of your hand, then a table card.';
    buttons.appendChild(p);
  }
  if (!rows.size && !exchanges) {
    buttons.textContent = 'Nothing to do right now: wait for the others.';
  }
}

connect();
