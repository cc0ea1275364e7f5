/**
 * Battle procedure types (section 6). The battle being fought lives in `State.battle` as plain,
 * index-addressed data; each decision point is one `BattleStep`.
 */
import type { AreaId, BlockId, Side } from '../data';
import type { AttackInfo } from '../types';

/** One thing that happened in the battle being fought, kept for the battle board (all public). */
export type BattleEvent =
  /** A block fired (or charged, or fired back at a charging heir): dice, firepower, hits taken by each block. */
  | {
      k: 'fire';
      block: number;
      side: Side;
      mode: 'fire' | 'charge' | 'counter';
      fp: number;
      dice: number[];
      hits: number[];
    }
  | { k: 'retreat'; block: number; to: number }
  | { k: 'pass'; block: number }
  | { k: 'no-retreat'; block: number }
  /** roller = -1 for the Treason event card. */
  | { k: 'treason'; side: Side; roller: number; target: number; dice: number[]; defected: boolean }
  | { k: 'arrive'; side: Side; count: number }
  | { k: 'swap'; attacker: Side }
  | { k: 'round'; round: number };

/** Hits of one firing block still to be taken where the owner must choose among tied blocks (6.4). */
export interface PendingHits {
  /** The firing block. */
  firer: number;
  /** Side that owns the blocks taking the hits (and chooses). */
  side: Side;
  hits: number;
  /** Index of the 'fire' event in `events` recording this fire. */
  event: number;
}

export interface BattleState {
  area: number;
  /** 1–4. */
  round: number;
  /** Side attacking now (may swap in round 1, 6.3 / ruling A14). */
  attacker: Side;
  /** Side that attacked when the battle started (for the borders each side used, 6.6). */
  firstAttacker: Side;
  /** The attack bookkeeping of this area (copied from `State.attacks` when the battle starts). */
  attack: AttackInfo;
  /** Every block that has stood in this battle (both sides, reserves and defectors included); filter by location. */
  blocks: number[];
  /** Blocks that have not arrived yet (reserves, 6.3; defectors joining as reserves, 6.9). */
  reserves: number[];
  /** Blocks that defected in this battle (both versions): never targeted again (6.9, ruling A17). */
  defected: number[];
  /** Blocks that have had their battle turn this round (or cannot act in it). */
  acted: number[];
  /** Treason tags used this battle (ruling A17): 'king', 'pretender', 'warwick'. */
  treasonUsed: string[];
  /** Land borders crossed by each side's retreats this round (one entry per block; ruling A15). */
  retreats: { lancaster: number[]; york: number[] };
  /** Regroup: borders crossed so far (fresh after each battle, A15), and blocks that regrouped. */
  regrouped: number[];
  regroupCrossings: number[];
  pending: PendingHits | null;
  /** Winner once the battle has ended (regroup stage), else null. */
  winner: Side | null;
  events: BattleEvent[];
}

export type BattleStep =
  /** 6.1: Player 1 picks the next contested area. */
  | { k: 'battle-choose'; side: Side }
  /** Treason event card (ruling A3): the holder may roll before this battle starts. */
  | { k: 'battle-treason'; side: Side }
  /** 6.2: a block of `side` (one of the next in battle order) takes its battle turn. */
  | { k: 'battle-turn'; side: Side }
  /** 6.4: `side` picks which of its tied strongest blocks takes the pending hits. */
  | { k: 'battle-hits'; side: Side }
  /** 6.7: the winner regroups. */
  | { k: 'battle-regroup'; side: Side };

export type BattleAction =
  | { t: 'battle'; area: AreaId }
  | { t: 'treason-card'; target: BlockId }
  | { t: 'no-treason' }
  | { t: 'fire'; block: BlockId }
  | { t: 'charge'; block: BlockId; target: BlockId }
  | { t: 'retreat'; block: BlockId; to: AreaId }
  | { t: 'pass'; block: BlockId }
  | { t: 'treachery'; block: BlockId; target: BlockId }
  | { t: 'take-hits'; block: BlockId }
  | { t: 'regroup'; block: BlockId; to: AreaId }
  | { t: 'done' };

/** A block as the battle board shows it. */
export interface BattleBlockView {
  id: BlockId;
  steps: number;
  maxSteps: number;
  rating: string;
  /** Initiative and firepower now (bombard A/D, defence bonus included for defenders). */
  initiative: string;
  firepower: number;
  acted: boolean;
}

export interface BattleSideView {
  side: Side;
  role: 'attacker' | 'defender';
  main: BattleBlockView[];
  /** Reserves that have not arrived: identities hidden from the enemy (ruling A13). */
  reserveCount: number;
  /** The viewer's own reserves (and known defectors), revealed only to whom may see them. */
  reserves: BattleBlockView[];
}

export type BattleEventView =
  | {
      k: 'fire';
      block: BlockId;
      side: Side;
      mode: 'fire' | 'charge' | 'counter';
      fp: number;
      dice: number[];
      /** Hits the dice scored; more than `hits` adds up to while some wait to be assigned or were lost (surplus). */
      rolled: number;
      hits: { block: BlockId; n: number }[];
    }
  | { k: 'retreat'; block: BlockId; to: AreaId }
  | { k: 'pass'; block: BlockId }
  | { k: 'no-retreat'; block: BlockId }
  | { k: 'treason'; side: Side; roller: BlockId | 'treason-card'; target: BlockId; dice: number[]; defected: boolean }
  | { k: 'arrive'; side: Side; count: number }
  | { k: 'swap'; attacker: Side }
  | { k: 'round'; round: number };

/** What one side sees of the battle being fought. */
export interface BattleView {
  area: AreaId;
  round: number;
  attacker: Side;
  defender: Side;
  /** Side whose decision it is (battle turn, hit choice, regroup…), and the blocks that may act next. */
  toAct: Side | null;
  stage: 'treason-card' | 'turn' | 'hits' | 'regroup';
  acting: BlockId[];
  sides: { attacker: BattleSideView; defender: BattleSideView };
  /** Hits waiting for the owner's choice among tied blocks. */
  pendingHits: { side: Side; hits: number; firer: BlockId } | null;
  events: BattleEventView[];
  winner: Side | null;
}
