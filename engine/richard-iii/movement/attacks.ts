/**
 * Attack bookkeeping (5.22, 6.3, ruling A8): which side attacked an area, by which borders, which
 * entering blocks are reserves, how many defenders are pinned. The battle module reads this record
 * (s.attacks[area], AttackInfo in types.ts) for reserves (6.3), closed retreat borders (6.6) and
 * the Piracy retreat rule (ruling A4); its meaning is documented field by field there.
 *
 * A "border" here is a land border index, or `-1 - seaAreaIndex` for a Piracy sea attack.
 */
import { AREAS, type Side } from '../data';
import { log } from '../state';
import type { AttackInfo, State } from '../types';
import type { MoveCtx } from './context';
import { MT } from './tables';

const { BLOCK_COUNT, ownerCode, sideCode } = MT;

/** Attackers may use at most three different borders (6.3); a fourth is illegal. */
export const MAX_ATTACK_BORDERS = 3;
/** Player-2 reinforcements of a battle Player 1 started: at most two borders (6.3). */
export const MAX_REINFORCE_BORDERS = 2;

export const seaBorder = (sea: number): number => -1 - sea;
export const isSeaBorder = (border: number): boolean => border < 0;
export const seaOfBorder = (border: number): number => -1 - border;

/**
 * May a block of ctx.side enter enemy-held or contested area `a` across `border`?
 * (The caller has already checked that the area holds enemy blocks.)
 * `reinforce`: whether joining a battle the enemy started (as a defender's reserve) is allowed —
 * true for land moves, false for Piracy sea moves (they may attack, not reinforce).
 */
export function canEnterBattle(s: State, ctx: MoveCtx, a: number, border: number, reinforce: boolean): boolean {
  if (ctx.own[a] === 0) return true; // a new attack
  const rec = s.attacks[a];
  if (!rec) return true; // contested without a record (cannot arise in play): a new attack by this side
  if (rec.attacker === ctx.side)
    return rec.attackerBorders.includes(border) || rec.attackerBorders.length < MAX_ATTACK_BORDERS;
  if (!reinforce) return false;
  return rec.defenderBorders.includes(border) || rec.defenderBorders.length < MAX_REINFORCE_BORDERS;
}

/**
 * Block `b` of `side` arrives in area `a` across `border` (-1 if it came by a non-attacking sea
 * move): updates the attack record when the area holds enemy blocks, then moves the block.
 */
export function enterArea(s: State, side: Side, b: number, a: number, border: number): void {
  const code = sideCode(side);
  let own = 0;
  let foe = 0;
  for (let x = 0; x < BLOCK_COUNT; x++) {
    if (s.loc[x] !== a || x === s.prisoner || x === b) continue;
    if (ownerCode(s, x) === code) own++;
    else foe++;
  }
  s.loc[b] = a;
  if (foe === 0) return;
  const rec = s.attacks[a];
  const area = AREAS[a]!.id;
  if (own === 0 || !rec) {
    // Ruling A8: the first block to enter fixes the main-attack border.
    const defenders: number[] = [];
    for (let x = 0; x < BLOCK_COUNT; x++)
      if (s.loc[x] === a && x !== s.prisoner && x !== b && ownerCode(s, x) !== code) defenders.push(x);
    const fresh: AttackInfo = {
      attacker: side,
      attackerBorders: [border],
      defenderBorders: [],
      reserves: [],
      pinning: 1,
      defenders,
      entries: [{ block: b, border }],
    };
    s.attacks[a] = fresh;
    log(s, { k: 'attack', r: '5.22', s: side, p: { area, border, main: true } });
    return;
  }
  (rec.entries ??= []).push({ block: b, border });
  if (rec.attacker === side) {
    let i = rec.attackerBorders.indexOf(border);
    if (i < 0) i = rec.attackerBorders.push(border) - 1;
    if (i === 0)
      rec.pinning++; // same border as the main attack: part of it (ruling A8), pins one more defender
    else rec.reserves.push(b); // 6.3: other borders are reserves
    // Across the main attack's border it is the main attack (5.22, ruling A8); across another, reserves (6.3).
    log(s, { k: 'attack', r: i === 0 ? '5.22' : '6.3', s: side, p: { area, border, main: i === 0, join: true } });
  } else {
    // 6.3: Player-2 blocks reinforcing a battle Player 1 started are reserves (at most two borders).
    if (!rec.defenderBorders.includes(border)) rec.defenderBorders.push(border);
    rec.reserves.push(b);
    log(s, { k: 'reinforce', r: '6.3', s: side, p: { area, border } });
  }
}
