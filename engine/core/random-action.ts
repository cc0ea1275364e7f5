/** A uniformly random legal action, for random play of any hosted game (the bench, fuzzers, tests). */
import type { GameModule } from './game';
import { nextInt, type RngState } from './rng';

/**
 * `legalActions(state, player)[nextInt(rng, n)]` for the list's length n, through the game's
 * count-and-index pair when it has one (no list built): the same pick and the same draw from `rng`
 * either way. Null when `player` has nothing to do.
 */
export function randomLegalAction<S, A, P extends string>(
  game: Pick<GameModule<S, A, unknown, P>, 'legalActions' | 'legalActionCount' | 'legalActionAt'>,
  state: S,
  player: P,
  rng: RngState,
): A | null {
  if (game.legalActionCount && game.legalActionAt) {
    const n = game.legalActionCount(state, player);
    return n === 0 ? null : (game.legalActionAt(state, player, nextInt(rng, n)) ?? null);
  }
  const legal = game.legalActions(state, player);
  return legal.length === 0 ? null : legal[nextInt(rng, legal.length)]!;
}
