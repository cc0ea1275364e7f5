/**
 * A game's refusal to set up, as the page receives it: an option it refuses stays `bad-options`
 * (naming the option); anything else is `bad-setup` with the game's parameters, whose `problem`
 * (a deck's card listed twice…) the page words when it knows it.
 */
import { err, type GameError, type Result } from '../../engine/core/result';

export function setupError(e: GameError): Result<never> {
  if (e.code === 'bad-options') return err('bad-options', e.message, e.params);
  return err('bad-setup', e.message, { ...e.params, cause: e.code });
}
