/**
 * Easy's habits (issue 10): plays Easy against Easy on the engine, seeded like the tournament, and
 * counts per scenario the habits that lose games — the Pretender entering a campaign's turn 7
 * behind on the usurpation count, usurpations, recruits that do not count for usurpation, heirs
 * leading attacks, heir charges, the King's side leaving London empty and the cards played on
 * turn 7. The tool watches the state (it is an observer, not a player); the bots see their views.
 * One JSON line per scenario.
 * Run: npx tsx electron/headless/easy-habits.ts [--scenario ID,ID] [--games N] [--seed S]
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { makeRng, nextInt, type RngState } from '../../engine/core/rng';
import { deriveSeed } from '../../engine/core/seed';
import { chooseEasy } from '../../engine/richard-iii/bots';
import { BLOCKS, CARDS, LONDON, areaIndex, blockIndex, otherSide, type Side } from '../../engine/richard-iii/data';
import { richardIII } from '../../engine/richard-iii/module';
import { usurpationCounts } from '../../engine/richard-iii/political/usurpation';
import { occupancy, pretenderSide } from '../../engine/richard-iii/state';
import type { Action, State } from '../../engine/richard-iii/types';
import type { RichardView } from '../../engine/richard-iii/view';

/** A side's decision from its own view (Easy by default; a scratch run may pass another chooser). */
export type Chooser = (view: RichardView, side: Side, legal: readonly Action[], rng: RngState) => Action;

export interface Habits {
  scenario: string;
  games: number;
  seed: number;
  /** Wins per side, and the winners' reasons (`side:reason`). */
  wins: Record<Side, number>;
  reasons: Record<string, number>;
  /** Campaigns that reached turn 7, and those the Pretender entered behind (<) / not ahead (≤). */
  campaignsAtTurn7: number;
  pretenderBehindAtTurn7: number;
  pretenderNotAheadAtTurn7: number;
  /** Political turns, and those in which the Pretender usurped. */
  politicalTurns: number;
  usurpations: number;
  /** Recruits of nobles/church/heirs vs others, and others chosen while a counting recruit was legal. */
  recruitsCounting: number;
  recruitsOther: number;
  otherRecruitOverCounting: number;
  /** Moves into an area the enemy holds alone (fresh attacks), and those led by an heir / the King. */
  attacks: number;
  heirLedAttacks: number;
  kingLedAttacks: number;
  /** Decisions where a charge was legal, and charges made. */
  chargeChances: number;
  charges: number;
  /** Moves by the King's side that left London without any of its blocks. */
  londonLeftEmpty: number;
  /** Cards played on turn 7 (both sides): count, AP total, events. */
  turn7Cards: number;
  turn7Ap: number;
  turn7Events: number;
}

const isAttack = (s: State, side: Side, to: number): boolean => {
  const o = occupancy(s);
  return o[otherSide(side)][to]! > 0 && o[side][to] === 0;
};

/** Counts the habits of one scenario's games (games share the tournament's seeds). */
export function countHabits(
  scenario: string,
  games: number,
  seed: number,
  choosers: Record<Side, Chooser> = { lancaster: chooseEasy, york: chooseEasy },
): Habits {
  const h: Habits = {
    scenario,
    games,
    seed,
    wins: { lancaster: 0, york: 0 },
    reasons: {},
    campaignsAtTurn7: 0,
    pretenderBehindAtTurn7: 0,
    pretenderNotAheadAtTurn7: 0,
    politicalTurns: 0,
    usurpations: 0,
    recruitsCounting: 0,
    recruitsOther: 0,
    otherRecruitOverCounting: 0,
    attacks: 0,
    heirLedAttacks: 0,
    kingLedAttacks: 0,
    chargeChances: 0,
    charges: 0,
    londonLeftEmpty: 0,
    turn7Cards: 0,
    turn7Ap: 0,
    turn7Events: 0,
  };
  const counts = (b: number): boolean => ['heir', 'noble', 'church'].includes(BLOCKS[b]!.kind);
  for (let g = 0; g < games; g++) {
    const gameSeed = deriveSeed(seed, 'tournament', g);
    const r = richardIII.setup(scenario, gameSeed);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    const order = makeRng(deriveSeed(gameSeed, 'order'));
    let turn7Seen = -1;
    for (let n = 0; !s.outcome; n++) {
      if (n > 20_000) throw new Error(`game ${g + 1} did not end`);
      if (s.turn === 7 && s.step.k === 'card' && turn7Seen !== s.campaign) {
        turn7Seen = s.campaign;
        const c = usurpationCounts(s);
        h.campaignsAtTurn7++;
        if (c[pretenderSide(s)] < c[s.kingSide]) h.pretenderBehindAtTurn7++;
        if (c[pretenderSide(s)] <= c[s.kingSide]) h.pretenderNotAheadAtTurn7++;
      }
      const who = richardIII.toAct(s);
      const side = who[nextInt(order, who.length)]!;
      const legal = richardIII.legalActions(s, side);
      const view = richardIII.view(s, side);
      const rng = makeRng(deriveSeed(gameSeed, 'decision', n, side));
      const a = legal.length === 1 ? legal[0]! : choosers[side](view, side, legal, rng);
      if (legal.some((x) => x.t === 'charge')) {
        h.chargeChances++;
        if (a.t === 'charge') h.charges++;
      }
      if (a.t === 'recruit') {
        if (counts(blockIndex(a.block))) h.recruitsCounting++;
        else {
          h.recruitsOther++;
          if (legal.some((x) => x.t === 'recruit' && counts(blockIndex(x.block)))) h.otherRecruitOverCounting++;
        }
      }
      if (a.t === 'card' && s.turn === 7) {
        h.turn7Cards++;
        h.turn7Ap += CARDS[a.card]!.ap;
        if (CARDS[a.card]!.event !== null) h.turn7Events++;
      }
      let leavesLondon = false;
      if (a.t === 'move' || a.t === 'sea') {
        const b = blockIndex(a.block);
        const to = areaIndex(a.t === 'move' ? a.path[a.path.length - 1]! : a.to);
        if (isAttack(s, side, to)) {
          h.attacks++;
          if (BLOCKS[b]!.kind === 'heir') h.heirLedAttacks++;
          if (b === s.king) h.kingLedAttacks++;
        }
        leavesLondon = side === s.kingSide && s.loc[b] === LONDON && occupancy(s)[side][LONDON] === 1;
      }
      const hadPolitical = s.political !== null;
      if (!richardIII.play(s, side, a).ok) throw new Error('an illegal action');
      if (leavesLondon && occupancy(s)[side][LONDON] === 0) h.londonLeftEmpty++;
      if (!hadPolitical && s.political) {
        h.politicalTurns++;
        if (s.political.usurped) h.usurpations++;
      }
    }
    const w = s.outcome.winner;
    if (w) {
      h.wins[w]++;
      h.reasons[`${w}:${s.outcome.reason}`] = (h.reasons[`${w}:${s.outcome.reason}`] ?? 0) + 1;
    }
  }
  return h;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      scenario: { type: 'string', default: 'richard-iii,kingmaker,wars-of-the-roses' },
      games: { type: 'string', default: '30' },
      seed: { type: 'string', default: '1' },
    },
  });
  for (const scenario of values.scenario.split(',')) {
    const t0 = performance.now();
    const h = countHabits(scenario, Number(values.games), Number(values.seed));
    console.log(JSON.stringify({ ...h, seconds: Math.round((performance.now() - t0) / 100) / 10 }));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
