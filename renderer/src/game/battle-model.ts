/** The engine's BattleView (+ the legal list) → the battle board's model, and battle events in words. */
import type { BattleBoardModel, BoardBlock, BoardRoll, BoardSide } from '../../scenes/battle/model';
import { areaName, blockLabel, blockName, sideLabel } from './names';
import type { Action, BattleBlockView, BattleEventView, BattleSideView, BattleView, RichardView, Side } from './types';

const FIRE_VERB = { fire: 'fires', charge: 'charges', counter: 'fires back' } as const;

/**
 * "3 hits" and what became of them: placed on named blocks, waiting for the owner to choose among
 * tied blocks (`waiting`), or lost because nothing was left to take them (a charge's surplus).
 */
function hitsText(e: BattleEventView & { k: 'fire' }, waiting: number): string {
  const placed = e.hits.reduce((s, h) => s + h.n, 0);
  const lost = e.rolled - placed - waiting;
  const notes = [
    ...e.hits.map((h) => `${blockName(h.block)} −${h.n}`),
    ...(waiting > 0 ? [`${waiting} to assign`] : []),
    ...(lost > 0 ? [`${lost} lost`] : []),
  ];
  return `${e.rolled} hit${e.rolled === 1 ? '' : 's'}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

/** Hits of the latest fire still waiting for a choice among tied blocks. */
function waitingHits(b: Pick<BattleView, 'pendingHits' | 'events'>, e: BattleEventView): number {
  const p = b.pendingHits;
  if (!p || e.k !== 'fire' || e.block !== p.firer) return 0;
  const lastFire = [...b.events].reverse().find((x) => x.k === 'fire');
  return lastFire === e ? p.hits : 0;
}

export function battleEventText(e: BattleEventView, b?: Pick<BattleView, 'pendingHits' | 'events'>): string {
  switch (e.k) {
    case 'fire':
      return `${blockName(e.block)} ${FIRE_VERB[e.mode]}: ${hitsText(e, b ? waitingHits(b, e) : 0)}`;
    case 'retreat':
      return `${blockName(e.block)} retreats to ${areaName(e.to)}`;
    case 'pass':
      return `${blockName(e.block)} passes`;
    case 'no-retreat':
      return `${blockName(e.block)} cannot retreat and is lost`;
    case 'treason':
      return `${e.roller === 'treason-card' ? 'Treason card' : blockName(e.roller)} tempts ${blockName(e.target)}: ${e.defected ? 'he defects!' : 'he stays loyal'}`;
    case 'arrive':
      return e.count === 1
        ? `${sideLabel(e.side)}: 1 reserve arrives`
        : `${sideLabel(e.side)}: ${e.count} reserves arrive`;
    case 'swap':
      return `Defenders wiped out: ${sideLabel(e.attacker)} now attacks`;
    case 'round':
      return `Round ${e.round} begins`;
  }
}

function lastRoll(b: BattleView): { roll: BoardRoll | null; hits: Map<string, number>; firer: string | null } {
  const events = b.events;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.k === 'fire') {
      return {
        roll: {
          side: e.side,
          kind: 'fire',
          fp: e.fp,
          dice: e.dice,
          text: `${blockName(e.block)} ${FIRE_VERB[e.mode]} at ${e.fp}: ${hitsText(e, waitingHits(b, e))}`,
        },
        hits: new Map(e.hits.map((h) => [h.block, h.n])),
        firer: e.block,
      };
    }
    if (e.k === 'treason') {
      const who = e.roller === 'treason-card' ? 'Treason card' : blockName(e.roller);
      return {
        roll: {
          side: e.side,
          kind: 'treason',
          fp: 0,
          dice: e.dice,
          text: `${who} on ${blockName(e.target)}: ${e.defected ? 'all even — he defects!' : 'an odd die — loyal'}`,
        },
        hits: new Map(),
        firer: null,
      };
    }
  }
  return { roll: null, hits: new Map(), firer: null };
}

export function toBattleModel(
  b: BattleView,
  viewer: Side | null,
  legal: readonly Action[],
  selected: string | null,
): BattleBoardModel {
  const acting = new Set<string>(b.acting);
  // Clickable: blocks to give hits to, and blocks with a retreat or regroup to pick.
  const clickable = new Set<string>(
    legal.flatMap((a) => (a.t === 'take-hits' || a.t === 'retreat' || a.t === 'regroup' ? [a.block] : [])),
  );
  const { roll, hits, firer } = lastRoll(b);
  const block = (v: BattleBlockView, side: Side): BoardBlock => ({
    id: v.id,
    colour: v.id === 'rebel' ? 'rebel' : side,
    label: blockLabel(v.id),
    strength: v.steps,
    maxStrength: v.maxSteps,
    rating: v.rating,
    current: `${v.initiative}${v.firepower}`,
    acted: v.acted,
    acting: acting.has(v.id),
    clickable: clickable.has(v.id),
    selected: selected === v.id,
    hit: hits.get(v.id) ?? 0,
    firing: firer === v.id,
  });
  const side = (s: BattleSideView): BoardSide => ({
    side: s.side,
    role: s.role,
    blocks: s.main.map((v) => block(v, s.side)),
    reserves: s.reserves.map((v) => block(v, s.side)),
    hiddenReserves: s.reserveCount,
  });
  const you = (s: Side) => (s === viewer ? 'Your' : `${sideLabel(s)}'s`);
  let turn = '';
  if (b.winner) turn = 'The battle is over';
  else if (b.toAct) {
    if (b.stage === 'turn') turn = `${you(b.toAct)} battle turn: ${b.acting.map(blockName).join(' or ')}`;
    else if (b.stage === 'hits')
      turn = `${sideLabel(b.toAct)} chooses which block takes ${b.pendingHits?.hits ?? ''} hit${b.pendingHits?.hits === 1 ? '' : 's'}`;
    else if (b.stage === 'regroup') turn = `${sideLabel(b.toAct)} regroups`;
    else turn = `${sideLabel(b.toAct)} may play the Treason card`;
  }
  return {
    title: `Battle of ${areaName(b.area)}`,
    round: b.round,
    turn,
    attacker: side(b.sides.attacker),
    defender: side(b.sides.defender),
    roll,
    recent: b.events.slice(-5).map((e) => battleEventText(e, b)),
    result: b.winner ? `${sideLabel(b.winner)} wins the battle of ${areaName(b.area)}` : null,
  };
}

/** Who won the battle in `b.area` this turn, from the log (the battle view is gone once it ends). */
export function winnerOf(view: RichardView, b: BattleView): Side | null {
  if (b.winner) return b.winner;
  for (let i = view.log.length - 1; i >= 0; i--) {
    const e = view.log[i]!;
    if (e.k === 'battle-end' && e.p?.['area'] === b.area) return e.s ?? null;
    if (e.k === 'battle-start' && e.p?.['area'] === b.area) break;
  }
  return null;
}

/** The board of a battle that has ended: its result across the middle, nobody to act. */
export function finishedModel(m: BattleBoardModel, b: BattleView, winner: Side | null): BattleBoardModel {
  return {
    ...m,
    turn: 'The battle is over',
    result: winner
      ? `${sideLabel(winner)} wins the battle of ${areaName(b.area)}`
      : `The battle of ${areaName(b.area)} is over`,
    attacker: { ...m.attacker, blocks: m.attacker.blocks.map((x) => ({ ...x, acting: false })) },
    defender: { ...m.defender, blocks: m.defender.blocks.map((x) => ({ ...x, acting: false })) },
  };
}
