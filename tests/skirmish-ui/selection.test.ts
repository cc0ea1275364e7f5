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
    // A square that is not legal for the card does nothing, saying why; the card clicked again is put back.
    expect(clickSquare(view, legal, p, 0, 5)).toEqual({ kind: 'nothing', why: { k: 'not-there', card: levy } });
    expect(clickSquare(view, legal, NONE, 0, 5)).toEqual({ kind: 'nothing', why: { k: 'pick-card-first' } });
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
    // An empty square or the enemy's unit: nothing to recall there; no card of the hand is played now.
    expect(clickSquare(view, view.legal, NONE, 6, 5)).toEqual({ kind: 'nothing', why: { k: 'no-recall-there' } });
    expect(clickSquare(view, view.legal, NONE, 2, 2)).toEqual({ kind: 'nothing', why: { k: 'no-recall-there' } });
    const inHand = view.hand[0]?.card;
    if (inHand) expect(clickHand(view.legal, NONE, inHand)).toEqual({ kind: 'nothing', why: { k: 'no-card-now' } });
  });

  test('berserker advances: a square says why it is refused, naming the picked berserker when one is', () => {
    const s = position();
    const a = put(s, 'york', 'york-gallowglass', 2, 2);
    const b = put(s, 'york', 'york-levy-1', 4, 2);
    const base = skirmish.view(s, 'york');
    // The click logic reads only the phase, the board and the legal list: two berserkers may both advance
    // to the square between them, and each to one square of its own.
    const legal: Action[] = [
      { t: 'advance', card: a, x: 3, y: 2 },
      { t: 'advance', card: b, x: 3, y: 2 },
      { t: 'advance', card: a, x: 2, y: 1 },
      { t: 'advance', card: b, x: 4, y: 1 },
    ];
    const view = { ...base, phase: 'advance' as const, legal };
    const refused = (p: Pick, x: number, y: number) => clickSquare(view, legal, p, x, y);
    // Nothing picked: a square no one reaches; a square two reach (pick one first); one square of one berserker.
    expect(refused(NONE, 0, 5)).toEqual({ kind: 'nothing', why: { k: 'no-advance-there' } });
    expect(refused(NONE, 3, 2)).toEqual({ kind: 'nothing', why: { k: 'pick-berserker-first' } });
    expect(picked(refused(NONE, 2, 1))).toEqual({ k: 'action', action: legal[2] });
    // A berserker picked: its own squares preview; another's square, or no one's, is refused in its name.
    const pickA: Pick = { k: 'unit', card: a };
    expect(picked(refused(pickA, 3, 2))).toEqual({ k: 'action', action: legal[0] });
    expect(refused(pickA, 4, 1)).toEqual({ kind: 'nothing', why: { k: 'picked-cannot-advance', card: a } });
    expect(refused(pickA, 0, 5)).toEqual({ kind: 'nothing', why: { k: 'picked-cannot-advance', card: a } });
    // Clicking a berserker picks it, and again puts it back.
    expect(picked(refused(NONE, 4, 2))).toEqual({ k: 'unit', card: b });
    expect(picked(refused(pickA, 2, 2))).toEqual(NONE);
  });

  test('a choice of nothing says why, read off the legal list: greyed cards are unplayable, unlit squares not there', () => {
    let unplayable = 0;
    let notThere = 0;
    for (let seed = 1; seed <= 4; seed++)
      playRandomSkirmish(seed, {
        onStep(s) {
          const side = skirmish.toAct(s)[0];
          if (!side) return;
          const view = skirmish.view(s, side);
          const places = view.legal.filter((a) => a.t === 'place');
          for (const c of view.hand) {
            const intent = clickHand(view.legal, NONE, c.card);
            const playable = places.some((a) => a.card === c.card);
            if (playable) expect(intent.kind).toBe('select');
            else {
              expect(intent).toEqual({
                kind: 'nothing',
                why: places.length ? { k: 'card-unplayable', card: c.card } : { k: 'no-card-now' },
              });
              if (places.length) unplayable++;
            }
          }
          const card = places[0]?.card;
          if (view.phase !== 'place' || !card) return;
          for (let x = 0; x < 7; x++)
            for (let y = 0; y < 6; y++) {
              const intent = clickSquare(view, view.legal, { k: 'card', card }, x, y);
              const lit = places.some((a) => a.card === card && a.x === x && a.y === y);
              if (lit) expect(intent.kind).toBe('select');
              else {
                expect(intent).toEqual({ kind: 'nothing', why: { k: 'not-there', card } });
                notThere++;
              }
            }
        },
      });
    expect(unplayable).toBeGreaterThan(0);
    expect(notThere).toBeGreaterThan(0);
  }, 30_000);

  test('an archer refuses a square it may not fire at; nothing is refused when the player has no decision', () => {
    const s = position();
    const target = put(s, 'lancaster', 'lancaster-levy-1', 3, 4);
    put(s, 'lancaster', 'lancaster-bowmen-1', 4, 2);
    const bow = give(s, 'york', 'york-kentish-bowmen');
    give(s, 'lancaster', 'lancaster-levy-2');
    const r = skirmish.apply(s, 'york', { t: 'place', card: bow, x: 3, y: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const archers = skirmish.view(r.value, 'york');
    expect(archers.phase).toBe('archers');
    expect(clickSquare(archers, archers.legal, NONE, 3, 4)).toEqual({
      kind: 'select',
      pick: { k: 'action', action: { t: 'archer', card: bow, target } },
    });
    // An empty square of its grid, and one out of it: not a target.
    for (const [x, y] of [
      [2, 3],
      [0, 5],
    ] as const)
      expect(clickSquare(archers, archers.legal, NONE, x, y)).toEqual({
        kind: 'nothing',
        why: { k: 'not-a-target', card: bow },
      });
    const view = skirmish.view(s, 'york');
    expect(clickSquare(view, [], NONE, 0, 0)).toEqual({ kind: 'nothing', why: null });
    expect(clickHand([], NONE, 'y01')).toEqual({ kind: 'nothing', why: null });
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
