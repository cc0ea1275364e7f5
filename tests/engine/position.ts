/**
 * Builds test positions: start from a scenario, then move blocks where a test wants them.
 * Rule tests set up exactly the position a rule talks about, then assert outcomes through the
 * public dispatcher (legalActions / playAction).
 */
import { setupGame } from '../../engine/richard-iii/setup';
import {
  AREA_COUNT,
  BLOCKS,
  BORDER_COUNT,
  CARDS,
  areaIndex,
  blockIndex,
  type AreaId,
  type BlockId,
  type Side,
} from '../../engine/richard-iii/data';
import { DEAD, MINOR, OTHER, POOL, STILL, type State } from '../../engine/richard-iii/types';
import { legalActions, playAction } from '../../engine/richard-iii/rules';
import { actionKey } from '../../engine/richard-iii/actions';
import type { Action } from '../../engine/richard-iii/types';

export type Where = AreaId | 'pool' | 'minor' | 'other-side' | 'dead';

export function scenarioState(scenario = 'wars-of-the-roses', seed = 1): State {
  const r = setupGame(scenario, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const LOC: Record<string, number> = { pool: POOL, minor: MINOR, 'other-side': OTHER, dead: DEAD };

/** Puts a block somewhere (full strength unless `steps` given); the other version goes out of play. */
export function put(s: State, id: BlockId, where: Where, steps?: number): void {
  const b = blockIndex(id);
  s.loc[b] = where in LOC ? LOC[where]! : areaIndex(where as AreaId);
  s.steps[b] = steps ?? BLOCKS[b]!.steps;
  s.down[b] = false;
  const o = BLOCKS[b]!.other;
  if (o >= 0 && s.loc[b]! >= 0) s.loc[o] = OTHER;
}

/** Removes every block from the map (to the pool, or out of play for two-version nobles). */
export function clearMap(s: State): void {
  for (let b = 0; b < s.loc.length; b++) if (s.loc[b]! >= 0) s.loc[b] = BLOCKS[b]!.other >= 0 ? OTHER : POOL;
  // The built position is no longer the scenario's setup, which a player would otherwise remember
  // (determinize's knownEnemyAreas): log the one public event after which he knows no enemy block's
  // place or lost steps from before it.
  s.log.push({ k: 'campaign-reset', r: '8.5' });
}

/** The card index of a card with this AP (and event, if given). */
export function cardWith(ap: number, event: string | null = null): number {
  const c = CARDS.find((c) => c.ap === ap && c.event === event);
  if (!c) throw new Error(`no card AP${ap} ${event}`);
  return c.idx;
}

/** Jumps straight into `side`'s action phase with a card of `ap` AP (or the event card). */
export function startActionPhaseFor(s: State, side: Side, p1: Side, card: number): void {
  s.p1 = p1;
  s.played[side] = card;
  s.moved.fill(STILL);
  s.crossings = { lancaster: new Array<number>(BORDER_COUNT).fill(0), york: new Array<number>(BORDER_COUNT).fill(0) };
  s.attacks = new Array(AREA_COUNT).fill(null);
  s.act = {
    side,
    ap: CARDS[card]!.ap,
    event: CARDS[card]!.event,
    activated: [],
    freeSea: null,
    musterArea: -1,
    plagueDone: false,
  };
  s.step = { k: 'action', side };
  if (s.turn === 0) s.turn = 1;
}

export const keys = (actions: Action[]): string[] => actions.map(actionKey).sort();

/** Plays an action and throws with the engine's reason if it was refused. */
export function must(s: State, side: Side, a: Action): void {
  const r = playAction(s, side, a);
  if (!r.ok)
    throw new Error(`${actionKey(a)} refused: ${r.error.message}\nlegal: ${keys(legalActions(s, side)).join('\n')}`);
}

export { legalActions, playAction };
