/** Positions for the renderer's unit tests: real engine states reached by seeded play. */
import { richardIII } from '../../engine/richard-iii/module';
import { makeView, type RichardView } from '../../engine/richard-iii/view';
import type { Action, State } from '../../engine/richard-iii/types';
import type { Side } from '../../engine/richard-iii/data';

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function newGame(seed: number): State {
  const r = richardIII.setup('wars-of-the-roses', seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays random legal actions (never "end" while moves remain) until `stop` holds. */
export function playUntil(s: State, seed: number, stop: (s: State) => boolean, limit = 3000): State {
  const next = rng(seed);
  for (let i = 0; i < limit && !stop(s) && !s.outcome; i++) {
    const side = richardIII.toAct(s)[0];
    if (!side) break;
    const legal = richardIII.legalActions(s, side);
    const keep = legal.filter((a) => a.t !== 'end');
    const pool = keep.length && next() < 0.9 ? keep : legal;
    const r = richardIII.apply(s, side, pool[Math.floor(next() * pool.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

export function viewOf(s: State, side: Side): RichardView {
  return makeView(s, side);
}

export function apply(s: State, side: Side, a: Action): State {
  const r = richardIII.apply(s, side, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
