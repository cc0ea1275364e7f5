/**
 * A tiny Markdown reader for the rules reference: just the subset RULES.md uses — `#`/`##`/`###`
 * headings, paragraphs, `- ` and `1. ` lists nested by two spaces, `**bold**`, `*italic*` and
 * `` `code` ``. It yields a typed tree that Svelte markup renders; no HTML is ever produced, so
 * nothing in the text can inject markup.
 */

import { matchesAll, queryWords } from './search';

// Search lives in search.ts; re-exported so the rules screens import one module.
export { queryWords, splitMatches } from './search';

export type Inline =
  | { readonly k: 'text'; readonly text: string }
  | { readonly k: 'strong'; readonly children: readonly Inline[] }
  | { readonly k: 'em'; readonly children: readonly Inline[] }
  | { readonly k: 'code'; readonly text: string };

export interface ListItem {
  readonly content: readonly Inline[];
  readonly sub: List | null;
}

export interface List {
  readonly k: 'list';
  readonly ordered: boolean;
  readonly start: number;
  readonly items: readonly ListItem[];
}

export type Block =
  | { readonly k: 'heading'; readonly level: 1 | 2 | 3; readonly id: string; readonly content: readonly Inline[] }
  | { readonly k: 'paragraph'; readonly content: readonly Inline[] }
  | List;

/** A `##` section: its heading, the blocks under it (### included) and its plain text for search. */
export interface Section {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly Block[];
  readonly text: string;
}

export interface Document {
  /** Everything before the first `##` heading (the `#` title and the preamble). */
  readonly intro: readonly Block[];
  readonly sections: readonly Section[];
}

