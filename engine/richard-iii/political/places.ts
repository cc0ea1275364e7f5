/**
 * Where blocks may stand or go in the supply phase and the political turn: supply and exile limits
 * (7.1, 7.2), heir entry areas (6.82), usable shields (2.2), going-home destinations (8.3, 8.4, 9.1).
 * Constant tables derived once from data; no mutable module state.
 */
import { AREAS, AREA_COUNT, BLOCKS, BLOCK_COUNT, B, A, isExile, type Side } from '../data';
import { ownerOf } from '../state';
import { DEAD, type State } from '../types';
import type { Occupancy } from '../state';

const areasWhere = (pred: (a: (typeof AREAS)[number]) => boolean): readonly number[] =>
  AREAS.filter(pred).map((a) => a.idx);

/** Areas showing a shield, by shield name. */
const SHIELD_AREAS = new Map<string, readonly number[]>();
for (const a of AREAS) for (const sh of a.shields) SHIELD_AREAS.set(sh, [...(SHIELD_AREAS.get(sh) ?? []), a.idx]);
export const shieldAreas = (shield: string): readonly number[] => SHIELD_AREAS.get(shield) ?? [];

export const CROWN_AREAS = areasWhere((a) => a.crown);
export const EXILE_AREAS: Record<Side, readonly number[]> = {
  lancaster: areasWhere((a) => a.exileOf === 'lancaster'),
  york: areasWhere((a) => a.exileOf === 'york'),
};
export const CALAIS = A('calais');
export const CORNWALL = A('cornwall');
/** Each side's heir blocks, most senior first (constant). */
export const HEIRS: Record<Side, readonly number[]> = {
  lancaster: BLOCKS.filter((b) => b.kind === 'heir' && b.side === 'lancaster')
    .sort((x, y) => x.heirRank - y.heirRank)
    .map((b) => b.idx),
  york: BLOCKS.filter((b) => b.kind === 'heir' && b.side === 'york')
    .sort((x, y) => x.heirRank - y.heirRank)
    .map((b) => b.idx),
};
/** Per block: the areas showing its own shield (constant). */
const OWN_SHIELD_AREAS: readonly (readonly number[])[] = BLOCKS.map((b) => shieldAreas(b.shield ?? ''));
const YORK_SHIELD_AREAS = shieldAreas('York');
const LANCASTER_SHIELD_AREAS = shieldAreas('Lancaster');

/** 7.2: Calais and France support 4 blocks, Ireland and Scotland 2 (their own mercenaries not counted, ruling A21). */
const EXILE_LIMIT: Readonly<Record<string, number>> = { calais: 4, france: 4, ireland: 2, scotland: 2 };

/** 7.1/7.2: how many of a side's blocks an area supports without loss. */
export function supplyLimit(a: number): number {
  const area = AREAS[a]!;
  if (area.kind === 'exile') return EXILE_LIMIT[area.id]!;
  return area.city ? 5 : 4;
}

/**
 * 7.2 (ruling A21, turn-2 correction): only an exile area's own mercenaries are free of its limit —
 * those whose home it is in data.json (Calais: Calais and Burgundian; France: French; Ireland:
 * Irish; Scotland: Scots). Any other block there, a mercenary from elsewhere included, counts.
 */
export const countsForLimit = (a: number, b: number): boolean =>
  !(isExile(a) && BLOCKS[b]!.kind === 'mercenary' && BLOCKS[b]!.home === a);

/** A block of `side` counting against its area's supply/exile limit (never the pool, face-down blocks or the prisoner). */
export function isCounted(s: State, side: Side, b: number): boolean {
  const a = s.loc[b]!;
  return a >= 0 && b !== s.prisoner && ownerOf(s, b) === side && countsForLimit(a, b);
}

/** Per area: how many of the side's blocks count against the supply/exile limit. */
export function countsByArea(s: State, side: Side): number[] {
  const out = new Array<number>(AREA_COUNT).fill(0);
  for (let b = 0; b < BLOCK_COUNT; b++) if (isCounted(s, side, b)) out[s.loc[b]!]!++;
  return out;
}

/**
 * 7.1/7.2: every land or exile area holding some of `counts` (a side's counted blocks per area,
 * `countsByArea`), with the room left under its limit — negative: over, one step lost per block
 * beyond it in the supply phase. Sea areas are left out (blocks never stay at sea). The supply
 * phase takes its losses from this, and a player's view forecasts them from it (supply-room.ts).
 */
