// The board scene's input: a plain snapshot decoupled from the engine (board-model.ts turns the
// player's view into this). Positions are board squares, (0,0) player 1's left corner; the scene
// turns the board so that `bottom`'s edge is nearest the player. Units carry stable card ids, so
// consecutive models can be diffed to animate placements, advances and eliminations.

export type BoardSide = 'york' | 'lancaster';
export type UnitType = 'infantry' | 'spearmen' | 'cavalry' | 'archers' | 'berserkers';
export type Rank = 'recruit' | 'soldier' | 'veteran' | 'elite' | 'specialist' | 'commander' | 'general';
export type Direction = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';

/** What a card face shows (its printed facts and its name in the player's language). */
export interface CardArt {
  /** Instance id ('y07'), stable for the whole game. */
  card: string;
  side: BoardSide;
  name: string;
  type: UnitType;
  rank: Rank;
  defence: number;
  arrows: readonly { dir: Direction; value: number }[];
  /** Archers: the ranged value and target grid (offsets relative to the card, forward = its N). */
  ranged: { value: number; grid: readonly (readonly [number, number])[] } | null;
}

export type UnitMark =
  /** Would be eliminated by the choice under preview: one of the viewer's, or an enemy. */
  | 'doomed-own'
  | 'doomed-enemy'
  /** A legal pick now (a recallable unit, the berserker to advance, an archer's target). */
  | 'pickable'
  /** Picked (the archer choosing, the berserker moving, the unit to recall). */
  | 'picked'
  /** Placed or moved in the turn being shown. */
  | 'recent';

export interface BoardUnit {
  art: CardArt;
  x: number;
  y: number;
  marks: UnitMark[];
}

export interface SquareMark {
  x: number;
  y: number;
  kind: 'legal' | 'chosen' | 'grid';
  /** For legal squares: what a placement or advance there would eliminate (enemy, own). */
  badge?: { enemy: number; own: number };
}

export interface HandCard {
  art: CardArt;
  playable: boolean;
  picked: boolean;
  /** Its number key was just pressed but it cannot be played now: ringed red until the next key. */
  refused?: boolean;
}

export interface PileModel {
  side: BoardSide;
  /** Enemy units this side eliminated, last on top. */
  cards: CardArt[];
  units: number;
  command: number;
  unitsToWin: number;
  commandToWin: number;
}

export interface BoardLabels {
  /** "Victory pile"-style heading words for each pile, by side. */
  pile: Record<BoardSide, string>;
  units: string;
  command: string;
  deck: Record<BoardSide, string>;
  hand: string;
  opponentHand: string;
  /** A hand named by its side, for a spectator (who has no "their"). */
  handOf: Record<BoardSide, string>;
}

export interface BoardModel {
  columns: number;
  rows: number;
  /** The square at the grid's corner: 0, 0 on the mat; a borderless field grows past it (§9). */
  minX?: number;
  minY?: number;
  /** Player 1: his edge is row 0 and his cards' N points to +y. */
  first: BoardSide;
  /** The side whose edge is drawn at the bottom (the viewer; a spectator sees player 1's). */
  bottom: BoardSide;
  /** Squares 1 and 2 (§2.2). */
  numbered: { x: number; y: number; label: string }[];
  units: BoardUnit[];
  squares: SquareMark[];
  /** The card picked from the hand, drawn on the square under preview. */
  ghost: { art: CardArt; x: number; y: number; doomed: boolean } | null;
  /** Archers firing in the position shown: a line from archer to target. */
  fire: { from: string; to: string }[];
  hand: HandCard[];
  opponentHand: number;
  /**
   * A spectator's view of the bottom side's hand: its cards face down (the count is public); 0 when
   * the viewer's own hand is shown face up.
   */
  bottomHand: number;
  /** The words beside each hand: the viewer's "their hand", or each side's name for a spectator. */
  handLabels: { top: string; bottom: string | null };
  decks: Record<BoardSide, number>;
  piles: Record<BoardSide, PileModel>;
  labels: BoardLabels;
  /**
   * The keyboard's frame (keyboard.ts), on the square Space or Enter would click; null until an arrow
   * key is pressed. `refused`: Space or Enter there just did nothing (drawn red until the next key).
   */
  frame?: { x: number; y: number; refused?: boolean } | null;
}

export type BoardHit =
  | { kind: 'square'; x: number; y: number; unit: CardArt | null }
  | { kind: 'hand'; card: CardArt }
  | { kind: 'pile'; side: BoardSide };
