/** The battle board: what one side (or a spectator) may see of the battle being fought. */
import { AREAS, BLOCKS, otherSide, type Side } from '../data';
import { ownerOf } from '../state';
import type { State } from '../types';
import { defenderOf, isRevealed } from './context';
import { countHits, firepowerOf, initiativeOf } from './fire';
import { nextGroup } from './order';
import type { BattleBlockView, BattleEvent, BattleEventView, BattleSideView, BattleView } from './types';

function blockView(s: State, b: number): BattleBlockView {
  const blk = BLOCKS[b]!;
  return {
    id: blk.id,
    steps: s.steps[b]!,
    maxSteps: blk.steps,
    rating: blk.rating,
    initiative: initiativeOf(s, b),
    firepower: firepowerOf(s, b),
    acted: s.battle!.acted.includes(b),
  };
}

function eventView(e: BattleEvent): BattleEventView {
  const id = (b: number) => BLOCKS[b]!.id;
  switch (e.k) {
    case 'fire': {
      const hits: { block: (typeof BLOCKS)[number]['id']; n: number }[] = [];
      for (let i = 0; i < e.hits.length; i += 2) hits.push({ block: id(e.hits[i]!), n: e.hits[i + 1]! });
      return {
        k: 'fire',
        block: id(e.block),
        side: e.side,
        mode: e.mode,
        fp: e.fp,
        dice: [...e.dice],
        rolled: countHits(e.dice, e.fp),
        hits,
      };
    }
    case 'retreat':
      return { k: 'retreat', block: id(e.block), to: AREAS[e.to]!.id };
    case 'pass':
      return { k: 'pass', block: id(e.block) };
    case 'no-retreat':
      return { k: 'no-retreat', block: id(e.block) };
    case 'treason':
      return {
        k: 'treason',
        side: e.side,
        roller: e.roller >= 0 ? id(e.roller) : 'treason-card',
        target: id(e.target),
        dice: [...e.dice],
        defected: e.defected,
      };
    default:
      return { ...e };
  }
}

/**
 * `viewer` sees its own waiting reserves; the enemy's only as a count (ruling A13). A spectator
 * (`publicOnly`) sees only what both players see.
 */
export function battleView(s: State, viewer: Side, publicOnly: boolean): BattleView | null {
  return battleViewOf(s, viewer, publicOnly, true);
}

/** `viewer`'s battle board without its event list (what a decision reads; the search's playouts build many). */
export function battleBoardView(s: State, viewer: Side): Omit<BattleView, 'events'> | null {
  return battleViewOf(s, viewer, false, false);
}

function battleViewOf(s: State, viewer: Side, publicOnly: boolean, events: boolean): BattleView | null {
  const bs = s.battle;
  if (!bs) return null;
  const sideView = (side: Side, role: 'attacker' | 'defender'): BattleSideView => {
    const v: BattleSideView = { side, role, main: [], reserveCount: 0, reserves: [] };
    for (const b of bs.blocks) {
      if (s.loc[b] !== bs.area || ownerOf(s, b) !== side) continue;
      if (!bs.reserves.includes(b)) v.main.push(blockView(s, b));
      else {
        v.reserveCount++;
        if (isRevealed(s, b) || (!publicOnly && side === viewer)) v.reserves.push(blockView(s, b));
      }
    }
    return v;
  };
  const step = s.step;
  const toAct = step.k.startsWith('battle-') && step.k !== 'battle-choose' && 'side' in step ? step.side : null;
  const acting = step.k === 'battle-turn' ? (nextGroup(s)?.blocks ?? []).map((b) => BLOCKS[b]!.id) : [];
  const p = bs.pending;
  return {
    area: AREAS[bs.area]!.id,
    round: bs.round,
    attacker: bs.attacker,
    defender: defenderOf(bs),
    toAct,
    stage:
      step.k === 'battle-treason'
        ? 'treason-card'
        : step.k === 'battle-hits'
          ? 'hits'
          : step.k === 'battle-regroup'
            ? 'regroup'
            : 'turn',
    acting,
    sides: { attacker: sideView(bs.attacker, 'attacker'), defender: sideView(otherSide(bs.attacker), 'defender') },
    pendingHits: p ? { side: p.side, hits: p.hits, firer: BLOCKS[p.firer]!.id } : null,
    events: events ? bs.events.map(eventView) : [],
    winner: bs.winner,
  };
}
