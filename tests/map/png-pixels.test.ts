import { describe, expect, it } from 'vitest';
import { readPixels, writePng } from './png-pixels';

// 3x5 pictures of random bytes whose rows use the five PNG filters in turn (none, sub, up, average,
// Paeth), made by a separate encoder (Python's zlib): what a screenshot's encoder may use.
const RGBA =
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAAFCAYAAACAcVaiAAAATElEQVR4nAFBAL7/AKVNyhglMLsdbRMs3gHWI3suA/vEREat2v8CQSEZqHAeXuoVlaXAAxX8H5Omc2s7Mhmp0ARcCzD/1UWlPY3x1YpUHBvHFWkOMgAAAABJRU5ErkJggg==';
const RGBA_PX = [
  165, 77, 202, 24, 37, 48, 187, 29, 109, 19, 44, 222, 214, 35, 123, 46, 217, 30, 63, 114, 31, 203, 25, 113, 23, 68,
  148, 214, 73, 60, 157, 92, 52, 96, 190, 49, 32, 30, 105, 254, 218, 160, 238, 232, 185, 153, 127, 92, 124, 41, 153,
  253, 175, 229, 147, 37, 60, 214, 84, 175,
];
const RGB =
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAAFCAIAAAAPE8H1AAAAPUlEQVR4nAEyAM3/AE361xQnoK6z/gHpIy+hz/KVrMMCqKKCgfqUN50YA9YNOy7RJ3yiRgQ3djo5YQ/G1o5yoRctmCGM+QAAAABJRU5ErkJggg==';
const RGB_PX = [
  77, 250, 215, 255, 20, 39, 160, 255, 174, 179, 254, 255, 233, 35, 47, 255, 138, 242, 33, 255, 31, 158, 228, 255, 145,
  197, 177, 255, 11, 236, 181, 255, 86, 59, 252, 255, 30, 111, 147, 255, 66, 126, 203, 255, 200, 254, 41, 255, 85, 229,
  205, 255, 142, 70, 220, 255, 142, 212, 183, 255,
];

describe('the tests’ PNG codec', () => {
  it('reads RGBA and RGB pictures through every row filter', () => {
    for (const [png, px] of [
      [RGBA, RGBA_PX],
      [RGB, RGB_PX],
    ] as const) {
      const read = readPixels(Buffer.from(png, 'base64'));
      expect([read.w, read.h]).toEqual([3, 5]);
      expect([...read.px]).toEqual(px);
    }
  });

  it('writes what it reads back', () => {
    const px = Buffer.from(RGBA_PX);
    expect(readPixels(writePng(3, 5, px))).toEqual({ w: 3, h: 5, px });
  });

  it('refuses what is not a PNG it knows', () => {
    expect(() => readPixels(Buffer.from('not a png'))).toThrow('not a PNG');
  });
});
