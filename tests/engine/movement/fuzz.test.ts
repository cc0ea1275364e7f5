/**
 * Movement invariants checked after every action of seeded random games (the action phase is
 * where random play spends most of its steps).
 */
import { describe, expect, test } from 'vitest';
import { AREAS, BLOCKS, BORDERS, SCENARIO_IDS, SIDES } from '../../../engine/richard-iii/data';
import { ownerOf } from '../../../engine/richard-iii/state';
import { RECRUITED, type State } from '../../../engine/richard-iii/types';
import { playRandomGame } from '../random-play';

function movementErrors(s: State, surprise: Record<string, boolean>): string[] {
  const errors: string[] = [];
  if (s.act && s.act.ap < 0) errors.push(`negative AP ${s.act.ap}`);
  for (let b = 0; b < s.loc.length; b++) {
    const a = s.loc[b]!;
    if (a < 0) continue;
    const ex = AREAS[a]!.exileOf;
    if (ex !== null && ex !== ownerOf(s, b)) errors.push(`${BLOCKS[b]!.id} in enemy exile ${AREAS[a]!.id}`);
    if (AREAS[a]!.kind === 'sea') errors.push(`${BLOCKS[b]!.id} at sea`);
  }
  for (const side of SIDES) {
    s.crossings[side].forEach((n, i) => {
      if (n > BORDERS[i]!.limit + (surprise[side] ? 1 : 0)) errors.push(`${side} crossed border ${i} ${n} times`);
    });
  }
  if (s.step.k === 'action') {
    s.attacks.forEach((rec, a) => {
      if (!rec) return;
      if (rec.attackerBorders.length > 3) errors.push(`${AREAS[a]!.id}: ${rec.attackerBorders.length} attack borders`);
      if (rec.defenderBorders.length > 2)
        errors.push(`${AREAS[a]!.id}: ${rec.defenderBorders.length} reinforcement borders`);
      if (rec.pinning < 1) errors.push(`${AREAS[a]!.id}: pinning ${rec.pinning}`);
      for (const r of rec.reserves)
        if (s.loc[r] !== a) errors.push(`${AREAS[a]!.id}: reserve ${BLOCKS[r]!.id} elsewhere`);
      const sides = new Set<string>();
      for (let b = 0; b < s.loc.length; b++) if (s.loc[b] === a && b !== s.prisoner) sides.add(ownerOf(s, b));
      if (sides.size !== 2) errors.push(`${AREAS[a]!.id}: attacked but not contested`);
    });
  }
  return errors;
}

describe('movement invariants in random games', () => {
  test('AP, exiles, border limits and attack records stay consistent', () => {
    for (let i = 0; i < 45; i++) {
      const scenario = SCENARIO_IDS[i % SCENARIO_IDS.length]!;
      const surprise: Record<string, boolean> = {};
      let recruits = 0;
      playRandomGame(scenario, 300 + i, {
        onStep: (s) => {
          if (s.step.k === 'card') for (const side of SIDES) surprise[side] = false;
          if (s.act?.event === 'surprise') surprise[s.act.side] = true;
          recruits += s.moved.filter((m) => m === RECRUITED).length > 0 ? 1 : 0;
          const errors = movementErrors(s, surprise);
          if (errors.length) throw new Error(`${scenario} seed ${300 + i} seq ${s.seq}: ${errors.join('; ')}`);
        },
      });
      expect(recruits).toBeGreaterThan(0);
    }
  }, 60_000);
});
