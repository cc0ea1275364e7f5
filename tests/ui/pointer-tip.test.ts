import { describe, expect, it } from 'vitest';
import { tipAt } from '../../renderer/src/components/pointer-tip';

describe('tipAt (the tooltip beside the pointer on a board canvas)', () => {
  it('says nothing when there is nothing under the pointer to describe', () => {
    expect(tipAt([], 10, 20, { width: 800, height: 600 }, 300)).toBeNull();
  });

  it('opens to the right of the pointer, and to the left within `room` of the right edge', () => {
    expect(tipAt(['Warwick', 'A3'], 500, 40, { width: 800, height: 600 }, 300)).toEqual({
      lines: ['Warwick', 'A3'],
      x: 500,
      y: 40,
      flip: false,
      up: false,
    });
    expect(tipAt(['Warwick'], 501, 40, { width: 800, height: 600 }, 300)?.flip).toBe(true);
    expect(tipAt(['Warwick'], 481, 40, { width: 800, height: 600 }, 320)?.flip).toBe(true);
    expect(tipAt(['Warwick'], 480, 40, { width: 800, height: 600 }, 320)?.flip).toBe(false);
  });

  it('opens above the pointer near the bottom edge (a hand of cards), where it would be cut off', () => {
    const size = { width: 800, height: 600 };
    expect(tipAt(['Prickers'], 100, 380, size, 300)?.up).toBe(false);
    expect(tipAt(['Prickers'], 100, 381, size, 300)?.up).toBe(true);
  });
});
