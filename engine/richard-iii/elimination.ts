/**
 * What happens to an eliminated block (6.8), and the instant victory it may cause (9.0).
 * Used by battles, supply losses, Plague and executions alike.
 */
import { AREAS, BLOCKS, SIDES, otherSide } from './data';
import { endGame } from './flow';
import { livingHeirs, log, ownerOf } from './state';
import { murderPrisonerIfYorkWins } from './political/prisoner';
import { DEAD, OTHER, POOL, type State } from './types';

export type EliminationCause = 'battle' | 'supply' | 'plague' | 'execution' | 'no-retreat' | 'exile-limit';

export function eliminate(s: State, b: number, cause: EliminationCause): void {
  const blk = BLOCKS[b]!;
  const owner = ownerOf(s, b);
  const area = s.loc[b]!;
  s.steps[b] = 0;
  if (blk.kind === 'heir' && blk.side === owner) {
    // 6.82: heirs die permanently; one minor of that side enters at the next supply phase.
    s.loc[b] = DEAD;
    s.pendingHeirs[owner]++;
    if (s.king === b) {
      s.king = -1; // 6.81: the throne passes at the start of the next supply phase.
      log(s, { k: 'king-dead', r: '6.81', s: owner, p: { block: blk.id } });
    }
  } else if (blk.other >= 0 && BLOCKS[blk.other]!.kind === 'heir') {
    // 9.1 / A22: a defected Clarence or Exeter dies for good, and his original side gets its minor.
    s.loc[b] = DEAD;
    if (blk.other >= 0) s.loc[blk.other] = DEAD;
    s.pendingHeirs[otherSide(owner)]++;
  } else if (blk.rose || blk.neville) {
    s.loc[b] = DEAD; // 6.83: rose nobles and the Nevilles die permanently.
    if (blk.other >= 0) s.loc[blk.other] = DEAD;
  } else {
    // 6.83–6.86: nobles, church, levies, bombards, mercenaries, the Rebel go face down to the pool
    // (mercenaries to their home exile, which the view shows; they cannot return this campaign).
    s.loc[b] = POOL;
    s.down[b] = true;
  }
  log(s, {
    k: 'eliminated',
    r: '6.8',
    s: owner,
    p: { block: blk.id, area: area >= 0 ? AREAS[area]!.id : null, cause },
  });
  checkHeirVictory(s);
}

/** 9.0: eliminating all five enemy heirs wins at once (a defected heir counts as gone, A22). */
export function checkHeirVictory(s: State): void {
  if (s.outcome) return;
  // York is checked first and the first win ends the game, so York wins a simultaneous wipe-out (ruling A22).
  for (const side of SIDES.slice().reverse()) {
    const enemy = otherSide(side);
    // Kingmaker: the captive Henry VI is not counted — York wins by eliminating every other
    // Lancaster heir, and the prisoner is then murdered (political/prisoner.ts).
    if (livingHeirs(s, enemy).every((h) => h === s.prisoner)) {
      murderPrisonerIfYorkWins(s, side);
      endGame(s, side, 'heirs-eliminated');
      return;
    }
  }
}

/** Removes steps from a block; eliminates it at 0. Returns true if it was eliminated. */
export function reduce(s: State, b: number, hits: number, cause: EliminationCause): boolean {
  s.steps[b] = Math.max(0, s.steps[b]! - hits);
  if (s.steps[b] === 0) {
    eliminate(s, b, cause);
    return true;
  }
  return false;
}

/** A block whose version swaps sides on defection (4.6): the other version takes its place and strength. */
export function swapVersion(s: State, b: number): number {
  const o = BLOCKS[b]!.other;
  s.loc[o] = s.loc[b]!;
  s.steps[o] = s.steps[b]!;
  s.moved[o] = s.moved[b]!;
  s.down[o] = false;
  s.loc[b] = OTHER;
  return o;
}
