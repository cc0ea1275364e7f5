/**
 * Land move (5.2): each block 1 or 2 areas (3 with Force March), passing freely through friendly
 * and vacant areas, stopping on entering an enemy or contested area (an attack). Border limits
 * (5.21) per player per game turn count every crossing; a red border forces a stop.
 */
import { AREAS, areaIndex, blockIndex, borderBetween, type AreaId, type Side } from '../data';
import { log } from '../state';
import { MOVED_LAND, type MoveAction, type State } from '../types';
import { canEnterBattle, enterArea } from './attacks';
import { leaveRule, type MoveCtx, type MovableByArea } from './context';
import { MT } from './tables';

const { AREA_ID, BLOCK_ID, BORDER_LIMIT, BORDER_RED, NB_AREA, NB_BORDER, NB_OFF, isEnemyExile } = MT;

/** Has border `bd` room for one more block of ctx.side (5.21; +1 with Surprise, ruling A6)? */
export const hasRoom = (ctx: MoveCtx, bd: number): boolean => ctx.cross[bd]! < BORDER_LIMIT[bd]! + ctx.bonus;

/**
 * How a land walk treats the two border limits of 5.21: `enforce` never crosses a full border and
 * stops after a red one (the legal moves); `count` goes on past both, so that border-bar.ts can
 * count on each path the limits it passed (why a refused move is refused).
 */
export type Limits = 'enforce' | 'count';

interface Walk {
  s: State;
  ctx: MoveCtx;
  start: number;
  maxLen: number;
  closed: readonly number[] | null;
  muster: number;
  /** The limits are counted, not enforced. */
  count: boolean;
  p: number[];
  res: AreaId[][];
}

function pathIds(p: readonly number[]): AreaId[] {
  const out = new Array<AreaId>(p.length);
  for (let i = 0; i < p.length; i++) out[i] = AREA_ID[p[i]!]!;
  return out;
}

// Hot in the search bots: counting adds only a flag tested where a limit bites (recording the
// passed limits here, or a callback per path, cost a few per cent; border-bar.ts reads them off
// the paths instead).
function walk(w: Walk, cur: number): void {
  const { ctx, p } = w;
  for (let i = NB_OFF[cur]!, end = NB_OFF[cur + 1]!; i < end; i++) {
    const n = NB_AREA[i]!;
    const bd = NB_BORDER[i]!;
    if (n === w.start || p.includes(n)) continue;
    if (isEnemyExile(n, ctx.code)) continue;
    if (p.length === 0 && w.closed !== null && w.closed.includes(bd)) continue;
    if (ctx.cross[bd]! >= BORDER_LIMIT[bd]! + ctx.bonus && !w.count) continue;
    p.push(n);
    if (ctx.foe[n]! > 0) {
      // Entering an enemy or contested area: an attack (or a reinforcement); the block stops.
      if (w.muster < 0 && canEnterBattle(w.s, ctx, n, bd, true)) w.res.push(pathIds(p));
    } else if (w.muster >= 0) {
      if (n === w.muster) w.res.push(pathIds(p));
      else if (p.length < w.maxLen && (BORDER_RED[bd] === 0 || w.count)) walk(w, n);
    } else {
      w.res.push(pathIds(p));
      if (p.length < w.maxLen && (BORDER_RED[bd] === 0 || w.count)) walk(w, n);
    }
    p.pop();
  }
}

/**
 * Every path (as area ids) from `start`: at most `maxLen` areas, never revisiting an area, never
 * into an enemy exile (2.7; Lancaster may enter Scotland by land, York never — Scotland is
 * Lancaster's exile), stopping on entering an enemy/contested area. `closed`: borders enemy blocks
 * used to attack `start` (5.22; only the first step can cross them). `muster` ≥ 0: only paths
 * ending there, through friendly or vacant areas, never attacking (ruling A7). The Isle of Man and
 * the sea-only exiles have no land borders. With `limits` enforced (the legal paths), never across
 * a full border and stopping after a red border; counted, past both.
 */
export function landPaths(
  s: State,
  ctx: MoveCtx,
  start: number,
  maxLen: number,
  closed: readonly number[] | null,
  muster: number,
  limits: Limits = 'enforce',
): AreaId[][] {
  const w: Walk = { s, ctx, start, maxLen, closed, muster, count: limits === 'count', p: [], res: [] };
  walk(w, start);
  return w.res;
}

/**
 * Land moves of ctx.side. Normal play: a block from an area already activated this phase is free;
 * from another area it costs 1 AP and activates that area (5.2; with an event card this is the
 * card's "one group", ruling A2). Muster (`muster` ≥ 0): any unpinned, unmoved block, no AP (A7).
 */
export function landMoves(
  s: State,
  ctx: MoveCtx,
  mv: MovableByArea,
  maxLen: number,
  muster: number,
  out: MoveAction[],
): void {
  const act = s.act!;
  for (let a = 0; a < mv.head.length; a++) {
    let b = mv.head[a]!;
    if (b < 0 || NB_OFF[a] === NB_OFF[a + 1]) continue;
    if (muster < 0 && act.ap < 1 && !act.activated.includes(a)) continue;
    const leave = leaveRule(s, ctx.code, a);
    if (leave === false) continue;
    const paths = landPaths(s, ctx, a, maxLen, leave === null ? null : leave.attackerBorders, muster);
    if (paths.length === 0) continue;
    for (; b >= 0; b = mv.next[b]!) {
      const block = BLOCK_ID[b]!;
      for (const path of paths) out.push({ t: 'move', block, path });
    }
  }
}

export function applyLandMove(s: State, side: Side, a: Extract<MoveAction, { t: 'move' }>): void {
  const act = s.act!;
  const b = blockIndex(a.block);
  const from = s.loc[b]!;
  if (act.event !== 'muster' && !act.activated.includes(from)) {
    act.ap--;
    act.activated.push(from);
    log(s, { k: 'activate', r: '5.2', s: side, p: { area: AREAS[from]!.id } });
  }
  let prev = from;
  let bd = -1;
  for (const id of a.path) {
    const n = areaIndex(id);
    bd = borderBetween(prev, n);
    s.crossings[side][bd]!++;
    prev = n;
  }
  s.moved[b] = MOVED_LAND;
  // Fog of war: the enemy sees a block move along the path (and the border counts), not which block.
  log(s, { k: 'move', r: '5.2', s: side, only: side, p: { block: a.block, from: AREAS[from]!.id, path: [...a.path] } });
  log(s, { k: 'move', r: '5.2', s: side, p: { from: AREAS[from]!.id, path: [...a.path] } });
  enterArea(s, side, b, prev, bd);
}
