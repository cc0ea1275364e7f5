/**
 * The search bots' evaluation at the depth cut-off (the end of a game turn): the game result if it
 * ended, otherwise the usurpation race, heirs, strength, London and the throne, squashed into (0, 1).
 */
import { BLOCKS, BLOCK_COUNT, ISLE_OF_MAN, LONDON, otherSide, type Side } from '../data';
import { ownerOf } from '../state';
import { DEAD, MINOR, OTHER, type State } from '../types';
import { countsForCrown, isExileArea, isMapArea } from './tables';

/** 1 for a win, 0 for a loss; otherwise the usurpation race, heirs and strength, squashed into (0, 1). */
export function leafValue(s: State, me: Side): number {
  if (s.outcome) return s.outcome.winner === me ? 1 : s.outcome.winner === null ? 0.5 : 0;
  const foe = otherSide(me);
  const crown = { lancaster: 0, york: 0 };
  const heirs = { lancaster: 0, york: 0 };
  const steps = { lancaster: 0, york: 0 };
  for (let b = 0; b < BLOCK_COUNT; b++) {
    const loc = s.loc[b]!;
    if (loc === DEAD || loc === OTHER || b === s.prisoner) continue;
    const side = ownerOf(s, b);
    if (BLOCKS[b]!.kind === 'heir' && BLOCKS[b]!.side === side) heirs[side]++;
    if (loc === MINOR || loc < 0) continue;
    steps[side] += s.steps[b]!;
    if (isMapArea(loc) && loc !== ISLE_OF_MAN && !isExileArea(loc) && countsForCrown(b)) crown[side]++;
  }
  let london = 0;
  for (let b = 0; b < BLOCK_COUNT; b++)
    if (s.loc[b] === LONDON && b !== s.prisoner) london = ownerOf(s, b) === me ? 1 : -1;
  const lead =
    0.6 * (crown[me] - crown[foe]) +
    1.5 * (heirs[me] - heirs[foe]) +
    0.08 * (steps[me] - steps[foe]) +
    0.8 * london +
    (s.kingSide === me ? 0.5 : -0.5);
  return 1 / (1 + Math.exp(-lead / 3));
}
