/**
 * 6.81 the King is dead, 6.82 minor heirs entering (and heirs sent to the pool by the political
 * turn re-entering the same way, rulings A21/A23).
 */
import { AREAS, BLOCKS, type Side } from '../data';
import { livingHeirs, log } from '../state';
import { MINOR, POOL, type State } from '../types';
import { HEIRS } from './places';

/**
 * 6.81: if the King died, the most senior royal heir becomes King where he stands, even in exile,
 * at the start of the supply phase; his location is announced. A minor (or an heir in the pool)
 * becomes King only when he enters (6.82), see `enterHeir`.
 */
export function succeedIfKingDead(s: State): void {
  if (s.king !== -1) return;
  const h = livingHeirs(s, s.kingSide)[0];
  if (h === undefined || s.loc[h]! < 0) return;
  s.king = h;
  log(s, { k: 'new-king', r: '6.81', s: s.kingSide, p: { block: BLOCKS[h]!.id, area: AREAS[s.loc[h]!]!.id } });
}

/**
 * 6.82: the next heir of `side` to enter: heirs in the pool (ruling A21/A23) and the
 * `pendingHeirs` most senior minors (one per heir killed), most senior first; -1 if none.
 */
export function nextEntrant(s: State, side: Side): number {
  let minors = s.pendingHeirs[side];
  for (const h of HEIRS[side]) {
    const l = s.loc[h]!;
    if (l === POOL) return h;
    if (l === MINOR && minors-- > 0) return h;
  }
  return -1;
}

/** Places an entering heir at full strength; makes him King if the throne waits for him (6.81). */
export function enterHeir(s: State, side: Side, h: number, area: number): void {
  const wasMinor = s.loc[h] === MINOR;
  if (wasMinor) s.pendingHeirs[side]--;
  s.loc[h] = area;
  s.steps[h] = BLOCKS[h]!.steps;
  s.down[h] = false;
  // Where an heir enters is seen (a block appears); who he is stays with his owner.
  log(s, { k: 'heir-enters', r: '6.82', s: side, p: { area: AREAS[area]!.id } });
  log(s, {
    k: 'heir-enters',
    r: '6.82',
    s: side,
    only: side,
    p: { block: BLOCKS[h]!.id, area: AREAS[area]!.id, minor: wasMinor },
  });
  if (side === s.kingSide && s.king === -1 && livingHeirs(s, side)[0] === h) {
    s.king = h;
    log(s, { k: 'new-king', r: '6.81', s: side, p: { block: BLOCKS[h]!.id, area: AREAS[area]!.id } });
  } else if (h === s.king) {
    log(s, { k: 'king-returns', r: '8.4', s: side, p: { block: BLOCKS[h]!.id, area: AREAS[area]!.id } });
  }
  // No minor left to owe: the debt lapses.
  if (!HEIRS[side].some((x) => s.loc[x] === MINOR)) s.pendingHeirs[side] = 0;
}
