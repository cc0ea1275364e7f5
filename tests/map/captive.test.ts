/**
 * Kingmaker (1470): the captive Henry VI stands face up in London among York's blocks, neither
 * moving nor fighting (the scenario's special rule). The map marks him captive (the view names him:
 * RichardView.prisoner), lays him out with his captors, and no count counts him as a force: on a
 * counter his captive's mark stands in Lancaster's place. A play-test in Czech read London's
 * "Lancaster 1" beside York's guards as a Lancastrian force there.
 */
import { describe, expect, it } from 'vitest';
import { mapBlocks } from '../../renderer/games/richard-iii/model/map-model';
import type { MapBlock } from '../../renderer/games/richard-iii/scenes/map/model';
import {
  BLOCK_H,
  BLOCK_W,
  campOf,
  planStack,
  type StackRoom,
} from '../../renderer/games/richard-iii/scenes/map/stack-layout';
import { startSupplyPhase } from '../../engine/richard-iii/political/supply';
import { makeView } from '../../engine/richard-iii/view';
import { put, scenarioState } from '../engine/position';

/** A rectangular area `w` x `h`, its anchor in the middle. */
function room(w: number, h: number): StackRoom {
  return {
    polygons: [[[0, 0, w, 0, w, h, 0, h]]],
    bbox: { x: 0, y: 0, w, h },
    anchor: { x: w / 2, y: h / 2 },
    avoid: [],
  };
}

/** London's blocks at the 1470 setup as `viewer` sees them (York's hidden from Lancaster), with `more` of York's guards. */
function london(viewer: 'york' | 'lancaster', more: string[] = []): MapBlock[] {
  const s = scenarioState('kingmaker');
  for (const id of more) put(s, id as never, 'middlesex');
  return mapBlocks(makeView(s, viewer)).filter((b) => b.area === 'middlesex');
}

describe('Kingmaker: the captive Henry VI on the map', () => {
  it('is marked captive while York holds him, for both players and the table; no other block is', () => {
    const s = scenarioState('kingmaker');
    for (const viewer of ['york', 'lancaster', null] as const) {
      const blocks = mapBlocks(makeView(s, viewer));
      expect(blocks.filter((b) => b.captive).map((b) => [b.id, b.area, b.side, b.hidden])).toEqual([
        ['l-henry-vi', 'middlesex', 'lancaster', false],
      ]);
      // He stands with his captors.
      expect(campOf(blocks.find((b) => b.captive)!)).toBe('york');
    }
  });

  it('once rescued he is a Lancaster block like any other', () => {
    const s = scenarioState('kingmaker');
    put(s, 'y-march', 'essex');
    put(s, 'l-oxford', 'middlesex');
    startSupplyPhase(s);
    const henry = mapBlocks(makeView(s, 'lancaster')).find((b) => b.id === 'l-henry-vi')!;
    expect(henry.captive).toBeUndefined();
    expect(campOf(henry)).toBe('lancaster');
  });

  it("on a counter: his mark in Lancaster's place, York's count of York's blocks only, for both players", () => {
    for (const viewer of ['york', 'lancaster'] as const)
      for (const more of [[], ['y-essex', 'y-arundel']]) {
        const stack = london(viewer, more);
        // Room for one block: London's blocks on one counter.
        const plan = planStack(stack, room(BLOCK_W + 20, BLOCK_H + 20), 1);
        expect(plan.counters).toHaveLength(1);
        const counts = plan.counters[0]!.counts;
        expect(counts.map(({ camp, n, captive }) => ({ camp, n, captive }))).toEqual([
          { camp: 'lancaster', n: 1, captive: true },
          { camp: 'york', n: 1 + more.length, captive: undefined },
        ]);
        // No count of Lancaster's blocks: the player reads none of his side's force there.
        expect(counts.filter((k) => k.camp === 'lancaster' && !k.captive)).toEqual([]);
        // The mark on the left corner, York's count on the right.
        expect(counts[0]!.x).toBeLessThan(counts[1]!.x);
        // Lancaster sees the captive on top (face up, over York's hidden guards); York his own block.
        const top = stack.find((b) => b.id === plan.counters[0]!.ids.at(-1))!;
        expect(top.captive ?? false).toBe(viewer === 'lancaster');
      }
  });

  it("laid out in full, he stands on York's rows, not on a Lancastrian row of his own", () => {
    const stack = london('york', ['y-essex']);
    const plan = planStack(stack, room(400, 300), 1);
    expect(plan.collapsed).toBe(false);
    const row = plan.slots.find((s) => s.id === 'l-henry-vi')!.y;
    expect(plan.slots.filter((s) => s.y === row).map((s) => s.id)).toEqual(['l-henry-vi', 'y-essex']);
  });

  it('a Lancastrian attack on London: each side counts its own blocks, the captive in neither count', () => {
    const stack: MapBlock[] = [
      ...london('lancaster'),
      { id: 'l-warwick', area: 'middlesex', side: 'lancaster', hidden: false, label: 'Warwick' },
      { id: 'l-oxford', area: 'middlesex', side: 'lancaster', hidden: false, label: 'Oxford' },
    ];
    const plan = planStack(stack, room(BLOCK_W + 20, BLOCK_H + 20), 1);
    expect(plan.counters).toHaveLength(1);
    expect(plan.counters[0]!.counts.map(({ camp, n }) => [camp, n])).toEqual([
      ['lancaster', 2],
      ['york', 1],
    ]);
  });
});
