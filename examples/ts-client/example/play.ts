// Plays one game of Khamul at a kemkit web table: this program takes seat 0, three bots the others.
//   node dist/play.js http://127.0.0.1:8080
import { RejectedError, TableClient, TableError, createTable } from '@kemkit/client';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';

const created = await createTable(base, {
  setup: { game: 'khamul' },
  seats: ['person', 'bot', 'bot', 'bot'],
  botDelayMs: 20,
});
const token = created.links[0]!.token;
const table = await TableClient.connect({ url: base.replace(/^http/, 'ws') + '/ws', token });
console.log(`table ${created.table}: you are seat ${table.seat} of ${table.joined!.seats}`);

for await (const message of table.messages()) {
  if (message.type === 'connection') {
    console.log(`connection ${message.state}: ${message.reason}`);
    continue;
  }
  if (message.type !== 'update') {
    continue;
  }
  for (const event of message.events) {
    console.log(`  ${event.sentence} (${event.ruleId})`);
  }
  if (message.over) {
    break;
  }
  // The legal actions (of the latest update: more may have come since this one) are record lines,
  // "0 peek 0 1"; this player picks one at random, but neither snaps (a wrong snap costs a penalty
  // card, H-9) nor rearranges (H-10): both are legal at any time, and it would never stop.
  const mine = table.legal.filter((line) => !/ (snap|rearrange) /.test(line + ' '));
  if (mine.length > 0) {
    const line = mine[Math.floor(Math.random() * mine.length)]!;
    try {
      await table.act(line);
    } catch (error) {
      if (error instanceof RejectedError) {
        // A bot may have moved since this update: the rules say why the move no longer fits.
        console.log(`  refused: ${line}: ${error.code} (${error.rule}) ${error.message}`);
      } else if (error instanceof TableError) {
        // The server did not take the message (too many a second, say); the game goes on.
        console.log(`  not sent: ${line}: ${error.code} ${error.message}`);
      } else {
        throw error;
      }
    }
  }
}
const view = table.view!;
console.log(`game over after ${table.actions} actions; scores ${view.scores.join(', ')}`);
table.close();
