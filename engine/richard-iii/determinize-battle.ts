/**
 * The battle being fought, rebuilt for a determinized state from what the battle board shows one
 * side (BattleView, all public but the enemy's waiting reserves) and that side's own log.
 *
 * Blocks that have arrived are revealed to both sides (6.1), so the sampled part is only who the
 * enemy's waiting reserves are: exactly the hidden enemy blocks standing in the battle area, which
 * `determinize` has filled like any hidden slot. Everything else is read back: the round, who
 * attacks (after a round-1 swap too), who has acted, defectors, treason rolls used, this round's
 * retreat crossings (ruling A15), the winner's regroups so far, hits waiting for a choice, and the
 * event list the board shows.
 */
import { err, ok, type Result } from '../core/result';
import { AREAS, BLOCKS, areaIndex, blockIndex, isAreaId, isBlockId, otherSide, type Side } from './data';
import { isPirate } from './battle/retreat';
import { treasonTag } from './battle/treason';
import type { BattleEvent, BattleEventView, BattleState, BattleView } from './battle/types';
import { ownerOf } from './state';
import type { AttackInfo, LogEntry, State } from './types';

/**
 * Blocks the battle board saw leave the battle, named in its public events: those that retreated
 * (hidden again where they went) and the old version of a defector (out of play).
 */
export function leftTheBattle(bv: BattleView): number[] {
  const out: number[] = [];
  for (const e of bv.events) {
    if (e.k === 'retreat') out.push(blockIndex(e.block));
    if (e.k === 'treason' && e.defected) out.push(blockIndex(e.target));
  }
  return out;
}

function eventOf(e: BattleEventView): BattleEvent {
  switch (e.k) {
    case 'fire':
      return {
        k: 'fire',
        block: blockIndex(e.block),
        side: e.side,
        mode: e.mode,
        fp: e.fp,
        dice: [...e.dice],
        hits: e.hits.flatMap((h) => [blockIndex(h.block), h.n]),
      };
    case 'retreat':
      return { k: 'retreat', block: blockIndex(e.block), to: areaIndex(e.to) };
    case 'pass':
      return { k: 'pass', block: blockIndex(e.block) };
    case 'no-retreat':
      return { k: 'no-retreat', block: blockIndex(e.block) };
    case 'treason':
      return {
        k: 'treason',
        side: e.side,
        roller: e.roller === 'treason-card' ? -1 : blockIndex(e.roller),
        target: blockIndex(e.target),
        dice: [...e.dice],
        defected: e.defected,
      };
    default:
      return { ...e };
  }
}

/** The land border `b` crossed leaving the battle area for `to`, or -1 (by sea, or a Piracy attacker). */
function landCrossing(s: State, bs: BattleState, b: number, to: number, side: Side): number {
  const land = AREAS[bs.area]!.neighbors.find((n) => n.area === to);
  return land && !isPirate(s, b, side) ? land.border : -1;
}

/**
 * Sets `s.battle` from `bv`. `s` already holds every block where the sample puts it (the enemy's
 * hidden reserves in the battle area) and its attack records; `log` is the viewer's log.
 */
