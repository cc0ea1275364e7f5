import { describe, expect, it } from 'vitest';
import { indexChoices } from '../../renderer/games/richard-iii/model/choices';
import { toMapModel } from '../../renderer/games/richard-iii/model/map-model';
import {
  CLEARED,
  clickArea,
  clickBlock,
  NONE,
  pickMove,
  reconcile,
  routesTo,
  routeText,
} from '../../renderer/games/richard-iii/model/selection';
import { panelActions } from '../../renderer/games/richard-iii/model/panel-actions';
import { promptFor } from '../../renderer/games/richard-iii/model/prompt';
import { actionKey } from '../../engine/richard-iii/actions';
import { AREA_IDS } from '../../engine/richard-iii/data';
import { apply, newGame, playUntil, viewOf } from './fixtures';

function actionPhase(seed: number) {
  const s = playUntil(newGame(seed), seed, (x) => x.step.k === 'action');
  const side = (s.step as { side: 'lancaster' | 'york' }).side;
  return { s, side, view: viewOf(s, side) };
}

describe('map clicks → intents', () => {
  it('click an area: its movable blocks are selected, destinations highlighted; click one: a legal move', () => {
    const found = [3, 4, 5, 6, 7, 8].map(actionPhase).find((x) => x.view.legal.some((a) => a.t === 'move'))!;
    const { s, side, view } = found;
    const index = indexChoices(view, view.legal);
    // An area whose blocks can move by land (exiles move only by sea).
    const [area, blocks] = [...index.movable].find(([, bs]) =>
      view.legal.some((a) => a.t === 'move' && bs.includes(a.block)),
    )!;
    const sel = clickArea(view, index, NONE, area);
    expect(sel).toEqual({ kind: 'select', selection: { k: 'group', area, blocks } });
    if (sel.kind !== 'select') return;
    const model = toMapModel(view, index, sel.selection);
    expect(model.selectedBlocks.sort()).toEqual([...blocks].filter((b) => model.blocks.some((m) => m.id === b)).sort());
    expect(model.highlightAreas.length).toBeGreaterThan(0);
    expect(model.borderCapacity?.length).toBeGreaterThan(0);
    const dest = model.highlightAreas[0]!;
    const go = clickArea(view, index, sel.selection, dest);
    expect(go.kind).toBe('move-group');
    if (go.kind !== 'move-group') return;
    const a = pickMove(view, view.legal, go.blocks[0]!, go.to);
    expect(a).not.toBeNull();
    const legalKeys = new Set(view.legal.map(actionKey));
    expect(legalKeys.has(actionKey(a!))).toBe(true);
    // Played, the block stands in the destination.
    const after = apply(s, side, a!);
    expect(viewOf(after, side).blocks.find((b) => b.id === go.blocks[0])?.place).toBe(go.to);
  });

  it('clicking a selected block drops it from the group; clicking the same area again clears', () => {
    const { view } = actionPhase(5);
    const index = indexChoices(view, view.legal);
    const [area, blocks] = [...index.movable].find(([, b]) => b.length > 1) ?? [...index.movable][0]!;
    const sel = { k: 'group', area, blocks } as const;
    const r = clickBlock(view, index, sel, blocks[0]!);
    expect(r).toEqual({
      kind: 'select',
      selection: blocks.length > 1 ? { k: 'group', area, blocks: blocks.slice(1) } : NONE,
    });
    expect(clickArea(view, index, sel, area)).toEqual({ kind: 'select', selection: NONE });
  });

  it('a click on an area the picked blocks cannot reach keeps them picked and says so', () => {
    const { view } = actionPhase(5);
    const index = indexChoices(view, view.legal);
    const [area, blocks] = [...index.movable][0]!;
    const sel = { k: 'group', area, blocks } as const;
    const reach = new Set(blocks.flatMap((b) => [...(index.targets.get(b)?.keys() ?? [])]));
    const far = AREA_IDS.find(
      (a) =>
        a !== area &&
        !reach.has(a) &&
        !index.areaChoices.has(a) &&
        !index.movable.has(a) &&
        !view.blocks.some((b) => b.place === a && b.side === view.viewer),
    )!;
    expect(far).toBeDefined();
    expect(clickArea(view, index, sel, far)).toEqual({ kind: 'not-there', area: far });
    // With nothing picked, the same click moves nothing either, and says why (refusal.test.ts).
    expect(clickArea(view, index, NONE, far)).toMatchObject({ kind: 'refused', area: far });
  });

  it('the map never shows an enemy block\u2019s identity', () => {
    const { view } = actionPhase(9);
    const model = toMapModel(view, null, NONE);
    for (const b of model.blocks) {
      const src = view.blocks.find((x) => x.key === b.id)!;
      if (src.side !== view.viewer && src.id === null) {
        expect(b.hidden).toBe(true);
        expect(b.label).toBeUndefined();
        expect(b.strength).toBeUndefined();
      }
    }
  });

  it('every decision outside the action phase has a button or a map click', () => {
    for (const seed of [21, 22]) {
      let s = newGame(seed);
      for (let i = 0; i < 4000 && !s.outcome; i++) {
        s = playUntil(s, seed * 1000 + i, () => false, 1);
        const side = s.step.k === 'game-over' ? null : (('side' in s.step ? s.step.side : null) ?? null);
        for (const viewer of side ? [side] : (['lancaster', 'york'] as const)) {
          const view = viewOf(s, viewer);
          if (!view.legal.length || view.step === 'action') continue;
          const index = indexChoices(view, view.legal);
          const sel = reconcile(index, NONE);
          const buttons = panelActions(index, sel).length;
          const cards = view.legal.filter((a) => a.t === 'card').length;
          const mapClicks = index.targets.size + index.areaChoices.size;
          expect(buttons + cards + mapClicks, view.step).toBeGreaterThan(0);
          expect(promptFor(view, viewer, sel).title.length).toBeGreaterThan(0);
        }
      }
    }
  }, 60_000);
});

