/**
 * The stack fan's block tooltip follows the view while the pointer rests on a block of a pinned fan
 * (screens/fan-tip.svelte.ts): it was worked out once, when the pointer came onto the block, and
 * went on saying what was true then. Views are real 1470 positions, York's.
 */
import { describe, expect, it } from 'vitest';
import { FanTip } from '../../renderer/games/richard-iii/screens/fan-tip.svelte';
import { blockTooltip } from '../../renderer/games/richard-iii/model/tooltips';
import { makeView, type RichardView } from '../../engine/richard-iii/view';
import { blockIndex } from '../../engine/richard-iii/data';
import { MOVED_LAND } from '../../engine/richard-iii/types';
import { scenarioState } from '../engine/position';
import { Box } from './reactive-box.svelte';

const SIZE = { width: 1366, height: 700 };
const FAN = { x: 600, y: 300, w: 200, h: 60 };

describe('the tooltip of a block in a pinned stack fan', () => {
  it('says what the latest view says of the block under the pointer, not what it said when the pointer came', () => {
    const s = scenarioState('kingmaker');
    const view = new Box<RichardView>(makeView(s, 'york'));
    const tip = new FanTip(
      (id) => blockTooltip(view.value, id),
      () => SIZE,
    );
    expect(tip.tip).toBeNull();

    tip.point('y-march', 650, 320, FAN);
    const before = tip.tip?.lines ?? [];
    expect(before[0]).toMatch(/^March/);
    expect(before).not.toContain('Moved this turn');
    expect(tip.tip).toMatchObject({ x: 650, y: 320, beside: FAN });

    // The view changes under the still pointer: March has lost a step and moved.
    s.steps[blockIndex('y-march')]! -= 1;
    s.moved[blockIndex('y-march')] = MOVED_LAND;
    view.value = makeView(s, 'york');
    const after = tip.tip?.lines ?? [];
    expect(after).toContain('Moved this turn');
    const strength = (lines: readonly string[]): string | undefined => lines.find((l) => l.startsWith('Rating '));
    expect(strength(after)).not.toBe(strength(before));
    expect(after).toEqual(blockTooltip(view.value, 'y-march'));

    // Off the block: nothing.
    tip.point(null);
    expect(tip.tip).toBeNull();
  });
});
