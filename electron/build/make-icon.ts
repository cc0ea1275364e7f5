/**
 * Draws the app icon (a red-and-white rose on a dark roundel, our own art) as a 512×512 PNG with
 * no image library: pixels are computed with 4×4 supersampling and written with zlib.
 * Run: npx tsx electron/build/make-icon.ts  → assets/icons/icon.png
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { encodePng } from '../../assets/png';

const SIZE = 512;
type RGBA = [number, number, number, number];

function insideEllipse(x: number, y: number, cx: number, cy: number, rx: number, ry: number, angle: number): boolean {
  const c = Math.cos(-angle),
    s = Math.sin(-angle);
  const dx = x * c - y * s - cx,
    dy = x * s + y * c - cy;
  return (dx * dx) / (rx * rx) + (dy * dy) / (ry * ry) <= 1;
}

/** Colour at a point in the rose's coordinates (-50..50). Later layers paint over earlier ones. */
function colourAt(x: number, y: number): RGBA {
  const r = Math.hypot(x, y);
  let c: RGBA = [0, 0, 0, 0];
  if (r <= 49) c = r > 46 ? [212, 169, 74, 255] : [34, 26, 22, 255]; // gold ring on a dark disc
  const deg = Math.PI / 180;
  for (let i = 0; i < 5; i++) {
    if (insideEllipse(x, y, 0, -24, 16.5, 19, i * 72 * deg)) c = [179, 38, 46, 255];
  }
  for (let i = 0; i < 5; i++) {
    if (insideEllipse(x, y, 0, -13, 10.5, 12, (i * 72 + 36) * deg)) c = [243, 239, 230, 255];
  }
  if (r <= 8) c = [212, 169, 74, 255];
  return c;
}

export function makeIconPng(size = SIZE): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  const ss = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const x = ((px + (sx + 0.5) / ss) / size) * 100 - 50;
          const y = ((py + (sy + 0.5) / ss) / size) * 100 - 50;
          const [r, g, b, a] = colourAt(x, y);
          acc[0]! += r * a;
          acc[1]! += g * a;
          acc[2]! += b * a;
          acc[3]! += a;
        }
      }
      const o = (py * size + px) * 4;
      const a = acc[3]!;
      rgba[o] = a ? Math.round(acc[0]! / a) : 0;
      rgba[o + 1] = a ? Math.round(acc[1]! / a) : 0;
      rgba[o + 2] = a ? Math.round(acc[2]! / a) : 0;
      rgba[o + 3] = Math.round(a / (ss * ss));
    }
  }
  return encodePng(size, size, 4, rgba);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  mkdirSync('assets/icons', { recursive: true });
  writeFileSync('assets/icons/icon.png', makeIconPng());
  console.log('wrote assets/icons/icon.png');
}
