/** 6.2 initiative, 6.4 fire and hits, and the defence bonuses of 2.2–2.6. */
import { rollD6 } from '../../core/rng';
import { AREAS, BLOCKS, blockIndex, type Initiative, type Side } from '../data';
import { reduce } from '../elimination';
import { log, ownerOf } from '../state';
import { DEAD, type State } from '../types';
import { currentBattle, defenderOf, presentBlocks, seniorHeir } from './context';
import { checkLosses } from './reserves';
import type { BattleEvent } from './types';

/**
 * 6.2: bombards are A3 in round 1 and D3 afterwards, never A3 if it enters as a reserve. One still
 * waiting in reserve is D already: it first fights in round 2, and the battle board's reserve tray
 * shows this letter (a Czech play-test read "Bombard A3" there for a bombard that fights at D3).
 * One that came as a reserve and joined at once in round 1 (its side's front gone, 6.3) has left
 * `reserves` but is D too: the attack's record (`attack.reserves`) still names it. It has no turn
 * in that round either way (it arrived as having acted), so only the board's letter depended on it.
 */
export function initiativeOf(s: State, b: number): Initiative {
  const blk = BLOCKS[b]!;
  if (blk.kind === 'bombard') {
    const bs = currentBattle(s);
    const cameAsReserve = bs.reserves.includes(b) || bs.attack.reserves.includes(b);
    return bs.round === 1 && !cameAsReserve ? 'A' : 'D';
  }
  return blk.initiative;
}

/** 2.2 / ruling A27: Lancaster's personal shields and their owners. */
const PERSONAL: Record<string, number> = {
  Exeter: blockIndex('l-exeter'),
  Somerset: blockIndex('l-somerset'),
  Richmond: blockIndex('l-richmond'),
};

/** What a defence bonus depends on besides the block and the area: the throne and the dead. */
export interface BonusContext {
  readonly king: number;
  readonly kingSide: Side;
  readonly dead: (b: number) => boolean;
}

/** Whether heir `b` may use a shield shown in `area` (2.2, ruling A27). */
function heirShield(ctx: BonusContext, b: number, area: number): boolean {
  const blk = BLOCKS[b]!;
  for (const sh of AREAS[area]!.shields) {
    if (sh === blk.shield) return true; // York heirs share "York"; Lancaster's "Lancaster"; an heir's own personal shield
    if (blk.side !== 'lancaster') continue;
    if (sh === 'Lancaster') return true;
    const owner = PERSONAL[sh];
    if (owner !== undefined && ctx.dead(owner)) return true; // a dead heir's personal shield serves any Lancaster heir
  }
  return false;
}

/**
 * Defence bonus of block `b` defending `area` (2.2–2.6): shields, crowns, cities, cathedrals,
 * Wales. An heir gets his shield or crown bonus only as the side's most senior heir revealed in
 * the battle (`senior`); both add up (Exeter A1 defends Cornwall at A3).
 */
export function areaDefenceBonus(b: number, area: number, senior: boolean, ctx: BonusContext): number {
  const blk = BLOCKS[b]!;
  const ar = AREAS[area]!;
  switch (blk.kind) {
    case 'heir': {
      if (!senior) return 0;
      let bonus = heirShield(ctx, b, area) ? 1 : 0;
      if (ar.crown && (ctx.king === b || blk.side === ctx.kingSide)) bonus++;
      return bonus;
    }
    case 'noble':
      return blk.shield !== null && ar.shields.includes(blk.shield) ? 1 : 0;
    case 'church':
      return blk.cathedral !== null && ar.cathedral === blk.cathedral ? 1 : 0;
    case 'levy':
      return blk.city !== null && ar.city === blk.city ? 1 : 0;
    case 'mercenary':
      return blk.welsh && ar.wales ? 1 : 0;
    default:
      return 0;
  }
}

