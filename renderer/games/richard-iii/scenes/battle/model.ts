// The battle board's input: a plain snapshot of the battle being fought as one player sees it.
// An adapter (renderer/games/richard-iii/model/battle-model.ts) builds it from the engine's BattleView.

export type BoardColour = 'lancaster' | 'york' | 'rebel';

export interface BoardBlock {
  id: string;
  colour: BoardColour;
  label: string;
  strength: number;
  maxStrength: number;
  /** Printed rating ("B2") and the rating it fires at now ("B3" with a defence bonus, "A3" bombard). */
  rating: string;
  current: string;
  /** Already had its battle turn this round. */
  acted: boolean;
  /** Among the blocks whose battle turn it is now. */
  acting: boolean;
  /** The player can click it (to pick it, to give it the hits, to target it). */
  clickable: boolean;
  selected: boolean;
  /** Hits it took from the last shot (drawn as a red badge). */
  hit: number;
  /** It fired the last shot. */
  firing: boolean;
}

export interface BoardSide {
  side: 'lancaster' | 'york';
  role: 'attacker' | 'defender';
  /** Its heading, in words ("Attacker · York"). */
  title: string;
  blocks: BoardBlock[];
  /** Reserves the viewer may see (his own), drawn face up in the reserve strip. */
  reserves: BoardBlock[];
  /** Reserves whose identity is hidden (the enemy's), drawn as block backs. */
  hiddenReserves: number;
}

export interface BoardRoll {
  side: 'lancaster' | 'york';
  text: string;
  dice: number[];
  /** A die hits if it is ≤ this. */
  fp: number;
  /** 'treason' rolls hit on even dice. */
  kind: 'fire' | 'treason';
}

/** The board's fixed words, in the player's language (the scene draws text it is given, never its own). */
export interface BattleBoardLabels {
  /** Above the round track. */
  round: string;
  /** The reserve strip's heading. */
  reserves: string;
  /** An empty reserve strip. */
  none: string;
  /** The dice tray before the first roll. */
  noRoll: string;
}

export interface BattleBoardModel {
  title: string;
  labels: BattleBoardLabels;
  round: number;
  /** Whose battle turn it is, in words. */
  turn: string;
  attacker: BoardSide;
  defender: BoardSide;
  roll: BoardRoll | null;
  /** The last few happenings, oldest first. */
  recent: string[];
  result: string | null;
}

/**
 * Where the finished battle's result band stands, as a place in the four initiative rows (0 = A's
 * centre … 3 = D's; 1.5 = between B and C), or `reserves` for the reserve strip. It stays up while
 * the winner regroups, clicking his blocks on the board, so it must not cover them: the empty row
 * nearest the middle, else the reserve strip if it is empty, else the middle (a play-test saw it
 * across Salisbury's block while the prompt asked for a click on it).
 */
export function resultBandPlace(defender: BoardSide, attacker: BoardSide): number | 'reserves' {
  const used = new Set([...defender.blocks, ...attacker.blocks].map((b) => b.current[0]));
  const empty = (['A', 'B', 'C', 'D'] as const)
    .map((letter, i) => ({ letter, i }))
    .filter(({ letter }) => !used.has(letter))
    .sort((a, b) => Math.abs(a.i - 1.5) - Math.abs(b.i - 1.5) || a.i - b.i);
  if (empty[0]) return empty[0].i;
  const reserves = [defender, attacker].some((s) => s.reserves.length > 0 || s.hiddenReserves > 0);
  return reserves ? 1.5 : 'reserves';
}
