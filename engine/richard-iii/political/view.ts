/**
 * What each side sees of the supply phase and the political turn: an allowlist built field by
 * field. Public: the stage, who acts, usurpation counts, over-stacked areas (block counts are
 * public). Own only: which heir is entering, which blocks are still to go home.
 */
import { AREAS, BLOCKS, type AreaId, type BlockId, type BySide, type Side } from '../data';
import type { State } from '../types';

export interface SupplyView {
  stage: string;
  /** Side deciding now, or null. */
  side: Side | null;
  /** Areas still owing supply losses and how many steps (7.1/7.2), for the side in stage. */
  owed: { area: AreaId; steps: number }[];
  /** The viewer's heir entering now (6.82), or null. */
  heir: BlockId | null;
  /** The defected heir whose execution the viewer decides now (9.1), or null. */
  execution: BlockId | null;
  /** Minor heirs owed to each side (6.82: one per heir killed; public, heir deaths are seen). */
  pendingHeirs: BySide<number>;
}

export function supplyView(s: State, viewer: Side | null): SupplyView | null {
  const sup = s.supply;
  if (!sup) return null;
  const side = s.step.k.startsWith('supply') && 'side' in s.step ? s.step.side : null;
  const mine = viewer !== null && viewer === side;
  return {
    stage: sup.stage,
    side,
    owed:
      s.step.k === 'supply-loss'
        ? sup.owedAreas.flatMap((a, i) => (sup.owed[i]! > 0 ? [{ area: AREAS[a]!.id, steps: sup.owed[i]! }] : []))
        : [],
    heir: mine && s.step.k === 'supply-heir' && sup.heir >= 0 ? BLOCKS[sup.heir]!.id : null,
    execution: s.step.k === 'supply-execute' && sup.heir >= 0 ? BLOCKS[sup.heir]!.id : null,
    pendingHeirs: { ...s.pendingHeirs },
  };
}

export interface PoliticalView {
  stage: string;
  side: Side | null;
  /** 8.2 usurpation counts (public). */
  usurpation: { counts: BySide<number>; usurped: boolean };
  /** The viewer's blocks still to go home (8.3/8.4). */
  pending: BlockId[];
}

export function politicalView(s: State, viewer: Side | null): PoliticalView | null {
  const pol = s.political;
  if (!pol) return null;
  const side = s.step.k === 'political-home' || s.step.k === 'political-exile' ? s.step.side : null;
  return {
    stage: pol.stage,
    side,
    usurpation: { counts: { ...pol.counts }, usurped: pol.usurped },
    pending: viewer !== null && viewer === side ? pol.pending.map((b) => BLOCKS[b]!.id) : [],
  };
}
