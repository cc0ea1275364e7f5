/** 6.9 / 6.7: a defection that leaves the target's side with no block in the battle ends it at once. */
import { describe, expect, test } from 'vitest';
import { B } from '../../../engine/richard-iii/data';
import type { State } from '../../../engine/richard-iii/types';
import { must } from '../position';
import { battleState, rigDice } from './helpers';

function yorkKingAttacks(defenders: Parameters<typeof battleState>[0]['defenders']): State {
  const s = battleState({
    area: 'warwick',
    attacker: 'york',
    main: { from: 'leicester', blocks: ['y-march'] },
    defenders,
  });
  s.kingSide = 'york';
  s.king = B('y-march');
  must(s, 'york', { t: 'battle', area: 'warwick' });
  return s;
}

describe('6.9 the last defender defecting', () => {
  test('the battle ends with the defender gone: York wins Warwick and regroups', () => {
    const s = yorkKingAttacks(['l-northumberland']);
    rigDice(s, [2, 4]);
    must(s, 'york', { t: 'treachery', block: 'y-march', target: 'l-northumberland' });
    expect(s.log.some((e) => e.k === 'battle-end' && e.s === 'york' && e.p?.['area'] === 'warwick')).toBe(true);
    expect(s.step.k).not.toBe('battle-turn');
  });

  test('with another defender left the battle goes on', () => {
    const s = yorkKingAttacks(['l-northumberland', 'l-oxford']);
    must(s, 'lancaster', { t: 'pass', block: 'l-oxford' }); // Oxford (A) acts before the King
    rigDice(s, [2, 4]);
    must(s, 'york', { t: 'treachery', block: 'y-march', target: 'l-northumberland' });
    expect(s.log.some((e) => e.k === 'battle-end')).toBe(false);
    expect(s.step.k).toBe('battle-turn');
  });
});