/** Defence bonus of block `b` if it fires as the defender now (6.4), its seniority as it stands. */
export function defenceBonus(s: State, b: number): number {
  const ctx: BonusContext = { king: s.king, kingSide: s.kingSide, dead: (x) => s.loc[x] === DEAD };
  return areaDefenceBonus(b, currentBattle(s).area, seniorHeir(s, ownerOf(s, b)) === b, ctx);
}

/**
 * Firepower now: printed, +bonus only for the side defending at this moment (ruling A14). Used for
 * charges too: the charging heir's "normal firepower" includes his own defence bonus, and the
 * target's counter-fire includes its bonuses (ruling A16).
 */
export function firepowerOf(s: State, b: number): number {
  const base = BLOCKS[b]!.fire;
  return ownerOf(s, b) === defenderOf(currentBattle(s)) ? base + defenceBonus(s, b) : base;
}

/** One die per step; returns the dice. */
export function roll(s: State, n: number): number[] {
  const dice: number[] = [];
  for (let i = 0; i < n; i++) dice.push(rollD6(s.rng));
  return dice;
}

export const countHits = (dice: number[], fp: number): number => dice.reduce((n, d) => (d <= fp ? n + 1 : n), 0);

/** Records and applies `n` hits (at most its strength) on one block; returns the hits used. */
export function hitBlock(s: State, ev: BattleEvent & { k: 'fire' }, target: number, n: number): number {
  const take = Math.min(n, s.steps[target]!);
  ev.hits.push(target, take);
  log(s, {
    k: 'battle-hit',
    r: '6.4',
    s: ownerOf(s, target),
    p: { block: BLOCKS[target]!.id, hits: take, by: BLOCKS[ev.block]!.id },
  });
  reduce(s, target, take, 'battle');
  if (!s.outcome) checkLosses(s, true);
  return take;
}

/** The enemy blocks tied for the highest current strength (6.4). */
export function strongest(s: State, side: Side): number[] {
  let max = 0;
  let out: number[] = [];
  for (const b of presentBlocks(s, side)) {
    const st = s.steps[b]!;
    if (st > max) {
      max = st;
      out = [b];
    } else if (st === max) out.push(b);
  }
  return out;
}

/**
 * 6.4: all hits go to the enemy block with the highest current strength, the surplus to the next
 * highest after it is eliminated. On a tie the owner chooses which block takes them (the
 * 'battle-hits' step): returns false with `pending` set; true when every hit is placed (or nothing
 * is left to hit). Our ruling: if the last round-1 block dies and reserves deploy at once (6.3),
 * the rest of this fire goes on to them (they "take hits normally" from blocks yet to fire).
 */
export function placeHits(s: State, firer: number, evIndex: number, hits: number): boolean {
  const bs = currentBattle(s);
  const ev = bs.events[evIndex] as BattleEvent & { k: 'fire' };
  const enemy = ownerOf(s, firer) === 'lancaster' ? 'york' : 'lancaster';
  while (hits > 0 && !s.outcome) {
    const tied = strongest(s, enemy);
    if (tied.length === 0) break;
    if (tied.length > 1) {
      bs.pending = { firer, side: enemy, hits, event: evIndex };
      return false;
    }
    hits -= hitBlock(s, ev, tied[0]!, hits);
  }
  bs.pending = null;
  return true;
}

/** A block fires normally (6.4). Returns false if the owner of the targets must choose first. */
export function fire(s: State, b: number): boolean {
  const bs = currentBattle(s);
  const fp = firepowerOf(s, b);
  const dice = roll(s, s.steps[b]!);
  const hits = countHits(dice, fp);
  bs.events.push({ k: 'fire', block: b, side: ownerOf(s, b), mode: 'fire', fp, dice, hits: [] });
  log(s, { k: 'battle-fire', r: '6.4', s: ownerOf(s, b), p: { block: BLOCKS[b]!.id, fp, dice, hits } });
  return placeHits(s, b, bs.events.length - 1, hits);
}
