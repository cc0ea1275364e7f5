/**
 * The undo rule over many random games: every action the engine lets a player take back is one of
 * his own action-phase moves that rolled nothing, showed him nothing new about the enemy, and left
 * him still to act; and every plain move/recruit of the action phase is undoable.
 */
import { describe, expect, it } from 'vitest';
import { makeRng, nextInt } from '../../engine/core/rng';
import { richardIII } from '../../engine/richard-iii/module';
import type { Side } from '../../engine/richard-iii/data';
import type { Action, State } from '../../engine/richard-iii/types';

const canUndo = richardIII.canUndo!;
const enemyBlocks = (s: State, me: Side) => richardIII.view(s, me).blocks.filter((b) => b.side !== me);

describe('undo rule', () => {
  it('allows exactly the silent action-phase moves, over 20 random games', () => {
    const counts = { undoable: 0, refused: 0, byKind: new Map<Action['t'], number>() };
    for (let seed = 1; seed <= 20; seed++) {
      const scenario = richardIII.scenarios[seed % richardIII.scenarios.length]!.id;
      const s0 = richardIII.setup(scenario, seed);
      if (!s0.ok) throw new Error(s0.error.message);
      let s = s0.value;
      const rng = makeRng(seed * 7919);
      for (let step = 0; !s.outcome && step < 3000; step++) {
        const sides = richardIII.toAct(s);
        const side = sides[nextInt(rng, sides.length)]!;
        const legal = richardIII.legalActions(s, side);
        const action = legal[nextInt(rng, legal.length)]!;
        const next = richardIII.apply(s, side, action);
        if (!next.ok) throw new Error(next.error.message);
        const after = next.value;
        if (canUndo(s, side, action, after)) {
          counts.undoable++;
          counts.byKind.set(action.t, (counts.byKind.get(action.t) ?? 0) + 1);
          expect(['move', 'sea', 'recruit', 'muster']).toContain(action.t);
          expect(after.rng).toEqual(s.rng);
          expect(richardIII.toAct(after)).toContain(side);
          // Nothing hidden came to light: the enemy looks exactly as before.
          expect(enemyBlocks(after, side)).toEqual(enemyBlocks(s, side));
        } else {
          counts.refused++;
          if (s.step.k === 'action' && (action.t === 'move' || action.t === 'recruit') && after.step.k === 'action') {
            throw new Error(`a plain ${action.t} in the action phase was refused undo: ${JSON.stringify(action)}`);
          }
        }
        s = after;
      }
    }
    expect(counts.undoable).toBeGreaterThan(500);
    expect(counts.byKind.get('move')).toBeGreaterThan(100);
    expect(counts.byKind.get('recruit')).toBeGreaterThan(20);
    expect(counts.refused).toBeGreaterThan(counts.undoable);
  }, 120_000); // 20 full games: ~3 s alone, far more beside other suites on 2 cores

  it('never lets the other side, a card, a battle or ending the phase be taken back', () => {
    const r = richardIII.setup(richardIII.scenarios[0]!.id, 3);
    if (!r.ok) throw new Error(r.error.message);
    let s = r.value;
    const rng = makeRng(99);
    let checked = 0;
    for (let step = 0; !s.outcome && step < 2000; step++) {
      const side = richardIII.toAct(s)[0]!;
      const legal = richardIII.legalActions(s, side);
      const action = legal[nextInt(rng, legal.length)]!;
      const after = richardIII.apply(s, side, action);
      if (!after.ok) throw new Error(after.error.message);
      const other: Side = side === 'lancaster' ? 'york' : 'lancaster';
      expect(canUndo(s, other, action, after.value)).toBe(false);
      if (['card', 'end', 'mulligan', 'redraw', 'plague'].includes(action.t) || s.step.k !== 'action') {
        expect(canUndo(s, side, action, after.value)).toBe(false);
        checked++;
      }
      s = after.value;
    }
    expect(checked).toBeGreaterThan(100);
  }, 60_000);
});
