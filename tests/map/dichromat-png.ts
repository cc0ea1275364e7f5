// Turns a screenshot into how a dichromat sees it (colour-vision.ts, per pixel), so the test's
// artifacts can be looked at again "with deuteranopia" (png-pixels.ts decodes and encodes the PNG).
import { writeFileSync } from 'node:fs';
import { simulateRgb, type Deficiency } from '../../renderer/src/lib/colour-vision';
import { readPixels, writePng } from './png-pixels';

export function writeSimulated(png: Buffer, deficiency: Deficiency, path: string): void {
  const { w, h, px } = readPixels(png);
  const seen = new Map<number, [number, number, number]>();
  for (let i = 0; i < px.length; i += 4) {
    const key = (px[i]! << 16) | (px[i + 1]! << 8) | px[i + 2]!;
    let out = seen.get(key);
    if (!out) {
      out = simulateRgb([px[i]!, px[i + 1]!, px[i + 2]!], deficiency);
      seen.set(key, out);
    }
    [px[i], px[i + 1], px[i + 2]] = out;
  }
  writeFileSync(path, writePng(w, h, px));
}
