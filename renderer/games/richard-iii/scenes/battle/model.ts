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
