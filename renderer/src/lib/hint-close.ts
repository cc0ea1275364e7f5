/**
 * How a hint's list reads to the player: whether it shows an alternative at a win chance as high as
 * the suggestion's or higher (isCloseCall), each wording once, and each chance's words. The search keeps its first choice unless another move beats it clearly over the same
 * samples, so a difference within its margin (a few points where the samples were few) leaves the
 * first choice standing: the page says so rather than leave
 * the player to wonder why the higher number was not the suggestion.
 */
import type { RankedAction } from '../../../engine/core/bot';
import { BOT_TEXT } from './bot-text';

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

/**
 * The words for one suggestion's chance, and a note under it where the chance is rough. A search halves
 * its race (after 8 samples, then 16, 32…), so a move dropped early is estimated from those few samples
 * only, while the others draw hundreds; where every sample ends in a won or lost game its estimate moves
 * in steps of 1/8, and two such moves often read the same ("charge the Rebel" and "pass" both 22 % in a
 * play-tester's 1470 battle, though over 300 samples they win 9 % and 14 %). Such a chance is called
 * rough, with its count; one with no samples was not weighed at all.
 */
export function chanceWords(
  c: RankedAction,
  listed: readonly RankedAction[],
): { chance: string; rough: string | null } {
  if (c.visits <= 0) return { chance: BOT_TEXT.noEstimate, rough: null };
  const most = Math.max(...listed.map((x) => x.visits));
  return { chance: BOT_TEXT.winChance(c.winChance), rough: c.visits < most ? BOT_TEXT.roughChance(c.visits) : null };
}
