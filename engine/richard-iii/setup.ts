/** Scenario → initial state (4.0), through one checking factory. */
import { err, ok, type Result } from '../core/result';
import { makeRng } from '../core/rng';
import {
  AREA_COUNT,
  BLOCKS,
  BLOCK_COUNT,
  BORDER_COUNT,
  SCENARIOS,
  SCENARIO_IDS,
  areaIndex,
  blockIndex,
  type ScenarioId,
} from './data';
import { startCampaign } from './flow';
import { DEAD, MINOR, OTHER, POOL, STATE_VERSION, STILL, type State } from './types';

export const isScenarioId = (s: unknown): s is ScenarioId =>
  typeof s === 'string' && (SCENARIO_IDS as readonly string[]).includes(s);

export function setupGame(scenario: string, seed: number): Result<State> {
  if (!isScenarioId(scenario)) return err('unknown-scenario', `There is no scenario called “${scenario}”.`);
  if (!Number.isSafeInteger(seed)) return err('bad-seed', 'The seed must be a whole number.');
  const sc = SCENARIOS[scenario];
  const loc = new Array<number>(BLOCK_COUNT).fill(DEAD); // unlisted blocks are permanently eliminated (scenario sheets)
  for (const [id, where] of Object.entries(sc.placement)) {
    const b = blockIndex(id as keyof typeof sc.placement);
    loc[b] = where === 'pool' ? POOL : where === 'minor' ? MINOR : where === 'other-side' ? OTHER : areaIndex(where!);
  }
  for (const id of sc.eliminated) loc[blockIndex(id)] = DEAD;
  const king = blockIndex(sc.king);
  const kingSide = BLOCKS[king]!.side;
  if (kingSide === 'rebel') return err('bad-scenario', 'The King must be an heir.');
  const henry = blockIndex('l-henry-vi');
  const s: State = {
    v: STATE_VERSION,
    scenario,
    seed,
    rng: makeRng(seed),
    seq: 0,
    campaign: sc.firstCampaign,
    firstCampaign: sc.firstCampaign,
    lastCampaign: sc.lastCampaign,
    turn: 0,
    kingSide,
    king,
    loc,
    steps: BLOCKS.map((b) => b.steps),
    down: new Array<boolean>(BLOCK_COUNT).fill(false),
    moved: new Array<number>(BLOCK_COUNT).fill(STILL),
    // Kingmaker (1470): Henry VI starts a prisoner in London among the York blocks.
    prisoner: sc.special && kingSide === 'york' && loc[henry]! >= 0 ? henry : -1,
    hands: { lancaster: [], york: [] },
    played: { lancaster: -1, york: -1 },
    mulligan: { used: false, ask: { lancaster: null, york: null } },
    p1: sc.pretenderSide,
    act: null,
    crossings: { lancaster: new Array<number>(BORDER_COUNT).fill(0), york: new Array<number>(BORDER_COUNT).fill(0) },
    attacks: new Array(AREA_COUNT).fill(null),
    treasonCard: null,
    pendingHeirs: { lancaster: 0, york: 0 },
    battle: null,
    supply: null,
    political: null,
    step: { k: 'card' },
    log: [],
    outcome: null,
  };
  s.log.push({ k: 'setup', r: '4.0', p: { scenario } });
  startCampaign(s);
  return ok(s);
}
