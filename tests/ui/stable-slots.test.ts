/**
 * Places in the side panel that stay put through a run of clicks (model/stable-slots.ts): a Czech
 * play-test clicked where the bombard had been in the force pool after a recruit, and where the
 * next block's buttons had been in a battle, and missed.
 */
import { describe, expect, it } from 'vitest';
import {
  anchorGroups,
  poolSlots,
  roomAbovePool,
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

describe('the room above the force pool is kept through the player’s action phase', () => {
  it('keeps the tallest the content above has been, so that shrinking does not move the pool up', () => {
    // What happened and the prompt at the phase's start; the first pick adds its Recruit buttons.
    const start = roomAbovePool(null, 'c1/t1/action/york', 600);
    expect(start).toEqual({ room: { phase: 'c1/t1/action/york', height: 600 }, grew: 0 });
    const picked = roomAbovePool(start.room, 'c1/t1/action/york', 664);
    expect(picked.grew).toBe(64);
    // Recruited: What happened closes and the buttons go; the room stays as tall.
    const recruited = roomAbovePool(picked.room, 'c1/t1/action/york', 480);
    expect(recruited).toEqual({ room: { phase: 'c1/t1/action/york', height: 664 }, grew: 0 });
    // The next pick fits in the room: nothing moves.
    expect(roomAbovePool(recruited.room, 'c1/t1/action/york', 544).grew).toBe(0);
  });

  it('a new phase starts from the content as it is; outside the player’s action phase nothing is kept', () => {
    const kept = roomAbovePool({ phase: 'c1/t1/action/york', height: 664 }, 'c1/t2/action/york', 500);
    expect(kept).toEqual({ room: { phase: 'c1/t2/action/york', height: 500 }, grew: 0 });
    expect(roomAbovePool(kept.room, null, 300)).toEqual({ room: null, grew: 0 });
  });
});
