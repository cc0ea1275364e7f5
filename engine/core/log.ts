/**
 * A game's log entry: an event code and its parameters, never a sentence (the page words it).
 * Shared shape for every hosted game; `P` is the game's player type.
 */
export interface GameLogEntry<P extends string = string> {
  /** Event code, e.g. 'placed', 'eliminated', 'battle-hit'. */
  k: string;
  /** Rule section, e.g. '5' or '5.21'. */
  r?: string;
  /** Player concerned. */
  s?: P;
  /** Parameters (ids, numbers); only what the audience may see. */
  p?: Record<string, string | number | boolean | null | readonly (string | number)[]>;
  /** If set, only this player sees the entry (a public twin is logged separately). */
  only?: P;
}
