// The Rules screen's text per language: a translation replaces the English rules when present, and
// rule numbers cited in the log land on the same heading whatever the language of its title.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/ipc/languages';
import { parseMarkdown, ruleTarget, slug, toDocument } from '../../renderer/src/rules/markdown';
import { RICHARD_RULES } from '../../renderer/src/rules/rules-source';
import { SKIRMISH_RULES } from '../../renderer/games/skirmish/rules/book';

const BOOKS = { 'richard-iii': RICHARD_RULES, skirmish: SKIRMISH_RULES };

describe.each(Object.entries(BOOKS))('the rules of %s in each language', (_, book) => {
  it('shows a translation where there is one, else the English rules', () => {
    const translated = new Set(book.languages());
    for (const language of LANGUAGES) {
      const text = book.rules(language);
      expect(text.length, language).toBeGreaterThan(1000);
      if (language !== 'en' && !translated.has(language)) expect(text, language).toBe(book.rules('en'));
      expect(book.intro(language).length, language).toBeGreaterThan(100);
    }
  });

  it('is translated into every language of the app', () => {
    expect(new Set(['en', ...book.languages()])).toEqual(new Set(LANGUAGES));
  });

  it('every translation keeps the English section numbers', () => {
    const numbers = (text: string) =>
      toDocument(parseMarkdown(text)).sections.flatMap((s) => /^(\d+)\./.exec(s.title)?.[1] ?? []);
    for (const language of book.languages()) {
      expect(numbers(book.rules(language)), language).toEqual(numbers(book.rules('en')));
    }
  });
});

describe('rule headings', () => {
  it('gives headings in any script an id of their own', () => {
    expect(slug('5.2 Land move')).toBe('5-2-land-move');
    expect(slug('5.2 Пеший марш')).toBe('5-2-пеший-марш');
    expect(slug('Karty událostí')).toBe('karty-událostí');
  });

  it('finds a cited rule in a translated text by its number', () => {
    const doc = toDocument(
      parseMarkdown(
        '## 5. Действия\n\n### 5.1 Карты\n\nтекст\n\n### 5.2 Пеший марш\n\nтекст\n\n## Карты событий\n\nтекст',
      ),
    );
    expect(ruleTarget(doc, '5.21')).toEqual({ section: '5-действия', heading: '5-2-пеший-марш' });
    expect(doc.sections.map((s) => s.id)).toEqual(['5-действия', 'карты-событий']);
  });
});
