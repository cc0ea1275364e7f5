/** 6.9 treason rolls in battle (King, Pretender, Warwick) and the Treason event card (ruling A3). */
import { BLOCKS, WARWICK_BLOCKS, blockIndex, otherSide, type Side } from '../data';
import { checkHeirVictory, swapVersion } from '../elimination';
import { log, ownerOf, pretender } from '../state';
import type { State } from '../types';
import { currentBattle, presentBlocks } from './context';
import { roll } from './fire';
import { checkLosses } from './reserves';

/** 6.91: Kent and Salisbury are loyalty 1 against Warwick; Warwick may not target Northumberland or Westmoreland. */
const NEVILLE_KIN = [blockIndex('l-kent'), blockIndex('y-kent'), blockIndex('l-salisbury'), blockIndex('y-salisbury')];
const WARWICK_BARRED = [
  blockIndex('l-northumberland'),
  blockIndex('y-northumberland'),
  blockIndex('l-westmoreland'),
  blockIndex('y-westmoreland'),
];

/** The treason tag a block rolls under (ruling A17), or null if it cannot roll. */
export function treasonTag(s: State, b: number): 'king' | 'pretender' | 'warwick' | null {
  if (b === s.king) return 'king';
  if (b === pretender(s)) return 'pretender';
  if (WARWICK_BLOCKS.includes(b)) return 'warwick';
  return null;
}

/**
 * An enemy block that may be targeted (6.9, ruling A17): arrived (not a reserve), able to defect
 * (loyalty > 0: never heirs other than Clarence/Exeter, rose nobles, mercenaries, levies), never the
 * King or the Pretender (so Clarence and Exeter cannot defect while King or Pretender, 9.1), and not
 * a block that already defected in this battle.
 */
function canBeTargeted(s: State, t: number, pre: number): boolean {
  const blk = BLOCKS[t]!;
  return blk.loyalty > 0 && blk.other >= 0 && t !== s.king && t !== pre && !currentBattle(s).defected.includes(t);
}

/** Dice rolled against `target`: its current version's loyalty (6.91 only when Warwick rolls; none for the card, A3). */
export function treasonDice(roller: number, target: number): number {
  if (roller >= 0 && WARWICK_BLOCKS.includes(roller) && NEVILLE_KIN.includes(target)) return 1;
  return BLOCKS[target]!.loyalty;
}

/** Targets for a roll by `roller` of `side` (roller -1 = the Treason card). */
export function treasonTargets(s: State, side: Side, roller: number): number[] {
  const warwick = roller >= 0 && WARWICK_BLOCKS.includes(roller);
  const pre = pretender(s);
  return presentBlocks(s, otherSide(side)).filter(
    (t) => canBeTargeted(s, t, pre) && !(warwick && WARWICK_BARRED.includes(t)),
  );
}

/**
 * Rolls for treason: all dice even → the target swaps to the roller's version at its current
 * strength (4.6) and joins the roller's reserve, fighting from the next round (6.9, ruling A17).
 * Our ruling: like any reserve it cannot be hit before it arrives at the start of the next round,
 * but it stays known to both sides (it was named in a public roll).
 */
export function rollTreason(s: State, side: Side, roller: number, target: number): void {
  const bs = currentBattle(s);
  const dice = roll(s, treasonDice(roller, target));
  const success = dice.every((d) => d % 2 === 0);
  bs.events.push({ k: 'treason', side, roller, target, dice, defected: success });
  log(s, {
    k: 'battle-treason',
    r: '6.9',
    s: side,
    p: {
      roller: roller >= 0 ? BLOCKS[roller]!.id : 'treason-card',
      target: BLOCKS[target]!.id,
      dice,
      defected: success,
    },
  });
  if (!success) return;
  const o = swapVersion(s, target);
  bs.defected.push(target, o);
  bs.reserves.push(o);
  bs.blocks.push(o);
  if (ownerOf(s, o) !== side) throw new Error('defector joined the wrong side');
  checkHeirVictory(s); // ruling A22: a defected Clarence or Exeter counts as gone from his old side
  if (!s.outcome) checkLosses(s, true);
}
