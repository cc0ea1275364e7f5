/** The state copy search and the module's `apply` share. */
import type { State } from './types';

/**
 * Cheap deep copy for search bots: flat arrays are sliced, small sub-procedure records deep-copied,
 * and the log array copied by reference to its entries (entries are never changed once logged).
 */
export function cloneState(s: State): State {
  const deep = copyPlain;
  return {
    ...s,
    rng: { ...s.rng },
    loc: s.loc.slice(),
    steps: s.steps.slice(),
    down: s.down.slice(),
    moved: s.moved.slice(),
    hands: { lancaster: s.hands.lancaster.slice(), york: s.hands.york.slice() },
    played: { ...s.played },
    mulligan: { used: s.mulligan.used, ask: { ...s.mulligan.ask } },
    act: deep(s.act),
    crossings: { lancaster: s.crossings.lancaster.slice(), york: s.crossings.york.slice() },
    attacks: s.attacks.map(deep),
    pendingHeirs: { ...s.pendingHeirs },
    battle: deep(s.battle),
    supply: deep(s.supply),
    political: deep(s.political),
    step: { ...s.step },
    log: s.log.slice(),
    outcome: s.outcome && { ...s.outcome },
  };
}

/**
 * A deep copy of plain JSON data (arrays, plain objects, primitives), which is all the state holds
 * (it is saved as JSON); a few times cheaper than structuredClone on these small records.
 */
function copyPlain<T>(x: T): T {
  if (x === null || typeof x !== 'object') return x;
  if (Array.isArray(x)) return x.map(copyPlain) as T;
  const out: Record<string, unknown> = {};
  for (const k in x) out[k] = copyPlain((x as Record<string, unknown>)[k]);
  return out as T;
}
