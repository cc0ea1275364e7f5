/** Which sounds a batch of new log entries makes: dice rolled, hits taken, blocks moved, cards played. */
import type { SoundCue } from '../../../src/lib/sound';

/** Log kinds (engine/richard-iii) → the sound each makes. */
export const CUES: Readonly<Record<string, SoundCue>> = {
  'battle-fire': 'dice',
  treason: 'dice',
  'battle-treason': 'dice',
  'battle-hit': 'hit',
  eliminated: 'hit',
  'supply-loss': 'hit',
  move: 'move',
  'sea-move': 'move',
  recruit: 'move',
  retreat: 'move',
  'battle-retreat': 'move',
  'card-played': 'card',
};

/** The cues of `entries` (the log lines new since the last view), each cue once, in the order first heard. */
export function soundCues(entries: readonly { readonly k: string }[]): SoundCue[] {
  const cues: SoundCue[] = [];
  for (const e of entries) {
    const cue = CUES[e.k];
    if (cue && !cues.includes(cue)) cues.push(cue);
  }
  return cues;
}
