/**
 * Battle odds (issue 13): checked against odds worked out by hand for small battles, and shown
 * never to depend on what the player cannot see.
 */
import { describe, expect, test } from 'vitest';
import { battleOdds, type BattleOdds } from '../../../engine/richard-iii/battle/odds';
import { cardWith, clearMap, must, put, scenarioState, startActionPhaseFor } from '../position';
import { makeView } from '../../../engine/richard-iii/view';
import { BLOCKS, type BlockId } from '../../../engine/richard-iii/data';
import type { State } from '../../../engine/richard-iii/types';
import { battleState } from './helpers';

/** 3.5 standard errors of a 2,000-run estimate of a chance near 1/2: the seeded run is fixed, this only says how close it must be. */
const TOL = 0.04;

const choose = (n: number, k: number): number => {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
};
const binom = (n: number, k: number, p: number): number => choose(n, k) * p ** k * (1 - p) ** (n - k);

interface Exact {
  win: number;
  attackerSteps: number;
  defenderSteps: number;
}

/**
 * Worked by hand as a chain over rounds: one attacking block of `k` steps hitting on `pa`, against
 * `d` one-step defenders hitting on `pd` that all fire first (earlier initiative or a tie, 6.2).
 * Rounds 1–3: the defenders fire, then the attacker; its hits each kill one defender. Round 4:
 * the defenders fire, then the attacker retreats and the defender wins.
 */
function exact(k: number, d: number, pa: number, pd: number, round = 1): Exact {
  let win = 0;
  let attackerSteps = 0;
  let defenderSteps = 0;
  for (let h = 0; h <= d; h++) {
    const ph = binom(d, h, pd);
    const k1 = k - Math.min(h, k);
    attackerSteps += ph * Math.min(h, k);
    if (k1 === 0 || round === 4) continue;
    for (let g = 0; g <= k1; g++) {
      const pg = binom(k1, g, pa);
      const killed = Math.min(g, d);
      defenderSteps += ph * pg * killed;
      if (d - killed === 0) {
        win += ph * pg;
        continue;
      }
      const next = exact(k1, d - killed, pa, pd, round + 1);
      win += ph * pg * next.win;
      attackerSteps += ph * pg * next.attackerSteps;
      defenderSteps += ph * pg * next.defenderSteps;
    }
  }
  return { win, attackerSteps, defenderSteps };
}

/** York attacks from Hereford into Powys (no shield, city or crown for these blocks) or wherever `area` says. */
function fought(defenders: [BlockId, number][], attacker: [BlockId, number], area: 'powys' | 'south-yorks'): State {
  const s = battleState({
    area,
    attacker: 'york',
    main: { from: area === 'powys' ? 'hereford' : 'derby', blocks: [attacker] },
    defenders,
  });
  must(s, 'york', { t: 'battle', area });
  return s;
}

