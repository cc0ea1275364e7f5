/**
 * Where the search bot's decisions come from: plays Normal (or Hard) against Easy on the engine,
 * sides swapped on shared seeds like the tournament, and counts per step kind the decisions with a
 * choice, how many the search answered (the rest fell back to Easy: steps determinize cannot
 * sample), how many left Easy's first choice, the samples and milliseconds per decision, and the
 * legal actions per decision. One JSON line, with the milliseconds a search sample costs per step
 * kind and in all (`msPerSample`, `samplesPerSecond`: the search's speed at a fixed `--iterations`)
 * and `trace`: per game a hash of every action played and of the search's statistics (each
 * searched decision's ranked moves, visits and win chances), so a speed-up can be checked to
 * change no choice (the same command before and after must print the same trace).
 * `--clock cpu` times with this process's CPU time instead of the wall clock: on a shared, loaded
 * machine that is the steadier figure for comparing two builds.
 * Run: npx tsx electron/headless/tournament-profile.ts [--level normal|hard] [--scenario ID]
 *        [--games N] [--seed S] [--iterations N] [--clock wall|cpu]
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { hashString } from '../../engine/core/hash';
import { makeRng, nextInt } from '../../engine/core/rng';
import { deriveSeed } from '../../engine/core/seed';
import { actionKey } from '../../engine/richard-iii/actions';
import { HARD_SEARCH, NORMAL_SEARCH, chooseEasy, ismctsSearch, scoreActions } from '../../engine/richard-iii/bots';
import { undominated } from '../../engine/richard-iii/bots/dominated';
import type { Side } from '../../engine/richard-iii/data';
import { richardIII } from '../../engine/richard-iii/module';
import type { Action } from '../../engine/richard-iii/types';
import type { RichardView } from '../../engine/richard-iii/view';
import { cpuMs } from './cpu-clock';

export interface StepProfile {
  decisions: number;
  searched: number;
  /** Searched decisions whose answer was not Easy's first choice. */
  leftEasy: number;
  samplesPerDecision: number;
  msPerDecision: number;
  /** Milliseconds per search sample over the searched decisions (the search's speed). */
  msPerSample: number;
  legalPerDecision: number;
}

export interface ProfileOptions {
  readonly level: 'normal' | 'hard';
  readonly scenario: string;
  readonly games: number;
  readonly seed: number;
  readonly iterations: number;
  /** Stop each game after this many actions (a quick check of the first decisions; the game then counts as not won). */
  readonly maxActions?: number;
  /** Milliseconds clock for the timings (tests inject one). */
  readonly clock?: () => number;
}

/** Easy's first choice, as the search ranks it (best score, ties in legal order). */
function easyFirst(view: RichardView, side: Side, legal: readonly Action[]): string {
  let best = 0;
  const scored = scoreActions(view, side, legal);
  scored.forEach((x, i) => {
    if (x.score > scored[best]!.score) best = i;
  });
  return actionKey(scored[best]!.action);
}

