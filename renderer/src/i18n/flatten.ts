/** Catalogues are nested by section in JSON (for translators' tools); messages are looked up by dotted key. */

/** `{ a: { b: "x" } }` → `[['a.b', 'x']]`; anything but sections and strings is an error. */
export function flattenCatalogue(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    throw new Error(`${prefix || 'The catalogue'} must be an object of sections and messages`);
  }
  const out: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') out.push([key, value]);
    else out.push(...flattenCatalogue(value, key));
  }
  return out;
}