export function roomByArea(counts: readonly number[]): [area: number, room: number][] {
  const out: [number, number][] = [];
  for (let a = 0; a < counts.length; a++)
    if (counts[a]! > 0 && AREAS[a]!.kind !== 'sea') out.push([a, supplyLimit(a) - counts[a]!]);
  return out;
}

const friendlyOrVacant = (o: Occupancy, a: number, side: Side): boolean =>
  o[side === 'lancaster' ? 'york' : 'lancaster'][a] === 0;
const vacant = (o: Occupancy, a: number): boolean => o.lancaster[a] === 0 && o.york[a] === 0;

/** 6.82: where an entering heir may enter — royal heirs any friendly or vacant crown area, Pretender heirs either exile area. */
export function heirEntryAreas(s: State, o: Occupancy, side: Side): number[] {
  if (side !== s.kingSide) return [...EXILE_AREAS[side]];
  return CROWN_AREAS.filter((a) => friendlyOrVacant(o, a, side));
}

/** 2.2: the shield areas an heir may use — his house's shields, his own, and the personal shields of dead Lancaster heirs (ruling A27). */
export function heirShieldAreas(s: State, b: number): number[] {
  const blk = BLOCKS[b]!;
  if (blk.side === 'york') return [...YORK_SHIELD_AREAS];
  const out = new Set<number>(LANCASTER_SHIELD_AREAS);
  for (const a of shieldAreas(blk.shield ?? '')) out.add(a);
  for (const id of ['l-exeter', 'l-somerset', 'l-richmond'] as const) {
    const h = B(id);
    if (s.loc[h] === DEAD) for (const a of shieldAreas(BLOCKS[h]!.shield ?? '')) out.add(a);
  }
  return [...out].sort((x, y) => x - y);
}

const NEVILLES: readonly (readonly [number, number])[] = [
  [B('l-warwick'), B('y-warwick')],
  [B('l-kent'), B('y-kent')],
  [B('l-salisbury'), B('y-salisbury')],
];
const Y_KENT = B('y-kent');
const Y_SALISBURY = B('y-salisbury');
const L_CLARENCE = B('l-clarence');
const Y_EXETER = B('y-exeter');

/**
 * Where a block on the map may go home (8.3, 8.4); an empty list means the friendly pool.
 * Homes must be friendly or vacant (ruling A23); an exile area only if it is the owner's.
 */
export function homeAreas(s: State, o: Occupancy, b: number, isKing: boolean): number[] {
  const blk = BLOCKS[b]!;
  const side = ownerOf(s, b);
  const ok = (a: number): boolean => friendlyOrVacant(o, a, side) && (!isExile(a) || AREAS[a]!.exileOf === side);
  if (blk.kind === 'heir') {
    // 8.3: the Pretender's heirs go to exile; 8.4: the King's to a usable shield or any crown area.
    if (!isKing) return [...EXILE_AREAS[side]];
    const set = new Set<number>([...heirShieldAreas(s, b), ...CROWN_AREAS]);
    return [...set].filter(ok).sort((x, y) => x - y);
  }
  if (blk.kind === 'church') return AREAS.filter((a) => a.cathedral === blk.cathedral && ok(a.idx)).map((a) => a.idx);
  // 9.1: a defected Exeter goes home to Cornwall; a defected Clarence to any vacant York shield.
  if (b === Y_EXETER) return ok(CORNWALL) ? [CORNWALL] : [];
  if (b === L_CLARENCE) return YORK_SHIELD_AREAS.filter((a) => vacant(o, a));
  if (!blk.neville) return OWN_SHIELD_AREAS[b]!.filter(ok);
  // 8.3: the three Nevilles may use each other's shields once that noble is dead.
  const set = new Set<number>(OWN_SHIELD_AREAS[b]);
  for (const [l, y] of NEVILLES)
    if (s.loc[l] === DEAD && s.loc[y] === DEAD) for (const a of OWN_SHIELD_AREAS[l]!) set.add(a);
  const out = [...set].filter(ok);
  // 8.3: Yorkist Salisbury and Kent may go to Calais if their shields are enemy-held
  // (a Lancastrian Warwick never goes to Calais: `ok` keeps enemy exile areas out).
  if (mayUseCalais(o, b) && !out.includes(CALAIS)) out.push(CALAIS);
  return out.sort((x, y) => x - y);
}

/** 8.3: a Yorkist Kent or Salisbury whose own shields are all enemy-held *may* go to Calais (or to the pool). */
export function mayUseCalais(o: Occupancy, b: number): boolean {
  if (b !== Y_KENT && b !== Y_SALISBURY) return false;
  return !OWN_SHIELD_AREAS[b]!.some((a) => friendlyOrVacant(o, a, 'york'));
}
