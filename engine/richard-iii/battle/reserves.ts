/** 6.3 reserves: arrival in round 2, immediate deployment, change of control; who has won. */
import { AREAS, type Side } from '../data';
import { log } from '../state';
import type { State } from '../types';
import { currentBattle, defenderOf, hasBlocks, presentBlocks, reserveBlocks } from './context';

/** Brings one side's waiting reserves in now; they have no battle turn left this round. */
function deploy(s: State, side: Side, blocks: number[]): void {
  const bs = currentBattle(s);
  bs.reserves = bs.reserves.filter((b) => !blocks.includes(b));
  for (const b of blocks) if (!bs.acted.includes(b)) bs.acted.push(b);
  bs.events.push({ k: 'arrive', side, count: blocks.length });
  log(s, { k: 'battle-reserves-deploy', r: '6.3', s: side, p: { area: AREAS[bs.area]!.id, count: blocks.length } });
}

/**
 * After any loss (hit, elimination, retreat, defection): a side whose arrived blocks are all gone
 * brings its reserves in at once (6.3); they cannot fire this round but take hits from enemy blocks
 * that have not yet fired. If the defender's round-1 blocks are all gone and it has reserves, the
 * defender becomes the attacker at once (6.3, ruling A14) and must retreat in round 4; the old
 * attackers that have not yet fired now fire with defence bonuses. `swap` is false at the very
 * start of a battle (a side with no round-1 blocks has lost none).
 */
export function checkLosses(s: State, swap: boolean): void {
  const bs = currentBattle(s);
  if (bs.winner !== null) return;
  const defender = defenderOf(bs);
  for (const side of [defender, bs.attacker]) {
    if (presentBlocks(s, side).length > 0) continue;
    const res = reserveBlocks(s, side);
    if (res.length === 0) continue;
    deploy(s, side, res);
    if (swap && side === defender && bs.round === 1) {
      bs.attacker = side;
      bs.events.push({ k: 'swap', attacker: side });
      log(s, { k: 'battle-control-swap', r: '6.3', s: side, p: { area: AREAS[bs.area]!.id } });
    }
  }
}

/** 6.3: start of a new round — every waiting reserve (and defector) arrives; fresh retreat limits (A15). */
export function startRound(s: State): void {
  const bs = currentBattle(s);
  bs.round++;
  bs.acted = [];
  bs.retreats = { lancaster: [], york: [] };
  bs.events.push({ k: 'round', round: bs.round });
  log(s, { k: 'battle-round', r: '6.2', p: { area: AREAS[bs.area]!.id, round: bs.round } });
  for (const side of [defenderOf(bs), bs.attacker]) {
    const res = reserveBlocks(s, side);
    if (res.length === 0) continue;
    bs.reserves = bs.reserves.filter((b) => !res.includes(b));
    bs.events.push({ k: 'arrive', side, count: res.length });
    log(s, { k: 'battle-reserves-arrive', r: '6.3', s: side, p: { area: AREAS[bs.area]!.id, count: res.length } });
  }
  bs.reserves = [];
}

/** The side that has won, once one side has no block left in the battle (arrived or not), else null. */
export function battleWinner(s: State): Side | null {
  const bs = currentBattle(s);
  if (!hasBlocks(s, bs.attacker)) return defenderOf(bs);
  if (!hasBlocks(s, defenderOf(bs))) return bs.attacker;
  return null;
}
