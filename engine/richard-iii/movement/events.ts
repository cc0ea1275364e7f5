/**
 * The event cards' own actions (Event card box, 5.1): naming the Muster area and resolving Plague.
 * Force March, Surprise, Treason and Piracy are land/sea moves with modified limits (index.ts).
 */
import { AREAS, AREA_COUNT, areaIndex, type Side } from '../data';
import { reduce } from '../elimination';
import { log, ownerOf } from '../state';
import type { MoveAction, State } from '../types';
import { isEnemyExile, type MoveCtx } from './context';

/**
 * Muster (AP0, ruling A7): name a friendly or vacant area that blocks can reach by land (every land
 * area, and Scotland for Lancaster; not the Isle of Man or the sea-only exiles).
 */
export function musterTargets(ctx: MoveCtx, out: MoveAction[]): void {
  for (let a = 0; a < AREA_COUNT; a++) {
    const area = AREAS[a]!;
    if (area.neighbors.length === 0 || isEnemyExile(a, ctx.code) || ctx.foe[a]! > 0) continue;
    out.push({ t: 'muster', area: area.id });
  }
}

export function applyMuster(s: State, side: Side, a: Extract<MoveAction, { t: 'muster' }>): void {
  s.act!.musterArea = areaIndex(a.area);
  log(s, { k: 'muster', r: '5.1', s: side, p: { area: a.area } });
}

/** Plague (AP0, ruling A5): any area occupied only by enemy blocks that contains a city (either colour). */
export function plagueTargets(ctx: MoveCtx, out: MoveAction[]): void {
  for (let a = 0; a < AREA_COUNT; a++) {
    if (AREAS[a]!.city === null || ctx.foe[a] === 0 || ctx.own[a]! > 0) continue;
    out.push({ t: 'plague', area: AREAS[a]!.id });
  }
}

/** Every block there loses one step; 1-step blocks are eliminated (6.8, via elimination.ts). */
export function applyPlague(s: State, side: Side, a: Extract<MoveAction, { t: 'plague' }>): void {
  const area = areaIndex(a.area);
  s.act!.plagueDone = true;
  const victims: number[] = [];
  for (let b = 0; b < s.loc.length; b++)
    if (s.loc[b] === area && b !== s.prisoner && ownerOf(s, b) !== side) victims.push(b);
  log(s, { k: 'plague', r: '5.1', s: side, p: { area: a.area, blocks: victims.length } });
  for (const b of victims) {
    reduce(s, b, 1, 'plague');
    if (s.outcome) return;
  }
}
