/**
 * A maximum matching of items to slots by augmenting paths (Kuhn's algorithm): each item in `order`
 * tries its options in the order given. Returns, per slot, the item holding it or -1. Shared by the
 * samples (determinize: the followed blocks' slots, in random order) and by enemyKingAreas (the same
 * placement, once and without chance).
 */
export function maximumMatching(
  options: readonly (readonly number[])[],
  slotCount: number,
  order: readonly number[] = options.map((_, i) => i),
): number[] {
  const holder = new Array<number>(slotCount).fill(-1);
  const augment = (i: number, tried: boolean[]): boolean => {
    for (const x of options[i]!) {
      if (tried[x]) continue;
      tried[x] = true;
      if (holder[x]! < 0 || augment(holder[x]!, tried)) {
        holder[x] = i;
        return true;
      }
    }
    return false;
  };
  for (const i of order) augment(i, new Array<boolean>(slotCount).fill(false));
  return holder;
}
