/**
 * What a move of the player's picked blocks will actually send: the screen submits exactly this
 * list (RichardScreen `run`), and the supply warning counts exactly it, so the two cannot disagree.
 *
 * A group move is one action per block, each the block's best way to the destination
 * (`pickMove`) among the moves still open after the ones before it. The view's legal list is
 * narrowed by what each move spends, as the engine's movement rules do (movement/land.ts, sea.ts,
 * attacks.ts, context.ts): AP (the first land move from an area activates it, 5.2; a sea move
 * costs 1 AP, the second block of a major-port pair none, 5.3/5.31; no AP under Muster), border
 * crossings (5.21), the three attack borders (6.3; two for reinforcements) and the defenders an
 * attack pins (5.22). The page decides no rule: each list entry is one of the view's legal actions.
 */
import { AREAS, BORDERS, areaIndex, borderBetween } from '../../../../engine/richard-iii/data';
import { isMove, placeOf } from './choices';
import { pickMove, type Intent, type Route } from './selection';
import type { Action, AreaId, BlockId, RichardView } from './types';

export type MoveAct = Extract<Action, { t: 'move' | 'sea' }>;

/** Where a move ends. */
export const moveEnd = (a: MoveAct): AreaId => (a.t === 'sea' ? a.to : a.path[a.path.length - 1]!);

/** 6.3: the attacker may use three borders into one battle; reinforcements of a battle the enemy started, two. */
const MAX_ATTACK_BORDERS = 3;
const MAX_REINFORCE_BORDERS = 2;

/** The land borders a path crosses from `from`. */
function bordersOf(from: AreaId, path: readonly AreaId[]): number[] {
  const out: number[] = [];
  let at = areaIndex(from);
  for (const id of path) {
    const next = areaIndex(id);
    out.push(borderBetween(at, next));
    at = next;
  }
  return out;
}

/**
 * The moves sending `blocks` to `to` (by `route` if given), in the order the screen submits them;
 * a block that cannot go (any more) is left out, as the screen leaves it standing.
 */
export function groupMoves(view: RichardView, blocks: readonly BlockId[], to: AreaId, route?: Route): MoveAct[] {
  const side = view.viewer;
  const act = view.action;
  if (!side || !act || view.step !== 'action' || act.side !== side) return [];
  const muster = act.event === 'muster';
  const bonus = act.event === 'surprise' ? 1 : 0;
  let ap = act.ap;
  const activated = new Set<AreaId>(act.activated);
  let freeSea = act.freeSea;
  const cross = [...view.crossings[side]];
  const gone = new Set<BlockId>();
  // The battle at `to`, if any: who attacked, by which borders (a first entry starts one).
  const foes = view.blocks.some((b) => b.place === to && b.side !== side);
  const rec = view.attacks.find((a) => a.area === to);
  let attacker = rec?.attacker ?? null;
  const borders = rec ? [...(rec.attacker === side ? rec.attackerBorders : rec.defenderBorders)] : [];

  /** 5.22: while the enemy's attack pins them, defenders may leave only while more than `pinning` remain. */
  const mayLeave = (from: AreaId): boolean => {
    const r = view.attacks.find((a) => a.area === from);
    if (!r || r.attacker === side) return true;
    const remaining = r.defenders.filter((d) => d !== null && !gone.has(d) && placeOf(view, d) === from).length;
    return remaining > r.pinning;
  };
  /** 6.3: a block may enter the battle at `to` across `border`. */
  const mayEnter = (border: number): boolean => {
    if (!foes || attacker === null) return true;
    const max = attacker === side ? MAX_ATTACK_BORDERS : MAX_REINFORCE_BORDERS;
    return borders.includes(border) || borders.length < max;
  };
  const open = (a: MoveAct, from: AreaId): boolean => {
    if (!mayLeave(from)) return false;
    if (a.t === 'sea') {
      const free = freeSea !== null && freeSea.from === from && freeSea.to === a.to && !foes;
      return ap >= 1 || free;
    }
    if (!muster && ap < 1 && !activated.has(from)) return false;
    const crossed = bordersOf(from, a.path);
    if (crossed.some((b) => cross[b]! >= BORDERS[b]!.limit + bonus)) return false;
    return mayEnter(crossed[crossed.length - 1]!);
  };
  const spend = (a: MoveAct, from: AreaId): void => {
    gone.add(a.block);
    if (a.t === 'sea') {
      if (foes)
        ap--; // a Piracy attack: never the free half of a pair (ruling A4)
      else if (freeSea !== null && freeSea.from === from && freeSea.to === a.to) freeSea = null;
      else {
        ap--;
        freeSea = AREAS[areaIndex(from)]!.majorPort && AREAS[areaIndex(a.to)]!.majorPort ? { from, to: a.to } : null;
      }
      return;
    }
    if (!muster && !activated.has(from)) {
      ap--;
      activated.add(from);
    }
    const crossed = bordersOf(from, a.path);
    for (const b of crossed) cross[b]!++;
    if (foes) {
      attacker ??= side;
      const entry = crossed[crossed.length - 1]!;
      if (!borders.includes(entry)) borders.push(entry);
    }
  };

  const out: MoveAct[] = [];
  let now = view;
  for (const b of blocks) {
    const from = placeOf(view, b) as AreaId | null;
    if (!from || gone.has(b)) continue;
    const legal = view.legal.filter(
      (a): a is MoveAct => isMove(a) && a.block === b && moveEnd(a) === to && open(a, from),
    );
    const a = pickMove(now, legal, b, to, route);
    if (!a || !isMove(a)) continue;
    spend(a, from);
    out.push(a);
    // `pickMove` weighs land paths by the crossings left: let it see those the moves before spent.
    now = { ...view, crossings: { ...view.crossings, [side]: [...cross] } };
  }
  return out;
}

/** The moves an intent would submit: a group move's list, a single move, or none. */
export function intentMoves(view: RichardView, intent: Intent): MoveAct[] {
  if (intent.kind === 'move-group') return groupMoves(view, intent.blocks, intent.to, intent.route);
  if (intent.kind === 'submit' && isMove(intent.action)) return [intent.action];
  return [];
}
