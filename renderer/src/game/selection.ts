/**
 * The mouse flow on the map as a small state machine: a click on an area or block either changes
 * what is selected or yields actions to submit. Pure functions of (view, legal index, selection),
 * so they are unit-tested without a browser.
 */
import { AREAS, AREA_IDS as ALL_AREA_IDS, BLOCKS, BORDERS, borderBetween, areaIndex, blockIndex } from '../../../engine/richard-iii/data';
import { isMove, placeOf, type BlockToArea, type ChoiceIndex } from './choices';
import type { Action, AreaId, BlockId, RichardView } from './types';

const AREA_IDS = new Set<string>(ALL_AREA_IDS);

export type Selection =
  | { readonly k: 'none' }
  /** Blocks picked in one area for a land or sea move. */
  | { readonly k: 'group'; readonly area: AreaId; readonly blocks: readonly BlockId[] }
  /** One block picked (a pool block to recruit, an heir to enter, a block going home, a retreat…). */
  | { readonly k: 'block'; readonly block: BlockId };

export const NONE: Selection = { k: 'none' };

export type Intent =
  | { readonly kind: 'select'; readonly selection: Selection }
  | { readonly kind: 'submit'; readonly action: Action }
  /** Move every block of the group to `to`, one action at a time, re-reading the legal list each time. */
  | { readonly kind: 'move-group'; readonly blocks: readonly BlockId[]; readonly to: AreaId }
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

/**
 * The action that takes `block` to `to`: a land move by the shortest path, and among those the one
 * leaving the most border capacity (so a group can follow); a sea move only if no land path exists.
 */
export function pickMove(view: RichardView, legal: readonly Action[], block: BlockId, to: AreaId): Action | null {
  const from = placeOf(view, block) as AreaId | null;
  let best: Action | null = null;
  let bestScore = -Infinity;
  for (const a of legal) {
    if (!isMove(a) || a.block !== block) continue;
    if (a.t === 'sea') {
      if (a.to === to && best === null) best = a;
      continue;
    }
    if (a.path[a.path.length - 1] !== to) continue;
    const slack = from ? Math.min(...pathBorders(from, a.path).map((b) => borderLeft(view, b))) : 0;
    const score = -a.path.length * 100 + slack;
    if (best === null || best.t === 'sea' || score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

/** When the only decision is where one off-map block goes (heir entry, going home), pick it for the player. */
export function autoSelection(index: ChoiceIndex): Selection {
  const blocks = [...index.targets.keys()];
  if (blocks.length === 1 && index.movable.size === 0 && index.areaChoices.size === 0) return { k: 'block', block: blocks[0]! };
  return NONE;
}

export function clickArea(view: RichardView, index: ChoiceIndex, sel: Selection, area: string): Intent {
  const id = area as AreaId;
  if (sel.k === 'group') {
    const canGo = sel.blocks.some((b) => index.targets.get(b)?.has(id));
    if (canGo) return { kind: 'move-group', blocks: sel.blocks.filter((b) => index.targets.get(b)?.has(id)), to: id };
    if (id === sel.area) return select(NONE);
  }
  if (sel.k === 'block') {
    const acts = index.targets.get(sel.block)?.get(id);
    if (acts && acts.length > 0) {
      if (isMove(acts[0]!)) return { kind: 'move-group', blocks: [sel.block], to: id };
      return { kind: 'submit', action: acts[0]! };
    }
  }
  const areaChoice = index.areaChoices.get(id);
  if (areaChoice) return { kind: 'submit', action: areaChoice };
  const movers = index.movable.get(id);
  if (movers && movers.length > 0) return select({ k: 'group', area: id, blocks: movers });
  // An area holding exactly one block with a decision (regroup, retreat, supply loss…) selects it.
  const here = view.blocks.filter((b) => b.place === id && b.id && (index.targets.has(b.id) || index.blockChoices.has(b.id)));
  if (here.length === 1) return clickBlock(view, index, NONE, here[0]!.id!);
  return sel.k === 'none' ? { kind: 'none' } : select(NONE);
}

export function clickBlock(view: RichardView, index: ChoiceIndex, sel: Selection, block: string): Intent {
  const b = block as BlockId;
  // Hidden enemy blocks are keyed by an opaque token: look blocks up by key, not by id.
  const where = (view.blocks.find((x) => x.key === block)?.place ?? null) as AreaId | null;
  // With a selection, a click on any block standing in one of its destinations means "go there".
  if (where && where !== (sel.k === 'group' ? sel.area : null)) {
    const picked = sel.k === 'group' ? sel.blocks : sel.k === 'block' ? [sel.block] : [];
    if (picked.some((p) => index.targets.get(p)?.has(where))) return clickArea(view, index, sel, where);
  }
  if (sel.k === 'group' && where === sel.area && index.movable.get(sel.area)?.includes(b)) {
    const blocks = sel.blocks.includes(b) ? sel.blocks.filter((x) => x !== b) : [...sel.blocks, b];
    return select(blocks.length ? { k: 'group', area: sel.area, blocks } : NONE);
  }
  if (where && index.movable.get(where as AreaId)?.includes(b)) return select({ k: 'group', area: where as AreaId, blocks: [b] });
  const choices = index.blockChoices.get(b) ?? [];
  if (choices.length === 1 && !index.targets.has(b) && (choices[0]!.t === 'supply-loss' || choices[0]!.t === 'take-hits' || choices[0]!.t === 'exile-pool')) {
    return { kind: 'submit', action: choices[0]! };
  }
  if (index.targets.has(b) || choices.length > 0) return select(sel.k === 'block' && sel.block === b ? NONE : { k: 'block', block: b });
  // A click on any other block (an enemy's, one that cannot move) is a click on its area.
  return where && AREA_IDS.has(where) ? clickArea(view, index, sel, where) : { kind: 'none' };
}

/** Drop a selection the new legal list no longer supports (after a move, or the other side acted). */
export function reconcile(index: ChoiceIndex, sel: Selection): Selection {
  if (sel.k === 'group') {
    const movers = index.movable.get(sel.area) ?? [];
    const blocks = sel.blocks.filter((b) => movers.includes(b));
    return blocks.length ? { k: 'group', area: sel.area, blocks } : NONE;
  }
  if (sel.k === 'block') return index.targets.has(sel.block) || index.blockChoices.has(sel.block) ? sel : autoSelection(index);
  return autoSelection(index);
}

/** Borders on the legal paths of the selected group, with the crossings left on each (5.21). */
export function capacityShown(view: RichardView, index: ChoiceIndex, sel: Selection): { a: AreaId; b: AreaId; left: number }[] {
  if (sel.k !== 'group') return [];
  const seen = new Set<number>();
  for (const block of sel.blocks) {
    for (const acts of index.targets.get(block)?.values() ?? []) {
      for (const a of acts as BlockToArea[]) if (a.t === 'move') for (const bd of pathBorders(sel.area, a.path)) seen.add(bd);
    }
  }
  return [...seen].map((i) => ({ a: AREAS[BORDERS[i]!.a]!.id, b: AREAS[BORDERS[i]!.b]!.id, left: borderLeft(view, i) }));
}

/** Blocks of a group in the order the player reads them (strongest first, as on the board). */
export function sortBlocks(ids: readonly BlockId[]): BlockId[] {
  return [...ids].sort((x, y) => BLOCKS[blockIndex(x)]!.heirRank - BLOCKS[blockIndex(y)]!.heirRank || x.localeCompare(y));
}
