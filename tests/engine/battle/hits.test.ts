/**
 * 6.4 hits placed without a choice: a strictly strongest block takes them at once (a weaker one
 * listed after it is no tie), and a block they eliminate is logged as lost in battle.
 */
import { describe, expect, test } from 'vitest';
import { B, type Side } from '../../../engine/richard-iii/data';
import { DEAD, type State } from '../../../engine/richard-iii/types';
import { must } from '../position';
import { fought, rigDice } from './helpers';

/** York's Kent (A2, 3 steps) against Oxford (A2, 3 steps) and, listed after him, Devon (B2, 1 step). */
function kentFires(dice: number[]): State {
  const s = fought({
    area: 'powys',
    attacker: 'york',
    main: { from: 'hereford', blocks: ['y-kent'] },
    defenders: ['l-oxford', ['l-devon', 1]],
  });
  must(s, 'lancaster', { t: 'pass', block: 'l-oxford' });
  rigDice(s, dice);
  must(s, 'york', { t: 'fire', block: 'y-kent' });
  return s;
}

describe('6.4 hits without a choice', () => {
  test('the strongest block takes the hit at once; Devon, weaker, is no tie', () => {
    const s = kentFires([1, 6, 6]);
    expect(s.steps[B('l-oxford')]).toBe(2);
    expect(s.steps[B('l-devon')]).toBe(1);
    expect(s.battle!.pending).toBeNull();
    expect(s.step).toEqual({ k: 'battle-turn', side: 'lancaster' as Side });
  });

  test('a block the hits eliminate is logged as lost in battle', () => {
    const s = kentFires([1, 1, 1]);
    expect(s.loc[B('l-oxford')]).toBe(DEAD); // a rose noble (6.83)
    expect(s.log.filter((e) => e.k === 'eliminated').slice(-1)).toEqual([
      { k: 'eliminated', r: '6.8', s: 'lancaster', p: { block: 'l-oxford', area: 'powys', cause: 'battle' } },
    ]);
  });
});
