/**
 * A greyed block in the force pool says why it cannot be recruited now (model/pool-tooltip.ts):
 * a Polish play-test saw York's Essex greyed and nothing said. The reasons are the engine's (the
 * view's recruitBars); positions are real ones, York or Lancaster in his action phase.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { poolChipTip } from '../../renderer/games/richard-iii/model/pool-tooltip';
import { setLanguage } from '../../renderer/src/i18n/language.svelte';
import { makeView } from '../../engine/richard-iii/view';
import { blockIndex, type BlockId, type Side } from '../../engine/richard-iii/data';
import { OTHER, POOL, type State } from '../../engine/richard-iii/types';
import { cardWith, clearMap, put, scenarioState, startActionPhaseFor } from '../engine/position';

afterAll(() => setLanguage('en'));

/** `side` in his action phase on the 1460 map cleared of blocks (every pool block waits in the pool). */
function acting(side: Side, card = cardWith(4)): State {
  const s = scenarioState('wars-of-the-roses');
  clearMap(s);
  startActionPhaseFor(s, side, side, card);
  return s;
}

/** The tooltip of `id`'s chip in the pool of `viewer`. */
function tip(s: State, viewer: Side, id: BlockId): string {
  const view = makeView(s, viewer);
  const chip = view.blocks.find((b) => b.id === id && b.place === 'pool');
  if (!chip) throw new Error(`${id} is not in ${viewer}'s pool`);
  return poolChipTip(view, chip);
}

describe('a greyed pool block says why it cannot be recruited now', () => {
  it('Essex, with Lancaster in Essex: its only shield area holds enemy blocks (and in Polish)', () => {
    const s = acting('york');
    put(s, 'l-oxford', 'essex');
    expect(tip(s, 'york', 'y-essex')).toBe(
      'Essex — noble, B1, 3 steps\nCannot be recruited now (5.4): it enters only in Essex (Lancaster has blocks there).',
    );
    setLanguage('pl');
    expect(tip(s, 'york', 'y-essex').split('\n')[1]).toBe(
      'Teraz nie można go zrekrutować (5.4): wchodzi do gry tylko na obszarze Essex (Lancasterowie mają tam bloczki).',
    );
    setLanguage('en');
  });

  it('a block that can be recruited says only what it is', () => {
    const s = acting('york');
    expect(tip(s, 'york', 'y-essex')).toBe('Essex — noble, B1, 3 steps');
  });

  it('Lancaster’s Warwick: each of his shield areas with its own reason, the enemy’s exile too', () => {
    const s = acting('lancaster');
    // His version of Warwick in his pool (in 1460 York's version serves, 4.6).
    s.loc[blockIndex('l-warwick')] = POOL;
    s.loc[blockIndex('y-warwick')] = OTHER;
    put(s, 'y-march', 'warwick');
    put(s, 'y-york', 'glamorgan');
    const view = makeView(s, 'lancaster');
    const warwick = view.blocks.find((b) => b.id === 'l-warwick');
    expect(warwick?.place).toBe('pool');
    expect(poolChipTip(view, warwick!).split('\n')[1]).toBe(
      "Cannot be recruited now (5.4): it enters only in Warwick (York has blocks there), Glamorgan (York has blocks there), and Calais (York's exile area).",
    );
  });

  it('out of his action phase; with an event card; with no AP left; the bombard with no city of his', () => {
    const s = acting('lancaster');
    expect(tip(s, 'york', 'y-essex').split('\n')[1]).toBe('Recruited only in your action phase, 1 AP each (5.4).');
    expect(tip(s, 'lancaster', 'l-bombard').split('\n')[1]).toBe(
      'Cannot be recruited now: a bombard enters only in a city area you hold with no enemy blocks there, and you hold none (5.4, A10).',
    );
    s.act!.ap = 0;
    expect(tip(s, 'lancaster', 'l-northumberland').split('\n')[1]).toBe(
      'No AP left to recruit it: each recruit costs 1 AP (5.4).',
    );
    const ev = acting('lancaster', cardWith(1, 'force_march'));
    expect(tip(ev, 'lancaster', 'l-northumberland').split('\n')[1]).toBe(
      "Not with this turn's card: the AP of Force March serve only its event, never a recruit (5.1).",
    );
  });
});
