/** Battle test positions: blocks placed by hand, attacks recorded by hand, then the battle phase. */
import {
  AREA_COUNT,
  BORDER_COUNT,
  areaIndex,
  blockIndex,
  borderBetween,
  type AreaId,
  type BlockId,
  type Side,
} from '../../../engine/richard-iii/data';
import { startBattlePhase } from '../../../engine/richard-iii/battle';
import { makeRng, rollD6 } from '../../../engine/core/rng';
import type { AttackInfo, State } from '../../../engine/richard-iii/types';
import { clearMap, must, put, scenarioState } from '../position';

export interface BattleSetup {
  area: AreaId;
  attacker: Side;
  /** Player 1 (defaults to the attacker). */
  p1?: Side;
  /** Main attack blocks and the area they came from. */
  main: { from: AreaId; blocks: (BlockId | [BlockId, number])[] };
  /** Attacker reserves by another border. */
  reserves?: { from: AreaId; blocks: (BlockId | [BlockId, number])[] }[];
  defenders: (BlockId | [BlockId, number])[];
  /** Player-2 reinforcements (reserves of the defender). */
  reinforcements?: { from: AreaId; blocks: (BlockId | [BlockId, number])[] }[];
  /** Other blocks elsewhere on the map. */
  elsewhere?: [BlockId, AreaId][];
  scenario?: string;
  /** Start the battle phase (default true); the test then picks the area. */
  start?: boolean;
}

const place = (s: State, spec: BlockId | [BlockId, number], area: AreaId): number => {
  const [id, steps] = Array.isArray(spec) ? spec : [spec, undefined];
  put(s, id, area, steps);
  return blockIndex(id);
};

const border = (a: AreaId, b: AreaId): number => {
  const x = borderBetween(areaIndex(a), areaIndex(b));
  if (x < 0) throw new Error(`no border ${a}-${b}`);
  return x;
};

/** Both sides' heirs away from a battle in the Midlands, so no heir rule (9.0, 6.8) is met by accident. */
export const HEIRS_AWAY: [BlockId, AreaId][] = [
  ['l-henry-vi', 'middlesex'],
  ['l-somerset', 'dorset'],
  ['l-exeter', 'cornwall'],
  ['y-york', 'kent'],
  ['y-march', 'essex'],
  ['y-rutland', 'kent'],
];

export function battleState(setup: BattleSetup): State {
  const s = scenarioState(setup.scenario ?? 'wars-of-the-roses');
  clearMap(s);
  s.turn = 1;
  s.p1 = setup.p1 ?? setup.attacker;
  s.crossings = { lancaster: new Array<number>(BORDER_COUNT).fill(0), york: new Array<number>(BORDER_COUNT).fill(0) };
  s.attacks = new Array(AREA_COUNT).fill(null);
  s.act = null;
  s.treasonCard = null;
  const info: AttackInfo = {
    attacker: setup.attacker,
    attackerBorders: [],
    defenderBorders: [],
    reserves: [],
    pinning: 0,
    defenders: [],
  };
  for (const d of setup.defenders) info.defenders.push(place(s, d, setup.area));
  info.attackerBorders.push(border(setup.main.from, setup.area));
  for (const m of setup.main.blocks) place(s, m, setup.area);
  info.pinning = setup.main.blocks.length;
  for (const r of setup.reserves ?? []) {
    info.attackerBorders.push(border(r.from, setup.area));
    for (const b of r.blocks) info.reserves.push(place(s, b, setup.area));
  }
  for (const r of setup.reinforcements ?? []) {
    info.defenderBorders.push(border(r.from, setup.area));
    for (const b of r.blocks) info.reserves.push(place(s, b, setup.area));
  }
  for (const [id, a] of setup.elsewhere ?? []) put(s, id, a);
  s.attacks[areaIndex(setup.area)] = info;
  if (setup.start !== false) startBattlePhase(s);
  return s;
}

const seeds = new Map<string, number>();

/** The first `n` rolls of the generator seeded with `seed`. */
export function rollsOf(seed: number, n: number): number[] {
  const r = makeRng(seed);
  return Array.from({ length: n }, () => rollD6(r));
}

/** A seed whose first rolls are exactly `dice` (searching seeds, remembered: keep `dice` short). */
export function seedFor(dice: number[]): number {
  const key = dice.join(',');
  const known = seeds.get(key);
  if (known !== undefined) return known;
  for (let seed = 0; seed < 50_000_000; seed++) {
    const r = makeRng(seed);
    if (dice.every((d) => rollD6(r) === d)) {
      seeds.set(key, seed);
      return seed;
    }
  }
  throw new Error(`no seed for ${dice.join(',')}`);
}

/** Sets the RNG to a state whose next rolls are exactly `dice` (searching seeds). */
export function rigDice(s: State, dice: number[]): void {
  s.rng = makeRng(seedFor(dice));
}

/** Sets up a battle and picks it: the first battle decision. */
export function fought(setup: BattleSetup): State {
  const s = battleState(setup);
  must(s, s.p1, { t: 'battle', area: setup.area });
  return s;
}
