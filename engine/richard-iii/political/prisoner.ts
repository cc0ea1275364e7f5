/**
 * Kingmaker (1470) special rule: Henry VI is a prisoner standing face-up in Middlesex among the
 * York blocks. He cannot move or fight and is never a battle target (state.ts occupancy
 * leaves him out); he counts as a Lancastrian noble for usurpation (usurpation.ts); when a
 * Lancastrian block occupies London (Middlesex) he is rescued there and becomes the Pretender
 * (state.ts pretender() skips him while captive); if York wins while he is a prisoner he is murdered.
 *
 * When the rescue is checked: `checkPrisonerRescue` is cheap and idempotent. The supply phase calls
 * it first thing (so every battle and move of the turn has been resolved: a Lancastrian block left
 * alone in Middlesex occupies it); the dispatcher may also call it after every action.
 */
import { BLOCKS, LONDON } from '../data';
import { log, occupancy } from '../state';
import { DEAD, type State } from '../types';

export function checkPrisonerRescue(s: State): void {
  const p = s.prisoner;
  if (p < 0 || s.outcome) return;
  const o = occupancy(s);
  if (o.lancaster[LONDON]! > 0 && o.york[LONDON] === 0) {
    s.prisoner = -1;
    log(s, { k: 'prisoner-rescued', r: 'kingmaker', s: 'lancaster', p: { block: BLOCKS[p]!.id, area: 'middlesex' } });
  }
}

/** York has won while Henry VI is still a prisoner: he is murdered. */
export function murderPrisonerIfYorkWins(s: State, winner: string | null): void {
  const p = s.prisoner;
  if (p < 0 || winner !== 'york') return;
  s.loc[p] = DEAD;
  s.steps[p] = 0;
  s.prisoner = -1;
  log(s, { k: 'prisoner-murdered', r: 'kingmaker', s: 'lancaster', p: { block: BLOCKS[p]!.id } });
}
