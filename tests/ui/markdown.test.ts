import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  filterSections,
  parseInline,
  parseMarkdown,
  plainText,
  queryWords,
  splitMatches,
  ruleTarget,
  toDocument,
  type Block,
  type List,
} from '../../renderer/src/rules/markdown';

const rulesPath = new URL('../../renderer/src/rules/RULES.md', import.meta.url);

function asList(b: Block | undefined): List {
  if (!b || b.k !== 'list') throw new Error(`expected a list, got ${b?.k}`);
  return b;
}

describe('parseInline', () => {
  it('reads bold, italic and code spans', () => {
    expect(parseInline('a **b** *c* `d*e*` f')).toEqual([
      { k: 'text', text: 'a ' },
      { k: 'strong', children: [{ k: 'text', text: 'b' }] },
      { k: 'text', text: ' ' },
      { k: 'em', children: [{ k: 'text', text: 'c' }] },
      { k: 'text', text: ' ' },
      { k: 'code', text: 'd*e*' },
      { k: 'text', text: ' f' },
    ]);
  });

  it('nests italic in bold and keeps unmatched markers as text', () => {
    expect(parseInline('**x *y* z**')).toEqual([
      {
        k: 'strong',
        children: [
          { k: 'text', text: 'x ' },
          { k: 'em', children: [{ k: 'text', text: 'y' }] },
          { k: 'text', text: ' z' },
        ],
      },
    ]);
    expect(parseInline('2 * 3 and `open')).toEqual([{ k: 'text', text: '2 * 3 and `open' }]);
  });

  it('never turns markup characters into anything but text', () => {
    expect(plainText(parseInline('<script>alert(1)</script> **<b>**'))).toBe('<script>alert(1)</script> <b>');
  });
});

describe('parseMarkdown', () => {
  it('reads headings at three levels with ids', () => {
    const blocks = parseMarkdown('# Title\n\n## 1. Sequence of play\n### 5.1 Cards\ntext');
    expect(blocks.map((b) => (b.k === 'heading' ? [b.level, b.id] : b.k))).toEqual([
      [1, 'title'],
      [2, '1-sequence-of-play'],
      [3, '5-1-cards'],
      'paragraph',
    ]);
  });

  it('joins paragraph lines and splits paragraphs on blank lines', () => {
    const blocks = parseMarkdown('one\ntwo\n\nthree');
    expect(blocks.map((b) => (b.k === 'paragraph' ? plainText(b.content) : b.k))).toEqual(['one two', 'three']);
  });

  it('nests two-space bullets, numbered sub-lists and continuation lines', () => {
    const src = [
      '- top **one**',
      '  continued',
      '  - nested a',
      '  - nested b',
      '    still b',
      '- top two:',
      '  1. first',
      '     wrapped',
      '  2. second',
      '- top three',
    ].join('\n');
    const [only, ...rest] = parseMarkdown(src);
    expect(rest).toEqual([]);
    const list = asList(only);
    expect(list.ordered).toBe(false);
    expect(list.items.map((i) => plainText(i.content))).toEqual(['top one continued', 'top two:', 'top three']);
    expect(list.items[0].content[1]).toEqual({ k: 'strong', children: [{ k: 'text', text: 'one' }] });
    expect(list.items[0].sub?.items.map((i) => plainText(i.content))).toEqual(['nested a', 'nested b still b']);
    const numbered = list.items[1].sub;
    expect(numbered?.ordered).toBe(true);
    expect(numbered?.start).toBe(1);
    expect(numbered?.items.map((i) => plainText(i.content))).toEqual(['first wrapped', 'second']);
    expect(list.items[2].sub).toBeNull();
  });

  it('ends a list at a heading without a blank line', () => {
    const blocks = parseMarkdown('### 5.1 Cards\n- a\n### 5.2 Land move\n- b');
    expect(blocks.map((b) => b.k)).toEqual(['heading', 'list', 'heading', 'list']);
  });
});

