/**
 * Spanish spelling the play-tests asked to keep one way: "solo" without the accent, as the RAE
 * writes it since 2010 (the Spanish rulebook still has "sólo"), and one adjective for Lancaster's
 * side, the glossary's "lancasteriano" (locales/glossary/es.md), never "lancastriano".
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from './catalogue-files';

const RULES = ['RULES.es.md', 'INTRO.es.md'].map((f) =>
  readFileSync(fileURLToPath(new URL(`../../renderer/src/rules/${f}`, import.meta.url)), 'utf8'),
);

describe('Spanish spelling', () => {
  const texts = [...readCatalogue('es')].map(([key, text]) => ({ key, text }));

  it('writes "solo" without the accent, in the catalogue and the rules text', () => {
    expect(texts.filter((x) => /sólo/i.test(x.text)).map((x) => x.key)).toEqual([]);
    for (const rules of RULES) expect(rules).not.toMatch(/sólo/i);
    // The word is there to be checked (a catalogue without it would pass anything).
    expect(texts.some((x) => /\bsolo\b/i.test(x.text))).toBe(true);
  });

  it('calls Lancaster\u2019s men "lancasterianos", never "lancastrianos"', () => {
    expect(texts.filter((x) => /lancastrian/i.test(x.text)).map((x) => x.key)).toEqual([]);
    expect(texts.some((x) => /lancasterian/i.test(x.text))).toBe(true);
  });
});
