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

function checkDeck(side: Side, ids: readonly string[], kind: 'custom' | 'mercenary'): string | null {
  const seen = new Set<string>();
  const ranks = new Map<string, number>();
  for (const id of ids) {
    const def = DEF_BY_ID.get(id);
    if (!def) return `${side}: unknown card “${id}”.`;
    if (seen.has(id)) return `${side}: “${def.name}” is listed twice.`;
    seen.add(id);
    if (kind === 'custom' && def.army !== side)
      return `${side}: “${def.name}” belongs to another faction (a custom army swaps within its faction; choose a mercenary army).`;
    ranks.set(def.rank, (ranks.get(def.rank) ?? 0) + 1);
  }
  for (const r of RANKS)
    if ((ranks.get(r) ?? 0) !== RANK_COUNTS[r])
      return `${side}: a deck keeps its army's ranks (${RANK_COUNTS[r]} × ${r}).`;
  return null;
}

export function parseOptions(raw: unknown): Result<Options> {
  if (raw === undefined || raw === null) return ok({ ...DEFAULT_OPTIONS }); // the common case, without a parse
  const r = optionsSchema.safeParse(raw ?? {});
  if (!r.success)
    return err(
      'bad-options',
      'These game options are not valid: ' + r.error.issues.map((i) => i.path.join('.') + ' ' + i.message).join('; '),
    );
  const o = r.data;
  const armies = o.armies ?? (o.decks ? 'mercenary' : 'standard');
  if (armies === 'standard' && o.decks)
    return err('bad-options', 'Deck lists are given only for custom or mercenary armies.');
  let decks: BySide<readonly string[]> | null = null;
  if (armies !== 'standard') {
    const lists = o.decks ?? {
      york: ARMY_DEFS.york.map((d) => CARD_DEFS[d]!.id),
      lancaster: ARMY_DEFS.lancaster.map((d) => CARD_DEFS[d]!.id),
    };
    for (const side of SIDES) {
      const problem = checkDeck(side, lists[side], armies);
      if (problem) return err('bad-deck', problem);
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
