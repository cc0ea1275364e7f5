/**
 * Game options: the advanced rules and the seed's variants (§8, §9), checked once at setup.
 * Custom and mercenary armies arrive as each deck's list of card definitions: a deck must keep an
 * army's ranks (a card is swapped only for one of the same rank, the general only for a general)
 * and hold each printed card at most once. With one deck per faction a custom army can only hold
 * its own cards; a mercenary army may hold cards of any army.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../core/result';
import { ARMY_DEFS, CARD_DEFS, DEF_BY_ID, RANK_COUNTS, RANKS, SIDES, type BySide, type Side } from './data';
import type { Options } from './types';

const deckList = z.array(z.string()).length(36);

export const optionsSchema = z.strictObject({
  advanced: z.boolean().optional(),
  borderless: z.boolean().optional(),
  unitsToWin: z.number().int().min(1).max(36).optional(),
  commandToWin: z.number().int().min(1).max(6).optional(),
  first: z.enum(['york', 'lancaster', 'lot']).optional(),
  armies: z.enum(['standard', 'custom', 'mercenary']).optional(),
  decks: z.strictObject({ york: deckList, lancaster: deckList }).optional(),
});
export type OptionsInput = z.input<typeof optionsSchema>;

export const DEFAULT_OPTIONS: Options = {
  advanced: true,
  borderless: false,
  unitsToWin: 20,
  commandToWin: 4,
  first: 'lot',
  decks: null,
};

/** Why a deck list was refused: a code and what the page needs to word it (the card by id, the rank). */
export type DeckProblem =
  | { problem: 'unknown-card' | 'listed-twice' | 'other-faction'; side: Side; card: string }
  | { problem: 'ranks'; side: Side; rank: string; count: number };

function checkDeck(side: Side, ids: readonly string[], kind: 'custom' | 'mercenary'): DeckProblem | null {
  const seen = new Set<string>();
  const ranks = new Map<string, number>();
  for (const id of ids) {
    const def = DEF_BY_ID.get(id);
    if (!def) return { problem: 'unknown-card', side, card: id };
    if (seen.has(id)) return { problem: 'listed-twice', side, card: id };
    seen.add(id);
    // A custom army swaps within its faction; a mercenary army may take any card.
    if (kind === 'custom' && def.army !== side) return { problem: 'other-faction', side, card: id };
    ranks.set(def.rank, (ranks.get(def.rank) ?? 0) + 1);
  }
  for (const r of RANKS)
    if ((ranks.get(r) ?? 0) !== RANK_COUNTS[r]) return { problem: 'ranks', side, rank: r, count: RANK_COUNTS[r] };
  return null;
}

/** `bad-options` names the option (as the host's own check does); the message is for logs. */
const badOption = (option: string, problem: 'unknown' | 'not-allowed') =>
  err('bad-options', `bad-options: ${option} (${problem})`, { option, problem });

export function parseOptions(raw: unknown): Result<Options> {
  if (raw === undefined || raw === null) return ok({ ...DEFAULT_OPTIONS }); // the common case, without a parse
  const r = optionsSchema.safeParse(raw ?? {});
  if (!r.success) {
    const issue = r.error.issues[0];
    // An unknown key is reported by zod at the object, with the key in `keys`.
    const key = issue?.code === 'unrecognized_keys' ? issue.keys[0] : issue?.path[0];
    return badOption(String(key ?? 'options'), issue?.code === 'unrecognized_keys' ? 'unknown' : 'not-allowed');
  }
  const o = r.data;
  const armies = o.armies ?? (o.decks ? 'mercenary' : 'standard');
  // Deck lists are given only for custom or mercenary armies.
  if (armies === 'standard' && o.decks) return badOption('decks', 'not-allowed');
  let decks: BySide<readonly string[]> | null = null;
  if (armies !== 'standard') {
    const lists = o.decks ?? {
      york: ARMY_DEFS.york.map((d) => CARD_DEFS[d]!.id),
      lancaster: ARMY_DEFS.lancaster.map((d) => CARD_DEFS[d]!.id),
    };
    for (const side of SIDES) {
      const problem = checkDeck(side, lists[side], armies);
      if (problem) return err('bad-deck', `bad-deck: ${JSON.stringify(problem)}`, problem);
    }
    decks = { york: [...lists.york], lancaster: [...lists.lancaster] };
  }
  return ok({
    advanced: o.advanced ?? DEFAULT_OPTIONS.advanced,
    borderless: o.borderless ?? DEFAULT_OPTIONS.borderless,
    unitsToWin: o.unitsToWin ?? DEFAULT_OPTIONS.unitsToWin,
    commandToWin: o.commandToWin ?? DEFAULT_OPTIONS.commandToWin,
    first: o.first ?? DEFAULT_OPTIONS.first,
    decks,
  });
}
