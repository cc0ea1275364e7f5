import { describe, expect, it } from 'vitest';
import type { MapBlock } from '../../renderer/scenes/map/model';
import { layoutStack } from '../../renderer/scenes/map/stack-layout';

const box = { x: 100, y: 100, w: 128, h: 84 };
const block = (id: string, side: MapBlock['side'] = 'york', hidden = false): MapBlock => ({ id, area: 'kent', side, hidden });

describe('stack layout', () => {
  it('fits up to six blocks in the stack box without overlap', () => {
    const blocks = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => block(id));
    const slots = layoutStack(blocks, box, 40);
    expect(slots).toHaveLength(6);
    for (const s of slots) {
      expect(s.x - 20).toBeGreaterThanOrEqual(box.x - 0.01);
      expect(s.x + 20).toBeLessThanOrEqual(box.x + box.w + 0.01);
      expect(s.y - 20).toBeGreaterThanOrEqual(box.y - 0.01);
      expect(s.y + 20).toBeLessThanOrEqual(box.y + box.h + 0.01);
    }
    for (const p of slots) for (const q of slots) if (p !== q) expect(Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y))).toBeGreaterThanOrEqual(40);
  });

  it('puts each side on its own row when contested, Lancaster first', () => {
    const slots = layoutStack([block('y1'), block('l1', 'lancaster', true), block('y2'), block('r', 'rebel')], box, 40);
    const row = (id: string): number => slots.find((s) => s.id === id)!.y;
    expect(row('l1')).toBeLessThan(row('y1'));
    expect(row('y1')).toBe(row('y2'));
    expect(row('r')).toBe(row('y1'));
  });

  it('is deterministic regardless of input order', () => {
    const a = layoutStack([block('c'), block('a'), block('b')], box, 40);
    const b = layoutStack([block('b'), block('c'), block('a')], box, 40);
    expect(a).toEqual(b);
  });

  it('compresses big stacks to the box width', () => {
    const slots = layoutStack(Array.from({ length: 10 }, (_, i) => block(`b${i}`)), box, 40);
    const xs = slots.map((s) => s.x);
    expect(Math.max(...xs) - Math.min(...xs) + 40).toBeLessThanOrEqual(box.w + 0.01);
  });
});
