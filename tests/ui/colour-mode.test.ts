// The colour-blind-safe look: York and Lancaster, and the kinds of highlight, differ by more
// than hue — by lightness (contrast ratio, also as dichromats see it), by badge shape and by line style.
import { afterEach, describe, expect, it } from 'vitest';
import {
  emblemShape,
  isColourBlind,
  markStyle,
  OKABE_ITO,
  setColourBlind,
  type MarkKind,
} from '../../renderer/src/lib/colour-mode';
import { contrastRatio, relativeLuminance, simulate, type Deficiency } from '../../renderer/src/lib/colour-vision';
import { blockColours } from '../../renderer/games/richard-iii/scenes/map/palette';

const DEFICIENCIES: Deficiency[] = ['deuteranopia', 'protanopia', 'tritanopia'];
const KINDS: MarkKind[] = ['legal', 'selected', 'target', 'acting'];

afterEach(() => setColourBlind(false));

describe('colour maths', () => {
  it('contrast runs from 1 (same colour) to 21 (black on white)', () => {
    expect(contrastRatio(0x000000, 0xffffff)).toBeCloseTo(21, 5);
    expect(contrastRatio(0x777777, 0x777777)).toBe(1);
    expect(relativeLuminance(0xffffff)).toBeCloseTo(1, 5);
  });

  it('a dichromat sees greys as they are, and confuses red with green', () => {
    for (const d of DEFICIENCIES) {
      expect(simulate(0xffffff, d)).toBe(0xffffff);
      expect(simulate(0x000000, d)).toBe(0x000000);
    }
    // Pure red and a green of the same lightness fall close together for a deuteranope.
    const red = simulate(0xd00000, 'deuteranopia');
    const green = simulate(0x6a7a00, 'deuteranopia');
    const dist = (a: number, b: number) =>
      Math.hypot(((a >> 16) & 255) - ((b >> 16) & 255), ((a >> 8) & 255) - ((b >> 8) & 255), (a & 255) - (b & 255));
    expect(dist(red, green)).toBeLessThan(dist(0xd00000, 0x6a7a00) / 3);
  });
});

describe('York and Lancaster apart', () => {
  for (const cvd of [false, true]) {
    const look = cvd ? 'colour-blind look' : 'standard look';
    it(`${look}: the blocks' wood differs by lightness (contrast ≥ 3, also to each dichromat)`, () => {
      const y = blockColours('york', cvd).fill;
      const l = blockColours('lancaster', cvd).fill;
      expect(contrastRatio(y, l)).toBeGreaterThanOrEqual(3);
      for (const d of DEFICIENCIES) expect(contrastRatio(simulate(y, d), simulate(l, d)), d).toBeGreaterThanOrEqual(3);
    });
  }

  it('colour-blind look: the stickers differ in lightness as well as tint, and text stays legible on both', () => {
    const y = blockColours('york', true);
    const l = blockColours('lancaster', true);
    expect(contrastRatio(y.face, l.face)).toBeGreaterThan(contrastRatio(0xf4ecd8, 0xf3cdc6));
    for (const side of [y, l]) expect(contrastRatio(side.face, side.rating)).toBeGreaterThanOrEqual(4.5);
  });

  it('colour-blind look: each side has its own badge shape; the standard look keeps the two roses', () => {
    expect(emblemShape('york', true)).toBe('sun');
    expect(emblemShape('lancaster', true)).toBe('rose');
    expect(emblemShape('york', false)).toBe(emblemShape('lancaster', false));
  });

  it('colour-blind look: the badges are Okabe–Ito colours', () => {
    const palette = new Set<number>(Object.values(OKABE_ITO));
    expect(palette.has(blockColours('york', true).emblem.fill)).toBe(true);
    expect(palette.has(blockColours('lancaster', true).emblem.fill)).toBe(true);
  });
});

describe('highlights', () => {
  const style = (k: MarkKind, cvd: boolean) => {
    const s = markStyle(k, cvd);
    return JSON.stringify([s.width, s.dash, s.double]);
  };

  it('colour-blind look: every kind of highlight differs from every other by line style, not by hue alone', () => {
    const styles = KINDS.map((k) => style(k, true));
    expect(new Set(styles).size).toBe(KINDS.length);
    for (const k of KINDS) expect(Object.values(OKABE_ITO)).toContain(markStyle(k, true).colour);
  });

  it('the standard look tells them apart by colour (what the option is for)', () => {
    expect(style('legal', false)).toBe(style('selected', false));
  });

  it('the option is one switch for the page; scenes read it when they draw', () => {
    expect(isColourBlind()).toBe(false);
    expect(markStyle('legal')).toEqual(markStyle('legal', false));
    setColourBlind(true);
    expect(isColourBlind()).toBe(true);
    expect(markStyle('legal')).toEqual(markStyle('legal', true));
    expect(emblemShape('york')).toBe('sun');
    expect(blockColours('lancaster')).toEqual(blockColours('lancaster', true));
  });
});
