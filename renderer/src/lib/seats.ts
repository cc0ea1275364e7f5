/** Whose eyes a saved game opens through. */
import type { SaveInfo } from '../../../electron/ipc/contract';

/**
 * The one human seat of a game against the computer. A hot-seat game (two or more human seats)
 * opens as a spectator, so the screen first asks who sits at the computer: nothing private of either
 * player is shown before the hand-over is confirmed, even after a reload.
 */
export function seatToOpen(save: Pick<SaveInfo, 'seats'>): string | null {
  const humans = Object.entries(save.seats).filter(([, s]) => s.kind === 'human');
  return humans.length === 1 ? humans[0]![0] : null;
}
