/** Small queries over the legal actions of the action phase, for movement tests. */
import { areaIndex, blockIndex, type AreaId, type BlockId, type Side } from '../../../engine/richard-iii/data';
import type { Action, AttackInfo, State } from '../../../engine/richard-iii/types';
import { cardWith, clearMap, legalActions, scenarioState, startActionPhaseFor } from '../position';

/**
 * A fresh Wars of the Roses game at `side`'s action phase with `card` played. The map is emptied so a test
 * places only the blocks it needs, unless `map` is 'scenario' (the set-up's own blocks stay).
 */
export function turn(side: Side, card = cardWith(4), map: 'cleared' | 'scenario' = 'cleared'): State {
  const s = scenarioState();
  if (map === 'cleared') clearMap(s);
  startActionPhaseFor(s, side, side, card);
  return s;
}

/** Paths (joined with '>') of the legal land moves of `block`, sorted. */
export function pathsOf(s: State, side: Side, block: BlockId): string[] {
  return legalActions(s, side)
    .flatMap((a) => (a.t === 'move' && a.block === block ? [a.path.join('>')] : []))
    .sort();
}

/** Distinct destinations of the legal land moves of `block`, sorted. */
export function landDestinations(s: State, side: Side, block: BlockId): string[] {
  const set = new Set<string>();
  for (const a of legalActions(s, side)) if (a.t === 'move' && a.block === block) set.add(a.path[a.path.length - 1]!);
  return [...set].sort();
}

/** Destinations of the legal sea moves of `block`, sorted. */
export function seaDestinations(s: State, side: Side, block: BlockId): string[] {
  return legalActions(s, side)
    .flatMap((a) => (a.t === 'sea' && a.block === block ? [a.to] : []))
    .sort();
}

/** Areas where `block` may be recruited now, sorted. */
export function recruitAreas(s: State, side: Side, block: BlockId): string[] {
  return legalActions(s, side)
    .flatMap((a) => (a.t === 'recruit' && a.block === block ? [a.to] : []))
    .sort();
}

export const ofTag = (s: State, side: Side, t: Action['t']): Action[] => legalActions(s, side).filter((a) => a.t === t);

export const attackOn = (s: State, area: AreaId): AttackInfo | null => s.attacks[areaIndex(area)] ?? null;

export const idx = (ids: BlockId[]): number[] => ids.map(blockIndex).sort((x, y) => x - y);
export const at = (s: State, id: BlockId): number => s.loc[blockIndex(id)]!;
