import { z } from 'zod';
import { AREA_IDS, BLOCK_IDS, SCENARIO_IDS } from './ids';

/** Schema of data.json: the game's facts are parsed and checked once, here, at the edge. */
const areaId = z.enum(AREA_IDS);
const blockId = z.enum(BLOCK_IDS);
const seaId = z.enum(['irish-sea', 'north-sea', 'english-channel']);
const side = z.enum(['lancaster', 'york']);

export const areaSchema = z.strictObject({
  id: areaId,
  name: z.string(),
  kind: z.enum(['land', 'island', 'exile', 'sea']),
  exileOf: side.optional(),
  city: z.string().optional(),
  cathedral: z.string().optional(),
  crown: z.boolean().optional(),
  wales: z.boolean().optional(),
  shields: z.array(z.string()).optional(),
  seas: z.array(seaId).optional(),
  majorPort: z.boolean().optional(),
  geo: z.tuple([z.number(), z.number()]),
});

export const borderSchema = z.strictObject({
  a: areaId,
  b: areaId,
  type: z.enum(['yellow', 'blue', 'red']),
});

export const blockSchema = z.strictObject({
  id: blockId,
  side: z.enum(['lancaster', 'york', 'rebel']),
  kind: z.enum(['heir', 'noble', 'church', 'levy', 'bombard', 'mercenary', 'rebel']),
  name: z.string(),
  steps: z.number().int().min(1).max(4),
  rating: z.string().regex(/^[A-D][1-4]$/),
  heirRank: z.number().int().min(1).max(5).optional(),
  loyalty: z.number().int().min(1).max(3).optional(),
  otherVersion: blockId.optional(),
  shield: z.string().optional(),
  rose: z.boolean().optional(),
  neville: z.boolean().optional(),
  home: areaId.optional(),
  deploysIn: z.literal('wales').optional(),
  cathedral: z.string().optional(),
  city: z.string().optional(),
});

export const cardSchema = z.strictObject({
  event: z.enum(['force_march', 'muster', 'piracy', 'plague', 'surprise', 'treason']).optional(),
  ap: z.number().int().min(0).max(4),
});

export const placementSchema = z.union([areaId, z.enum(['pool', 'minor', 'other-side'])]);

export const scenarioSchema = z.strictObject({
  name: z.string(),
  firstCampaign: z.number().int().min(1).max(3),
  lastCampaign: z.number().int().min(1).max(3),
  king: blockId,
  pretenderSide: side,
  eliminated: z.array(blockId),
  special: z.string().optional(),
  placement: z.partialRecord(blockId, placementSchema),
});

export const dataSchema = z.strictObject({
  game: z.string(),
  areas: z.array(areaSchema).length(36),
  borders: z.array(borderSchema).length(62),
  blocks: z.array(blockSchema).length(63),
  cards: z.array(cardSchema).length(25),
  scenarios: z.record(z.enum(SCENARIO_IDS), scenarioSchema),
});

export type AreaData = z.infer<typeof areaSchema>;
export type BorderData = z.infer<typeof borderSchema>;
export type BlockData = z.infer<typeof blockSchema>;
export type CardData = z.infer<typeof cardSchema>;
export type ScenarioData = z.infer<typeof scenarioSchema>;
export type GameData = z.infer<typeof dataSchema>;
