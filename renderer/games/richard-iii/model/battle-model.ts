/** The engine's BattleView (+ the legal list) → the battle board's model, and battle events in the player's words. */
import type { BattleBoardModel, BoardBlock, BoardRoll, BoardSide } from '../scenes/battle/model';
import { currentLanguage, t } from '../../../src/i18n/language.svelte';
import { areaName, blockLabel, blockName } from './names';
import type { Action, BattleBlockView, BattleEventView, BattleSideView, BattleView, RichardView, Side } from './types';

/**
 * "3 hits" and what became of them: placed on named blocks, waiting for the owner to choose among
 * tied blocks (`waiting`), or lost because nothing was left to take them (a charge's surplus).
 */
function hitsText(e: BattleEventView & { k: 'fire' }, waiting: number): string {
  const placed = e.hits.reduce((s, h) => s + h.n, 0);
  const lost = e.rolled - placed - waiting;
  const notes = [
    ...e.hits.map((h) => t('battle.hitOn', { block: blockName(h.block), count: h.n })),
    ...(waiting > 0 ? [t('battle.toAssign', { count: waiting })] : []),
    ...(lost > 0 ? [t('battle.lost', { count: lost })] : []),
  ];
  const hits = t('battle.hits', { count: e.rolled });
  return notes.length ? t('battle.hitsNoted', { hits, notes: notes.join(', ') }) : hits;
}

/** Hits of the latest fire still waiting for a choice among tied blocks. */
function waitingHits(b: Pick<BattleView, 'pendingHits' | 'events'>, e: BattleEventView): number {
  const p = b.pendingHits;
  if (!p || e.k !== 'fire' || e.block !== p.firer) return 0;
  const lastFire = [...b.events].reverse().find((x) => x.k === 'fire');
  return lastFire === e ? p.hits : 0;
}

const yes = (v: boolean): string => (v ? 'yes' : 'no');

export function battleEventText(e: BattleEventView, b?: Pick<BattleView, 'pendingHits' | 'events'>): string {
  switch (e.k) {
    case 'fire': {
      const shot = { block: blockName(e.block), hits: hitsText(e, b ? waitingHits(b, e) : 0) };
      if (e.mode === 'charge') return t('battle.event.charge', shot);
      return e.mode === 'counter' ? t('battle.event.counter', shot) : t('battle.event.fire', shot);
    }
    case 'retreat':
      return t('battle.event.retreat', { block: blockName(e.block), to: areaName(e.to) });
    case 'pass':
      return t('battle.event.pass', { block: blockName(e.block) });
    case 'no-retreat':
      return t('battle.event.noRetreat', { block: blockName(e.block) });
    case 'treason': {
      const roll = { target: blockName(e.target), defected: yes(e.defected) };
      return e.roller === 'treason-card'
        ? t('battle.event.treasonCard', roll)
        : t('battle.event.treason', { ...roll, roller: blockName(e.roller) });
    }
    case 'arrive':
      return t('battle.event.arrive', { side: e.side, count: e.count });
    case 'swap':
      return t('battle.event.swap', { attacker: e.attacker });
    case 'round':
      return t('battle.event.round', { round: e.round });
  }
}

function rollText(e: BattleEventView & { k: 'fire' }, waiting: number): string {
  const shot = { block: blockName(e.block), fp: e.fp, hits: hitsText(e, waiting) };
  if (e.mode === 'charge') return t('battle.roll.charge', shot);
  return e.mode === 'counter' ? t('battle.roll.counter', shot) : t('battle.roll.fire', shot);
}

function lastRoll(b: BattleView): { roll: BoardRoll | null; hits: Map<string, number>; firer: string | null } {
  const events = b.events;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.k === 'fire') {
      return {
        roll: { side: e.side, kind: 'fire', fp: e.fp, dice: e.dice, text: rollText(e, waitingHits(b, e)) },
        hits: new Map(e.hits.map((h) => [h.block, h.n])),
        firer: e.block,
      };
    }
    if (e.k === 'treason') {
      const roll = { target: blockName(e.target), defected: yes(e.defected) };
      return {
        roll: {
          side: e.side,
          kind: 'treason',
          fp: 0,
          dice: e.dice,
          text:
            e.roller === 'treason-card'
              ? t('battle.roll.treasonCard', roll)
              : t('battle.roll.treason', { ...roll, roller: blockName(e.roller) }),
        },
        hits: new Map(),
        firer: null,
      };
    }
  }
  return { roll: null, hits: new Map(), firer: null };
}

/** Whose turn it is on the board, in words. */
function turnText(b: BattleView, viewer: Side | null): string {
  if (b.winner) return t('battle.turn.over');
  const side = b.toAct;
  if (!side) return '';
  if (b.stage === 'turn') {
    const blocks = orList(b.acting.map(blockName));
    return side === viewer ? t('battle.turn.yours', { blocks }) : t('battle.turn.theirs', { side, blocks });
  }
  if (b.stage === 'hits') return t('battle.turn.hits', { side, hits: b.pendingHits?.hits ?? 0 });
  if (b.stage === 'regroup') return t('battle.turn.regroup', { side });
  return t('battle.turn.treason', { side });
}

/** "A, B or C" in the player's language. */
function orList(items: readonly string[]): string {
  return new Intl.ListFormat(currentLanguage(), { type: 'disjunction' }).format(items);
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
    title: t('battle.board.side', { role: s.role, side: s.side }),
    blocks: s.main.map((v) => block(v, s.side)),
    reserves: s.reserves.map((v) => block(v, s.side)),
    hiddenReserves: s.reserveCount,
  });
  return {
    title: t('battle.title', { area: areaName(b.area) }),
    labels: {
      round: t('battle.board.round'),
      reserves: t('battle.board.reserves'),
      none: t('battle.board.none'),
      noRoll: t('battle.board.noRoll'),
    },
    round: b.round,
    turn: turnText(b, viewer),
    attacker: side(b.sides.attacker),
    defender: side(b.sides.defender),
    roll,
    recent: b.events.slice(-5).map((e) => battleEventText(e, b)),
    result: b.winner ? t('battle.won', { side: b.winner, area: areaName(b.area) }) : null,
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
    turn: t('battle.turn.over'),
    result: winner
      ? t('battle.won', { side: winner, area: areaName(b.area) })
      : t('battle.ended', { area: areaName(b.area) }),
    attacker: { ...m.attacker, blocks: m.attacker.blocks.map((x) => ({ ...x, acting: false })) },
    defender: { ...m.defender, blocks: m.defender.blocks.map((x) => ({ ...x, acting: false })) },
  };
}
