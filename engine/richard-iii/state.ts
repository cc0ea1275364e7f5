/** Small queries over the state shared by every rules module: ownership, control, heirs. */
import { AREA_COUNT, BLOCKS, BLOCK_COUNT, otherSide, type Side } from './data';
import { DEAD, MINOR, OTHER, type LogEntry, type State } from './types';

export const pretenderSide = (s: State): Side => otherSide(s.kingSide);

/** The side a block fights for: its printed side, or the Pretender's for the Rebel. */
export function ownerOf(s: State, b: number): Side {
  const side = BLOCKS[b]!.side;
  return side === 'rebel' ? pretenderSide(s) : side;
}

/** Per area, how many blocks each side has there (the prisoner is not counted: he is not a fighting block). */
export interface Occupancy {
  lancaster: number[];
  york: number[];
}

export function occupancy(s: State): Occupancy {
  const o: Occupancy = {
    lancaster: new Array<number>(AREA_COUNT).fill(0),
    york: new Array<number>(AREA_COUNT).fill(0),
  };
  for (let b = 0; b < BLOCK_COUNT; b++) {
    const a = s.loc[b]!;
    if (a >= 0 && b !== s.prisoner) o[ownerOf(s, b)][a]!++;
  }
  return o;
}

/** Friendly or vacant for `side` (2.1). */
export const isFriendlyOrVacant = (o: Occupancy, a: number, side: Side): boolean => o[otherSide(side)][a] === 0;

/** Heirs of a side that are heirs for it now: its own heir blocks, alive and not defected (9.1). */
export function livingHeirs(s: State, side: Side, includeMinors = true): number[] {
  const out: number[] = [];
  for (let b = 0; b < BLOCK_COUNT; b++) {
    const blk = BLOCKS[b]!;
    if (blk.kind !== 'heir' || blk.side !== side) continue;
    const l = s.loc[b]!;
    if (l === DEAD || l === OTHER) continue;
    if (l === MINOR && !includeMinors) continue;
    out.push(b);
  }
  return out.sort((x, y) => BLOCKS[x]!.heirRank - BLOCKS[y]!.heirRank);
}

/**
 * The Pretender: the senior living heir of the Pretender's side, even a minor (ruling A19), or -1.
 * Kingmaker: the captive Henry VI is not the Pretender until rescued (political/prisoner.ts).
 */
export function pretender(s: State): number {
  for (const h of livingHeirs(s, pretenderSide(s))) if (h !== s.prisoner) return h;
  return -1;
}

/** Royal heirs = heirs of the side holding the throne (2.3). */
export const isRoyalHeir = (s: State, b: number): boolean =>
  BLOCKS[b]!.kind === 'heir' && BLOCKS[b]!.side === s.kingSide;

/** Appends a log entry. Entries are snapshots: array parameters are copied so later changes to live state never rewrite history (and clones may share entries). */
export function log(s: State, entry: LogEntry): void {
  if (entry.p) {
    const p: NonNullable<LogEntry['p']> = {};
    for (const k in entry.p) {
      const v = entry.p[k]!;
      p[k] = Array.isArray(v) ? v.slice() : v;
    }
    entry.p = p;
  }
  s.log.push(entry);
}
