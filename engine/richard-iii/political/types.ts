/** Supply phase (7.0) and political turn (8.0) types: sub-procedure state, steps and actions. */
import type { AreaId, BlockId, BySide, Side } from '../data';

/**
 * Supply-phase stages in the order of ruling A20: Clarence executions (Lancaster), Exeter
 * executions (York), the Pretender's heir entry then supply losses, the King's heir entry then
 * supply losses.
 */
export const SUPPLY_STAGES = [
  'clarence',
  'exeter',
  'pretender-heirs',
  'pretender-losses',
  'king-heirs',
  'king-losses',
  'done',
] as const;
export type SupplyStage = (typeof SUPPLY_STAGES)[number];

export interface SupplyState {
  stage: SupplyStage;
  /** Heir entering now (6.81/6.82), or -1. */
  heir: number;
  /** Supply losses still owed by the side in stage: owedAreas[i] owes owed[i] steps (7.1, 7.2). */
  owedAreas: number[];
  owed: number[];
  /** Blocks already reduced this supply phase (ruling A20: a block reduced once is not counted again). */
  reduced: number[];
}

export const POLITICAL_STAGES = ['pretender-home', 'pretender-exile', 'king-home', 'king-exile', 'done'] as const;
export type PoliticalStage = (typeof POLITICAL_STAGES)[number];

export interface PoliticalState {
  stage: PoliticalStage;
  /** 8.2 usurpation counts (public), and whether the Pretender usurped. */
  counts: BySide<number>;
  usurped: boolean;
  /** Blocks of the side going home that have not gone yet (8.3/8.4). */
  pending: number[];
}

export type SupplyStep =
  /** 9.1: the holder of a defected Clarence (Lancaster) or Exeter (York) may execute him. */
  | { k: 'supply-execute'; side: Side }
  /** 6.81/6.82: choose where the entering heir (s.supply.heir) enters. */
  | { k: 'supply-heir'; side: Side }
  /** 7.1/7.2: choose which block of an over-stacked area loses a step. */
  | { k: 'supply-loss'; side: Side };

export type PoliticalStep =
  /** 8.3/8.4: choose where a block goes home. */
  | { k: 'political-home'; side: Side }
  /** 7.2/8.5 (ruling A21 + top override): choose extra exiles to send to the pool. */
  | { k: 'political-exile'; side: Side };

export type SupplyAction =
  | { t: 'execute'; block: BlockId }
  | { t: 'spare'; block: BlockId }
  | { t: 'heir-enter'; block: BlockId; to: AreaId }
  | { t: 'supply-loss'; block: BlockId };

export type PoliticalAction =
  { t: 'go-home'; block: BlockId; to: AreaId } | { t: 'go-pool'; block: BlockId } | { t: 'exile-pool'; block: BlockId };
