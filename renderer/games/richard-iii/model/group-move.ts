/**
 * What a move of the player's picked blocks will actually send: the screen submits exactly this
 * list (RichardScreen `run`), and the supply warning counts exactly it, so the two cannot disagree.
 *
 * A group move is one action per block, each the block's best way to the destination (`pickMove`)
 * among the legal moves left after the ones before it. Those are the engine's: the moves are played
 * on a position sampled behind the player's own view (`ownActionSample`, as a bot does — his own blocks,
 * AP, crossings and the attacks are exact, only the enemy's hidden blocks are guessed, and a move's
 * legality never depends on them), so AP, border limits (5.21), pinning (5.22), attack borders (6.3)
 * and major-port pairs (5.31) are the rules' own, never a copy of them in the page.
 */
import { playAction } from '../../../../engine/richard-iii/rules';
import { makeView } from '../../../../engine/richard-iii/view';
import { isMove } from './choices';
import { ownActionSample } from './own-sample';
import { pickMove, type Intent, type Route } from './selection';
import type { Action, AreaId, BlockId, RichardView } from './types';

export type MoveAct = Extract<Action, { t: 'move' | 'sea' }>;

/** Where a move ends. */
export const moveEnd = (a: MoveAct): AreaId => (a.t === 'sea' ? a.to : a.path[a.path.length - 1]!);

/**
 * The moves sending `blocks` to `to` (by `route` if given), in the order the screen submits them;
 * a block that cannot go (any more) is left out, as the screen leaves it standing.
 */
export function groupMoves(view: RichardView, blocks: readonly BlockId[], to: AreaId, route?: Route): MoveAct[] {
  const own = ownActionSample(view);
  if (!own) return [];
  const { side, sample } = own;
  // Never expected in an action phase; should it happen, each block's own move, and the screen
  // sends them while the host's legal list still holds them.
  if (!sample.ok)
    return blocks.flatMap((b) => {
      const a = pickMove(view, view.legal, b, to, route);
      return a && isMove(a) ? [a] : [];
    });
  const s = sample.value;
  const out: MoveAct[] = [];
  let now = view;
  for (const b of blocks) {
    if (now.step !== 'action') break;
    const a = pickMove(now, now.legal, b, to, route);
    if (!a || !isMove(a) || moveEnd(a) !== to) continue;
    if (!playAction(s, side, a).ok) break;
    out.push(a);
    now = makeView(s, side);
  }
  return out;
}

/** The moves an intent would submit: a group move's list, a single move, or none. */
export function intentMoves(view: RichardView, intent: Intent): MoveAct[] {
  if (intent.kind === 'move-group') return groupMoves(view, intent.blocks, intent.to, intent.route);
  if (intent.kind === 'submit' && isMove(intent.action)) return [intent.action];
  return [];
}
