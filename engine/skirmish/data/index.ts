/**
 * The card table: armies.json parsed once, then flattened into index-addressed card definitions
 * with each arrow and grid already turned to board offsets for both seats (fast lookups in play).
 */
import raw from './armies.json';
import { armiesSchema, DIRECTIONS, type ArmyData, type CardData } from './schema';

export { DIRECTIONS, RANKS, UNIT_TYPES, RANK_COUNTS } from './schema';
export type Direction = (typeof DIRECTIONS)[number];
export type Rank = CardData['rank'];
export type UnitType = CardData['type'];

export const SIDES = ['york', 'lancaster'] as const;
export type Side = (typeof SIDES)[number];
export type BySide<T> = { york: T; lancaster: T };
export const otherSide = (s: Side): Side => (s === 'york' ? 'lancaster' : 'york');

/** Direction offsets for a card of the player seated at row 0 ("N" points away from its owner). */
export const DIRECTION_OFFSETS: Record<Direction, readonly [number, number]> = {
  N: [0, 1],
  NE: [1, 1],
  E: [1, 0],
  SE: [1, -1],
  S: [0, -1],
  SW: [-1, -1],
  W: [-1, 0],
  NW: [-1, 1],
};

export interface Arrow {
  readonly dir: Direction;
  readonly value: number;
}

export interface CardDef {
  readonly idx: number;
  readonly id: string;
  readonly army: Side;
  readonly name: string;
  readonly flavour: string;
  readonly rank: Rank;
  readonly type: UnitType;
  readonly defence: number;
  readonly arrows: readonly Arrow[];
  readonly ranged: { readonly value: number; readonly grid: readonly (readonly [number, number])[] } | null;
  /** Spearmen and archers (§1). */
  readonly support: boolean;
  /** Commanders and the general (§1). */
  readonly command: boolean;
  readonly general: boolean;
  /** Bit i set when the card has an arrow in DIRECTIONS[i] (as seen by its owner). */
  readonly arrowMask: number;
  /** Arrows + defence + ranged value: what "higher ranks are stronger in total" measures. */
  readonly strength: number;
}

const parsed = armiesSchema.safeParse(raw);
if (!parsed.success) throw new Error('armies.json is invalid: ' + parsed.error.message);
export const ARMIES: readonly ArmyData[] = parsed.data.armies;

function makeDef(c: CardData, army: Side, idx: number): CardDef {
  const arrows = DIRECTIONS.flatMap((dir) => (c.arrows[dir] ? [{ dir, value: c.arrows[dir]! }] : []));
  const ranged = c.ranged ? { value: c.ranged.value, grid: c.ranged.grid.map(([dx, dy]) => [dx, dy] as const) } : null;
  return {
    idx,
    id: c.id,
    army,
    name: c.name,
    flavour: c.flavour,
    rank: c.rank,
    type: c.type,
    defence: c.defence,
    arrows,
    ranged,
    support: c.type === 'spearmen' || c.type === 'archers',
    command: c.rank === 'commander' || c.rank === 'general',
    general: c.rank === 'general',
    arrowMask: arrows.reduce((m, a) => m | (1 << DIRECTIONS.indexOf(a.dir)), 0),
    strength: arrows.reduce((n, a) => n + a.value, 0) + c.defence + (ranged?.value ?? 0),
  };
}

/** Every card definition of every army, York's first; a game's decks point into this table. */
export const CARD_DEFS: readonly CardDef[] = ARMIES.flatMap((a) => a.cards.map((c) => ({ c, army: a.id }))).map(
  ({ c, army }, i) => makeDef(c, army, i),
);
export const DEF_BY_ID: ReadonlyMap<string, CardDef> = new Map(CARD_DEFS.map((d) => [d.id, d]));
/** The printed deck list of each army, as definition indices. */
export const ARMY_DEFS: BySide<readonly number[]> = {
  york: CARD_DEFS.filter((d) => d.army === 'york').map((d) => d.idx),
  lancaster: CARD_DEFS.filter((d) => d.army === 'lancaster').map((d) => d.idx),
};
