/**
 * Who stands in an area as its side's occupant. Kingmaker (1470): the captive Henry VI stands face
 * up in London among the York blocks, but he cannot move or fight, is never a battle target and
 * holds nothing, until a Lancastrian block in London rescues him (the scenario's special rule). The
 * view names him (`RichardView.prisoner`, public: he is face up); the page never guesses him.
 */
import type { BlockView, RichardView } from './types';

/** Whether `b` is the captive Henry VI, who occupies nothing while York holds him. */
export function isCaptive(view: Pick<RichardView, 'prisoner'>, b: Pick<BlockView, 'id'>): boolean {
  return view.prisoner !== null && b.id === view.prisoner;
}
