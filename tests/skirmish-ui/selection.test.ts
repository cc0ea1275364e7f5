/** Clicks → picks and actions: pick a card, look at a square's preview, click it again to play; nothing illegal ever. */
import { describe, expect, test } from 'vitest';
import { makeRng, nextInt } from '../../engine/core/rng';
import { skirmish } from '../../engine/skirmish/module';
import {
  clickHand,
  clickSquare,
  NONE,
  reconcile,
  type Intent,
  type Pick,
} from '../../renderer/games/skirmish/selection';
import type { Action } from '../../renderer/games/skirmish/types';
import { give, position, put } from '../skirmish/position';
import { playRandomSkirmish } from '../skirmish/random-play';

const picked = (i: Intent): Pick => (i.kind === 'select' ? i.pick : NONE);

describe('selection', () => {
  test('card, then square (preview), then the same square again plays it; another square moves the preview', () => {
    const s = position();
    put(s, 'lancaster', 'lancaster-levy-1', 3, 3);
    const levy = give(s, 'york', 'york-levy-1');
    const view = skirmish.view(s, 'york');
    const legal = view.legal;
    let p = picked(clickHand(legal, NONE, levy));
    expect(p).toEqual({ k: 'card', card: levy });
    p = picked(clickSquare(view, legal, p, 3, 2));
    expect(p).toEqual({ k: 'action', action: { t: 'place', card: levy, x: 3, y: 2 } });
    const other = legal.find((a) => a.t === 'place' && a.card === levy && (a.x !== 3 || a.y !== 2)) as Action & {
      x: number;
      y: number;
    };
    expect(picked(clickSquare(view, legal, p, other.x, other.y))).toEqual({ k: 'action', action: other });
    expect(clickSquare(view, legal, p, 3, 2)).toEqual({
      kind: 'submit',
      action: { t: 'place', card: levy, x: 3, y: 2 },
    });
    // A square that is not legal for the card does nothing; the card clicked again is put back.
    expect(clickSquare(view, legal, p, 0, 5)).toEqual({ kind: 'nothing' });
    expect(picked(clickHand(legal, p, levy))).toEqual(NONE);
  });

  test('a pick that the position no longer allows is dropped', () => {
    const p: Pick = { k: 'action', action: { t: 'place', card: 'y01', x: 0, y: 0 } };
    expect(reconcile([], p)).toEqual(NONE);
    expect(reconcile([{ t: 'place', card: 'y01', x: 0, y: 0 }], p)).toEqual(p);
  });

  test('in reinforcement a recallable unit is picked then recalled on a second click', () => {
    const s = position();
    const levy = put(s, 'york', 'york-levy-1', 0, 0);
    put(s, 'lancaster', 'lancaster-levy-1', 6, 5);
    s.phase = 'reinforce';
    s.decks.york = [];
    const view = skirmish.view(s, 'york');
    expect(view.legal).toContainEqual({ t: 'recall', card: levy });
    const p = picked(clickSquare(view, view.legal, NONE, 0, 0));
    expect(p).toEqual({ k: 'action', action: { t: 'recall', card: levy } });
    expect(clickSquare(view, view.legal, p, 0, 0)).toEqual({ kind: 'submit', action: { t: 'recall', card: levy } });
  });

  test('random clicks over random games only ever submit legal actions, and every legal action can be reached by clicks', () => {
    const rng = makeRng(99);
    let submitted = 0;
    for (let seed = 1; seed <= 3; seed++)
      playRandomSkirmish(seed, {
        onStep(s) {
          const side = skirmish.toAct(s)[0];
          if (!side) return;
          const view = skirmish.view(s, side);
          const key = (a: Action) => JSON.stringify(a);
          const legal = new Set(view.legal.map(key));
          let p: Pick = NONE;
          for (let i = 0; i < 30; i++) {
            const hand = view.hand[nextInt(rng, Math.max(1, view.hand.length))];
            const intent =
              nextInt(rng, 3) === 0 && hand
                ? clickHand(view.legal, p, hand.card)
                : clickSquare(view, view.legal, p, nextInt(rng, 7), nextInt(rng, 6));
            if (intent.kind === 'submit') {
              expect(legal.has(key(intent.action))).toBe(true);
              submitted++;
              break;
            }
            if (intent.kind === 'select') p = intent.pick;
            if (p.k === 'action') expect(legal.has(key(p.action))).toBe(true);
          }
          // Every legal action but draw (a button) is two clicks away: its square, or its card then its square.
          for (const a of view.legal) {
            if (a.t === 'draw') continue;
            let q: Pick = a.t === 'place' ? picked(clickHand(view.legal, NONE, a.card)) : NONE;
            if (
              a.t === 'advance' &&
              view.legal.some((b) => b.t === 'advance' && b.x === a.x && b.y === a.y && b.card !== a.card)
            )
              q = { k: 'unit', card: a.card };
            const sq =
              a.t === 'place' || a.t === 'advance'
                ? a
                : view.board.find((u) => u.card === (a.t === 'archer' ? (a.target ?? a.card) : a.card))!;
            q = picked(clickSquare(view, view.legal, q, sq.x, sq.y));
            expect(clickSquare(view, view.legal, q, sq.x, sq.y)).toEqual({ kind: 'submit', action: a });
          }
        },
      });
    expect(submitted).toBeGreaterThan(5);
  }, 30_000);
});
