/**
 * Reading the legal action list (the engine's one source of legality) into what the map and the
 * panel can offer: which areas and blocks are clickable, where a block may go, which actions need
 * a button. Nothing here decides legality; it only indexes the list.
 */
import type { Action, AreaId, BlockId, RichardView } from './types';

/** Actions that move one block to one area (the map shows these as "pick block, pick area"). */
export type BlockToArea = Extract<
  Action,
  { t: 'move' | 'sea' | 'recruit' | 'heir-enter' | 'go-home' | 'retreat' | 'regroup' }
>;
/** Actions that name an area only (the map shows these as clickable areas). */
export type AreaChoice = Extract<Action, { t: 'muster' | 'plague' | 'battle' }>;
/** Actions that name one of the player's blocks only. */
export type BlockChoice = Extract<
  Action,
  { t: 'supply-loss' | 'take-hits' | 'execute' | 'spare' | 'go-pool' | 'exile-pool' }
>;

export function isBlockToArea(a: Action): a is BlockToArea {
  return (
    a.t === 'move' ||
    a.t === 'sea' ||
    a.t === 'recruit' ||
    a.t === 'heir-enter' ||
    a.t === 'go-home' ||
    a.t === 'retreat' ||
    a.t === 'regroup'
  );
}
export function isAreaChoice(a: Action): a is AreaChoice {
  return a.t === 'muster' || a.t === 'plague' || a.t === 'battle';
}
export function isBlockChoice(a: Action): a is BlockChoice {
  return (
    a.t === 'supply-loss' ||
    a.t === 'take-hits' ||
    a.t === 'execute' ||
    a.t === 'spare' ||
    a.t === 'go-pool' ||
    a.t === 'exile-pool'
  );
}

export function destinationOf(a: BlockToArea): AreaId {
  return a.t === 'move' ? a.path[a.path.length - 1]! : a.to;
}

/** Land and sea moves: the map's "activate an area, pick blocks, pick a destination" flow. */
export const isMove = (a: Action): a is Extract<Action, { t: 'move' | 'sea' }> => a.t === 'move' || a.t === 'sea';

/** Where each block stands (own blocks are keyed by their id). */
export function placeOf(view: RichardView, block: string): string | null {
  return view.blocks.find((b) => b.id === block)?.place ?? null;
}

export interface ChoiceIndex {
  /** block → area → the actions taking it there. */
  targets: Map<BlockId, Map<AreaId, BlockToArea[]>>;
  /** Areas whose blocks may move (land or sea), with those blocks. */
  movable: Map<AreaId, BlockId[]>;
  areaChoices: Map<AreaId, AreaChoice>;
  blockChoices: Map<BlockId, BlockChoice[]>;
  /** Everything else (card, end, fire, pass, done…): buttons. */
  others: Action[];
}

export function indexChoices(view: RichardView, legal: readonly Action[]): ChoiceIndex {
  const targets = new Map<BlockId, Map<AreaId, BlockToArea[]>>();
  const movable = new Map<AreaId, BlockId[]>();
  const areaChoices = new Map<AreaId, AreaChoice>();
  const blockChoices = new Map<BlockId, BlockChoice[]>();
  const others: Action[] = [];
  const place = new Map(view.blocks.filter((b) => b.id).map((b) => [b.id as string, b.place]));
  for (const a of legal) {
    if (isBlockToArea(a)) {
      const byArea = targets.get(a.block) ?? new Map<AreaId, BlockToArea[]>();
      const to = destinationOf(a);
      byArea.set(to, [...(byArea.get(to) ?? []), a]);
      targets.set(a.block, byArea);
      if (isMove(a)) {
        const from = place.get(a.block) as AreaId | undefined;
        if (from) {
          const list = movable.get(from) ?? [];
          if (!list.includes(a.block)) list.push(a.block);
          movable.set(from, list);
        }
      }
    } else if (isAreaChoice(a)) areaChoices.set(a.area, a);
    else if (isBlockChoice(a)) blockChoices.set(a.block, [...(blockChoices.get(a.block) ?? []), a]);
    else others.push(a);
  }
  return { targets, movable, areaChoices, blockChoices, others };
}

/** Destinations open to every one of `blocks` is too strict for a group; show those open to any. */
export function destinationsFor(index: ChoiceIndex, blocks: readonly BlockId[]): Set<AreaId> {
  const out = new Set<AreaId>();
  for (const b of blocks) for (const to of index.targets.get(b)?.keys() ?? []) out.add(to);
  return out;
}