const odds = (s: State, side: 'york' | 'lancaster', seed = 7): BattleOdds => {
  const r = battleOdds(makeView(s, side), side, {}, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

function expectClose(o: BattleOdds, e: Exact): void {
  expect(Math.abs(o.win - e.win)).toBeLessThan(TOL);
  expect(Math.abs(o.losses.york.steps - e.attackerSteps)).toBeLessThan(2 * TOL);
  expect(Math.abs(o.losses.lancaster.steps - e.defenderSteps)).toBeLessThan(TOL);
}

describe('battle odds against hand-worked cases', () => {
  test('a single B3 (3 steps) attacking a single 1-step A1: the A1 fires first every round', () => {
    const s = fought([['l-shrewsbury', 1]], ['y-northumberland', 3], 'powys');
    const e = exact(3, 1, 3 / 6, 1 / 6);
    // By hand: the A1 misses 5/6 of the time, then three dice at 3 or less kill it 7/8 of the time…
    expect(e.win).toBeGreaterThan(0.9);
    const o = odds(s, 'york');
    expect(o.simulations).toBeGreaterThanOrEqual(2000);
    expect(o.samples).toBe(0); // every block is revealed on the battle board
    expect(o.attacker).toBe('york');
    expectClose(o, e);
    // …and the defender's odds are the complement, from his own view.
    const l = odds(s, 'lancaster');
    expect(Math.abs(l.win - (1 - e.win))).toBeLessThan(TOL);
  });

  test('the same A1 defending its own shield hits on 2 or less (2.2): the odds move', () => {
    const s = fought([['l-shrewsbury', 1]], ['y-northumberland', 1], 'south-yorks');
    const e = exact(1, 1, 3 / 6, 2 / 6);
    const o = odds(s, 'york');
    expectClose(o, e);
    // Without the bonus the attacker would do clearly better.
    expect(exact(1, 1, 3 / 6, 1 / 6).win - o.win).toBeGreaterThan(0.05);
  });

  test('two 1-step B2 defenders fire before a 2-step B3 attacker (defenders first on a tie, 6.2)', () => {
    const s = fought(
      [
        ['l-rivers', 1],
        ['l-devon', 1],
      ],
      ['y-northumberland', 2],
      'powys',
    );
    const e = exact(2, 2, 3 / 6, 2 / 6);
    const o = odds(s, 'york');
    expectClose(o, e);
    expect(Math.abs(o.losses.lancaster.blocks - e.defenderSteps)).toBeLessThan(TOL); // one step each: a hit is a block
  });

  test('the same seed gives the same odds; another seed stays close', () => {
    const s = fought([['l-shrewsbury', 1]], ['y-northumberland', 3], 'powys');
    expect(odds(s, 'york', 3)).toEqual(odds(s, 'york', 3));
    expect(Math.abs(odds(s, 'york', 3).win - odds(s, 'york', 4).win)).toBeLessThan(TOL);
  });

  test('a battle already won shows a certain result', () => {
    const s = fought([['l-shrewsbury', 1]], ['y-northumberland', 3], 'powys');
    put(s, 'l-shrewsbury', 'pool');
    const o = odds(s, 'york');
    expect(o.win).toBe(1);
    expect(o.losses.york.steps).toBe(0);
  });
});

/** Lancaster's heirs on the map at the start: a view tells York they are on the board somewhere, so a test keeps them there. */
const lancasterHeirs: [BlockId, 'lancaster'][] = (() => {
  const start = scenarioState();
  return BLOCKS.filter((b, i) => b.kind === 'heir' && b.side === 'lancaster' && start.loc[i]! >= 0).map((b) => [
    b.id,
    'lancaster',
  ]);
})();

/** York's action phase with his Northumberland in Hereford next to Powys, where `hidden` stand for Lancaster. */
function preview(hidden: [BlockId, number][]): State {
  const s = scenarioState('wars-of-the-roses', 3);
  clearMap(s);
  put(s, 'y-northumberland', 'hereford');
  put(s, 'y-york', 'middlesex');
  for (const [id, area] of lancasterHeirs) put(s, id, area);
  for (const [id, steps] of hidden) put(s, id, 'powys', steps);
  startActionPhaseFor(s, 'york', 'york', cardWith(4));
  return s;
}

describe('battle odds never depend on hidden state', () => {
  const attack = { blocks: ['y-northumberland'] as BlockId[], to: 'powys' as const };

  test('two positions the attacker cannot tell apart give him identical odds', () => {
    const a = preview([['l-rivers', 1]]);
    const b = preview([['l-buckingham', 4]]);
    const va = makeView(a, 'york');
    const vb = makeView(b, 'york');
    expect(vb).toEqual(va); // what he sees is the same…
    const oa = battleOdds(va, 'york', { attack }, 11);
    const ob = battleOdds(vb, 'york', { attack }, 11);
    expect(oa.ok && ob.ok).toBe(true);
    expect(ob).toEqual(oa); // …and so are the odds, though a 1-step Rivers and a 4-step Buckingham differ
    if (!oa.ok) return;
    expect(oa.value.samples).toBeGreaterThan(0);
    expect(oa.value.win).toBeGreaterThan(0);
    expect(oa.value.win).toBeLessThan(1);
  });

  test('hidden enemy reserves on the battle board are drawn, not read', () => {
    const make = (reserve: BlockId): State => {
      const s = battleState({
        area: 'powys',
        attacker: 'york',
        main: { from: 'hereford', blocks: [['y-northumberland', 3]] },
        defenders: [['l-shrewsbury', 1]],
        reinforcements: [{ from: 'chester', blocks: [reserve] }],
        elsewhere: lancasterHeirs,
      });
      must(s, 'york', { t: 'battle', area: 'powys' });
      return s;
    };
    const a = make('l-rivers');
    const b = make('l-stanley');
    expect(makeView(b, 'york')).toEqual(makeView(a, 'york'));
    const oa = battleOdds(makeView(a, 'york'), 'york', {}, 5);
    const ob = battleOdds(makeView(b, 'york'), 'york', {}, 5);
    expect(ob).toEqual(oa);
    if (!oa.ok) throw new Error(oa.error.message);
    expect(oa.value.samples).toBeGreaterThan(0);
    // A reserve to come makes the lone A1 harder to beat than it is alone.
    expect(oa.value.win).toBeLessThan(exact(3, 1, 3 / 6, 1 / 6).win - 0.1);
  });

  test('more blocks sent make a better chance', () => {
    const s = preview([['l-rivers', 2]]);
    put(s, 'y-warwick', 'hereford');
    const v = makeView(s, 'york');
    const one = battleOdds(v, 'york', { attack }, 2);
    const two = battleOdds(v, 'york', { attack: { blocks: ['y-northumberland', 'y-warwick'], to: 'powys' } }, 2);
    if (!one.ok || !two.ok) throw new Error('odds refused');
    expect(two.value.win).toBeGreaterThan(one.value.win + 0.05);
  });

  test('requests that make no sense are refused with a reason', () => {
    const s = preview([['l-rivers', 1]]);
    const v = makeView(s, 'york');
    const code = (r: ReturnType<typeof battleOdds>) => (r.ok ? 'ok' : r.error.code);
    expect(code(battleOdds(v, 'lancaster', { attack }, 1))).toBe('odds-wrong-view');
    expect(code(battleOdds(v, 'york', {}, 1))).toBe('odds-no-battle');
    expect(code(battleOdds(v, 'york', { attack: { blocks: ['l-rivers'], to: 'powys' } }, 1))).toBe('odds-bad-attack');
    expect(code(battleOdds(v, 'york', { attack: { blocks: ['y-northumberland'], to: 'chester' } }, 1))).toBe(
      'odds-no-battle',
    );
    expect(
      code(battleOdds(v, 'york', { attack: { blocks: ['y-northumberland', 'y-northumberland'], to: 'powys' } }, 1)),
    ).toBe('odds-bad-attack');
    expect(code(battleOdds(makeView(s, 'lancaster'), 'lancaster', { attack }, 1))).toBe('odds-not-now');
  });
});
