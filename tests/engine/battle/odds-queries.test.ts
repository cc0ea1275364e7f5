/**
 * Battle odds (issue 13): what a request may ask, what an attack preview counts, and how often the
 * hidden enemy blocks are drawn. Previews always hide the enemy's blocks, so their figures come from
 * seeded draws: where a figure is pinned it is the seeded run's own (the model is deterministic from
 * the view, the query and the seed), checked against what the rules make plausible.
 */
import { describe, expect, test } from 'vitest';
import { ODDS_SIMULATIONS, battleOdds } from '../../../engine/richard-iii/battle/odds';
import { makeView, type RichardView } from '../../../engine/richard-iii/view';
import {
  AREA_COUNT,
  BLOCKS,
  areaIndex,
  blockIndex,
  borderBetween,
  type BlockId,
} from '../../../engine/richard-iii/data';
import type { State } from '../../../engine/richard-iii/types';
import { cardWith, clearMap, must, put, scenarioState, startActionPhaseFor } from '../position';
import { battleState } from './helpers';

/** Lancaster's heirs stay where the scenario has them: a view tells York they are on the board somewhere. */
function keepLancasterHeirs(s: State): void {
  const start = scenarioState();
  BLOCKS.forEach((b, i) => {
    if (b.kind === 'heir' && b.side === 'lancaster' && start.loc[i]! >= 0) s.loc[i] = start.loc[i]!;
  });
}

/** York's action phase (Player 1 `p1`): Northumberland (and `also`) in Hereford, `hidden` Lancastrians in Powys. */
function preview(hidden: [BlockId, number][], also: BlockId[] = [], p1: 'york' | 'lancaster' = 'york'): State {
  const s = scenarioState('wars-of-the-roses', 3);
  clearMap(s);
  put(s, 'y-northumberland', 'hereford');
  for (const id of also) put(s, id, 'hereford');
  put(s, 'y-york', 'middlesex');
  keepLancasterHeirs(s);
  for (const [id, steps] of hidden) put(s, id, 'powys', steps);
  startActionPhaseFor(s, 'york', p1, cardWith(4));
  return s;
}

const attack = (blocks: BlockId[], to = 'powys') => ({ attack: { blocks, to } });

