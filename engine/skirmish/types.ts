/** The card battle's state, actions and log entries: plain JSON, small integer indices inside. */
import type { GameLogEntry } from '../core/log';
import type { RngState } from '../core/rng';
import type { BySide, Side } from './data';

export const STATE_VERSION = 1;
/** Card instances 0..35 sit in York's deck, 36..71 in Lancaster's (whatever armies they hold). */
export const CARDS_PER_SIDE = 36;
export const HAND_SIZE = 6;

export type Zone = 'deck' | 'hand' | 'board' | 'pile';

export interface Options {
  /** §8 advanced rules (cavalry recall, berserker advances); our ruling: on by default. */
  readonly advanced: boolean;
  /** §9 A: battles without borders (the board grows as needed). */
  readonly borderless: boolean;
  /** §9 B: game length. */
  readonly unitsToWin: number;
  readonly commandToWin: number;
  /** Who is player 1; 'lot' draws it from the seed (§2.1). */
  readonly first: Side | 'lot';
  /** §9 C/D: the card definitions of each deck (36 definition ids), after any swaps. */
  readonly decks: BySide<readonly string[]> | null;
}

export type Phase = 'place' | 'archers' | 'advance' | 'reinforce' | 'over';

/** An archer's kind of attack for the turn: the card it fires at, or -1 for its arrows (§6). */
export interface ArcherChoice {
  card: number;
  target: number;
}

/** A berserker that took part in an elimination and must advance into one of these squares (§8). */
export interface AdvanceClaim {
  card: number;
  squares: number[];
}

export type LogEntry = GameLogEntry<Side>;

export interface State {
  v: number;
  scenario: string;
  options: Options;
  rng: RngState;
  /** Card instance → definition index into CARD_DEFS. */
  defs: number[];
  first: Side;
  /** Top of each deck is its last element. */
  decks: BySide<number[]>;
  hands: BySide<number[]>;
  /** Card instance → square (see board.ts) or -1 when off the board. */
  pos: number[];
  /** Units on the board, in order of placement. */
  onBoard: number[];
  /** Enemy units each side eliminated (its victory pile). */
  piles: BySide<number[]>;
  turn: number;
  active: Side;
  phase: Phase;
  /** Unit placed this turn, -1 before the placement. */
  placed: number;
  /** Archers of the active player whose kind of attack is still to be chosen, in order. */
  archersToChoose: number[];
  archerChoices: ArcherChoice[];
  /** Units that took direct part in an elimination this turn (§7 condition 3). */
  tookPart: number[];
  claims: AdvanceClaim[];
  /** Generals eliminated this turn, by owner. */
  generalsFallen: Side[];
  /** Extra turns owed (§5): taken at the end of that player's own turn. */
  extraTurns: BySide<number>;
  resolutions: number;
  seq: number;
  log: LogEntry[];
  outcome: { winner: Side | null; reason: string } | null;
}

export type Action =
  | { t: 'place'; card: string; x: number; y: number }
  | { t: 'archer'; card: string; target: string | null }
  | { t: 'advance'; card: string; x: number; y: number }
  | { t: 'draw' }
  | { t: 'recall'; card: string };
