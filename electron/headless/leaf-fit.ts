/**
 * Fits the search bots' leaf evaluation (engine/richard-iii/bots/leaf.ts) from self-play: Easy
 * plays Easy on seeded games of each scenario; at the start of every game turn the position's
 * features are noted for both sides, labelled with who went on to win; a logistic regression
 * (Newton's method, a little L2) gives the weights. Prints one JSON line to paste into LEAF_WEIGHTS.
 * The weights named in HELD keep their shipped values (set from tournaments: see LEAF_WEIGHTS) and
 * the others are fitted around them. --fit names the only weights to fit, the rest held: the
 * scenarios' side-bias terms alone re-calibrate the chances after Easy changed, leaving the weights of
 * the position's features as they were.
 * --calibration fits nothing: per scenario and side, the shipped leaf's mean chance at the turn
 * starts beside the share of them that side went on to win (on other seeds than the fit's, a check
 * that the chances the Hint shows are honest).
 * Run: npx tsx electron/headless/leaf-fit.ts [--games N] [--seed S] [--fit NAME,NAME | --calibration]
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { makeRng, nextInt } from '../../engine/core/rng';
import { deriveSeed } from '../../engine/core/seed';
import { chooseEasy, leafFeatures, sideBiasIndex, LEAF_FEATURES, LEAF_WEIGHTS } from '../../engine/richard-iii/bots';
import { SCENARIO_IDS, SIDES } from '../../engine/richard-iii/data';
import { richardIII } from '../../engine/richard-iii/module';

interface Row {
  readonly x: number[];
  readonly y: number;
  /** A fixed part of the logit (held weights times their features); 0 if absent. */
  readonly offset?: number;
}

/** Leaf weights not fitted here: Easy against Easy understates them (see LEAF_WEIGHTS). */
const HELD: readonly (typeof LEAF_FEATURES)[number][] = ['heirRisk'];

/**
 * The indices of the weights held at their shipped values: HELD, or with `--fit a,b` every weight
 * but those named.
 */
export function heldFeatures(fit: string | undefined): number[] {
  if (fit === undefined) return HELD.map((name) => LEAF_FEATURES.indexOf(name));
  const names = fit.split(',').map((x) => x.trim());
  const unknown = names.filter((x) => !(LEAF_FEATURES as readonly string[]).includes(x));
  if (unknown.length > 0) throw new Error(`unknown leaf feature: ${unknown.join(', ')}`);
  return LEAF_FEATURES.flatMap((name, i) => (names.includes(name) ? [] : [i]));
}

/** Turn-start positions of one Easy-against-Easy game, both sides' features, labelled with the result. */
function gameRows(scenario: string, seed: number): Row[] {
  const r = richardIII.setup(scenario, seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  const order = makeRng(deriveSeed(seed, 'order'));
  const marks: { side: (typeof SIDES)[number]; x: number[] }[] = [];
  let noted = '';
  for (let n = 0; !s.outcome && n < 20_000; n++) {
    const key = `${s.campaign}:${s.turn}`;
    if (s.step.k === 'card' && key !== noted) {
      noted = key;
      for (const side of SIDES) marks.push({ side, x: leafFeatures(s, side) });
    }
    const who = richardIII.toAct(s);
    const side = who[nextInt(order, who.length)]!;
    const legal = richardIII.legalActions(s, side);
    const rng = makeRng(deriveSeed(seed, 'decision', n));
    const a = legal.length === 1 ? legal[0]! : chooseEasy(richardIII.view(s, side), side, legal, rng);
    if (!richardIII.play(s, side, a).ok) throw new Error('Easy chose an illegal action');
  }
  if (!s.outcome || s.outcome.winner === null) return [];
  const winner = s.outcome.winner;
  return marks.map((m) => ({ x: m.x, y: m.side === winner ? 1 : 0 }));
}

/** The model's chance for a row: the logistic of its features times the weights, plus a fixed offset. */
const logistic = (x: readonly number[], w: readonly number[], offset = 0): number =>
  1 / (1 + Math.exp(-x.reduce((t, xi, i) => t + xi * w[i]!, offset)));

/** Logistic regression without intercept (the features are antisymmetric), by Newton's method. */
export function fitLogistic(rows: readonly Row[], l2 = 1): number[] {
  const k = rows[0]!.x.length;
  let w = new Array<number>(k).fill(0);
  for (let iter = 0; iter < 25; iter++) {
    const g = w.map((wi) => l2 * wi);
    const h = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? l2 : 0)));
    for (const { x, y, offset = 0 } of rows) {
      const p = logistic(x, w, offset);
      for (let i = 0; i < k; i++) {
        g[i]! += (p - y) * x[i]!;
        for (let j = 0; j < k; j++) h[i]![j]! += p * (1 - p) * x[i]! * x[j]!;
      }
    }
    const step = solve(h, g);
    w = w.map((wi, i) => wi - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-6) break;
  }
  return w;
}

