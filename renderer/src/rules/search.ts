/**
 * Search in the rules text, forgiving the way players type: case and diacritics are ignored
 * ("szarza" finds "szarżą", "zolta" finds "Żółta"), and a long word is also found inflected.
 *
 * The rule, kept simple so a player can predict it:
 * - Text and query are folded: lower case, NFD with combining marks stripped, and ł→l, ø→o, đ→d,
 *   which NFD does not decompose. (Russian й folds to и and ё to е — harmless for search.)
 * - A query word matches anywhere inside the text, as before.
 * - A query word of 5 letters or more also matches a word of the text that starts with its stem:
 *   the query minus its last 2 letters, but never fewer than 4 letters. Polish, Czech and Russian
 *   inflect mostly in the last two letters, so "zaopatrzenie" (stem "zaopatrzen") finds
 *   "Zaopatrzenia" and "atakuje" finds "atakują"; 4 letters keeps short stems from finding
 *   everything.
 * - A section is shown when every query word matches somewhere in it; the highlight covers the
 *   matched text: the query's letters, or the whole inflected word a stem found.
 */

/** Letters NFD leaves whole but a player types without the stroke. */
const STROKED: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ı: 'i' };

/** One character folded to what search compares: lower case, no diacritics (may be ''). */
function foldChar(c: string): string {
  const base = c.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return [...base].map((x) => STROKED[x] ?? x).join('');
}

/**
 * The folded text and, for each folded character, the index of the source character it came from
 * (so a hit in the folded text can be marked in the original).
 */
function fold(text: string): { folded: string; from: number[] } {
  let folded = '';
  const from: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const f = foldChar(text[i]);
    folded += f;
    for (let k = 0; k < f.length; k++) from.push(i);
  }
  return { folded, from };
}

/** Folded text, for comparing with folded query words. */
export function foldText(text: string): string {
  return fold(text).folded;
}

/** The words of a search query, folded. */
export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

const MIN_STEM_QUERY = 5;
const MIN_STEM = 4;

/** The stem a query word also matches at a word's start, or null for short words. */
export function stemOf(word: string): string | null {
  const letters = [...word];
  if (letters.length < MIN_STEM_QUERY) return null;
  return letters.slice(0, Math.max(MIN_STEM, letters.length - 2)).join('');
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** [start, end) ranges in `folded` where `word` matches (substring, or stem at a word's start). */
function matchRanges(folded: string, word: string): [number, number][] {
  const out: [number, number][] = [];
  for (let i = folded.indexOf(word); i >= 0; i = folded.indexOf(word, i + 1)) out.push([i, i + word.length]);
  const stem = stemOf(word);
  if (stem) {
    for (let i = folded.indexOf(stem); i >= 0; i = folded.indexOf(stem, i + 1)) {
      if (i > 0 && WORD_CHAR.test(folded[i - 1])) continue;
      let end = i + stem.length;
      while (end < folded.length && WORD_CHAR.test(folded[end])) end++;
      out.push([i, end]);
    }
  }
  return out;
}

/** Whether every (folded) query word matches somewhere in the text. */
export function matchesAll(text: string, words: readonly string[]): boolean {
  const folded = foldText(text);
  return words.every((w) => matchRanges(folded, w).length > 0);
}

/** Split text into runs, marking those that match any of the (folded) query words. */
export function splitMatches(text: string, words: readonly string[]): { text: string; hit: boolean }[] {
  if (!words.length) return [{ text, hit: false }];
  const { folded, from } = fold(text);
  const hit = new Array<boolean>(text.length).fill(false);
  for (const w of words) {
    for (const [a, b] of matchRanges(folded, w)) {
      // Folded characters map back to source characters; mark the source span they came from.
      hit.fill(true, from[a], from[b - 1] + 1);
    }
  }
  const out: { text: string; hit: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = out.at(-1);
    if (last && last.hit === hit[i]) last.text += text[i];
    else out.push({ text: text[i], hit: hit[i] });
  }
  return out;
}
