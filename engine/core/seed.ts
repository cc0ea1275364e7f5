/**
 * Derived seeds: one 32-bit seed per (base seed, labels…), for the games of a self-play run or the
 * decisions of a bot. The whole key, base seed included, is hashed as one string and then mixed,
 * so two base seeds give unrelated streams (XOR-ing the base into a hash basis made `--seed 1` and
 * `--seed 2` share most of their games: the base's low bits cancelled against the label's).
 */
export function deriveSeed(base: number, ...labels: readonly (string | number)[]): number {
  const key = `${base >>> 0}|${labels.join('|')}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return mix32(h);
}

/** MurmurHash3's finaliser: every input bit flips about half the output bits. */
function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}
