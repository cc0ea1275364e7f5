// The Rules screen's text per language: a translation replaces the English rules when present, and
// rule numbers cited in the log land on the same heading whatever the language of its title.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../electron/ipc/languages';
import { parseMarkdown, ruleTarget, slug, toDocument } from '../../renderer/src/rules/markdown';
import { introSource, rulesLanguages, rulesSource } from '../../renderer/src/rules/rules-source';

describe('rules in each language', () => {
  it('shows a translation where there is one, else the English rules', () => {
    const translated = new Set(rulesLanguages());
    for (const language of LANGUAGES) {
      const text = rulesSource(language);
      expect(text.length, language).toBeGreaterThan(1000);
      if (language !== 'en' && !translated.has(language)) expect(text, language).toBe(rulesSource('en'));
      expect(introSource(language).length, language).toBeGreaterThan(100);
    }
  });

  it('every translation keeps the English section numbers', () => {
    const numbers = (text: string) =>
      toDocument(parseMarkdown(text)).sections.flatMap((s) => /^(\d+)\./.exec(s.title)?.[1] ?? []);
    for (const language of rulesLanguages()) {
      expect(numbers(rulesSource(language)), language).toEqual(numbers(rulesSource('en')));
    }
  });

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