export function rebuildBattle(s: State, bv: BattleView, log: readonly LogEntry[]): Result<BattleState> {
  const area = areaIndex(bv.area);
  const events = bv.events.map(eventOf);
  const defected: number[] = [];
  const joined: number[] = [];
  for (const e of events) {
    if (e.k !== 'treason' || !e.defected) continue;
    const other = BLOCKS[e.target]!.other;
    defected.push(e.target, other);
    joined.push(other);
  }
  // 6.1: the blocks standing there when it began, in block order; defectors joined at the end.
  const blocks: number[] = [];
  for (let b = 0; b < s.loc.length; b++)
    if (s.loc[b] === area && b !== s.prisoner && !joined.includes(b)) blocks.push(b);
  blocks.push(...joined.filter((b) => s.loc[b] === area));
  const shown = [...bv.sides.attacker.main, ...bv.sides.attacker.reserves, ...bv.sides.defender.main];
  shown.push(...bv.sides.defender.reserves);
  const named = new Set(shown.map((x) => blockIndex(x.id)));
  // Reserves: the ones the board names (ours, defectors) and every enemy block standing there unnamed.
  const reserves = [...bv.sides.attacker.reserves, ...bv.sides.defender.reserves].map((x) => blockIndex(x.id));
  for (const b of blocks) if (!named.has(b) && !reserves.includes(b)) reserves.push(b);
  reserves.sort((x, y) => x - y);
  const record: AttackInfo | null = s.attacks[area] ?? null;
  const swap = events.find((e) => e.k === 'swap');
  const firstAttacker = record?.attacker ?? (swap ? otherSide(bv.attacker) : bv.attacker);
  const attack: AttackInfo = record
    ? {
        ...record,
        attackerBorders: record.attackerBorders.slice(),
        defenderBorders: record.defenderBorders.slice(),
        reserves: record.reserves.slice(),
        defenders: record.defenders.slice(),
        ...(record.entries ? { entries: record.entries.map((e) => ({ ...e })) } : {}),
      }
    : {
        attacker: firstAttacker,
        attackerBorders: [],
        defenderBorders: [],
        reserves: [],
        pinning: 0,
        defenders: blocks.filter((b) => ownerOf(s, b) !== firstAttacker),
      };
  let pending: BattleState['pending'] = null;
  if (bv.pendingHits) {
    const firer = blockIndex(bv.pendingHits.firer);
    let event = -1;
    for (let i = events.length - 1; i >= 0 && event < 0; i--) {
      const e = events[i]!;
      if (e.k === 'fire' && e.block === firer) event = i;
    }
    if (event < 0) return err('determinize-inconsistent', 'Hits are waiting from a block that never fired.');
    pending = { firer, side: bv.pendingHits.side, hits: bv.pendingHits.hits, event };
  }
  const bs: BattleState = {
    area,
    round: bv.round,
    attacker: bv.attacker,
    firstAttacker,
    attack,
    blocks,
    reserves,
    defected,
    acted: shown.filter((x) => x.acted).map((x) => blockIndex(x.id)),
    treasonUsed: [],
    retreats: { lancaster: [], york: [] },
    regrouped: [],
    regroupCrossings: [],
    pending,
    winner: bv.winner,
    events,
  };
  s.battle = bs;
  for (const e of events) {
    if (e.k !== 'treason' || e.roller < 0) continue;
    const tag = treasonTag(s, e.roller);
    if (tag && !bs.treasonUsed.includes(tag)) bs.treasonUsed.push(tag);
  }
  // This round's retreats (a fresh count each round, ruling A15).
  let roundStart = 0;
  events.forEach((e, i) => {
    if (e.k === 'round') roundStart = i;
  });
  for (const e of events.slice(roundStart)) {
    if (e.k !== 'retreat') continue;
    const side = ownerOf(s, e.block);
    const border = landCrossing(s, bs, e.block, e.to, side);
    if (border >= 0) bs.retreats[side].push(border);
  }
  // The winner's regroups so far (the viewer's own, since he is the one deciding).
  if (bv.winner) {
    let from = 0;
    for (let i = log.length - 1; i >= 0; i--)
      if (log[i]!.k === 'battle-end') {
        from = i + 1;
        break;
      }
    for (const e of log.slice(from)) {
      const id = e.p?.block;
      if (e.k !== 'battle-regroup' || typeof id !== 'string' || !isBlockId(id) || !isAreaId(e.p?.to)) continue;
      const b = blockIndex(id);
      bs.regrouped.push(b);
      const border = landCrossing(s, bs, b, areaIndex(e.p.to), bv.winner);
      if (border >= 0) bs.regroupCrossings.push(border);
    }
  }
  return ok(bs);
}
