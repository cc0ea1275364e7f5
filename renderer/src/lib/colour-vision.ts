/**
 * Colour maths for checking that the two sides read apart without hue: relative luminance and
 * contrast ratio (WCAG 2), and how a colour looks with dichromacy (Machado, Oliveira & Fernandes
 * 2009, severity 1, applied in linear RGB). Pure: used by the palette tests and the screenshot check.
 */
export type Deficiency = 'deuteranopia' | 'protanopia' | 'tritanopia';

type Matrix = readonly [readonly number[], readonly number[], readonly number[]];

// The published severity-1.0 matrices of Machado et al. (2009).
const MATRICES: Record<Deficiency, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** 0xRRGGBB as three 0–255 channels. */
export function channels(colour: number): [number, number, number] {
  return [(colour >> 16) & 255, (colour >> 8) & 255, colour & 255];
}

const toLinear = (c: number): number => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const toByte = (l: number): number => {
  const c = Math.min(1, Math.max(0, l));
  const s = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.round(s * 255);
};

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(colour: number): number {
  const [r, g, b] = channels(colour).map(toLinear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21 (3 is the floor for shapes and large text, 4.5 for text). */
export function contrastRatio(a: number, b: number): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The colour as seen with the given dichromacy (0xRRGGBB). */
export function simulate(colour: number, deficiency: Deficiency): number {
  return simulateRgb(channels(colour), deficiency).reduce((acc, c) => (acc << 8) | c, 0);
}

/** Same, on 0–255 channels (the screenshot script converts PNG pixels with it). */
export function simulateRgb(rgb: readonly [number, number, number], deficiency: Deficiency): [number, number, number] {
  const m = MATRICES[deficiency];
  const lin = rgb.map(toLinear);
  return m.map((row) => toByte(row[0]! * lin[0]! + row[1]! * lin[1]! + row[2]! * lin[2]!)) as [number, number, number];
}
