/**
 * 7.1/7.2 room under the supply limit, as a side's view carries it (`supplyRoom`) and as the page
 * reads it (`supplyAfter`, `overSupply`), on the Kingmaker (1470) set-up: Lancaster's exiles in
 * France with the French mercenary, the captive Henry VI in London among the York blocks.
 */
import { describe, expect, test } from 'vitest';
import { makeView } from '../../../engine/richard-iii/view';
import { overSupply, supplyAfter } from '../../../engine/richard-iii/political/supply-room';
import { put, scenarioState } from '../position';

const kingmaker = () => scenarioState('kingmaker', 1);

describe('7.1/7.2 the room a side’s view shows under the supply limit', () => {
  test('Kingmaker: Lancaster’s five exiles overfill France (the French mercenary is free), the captive Henry VI is nobody’s', () => {
    const s = kingmaker();
    // France: Prince Edward, Exeter, Warwick, Oxford and Clarence count against 4; the French
    // mercenary does not (7.2). Scotland holds only its own Scots mercenary; London only the captive.
    expect(makeView(s, 'lancaster').supplyRoom).toEqual({ france: -1 });
    // York: London (a city, 5) holds March and the captive Henry VI, who does not count (4 left);
    // the Calais, Burgundian and Irish mercenaries stand in their own exile areas, free of the limit.
    expect(makeView(s, 'york').supplyRoom).toEqual({
      'south-yorks': 4,
      lancaster: 3,
      warwick: 4,
      leicester: 2,
      'east-anglia': 3,
      middlesex: 4,
      essex: 3,
      sussex: 3,
    });
  });

  test('only the viewer’s own blocks: the table sees nothing, and enemy moves leave a side’s room unchanged', () => {
    const s = kingmaker();
    expect(makeView(s, null).supplyRoom).toEqual({});
    expect(makeView(s, null, true).supplyRoom).toEqual({});
    const before = makeView(s, 'york').supplyRoom;
    put(s, 'l-oxford', 'essex');
    put(s, 'l-warwick', 'kent');
    expect(makeView(s, 'york').supplyRoom).toEqual(before);
    expect(makeView(s, 'lancaster').supplyRoom).toEqual({ france: 1, essex: 3, kent: 3 });
  });

  test('overSupply names the areas already over, with their count, limit and rule', () => {
    const s = kingmaker();
    expect(overSupply(makeView(s, 'lancaster').supplyRoom)).toEqual([
      { area: 'france', count: 5, limit: 4, rule: '7.2' },
    ]);
    expect(overSupply(makeView(s, 'york').supplyRoom)).toEqual([]);
    // Five York blocks in a county without a city: one over 7.1's 4.
    for (const id of ['y-march', 'y-gloucester', 'y-essex', 'y-hastings', 'y-rivers'] as const) put(s, id, 'kent');
    expect(overSupply(makeView(s, 'york').supplyRoom)).toEqual([{ area: 'kent', count: 5, limit: 4, rule: '7.1' }]);
  });

  test('supplyAfter: a destination’s count after a move, an exile area’s own mercenary coming in free', () => {
    const lan = makeView(kingmaker(), 'lancaster').supplyRoom;
    const york = makeView(kingmaker(), 'york').supplyRoom;
    // An area with none of the side's blocks: the whole limit (7.1: 4, 5 with a city).
    expect(supplyAfter(lan, 'kent', ['l-oxford'])).toEqual({ area: 'kent', count: 1, limit: 4, rule: '7.1' });
    // London: March counts, the captive does not; four more York blocks fill it exactly, five overfill it.
    expect(supplyAfter(york, 'middlesex', ['y-essex', 'y-hastings', 'y-rivers', 'y-suffolk'])).toMatchObject({
      count: 5,
      limit: 5,
    });
    expect(supplyAfter(york, 'middlesex', ['y-essex', 'y-hastings', 'y-rivers', 'y-suffolk', 'y-norfolk']).count).toBe(
      6,
    );
    // Scotland supports 2 besides its own Scots mercenary: three nobles make one too many (7.2)…
    expect(supplyAfter(lan, 'scotland', ['l-oxford', 'l-warwick', 'l-exeter'])).toEqual({
      area: 'scotland',
      count: 3,
      limit: 2,
      rule: '7.2',
    });
    // …a mercenary from elsewhere counts there (ruling A21), an area's own comes in free.
    expect(supplyAfter(lan, 'scotland', ['l-french-mercenary']).count).toBe(1);
    expect(supplyAfter(lan, 'france', ['l-french-mercenary']).count).toBe(5);
    expect(supplyAfter(york, 'france', ['y-burgundian-mercenary']).count).toBe(1);
    expect(supplyAfter(york, 'calais', ['y-burgundian-mercenary', 'y-march']).count).toBe(1);
  });
});
