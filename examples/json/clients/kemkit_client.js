#!/usr/bin/env node
// A kemkit stdio client in Node.js, no packages.
//
// Starts the server given on the command line, plays a legal game of Khamul through it (chance lines
// included), then an illegal move and a malformed request, and checks every answer. Exits 0 when all
// checks hold.
//
//     node kemkit_client.js java -jar kemkit.jar serve --stdio
'use strict';
const { spawn } = require('node:child_process');
const readline = require('node:readline');

// --- README "Check moves from another engine" begins
class Kemkit {
  constructor(command) {
    this.process = spawn(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiting = [];
    readline.createInterface({ input: this.process.stdout })
      .on('line', (line) => this.waiting.shift()(JSON.parse(line)));
  }

  // One request line, one answer line, in order.
  sendLine(line) {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.process.stdin.write(line + '\n');
    });
  }

  request(fields) {
    return this.sendLine(JSON.stringify(fields));
  }

  close() {
    return new Promise((resolve) => {
      this.process.on('exit', resolve);
      this.process.stdin.end();
    });
  }
}
// --- README "Check moves from another engine" ends

function check(condition, what) {
  if (!condition) {
    console.error('node client: FAILED: ' + what);
    process.exit(1);
  }
}

// The referee decides the chance actions: here the cards in the order the server listed them, and seat 0 starts.
function chanceLine(due) {
  return due.type === 'shuffle' ? 'shuffle ' + due.cards.join(' ') : 'starter 0';
}

async function main(command) {
  const server = new Kemkit(command);
  const opened = await server.request({ op: 'open', setup: { game: 'khamul', seating: { players: 3 } } });
  check(opened.ok && opened.seats === 3, 'open: ' + JSON.stringify(opened));
  const id = opened.id;
  let status = opened;
  let moves = 0;
  while ((moves < 40 || status.chanceDue !== null) && !status.over) {
    let line = null;
    if (status.chanceDue !== null) {
      line = chanceLine(status.chanceDue);
    } else {
      for (let seat = 0; seat < opened.seats && line === null; seat++) {
        const legal = await server.request({ op: 'legal', id, seat });
        check(legal.ok, 'legal: ' + JSON.stringify(legal));
        // Prefer the moves that advance the game over the free ones (snaps, rearranges).
        const moving = legal.actions.find((a) => !['snap', 'rearrange'].includes(a.action.type));
        if (moving) line = moving.line;
      }
      check(line !== null, 'nobody can move');
    }
    status = await server.request({ op: 'move', id, line });
    check(status.ok && status.accepted, 'legal move ' + line + ': ' + JSON.stringify(status));
    check(status.events.length === 3, 'events for every seat');
    check(status.events.every((heard) => heard.every((e) => e.sentence && e.ruleId)), 'every event told: ' + JSON.stringify(status));
    moves++;
  }
  const view = await server.request({ op: 'view', id, seat: 1 });
  check(view.ok && view.view.seat === 1, 'view: ' + JSON.stringify(view));

  const illegal = await server.request({ op: 'move', id, action: { type: 'snap', seat: 0, slot: 99 } });
  check(illegal.ok && !illegal.accepted, 'illegal move answered: ' + JSON.stringify(illegal));
  check(/^(§R|[CKH]-)/.test(illegal.rejection.rule), 'rejection rule: ' + JSON.stringify(illegal));

  // --- README "Check moves from another engine" begins
  const malformed = await server.request({ op: 'move', id, line: '0 draw', extra: true });
  check(!malformed.ok && malformed.error.field === '$.extra', 'malformed: ' + JSON.stringify(malformed));
  // --- README "Check moves from another engine" ends

  const closed = await server.request({ op: 'close', id });
  check(closed.ok && closed.verdict.type === 'illegal', 'close: ' + JSON.stringify(closed));
  const code = await server.close();
  check(code === 0, 'server exit code ' + code);
  console.log('node client: ok, ' + moves + ' legal moves, then ' + illegal.rejection.code + ' (' + illegal.rejection.rule + '), then '
    + malformed.error.field + ': ' + malformed.error.message);
}

main(process.argv.slice(2));
