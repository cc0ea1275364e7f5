/**
 * A position sampled behind the player's own view in his action phase, for the page to ask the
 * engine about his moves: group-move.ts plays them on it, refusal.ts asks it why picked blocks
 * cannot go somewhere. Any sample will do (a fixed seed): his own blocks, AP, crossings and the
 * attacks are exact in it, only the enemy's hidden blocks are guessed, and what his moves may do
 * never depends on them.
 */
import type { Result } from '../../../../engine/core/result';
import { makeRng } from '../../../../engine/core/rng';
import { determinize } from '../../../../engine/richard-iii/determinize';
import type { State } from '../../../../engine/richard-iii/types';
import type { RichardView, Side } from './types';

/**
 * The viewer's side and a sample behind his view, or null when the view is not his action phase.
 * The sample is never expected to fail there; callers say what they do if it does.
 */
export function ownActionSample(view: RichardView): { readonly side: Side; readonly sample: Result<State> } | null {
  const side = view.viewer;
  if (!side || view.step !== 'action' || view.action?.side !== side) return null;
  return { side, sample: determinize(view, side, makeRng(1)) };
}
