/**
 * Kingmaker: the captive Henry VI in London is not a fighting block (scenario sheet) — he never
 * makes an area enemy-held for moves, sea moves or attack records, and is never a defender.
 */
import { describe, expect, test } from 'vitest';
import { A, B } from '../../../engine/richard-iii/data';
import type { State } from '../../../engine/richard-iii/types';
import { cardWith, clearMap, must, put, scenarioState, startActionPhaseFor } from '../position';
import { attackOn } from './helpers';

/** Kingmaker with only the captive on the map (in Middlesex). */
function kingmaker(side: 'york' | 'lancaster', card: number): State {
  const s = scenarioState('kingmaker');
  clearMap(s);
  put(s, 'l-henry-vi', 'middlesex');
  startActionPhaseFor(s, side, side, card);
  expect(s.prisoner).toBe(B('l-henry-vi'));
  return s;
}

describe('Kingmaker: the captive Henry VI and the action phase', () => {
  test('a York block entering London where only the captive stands makes no attack', () => {
    const s = kingmaker('york', cardWith(2));
    put(s, 'y-essex', 'essex');
    must(s, 'york', { t: 'move', block: 'y-essex', path: ['middlesex'] });
    expect(s.loc[B('y-essex')]).toBe(A('middlesex'));
    expect(attackOn(s, 'middlesex')).toBeNull();
    expect(s.log.some((e) => e.k === 'attack')).toBe(false);
  });

  test('a York sea move into London beside the captive is a normal major-port move (partner free, no attack)', () => {
    const s = kingmaker('york', cardWith(2));
    put(s, 'y-warwick', 'calais');
    must(s, 'york', { t: 'sea', block: 'y-warwick', to: 'middlesex' });
    expect(s.act!.ap).toBe(1);
    expect(s.act!.freeSea).toEqual({ from: A('calais'), to: A('middlesex') });
    expect(s.log.at(-1)).toEqual({
      k: 'sea-move',
      r: '5.3',
      s: 'york',
      p: { from: 'calais', to: 'middlesex', attack: false },
    });
    expect(attackOn(s, 'middlesex')).toBeNull();
  });

  test('a Lancaster attack on York-held London: the captive is not among the defenders', () => {
    const s = kingmaker('lancaster', cardWith(2));
    put(s, 'y-march', 'middlesex');
    put(s, 'l-oxford', 'essex');
    must(s, 'lancaster', { t: 'move', block: 'l-oxford', path: ['middlesex'] });
    const rec = attackOn(s, 'middlesex')!;
    expect(rec.attacker).toBe('lancaster');
    expect(rec.defenders).toEqual([B('y-march')]);
  });
});
