/** 6.6 retreat and 6.7 regroup destinations (Piracy attackers by sea, ruling A4). */
import { AREAS, AREA_COUNT, BORDERS, type Side } from '../data';
import { isFriendlyOrVacant, type Occupancy } from '../state';
import { MOVED_SEA, type State } from '../types';
import { currentBattle } from './context';

/** 2.7: never into the enemy's exile areas (so York never into Scotland; Lancaster may). */
const enemyExile = (a: number, side: Side): boolean => AREAS[a]!.exileOf !== null && AREAS[a]!.exileOf !== side;

/**
 * Ruling A4: a block that attacked by sea with Piracy retreats and regroups only by sea, to a
 * friendly or vacant coastal area of the sea zone it came by (no count limit).
 */
export function pirateSeas(s: State, b: number, side: Side): number[] {
  const bs = currentBattle(s);
  if (bs.attack.entries) {
    // Per-block record from movement: only a block that entered by sea as the attacker is a pirate.
    const entry = bs.attack.entries.find((e) => e.block === b);
    return entry && entry.border < 0 && side === bs.firstAttacker ? [-1 - entry.border] : [];
  }
  // Without a per-block record: an attacker that sea-moved in while the attack used a sea border.
  if (side !== bs.firstAttacker || s.moved[b] !== MOVED_SEA) return [];
  const out: number[] = [];
  for (const x of bs.attack.attackerBorders) if (x < 0) out.push(-1 - x);
  return out;
}

/**
 * 6.6: a border the enemy used to enter this battle is closed to retreat; where both sides crossed
 * it, only Player 2 may retreat across it.
 */
export function isClosedBorder(s: State, border: number, side: Side): boolean {
  const bs = currentBattle(s);
  const mine = side === bs.firstAttacker ? bs.attack.attackerBorders : bs.attack.defenderBorders;
  const theirs = side === bs.firstAttacker ? bs.attack.defenderBorders : bs.attack.attackerBorders;
  if (!theirs.includes(border)) return false;
  return !(mine.includes(border) && side !== s.p1);
}

/** A Piracy attacker: retreats and regroups by sea, crossing no land border (ruling A4). */
export const isPirate = (s: State, b: number, side: Side): boolean => pirateSeas(s, b, side).length > 0;

function count(list: number[], x: number): number {
  let n = 0;
  for (const y of list) if (y === x) n++;
  return n;
}

function seaDestinations(s: State, seas: number[], side: Side, o: Occupancy): number[] {
  const from = currentBattle(s).area;
  const out: number[] = [];
  for (let a = 0; a < AREA_COUNT; a++) {
    if (a === from || AREAS[a]!.kind === 'sea' || enemyExile(a, side) || !isFriendlyOrVacant(o, a, side)) continue;
    if (AREAS[a]!.seas.some((z) => seas.includes(z))) out.push(a);
  }
  return out;
}

/**
 * Adjacent friendly or vacant areas block `b` of `side` may leave the battle to, across borders
 * `open` accepts — or, for a Piracy attacker, only by sea (ruling A4). Shared by retreat and regroup.
 */
function leaveOptions(s: State, b: number, side: Side, o: Occupancy, open: (border: number) => boolean): number[] {
  const bs = currentBattle(s);
  const seas = pirateSeas(s, b, side);
  if (seas.length > 0) return seaDestinations(s, seas, side, o);
  const out: number[] = [];
  for (const n of AREAS[bs.area]!.neighbors) {
    if (enemyExile(n.area, side) || !isFriendlyOrVacant(o, n.area, side)) continue;
    if (open(n.border)) out.push(n.area);
  }
  return out;
}

/** Areas block `b` of `side` may retreat to now (6.6): open border, limit left this round (A15). */
export function retreatOptions(s: State, b: number, side: Side, o: Occupancy): number[] {
  const bs = currentBattle(s);
  return leaveOptions(
    s,
    b,
    side,
    o,
    (bd) => !isClosedBorder(s, bd, side) && count(bs.retreats[side], bd) < BORDERS[bd]!.limit,
  );
}

/** Areas block `b` of `side` may regroup to (6.7): fresh border limits for this battle (A15). */
export function regroupOptions(s: State, b: number, side: Side, o: Occupancy): number[] {
  const bs = currentBattle(s);
  return leaveOptions(s, b, side, o, (bd) => count(bs.regroupCrossings, bd) < BORDERS[bd]!.limit);
}
