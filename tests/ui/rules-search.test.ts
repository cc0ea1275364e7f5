import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filterSections, indexTitle, parseMarkdown, toDocument } from '../../renderer/src/rules/markdown';
import { queryWords, splitMatches, stemOf } from '../../renderer/src/rules/search';

function sections(lang: string) {
  const file = lang === 'en' ? 'RULES.md' : `RULES.${lang}.md`;
  const src = readFileSync(new URL(`../../renderer/src/rules/${file}`, import.meta.url), 'utf8');
  return toDocument(parseMarkdown(src)).sections;
}

/** The marked runs of `text` for `query`. */
function hits(text: string, query: string): string[] {
  return splitMatches(text, queryWords(query))
    .filter((r) => r.hit)
    .map((r) => r.text);
}

describe('rules search', () => {
  it('takes the stem of 5+ letter words only: 2 letters off, never under 4', () => {
    expect(stemOf('sila')).toBeNull();
    expect(stemOf('zolta')).toBe('zolt');
    expect(stemOf('szarza')).toBe('szar');
    expect(stemOf('zaopatrzenie')).toBe('zaopatrzen');
  });

  it('ignores case and diacritics, ł included, and marks the original letters', () => {
    expect(hits('Czerwona i żółta granica', 'ZOLTA')).toEqual(['żółta']);
    expect(hits('Siła bloczka', 'sila')).toEqual(['Siła']);
    expect(hits('Útočník – útok', 'utocnik')).toEqual(['Útočník']);
    expect(hits('Отступление', 'отступление')).toEqual(['Отступление']);
  });

  it('finds an inflected word by its stem and marks the whole word', () => {
    expect(hits('Faza Zaopatrzenia.', 'zaopatrzenie')).toEqual(['Zaopatrzenia']);
    expect(hits('po Szarży obrońcy', 'szarza')).toEqual(['Szarży']);
    // A stem must start a word: "lado" inside another word is no match.
    expect(hits('Ruchem Lądowym; zakładowe', 'ladowy')).toEqual(['Lądowym']);
  });

  it.each([
    ['pl', ['szarza', 'zolta', 'sila', 'wycofac', 'ladowy', 'zaopatrzenie']],
    ['cs', ['zasobovani', 'utocit', 'ustup']],
    ['ru', ['снабжение', 'отступление', 'атаковать']],
    ['es', ['retirada', 'suministros', 'cargar']],
    ['en', ['supply', 'RETREATS', 'charge']],
  ])('finds what a player types in the %s rules', (lang, queries) => {
    const all = sections(lang);
    for (const q of queries) expect(filterSections(all, q).length, q).toBeGreaterThan(0);
    expect(filterSections(all, 'qqqqqq')).toEqual([]);
  });
});

describe('contents list', () => {
  it('drops a closing bracketed remark, keeping the number and name', () => {
    const titles = sections('pl').map((s) => indexTitle(s.title));
    expect(titles).toContain('8. Tura Polityczna');
    expect(titles).toContain('Wyjaśnienia, które przyjmujemy');
    expect(indexTitle('6. Battles')).toBe('6. Battles');
    for (const lang of ['en', 'cs', 'ru', 'es']) {
      for (const s of sections(lang)) expect(indexTitle(s.title).length, s.title).toBeLessThanOrEqual(40);
    }
  });
});