const refusal = (r: ReturnType<typeof battleOdds>) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`);

describe('requests the odds refuse, with the reason', () => {
  test('a finished game, another side’s view, no battle, an attack outside the action phase', () => {
    const s = preview([['l-rivers', 1]]);
    const v = makeView(s, 'york');
    expect(refusal(battleOdds(v, 'lancaster', attack(['y-northumberland']), 1))).toBe(
      'odds-wrong-view: The view belongs to the other side.',
    );
    expect(refusal(battleOdds({ ...v, outcome: { winner: 'york', reason: 'heirs-eliminated' } }, 'york', {}, 1))).toBe(
      'odds-over: The game is over.',
    );
    expect(refusal(battleOdds(v, 'york', {}, 1))).toBe('odds-no-battle: No battle is being fought.');
    const supply: RichardView = { ...v, step: 'supply' };
    expect(refusal(battleOdds(supply, 'york', attack(['y-northumberland']), 1))).toBe(
      'odds-not-now: Attacks are previewed only in your own action phase.',
    );
    const lancasterActs: RichardView = { ...v, action: { ...v.action!, side: 'lancaster' } };
    expect(refusal(battleOdds(lancasterActs, 'york', attack(['y-northumberland']), 1))).toBe(
      'odds-not-now: Attacks are previewed only in your own action phase.',
    );
    expect(refusal(battleOdds({ ...v, action: null }, 'york', attack(['y-northumberland']), 1))).toBe(
      'odds-not-now: Attacks are previewed only in your own action phase.',
    );
  });

  test('attacks that name no blocks, an unknown area or block, an enemy, a block off the map or already there', () => {
    const s = preview([['l-rivers', 1]], ['y-kent']);
    put(s, 'y-warwick', 'pool');
    put(s, 'y-herbert', 'powys', 1);
    const v = makeView(s, 'york');
    const need = 'odds-bad-attack: An attack needs your blocks and an area.';
    expect(refusal(battleOdds(v, 'york', attack([]), 1))).toBe(need);
    expect(refusal(battleOdds(v, 'york', attack(['y-northumberland'], 'atlantis'), 1))).toBe(need);
    expect(refusal(battleOdds(v, 'york', attack(['y-northumberland', 'y-nobody' as BlockId]), 1))).toBe(need);
    const own = 'odds-bad-attack: Only your own blocks on the map can attack.';
    expect(refusal(battleOdds(v, 'york', attack(['l-rivers']), 1))).toBe(own);
    expect(refusal(battleOdds(v, 'york', attack(['y-warwick']), 1))).toBe(own); // in the pool
    expect(refusal(battleOdds(v, 'york', attack(['y-kent', 'y-clarence']), 1))).toBe(own); // not in play at all
    expect(refusal(battleOdds(v, 'york', attack(['y-herbert']), 1))).toBe(
      'odds-bad-attack: A block cannot attack the area it stands in.',
    );
    expect(refusal(battleOdds(v, 'york', attack(['y-kent', 'y-kent']), 1))).toBe(
      'odds-bad-attack: A block is named twice.',
    );
    expect(refusal(battleOdds(v, 'york', attack(['y-kent'], 'chester'), 1))).toBe(
      'odds-no-battle: No enemy block stands there: there is no battle.',
    );
  });

  test('a battle board whose hidden reserves cannot be drawn from the view is refused, not guessed', () => {
    const s = battleState({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: ['y-northumberland'] },
      defenders: [['l-shrewsbury', 1]],
      reinforcements: [{ from: 'chester', blocks: ['l-rivers'] }],
      elsewhere: [],
    });
    keepLancasterHeirs(s);
    must(s, 'york', { t: 'battle', area: 'powys' });
    const v = makeView(s, 'york');
    expect(v.battle!.sides.defender.reserveCount).toBe(1);
    expect(battleOdds(v, 'york', {}, 1, 1).ok).toBe(true);
    // A second hidden reserve the block list does not hold.
    const bad: RichardView = {
      ...v,
      battle: {
        ...v.battle!,
        sides: { ...v.battle!.sides, defender: { ...v.battle!.sides.defender, reserveCount: 2 } },
      },
    };
    expect(refusal(battleOdds(bad, 'york', {}, 1, 1))).toBe(
      'odds-inconsistent: The hidden enemy blocks there could not be drawn from the view.',
    );
  });
});

describe('attack previews', () => {
  test('hidden blocks are drawn afresh every 16 runs; 2,000 runs by default', () => {
    const v = makeView(preview([['l-rivers', 1]]), 'york');
    const samples = (n: number) => {
      const r = battleOdds(v, 'york', attack(['y-northumberland']), 9, n);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.simulations).toBe(n);
      return r.value.samples;
    };
    expect([samples(1), samples(16), samples(17), samples(32), samples(33)]).toEqual([1, 1, 2, 2, 3]);
    expect(ODDS_SIMULATIONS).toBe(2000);
    const full = battleOdds(v, 'york', attack(['y-northumberland']), 9);
    expect(full.ok && full.value.simulations).toBe(2000);
    expect(full.ok && full.value.samples).toBe(125);
  });

  test('an attack of his own: he attacks, in round 1, with every block sent; the figures are the seeded run’s', () => {
    const v = makeView(preview([['l-rivers', 1]], ['y-kent']), 'york');
    const one = battleOdds(v, 'york', attack(['y-northumberland']), 21, 400);
    const two = battleOdds(v, 'york', attack(['y-northumberland', 'y-kent']), 21, 400);
    if (!one.ok || !two.ok) throw new Error('refused');
    expect(one.value).toMatchObject({ area: 'powys', side: 'york', attacker: 'york', simulations: 400, samples: 25 });
    expect(two.value.win).toBeGreaterThan(one.value.win);
    // Losses in steps are never fewer than blocks lost, and never more than were there.
    for (const o of [one.value, two.value]) {
      expect(o.losses.york.steps).toBeGreaterThanOrEqual(o.losses.york.blocks);
      expect(o.losses.lancaster.steps).toBeGreaterThanOrEqual(o.losses.lancaster.blocks);
      expect(o.losses.lancaster.blocks).toBeLessThanOrEqual(1);
    }
    expect(one.value.losses.york.blocks).toBeLessThanOrEqual(1);
    expect(two.value.losses.york.blocks).toBeLessThanOrEqual(2);
  });

  test('6.3 joining a battle the enemy started: the enemy attacks and the blocks sent are reserves', () => {
    // Lancaster (Player 1) attacked Powys from Chester, where York's Herbert stands; York now sends Northumberland.
    const s = preview([['l-rivers', 2]], [], 'lancaster');
    put(s, 'y-herbert', 'powys', 1);
    const chester = borderBetween(areaIndex('chester'), areaIndex('powys'));
    s.attacks = new Array(AREA_COUNT).fill(null);
    s.attacks[areaIndex('powys')] = {
      attacker: 'lancaster',
      attackerBorders: [chester],
      defenderBorders: [],
      reserves: [],
      pinning: 1,
      defenders: [blockIndex('y-herbert')],
      entries: [{ block: blockIndex('l-rivers'), border: chester }],
    };
    const v = makeView(s, 'york');
    const joined = battleOdds(v, 'york', attack(['y-northumberland']), 5, 400);
    if (!joined.ok) throw new Error(joined.error.message);
    expect(joined.value.attacker).toBe('lancaster');
    // Had York attacked Powys himself, Northumberland would fight in round 1: the reserve is a worse bet.
    const ownAttack: RichardView = { ...v, attacks: [] };
    const alone = battleOdds(ownAttack, 'york', attack(['y-northumberland']), 5, 400);
    if (!alone.ok) throw new Error(alone.error.message);
    expect(alone.value.attacker).toBe('york');
    expect(joined.value.win).toBeLessThan(alone.value.win);
  });

  test('6.3 his own blocks that entered as reserves earlier this phase stay reserves in the preview', () => {
    const s = preview([['l-rivers', 2]], ['y-kent']);
    put(s, 'y-warwick', 'powys');
    const hereford = borderBetween(areaIndex('hereford'), areaIndex('powys'));
    const chester = borderBetween(areaIndex('chester'), areaIndex('powys'));
    s.attacks = new Array(AREA_COUNT).fill(null);
    s.attacks[areaIndex('powys')] = {
      attacker: 'york',
      attackerBorders: [hereford, chester],
      defenderBorders: [],
      reserves: [blockIndex('y-warwick')],
      pinning: 0,
      defenders: [blockIndex('l-rivers')],
      entries: [{ block: blockIndex('y-warwick'), border: chester }],
    };
    const v = makeView(s, 'york');
    expect(v.attacks[0]!.entries).toEqual([{ block: 'y-warwick', border: chester, reserve: true }]);
    const asReserve = battleOdds(v, 'york', attack(['y-kent']), 8, 400);
    const asMain: RichardView = {
      ...v,
      attacks: [{ ...v.attacks[0]!, entries: [{ block: 'y-warwick', border: chester, reserve: false }] }],
    };
    const inMain = battleOdds(asMain, 'york', attack(['y-kent']), 8, 400);
    if (!asReserve.ok || !inMain.ok) throw new Error('refused');
    // Warwick (B3, 4 steps) waiting for round 2 leaves Kent alone in round 1.
    expect(asReserve.value.win).toBeLessThan(inMain.value.win);
    expect(asReserve.value.losses.york.steps).toBeGreaterThan(inMain.value.losses.york.steps);
  });

  test('6.3 / ruling A8: blocks joining his own attack across another border than its main one are reserves', () => {
    const s = preview([['l-rivers', 2]], ['y-kent']);
    put(s, 'y-warwick', 'powys');
    const hereford = borderBetween(areaIndex('hereford'), areaIndex('powys'));
    s.attacks = new Array(AREA_COUNT).fill(null);
    s.attacks[areaIndex('powys')] = {
      attacker: 'york',
      attackerBorders: [hereford],
      defenderBorders: [],
      reserves: [],
      pinning: 1,
      defenders: [blockIndex('l-rivers')],
      entries: [{ block: blockIndex('y-warwick'), border: hereford }],
    };
    const v = makeView(s, 'york');
    const join = (via?: string) =>
      battleOdds(v, 'york', { attack: { blocks: ['y-kent'], to: 'powys', ...(via ? { via } : {}) } }, 8, 400);
    const main = join('hereford');
    const other = join('chester');
    const bySea = join('sea');
    const unsaid = join();
    if (!main.ok || !other.ok || !bySea.ok || !unsaid.ok) throw new Error('refused');
    // Kent (A2) waiting for round 2 fires no shot in round 1: Warwick fights alone at first.
    expect(other.value.win).toBeLessThan(main.value.win);
    expect(other.value.losses.york.steps).toBeGreaterThan(main.value.losses.york.steps);
    // By sea into a land attack is another way in too; a way not given counts as the main attack.
    expect(bySea.value).toEqual(other.value);
    expect(unsaid.value).toEqual(main.value);
    // A way in that is no border of the area, or no area at all, is refused (a client may send anything).
    for (const bad of ['middlesex', 'no-such-area', 'irish-sea'])
      expect(refusal(join(bad)), bad).toBe('odds-bad-attack: The blocks cannot come in from there.');
  });
});
