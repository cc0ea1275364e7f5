/**
 * Battle odds (issue 13): what the odds make of the view they are given — a hidden enemy reserve
 * drawn and then held back until round 2, an attack preview followed by hand (a view that names
 * the enemy block, so nothing is drawn), another area's attack record left out of it, and views the
 * odds refuse rather than guess from.
 */
import { describe, expect, test } from 'vitest';
import { battleOdds } from '../../../engine/richard-iii/battle/odds';
import { sampleBlocks } from '../../../engine/richard-iii/determinize';
import { makeView, type RichardView } from '../../../engine/richard-iii/view';
import { makeRng, rollD6 } from '../../../engine/core/rng';
import { BLOCKS, areaIndex, blockIndex, type BlockId } from '../../../engine/richard-iii/data';
import type { State } from '../../../engine/richard-iii/types';
import { cardWith, clearMap, must, put, scenarioState, startActionPhaseFor } from '../position';
import { HEIRS_AWAY, battleState, rollsOf } from './helpers';
import { unwrap } from '../../unwrap';

const refusal = (r: ReturnType<typeof battleOdds>) => (r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`);

describe('a hidden enemy reserve on the battle board', () => {
  test('is drawn from the view, then waits for round 2 like any reserve', () => {
    const s = battleState({
      area: 'powys',
      attacker: 'york',
      main: { from: 'hereford', blocks: [['y-kent', 1]] }, // A2
      defenders: [['l-shrewsbury', 1]], // A1
      reinforcements: [{ from: 'chester', blocks: ['l-rivers'] }],
      elsewhere: HEIRS_AWAY,
    });
    must(s, 'york', { t: 'battle', area: 'powys' });
    // Lancaster lost a step in supply unseen this campaign, so the reserve's strength is drawn too.
    s.log.push({ k: 'supply-loss', r: '7.1', s: 'lancaster', p: { area: 'cornwall' } });
    const v = makeView(s, 'york');
    expect(v.battle!.sides.defender.reserveCount).toBe(1);
    // The seed's draw, made the way the odds make it: Rivers (B2) at 1 step, then dice 6, 1, 1.
    const seed = 237405;
    const rng = makeRng(seed);
    const draw = sampleBlocks(v, 'york', rng);
    if (!draw.ok) throw new Error(draw.error.message);
    const { loc, known, steps } = draw.value;
    const inPowys = BLOCKS.filter((b) => !known[b.idx] && loc[b.idx] === areaIndex('powys')).map((b) => b.id);
    expect(inPowys).toEqual(['l-rivers']);
    expect(steps[blockIndex('l-rivers')]).toBe(1);
    expect([rollD6(rng), rollD6(rng), rollD6(rng)]).toEqual([6, 1, 1]);
    // Round 1: Shrewsbury 6; Kent's 1 kills him; Rivers deploys and Lancaster takes the attack (6.3).
    // Round 2: Kent's 1 kills Rivers. Had Rivers stood in round 1, Kent's hit would still kill the weaker
    // Shrewsbury but Rivers would fire at once, and his 1 would kill Kent.
    const o = unwrap(battleOdds(v, 'york', {}, seed, 1));
    expect(o).toMatchObject({ attacker: 'york', win: 1, samples: 1 });
    expect(o.losses).toEqual({ york: { steps: 0, blocks: 0 }, lancaster: { steps: 2, blocks: 2 } });
  });
});

/** York's action phase: Northumberland (1 step) in Hereford, Oxford (1 step) hidden in Powys. */
function yorkToMove(): State {
  const s = scenarioState('wars-of-the-roses', 3);
  clearMap(s);
  put(s, 'y-northumberland', 'hereford', 1);
  put(s, 'y-york', 'middlesex');
  for (const [id, area] of HEIRS_AWAY) if (id.startsWith('l-')) put(s, id, area);
  put(s, 'l-oxford', 'powys', 1);
  startActionPhaseFor(s, 'york', 'york', cardWith(4));
  return s;
}

/** York's view, changed by hand to name the block in Powys as Oxford (1 step): nothing left to draw. */
function namedView(): RichardView {
  const v = makeView(yorkToMove(), 'york');
  const hidden = v.blocks.filter((b) => b.place === 'powys');
  expect(hidden).toMatchObject([{ id: null, side: 'lancaster' }]);
  return { ...v, blocks: v.blocks.map((b) => (b.place === 'powys' ? { ...b, id: 'l-oxford', steps: 1 } : b)) };
}

const attack = (blocks: BlockId[], to = 'powys') => ({ attack: { blocks, to } });

describe('an attack preview followed by hand', () => {
  test('every block sent fires from round 1, the enemy block as the view names it', () => {
    const seed = 14590;
    expect(rollsOf(seed, 6)).toEqual([6, 6, 6, 6, 6, 1]);
    // Rounds 1–2: Oxford (A2, defending) 6, Northumberland (B3) 6. Round 3: Oxford 6; Northumberland's 1
    // kills him. Had the attack started in round 2, round 4 would come first: Oxford 6 and York retreats.
    const o = unwrap(battleOdds(namedView(), 'york', attack(['y-northumberland']), seed, 1));
    expect(o).toEqual({
      area: 'powys',
      side: 'york',
      attacker: 'york',
      win: 1,
      losses: { york: { steps: 0, blocks: 0 }, lancaster: { steps: 1, blocks: 1 } },
      simulations: 1,
      samples: 0,
    });
  });

  test('an attack record of another area changes nothing', () => {
    const v = namedView();
    const chester: RichardView = {
      ...v,
      attacks: [
        {
          area: 'chester',
          attacker: 'lancaster',
          attackerBorders: [],
          defenderBorders: [],
          pinning: 0,
          defenders: [],
          entries: [],
        },
      ],
    };
    const alone = unwrap(battleOdds(v, 'york', attack(['y-northumberland']), 3, 50));
    const withOther = unwrap(battleOdds(chester, 'york', attack(['y-northumberland']), 3, 50));
    expect(withOther).toEqual(alone);
    expect(withOther.attacker).toBe('york');
  });
});

describe('views the odds refuse', () => {
  test('an enemy block the view names cannot be sent, nor a block of unknown strength', () => {
    const v = namedView();
    const own = 'odds-bad-attack: Only your own blocks on the map can attack.';
    expect(refusal(battleOdds(v, 'york', attack(['l-oxford'], 'hereford'), 1, 1))).toBe(own);
    const unknown: RichardView = {
      ...v,
      blocks: v.blocks.map((b) => (b.id === 'y-northumberland' ? { ...b, steps: null } : b)),
    };
    expect(refusal(battleOdds(unknown, 'york', attack(['y-northumberland']), 1, 1))).toBe(own);
  });

  test('hidden blocks the view gives no way to draw: the drawing’s reason, no figures', () => {
    const v = makeView(yorkToMove(), 'york');
    expect(refusal(battleOdds(v, 'york', attack(['y-northumberland']), 1, 1))).toBe('ok');
    const r = battleOdds({ ...v, scenario: 'no-such-scenario' }, 'york', attack(['y-northumberland']), 1, 1);
    expect(r.ok ? 'ok' : r.error.code).toBe('unknown-scenario');
  });
});

describe("Kingmaker's captive Henry VI", () => {
  test('is no fighter in an attack on London: the odds are those of the same attack without him there', () => {
    const s = scenarioState('kingmaker', 1);
    startActionPhaseFor(s, 'lancaster', 'lancaster', cardWith(4));
    put(s, 'l-warwick', 'kent');
    put(s, 'l-oxford', 'kent');
    const v = makeView(s, 'lancaster');
    expect(v.prisoner).toBe('l-henry-vi');
    expect(v.blocks.find((b) => b.id === 'l-henry-vi')?.place).toBe('middlesex');
    const attack = { attack: { blocks: ['l-warwick', 'l-oxford'] as BlockId[], to: 'middlesex', via: 'kent' } };
    const withHim = unwrap(battleOdds(v, 'lancaster', attack, 7, 400));
    const without: RichardView = { ...v, blocks: v.blocks.filter((b) => b.id !== 'l-henry-vi') };
    expect(unwrap(battleOdds(without, 'lancaster', attack, 7, 400))).toEqual(withHim);
  });
});
