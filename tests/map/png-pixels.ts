// A screenshot's pixels for the browser tests that judge what is on screen, and a PNG of pixels for
// their artifacts: one codec for every such test, in Node over zlib (there is no PNG package among
// ours). The page used to decode and encode them, but carrying a 1400x900 picture through the
// DevTools protocol as base64 took seconds a time.
import { crc32, deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The Paeth predictor of the PNG filters (RFC 2083 6.6). */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * A PNG's pixels, RGBA row by row. Only what Chromium's screenshots are: 8-bit RGB or RGBA, not
 * interlaced; anything else is refused rather than misread.
 */
export function readPixels(png: Buffer): { w: number; h: number; px: Buffer } {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let w = 0;
  let h = 0;
  let channels = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      w = body.readUInt32BE(0);
      h = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      channels = colour === 6 ? 4 : colour === 2 ? 3 : 0;
      if (depth !== 8 || !channels || interlace !== 0)
        throw new Error(`unsupported PNG (depth ${depth}, colour type ${colour}, interlace ${interlace})`);
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = w * channels;
  if (raw.length < h * (stride + 1)) throw new Error('PNG data too short');
  const rows = Buffer.alloc(h * stride);
  for (let y = 0; y < h; y++) {
    const filter = raw[y * (stride + 1)]!;
    if (filter > 4) throw new Error(`bad PNG filter ${filter}`);
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? rows[row + i - channels]! : 0;
      const b = y > 0 ? rows[row - stride + i]! : 0;
      const c = i >= channels && y > 0 ? rows[row - stride + i - channels]! : 0;
      const x = raw[src + i]!;
      const predicted =
        filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : paeth(a, b, c);
      rows[row + i] = (x + predicted) & 255;
    }
  }
  if (channels === 4) return { w, h, px: rows };
  const px = Buffer.alloc(w * h * 4);
  for (let i = 0, j = 0; i < rows.length; i += 3, j += 4) {
    px[j] = rows[i]!;
    px[j + 1] = rows[i + 1]!;
    px[j + 2] = rows[i + 2]!;
    px[j + 3] = 255;
  }
  return { w, h, px };
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, body, crc]);
}

/** An 8-bit RGBA PNG of `px` (row by row, as readPixels gives them). */
export function writePng(w: number, h: number, px: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(h * (w * 4 + 1)); // each row: filter 0 (none), then its pixels
  for (let y = 0; y < h; y++) px.copy(raw, y * (w * 4 + 1) + 1, y * w * 4, (y + 1) * w * 4);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
