/** Previews in the view: what each placement, archer choice or advance would eliminate at once. */
import { describe, expect, test } from 'vitest';
import { skirmish } from '../../engine/skirmish/module';
import type { Side } from '../../engine/skirmish/data';
import type { Preview } from '../../engine/skirmish/preview';
import type { Action, State } from '../../engine/skirmish/types';
import { give, position, put } from './position';
import { playRandomSkirmish } from './random-play';

const previewOf = (s: State, side: Side, a: Action): Preview | undefined =>
  skirmish.view(s, side).previews.find((p) => JSON.stringify(p.action) === JSON.stringify(a));

/**
 * What the engine really eliminates in the resolution that follows `a`: pending archers use their
 * arrows (the preview's assumption); null when one of them may not (it must fire).
 */
function actualEliminations(s: State, side: Side, a: Action): string[] | null {
  const first = s.resolutions + 1;
  let r = skirmish.apply(s, side, a);
  if (!r.ok) throw new Error(r.error.message);
  while (r.ok && r.value.phase === 'archers' && r.value.resolutions < first) {
    const arrows = skirmish.legalActions(r.value, side).find((x) => x.t === 'archer' && x.target === null);
    if (!arrows) return null;
    r = skirmish.apply(r.value, side, arrows);
  }
  if (!r.ok) throw new Error(r.error.message);
  return r.value.log
    .slice(s.log.length)
    .filter((e) => e.k === 'eliminated' && e.p!['resolution'] === first)
    .map((e) => e.p!['card'] as string);
}

describe('previews', () => {
  test('a suicide placement shows both the enemy and the placed unit eliminated', () => {
    const s = position();
    const reivers = put(s, 'lancaster', 'lancaster-border-reivers', 3, 3);
    const gallow = give(s, 'york', 'york-gallowglass');
    const p = previewOf(s, 'york', { t: 'place', card: gallow, x: 3, y: 2 });
    expect(p?.eliminated.sort()).toEqual([gallow, reivers].sort());
    expect(p?.archersPending).toBe(false);
  });

  test('a placement that only touches the enemy eliminates nothing; a losing one only the placed unit', () => {
    const s = position();
    const reivers = put(s, 'lancaster', 'lancaster-border-reivers', 3, 3);
    const levy = give(s, 'york', 'york-levy-1');
    expect(previewOf(s, 'york', { t: 'place', card: levy, x: 3, y: 2 })?.eliminated).toEqual([levy]);
    // West of the reivers: the levy's N arrow points past them, their W arrow (1) does not beat defence 2.
    const west = previewOf(s, 'york', { t: 'place', card: levy, x: 2, y: 2 });
    expect(west?.eliminated).toEqual([]);
    expect(reivers).toMatch(/^l/);
  });

  test('an archer placed with targets in its grid leaves its choice pending; each choice is previewed', () => {
    const s = position();
    const bowTarget = put(s, 'lancaster', 'lancaster-levy-1', 3, 4);
    put(s, 'lancaster', 'lancaster-bowmen-1', 4, 2);
    const bow = give(s, 'york', 'york-kentish-bowmen');
    give(s, 'lancaster', 'lancaster-levy-2');
    const place = { t: 'place', card: bow, x: 3, y: 1 } as const;
    expect(previewOf(s, 'york', place)?.archersPending).toBe(true);
    const r = skirmish.apply(s, 'york', place);
    if (!r.ok) throw new Error(r.error.message);
    const view = skirmish.view(r.value, 'york');
    expect(view.phase).toBe('archers');
    expect(view.previews.map((p) => p.action)).toEqual(view.legal);
    const fire = view.previews.find((p) => p.action.t === 'archer' && p.action.target === bowTarget);
    // Kentish bowmen fire 3 against the levy's defence 2.
    expect(fire?.eliminated).toEqual([bowTarget]);
  });

  test('nobody but the player to act gets previews, and none for draw or recall', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    give(s, 'york', 'york-levy-1');
    expect(skirmish.view(s, 'lancaster').previews).toEqual([]);
    expect(skirmish.view(s, null).previews).toEqual([]);
    expect(skirmish.view(s, 'york').previews.length).toBe(skirmish.legalActions(s, 'york').length);
  });

  test('over seeded random games, every preview is exactly what the engine then eliminates', () => {
    let checked = 0;
    for (let seed = 1; seed <= 3; seed++) {
      playRandomSkirmish(seed, {
        onStep(s) {
          for (const side of skirmish.toAct(s)) {
            const view = skirmish.view(s, side);
            const resolving = view.legal.filter((a) => a.t !== 'draw' && a.t !== 'recall');
            expect(view.previews.map((p) => p.action)).toEqual(resolving);
            for (const p of view.previews) {
              const actual = actualEliminations(s, side, p.action);
              if (actual === null) continue;
              expect([...p.eliminated].sort(), JSON.stringify(p.action)).toEqual(actual.sort());
              checked++;
            }
          }
        },
      });
    }
    expect(checked).toBeGreaterThan(300);
  }, 30_000);
});
