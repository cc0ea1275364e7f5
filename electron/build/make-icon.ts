/**
 * Draws the app icon (a red-and-white rose on a dark roundel, our own art) as a 512×512 PNG with
 * no image library: pixels are computed with 4×4 supersampling and written with zlib.
 * Run: npx tsx electron/build/make-icon.ts  → assets/icons/icon.png
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 512;
type RGBA = [number, number, number, number];

function insideEllipse(x: number, y: number, cx: number, cy: number, rx: number, ry: number, angle: number): boolean {
  const c = Math.cos(-angle), s = Math.sin(-angle);
  const dx = x * c - y * s - cx, dy = x * s + y * c - cy;
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

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

export function makeIconPng(size = SIZE): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  const ss = 4;
  for (let py = 0; py < size; py++) {
    raw[py * (size * 4 + 1)] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const x = ((px + (sx + 0.5) / ss) / size) * 100 - 50;
          const y = ((py + (sy + 0.5) / ss) / size) * 100 - 50;
          const [r, g, b, a] = colourAt(x, y);
          acc[0]! += r * a; acc[1]! += g * a; acc[2]! += b * a; acc[3]! += a;
        }
      }
      const o = py * (size * 4 + 1) + 1 + px * 4;
      const a = acc[3]!;
      raw[o] = a ? Math.round(acc[0]! / a) : 0;
      raw[o + 1] = a ? Math.round(acc[1]! / a) : 0;
      raw[o + 2] = a ? Math.round(acc[2]! / a) : 0;
      raw[o + 3] = Math.round(a / (ss * ss));
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const sig = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  mkdirSync('assets/icons', { recursive: true });
  writeFileSync('assets/icons/icon.png', makeIconPng());
  console.log('wrote assets/icons/icon.png');
}
