/**
 * An event's name on the small played card (CardFace, 44 px wide) breaks only where the catalogue
 * allows — at a space, a hyphen or a soft hyphen — never mid-syllable ("Pirateri / a", a play-test
 * in Spanish). So no unbreakable piece of a name may be longer than the card holds.
 */
import { describe, expect, it } from 'vitest';
import { presentCatalogues, readCatalogue } from './catalogue-files';

/** Letters of Georgia at the small card's 0.55rem that fit its 42 px (eight, with a hair to spare). */
const FITS = 8;

describe('event names on the small card', () => {
  for (const language of presentCatalogues())
    it(`${language}: every piece between break points fits the card`, () => {
      const names = [...readCatalogue(language)].filter(([key]) => key.startsWith('names.event.'));
      expect(names.length).toBe(6);
      const tooLong = names.flatMap(([key, name]) =>
        name
          .split(/[\s\u00ad-]+/u)
          .filter((piece) => [...piece].length > FITS)
          .map((piece) => `${key}: ${piece}`),
      );
      expect(tooLong).toEqual([]);
    });
});
