import { z } from 'zod';

/** Schema of armies.json: the card battle's facts, checked once at load. */
export const DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export const UNIT_TYPES = ['infantry', 'spearmen', 'cavalry', 'archers', 'berserkers'] as const;
/** Weakest to strongest; the general is a rank of its own (RULES.md §1). */
export const RANKS = ['recruit', 'soldier', 'veteran', 'elite', 'specialist', 'commander', 'general'] as const;
/** Cards of each rank in a 36-card army ("Our armies"; the seed's custom-army note). */
export const RANK_COUNTS: Record<(typeof RANKS)[number], number> = {
  recruit: 8,
  soldier: 8,
  veteran: 6,
  elite: 4,
  specialist: 4,
  commander: 5,
  general: 1,
};

const value = z.number().int().min(1).max(9);
const offset = z.tuple([z.number().int().min(-6).max(6), z.number().int().min(-6).max(6)]);

export const cardSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1).max(60),
    rank: z.enum(RANKS),
    type: z.enum(UNIT_TYPES),
    arrows: z.partialRecord(z.enum(DIRECTIONS), value),
    defence: value,
    flavour: z.string().min(1).max(100),
    ranged: z
      .strictObject({
        value,
        grid: z.array(offset).min(1).max(12),
      })
      .optional(),
  })
  .refine((c) => (c.type === 'archers') === (c.ranged !== undefined), {
    message: 'archers, and only archers, have a target grid and a ranged value',
  })
  .refine((c) => !c.ranged || c.ranged.grid.every(([dx, dy]) => dx !== 0 || dy !== 0), {
    message: 'a target grid never holds the archer’s own square',
  })
  .refine((c) => !c.ranged || new Set(c.ranged.grid.map(([dx, dy]) => `${dx},${dy}`)).size === c.ranged.grid.length, {
    message: 'target grid squares repeat',
  });

export const armySchema = z
  .strictObject({
    id: z.enum(['york', 'lancaster']),
    name: z.string(),
    colour: z.enum(['white', 'red']),
    cards: z.array(cardSchema).length(36),
  })
  .refine((a) => RANKS.every((r) => a.cards.filter((c) => c.rank === r).length === RANK_COUNTS[r]), {
    message: 'an army has 8 recruits, 8 soldiers, 6 veterans, 4 elites, 4 specialists, 5 commanders and 1 general',
  });

export const armiesSchema = z
  .strictObject({ armies: z.tuple([armySchema, armySchema]) })
  .refine((d) => d.armies[0].id !== d.armies[1].id, { message: 'two different armies' })
  .refine((d) => new Set(d.armies.flatMap((a) => a.cards.map((c) => c.id))).size === 72, {
    message: 'card ids are unique',
  });

export type CardData = z.infer<typeof cardSchema>;
export type ArmyData = z.infer<typeof armySchema>;
