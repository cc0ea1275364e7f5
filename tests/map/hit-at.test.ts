import { describe, expect, it } from 'vitest';
import { loadGeometry, type Rect } from '../../assets/map/geometry';
import { hitAt, labelsOutside } from '../../renderer/games/richard-iii/scenes/map/map-input';

const geometry = loadGeometry();
const man = geometry.areas.find((a) => a.id === 'isle-of-man')!;

describe('a click on an area name written outside its area', () => {
  it('the Isle of Man is the one name out at sea', () => {
    expect(labelsOutside(geometry).map((a) => a.id)).toEqual(['isle-of-man']);
  });

  it('counts wherever the name is drawn, both lines of a split name, and nowhere else at sea', () => {
    const { x, y } = man.label;
    // A long name (another language, or a far zoom's larger type) split onto two lines under the point.
    const lines: Rect[] = [
      { x: x - 120, y: y - 30, w: 240, h: 28 },
      { x: x - 60, y: y + 2, w: 120, h: 28 },
    ];
    const names = new Map([['isle-of-man', lines]]);
    for (const p of [
      { x: x - 110, y: y - 15 }, // the far end of the first line, past what an English width allowed
      { x: x + 40, y: y + 20 }, // the second line
    ])
      expect(hitAt(p, [], geometry, names)).toEqual({ kind: 'area', id: 'isle-of-man' });
    // Beside the short second line, under the long first one: the sea.
    expect(hitAt({ x: x - 100, y: y + 20 }, [], geometry, names)).toBeNull();
    // A name not drawn at this zoom is not there to click.
    expect(hitAt({ x, y: y - 15 }, [], geometry, new Map())).toBeNull();
  });
});
