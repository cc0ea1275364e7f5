/**
 * 8.3 Pretender goes home, 8.4 King goes home. Every block of that side standing on the map (not
 * in exile: blocks already in exile stay) goes home, one at a time, the owner choosing among its
 * homes (places.ts homeAreas). With no usable home a block goes to the friendly pool (ruling A23,
 * the King included; heirs in the pool re-enter like minors at the next supply phase).
 *
 * Order: a defected Clarence decides first (his home must be *vacant*, so the owner's own moves
 * could otherwise take it from him); every other home needs only be friendly or vacant, which the
 * owner's own moves never change, so any block with a single home is moved automatically.
 */
import { AREAS, BLOCKS, BLOCK_COUNT, isExile, type Side } from '../data';
import { log, occupancy, ownerOf, type Occupancy } from '../state';
import { POOL, type Action, type State } from '../types';
import { DEFECTED_CLARENCE } from './executions';
import { homeAreas, mayUseCalais } from './places';

/** Blocks of `side` that must go home now: heirs, nobles and church on the map outside exile. */
export function goingHomeBlocks(s: State, side: Side): number[] {
  const out: number[] = [];
  for (let b = 0; b < BLOCK_COUNT; b++) {
    const a = s.loc[b]!;
    if (a < 0 || isExile(a) || b === s.prisoner || ownerOf(s, b) !== side) continue;
    const k = BLOCKS[b]!.kind;
    if (k === 'heir' || k === 'noble' || k === 'church') out.push(b);
  }
  // The defected Clarence first (see above).
  const c = out.indexOf(DEFECTED_CLARENCE);
  if (c > 0) out.unshift(...out.splice(c, 1));
  return out;
}

/** Destinations of one block: areas, or [] = the pool. */
const homesOf = (s: State, o: Occupancy, b: number): number[] => homeAreas(s, o, b, ownerOf(s, b) === s.kingSide);

function sendHome(s: State, b: number, to: number): void {
  const side = ownerOf(s, b);
  const from = AREAS[s.loc[b]!]!.id;
  s.loc[b] = to;
  const dest = to === POOL ? 'pool' : AREAS[to]!.id;
  const r = side === s.kingSide ? '8.4' : '8.3';
  log(s, { k: 'go-home', r, s: side, p: { from, to: dest } });
  log(s, { k: 'go-home', r, s: side, only: side, p: { block: BLOCKS[b]!.id, from, to: dest } });
}

/**
 * Moves pending blocks that have no choice; returns true while some block still needs a
 * decision of its owner.
 */
export function autoGoHome(s: State, pending: number[]): boolean {
  const o = occupancy(s);
  let i = 0;
  while (i < pending.length) {
    const b = pending[i]!;
    const homes = homesOf(s, o, b);
    if (homes.length === 0 || (homes.length === 1 && !mayUseCalais(o, b))) {
      const from = s.loc[b]!;
      const to = homes[0] ?? POOL;
      pending.splice(i, 1);
      if (to !== from) {
        sendHome(s, b, to);
        o[ownerOf(s, b)][from]!--;
        if (to >= 0) o[ownerOf(s, b)][to]!++;
      }
      continue;
    }
    if (b === DEFECTED_CLARENCE) return true; // decide him before moving anyone else
    i++;
  }
  return pending.length > 0;
}

export function goHomeLegal(s: State, pending: readonly number[]): Action[] {
  const o = occupancy(s);
  const out: Action[] = [];
  for (const b of pending) {
    const id = BLOCKS[b]!.id;
    const homes = homesOf(s, o, b);
    // The pool when no home is usable — or instead of Calais for a Yorkist Kent/Salisbury (8.3 "may").
    if (homes.length === 0 || mayUseCalais(o, b)) out.push({ t: 'go-pool', block: id });
    for (const a of homes) out.push({ t: 'go-home', block: id, to: AREAS[a]!.id });
    if (b === DEFECTED_CLARENCE) break;
  }
  return out;
}

export function applyGoHome(s: State, pending: number[], b: number, to: number): void {
  const i = pending.indexOf(b);
  if (i >= 0) pending.splice(i, 1);
  if (s.loc[b] !== to) sendHome(s, b, to);
}