describe('clicks on blocks standing in a destination', () => {
  it('move the selected group there instead of selecting those blocks', () => {
    for (const seed of [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      const { view } = actionPhase(seed);
      const index = indexChoices(view, view.legal);
      for (const [area, blocks] of index.movable) {
        const dests = new Set(blocks.flatMap((b) => [...(index.targets.get(b)?.keys() ?? [])]));
        const occupied = view.blocks.find((x) => x.id && x.place !== area && dests.has(x.place as never));
        if (!occupied) continue;
        const r = clickBlock(view, index, { k: 'group', area, blocks }, occupied.key);
        expect(r.kind).toBe('move-group');
        return;
      }
    }
    throw new Error('no position with a friendly destination found');
  });
});

describe('route choice', () => {
  it('offers every way that matters (land or sea; the entry border of an attack), and each route plays a legal move that takes it', () => {
    let seaAndLand = 0;
    let entries = 0;
    const positions = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].flatMap((seed) =>
      [1, 2, 3, 4, 5].map((turn) => {
        const s = playUntil(newGame(seed), seed + turn, (x) => x.step.k === 'action' && x.turn >= turn);
        return viewOf(s, (s.step as { side: 'lancaster' | 'york' }).side);
      }),
    );
    for (const view of positions) {
      if (view.step !== 'action') continue;
      const index = indexChoices(view, view.legal);
      const legalKeys = new Set(view.legal.map(actionKey));
      for (const [area, blocks] of index.movable) {
        for (const to of new Set(blocks.flatMap((b) => [...(index.targets.get(b)?.keys() ?? [])]))) {
          const movers = blocks.filter((b) => index.targets.get(b)?.has(to));
          const routes = routesTo(view, index, area, movers, to);
          const intent = clickArea(view, index, { k: 'group', area, blocks }, to);
          const moves = movers.flatMap((b) => index.targets.get(b)!.get(to)!);
          const battle = view.blocks.some((b) => b.place === to && b.side !== view.viewer);
          // Every legal way is covered by a route: sea moves by "by sea", and in an attack each entry border.
          if (moves.some((a) => a.t === 'sea')) expect(routes).toContainEqual({ by: 'sea' });
          for (const a of moves) {
            if (a.t !== 'move') continue;
            const via = a.path.length > 1 ? a.path[a.path.length - 2]! : area;
            expect(routes).toContainEqual({ by: 'land', via: battle ? via : null });
          }
          if (routes.length <= 1) {
            // The one way in is named in the intent (the attack's odds ask whether it is the main one).
            expect(intent).toEqual({
              kind: 'move-group',
              blocks: movers,
              to,
              ...(routes[0] ? { route: routes[0] } : {}),
            });
            continue;
          }
          if (routes.some((r) => r.by === 'sea') && routes.some((r) => r.by === 'land')) seaAndLand++;
          if (routes.filter((r) => r.by === 'land').length > 1) entries++;
          expect(intent).toEqual({ kind: 'select', selection: { k: 'route', area, blocks: movers, to, routes } });
          if (intent.kind !== 'select') continue;
          // Each route's move is legal and goes the chosen way.
          for (const r of routes) {
            const a = movers.map((b) => pickMove(view, view.legal, b, to, r)).find((x) => x !== null);
            expect(a, JSON.stringify(r)).toBeTruthy();
            expect(legalKeys.has(actionKey(a!))).toBe(true);
            if (r.by === 'sea') expect(a!.t).toBe('sea');
            else {
              expect(a!.t).toBe('move');
              if (r.via && a!.t === 'move') expect(a!.path.length > 1 ? a!.path[a!.path.length - 2] : area).toBe(r.via);
            }
            expect(routeText(view, to, r)).toMatch(/^By (sea|land)/);
          }
          // The destination clicked again takes the usual (first) route; another area goes back to the group.
          expect(clickArea(view, index, intent.selection, to)).toEqual({
            kind: 'move-group',
            blocks: movers,
            to,
            route: routes[0],
          });
          expect(toMapModel(view, index, intent.selection).highlightAreas).toEqual([to]);
          expect(promptFor(view, view.viewer, intent.selection).title).toMatch(/^Which way to /);
        }
      }
    }
    expect(seaAndLand).toBeGreaterThan(0);
    expect(entries).toBeGreaterThan(0);
  }, 30_000); // dozens of seeded games: slow on a loaded machine

  it('a dismissed selection is not picked again automatically', () => {
    for (const seed of [21, 22, 23]) {
      let s = newGame(seed);
      for (let i = 0; i < 4000 && !s.outcome; i++) {
        s = playUntil(s, seed * 1000 + i, () => false, 1);
        const side = s.step.k === 'game-over' ? null : (('side' in s.step ? s.step.side : null) ?? null);
        if (!side) continue;
        const view = viewOf(s, side);
        const index = indexChoices(view, view.legal);
        if (reconcile(index, NONE).k === 'none') continue;
        expect(reconcile(index, CLEARED)).toEqual(CLEARED);
        return;
      }
    }
    throw new Error('no position where the page picks a block for the player');
  });
});

