/** Random battles from random positions: no dead end, every battle ends, nothing leaks. */
import { expect, test } from 'vitest';
import { occupancy } from '../../../engine/richard-iii/state';
import { battleView } from '../../../engine/richard-iii/battle/view';
import { ownerOf } from '../../../engine/richard-iii/state';
import { BLOCKS } from '../../../engine/richard-iii/data';
import { checkInvariants, checkViewSecrecy } from '../invariants';
import { playRandomBattles } from './fuzz';

test('random battles never dead-end, always finish, and leave no contested area', () => {
  for (let seed = 0; seed < 150; seed++) {
    const errors: string[] = [];
    const { s } = playRandomBattles(seed, (st) => {
      errors.push(...checkInvariants(st));
      errors.push(...checkViewSecrecy(st, 'york'), ...checkViewSecrecy(st, 'lancaster'));
      // Waiting enemy reserves are never named in the battle board (ruling A13).
      const bs = st.battle;
      if (bs) {
        for (const viewer of ['york', 'lancaster'] as const) {
          const json = JSON.stringify(battleView(st, viewer, false));
          for (const b of bs.reserves) {
            if (ownerOf(st, b) !== viewer && !bs.defected.includes(b) && json.includes(`"${BLOCKS[b]!.id}"`))
              errors.push(`reserve ${BLOCKS[b]!.id} shown to ${viewer}`);
          }
        }
      }
    });
    expect(errors, `seed ${seed}`).toEqual([]);
    if (s.outcome) continue;
    expect(s.battle).toBeNull();
    expect(s.attacks.every((a) => a === null)).toBe(true);
    const o = occupancy(s);
    for (let a = 0; a < o.york.length; a++)
      expect(o.york[a]! > 0 && o.lancaster[a]! > 0, `seed ${seed} area ${a}`).toBe(false);
  }
}, 60_000);
