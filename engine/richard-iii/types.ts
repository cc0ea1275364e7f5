/**
 * The Richard III game state: plain JSON data, index-addressed (block and area indices from
 * data/index.ts). One decision point at a time lives in `step`; sub-procedures (battle, supply,
 * political turn) keep their own data in typed sub-objects, never in closures.
 */
import type { RngState } from '../core/rng';
import type { AreaId, BlockId, BySide, EventKind, ScenarioId, Side } from './data';
import type { BattleAction, BattleState, BattleStep } from './battle/types';
import type {
  PoliticalAction,
  PoliticalState,
  PoliticalStep,
  SupplyAction,
  SupplyState,
  SupplyStep,
} from './political/types';

export const STATE_VERSION = 1;

/** Block locations that are not map areas (map areas are indices ≥ 0). */
export const POOL = -1;
/** A minor heir not yet in play (4.5). */
export const MINOR = -2;
/** The out-of-play version of a two-version noble (4.6): "other side". */
export const OTHER = -3;
/** Permanently eliminated. */
export const DEAD = -4;

/** What a block did this game turn. */
export const STILL = 0;
export const MOVED_LAND = 1;
export const MOVED_SEA = 2;
export const RECRUITED = 3;

/** Attack bookkeeping for one area this game turn (5.22, 6.3, 6.6). */
export interface AttackInfo {
  /** Side whose blocks first entered while the area was held by the other side. */
  attacker: Side;
  /** Borders (land border index, or -1 - seaAreaIndex for a Piracy sea attack) used by the attacker; [0] is the main attack. */
  attackerBorders: number[];
  /** Borders used by Player-2 blocks reinforcing a battle Player 1 started (all reserves, at most two). */
  defenderBorders: number[];
  /** Blocks that are reserves in this battle (entered by a non-main border, or reinforcements). */
  reserves: number[];
  /** Number of attacking non-reserve blocks: the number of defenders pinned (5.22). */
  pinning: number;
  /** Defender blocks standing in the area when it was first attacked (the pinnable ones). */
  defenders: number[];
  /**
   * Every block that entered the area after the attack began, with the border it used (same
   * encoding as attackerBorders; < 0 = a Piracy sea attack, whose blocks may retreat/regroup only
   * by sea, ruling A4). The first attacker is entries[0]. Written by movement/attacks.ts.
   */
  entries?: { block: number; border: number }[];
}

/** State of the action phase of the player currently spending AP. */
export interface ActionPhase {
  side: Side;
  ap: number;
  /** Event card being played, if any (its AP serve only the event, 5.1). */
  event: EventKind | null;
  /** Areas activated this action phase (1 AP moves some or all blocks of one area, 5.2). */
  activated: number[];
  /** A paid major-port sea move that a second block may share for free (5.31): from→to. */
  freeSea: { from: number; to: number } | null;
  /** Muster: the named area, or -1 until named. */
  musterArea: number;
  /** Plague already resolved this phase. */
  plagueDone: boolean;
}

export type CoreStep =
  | { k: 'mulligan' }
  | { k: 'mulligan-reply'; side: Side }
  | { k: 'card' }
  | { k: 'action'; side: Side }
  | { k: 'game-over' };

export type Step = CoreStep | BattleStep | SupplyStep | PoliticalStep;

export type CoreAction =
  /** Show a hand of 13 AP or less and ask for a redeal (ask), or keep it. */
  | { t: 'mulligan'; ask: boolean }
  /** The opponent's answer to a mulligan: redraw too, or keep. */
  | { t: 'redraw'; redraw: boolean }
  | { t: 'card'; card: number };

export type MoveAction =
  /** Land move of one block; `path` lists the areas entered, in order (1–2 areas, 3 with Force March). */
  | { t: 'move'; block: BlockId; path: AreaId[] }
  | { t: 'sea'; block: BlockId; to: AreaId }
  | { t: 'recruit'; block: BlockId; to: AreaId }
  | { t: 'muster'; area: AreaId }
  | { t: 'plague'; area: AreaId }
  /** End the action phase (unused AP are lost). */
  | { t: 'end' };

export type Action = CoreAction | MoveAction | BattleAction | SupplyAction | PoliticalAction;

export interface LogEntry {
  /** Event kind, e.g. 'card-played', 'move', 'battle-hit'. */
  k: string;
  /** Rule section, e.g. '5.21'. */
  r?: string;
  /** Side concerned. */
  s?: Side;
  /** Parameters (ids, numbers); only what the audience may see. */
  p?: Record<string, string | number | boolean | null | readonly (string | number)[]>;
  /** If set, only this side sees the entry (a redacted public twin is logged separately). */
  only?: Side;
}

export interface State {
  v: typeof STATE_VERSION;
  scenario: ScenarioId;
  seed: number;
  rng: RngState;
  /** Number of actions applied so far. */
  seq: number;
  campaign: number;
  firstCampaign: number;
  lastCampaign: number;
  /** Game turn 1–7 within the campaign. */
  turn: number;
  /** Side holding the throne (the other side is the Pretender's). */
  kingSide: Side;
  /** The King's block, or -1 while the throne waits for the next supply phase (6.81). */
  king: number;
  /** Per block: area index, or POOL / MINOR / OTHER / DEAD. */
  loc: number[];
  /** Per block: current strength (steps). */
  steps: number[];
  /** Per block: face down in the pool or home exile — eliminated this campaign, unusable until 8.5. */
  down: boolean[];
  /** Per block: STILL / MOVED_LAND / MOVED_SEA / RECRUITED this game turn. */
  moved: number[];
  /** Henry VI held prisoner in London (Kingmaker special rule), or -1. */
  prisoner: number;
  hands: BySide<number[]>;
  /** Card played this turn (index into CARDS), -1 if none yet. */
  played: BySide<number>;
  mulligan: { used: boolean; ask: BySide<boolean | null> };
  /** Player 1 of the current game turn. */
  p1: Side;
  act: ActionPhase | null;
  /** Per side, per border index: blocks that crossed it this game turn (movement, 5.21). */
  crossings: BySide<number[]>;
  /** Per area index: attack bookkeeping this turn, or null. */
  attacks: (AttackInfo | null)[];
  /** Side that may still make the Treason event's roll this turn, or null. */
  treasonCard: Side | null;
  /** Minor heirs owed to each side: one per heir killed, entering at the next supply phase (6.82). */
  pendingHeirs: BySide<number>;
  battle: BattleState | null;
  supply: SupplyState | null;
  political: PoliticalState | null;
  step: Step;
  log: LogEntry[];
  outcome: { winner: Side | null; reason: string } | null;
}
