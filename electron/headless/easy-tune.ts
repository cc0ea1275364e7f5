/**
 * Tunes Easy's numbers (EasyWeights) for one side of one scenario from self-play: Easy with the
 * candidate numbers plays that side against the shipped Easy on the same seeded deals, one number
 * moved at a time (up and down); a move is kept when it wins more deals than the numbers it
 * replaces by `z` standard errors of the paired difference (deals won by one and not the other).
 * Prints one JSON line per candidate and the kept numbers at the end. `--check JSON` tunes nothing:
 * it plays those numbers (over EASY_WEIGHTS) on the deals and prints their wins, to confirm a tuning
 * on deals it was not tuned on.
 * Run: npx tsx electron/headless/easy-tune.ts --scenario kingmaker --side lancaster [--games N]
 *      [--seed S] [--sweeps K] [--z Z] [--start JSON | --check JSON]
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { makeRng, nextInt } from '../../engine/core/rng';
import { deriveSeed } from '../../engine/core/seed';
import { chooseEasy } from '../../engine/richard-iii/bots';
import { EASY_WEIGHTS, type EasyWeights } from '../../engine/richard-iii/bots/easy-weights';
import { otherSide, type Side } from '../../engine/richard-iii/data';
import { richardIII } from '../../engine/richard-iii/module';

/** Deal `k` of `seed`: 1 when `side`, playing with `w`, wins it against the shipped Easy. */
export function playDeal(scenario: string, seed: number, k: number, side: Side, w: EasyWeights): 0 | 1 {
  const gameSeed = deriveSeed(seed, 'easy-tune', k);
  const r = richardIII.setup(scenario, gameSeed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const order = makeRng(deriveSeed(gameSeed, 'order'));
  for (let n = 0; !s.outcome && n < 20_000; n++) {
    const who = richardIII.toAct(s);
    const actor = who[nextInt(order, who.length)]!;
    const legal = richardIII.legalActions(s, actor);
    const rng = makeRng(deriveSeed(gameSeed, 'decision', n));
    const a =
      legal.length === 1
        ? legal[0]!
        : chooseEasy(richardIII.view(s, actor), actor, legal, rng, actor === side ? w : EASY_WEIGHTS);
    if (!richardIII.play(s, actor, a).ok) throw new Error('Easy chose an illegal action');
  }
  return s.outcome?.winner === side ? 1 : 0;
}

type Key = keyof EasyWeights;
/** Whole numbers (counts, distances) move by one; the rest by a factor. */
const WHOLE: readonly Key[] = ['huntMaxDefenders', 'huntNear'];
const FACTOR = 1.5;

function neighbours(w: EasyWeights, k: Key): EasyWeights[] {
  const v = w[k];
  const vals = WHOLE.includes(k)
    ? [v - 1, v + 1].filter((x) => x >= 0)
    : v === 0
      ? [0.25, -0.25]
      : [v / FACTOR, v * FACTOR];
  return vals.map((x) => ({ ...w, [k]: Math.round(x * 1000) / 1000 }));
}

function main(): void {
  const { values } = parseArgs({
    options: {
      scenario: { type: 'string', default: 'kingmaker' },
      side: { type: 'string', default: 'lancaster' },
      games: { type: 'string', default: '600' },
      seed: { type: 'string', default: '101' },
      sweeps: { type: 'string', default: '2' },
      z: { type: 'string', default: '2' },
      start: { type: 'string' },
      check: { type: 'string' },
    },
  });
  const scenario = values.scenario!;
  const side = values.side as Side;
  if (side !== 'lancaster' && side !== otherSide('lancaster')) throw new Error('--side lancaster|york');
  const games = Number(values.games);
  const seed = Number(values.seed);
  const z = Number(values.z);
  const evalAll = (w: EasyWeights): (0 | 1)[] =>
    Array.from({ length: games }, (_, k) => playDeal(scenario, seed, k, side, w));
  const sum = (r: readonly number[]) => r.reduce((t, x) => t + x, 0);
  if (values.check !== undefined) {
    const w = { ...EASY_WEIGHTS, ...(JSON.parse(values.check) as Partial<EasyWeights>) };
    console.log(JSON.stringify({ scenario, side, seed, games, check: values.check, wins: sum(evalAll(w)) }));
    return;
  }
  let best: EasyWeights = values.start
    ? { ...EASY_WEIGHTS, ...(JSON.parse(values.start) as Partial<EasyWeights>) }
    : EASY_WEIGHTS;
  let bestR = evalAll(best);
  console.log(JSON.stringify({ start: true, wins: sum(bestR), games }));
  const keys = Object.keys(EASY_WEIGHTS) as Key[];
  for (let sweep = 0; sweep < Number(values.sweeps); sweep++) {
    let kept = 0;
    for (const k of keys) {
      for (const cand of neighbours(best, k)) {
        const r = evalAll(cand);
        const diff = sum(r) - sum(bestR);
        const discordant = r.filter((x, i) => x !== bestR[i]).length;
        const keep = diff > 0 && diff >= z * Math.sqrt(discordant);
        console.log(
          JSON.stringify({ sweep, key: k, value: cand[k], wins: sum(r), base: sum(bestR), discordant, keep }),
        );
        if (keep) {
          best = cand;
          bestR = r;
          kept++;
          break;
        }
      }
    }
    const changed = Object.fromEntries(keys.filter((k) => best[k] !== EASY_WEIGHTS[k]).map((k) => [k, best[k]]));
    console.log(JSON.stringify({ sweepDone: sweep, kept, wins: sum(bestR), weights: changed }));
    if (kept === 0) break;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