export function profileSearch(o: ProfileOptions): {
  wins: number;
  games: number;
  steps: Record<string, StepProfile>;
  /** All steps: milliseconds per sample and samples per second of search time. */
  msPerSample: number;
  samplesPerSecond: number;
  /** Per game: a hash of its actions and of every searched decision's statistics. */
  trace: string[];
} {
  const clock = o.clock ?? (() => performance.now());
  const opts = { ...(o.level === 'hard' ? HARD_SEARCH : NORMAL_SEARCH), iterations: o.iterations };
  const acc: Record<
    string,
    { n: number; searched: number; left: number; samples: number; ms: number; searchMs: number; legal: number }
  > = {};
  let wins = 0;
  const trace: string[] = [];
  for (let g = 0; g < o.games; g++) {
    const gameSeed = deriveSeed(o.seed, 'tournament', Math.floor(g / 2));
    const me: Side = g % 2 === 0 ? 'lancaster' : 'york';
    const r = richardIII.setup(o.scenario, gameSeed);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    const order = makeRng(deriveSeed(gameSeed, 'order'));
    const played: string[] = [];
    for (let n = 0; !s.outcome && n < (o.maxActions ?? Infinity); n++) {
      if (n > 20_000) throw new Error(`game ${g + 1} did not end`);
      const who = richardIII.toAct(s);
      const side = who[nextInt(order, who.length)]!;
      const legal = richardIII.legalActions(s, side);
      const view = richardIII.view(s, side);
      const rng = makeRng(deriveSeed(gameSeed, 'decision', n, side));
      let action: Action;
      // The search bot's decisions with a choice: a dominated move is none (bots/dominated.ts).
      const choices = side === me ? undominated(view, side, legal) : legal;
      if (side === me && choices.length > 1) {
        const st = (acc[view.step] ??= { n: 0, searched: 0, left: 0, samples: 0, ms: 0, searchMs: 0, legal: 0 });
        st.n++;
        st.legal += legal.length;
        const t0 = clock();
        const ctx = { view, player: side, legalActions: legal, budgetMs: 0, clock, deadline: t0, rng, progress() {} };
        const report = ismctsSearch(ctx, opts);
        const ms = clock() - t0;
        st.ms += ms;
        if (report) {
          st.searched++;
          st.searchMs += ms;
          st.samples += report.iterations;
          played.push(report.ranked.map((x) => `${actionKey(x.action)}=${x.visits}:${x.winChance}`).join(';'));
          if (actionKey(report.action) !== easyFirst(view, side, legal)) st.left++;
          action = report.action;
        } else action = chooseEasy(view, side, legal, rng);
      } else action = choices.length === 1 ? choices[0]! : chooseEasy(view, side, legal, rng);
      played.push(actionKey(action));
      if (!richardIII.play(s, side, action).ok) throw new Error('an illegal action');
    }
    if (s.outcome?.winner === me) wins++;
    trace.push(hashString(played.join('\n')));
  }
  const r2 = (x: number) => Math.round(x * 100) / 100;
  const steps: Record<string, StepProfile> = {};
  let samples = 0;
  let searchMs = 0;
  for (const [k, v] of Object.entries(acc)) {
    samples += v.samples;
    searchMs += v.searchMs;
    steps[k] = {
      decisions: v.n,
      searched: v.searched,
      leftEasy: v.left,
      samplesPerDecision: r2(v.samples / Math.max(1, v.searched)),
      msPerDecision: r2(v.ms / v.n),
      msPerSample: r2(v.searchMs / Math.max(1, v.samples)),
      legalPerDecision: r2(v.legal / v.n),
    };
  }
  return {
    wins,
    games: o.games,
    steps,
    msPerSample: r2(searchMs / Math.max(1, samples)),
    samplesPerSecond: r2((samples * 1000) / Math.max(1e-9, searchMs)),
    trace,
  };
}

function main(): void {
  const { values } = parseArgs({
    options: {
      level: { type: 'string', default: 'normal' },
      scenario: { type: 'string', default: 'richard-iii' },
      games: { type: 'string', default: '2' },
      seed: { type: 'string', default: '1' },
      iterations: { type: 'string', default: '16' },
      clock: { type: 'string', default: 'wall' },
    },
  });
  const cpu = values.clock === 'cpu';
  const level = values.level === 'hard' ? 'hard' : 'normal';
  const o = {
    level,
    scenario: values.scenario,
    games: Number(values.games),
    seed: Number(values.seed),
    iterations: Number(values.iterations),
  } as const;
  const t0 = performance.now();
  const r = profileSearch({ ...o, ...(cpu ? { clock: cpuMs } : {}) });
  const seconds = Math.round((performance.now() - t0) / 100) / 10;
  console.log(JSON.stringify({ ...o, clock: cpu ? 'cpu' : 'wall', ...r, seconds }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
