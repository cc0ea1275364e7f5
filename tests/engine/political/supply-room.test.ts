/**
 * 7.1/7.2 room under the supply limit, as a side's view carries it (`supplyRoom`) and as the page
 * reads it (`supplyAfter`, `overSupply`), on the Kingmaker (1470) set-up: Lancaster's exiles in
 * France with the French mercenary, the captive Henry VI in London among the York blocks.
 */
import { describe, expect, test } from 'vitest';
import { AREAS } from '../../../engine/richard-iii/data';
import { makeView } from '../../../engine/richard-iii/view';
import { overSupply, supplyAfter } from '../../../engine/richard-iii/political/supply-room';
import { startSupplyPhase } from '../../../engine/richard-iii/political/supply';
import type { State } from '../../../engine/richard-iii/types';
import { legalActions, must, put, scenarioState } from '../position';

const kingmaker = () => scenarioState('kingmaker', 1);

describe('7.1/7.2 the room a side’s view shows under the supply limit', () => {
  test('Kingmaker: Lancaster’s five exiles overfill France (the French mercenary is free); London keeps a place for the captive Henry VI', () => {
    const s = kingmaker();
    // France: Prince Edward, Exeter, Warwick, Oxford and Clarence count against 4; the French
    // mercenary does not (7.2). Scotland holds only its own Scots mercenary. London (a city, 5)
    // holds the captive Henry VI: rescued, he would count there with any Lancastrian block (4 left).
    expect(makeView(s, 'lancaster').supplyRoom).toEqual({ france: -1, middlesex: 4 });
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
    expect(makeView(s, 'lancaster').supplyRoom).toEqual({ france: 1, essex: 3, kent: 3, middlesex: 4 });
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
    // The French mercenary coming home to France from Scotland: free there (7.2), France stays at 5.
    const away = kingmaker();
    put(away, 'l-french-mercenary', 'scotland');
    expect(supplyAfter(makeView(away, 'lancaster').supplyRoom, 'france', ['l-french-mercenary']).count).toBe(5);
    expect(supplyAfter(york, 'france', ['y-burgundian-mercenary']).count).toBe(1);
    expect(supplyAfter(york, 'calais', ['y-burgundian-mercenary', 'y-march']).count).toBe(1);
  });
});

/** Answers the supply phase's execution questions (Clarence, Exeter) by sparing: no step changes. */
function spareAll(s: State): void {
  while (s.step.k === 'supply-execute') {
    const side = s.step.side;
    must(
      s,
      side,
      legalActions(s, side).find((a) => a.t === 'spare')!,
    );
  }
}

describe('Kingmaker: the captive Henry VI, rescued at the start of the supply phase, counts in London', () => {
  /** Lancaster's five nobles in London (Middlesex, a city: 5), York's March gone from it. */
  function londonTaken() {
    const s = kingmaker();
    put(s, 'y-march', 'pool');
    for (const id of ['l-prince-edward', 'l-exeter', 'l-warwick', 'l-oxford', 'l-clarence'] as const)
      put(s, id, 'middlesex');
    return s;
  }

  test('forecast: 6 of 5 — the five and Henry VI — and the supply phase owes exactly that one step', () => {
    const s = londonTaken();
    expect(makeView(s, 'lancaster').supplyRoom.middlesex).toBe(-1);
    expect(overSupply(makeView(s, 'lancaster').supplyRoom)).toContainEqual({
      area: 'middlesex',
      count: 6,
      limit: 5,
      rule: '7.1',
    });
    startSupplyPhase(s);
    expect(s.prisoner).toBe(-1); // rescued first thing (prisoner.ts)
    spareAll(s);
    expect(s.step).toEqual({ k: 'supply-loss', side: 'lancaster' });
    expect(s.supply!.owedAreas.map((a) => AREAS[a]!.id)).toEqual(['middlesex']);
    expect(s.supply!.owed).toEqual([1]);
  });

  test('York still in London: Lancaster has nothing there, the captive is not rescued and nothing is owed', () => {
    const s = kingmaker();
    expect(overSupply(makeView(s, 'lancaster').supplyRoom)).toEqual([
      { area: 'france', count: 5, limit: 4, rule: '7.2' },
    ]);
    put(s, 'l-clarence', 'scotland'); // France back to 4
    startSupplyPhase(s);
    spareAll(s);
    expect(s.prisoner).toBeGreaterThanOrEqual(0);
    expect(s.step.k).not.toBe('supply-loss');
  });
});
