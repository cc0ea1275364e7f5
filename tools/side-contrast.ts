// Prints, as one JSON line per look, how far apart York's and Lancaster's blocks are by
// lightness alone: the WCAG contrast ratio of the two woods and of the two face stickers, as
// seen with normal vision and with each dichromacy. Run: npx tsx tools/side-contrast.ts
import { contrastRatio, simulate, type Deficiency } from '../renderer/src/lib/colour-vision';
import { blockColours } from '../renderer/games/richard-iii/scenes/map/palette';

const VISION: (Deficiency | 'normal')[] = ['normal', 'deuteranopia', 'protanopia', 'tritanopia'];
const round = (x: number): number => Math.round(x * 100) / 100;

for (const cvd of [false, true]) {
  const york = blockColours('york', cvd);
  const lancaster = blockColours('lancaster', cvd);
  const ratio = (a: number, b: number) =>
    Object.fromEntries(
      VISION.map((v) => [
        v,
        round(v === 'normal' ? contrastRatio(a, b) : contrastRatio(simulate(a, v), simulate(b, v))),
      ]),
    );
  console.log(
    JSON.stringify({
      look: cvd ? 'colour-blind' : 'standard',
      wood: ratio(york.fill, lancaster.fill),
      sticker: ratio(york.face, lancaster.face),
    }),
  );
}