/**
 * fitLogistic with the weights at `held` kept at their values in `weights`: their terms become each
 * row's offset and the rest are fitted around them. All the weights, in the rows' feature order.
 */
export function fitAround(rows: readonly Row[], held: readonly number[], weights: readonly number[], l2 = 1): number[] {
  const isHeld = (i: number) => held.includes(i);
  const free = fitLogistic(
    rows.map(({ x, y }) => ({
      x: x.filter((_, i) => !isHeld(i)),
      y,
      offset: held.reduce((t, i) => t + x[i]! * weights[i]!, 0),
    })),
    l2,
  );
  let next = 0;
  return rows[0]!.x.map((_, i) => (isHeld(i) ? weights[i]! : free[next++]!));
}

/** Gaussian elimination with partial pivoting: solves a·x = b. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c || m[c]![c] === 0) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let j = c; j <= n; j++) m[r]![j]! -= f * m[c]![j]!;
    }
  }
  return m.map((row, i) => (row[i] === 0 ? 0 : row[n]! / row[i]!));
}

export interface SideCalibration {
  readonly positions: number;
  /** The leaf's mean chance for this side at its turn starts. */
  readonly meanLeaf: number;
  /** The share of those turn starts whose game this side won. */
  readonly winShare: number;
}

/**
 * How well the leaf's chances match the results, per side, over one scenario's rows: a row is
 * York's if the scenario's side-bias feature (`biasIndex`) is +1 (leafFeatures), else Lancaster's.
 */
export function calibration(
  rows: readonly Row[],
  w: readonly number[],
  biasIndex: number,
): { lancaster: SideCalibration; york: SideCalibration; logLoss: number } {
  const side = (york: boolean): SideCalibration => {
    const mine = rows.filter((r) => r.x[biasIndex]! > 0 === york);
    const mean = (f: (r: Row) => number) => mine.reduce((t, r) => t + f(r), 0) / Math.max(1, mine.length);
    return {
      positions: mine.length,
      meanLeaf: round(mean((r) => logistic(r.x, w))),
      winShare: round(mean((r) => r.y)),
    };
  };
  return { lancaster: side(false), york: side(true), logLoss: round(logLoss(rows, w)) };
}

function logLoss(rows: readonly Row[], w: readonly number[]): number {
  let loss = 0;
  for (const { x, y } of rows) {
    const p = logistic(x, w);
    loss -= y ? Math.log(p) : Math.log(1 - p);
  }
  return loss / Math.max(1, rows.length);
}

const round = (x: number): number => Math.round(x * 10_000) / 10_000;

function main(): void {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '120' },
      seed: { type: 'string', default: '1' },
      fit: { type: 'string' },
      calibration: { type: 'boolean', default: false },
    },
  });
  const games = Number(values.games);
  const seed = Number(values.seed);
  const t0 = performance.now();
  const byScenario = SCENARIO_IDS.map((scenario) => {
    // The three-campaign game is three times as long: fewer games of it.
    const n = scenario === 'wars-of-the-roses' ? Math.ceil(games / 3) : games;
    const rows: Row[] = [];
    for (let g = 0; g < n; g++) rows.push(...gameRows(scenario, deriveSeed(seed, 'leaf-fit', scenario, g)));
    return { scenario, games: n, rows };
  });
  const seconds = () => Math.round((performance.now() - t0) / 100) / 10;
  if (values.calibration) {
    const scenarios = byScenario.map(({ scenario, games: n, rows }) => ({
      scenario,
      games: n,
      ...calibration(rows, LEAF_WEIGHTS, sideBiasIndex(scenario)),
    }));
    console.log(JSON.stringify({ seed, scenarios, seconds: seconds() }));
    return;
  }
  const rows = byScenario.flatMap((x) => x.rows);
  const held = heldFeatures(values.fit);
  const w = fitAround(rows, held, LEAF_WEIGHTS);
  let right = 0;
  for (const { x, y } of rows) if (logistic(x, w) > 0.5 === (y === 1)) right++;
  console.log(
    JSON.stringify({
      features: LEAF_FEATURES,
      weights: w.map((x) => Math.round(x * 1000) / 1000),
      positions: rows.length,
      logLoss: Math.round(logLoss(rows, w) * 1000) / 1000,
      accuracy: Math.round((right / rows.length) * 1000) / 1000,
      seconds: seconds(),
    }),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