describe('RULES.md', () => {
  const doc = toDocument(parseMarkdown(readFileSync(rulesPath, 'utf8')));

  it('has the title and preamble before the first section', () => {
    const [title] = doc.intro;
    expect(title.k === 'heading' && title.level === 1 && plainText(title.content)).toMatch(/^Richard III/);
    expect(doc.intro.some((b) => b.k === 'paragraph')).toBe(true);
  });

  it('parses into the sections 1.–9., Event cards and Clarifications', () => {
    const titles = doc.sections.map((s) => s.title);
    expect(titles).toHaveLength(11);
    for (let n = 1; n <= 9; n++) expect(titles[n - 1]).toMatch(new RegExp(`^${n}\\. `));
    expect(titles[0]).toBe('1. Sequence of play');
    expect(titles[9]).toBe('Event cards');
    expect(titles[10]).toMatch(/^Clarifications/);
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(11);
  });

  it('keeps the four phases as a numbered list nested in section 1', () => {
    const list = asList(doc.sections[0].blocks[0]);
    const phases = list.items.find((i) => plainText(i.content).startsWith('Each game turn has four phases'));
    expect(phases?.sub?.ordered).toBe(true);
    expect(phases?.sub?.items.map((i) => plainText(i.content).split(' (')[0])).toEqual([
      'Card phase',
      'Action phase',
      'Battle phase',
      'Supply phase',
    ]);
  });

  it('keeps the ### subsections of section 5 and the nested 6.8x items', () => {
    const sub = doc.sections[4].blocks.filter((b) => b.k === 'heading' && b.level === 3);
    expect(sub.map((b) => (b.k === 'heading' ? plainText(b.content) : ''))).toEqual([
      '5.1 Cards',
      '5.2 Land move',
      '5.3 Sea move',
      '5.4 Recruiting',
    ]);
    const battles = asList(doc.sections[5].blocks[0]);
    const elim = battles.items.find((i) => plainText(i.content).startsWith('6.8 Eliminated'));
    expect(elim?.sub?.items).toHaveLength(6);
  });

  it('leaves no stray markup in the text', () => {
    for (const s of doc.sections) expect(s.text).not.toMatch(/\*\*|`/);
  });

  it('filters sections by every word of the query', () => {
    expect(filterSections(doc.sections, '')).toHaveLength(11);
    expect(filterSections(doc.sections, 'PIRACY').map((s) => s.title)).toContain('Event cards');
    expect(filterSections(doc.sections, 'heir charge excess hits').map((s) => s.title)).toEqual(['6. Battles']);
    expect(filterSections(doc.sections, 'zzzz')).toEqual([]);
  });
});

describe('splitMatches', () => {
  it('marks every occurrence of every word, case-insensitively', () => {
    expect(splitMatches('Sea move by sea', queryWords('SEA by'))).toEqual([
      { text: 'Sea', hit: true },
      { text: ' move ', hit: false },
      { text: 'by', hit: true },
      { text: ' ', hit: false },
      { text: 'sea', hit: true },
    ]);
    expect(splitMatches('plain', [])).toEqual([{ text: 'plain', hit: false }]);
  });
});

describe('rule numbers from the log', () => {
  const doc = toDocument(parseMarkdown(readFileSync(rulesPath, 'utf8')));
  const title = (id: string | undefined) =>
    doc.sections
      .flatMap((s) => [
        { id: s.id, t: s.title },
        ...s.blocks.flatMap((b) => (b.k === 'heading' ? [{ id: b.id, t: plainText(b.content) }] : [])),
      ])
      .find((h) => h.id === id)?.t;

  it('lead to the most specific heading that explains them', () => {
    expect(title(ruleTarget(doc, '5.21')?.heading)).toMatch(/^5\.2 /);
    expect(title(ruleTarget(doc, '5.1')?.heading)).toMatch(/^5\.1 /);
    expect(title(ruleTarget(doc, '6.4')?.heading)).toMatch(/^6\. /);
    expect(title(ruleTarget(doc, '8.2')?.heading)).toMatch(/^8\. /);
    expect(title(ruleTarget(doc, '1.0')?.heading)).toMatch(/^1\. /);
    expect(ruleTarget(doc, '5.21')?.section).toBe(doc.sections.find((s) => s.title.startsWith('5.'))?.id);
  });

  it('lead nowhere for rulings and names', () => {
    expect(ruleTarget(doc, 'kingmaker')).toBeNull();
    expect(ruleTarget(doc, 'A21')).toBeNull();
    expect(ruleTarget(doc, '42.1')).toBeNull();
  });
});

describe('the Rules screen introduction', () => {
  const intro = readFileSync(new URL('../../renderer/src/rules/INTRO.md', import.meta.url), 'utf8');

  it('is written for players: what the game is, how a turn goes, how to win — no developer notes', () => {
    const text = parseMarkdown(intro)
      .map((b) =>
        b.k === 'list'
          ? b.items.map((i) => plainText(i.content)).join(' ')
          : b.k === 'heading' || b.k === 'paragraph'
            ? plainText(b.content)
            : '',
      )
      .join(' ');
    for (const phase of ['Cards', 'Actions', 'Battles', 'Supply']) expect(text).toContain(phase);
    expect(text).toMatch(/To win/);
    expect(text).not.toMatch(/data\.json|DISCREPANCIES|engine|specification|seeds/);
  });
});