/** Inline markup: code spans first (their content is literal), then bold, then italic. */
export function parseInline(src: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ k: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === '`') {
      const end = src.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ k: 'code', text: src.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    } else if (c === '*' && src[i + 1] === '*') {
      const end = src.indexOf('**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ k: 'strong', children: parseInline(src.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    } else if (c === '*') {
      const end = findSingleStar(src, i + 1);
      if (end > i + 1) {
        flush();
        out.push({ k: 'em', children: parseInline(src.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    text += c;
    i++;
  }
  flush();
  return out;
}

/** The next `*` that is not half of a `**`, or -1. */
function findSingleStar(src: string, from: number): number {
  for (let j = from; j < src.length; j++) {
    if (src[j] !== '*') continue;
    if (src[j + 1] === '*') {
      j++;
      continue;
    }
    return j;
  }
  return -1;
}

/** Plain text of inline nodes (for search and ids). */
export function plainText(nodes: readonly Inline[]): string {
  return nodes.map((n) => (n.k === 'text' || n.k === 'code' ? n.text : plainText(n.children))).join('');
}

/** An id from a heading: its letters and digits in any script ("5.1 Карты" → "5-1-карты"). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

interface MutItem {
  raw: string;
  sub: MutList | null;
}
interface MutList {
  ordered: boolean;
  start: number;
  items: MutItem[];
}

const HEADING = /^(#{1,3})\s+(.*)$/;
const ITEM = /^( *)(?:(-)|(\d+)\.)\s+(.*)$/;

/** Parse Markdown source into blocks. */
export function parseMarkdown(src: string): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  // The open list: its root and the chain of open (list, depth) from the root down.
  let root: MutList | null = null;
  let chain: MutList[] = [];
  let lastItem: MutItem | null = null;

  const closePara = () => {
    if (para.length) blocks.push({ k: 'paragraph', content: parseInline(para.join(' ')) });
    para = [];
  };
  const closeList = () => {
    if (root) blocks.push(freeze(root));
    root = null;
    chain = [];
    lastItem = null;
  };

  for (const line of src.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      closePara();
      closeList();
      continue;
    }
    const h = HEADING.exec(line);
    if (h) {
      closePara();
      closeList();
      const content = parseInline(h[2].trim());
      blocks.push({ k: 'heading', level: h[1].length as 1 | 2 | 3, id: slug(plainText(content)), content });
      continue;
    }
    const m = ITEM.exec(line);
    if (m && (para.length === 0 || m[1].length > 0 || m[2])) {
      closePara();
      const ordered = m[3] !== undefined;
      const start = ordered ? Number(m[3]) : 1;
      const item: MutItem = { raw: m[4], sub: null };
      let depth = Math.floor(m[1].length / 2);
      if (!root) {
        root = { ordered, start, items: [] };
        chain = [root];
        depth = 0;
      }
      depth = Math.min(depth, chain.length); // never skip a level
      if (depth === chain.length) {
        // One level deeper than the deepest open list: nest under the last item.
        const parent = chain[chain.length - 1].items.at(-1);
        if (parent) {
          parent.sub ??= { ordered, start, items: [] };
          chain.push(parent.sub);
        }
      } else {
        chain = chain.slice(0, depth + 1);
      }
      chain[chain.length - 1].items.push(item);
      lastItem = item;
      continue;
    }
    if (lastItem) {
      // An indented (or lazy) continuation of the last list item.
      (lastItem as MutItem).raw += ' ' + line.trim();
      continue;
    }
    para.push(line.trim());
  }
  closePara();
  closeList();
  return blocks;
}

function freeze(l: MutList): List {
  return {
    k: 'list',
    ordered: l.ordered,
    start: l.start,
    items: l.items.map((it) => ({ content: parseInline(it.raw), sub: it.sub ? freeze(it.sub) : null })),
  };
}

function blockText(b: Block): string {
  if (b.k === 'list') return b.items.map(itemText).join('\n');
  return plainText(b.content);
}
function itemText(it: ListItem): string {
  return plainText(it.content) + (it.sub ? '\n' + blockText(it.sub) : '');
}

/** Split blocks into the intro and one section per `##` heading. */
export function toDocument(blocks: readonly Block[]): Document {
  const intro: Block[] = [];
  const sections: { id: string; title: string; blocks: Block[] }[] = [];
  for (const b of blocks) {
    if (b.k === 'heading' && b.level === 2) {
      sections.push({ id: b.id, title: plainText(b.content), blocks: [] });
    } else if (sections.length) {
      sections[sections.length - 1].blocks.push(b);
    } else {
      intro.push(b);
    }
  }
  return {
    intro,
    sections: sections.map((s) => ({ ...s, text: [s.title, ...s.blocks.map(blockText)].join('\n') })),
  };
}

/** Sections whose title or text matches every word of the query (see search.ts for the rule). */
export function filterSections(sections: readonly Section[], query: string): readonly Section[] {
  const words = queryWords(query);
  if (!words.length) return sections;
  return sections.filter((s) => matchesAll(s.text, words));
}

/** The rule number a heading starts with ("5.2 Land move" → "5.2", "6. Battles" → "6"), or null. */
function headingNumber(title: string): string | null {
  return /^(\d+(?:\.\d+)?)\.?\s/.exec(title)?.[1] ?? null;
}

/**
 * Where a rule number cited in the log ("5.21", "6.4") is explained: the heading whose number is the
 * longest prefix of it (the rulebook numbers 5.21 as a paragraph of 5.2), with its `##` section.
 * Null when no heading matches (rulings, names).
 */
export function ruleTarget(doc: Document, rule: string): { section: string; heading: string } | null {
  if (!/^\d+(\.\d+)?$/.test(rule)) return null;
  const headings = doc.sections.flatMap((s) => [
    { section: s.id, heading: s.id, title: s.title },
    ...s.blocks.flatMap((b) =>
      b.k === 'heading' ? [{ section: s.id, heading: b.id, title: plainText(b.content) }] : [],
    ),
  ]);
  let best: { section: string; heading: string } | null = null;
  let bestLength = 0;
  for (const h of headings) {
    const n = headingNumber(h.title);
    if (!n || n.length <= bestLength) continue;
    if (rule === n || rule.startsWith(n.includes('.') ? n : `${n}.`)) {
      best = { section: h.section, heading: h.heading };
      bestLength = n.length;
    }
  }
  return best;
}

/**
 * A section's title as the contents list shows it: without a closing remark in brackets ("8. Political
 * turn (after the seventh game turn…)" → "8. Political turn"), which wrapped an entry of the narrow
 * list to three lines. The chapter keeps its full heading.
 */
export function indexTitle(title: string): string {
  return title.replace(/\s*\([^()]*\)\s*$/, '') || title;
}