describe('panel buttons', () => {
  it('put Done first in a regroup, above the list of blocks that may still move', () => {
    let found = 0;
    for (let seed = 1; seed < 120 && found < 2; seed++) {
      const s = playUntil(newGame(seed), seed, (x) => x.step.k === 'battle-regroup');
      if (s.step.k !== 'battle-regroup') continue;
      const view = viewOf(s, s.step.side);
      const buttons = panelActions(indexChoices(view, view.legal), NONE);
      if (buttons.length < 2) continue;
      found++;
      expect(buttons[0]).toEqual({ t: 'done' });
    }
    expect(found).toBeGreaterThan(0);
  });
});

describe('a click on one of your blocks', () => {
  it('picks the whole movable group of its area; Shift-click picks that block alone', () => {
    const found = [3, 4, 5, 6, 7, 8, 9, 10]
      .map(actionPhase)
      .find((x) => [...indexChoices(x.view, x.view.legal).movable.values()].some((bs) => bs.length > 1))!;
    expect(found).toBeDefined();
    const { view } = found;
    const index = indexChoices(view, view.legal);
    const [area, group] = [...index.movable].find(([, bs]) => bs.length > 1)!;
    const block = group[group.length - 1]!;
    expect(clickBlock(view, index, NONE, block)).toEqual({
      kind: 'select',
      selection: { k: 'group', area, blocks: group },
    });
    expect(clickBlock(view, index, NONE, block, true)).toEqual({
      kind: 'select',
      selection: { k: 'group', area, blocks: [block] },
    });
    // Then a click on a block of the picked group takes it out (and puts it back).
    const all = { k: 'group', area, blocks: group } as const;
    const without = clickBlock(view, index, all, block);
    expect(without).toEqual({
      kind: 'select',
      selection: { k: 'group', area, blocks: group.filter((b) => b !== block) },
    });
    // Shift-click with the group picked still picks that block alone (it once took it out).
    expect(clickBlock(view, index, all, block, true)).toEqual({
      kind: 'select',
      selection: { k: 'group', area, blocks: [block] },
    });
    // The prompt says what the group's move costs: once for the area by land, once a block by sea.
    const hint = promptFor(view, view.viewer, all).hint;
    const landMoves = view.legal.some((a) => a.t === 'move' && group.includes(a.block));
    expect(hint).toMatch(
      landMoves
        ? /activates .* for 1 AP; the rest of its blocks then move for free|already activated: its blocks move for free/
        : /by sea: 1 AP a block/,
    );
  });
});
