/**
 * Recruiting (5.4): 1 AP places one block from the pool at full strength, hidden, in an area its
 * kind allows; it cannot move this turn (moved = RECRUITED). Face-down pool blocks (eliminated
 * this campaign) are not recruitable. Heirs in the pool (sent there at the political turn, rulings
 * A21/A23) are not recruited: they re-enter like minors. Mercenaries other than the Welsh are never
 * recruited: they start in exile and simply move.
 */
import { AREAS, BLOCKS, areaIndex, blockIndex, type AreaId, type BlockId, type EventKind, type Side } from '../data';
import { log } from '../state';
import { POOL as POOL_LOC, RECRUITED, type MoveAction, type State } from '../types';
import { makeCtx, type MoveCtx } from './context';
import { MT } from './tables';

const { AREA_ID, BLOCK_ID, BLOCK_COUNT, ownerCode, isEnemyExile } = MT;
const POOL = POOL_LOC;

/** How a pool block may be placed: 'own-or-vacant' areas, 'friendly' (occupied) areas, or 'vacant' areas, among `areas`. */
interface RecruitRule {
  need: 'own-or-vacant' | 'friendly' | 'vacant';
  areas: readonly number[];
}

const landAreas = AREAS.filter((a) => a.kind === 'land' || a.kind === 'island');

const RULES: readonly (RecruitRule | null)[] = BLOCKS.map((blk): RecruitRule | null => {
  switch (blk.kind) {
    case 'noble': // on his shield, friendly or vacant
      return blk.shield
        ? { need: 'own-or-vacant', areas: AREAS.filter((a) => a.shields.includes(blk.shield!)).map((a) => a.idx) }
        : null;
    case 'church': // on its cathedral
      return {
        need: 'own-or-vacant',
        areas: AREAS.filter((a) => a.cathedral !== null && a.cathedral === blk.cathedral).map((a) => a.idx),
      };
    case 'levy': // in its city
      return {
        need: 'own-or-vacant',
        areas: AREAS.filter((a) => a.city !== null && a.city === blk.city).map((a) => a.idx),
      };
    case 'bombard': // ruling A10: any area with a city (either colour) that you occupy; vacant is not enough
      return { need: 'friendly', areas: AREAS.filter((a) => a.city !== null).map((a) => a.idx) };
    case 'rebel': // ruling A11: any vacant land area, the Isle of Man included, never exile
      return { need: 'vacant', areas: landAreas.map((a) => a.idx) };
    case 'mercenary': // only the Welsh is recruited: any friendly or vacant Welsh area
      return blk.welsh ? { need: 'own-or-vacant', areas: AREAS.filter((a) => a.wales).map((a) => a.idx) } : null;
    default: // heirs are never recruited
      return null;
  }
});

/** What keeps a block out of one of its areas now: the enemy's exile, enemy blocks there, none of ours (a bombard), ours (the Rebel). */
type AreaBar = 'enemy-exile' | 'enemy' | 'not-friendly' | 'not-vacant';

/** Why `rule` keeps a block of ctx.side out of area `a` now; null if it may be placed there. */
function areaBar(rule: RecruitRule, ctx: MoveCtx, a: number): AreaBar | null {
  if (isEnemyExile(a, ctx.code)) return 'enemy-exile';
  if (ctx.foe[a]! > 0) return 'enemy';
  if (rule.need === 'friendly' && ctx.own[a] === 0) return 'not-friendly';
  if (rule.need === 'vacant' && ctx.own[a]! > 0) return 'not-vacant';
  return null;
}

/** Recruit actions of ctx.side (normal cards only: event AP serve only the event, 5.1 / ruling A2). */
export function recruitMoves(s: State, ctx: MoveCtx, out: MoveAction[]): void {
  if (s.act!.ap < 1) return;
  for (let b = 0; b < BLOCK_COUNT; b++) {
    if (s.loc[b] !== POOL || s.down[b]) continue;
    const rule = RULES[b];
    if (!rule || ownerCode(s, b) !== ctx.code) continue;
    const id = BLOCK_ID[b]!;
    for (const a of rule.areas)
      if (areaBar(rule, ctx, a) === null) out.push({ t: 'recruit', block: id, to: AREA_ID[a]! });
  }
}

/**
 * Why a block waiting in its owner's pool (face up) cannot be recruited now — the tests of
 * `recruitMoves` and of the action phase's legal list, in the order a player would ask them.
 */
export type RecruitBar =
  /** Never recruited: an heir comes back as minors do (A21, A23); of the mercenaries only the Welsh is recruited. */
  | { k: 'never'; kind: 'heir' | 'mercenary' }
  /** Not its owner's action phase. */
  | { k: 'not-now' }
  /** This turn's card is an event: its AP serve only the event (5.1, A2). */
  | { k: 'event'; event: EventKind }
  /** No AP left (each recruit costs 1). */
  | { k: 'no-ap' }
  /** Each of its areas (shield, cathedral, city; the Welsh: Wales) is the enemy's exile or holds enemy blocks. */
  | { k: 'held'; areas: { area: AreaId; exile: boolean }[] }
  /** A bombard: no city area holds the owner's blocks and none of the enemy's (A10). */
  | { k: 'no-city' }
  /** The Rebel: no land area is vacant (A11). */
  | { k: 'none-vacant' };

/** Why `side` cannot recruit his pool block `b` now; null if some recruit of it is legal. `b` must be his, face up in the pool. */
export function recruitBar(s: State, side: Side, b: number, ctx: MoveCtx = makeCtx(s, side)): RecruitBar | null {
  const rule = RULES[b];
  if (!rule) return { k: 'never', kind: BLOCKS[b]!.kind === 'heir' ? 'heir' : 'mercenary' };
  if (s.step.k !== 'action' || s.step.side !== side || !s.act) return { k: 'not-now' };
  if (s.act.event !== null) return { k: 'event', event: s.act.event };
  if (s.act.ap < 1) return { k: 'no-ap' };
  const bars = rule.areas.map((a) => areaBar(rule, ctx, a));
  if (bars.includes(null)) return null;
  if (rule.need === 'friendly') return { k: 'no-city' };
  if (rule.need === 'vacant') return { k: 'none-vacant' };
  return { k: 'held', areas: rule.areas.map((a, i) => ({ area: AREA_ID[a]!, exile: bars[i] === 'enemy-exile' })) };
}

/** Why each of `viewer`'s face-up pool blocks cannot be recruited now, by id (those he may recruit are left out). */
export function recruitBars(s: State, viewer: Side | null): Partial<Record<BlockId, RecruitBar>> {
  const out: Partial<Record<BlockId, RecruitBar>> = {};
  if (!viewer) return out;
  const ctx = makeCtx(s, viewer);
  for (let b = 0; b < BLOCK_COUNT; b++) {
    if (s.loc[b] !== POOL || s.down[b] || ownerCode(s, b) !== ctx.code) continue;
    const bar = recruitBar(s, viewer, b, ctx);
    if (bar) out[BLOCK_ID[b]!] = bar;
  }
  return out;
}

export function applyRecruit(s: State, side: Side, a: Extract<MoveAction, { t: 'recruit' }>): void {
  const b = blockIndex(a.block);
  s.act!.ap--;
  s.loc[b] = areaIndex(a.to);
  s.steps[b] = BLOCKS[b]!.steps; // full strength
  s.moved[b] = RECRUITED; // cannot move this turn
  log(s, { k: 'recruit', r: '5.4', s: side, only: side, p: { block: a.block, area: a.to } });
  log(s, { k: 'recruit', r: '5.4', s: side, p: { area: a.to } });
}
