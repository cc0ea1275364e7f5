/**
 * The game's facts as typed, validated, index-addressed tables. data.json is parsed once here;
 * the rest of the engine works with small integer indices (fast, JSON-friendly) and converts to
 * string ids only at its edges (actions, views, logs).
 */
import raw from './data.json';
import { dataSchema, type ScenarioData } from './schema';
import { AREA_IDS, BLOCK_IDS, SCENARIO_IDS } from './ids';

export { AREA_IDS, BLOCK_IDS, SCENARIO_IDS };
export type AreaId = (typeof AREA_IDS)[number];
export type BlockId = (typeof BLOCK_IDS)[number];
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export const SIDES = ['lancaster', 'york'] as const;
export type Side = (typeof SIDES)[number];
export type BySide<T> = { lancaster: T; york: T };
export const otherSide = (s: Side): Side => (s === 'lancaster' ? 'york' : 'lancaster');

export type BorderType = 'yellow' | 'blue' | 'red';
export type BlockKind = 'heir' | 'noble' | 'church' | 'levy' | 'bombard' | 'mercenary' | 'rebel';
export type Initiative = 'A' | 'B' | 'C' | 'D';
export type EventKind = 'force_march' | 'muster' | 'piracy' | 'plague' | 'surprise' | 'treason';

const parsed = dataSchema.safeParse(raw);
if (!parsed.success) throw new Error('data.json is invalid: ' + parsed.error.message);
const DATA = parsed.data;

export interface Neighbor {
  readonly area: number;
  readonly border: number;
}

export interface Area {
  readonly idx: number;
  readonly id: AreaId;
  readonly name: string;
  readonly kind: 'land' | 'island' | 'exile' | 'sea';
  readonly exileOf: Side | null;
  readonly city: string | null;
  /** Side whose levy belongs to this area's city (Lancaster: red names, York: white names). */
  readonly cityOf: Side | null;
  readonly cathedral: string | null;
  readonly crown: boolean;
  readonly wales: boolean;
  readonly shields: readonly string[];
  /** Sea zones (area indices) this area touches; empty if not coastal. */
  readonly seas: readonly number[];
  readonly majorPort: boolean;
  readonly neighbors: readonly Neighbor[];
}

export interface Border {
  readonly idx: number;
  readonly a: number;
  readonly b: number;
  readonly type: BorderType;
  /** Blocks per player per game turn (5.21). */
  readonly limit: number;
}

export interface Block {
  readonly idx: number;
  readonly id: BlockId;
  /** Printed side; the Rebel ('rebel') always fights for the current Pretender. */
  readonly side: Side | 'rebel';
  readonly kind: BlockKind;
  readonly name: string;
  readonly steps: number;
  readonly rating: string;
  readonly initiative: Initiative;
  readonly fire: number;
  /** 1 = senior … 5 = junior; 0 for non-heirs. */
  readonly heirRank: number;
  /** 0 when the block never defects (heirs other than Clarence/Exeter, rose nobles, mercenaries…). */
  readonly loyalty: number;
  /** Index of the other side's version of this block (4.6), or -1. */
  readonly other: number;
  readonly shield: string | null;
  readonly rose: boolean;
  readonly neville: boolean;
  /** Home exile area of a mercenary, or -1. */
  readonly home: number;
  readonly welsh: boolean;
  readonly cathedral: string | null;
  readonly city: string | null;
  /** 5.3 + ruling A9: Scots, Welsh, Rebel, city levies and bombards never sea move. */
  readonly canSeaMove: boolean;
}

export interface Card {
  readonly idx: number;
  readonly ap: number;
  readonly event: EventKind | null;
}

const areaIdx = new Map<string, number>(AREA_IDS.map((id, i) => [id, i]));
const blockIdx = new Map<string, number>(BLOCK_IDS.map((id, i) => [id, i]));

export const isAreaId = (s: unknown): s is AreaId => typeof s === 'string' && areaIdx.has(s);
export const isBlockId = (s: unknown): s is BlockId => typeof s === 'string' && blockIdx.has(s);
export const areaIndex = (id: AreaId): number => areaIdx.get(id)!;
export const blockIndex = (id: BlockId): number => blockIdx.get(id)!;

