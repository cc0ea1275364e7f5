import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faceName } from '../../renderer/games/skirmish/scenes/face-name';

const LANGUAGES = ['en', 'cs', 'pl', 'ru', 'es'] as const;
const cardNames = (language: string): Record<string, string> =>
  (
    JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as {
      skirmish: { cardName: Record<string, string> };
    }
  ).skirmish.cardName;

describe("a card face's name", () => {
  it("is a lord's title after the comma, with a capital as a heading has", () => {
    expect(faceName('Richard, vévoda z Gloucesteru')).toBe('Vévoda z Gloucesteru');
    expect(faceName('William, lord Hastings')).toBe('Lord Hastings');
    expect(faceName('Richard Neville, Earl of Warwick')).toBe('Earl of Warwick');
    expect(faceName('Eduard IV.')).toBe('Eduard IV.');
  });

  it('starts with a capital for every card in every language', () => {
    for (const language of LANGUAGES) {
      for (const name of Object.values(cardNames(language))) {
        const face = faceName(name);
        expect(face.charAt(0), `${language}: ${name}`).toBe(face.charAt(0).toUpperCase());
        expect(name.endsWith(face.slice(1)), `${language}: ${name}`).toBe(true);
      }
    }
  });
});
