// A screenshot's pixels for the browser tests that judge what is on screen. The page decodes the
// PNG (there is no PNG codec among our packages): one decoder for every such test.
import type { Page } from 'playwright-core';

/** A PNG's pixels, RGBA row by row, decoded by the page. */
export async function readPixels(page: Page, png: Buffer): Promise<{ w: number; h: number; px: Buffer }> {
  const rgba = await page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const px = ctx.getImageData(0, 0, c.width, c.height).data;
    let s = '';
    for (let i = 0; i < px.length; i += 8192) s += String.fromCharCode(...px.subarray(i, i + 8192));
    return { w: c.width, h: c.height, data: btoa(s) };
  }, png.toString('base64'));
  return { w: rgba.w, h: rgba.h, px: Buffer.from(rgba.data, 'base64') };
}
