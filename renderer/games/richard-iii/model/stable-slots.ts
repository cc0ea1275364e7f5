/**
 * Places in the side panel that stay put while a player clicks through them: a Czech play-test
 * clicked a second time where the next thing had been and missed, silently — the force pool closed
 * up after a recruit (the bombard slid into the recruited block's place), and a battle's next block
 * had its buttons moved up once the first had acted. What is gone leaves its place empty until the
 * run of clicks ends, so whatever is still there stays under the mouse.
 */

/** The force pool's order for one phase: every block seen in it, in first-seen order. */
export interface PoolSlots {
  readonly phase: string;
  readonly order: readonly string[];
}

/**
 * The pool's slots after a change: within one phase a block that left (recruited) keeps its slot,
 * empty, and one that comes back (an undo) takes it again; new blocks go at the end. A new phase
 * starts from the pool as it is.
 */
export function poolSlots(prev: PoolSlots | null, phase: string, ready: readonly string[]): PoolSlots {
  if (!prev || prev.phase !== phase) return { phase, order: [...ready] };
  const known = new Set(prev.order);
  const added = ready.filter((id) => !known.has(id));
  return added.length ? { phase, order: [...prev.order, ...added] } : prev;
}

/** The slots to draw: a block's id, or null for an empty slot; none trails the last block (it would hold nothing in place). */
export function shownSlots(slots: PoolSlots, ready: readonly string[]): (string | null)[] {
  const here = new Set(ready);
  const out = slots.order.map((id) => (here.has(id) ? id : null));
  while (out.length && out[out.length - 1] === null) out.pop();
  return out;
}

/** One group of the panel's choices as drawn: `gone` ones are an empty place where a group was. */
export interface Anchored<G> {
  readonly group: G;
  readonly gone: boolean;
}

/**
 * The choices' groups after a decision, kept where they were: when every group now offered was
 * already there (the next of the player's blocks to act in a battle, after one acted), the groups
 * keep their places and a block that acted leaves its place empty (`keep` says which groups may:
 * a block's battle orders); any new group starts the list afresh.
 */
export function anchorGroups<G>(
  prev: readonly Anchored<G>[],
  next: readonly G[],
  key: (g: G) => string,
  keep: (g: G) => boolean,
): Anchored<G>[] {
  const fresh = next.map((group) => ({ group, gone: false }));
  const before = new Set(prev.map((a) => key(a.group)));
  if (!next.some(keep) || !next.every((g) => before.has(key(g)))) return fresh;
  const now = new Map(next.map((g) => [key(g), g] as const));
  return prev.flatMap((a): Anchored<G>[] => {
    const g = now.get(key(a.group));
    if (g !== undefined) return [{ group: g, gone: false }];
    return keep(a.group) ? [{ group: a.group, gone: true }] : [];
  });
}

/**
 * The height kept above the force pool through one of the player's action phases: what the panel
 * shows above the pool (What happened, the prompt and its buttons, the hand) changes height with
 * each pick and recruit — What happened closes after the phase's first action, a pick adds its
 * Recruit buttons, Undo comes — and each change moved the pool under the mouse (Czech play-test).
 */
export interface AboveThePool {
  /** The phase it is kept for. */
  readonly phase: string;
  /** The tallest the content above the pool has been in the phase: the room kept for it. */
  readonly height: number;
}

/**
 * The room above the pool after the content there measured `natural` (px) in `phase` (null: not the
 * player's action phase, nothing kept). Shrinking leaves the room as it was (the pool stays); growing
 * past it takes more room, and `grew` says by how much the pool would move down: the panel scrolls by
 * as much to keep the pool under the mouse. A new phase starts from the content as it is.
 */
export function roomAbovePool(
  prev: AboveThePool | null,
  phase: string | null,
  natural: number,
): { room: AboveThePool | null; grew: number } {
  if (phase === null) return { room: null, grew: 0 };
  if (!prev || prev.phase !== phase) return { room: { phase, height: natural }, grew: 0 };
  if (natural <= prev.height) return { room: prev, grew: 0 };
  return { room: { phase, height: natural }, grew: natural - prev.height };
}