const LIMITS: Record<BorderType, number> = { yellow: 4, blue: 3, red: 2 };

export const BORDERS: readonly Border[] = DATA.borders.map((b, idx) => ({
  idx,
  a: areaIdx.get(b.a)!,
  b: areaIdx.get(b.b)!,
  type: b.type,
  limit: LIMITS[b.type],
}));

const levyCity = new Map<string, Side>();
for (const b of DATA.blocks) if (b.kind === 'levy' && b.city && b.side !== 'rebel') levyCity.set(b.city, b.side);

export const AREAS: readonly Area[] = DATA.areas.map((a, idx) => ({
  idx,
  id: a.id,
  name: a.name,
  kind: a.kind,
  exileOf: a.exileOf ?? null,
  city: a.city ?? null,
  cityOf: a.city ? (levyCity.get(a.city) ?? null) : null,
  cathedral: a.cathedral ?? null,
  crown: a.crown === true,
  wales: a.wales === true,
  shields: a.shields ?? [],
  seas: (a.seas ?? []).map((s) => areaIdx.get(s)!),
  majorPort: a.majorPort === true,
  neighbors: BORDERS.filter((b) => b.a === idx || b.b === idx).map((b) => ({
    area: b.a === idx ? b.b : b.a,
    border: b.idx,
  })),
}));

export const BLOCKS: readonly Block[] = DATA.blocks.map((b, idx) => {
  const noSea =
    b.kind === 'levy' ||
    b.kind === 'bombard' ||
    b.kind === 'rebel' ||
    b.id === 'l-scots-mercenary' ||
    b.deploysIn === 'wales';
  return {
    idx,
    id: b.id,
    side: b.side,
    kind: b.kind,
    name: b.name,
    steps: b.steps,
    rating: b.rating,
    initiative: b.rating[0] as Initiative,
    fire: Number(b.rating[1]),
    heirRank: b.heirRank ?? 0,
    loyalty: b.loyalty ?? 0,
    other: b.otherVersion ? blockIdx.get(b.otherVersion)! : -1,
    shield: b.shield ?? null,
    rose: b.rose === true,
    neville: b.neville === true,
    home: b.home ? areaIdx.get(b.home)! : -1,
    welsh: b.deploysIn === 'wales',
    cathedral: b.cathedral ?? null,
    city: b.city ?? null,
    canSeaMove: !noSea,
  };
});

export const CARDS: readonly Card[] = DATA.cards.map((c, idx) => ({ idx, ap: c.ap, event: c.event ?? null }));

export const SCENARIOS: Readonly<Record<ScenarioId, ScenarioData>> = DATA.scenarios as Record<ScenarioId, ScenarioData>;

export const AREA_COUNT = AREAS.length;
export const BLOCK_COUNT = BLOCKS.length;
export const BORDER_COUNT = BORDERS.length;

/** borderBetween[a * AREA_COUNT + b] = border index or -1. */
const borderMatrix: number[] = new Array<number>(AREA_COUNT * AREA_COUNT).fill(-1);
for (const b of BORDERS) {
  borderMatrix[b.a * AREA_COUNT + b.b] = b.idx;
  borderMatrix[b.b * AREA_COUNT + b.a] = b.idx;
}
export const borderBetween = (a: number, b: number): number => borderMatrix[a * AREA_COUNT + b]!;

/** Two areas share a sea zone (both coastal). */
export const shareSea = (a: number, b: number): boolean => AREAS[a]!.seas.some((s) => AREAS[b]!.seas.includes(s));

export const isExile = (a: number): boolean => AREAS[a]!.kind === 'exile';
/** Short forms of areaIndex/blockIndex for tables of ids (tests, political places); prefer the long names elsewhere. */
export const A = (id: AreaId): number => areaIndex(id);
export const B = (id: BlockId): number => blockIndex(id);
export const LONDON = areaIndex('middlesex');
export const ISLE_OF_MAN = areaIndex('isle-of-man');
export const REBEL = blockIndex('rebel');
export const WARWICK_BLOCKS: readonly number[] = [blockIndex('l-warwick'), blockIndex('y-warwick')];
