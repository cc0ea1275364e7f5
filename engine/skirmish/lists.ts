/** In-place edits of the state's small card lists (hands, the board), keeping the order of the rest. */

/** Removes one card; nothing happens if it is not there. */
export function removeCard(list: number[], card: number): void {
  const i = list.indexOf(card);
  if (i < 0) return;
  for (let j = i + 1; j < list.length; j++) list[j - 1] = list[j]!;
  list.pop(); // cheaper than shortening by `length`
}

/** Removes every card of `gone`. */
export function removeCards(list: number[], gone: readonly number[]): void {
  let w = 0;
  for (let r = 0; r < list.length; r++) if (!gone.includes(list[r]!)) list[w++] = list[r]!;
  while (list.length > w) list.pop();
}
