/**
 * The mouse flow on the map as a small state machine: a click on an area or block either changes
 * what is selected or yields actions to submit. Pure functions of (view, legal index, selection),
 * so they are unit-tested without a browser.
 */
import {
  AREAS,
  AREA_IDS as ALL_AREA_IDS,
  BLOCKS,
  BORDERS,
  borderBetween,
  areaIndex,
  blockIndex,
} from '../../../../engine/richard-iii/data';
import { t } from '../../../src/i18n/language.svelte';
import { isMove, placeOf, type BlockToArea, type ChoiceIndex } from './choices';
import { areaName } from './names';
import { isCaptive } from './occupants';
import { refusalAt, type Refusal } from './refusal';
import type { Action, AreaId, BlockId, RichardView } from './types';

const AREA_IDS = new Set<string>(ALL_AREA_IDS);

/**
 * How a move reaches its destination: by sea, or by land entering across the border from `via`
 * (null = whichever land path leaves the most crossings). The entry border matters when the move
 * starts a battle: it decides the main attack and the reserves (6.3).
 */
export type Route = { readonly by: 'sea' } | { readonly by: 'land'; readonly via: AreaId | null };

export type Selection =
  /** `cleared`: the player dismissed the selection, so nothing is picked for him automatically. */
  | { readonly k: 'none'; readonly cleared?: boolean }
  /** Blocks picked in one area for a land or sea move. */
  | { readonly k: 'group'; readonly area: AreaId; readonly blocks: readonly BlockId[] }
  /** One block picked (a pool block to recruit, an heir to enter, a block going home, a retreat…). */
  | { readonly k: 'block'; readonly block: BlockId }
  /** A group (from `area`) bound for `to`, which it can reach in more than one way that matters. */
  | {
      readonly k: 'route';
      readonly area: AreaId;
      readonly blocks: readonly BlockId[];
      readonly to: AreaId;
      readonly routes: readonly Route[];
    };

export const NONE: Selection = { k: 'none' };
export const CLEARED: Selection = { k: 'none', cleared: true };

/** The blocks a selection has picked, on the map or off it. */
export function pickedBlocks(sel: Selection): readonly BlockId[] {
  return sel.k === 'group' || sel.k === 'route' ? sel.blocks : sel.k === 'block' ? [sel.block] : [];
}

export type Intent =
  | { readonly kind: 'select'; readonly selection: Selection }
  | { readonly kind: 'submit'; readonly action: Action }
  /** Move every block of the group to `to`, one action at a time, re-reading the legal list each time. */
  | { readonly kind: 'move-group'; readonly blocks: readonly BlockId[]; readonly to: AreaId; readonly route?: Route }
  /** A click on an area the picked blocks cannot go to, nor holding a choice: the pick stays, and the page says so. */
  | { readonly kind: 'not-there'; readonly area: AreaId }
  /** A click on an area, with nothing picked, that does nothing: the page says why (refusal.ts). */
  | { readonly kind: 'refused'; readonly area: AreaId; readonly why: Refusal }
  /**
   * A click on the map outside every area (the sea, land outside the game, the margin): it does
   * nothing, and the page says so (`picked`: blocks are picked, and stay so).
   */
  | { readonly kind: 'off-map'; readonly picked: boolean; readonly onMap: boolean }
  | { readonly kind: 'none' };

const select = (selection: Selection): Intent => ({ kind: 'select', selection });

/** Crossings left for `view.viewer` on a border this turn (5.21; Surprise adds one). */
export function borderLeft(view: RichardView, border: number): number {
  const side = view.viewer;
  if (!side) return 0;
  const b = BORDERS[border]!;
  const bonus = view.action?.side === side && view.action.event === 'surprise' ? 1 : 0;
  return b.limit + bonus - (view.crossings[side][border] ?? 0);
}

function pathBorders(from: AreaId, path: readonly AreaId[]): number[] {
  const out: number[] = [];
  let at = areaIndex(from);
  for (const id of path) {
    const next = areaIndex(id);
    const b = borderBetween(at, next);
    if (b >= 0) out.push(b);
    at = next;
  }
  return out;
}

