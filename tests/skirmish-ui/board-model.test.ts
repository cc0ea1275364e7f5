/** The player's view → the board model: legal squares, previews as marks and badges, hand, piles, hidden things. */
import { describe, expect, test } from 'vitest';
import { skirmish } from '../../engine/skirmish/module';
import { toBoardModel, splitEliminated } from '../../renderer/games/skirmish/board-model';
import { cellOf, squareOf } from '../../renderer/games/skirmish/scenes/geometry';
import { labels, model } from './board-fixture';
import { give, position, put } from '../skirmish/position';
import { playRandomSkirmish } from '../skirmish/random-play';

describe('board model', () => {
  test('squares 1 and 2 are numbered for the opening only (§3)', () => {
    const s = position();
    give(s, 'york', 'york-levy-1');
    s.turn = 1;
    expect(model(skirmish.view(s, 'york'), 'york').numbered.map((q) => q.label)).toEqual(['1', '2']);
    s.turn = 2;
    expect(model(skirmish.view(s, 'york'), 'york').numbered).toHaveLength(2);
    s.turn = 3;
    expect(model(skirmish.view(s, 'york'), 'york').numbered).toEqual([]);
  });

  test('a picked card lights exactly its legal squares, each badged with what the engine previews there', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    put(s, 'lancaster', 'lancaster-border-reivers', 5, 3);
    const gallow = give(s, 'york', 'york-gallowglass');
    give(s, 'york', 'york-levy-1');
    const view = skirmish.view(s, 'york');
    const m = model(view, 'york', { k: 'card', card: gallow });
    const legal = view.legal.flatMap((a) => (a.t === 'place' && a.card === gallow ? [`${a.x},${a.y}`] : []));
    const lit = m.squares.filter((q) => q.kind === 'legal').map((q) => `${q.x},${q.y}`);
    expect(lit.sort()).toEqual(legal.sort());
    for (const q of m.squares) {
      const p = view.previews.find(
        (v) => v.action.t === 'place' && v.action.card === gallow && v.action.x === q.x && v.action.y === q.y,
      )!;
      const { enemy, own } = splitEliminated(p.eliminated, 'york');
      expect(q.badge).toEqual({ enemy: enemy.length, own: own.length });
    }
    // Somewhere the gallowglass kills: at least one badge counts an enemy.
    expect(m.squares.some((q) => (q.badge?.enemy ?? 0) > 0)).toBe(true);
    expect(m.hand.find((h) => h.art.card === gallow)?.picked).toBe(true);
    expect(m.ghost).toBeNull();
  });

  test('a suicide placement under preview marks the enemy doomed and the placed card (the ghost) doomed too', () => {
    const s = position();
    const reivers = put(s, 'lancaster', 'lancaster-border-reivers', 3, 3);
    const gallow = give(s, 'york', 'york-gallowglass');
    const view = skirmish.view(s, 'york');
    const m = model(view, 'york', { k: 'action', action: { t: 'place', card: gallow, x: 3, y: 2 } });
    expect(m.units.find((u) => u.art.card === reivers)?.marks).toContain('doomed-enemy');
    expect(m.ghost).toMatchObject({ x: 3, y: 2, doomed: true });
    expect(m.ghost?.art.name).toBe('~york-gallowglass');
    expect(m.squares.find((q) => q.x === 3 && q.y === 2)?.kind).toBe('chosen');
  });

  test("the opponent's hand is a count; a spectator sees both hands face down, named by side, player 1's at the bottom", () => {
    const s = position();
    give(s, 'york', 'york-levy-1');
    give(s, 'lancaster', 'lancaster-levy-1');
    give(s, 'lancaster', 'lancaster-levy-2');
    const mine = model(skirmish.view(s, 'york'), 'york');
    expect(mine.hand.map((h) => h.art.side)).toEqual(['york']);
    expect(mine.opponentHand).toBe(2);
    expect(mine.bottom).toBe('york');
    expect(mine.bottomHand).toBe(0);
    expect(mine.handLabels).toEqual({ top: 'Their hand', bottom: null });
    const theirs = model(skirmish.view(s, 'lancaster'), 'lancaster');
    expect(theirs.bottom).toBe('lancaster');
    expect(theirs.hand).toHaveLength(2);
    const watcher = model(skirmish.view(s, null), null);
    expect(watcher.hand).toEqual([]);
    expect(watcher.bottom).toBe(s.first);
    // Nobody's "their hand": each side's hand is a count of backs under its side's name.
    const top = s.first === 'york' ? 'lancaster' : 'york';
    expect(watcher.bottomHand).toBe(s.hands[s.first].length);
    expect(watcher.opponentHand).toBe(s.hands[top].length);
    expect(watcher.handLabels).toEqual({ top: labels.handOf[top], bottom: labels.handOf[s.first] });
  });

  test("in the archers' phase the deciding archer is picked, its targets pickable and its grid drawn", () => {
    const s = position();
    const target = put(s, 'lancaster', 'lancaster-levy-1', 3, 4);
    put(s, 'lancaster', 'lancaster-bowmen-1', 4, 2);
    const bow = give(s, 'york', 'york-kentish-bowmen');
    give(s, 'lancaster', 'lancaster-levy-2');
    const r = skirmish.apply(s, 'york', { t: 'place', card: bow, x: 3, y: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const m = model(skirmish.view(r.value, 'york'), 'york');
    expect(m.units.find((u) => u.art.card === bow)?.marks).toContain('picked');
    expect(m.units.find((u) => u.art.card === target)?.marks).toContain('pickable');
    const grid = m.squares.filter((q) => q.kind === 'grid').map((q) => `${q.x},${q.y}`);
    // Kentish bowmen: the 3×3 block in front, for player 1 rows y+1..y+3.
    expect(grid.sort()).toEqual(['2,2', '2,3', '2,4', '3,2', '3,3', '3,4', '4,2', '4,3', '4,4']);
  });

  test('an archer from the hand under preview shows its grid from the square it would go to', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 4);
    const bow = give(s, 'york', 'york-kentish-bowmen');
    give(s, 'lancaster', 'lancaster-levy-2');
    const view = skirmish.view(s, 'york');
    const place = view.legal.find((a) => a.t === 'place' && a.card === bow && a.x === 3 && a.y === 3)!;
    expect(place).toBeDefined();
    // The card alone (no square yet): no grid to draw.
    expect(model(view, 'york', { k: 'card', card: bow }).squares.some((q) => q.kind === 'grid')).toBe(false);
    const grid = model(view, 'york', { k: 'action', action: place })
      .squares.filter((q) => q.kind === 'grid')
      .map((q) => `${q.x},${q.y}`);
    expect(grid.sort()).toEqual(['2,4', '2,5', '2,6', '3,4', '3,5', '3,6', '4,4', '4,5', '4,6']);
    // Not over an earlier position looked back at (the pick may outlive a step back).
    const back = toBoardModel({
      view,
      me: 'york',
      myTurn: true,
      pick: { k: 'action', action: place },
      step: { units: view.board, piles: view.piles, fire: [], recent: [], events: [] },
      name: (d) => `~${d}`,
      labels,
    });
    expect(back.squares.some((q) => q.kind === 'grid')).toBe(false);
    expect(back.ghost).toBeNull();
  });

  test('over random games: counters and piles follow the view, units keep their squares, only legal recalls are pickable', () => {
    for (let seed = 1; seed <= 4; seed++)
      playRandomSkirmish(seed, {
        onStep(s) {
          const side = skirmish.toAct(s)[0];
          if (!side) return;
          const view = skirmish.view(s, side);
          const m = model(view, side);
          expect(m.units.map((u) => [u.art.card, u.x, u.y])).toEqual(view.board.map((u) => [u.card, u.x, u.y]));
          for (const p of ['york', 'lancaster'] as const) {
            expect(m.piles[p].units).toBe(view.tally[p].units);
            expect(m.piles[p].command).toBe(view.tally[p].command);
          }
          const pickable = m.units.filter((u) => u.marks.includes('pickable')).map((u) => u.art.card);
          if (view.phase === 'reinforce')
            expect(pickable.sort()).toEqual(view.legal.flatMap((a) => (a.t === 'recall' ? [a.card] : [])).sort());
        },
      });
  }, 30_000);
});

