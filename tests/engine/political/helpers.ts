/** Positions for supply-phase and political-turn tests. */
import {
  BLOCKS,
  BLOCK_COUNT,
  blockIndex,
  areaIndex,
  type AreaId,
  type BlockId,
  type Side,
} from '../../../engine/richard-iii/data';
import { startSupplyPhase } from '../../../engine/richard-iii/political/supply';
import { startPoliticalTurn } from '../../../engine/richard-iii/political';
import { DEAD, POOL, type State } from '../../../engine/richard-iii/types';
import { clearMap, put, scenarioState, type Where } from '../position';

export { keys, legalActions, must, playAction } from '../position';

/**
 * A scenario with an empty map: every block off the map (pool / other side); heirs that stood on
 * the map are dead unless placed; minors stay minors. Then `placements` are applied.
 */
export function position(
  placements: Partial<Record<BlockId, Where>>,
  opts: { scenario?: string; turn?: number; campaign?: number } = {},
): State {
  const s = scenarioState(opts.scenario ?? 'wars-of-the-roses');
  clearMap(s);
  for (let b = 0; b < BLOCK_COUNT; b++) if (BLOCKS[b]!.kind === 'heir' && s.loc[b] === POOL) s.loc[b] = DEAD;
  for (const [id, w] of Object.entries(placements)) put(s, id as BlockId, w);
  s.turn = opts.turn ?? 3;
  if (opts.campaign !== undefined) s.campaign = opts.campaign;
  s.log = [];
  return s;
}

export const at = (s: State, id: BlockId): number => s.loc[blockIndex(id)]!;
export const area = (id: AreaId): number => areaIndex(id);
export const steps = (s: State, id: BlockId): number => s.steps[blockIndex(id)]!;
export const idx = blockIndex;

/** Starts the supply phase of the current turn. */
export function supply(s: State): State {
  startSupplyPhase(s);
  return s;
}

/** Starts the political turn (after the seventh turn of the current campaign). */
export function political(s: State): State {
  s.turn = 7;
  startPoliticalTurn(s);
  return s;
}

/** Log entries of a kind (public ones unless `only`). */
export const logged = (s: State, k: string, only?: Side) => s.log.filter((e) => e.k === k && e.only === only);

/** The eleven crown areas (6.82: where a royal heir enters), alphabetical. */
export const CROWNS = [
  'caernarvon',
  'chester',
  'cornwall',
  'cumbria',
  'derby',
  'gloucester',
  'middlesex',
  'pembroke',
  'south-yorks',
  'sussex',
  'warwick',
] as const satisfies readonly AreaId[];

/** Eleven York blocks, one in each crown area but `except` (a royal Lancaster heir has nowhere else to enter). */
export function yorkInCrowns(except: readonly AreaId[] = []): Partial<Record<BlockId, Where>> {
  const york: BlockId[] = [
    'y-york',
    'y-march',
    'y-rutland',
    'y-warwick',
    'y-kent',
    'y-salisbury',
    'y-norfolk',
    'y-suffolk',
    'y-arundel',
    'y-essex',
    'y-hastings',
  ];
  const areas = CROWNS.filter((a) => !except.includes(a));
  return Object.fromEntries(areas.map((a, i) => [york[i]!, a]));
}
