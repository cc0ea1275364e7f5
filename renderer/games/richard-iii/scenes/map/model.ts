// The map scene's input: a plain snapshot of what one player may see, decoupled from
// the engine (an adapter turns the engine's player view into this). The scene diffs
// consecutive models to animate block moves, so ids must be stable between updates.

export type MapSide = 'lancaster' | 'york' | 'rebel';
export type AreaControl = 'lancaster' | 'york' | 'contested' | null;

export interface MapAreaState {
  id: string;
  /** Who holds the area; null/undefined = vacant (untinted). */
  control?: AreaControl;
}

/**
 * A block on the map. `side` is its colour; the Rebel (its own colour) fights for the Pretender
 * (rules, Rebel block), whose side is its `camp` — the side its blocks are counted with.
 */
export type MapBlock = MapBlockFace & ({ side: 'lancaster' | 'york' } | { side: 'rebel'; camp: 'lancaster' | 'york' });

interface MapBlockFace {
  /** Stable id. For a hidden enemy block this is an opaque token, not the real block id. */
  id: string;
  /** Area id (land, island, exile). */
  area: string;
  side: MapSide;
  /** Hidden = standing upright facing its owner: only the colour is shown. */
  hidden: boolean;
  /** Shown only when not hidden. */
  label?: string;
  strength?: number;
  maxStrength?: number;
  /** Combat rating, e.g. "B2". */
  rating?: string;
  /** Moved this turn (shown with a marker). */
  moved?: boolean;
  /**
   * Held by the other side (Kingmaker's Henry VI, face up in London among York's blocks): drawn
   * with a captive mark, laid out with his captors' blocks, and never counted as a force of his own
   * side (a counter shows the captive mark where his side's count would stand).
   */
  captive?: boolean;
}

export interface MapBorderCapacity {
  a: string;
  b: string;
  /** Crossings left for the viewing player this turn. */
  left: number;
}

/** One of the opponent's moves, drawn as an arrow (land: through every area entered; sea: one hop) or a recruit mark. */
export interface MapArrow {
  kind: 'land' | 'sea' | 'recruit';
  side: 'lancaster' | 'york';
  /** Area ids: where the move starts, then each area entered; a recruit names only its area. */
  path: string[];
  /** A sea move's sea zones both areas touch (5.3), for drawing it over the sea. */
  seas?: string[];
}

export interface MapModel {
  areas: MapAreaState[];
  blocks: MapBlock[];
  /** Areas that are legal choices right now (glow, clickable). */
  highlightAreas: string[];
  /** Blocks that are legal choices right now. */
  highlightBlocks: string[];
  /** Blocks the player has picked (raised and outlined). */
  selectedBlocks: string[];
  /** Optional remaining border capacity, drawn as small badges on borders. */
  borderCapacity?: MapBorderCapacity[];
  /** The other side's moves since the viewer last acted. */
  arrows?: MapArrow[];
}

export const EMPTY_MAP_MODEL: MapModel = {
  areas: [],
  blocks: [],
  highlightAreas: [],
  highlightBlocks: [],
  selectedBlocks: [],
};
