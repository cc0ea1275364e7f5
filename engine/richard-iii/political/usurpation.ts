/**
 * 8.2 Usurpation (ruling A24): count each side's nobles, church blocks and heirs on the map —
 * not in exile, on the Isle of Man, in the pool, nor minors — plus 1 for occupying London
 * (Middlesex). A defected Clarence/Exeter is a noble of his new side (9.1); in Kingmaker the captive
 * Henry VI counts as a Lancastrian noble. The Pretender usurps only with a strictly greater count
 * (ties go to the King); his senior heir becomes King and the old King's side the Pretender's.
 */
import { AREAS, BLOCKS, BLOCK_COUNT, ISLE_OF_MAN, LONDON, otherSide, type BySide } from '../data';
import { log, occupancy, ownerOf, pretender, pretenderSide } from '../state';
import type { State } from '../types';

export function usurpationCounts(s: State): BySide<number> {
  const c: BySide<number> = { lancaster: 0, york: 0 };
  for (let b = 0; b < BLOCK_COUNT; b++) {
    const a = s.loc[b]!;
    if (a < 0 || a === ISLE_OF_MAN || AREAS[a]!.kind === 'exile') continue;
    const k = BLOCKS[b]!.kind;
    if (k !== 'heir' && k !== 'noble' && k !== 'church') continue;
    c[ownerOf(s, b)]++; // the prisoner is a Lancaster block: he counts for Lancaster
  }
  const o = occupancy(s);
  if (o.lancaster[LONDON]! > 0 && o.york[LONDON] === 0) c.lancaster++;
  else if (o.york[LONDON]! > 0 && o.lancaster[LONDON] === 0) c.york++;
  return c;
}

/** Runs the usurpation check; returns the counts and whether the throne changed hands. */
export function usurpation(s: State): { counts: BySide<number>; usurped: boolean } {
  const counts = usurpationCounts(s);
  const pSide = pretenderSide(s);
  const usurped = counts[pSide] > counts[s.kingSide];
  log(s, { k: 'usurpation-count', r: '8.2', p: { lancaster: counts.lancaster, york: counts.york, usurped } });
  if (usurped) {
    const heir = pretender(s);
    s.kingSide = pSide;
    s.king = heir;
    log(s, {
      k: 'usurpation',
      r: '8.2',
      s: pSide,
      p: { king: heir >= 0 ? BLOCKS[heir]!.id : null, pretenderSide: otherSide(pSide) },
    });
  }
  return { counts, usurped };
}
