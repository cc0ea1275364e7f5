/** The card battle by keyboard: the frame moves as the arrows say on the screen, and its keys play legal moves. */
import { describe, expect, test } from 'vitest';
import { skirmish } from '../../engine/skirmish/module';
import { frameOnBoard, handCardFor, moveFrame, startSquare } from '../../renderer/games/skirmish/keyboard';
import { cellOf } from '../../renderer/games/skirmish/scenes/geometry';
import type { BoardModel } from '../../renderer/games/skirmish/scenes/model';
import { clickHand, clickSquare, NONE } from '../../renderer/games/skirmish/selection';
import { model } from './board-fixture';
import { give, position, put } from '../skirmish/position';

describe('the card battle by keyboard', () => {
  // York is player 1 and at the bottom of his own screen; Lancaster sees the board turned round.
  for (const me of ['york', 'lancaster'] as const) {
    test(`the frame moves on ${me}'s screen the way the arrow points, and stops at the edge`, () => {
      const s = position();
      if (me === 'lancaster') s.active = 'lancaster';
      give(s, me, me === 'york' ? 'york-levy-1' : 'lancaster-levy-1');
      const m = model(skirmish.view(s, me), me);
      const at = { x: 3, y: 2 };
      const screen = (q: { x: number; y: number }) => cellOf(m, q.x, q.y);
      const from = screen(at);
      expect(screen(moveFrame(m, at, 'ArrowUp'))).toEqual({ col: from.col, row: from.row - 1 });
      expect(screen(moveFrame(m, at, 'ArrowDown'))).toEqual({ col: from.col, row: from.row + 1 });
      expect(screen(moveFrame(m, at, 'ArrowRight'))).toEqual({ col: from.col + 1, row: from.row });
      expect(screen(moveFrame(m, at, 'ArrowLeft'))).toEqual({ col: from.col - 1, row: from.row });
      let q = at;
      for (let i = 0; i < 10; i++) q = moveFrame(m, q, 'ArrowLeft');
      expect(screen(q).col).toBe(0);
      for (let i = 0; i < 10; i++) q = moveFrame(m, q, 'ArrowUp');
      expect(screen(q)).toEqual({ col: 0, row: 0 });
      expect(frameOnBoard(m, q)).toEqual(q);
    });
  }

  test('a number picks that card of the hand as drawn; the frame appears on the first square it may go to', () => {
    const s = position();
    const levy = give(s, 'york', 'york-levy-1');
    const gallow = give(s, 'york', 'york-gallowglass');
    const view = skirmish.view(s, 'york');
    const m = model(view, 'york');
    expect(handCardFor(m, '1')).toBe(m.hand[0]!.art.card);
    expect(handCardFor(m, '2')).toBe(m.hand[1]!.art.card);
    expect(new Set([handCardFor(m, '1'), handCardFor(m, '2')])).toEqual(new Set([levy, gallow]));
    expect(handCardFor(m, '3')).toBeNull();
    expect(handCardFor(m, '0')).toBeNull();
    expect(handCardFor(m, 'a')).toBeNull();

    // Pick the first card by its number, open the frame, and press Space twice on its square: the card is placed.
    const card = handCardFor(m, '1')!;
    const picked = clickHand(view.legal, NONE, card);
    expect(picked.kind).toBe('select');
    const pick = picked.kind === 'select' ? picked.pick : NONE;
    const withCard = model(view, 'york', pick);
    const frame = moveFrame(withCard, null, 'ArrowUp');
    expect(withCard.squares.find((q) => q.kind === 'legal')).toMatchObject(frame);
    const first = clickSquare(view, view.legal, pick, frame.x, frame.y);
    expect(first).toEqual({ kind: 'select', pick: { k: 'action', action: { t: 'place', card, ...frame } } });
    const second = clickSquare(view, view.legal, first.kind === 'select' ? first.pick : NONE, frame.x, frame.y);
    expect(second).toEqual({ kind: 'submit', action: { t: 'place', card, ...frame } });
    expect(view.legal).toContainEqual({ t: 'place', card, ...frame });
  });

  test('with nothing to place on, the frame starts on a unit the player may pick, else mid-board', () => {
    const s = position();
    const m = model(skirmish.view(s, 'york'), 'york');
    expect(startSquare(m)).toEqual({ x: Math.floor(m.columns / 2), y: Math.floor(m.rows / 2) });
    put(s, 'york', 'york-levy-1', 1, 1);
    const withUnit: BoardModel = {
      ...m,
      units: [{ ...model(skirmish.view(s, 'york'), 'york').units[0]!, marks: ['pickable'] }],
    };
    expect(startSquare(withUnit)).toEqual({ x: 1, y: 1 });
    // A frame left off a board that shrank back starts again.
    expect(frameOnBoard(m, { x: m.columns, y: 0 })).toBeNull();
    expect(frameOnBoard(m, { x: 0, y: -1 })).toBeNull();
  });
});
