/**
 * Flat, typed copies of the map and block facts the movement enumeration reads in its inner loops
 * (built once from data/index.ts at load; never mutated). Side codes: 0 = Lancaster, 1 = York,
 * 2 = the Rebel (who fights for the Pretender).
 */
import { AREAS, AREA_COUNT, BLOCKS, BORDERS, type AreaId, type BlockId, type Side } from '../data';
import { STILL, type State } from '../types';

export const sideCode = (side: Side): number => (side === 'lancaster' ? 0 : 1);

/** Printed side code per block. */
export const BLOCK_SIDE: Int8Array = Int8Array.from(BLOCKS, (b) =>
  b.side === 'lancaster' ? 0 : b.side === 'york' ? 1 : 2,
);
export const BLOCK_ID: readonly BlockId[] = BLOCKS.map((b) => b.id);
export const CAN_SEA: Uint8Array = Uint8Array.from(BLOCKS, (b) => (b.canSeaMove ? 1 : 0));

/** Side code a block fights for now (the Rebel: the Pretender's side). */
export const ownerCode = (s: State, b: number): number => {
  const c = BLOCK_SIDE[b]!;
  return c === 2 ? (s.kingSide === 'lancaster' ? 1 : 0) : c;
};

export const AREA_ID: readonly AreaId[] = AREAS.map((a) => a.id);
/** Owner side code of an exile area, or -1. */
export const EXILE_OF: Int8Array = Int8Array.from(AREAS, (a) =>
  a.exileOf === null ? -1 : a.exileOf === 'lancaster' ? 0 : 1,
);

/** Land neighbours: for area a, indices NB_OFF[a] … NB_OFF[a+1]-1 of NB_AREA / NB_BORDER. */
export const NB_OFF = new Int16Array(AREA_COUNT + 1);
const nbArea: number[] = [];
const nbBorder: number[] = [];
for (let a = 0; a < AREA_COUNT; a++) {
  NB_OFF[a] = nbArea.length;
  for (const n of AREAS[a]!.neighbors) {
    nbArea.push(n.area);
    nbBorder.push(n.border);
  }
}
NB_OFF[AREA_COUNT] = nbArea.length;
export const NB_AREA = Int16Array.from(nbArea);
export const NB_BORDER = Int16Array.from(nbBorder);

export const BORDER_LIMIT: Int8Array = Int8Array.from(BORDERS, (b) => b.limit);
export const BORDER_RED: Uint8Array = Uint8Array.from(BORDERS, (b) => (b.type === 'red' ? 1 : 0));

/** 2.7: the enemy never enters an exile area (by land, sea, retreat or regroup). */
export const isEnemyExile = (a: number, code: number): boolean => {
  const ex = EXILE_OF[a]!;
  return ex >= 0 && ex !== code;
};

/**
 * All of the above in one object. Hot loops bind what they need to module-local constants once
 * (`const { NB_AREA } = MT`): an imported binding may compile to a getter call per access (CommonJS
 * interop under tsx), a module-local constant never does.
 */
export const MT = {
  AREA_COUNT,
  BLOCK_COUNT: BLOCKS.length,
  STILL,
  BLOCK_SIDE,
  BLOCK_ID,
  CAN_SEA,
  AREA_ID,
  EXILE_OF,
  NB_OFF,
  NB_AREA,
  NB_BORDER,
  BORDER_LIMIT,
  BORDER_RED,
  sideCode,
  ownerCode,
  isEnemyExile,
} as const;
