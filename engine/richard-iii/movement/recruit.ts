/**
 * Recruiting (5.4): 1 AP places one block from the pool at full strength, hidden, in an area its
 * kind allows; it cannot move this turn (moved = RECRUITED). Face-down pool blocks (eliminated
 * this campaign) are not recruitable. Heirs in the pool (sent there at the political turn, rulings
 * A21/A23) are not recruited: they re-enter like minors. Mercenaries other than the Welsh are never
 * recruited: they start in exile and simply move.
 */
import { AREAS, BLOCKS, areaIndex, blockIndex, type Side } from '../data';
import { log } from '../state';
import { POOL as POOL_LOC, RECRUITED, type MoveAction, type State } from '../types';
import type { MoveCtx } from './context';
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

/** Recruit actions of ctx.side (normal cards only: event AP serve only the event, 5.1 / ruling A2). */
export function recruitMoves(s: State, ctx: MoveCtx, out: MoveAction[]): void {
  if (s.act!.ap < 1) return;
  for (let b = 0; b < BLOCK_COUNT; b++) {
    if (s.loc[b] !== POOL || s.down[b]) continue;
    const rule = RULES[b];
    if (!rule || ownerCode(s, b) !== ctx.code) continue;
    const id = BLOCK_ID[b]!;
    for (const a of rule.areas) {
      if (ctx.foe[a]! > 0 || isEnemyExile(a, ctx.code)) continue;
      if (rule.need === 'friendly' && ctx.own[a] === 0) continue;
      if (rule.need === 'vacant' && ctx.own[a]! > 0) continue;
      out.push({ t: 'recruit', block: id, to: AREA_ID[a]! });
    }
  }
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
