/**
 * Whether a hint's list would show an alternative at a win chance as high as the suggestion's or
 * higher. The search keeps its first choice unless another move beats it clearly over the same
 * samples, so a difference within its margin (a few points where the samples were few) leaves the
 * first choice standing: the page says so rather than leave
 * the player to wonder why the higher number was not the suggestion.
 */
import type { RankedAction } from '../../../engine/core/bot';

/** As the catalogue shows a chance: whole per cent. */
const shownPercent = (p: number): number => Math.round(p * 100);

export function isCloseCall(ranked: readonly RankedAction[], shown: number): boolean {
  const best = ranked[0];
  if (!best || best.visits === 0) return false;
  return ranked
    .slice(1, shown)
    .some((alt) => alt.visits > 0 && shownPercent(alt.winChance) >= shownPercent(best.winChance));
}

/**
 * The suggestions as the player reads them: one line per wording, the better-ranked kept. Two copies
 * of a card (the card battle's two Prickers, "Harcovníci na pole c3") are two moves to the bot but
 * one to the player, who saw the same line listed twice.
 */
export function distinctSuggestions(
  ranked: readonly RankedAction[],
  words: (action: unknown) => string,
): RankedAction[] {
  const seen = new Set<string>();
  return ranked.filter((c) => {
    const line = words(c.action);
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  });
}
