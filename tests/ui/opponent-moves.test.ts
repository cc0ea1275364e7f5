import { describe, expect, it } from 'vitest';
import { movesAsArrows, sinceMyLastAction } from '../../renderer/games/richard-iii/model/opponent-moves';
import { toMapModel } from '../../renderer/games/richard-iii/model/map-model';
import { NONE } from '../../renderer/games/richard-iii/model/selection';
import { AREA_IDS } from '../../engine/richard-iii/data';
import type { State } from '../../engine/richard-iii/types';
import { apply, newGame, playUntil, viewOf } from './fixtures';

const other = (s: 'lancaster' | 'york') => (s === 'york' ? 'lancaster' : 'york');

/** Positions where the side to act faces its action phase after the other side has moved this turn. */
function afterOpponentMoved(): State[] {
  const out: State[] = [];
  for (let seed = 1; seed < 60 && out.length < 4; seed++) {
    const s = playUntil(newGame(seed), seed, (x) => {
      if (x.step.k !== 'action' || !x.act) return false;
      const v = viewOf(x, x.act.side);
      return sinceMyLastAction(v.log, x.act.side).some((e) => e.k === 'move' || e.k === 'sea-move');
    });
    if (s.step.k === 'action') out.push(s);
  }
  return out;
}

describe("the opponent's moves since your last action", () => {
  it('are arrows through the areas the opponent entered, read from your own view only', () => {
    const found = afterOpponentMoved();
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) {
      const me = s.act!.side;
      const view = viewOf(s, me);
      const recent = sinceMyLastAction(view.log, me);
      // Nothing the viewer decided is news to him.
      expect(
        recent.some((e) => e.s === me && ['activate', 'move', 'sea-move', 'recruit', 'card-played'].includes(e.k)),
      ).toBe(false);
      const arrows = toMapModel(view, null, NONE).arrows!;
      const moves = recent.filter(
        (e) => e.s === other(me) && (e.k === 'move' || e.k === 'sea-move' || e.k === 'recruit'),
      );
      expect(arrows.length).toBe(moves.length);
      expect(arrows.length).toBeGreaterThan(0);
      for (const a of arrows) {
        expect(a.side).toBe(other(me));
        for (const area of a.path) expect(AREA_IDS).toContain(area);
      }
      // A land move's arrow starts where the move started and runs through every area entered.
      const land = recent.find((e) => e.k === 'move');
      if (land)
        expect(arrows).toContainEqual({
          kind: 'land',
          side: other(me),
          path: [land.p!['from'], ...(land.p!['path'] as string[])],
        });
    }
  });

  it('are gone once you act', () => {
    for (const s of afterOpponentMoved()) {
      const me = s.act!.side;
      const view = viewOf(s, me);
      const next = view.legal.find((a) => a.t !== 'end') ?? view.legal[0]!;
      const after = viewOf(apply(s, me, next), me);
      expect(movesAsArrows(sinceMyLastAction(after.log, me))).toEqual([]);
    }
  });
});
