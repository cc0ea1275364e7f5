/**
 * A message with one of its values set apart (drawn bold or coloured by the page): the text before
 * and after that value, wherever the language puts it in the sentence. The value is worded as a
 * marker, so every language must keep it a plain placeholder: a plural or number format on it would
 * word the marker as a number ("NaN"; tests/i18n/value-apart.test.ts).
 */
const MARK = '\u2063';

/** Words `format(MARK)` and splits it at the value: `[before, after]` (after is '' if it ends the text). */
export function aroundValue(format: (mark: string) => string): [string, string] {
  const text = format(MARK);
  const at = text.indexOf(MARK);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + MARK.length)];
}
