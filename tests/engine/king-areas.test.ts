/**
 * enemyKingAreas: where the Pretender can tell the enemy King stands, from his own view — the
 * trail of the King's block (possibleEnemyAreas) narrowed by the view's block counts — and Easy's
 * hunt acting on it (Board.kingGuess).
 */
import { describe, expect, it } from 'vitest';
import { makeRng, nextInt } from '../../engine/core/rng';
import { AREAS, CARDS, LONDON, areaIndex, blockIndex, type AreaId, type Side } from '../../engine/richard-iii/data';
import { possibleEnemyAreas } from '../../engine/richard-iii/determinize';
import { enemyKingAreas } from '../../engine/richard-iii/king-areas';
import { makeBoard } from '../../engine/richard-iii/bots/board';
import { richardIII } from '../../engine/richard-iii/module';
import type { Action, State } from '../../engine/richard-iii/types';
import { makePlayView, makeView } from '../../engine/richard-iii/view';
import { easyChoice, playActionPhase } from './bots/helpers';
import { must, put } from './position';

const ids = (areas: ReadonlySet<number> | null): string[] | null => areas && [...areas].map((a) => AREAS[a]!.id).sort();

function setup(seed: number): State {
  const r = richardIII.setup('richard-iii', seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function find(s: State, side: Side, ok: (a: Action) => boolean): void {
  const a = richardIII.legalActions(s, side).find(ok);
  if (!a) throw new Error(`no such action for ${side} at ${s.step.k}`);
  must(s, side, a);
}

/**
 * 1483 (seed 3): York plays 4 AP and moves first; Richard leaves London for Kent alone, and the
 * Calais mercenaries sail in to London if `mercenaries`. Then Lancaster (2 AP) is to move.
 */
function richardLeaves(mercenaries: boolean): State {
  const s = setup(3);
  const card = (side: Side, ap: number) =>
    must(s, side, { t: 'card', card: s.hands[side].find((c) => CARDS[c]!.ap === ap && !CARDS[c]!.event)! });
  card('york', 4);
  card('lancaster', 2);
  find(s, 'york', (a) => a.t === 'move' && a.block === 'y-gloucester' && a.path[a.path.length - 1] === 'kent');
  if (mercenaries)
    for (const merc of ['y-calais-mercenary', 'y-burgundian-mercenary'])
      find(s, 'york', (a) => a.t === 'sea' && a.block === merc && a.to === 'middlesex');
  find(s, 'york', (a) => a.t === 'end');
  expect(s.step).toEqual({ k: 'action', side: 'lancaster' });
  return s;
}

describe('enemyKingAreas', () => {
  it("narrows the King's trail by the view's counts: London's two blocks came from Calais, so Richard went to Kent", () => {
    const s = richardLeaves(true);
    const view = makeView(s, 'lancaster');
    const trail = possibleEnemyAreas(view.log, 'york', 'york', 'richard-iii').get(blockIndex('y-gloucester'))!;
    expect(ids(trail)).toEqual(['kent', 'middlesex']);
    expect(ids(enemyKingAreas(view, 'lancaster'))).toEqual(['kent']);
  });

  it('knows him gone when London is left empty', () => {
    const view = makeView(richardLeaves(false), 'lancaster');
    expect(ids(enemyKingAreas(view, 'lancaster'))).toEqual(['kent']);
  });

  it('says nothing of our own King', () => {
    expect(enemyKingAreas(makeView(richardLeaves(true), 'york'), 'york')).toBeNull();
  });

  // Three whole games of Easy: about 2 s on a free core, and several times that on a loaded one.
  it(
    'never leaves out where the King truly stands, over seeded Easy games of every scenario',
    { timeout: 30_000 },
    () => {
      let narrowed = 0;
      let unsure = 0;
      for (const scenario of ['richard-iii', 'kingmaker', 'wars-of-the-roses']) {
        const r = richardIII.setup(scenario, 17);
        if (!r.ok) throw new Error(r.error.message);
        const s = r.value;
        const order = makeRng(23);
        for (let n = 0; !s.outcome && n < 1200; n++) {
          const sides = richardIII.toAct(s);
          const side = sides[nextInt(order, sides.length)]!;
          const legal = richardIII.legalActions(s, side);
          if (side !== s.kingSide && s.king >= 0) {
            const view = makeView(s, side);
            const areas = enemyKingAreas(view, side);
            if (areas) {
              expect(areas.has(s.loc[s.king]!), `${scenario} action ${n} (${s.step.k})`).toBe(true);
              const trail = possibleEnemyAreas(view.log, s.kingSide, s.kingSide, scenario).get(s.king);
              // (Not where he is revealed in a battle: there the view shows him, no matching needed.)
              if (trail && areas.size < trail.size && !view.blocks.some((b) => b.id === view.king)) narrowed++;
              if (areas.size > 1) unsure++;
            }
          }
          must(s, side, legal.length === 1 ? legal[0]! : easyChoice(s, side, legal, makeRng(n)));
        }
      }
      // The counts narrowed the trail somewhere, so the matching was exercised, not only the trail.
      expect(narrowed).toBeGreaterThan(0);
      // …and it does not pretend to know more than that: some trails stay open.
      expect(unsure).toBeGreaterThan(0);
    },
  );
});

describe("Easy's Pretender hunts the King where he went", () => {
  /** richardLeaves(true), with Oxford, Pembroke and the French mercenary (10 steps) in Sussex: beside Kent and London. */
  function strikeFromSussex(): State {
    const s = richardLeaves(true);
    for (const id of ['l-oxford', 'l-pembroke', 'l-french-mercenary'] as const) put(s, id, 'sussex');
    return s;
  }

  it('guesses Kent from the full view, London from a view without the log, and a sample its own King', () => {
    const s = strikeFromSussex();
    expect(makeBoard(makeView(s, 'lancaster'), 'lancaster').kingGuess).toBe(areaIndex('kent'));
    expect(makeBoard(makePlayView(s, 'lancaster'), 'lancaster').kingGuess).toBe(LONDON);
    const sample = { ...makePlayView(s, 'lancaster'), kingAt: areaIndex('kent') };
    expect(makeBoard(sample, 'lancaster').kingGuess).toBe(areaIndex('kent'));
  });

  it('strikes a lone Richard in Kent, not the London he left to the mercenaries', () => {
    for (const seed of [1, 2, 3]) {
      const taken = playActionPhase(strikeFromSussex(), 'lancaster', seed);
      const into = (area: AreaId) =>
        taken.some((a) => a.t === 'move' && a.path[a.path.length - 1] === area && a.block !== 'l-richmond');
      expect(into('kent'), JSON.stringify(taken)).toBe(true);
      expect(into('middlesex'), JSON.stringify(taken)).toBe(false);
    }
  });
});
