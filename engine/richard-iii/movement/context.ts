/**
 * What one enumeration of the action phase needs, computed once per call (STYLE: "compute the
 * expensive context once"): per-area block counts of both sides, this side's border crossings and
 * the border-limit bonus of the Surprise event.
 */
import { otherSide, type Side } from '../data';
import type { AttackInfo, State } from '../types';
import { MT } from './tables';

const { AREA_COUNT, BLOCK_COUNT, STILL, CAN_SEA, ownerCode, sideCode } = MT;

export interface MoveCtx {
  side: Side;
  enemy: Side;
  /** sideCode(side). */
  code: number;
  /** Blocks of `side` per area. */
  own: Int16Array;
  /** Enemy blocks per area. */
  foe: Int16Array;
  /** s.crossings[side]: blocks of `side` that crossed each border this game turn (5.21). */
  cross: number[];
  /** +1 on every border limit with the Surprise event (ruling A6: only in this action phase). */
  bonus: number;
}

export function makeCtx(s: State, side: Side): MoveCtx {
  const own = new Int16Array(AREA_COUNT);
  const foe = new Int16Array(AREA_COUNT);
  const code = sideCode(side);
  for (let b = 0; b < BLOCK_COUNT; b++) {
    const a = s.loc[b]!;
    if (a < 0 || b === s.prisoner) continue;
    if (ownerCode(s, b) === code) own[a]!++;
    else foe[a]!++;
  }
  return {
    side,
    enemy: otherSide(side),
    code,
    own,
    foe,
    cross: s.crossings[side],
    bonus: s.act?.event === 'surprise' ? 1 : 0,
  };
}

/** A block of `side` that may still move this turn: on the map, not moved or recruited, not the captive Henry VI (Kingmaker). */
export const canMoveBlock = (s: State, code: number, b: number): boolean =>
  s.loc[b]! >= 0 && s.moved[b] === STILL && b !== s.prisoner && ownerCode(s, b) === code;

export const isEnemyExile = MT.isEnemyExile;

/** Rule for leaving an area, as far as pinning allows (5.22). */
export type LeaveRule =
  /** No restriction. */
  | null
  /** Every block there is pinned: none may leave. */
  | false
  /** Unpinned blocks may leave, but not across the borders in `rec.attackerBorders`. */
  | AttackInfo;

/**
 * 5.22 + ruling A12: only Player 2 can be pinned (Player 1 has moved before anyone attacked him).
 * The defender's choice of which blocks are pinned is implemented as: Player 2 may move blocks out
 * of an area Player 1 attacked only while more than `pinning` of its original defenders remain
 * there — equivalent to choosing the pinned ones last, and it needs no extra decision. Unpinned
 * blocks may not leave across any border (or, after a Piracy attack, through the sea zone) that
 * enemy blocks used to enter the battle.
 */
export function leaveRule(s: State, code: number, a: number): LeaveRule {
  const rec = s.attacks[a];
  if (!rec || sideCode(rec.attacker) === code) return null;
  let remaining = 0;
  for (const d of rec.defenders) if (s.loc[d] === a && ownerCode(s, d) === code) remaining++;
  return remaining > rec.pinning ? rec : false;
}

/** Blocks of `side` that may start a move, as linked lists per area (head[area] → next[block]), in block order. */
export interface MovableByArea {
  head: Int16Array;
  next: Int16Array;
}

export function movableByArea(s: State, code: number, seaOnly: boolean): MovableByArea {
  const head = new Int16Array(AREA_COUNT).fill(-1);
  const next = new Int16Array(BLOCK_COUNT).fill(-1);
  for (let b = BLOCK_COUNT - 1; b >= 0; b--) {
    if (!canMoveBlock(s, code, b)) continue;
    if (seaOnly && CAN_SEA[b] === 0) continue;
    const a = s.loc[b]!;
    next[b] = head[a]!;
    head[a] = b;
  }
  return { head, next };
}
