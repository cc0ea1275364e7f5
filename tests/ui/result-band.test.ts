import { describe, expect, it } from 'vitest';
import { resultBandPlace, type BoardBlock, type BoardSide } from '../../renderer/games/richard-iii/scenes/battle/model';

const block = (id: string, current: string): BoardBlock => ({
  id,
  colour: 'york',
  label: id,
  strength: 2,
  maxStrength: 3,
  rating: current,
  current,
  acted: false,
  acting: false,
  clickable: true,
  selected: false,
  hit: 0,
  firing: false,
});

const side = (role: BoardSide['role'], ratings: string[], reserves = 0): BoardSide => ({
  side: role === 'attacker' ? 'york' : 'lancaster',
  role,
  title: role,
  blocks: ratings.map((r, i) => block(`${role}-${i}`, r)),
  reserves: [],
  hiddenReserves: reserves,
});

describe("the finished battle's result band", () => {
  it('stands in an empty row, the nearest the middle, never across a block the winner may click to regroup', () => {
    // The play-test's board: March A3 and Salisbury B2 left; the middle (between B and C) covered Salisbury.
    expect(resultBandPlace(side('defender', []), side('attacker', ['A3', 'B2']))).toBe(2);
    expect(resultBandPlace(side('defender', ['C1']), side('attacker', ['B2']))).toBe(0); // A and D tie: the upper
    expect(resultBandPlace(side('defender', ['C1', 'D2']), side('attacker', ['B2']))).toBe(0);
    expect(resultBandPlace(side('defender', ['A1']), side('attacker', ['C2']))).toBe(1);
  });

  it('goes to the reserve strip when every row holds a block and no reserves stand there', () => {
    const full = side('attacker', ['A1', 'B2', 'C3', 'D1']);
    expect(resultBandPlace(side('defender', []), full)).toBe('reserves');
    // With reserves waiting too, nowhere is free: the middle, as before.
    expect(resultBandPlace(side('defender', [], 1), full)).toBe(1.5);
  });
});
