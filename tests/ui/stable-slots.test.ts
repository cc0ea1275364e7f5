/**
 * Places in the side panel that stay put through a run of clicks (model/stable-slots.ts): a Czech
 * play-test clicked where the bombard had been in the force pool after a recruit, and where the
 * next block's buttons had been in a battle, and missed.
 */
import { describe, expect, it } from 'vitest';
import {
  anchorGroups,
  poolSlots,
  shownSlots,
  type Anchored,
} from '../../renderer/games/richard-iii/model/stable-slots';

describe('the force pool keeps a recruited block’s slot empty until the phase ends', () => {
  it('the bombard stays in its slot after the block before it is recruited; an undo puts that one back', () => {
    const start = poolSlots(null, 'p1', ['salisbury', 'bombard']);
    const after = poolSlots(start, 'p1', ['bombard']);
    expect(shownSlots(after, ['bombard'])).toEqual([null, 'bombard']);
    // Both recruited: nothing left to hold in place.
    expect(shownSlots(poolSlots(after, 'p1', []), [])).toEqual([]);
    // An undo brings Salisbury back to his own slot.
    expect(shownSlots(poolSlots(after, 'p1', ['salisbury', 'bombard']), ['salisbury', 'bombard'])).toEqual([
      'salisbury',
      'bombard',
    ]);
  });

  it('a new phase starts from the pool as it is; a block new to the pool goes at the end', () => {
    const after = poolSlots(poolSlots(null, 'p1', ['salisbury', 'bombard']), 'p1', ['bombard']);
    expect(shownSlots(poolSlots(after, 'p2', ['bombard']), ['bombard'])).toEqual(['bombard']);
    const back = poolSlots(after, 'p1', ['bombard', 'levy']);
    expect(shownSlots(back, ['bombard', 'levy'])).toEqual([null, 'bombard', 'levy']);
  });
});

describe('a battle’s choices keep their places while the player’s blocks act one after another', () => {
  type G = { block: string | null; items: string[] };
  const key = (g: G) => g.block ?? g.items[0]!;
  const keep = (g: G) => g.block !== null;
  const run = (prev: Anchored<G>[], next: G[]) => anchorGroups(prev, next, key, keep);
  const north: G = { block: 'northumberland', items: ['fire', 'pass'] };
  const west: G = { block: 'westmoreland', items: ['fire', 'pass'] };

  it('the block that acted leaves its place empty; the other stays where it was', () => {
    const first = run([], [north, west]);
    expect(first.map((a) => [a.group.block, a.gone])).toEqual([
      ['northumberland', false],
      ['westmoreland', false],
    ]);
    const second = run(first, [west]);
    expect(second.map((a) => [a.group.block, a.gone])).toEqual([
      ['northumberland', true],
      ['westmoreland', false],
    ]);
  });

  it('a new group (the next letter, another round, a new question) starts afresh', () => {
    const second = run(run([], [north, west]), [west]);
    const hastings: G = { block: 'hastings', items: ['fire'] };
    expect(run(second, [hastings])).toEqual([{ group: hastings, gone: false }]);
    const done: G = { block: null, items: ['done'] };
    expect(run(second, [done])).toEqual([{ group: done, gone: false }]);
  });
});
