/**
 * A pseudo-translation of the English catalogue: every letter accented and every word about 40%
 * longer, ICU syntax kept. Shown in the page it finds text that bypasses the catalogue (still plain
 * English) and layouts that break with longer words (as Russian and Polish are), before any real
 * translation exists.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'aáeéiíoóuůyýcčsšzžrřnňdďtťAÁEÉIÍOÓUŮYÝCČSŠZŽRŘNŇDĎTŤ'.matchAll(/(.)(.)/gu)].map((m) => [m[1]!, m[2]!]),
);

/** "Continue" → "Čóňťíňůéééé": accented, and longer by 40% of its length (rounded up). */
export function pseudoWord(word: string): string {
  const accented = [...word].map((ch) => ACCENTED[ch] ?? ch).join('');
  const last = accented.at(-1) ?? '';
  return accented + last.repeat(Math.ceil(word.length * 0.4));
}

export function pseudoText(text: string): string {
  return text.replace(/\p{L}+/gu, pseudoWord);
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: pseudoText(el.value) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([k, o]) => [k, { ...o, value: pseudoElements(o.value) }]),
      );
      return { ...el, options } as MessageFormatElement;
    }
    return el;
  });
}

export function pseudoMessage(message: string): string {
  return printAST(pseudoElements(parse(message)));
}

/** The catalogue tree with every message pseudo-translated. */
export function pseudoCatalogue(tree: unknown): unknown {
  if (typeof tree === 'string') return pseudoMessage(tree);
  if (typeof tree !== 'object' || tree === null) return tree;
  return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, pseudoCatalogue(v)]));
}
