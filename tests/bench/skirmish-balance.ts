/** `npm run balance -- --games N --seed S`: prints the card battle's balance record (see skirmish-balance-run.ts) as one JSON line. */
import { parseArgs } from 'node:util';
import { runBalance } from './skirmish-balance-run';

const { values } = parseArgs({
  options: { games: { type: 'string', default: '1000' }, seed: { type: 'string', default: '1' } },
});
const games = Number(values.games);
const seed = Number(values.seed);
if (!Number.isInteger(games) || games < 2 || !Number.isSafeInteger(seed)) {
  console.error('usage: npm run balance -- --games N --seed S   (N ≥ 2)');
  process.exit(2);
}
const start = process.hrtime.bigint();
const record = await runBalance(games, seed);
const seconds = Number((Number(process.hrtime.bigint() - start) / 1e9).toFixed(1));
console.log(JSON.stringify({ ...record, seconds }));