describe('battle without borders (§9)', () => {
  test('the field grows past the mat to hold units and legal squares beyond it, one free square further', () => {
    const s = position({ borderless: true });
    put(s, 'lancaster', 'lancaster-levy-1', 0, 0);
    const gallow = give(s, 'york', 'york-gallowglass');
    const view = skirmish.view(s, 'york');
    const m = model(view, 'york', { k: 'card', card: gallow });
    // The engine offers squares off the mat next to the unit in the corner…
    const off = m.squares.filter((q) => q.kind === 'legal' && (q.x < 0 || q.y < 0));
    expect(off.length).toBeGreaterThan(0);
    // …and the board model draws every one of them, with a square to spare.
    expect(m.minX).toBe(Math.min(...off.map((q) => q.x)) - 1);
    expect(m.minY).toBe(Math.min(...off.map((q) => q.y)) - 1);
    expect(m.columns).toBe(7 - m.minX!);
    expect(m.rows).toBe(6 - m.minY!);
    for (const q of m.squares) {
      const { col, row } = cellOf(m, q.x, q.y);
      expect(col >= 0 && col < m.columns && row >= 0 && row < m.rows).toBe(true);
      expect(squareOf(m, col, row)).toEqual({ x: q.x, y: q.y });
    }
  });

  test('a bordered game keeps the 7×6 mat, and offers nothing off it', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 0, 0);
    const gallow = give(s, 'york', 'york-gallowglass');
    const m = model(skirmish.view(s, 'york'), 'york', { k: 'card', card: gallow });
    expect([m.columns, m.rows, m.minX, m.minY]).toEqual([7, 6, 0, 0]);
    expect(m.squares.every((q) => q.x >= 0 && q.y >= 0 && q.x < 7 && q.y < 6)).toBe(true);
  });
});
