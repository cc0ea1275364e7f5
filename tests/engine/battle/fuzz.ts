/** Random battles from random positions, played with random legal actions (dead-end and crash finder). */
import { makeRng, nextInt, shuffle } from '../../../engine/core/rng';
import { AREAS, BLOCKS, blockIndex, type Side } from '../../../engine/richard-iii/data';
import { startBattlePhase } from '../../../engine/richard-iii/battle';
import { actors, legalActions, playAction } from '../../../engine/richard-iii/rules';
import { OTHER, MOVED_SEA, type AttackInfo, type State } from '../../../engine/richard-iii/types';
import { clearMap, scenarioState } from '../position';

export function randomBattle(seed: number): State {
  const rng = makeRng(seed);
  const s = scenarioState('wars-of-the-roses', seed);
  clearMap(s);
  s.turn = 1;
  s.act = null;
  s.attacks = s.attacks.map(() => null);
  const land = AREAS.filter((a) => a.kind === 'land' && a.neighbors.length >= 2);
  const usable = shuffle(
    rng,
    BLOCKS.map((b) => b.idx).filter((b) => BLOCKS[b]!.kind !== 'rebel'),
  );
  const taken = new Set<number>();
  const pick = (side: Side, n: number): number[] => {
    const out: number[] = [];
    for (const b of usable) {
      if (out.length >= n) break;
      const blk = BLOCKS[b]!;
      if (blk.side !== side || taken.has(b) || (blk.other >= 0 && taken.has(blk.other))) continue;
      taken.add(b);
      out.push(b);
    }
    return out;
  };
  const battles = 1 + nextInt(rng, 3);
  const areas = shuffle(rng, land.slice()).slice(0, battles);
  s.p1 = nextInt(rng, 2) ? 'york' : 'lancaster';
  if (nextInt(rng, 2)) {
    s.kingSide = 'york';
    s.king = blockIndex('y-york');
  }
  s.treasonCard = nextInt(rng, 3) === 0 ? s.p1 : null;
  for (const ar of areas) {
    const attacker: Side = nextInt(rng, 2) ? 'york' : 'lancaster';
    const defender: Side = attacker === 'york' ? 'lancaster' : 'york';
    const nb = shuffle(rng, ar.neighbors.slice());
    const info: AttackInfo = {
      attacker,
      attackerBorders: [],
      defenderBorders: [],
      reserves: [],
      pinning: 0,
      defenders: [],
    };
    const main = pick(attacker, 1 + nextInt(rng, 4));
    const res = nextInt(rng, 2) ? pick(attacker, nextInt(rng, 3)) : [];
    const def = pick(defender, 1 + nextInt(rng, 4));
    const reinf = attacker === s.p1 && nextInt(rng, 2) ? pick(defender, nextInt(rng, 3)) : [];
    const piracy = nextInt(rng, 6) === 0 && ar.seas.length > 0;
    info.attackerBorders.push(piracy ? -1 - ar.seas[0]! : nb[0]!.border);
    if (res.length) info.attackerBorders.push(nb[1 % nb.length]!.border);
    if (reinf.length) info.defenderBorders.push(nb[nextInt(rng, nb.length)]!.border);
    for (const b of [...main, ...res, ...def, ...reinf]) {
      s.loc[b] = ar.idx;
      s.steps[b] = 1 + nextInt(rng, BLOCKS[b]!.steps);
      if (BLOCKS[b]!.other >= 0) s.loc[BLOCKS[b]!.other] = OTHER;
    }
    if (piracy) for (const b of main) s.moved[b] = MOVED_SEA;
    info.reserves = [...res, ...reinf];
    info.pinning = main.length;
    info.defenders = def;
    s.attacks[ar.idx] = info;
  }
  // some blocks around to make retreats interesting
  for (const side of ['york', 'lancaster'] as const) {
    for (const b of pick(side, 4)) {
      s.loc[b] = land[nextInt(rng, land.length)]!.idx;
      if (BLOCKS[b]!.other >= 0) s.loc[BLOCKS[b]!.other] = OTHER;
    }
  }
  return s;
}

/** Plays the battle phase with random legal actions; returns the number of actions. Throws on a dead end. */
export function playRandomBattles(seed: number, onStep?: (s: State) => void): { s: State; n: number } {
  const s = randomBattle(seed);
  const rng = makeRng(seed ^ 0xba771e);
  startBattlePhase(s);
  let n = 0;
  while (!s.outcome && s.step.k.startsWith('battle')) {
    const sides = actors(s);
    if (sides.length === 0) throw new Error(`dead end at ${s.step.k}`);
    const side = sides[nextInt(rng, sides.length)]!;
    const legal = legalActions(s, side);
    if (legal.length === 0) throw new Error(`no legal actions at ${s.step.k} for ${side}`);
    const a = legal[nextInt(rng, legal.length)]!;
    const r = playAction(s, side, a);
    if (!r.ok) throw new Error(r.error.message);
    onStep?.(s);
    if (++n > 5000) throw new Error('battle never ends');
  }
  return { s, n };
}