/** The area a land path enters its destination from. */
const entryOf = (from: AreaId, path: readonly AreaId[]): AreaId => (path.length > 1 ? path[path.length - 2]! : from);

function fits(a: Extract<Action, { t: 'move' | 'sea' }>, from: AreaId | null, route: Route | undefined): boolean {
  if (!route) return true;
  if (route.by === 'sea') return a.t === 'sea';
  return a.t === 'move' && (route.via === null || (from !== null && entryOf(from, a.path) === route.via));
}

/** Land paths are compared by length, then by the crossings they leave on their borders (5.21). */
function landScore(view: RichardView, from: AreaId | null, path: readonly AreaId[]): number {
  const slack = from ? Math.min(...pathBorders(from, path).map((b) => borderLeft(view, b))) : 0;
  return -path.length * 100 + slack;
}

/**
 * The action that takes `block` to `to` (by `route` if given): a land move by the shortest path,
 * and among those the one leaving the most border capacity (so a group can follow); a sea move
 * only if no land path exists or the sea was chosen.
 */
export function pickMove(
  view: RichardView,
  legal: readonly Action[],
  block: BlockId,
  to: AreaId,
  route?: Route,
): Action | null {
  const from = placeOf(view, block) as AreaId | null;
  let best: Action | null = null;
  let bestScore = -Infinity;
  for (const a of legal) {
    if (!isMove(a) || a.block !== block || !fits(a, from, route)) continue;
    if (a.t === 'sea') {
      if (a.to === to && best === null) best = a;
      continue;
    }
    if (a.path[a.path.length - 1] !== to) continue;
    const score = landScore(view, from, a.path);
    if (best === null || best.t === 'sea' || score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The ways `blocks` (standing in `from`) can reach `to` that a player would want to choose between:
 * land or sea, and — when `to` holds enemy blocks, so the move starts a battle — the border it is
 * entered by. The usual choice (what a plain click does) comes first.
 */
export function routesTo(
  view: RichardView,
  index: ChoiceIndex,
  from: AreaId,
  blocks: readonly BlockId[],
  to: AreaId,
): Route[] {
  // The captive Henry VI (Kingmaker) is never a battle target: York entering London to him alone fights no one.
  const battle = view.blocks.some((b) => b.place === to && b.side !== view.viewer && !isCaptive(view, b));
  const land = new Map<string, { route: Route; score: number }>();
  let sea = false;
  for (const b of blocks) {
    for (const a of index.targets.get(b)?.get(to) ?? []) {
      if (a.t === 'sea') sea = true;
      if (a.t !== 'move') continue;
      const via = battle ? entryOf(from, a.path) : null;
      const score = landScore(view, from, a.path);
      const key = via ?? '';
      if ((land.get(key)?.score ?? -Infinity) < score) land.set(key, { route: { by: 'land', via }, score });
    }
  }
  const routes = [...land.values()].sort((x, y) => y.score - x.score).map((r) => r.route);
  return sea ? [...routes, { by: 'sea' }] : routes;
}

/** A group goes to `to` at once, unless there is more than one way to get there: then the player picks one. */
function moveTo(view: RichardView, index: ChoiceIndex, from: AreaId, blocks: readonly BlockId[], to: AreaId): Intent {
  const routes = routesTo(view, index, from, blocks, to);
  if (routes.length > 1) return select({ k: 'route', area: from, blocks, to, routes });
  // The one way in is named too: the attack's odds need to know whether it is the main attack's.
  return { kind: 'move-group', blocks, to, ...(routes[0] ? { route: routes[0] } : {}) };
}

/** When the only decision is where one off-map block goes (heir entry, going home), pick it for the player. */
export function autoSelection(index: ChoiceIndex): Selection {
  const blocks = [...index.targets.keys()];
  if (blocks.length === 1 && index.movable.size === 0 && index.areaChoices.size === 0)
    return { k: 'block', block: blocks[0]! };
  return NONE;
}

export function clickArea(view: RichardView, index: ChoiceIndex, sel: Selection, area: string): Intent {
  const id = area as AreaId;
  if (sel.k === 'route') {
    // The destination again takes the usual route; anywhere else is a click with the group picked
    // (another destination, its own area to drop the pick, or a miss, which keeps the route question).
    if (id === sel.to) return { kind: 'move-group', blocks: sel.blocks, to: id, route: sel.routes[0]! };
    return clickArea(view, index, { k: 'group', area: sel.area, blocks: sel.blocks }, area);
  }
  if (sel.k === 'group') {
    const canGo = sel.blocks.some((b) => index.targets.get(b)?.has(id));
    if (canGo)
      return moveTo(
        view,
        index,
        sel.area,
        sel.blocks.filter((b) => index.targets.get(b)?.has(id)),
        id,
      );
    if (id === sel.area) return select(NONE);
  }
  if (sel.k === 'block') {
    const acts = index.targets.get(sel.block)?.get(id);
    if (acts && acts.length > 0) {
      const from = placeOf(view, sel.block) as AreaId | null;
      if (isMove(acts[0]!))
        return from ? moveTo(view, index, from, [sel.block], id) : { kind: 'move-group', blocks: [sel.block], to: id };
      return { kind: 'submit', action: acts[0]! };
    }
  }
  const areaChoice = index.areaChoices.get(id);
  if (areaChoice) return { kind: 'submit', action: areaChoice };
  const movers = index.movable.get(id);
  if (movers && movers.length > 0) return select({ k: 'group', area: id, blocks: movers });
  // An area holding exactly one block with a decision (regroup, retreat, supply loss…) selects it.
  const here = view.blocks.filter(
    (b) => b.place === id && b.id && (index.targets.has(b.id) || index.blockChoices.has(b.id)),
  );
  if (here.length === 1) return clickBlock(view, index, NONE, here[0]!.id!);
  if (!AREA_IDS.has(id)) return { kind: 'none' };
  // A pick is not dropped by a click that only missed: the player is told the area is not open to it.
  // With nothing picked, he is told why the area offers nothing (its blocks moved, no AP…).
  return sel.k === 'none'
    ? { kind: 'refused', area: id, why: refusalAt(view, index, id) }
    : { kind: 'not-there', area: id };
}

/** A click on the map that hits no area nor block (see Intent `off-map`; `onMap`: the decision is made on the map). */
export function clickOffMap(index: ChoiceIndex, sel: Selection): Intent {
  const onMap = index.targets.size + index.movable.size + index.areaChoices.size + index.blockChoices.size > 0;
  return { kind: 'off-map', picked: sel.k !== 'none', onMap };
}

/**
 * A click on a block. On one of your movable blocks it picks the whole group of its area (a stack
 * may cover the area's name, and the group is what a player means); `narrow` (Shift/Ctrl-click)
 * picks that block alone, even with its group picked. With a group picked, a click on one of its
 * blocks adds or removes it.
 */
export function clickBlock(
  view: RichardView,
  index: ChoiceIndex,
  sel0: Selection,
  block: string,
  narrow = false,
): Intent {
  const b = block as BlockId;
  // Choosing a route is choosing for the group: a block click goes back to picking blocks.
  const sel: Selection = sel0.k === 'route' ? { k: 'group', area: sel0.area, blocks: sel0.blocks } : sel0;
  // Hidden enemy blocks are keyed by an opaque token: look blocks up by key, not by id.
  const where = (view.blocks.find((x) => x.key === block)?.place ?? null) as AreaId | null;
  // With a selection, a click on any block standing in one of its destinations means "go there".
  if (where && where !== (sel.k === 'group' ? sel.area : null)) {
    const picked = sel.k === 'group' ? sel.blocks : sel.k === 'block' ? [sel.block] : [];
    if (picked.some((p) => index.targets.get(p)?.has(where))) return clickArea(view, index, sel, where);
  }
  if (sel.k === 'group' && where === sel.area && index.movable.get(sel.area)?.includes(b)) {
    // Shift-click picks that block alone, with the group picked or not (the prompt says so).
    if (narrow) return select({ k: 'group', area: sel.area, blocks: [b] });
    const blocks = sel.blocks.includes(b) ? sel.blocks.filter((x) => x !== b) : [...sel.blocks, b];
    return select(blocks.length ? { k: 'group', area: sel.area, blocks } : NONE);
  }
  const group = where ? index.movable.get(where as AreaId) : undefined;
  if (where && group?.includes(b)) return select({ k: 'group', area: where as AreaId, blocks: narrow ? [b] : group });
  const choices = index.blockChoices.get(b) ?? [];
  if (
    choices.length === 1 &&
    !index.targets.has(b) &&
    (choices[0]!.t === 'supply-loss' || choices[0]!.t === 'take-hits' || choices[0]!.t === 'exile-pool')
  ) {
    return { kind: 'submit', action: choices[0]! };
  }
  if (index.targets.has(b) || choices.length > 0)
    return select(sel.k === 'block' && sel.block === b ? NONE : { k: 'block', block: b });
  // A click on any other block (an enemy's, one that cannot move) is a click on its area.
  return where && AREA_IDS.has(where) ? clickArea(view, index, sel, where) : { kind: 'none' };
}

/** Drop a selection the new legal list no longer supports (after a move, or the other side acted). */
export function reconcile(index: ChoiceIndex, sel: Selection): Selection {
  if (sel.k === 'none' && sel.cleared) return sel;
  if (sel.k === 'route') {
    const movers = index.movable.get(sel.area) ?? [];
    return sel.blocks.every((b) => movers.includes(b)) ? sel : NONE;
  }
  if (sel.k === 'group') {
    const movers = index.movable.get(sel.area) ?? [];
    const blocks = sel.blocks.filter((b) => movers.includes(b));
    return blocks.length ? { k: 'group', area: sel.area, blocks } : NONE;
  }
  if (sel.k === 'block')
    return index.targets.has(sel.block) || index.blockChoices.has(sel.block) ? sel : autoSelection(index);
  return autoSelection(index);
}

/** Borders on the legal paths of the selected group, with the crossings left on each (5.21). */
export function capacityShown(
  view: RichardView,
  index: ChoiceIndex,
  sel: Selection,
): { a: AreaId; b: AreaId; left: number }[] {
  if (sel.k !== 'group' && sel.k !== 'route') return [];
  const seen = new Set<number>();
  for (const block of sel.blocks) {
    for (const acts of index.targets.get(block)?.values() ?? []) {
      for (const a of acts as BlockToArea[])
        if (a.t === 'move') for (const bd of pathBorders(sel.area, a.path)) seen.add(bd);
    }
  }
  return [...seen].map((i) => ({
    a: AREAS[BORDERS[i]!.a]!.id,
    b: AREAS[BORDERS[i]!.b]!.id,
    left: borderLeft(view, i),
  }));
}

/** Blocks of a group in the order the player reads them (strongest first, as on the board). */
export function sortBlocks(ids: readonly BlockId[]): BlockId[] {
  return [...ids].sort(
    (x, y) => BLOCKS[blockIndex(x)]!.heirRank - BLOCKS[blockIndex(y)]!.heirRank || x.localeCompare(y),
  );
}

/**
 * A route in words, for its button: "By sea", "By land", "By land from Hereford (2 crossings left on
 * that border)" — and, into an attack of the player's own already under way, whether that border is
 * the main attack's (its blocks fight from round 1) or another (reserves, 6.3; ruling A8).
 */
export function routeText(view: RichardView, to: AreaId, route: Route): string {
  if (route.by === 'sea') return t('choice.bySea');
  if (route.via === null) return t('choice.byLand');
  const border = borderBetween(areaIndex(route.via), areaIndex(to));
  const left = border >= 0 ? borderLeft(view, border) : 0;
  const text = t('choice.byLandVia', { area: areaName(route.via), left });
  const own = view.attacks.find((a) => a.area === to && a.attacker === view.viewer);
  if (!own) return text;
  return `${text} — ${border === own.attackerBorders[0] ? t('choice.joinsMain') : t('choice.asReserves')}`;
}
