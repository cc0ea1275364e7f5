// Turns a screenshot into how a dichromat sees it (colour-vision.ts, per pixel), so the test's
// artifacts can be looked at again "with deuteranopia". The page decodes (png-pixels.ts) and encodes
// the PNG (there is no PNG codec among our packages); the colours are converted here.
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { simulateRgb, type Deficiency } from '../../renderer/src/lib/colour-vision';
import { readPixels } from './png-pixels';

export async function writeSimulated(page: Page, png: Buffer, deficiency: Deficiency, path: string): Promise<void> {
  const rgba = await readPixels(page, png);
  const px = rgba.px;
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
  const encoded = await page.evaluate(
    ({ w, h, data }) => {
      const bin = atob(data);
      const bytes = new Uint8ClampedArray(bin.length);
      for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      c.getContext('2d')!.putImageData(new ImageData(bytes, w, h), 0, 0);
      return c.toDataURL('image/png').split(',')[1]!;
    },
    { w: rgba.w, h: rgba.h, data: px.toString('base64') },
  );
  writeFileSync(path, Buffer.from(encoded, 'base64'));
}
