/**
 * Battle phase (6.0): Player 1 picks each contested area in turn; each battle runs up to four
 * rounds of battle turns (fire, retreat, pass, charge, treason), then the winner regroups.
 */
import { AREAS, AREA_COUNT, BLOCKS, areaIndex, blockIndex, otherSide, type Side } from '../data';
import { eliminate } from '../elimination';
import { endBattlePhase } from '../flow';
import type { StepHandler } from '../procedure';
import { log, occupancy, ownerOf } from '../state';
import type { Action, AttackInfo, State } from '../types';
import { blocksInArea, currentBattle, defenderOf, isRevealed, presentBlocks, seniorHeir } from './context';
import { fire, hitBlock, placeHits, strongest } from './fire';
import { charge } from './charge';
import { nextGroup } from './order';
import { battleWinner, checkLosses, startRound } from './reserves';
import { isPirate, regroupOptions, retreatOptions } from './retreat';
import { rollTreason, treasonTag, treasonTargets } from './treason';
import type { BattleAction, BattleEvent, BattleStep } from './types';

export { isRevealed };

const id = (b: number) => BLOCKS[b]!.id;
const aid = (a: number) => AREAS[a]!.id;

/** Areas holding blocks of both sides (the captive Henry VI does not count). */
function contestedAreas(s: State): number[] {
  const o = occupancy(s);
  const out: number[] = [];
  for (let a = 0; a < AREA_COUNT; a++) if (o.lancaster[a]! > 0 && o.york[a]! > 0) out.push(a);
  return out;
}

/** Called by flow.ts after Player 2's action phase. */
export function startBattlePhase(s: State): void {
  const contested = contestedAreas(s);
  // Attack records of areas no longer contested (the defenders left) are void.
  for (let a = 0; a < AREA_COUNT; a++) if (s.attacks[a] && !contested.includes(a)) s.attacks[a] = null;
  s.battle = null;
  nextBattle(s);
}

function nextBattle(s: State): void {
  if (contestedAreas(s).length === 0) {
    endBattlePhase(s);
    return;
  }
  s.step = { k: 'battle-choose', side: s.p1 };
}

/** Fallback when no attack was recorded: Player 1 attacks, one main force, no reserves. */
function defaultAttack(s: State, area: number): AttackInfo {
  const defenders: number[] = [];
  for (let b = 0; b < s.loc.length; b++) if (s.loc[b] === area && ownerOf(s, b) !== s.p1) defenders.push(b);
  return { attacker: s.p1, attackerBorders: [], defenderBorders: [], reserves: [], pinning: 0, defenders };
}

function copyAttack(a: AttackInfo): AttackInfo {
  const c: AttackInfo = {
    attacker: a.attacker,
    attackerBorders: a.attackerBorders.slice(),
    defenderBorders: a.defenderBorders.slice(),
    reserves: a.reserves.slice(),
    pinning: a.pinning,
    defenders: a.defenders.slice(),
  };
  if (a.entries) c.entries = a.entries.map((e) => ({ block: e.block, border: e.border }));
  return c;
}

function startBattle(s: State, area: number): void {
  const info = s.attacks[area] ?? defaultAttack(s, area);
  s.battle = {
    area,
    attack: copyAttack(info),
    blocks: blocksInArea(s, area),
    round: 1,
    attacker: info.attacker,
    firstAttacker: info.attacker,
    reserves: info.reserves.filter((b) => s.loc[b] === area),
    defected: [],
    acted: [],
    treasonUsed: [],
    retreats: { lancaster: [], york: [] },
    regrouped: [],
    regroupCrossings: [],
    pending: null,
    winner: null,
    events: [{ k: 'round', round: 1 }],
  };
  log(s, { k: 'battle-start', r: '6.1', s: info.attacker, p: { area: aid(area) } });
  // A side with no round-1 blocks at all brings its reserves in at once (6.3), without a change of control.
  checkLosses(s, false);
  const card = s.treasonCard;
  if (card && treasonTargets(s, card, -1).length > 0) {
    s.step = { k: 'battle-treason', side: card };
    return;
  }
  advance(s);
}

/** Moves the battle on to the next decision: next battle turn, next round, or the end of the battle. */
function advance(s: State): void {
  for (;;) {
    if (s.outcome) return;
    const bs = currentBattle(s);
    const w = battleWinner(s);
    if (w) return endBattle(s, w);
    const g = nextGroup(s);
    if (!g) {
      if (bs.round === 4) return endBattle(s, defenderOf(bs));
      startRound(s);
      continue;
    }
    if (g.side === bs.attacker && bs.round === 4) {
      // 6.2 / ruling A16: attackers still present must retreat in round 4; one that cannot is eliminated (6.6).
      const o = occupancy(s);
      const stuck = g.blocks.filter((b) => retreatOptions(s, b, g.side, o).length === 0);
      if (stuck.length > 0) {
        for (const b of stuck) {
          if (s.outcome) return;
          bs.acted.push(b);
          bs.events.push({ k: 'no-retreat', block: b });
          eliminate(s, b, 'no-retreat');
        }
        if (!s.outcome) checkLosses(s, true);
        continue;
      }
    }
    s.step = { k: 'battle-turn', side: g.side };
    return;
  }
}

function endBattle(s: State, winner: Side): void {
  const bs = currentBattle(s);
  bs.winner = winner;
  bs.pending = null;
  log(s, { k: 'battle-end', r: '6.7', s: winner, p: { area: aid(bs.area), round: bs.round } });
  if (regroupActions(s, winner).length > 1) s.step = { k: 'battle-regroup', side: winner };
  else finishBattle(s);
}

/** After the battle: the area leaves the attack list and its blocks stand up hidden again (6.1). */
function finishBattle(s: State): void {
  s.attacks[currentBattle(s).area] = null;
  s.battle = null;
  nextBattle(s);
}

function regroupActions(s: State, side: Side): Action[] {
  const bs = currentBattle(s);
  const o = occupancy(s);
  const out: Action[] = [];
  for (const b of bs.blocks) {
    if (s.loc[b] !== bs.area || ownerOf(s, b) !== side || bs.regrouped.includes(b)) continue;
    for (const to of regroupOptions(s, b, side, o)) out.push({ t: 'regroup', block: id(b), to: aid(to) });
  }
  out.push({ t: 'done' });
  return out;
}

/**
 * Every action of the block group due to act now (6.2, 6.5, 6.6, 6.9). Our rulings where the rules
 * leave room: among blocks of one side due at the same moment the owner picks which acts first;
 * attackers in round 4 may only retreat — no fire, charge (ruling A16), pass or treason roll; a
 * treason roller must have arrived (a reserve counts as main force once it has arrived, A17).
 */
function turnActions(s: State, side: Side): Action[] {
  const bs = currentBattle(s);
  const g = nextGroup(s);
  if (!g || g.side !== side) return [];
  const out: Action[] = [];
  const o = occupancy(s);
  const mustRetreat = side === bs.attacker && bs.round === 4;
  const heir = mustRetreat ? -1 : seniorHeir(s, side);
  const enemies = presentBlocks(s, otherSide(side));
  for (const b of g.blocks) {
    const block = id(b);
    if (bs.round > 1) for (const to of retreatOptions(s, b, side, o)) out.push({ t: 'retreat', block, to: aid(to) });
    if (mustRetreat) continue;
    out.push({ t: 'fire', block });
    if (b === heir) for (const t of enemies) out.push({ t: 'charge', block, target: id(t) });
    const tag = treasonTag(s, b);
    if (tag && !bs.treasonUsed.includes(tag))
      for (const t of treasonTargets(s, side, b)) out.push({ t: 'treachery', block, target: id(t) });
    out.push({ t: 'pass', block });
  }
  return out;
}

function hitActions(s: State, side: Side): Action[] {
  const p = currentBattle(s).pending;
  if (!p || p.side !== side) return [];
  return strongest(s, side).map((b) => ({ t: 'take-hits', block: id(b) }) as Action);
}

const stepSide = (s: State): Side[] => ('side' in s.step && s.step.k.startsWith('battle') ? [s.step.side] : []);

function applyTurn(s: State, side: Side, a: BattleAction): void {
  const bs = currentBattle(s);
  if (a.t === 'take-hits') {
    const p = bs.pending!;
    const ev = bs.events[p.event] as BattleEvent & { k: 'fire' };
    const left = p.hits - hitBlock(s, ev, blockIndex(a.block), p.hits);
    bs.pending = null;
    if (s.outcome) return;
    if (left > 0 && !placeHits(s, p.firer, p.event, left)) {
      s.step = { k: 'battle-hits', side: bs.pending!.side };
      return;
    }
    return advance(s);
  }
  if (!('block' in a)) return;
  const b = blockIndex(a.block);
  bs.acted.push(b);
  switch (a.t) {
    case 'fire':
      if (!fire(s, b)) {
        if (!s.outcome) s.step = { k: 'battle-hits', side: bs.pending!.side };
        return;
      }
      break;
    case 'charge':
      charge(s, b, blockIndex(a.target));
      break;
    case 'retreat': {
      const to = areaIndex(a.to);
      const land = AREAS[bs.area]!.neighbors.find((n) => n.area === to);
      if (land && !isPirate(s, b, side)) bs.retreats[side].push(land.border);
      s.loc[b] = to;
      bs.events.push({ k: 'retreat', block: b, to });
      log(s, { k: 'battle-retreat', r: '6.6', s: side, p: { block: id(b), to: a.to } });
      checkLosses(s, true);
      break;
    }
    case 'pass':
      bs.events.push({ k: 'pass', block: b });
      log(s, { k: 'battle-pass', r: '6.2', s: side, p: { block: id(b) } });
      break;
    case 'treachery':
      bs.treasonUsed.push(treasonTag(s, b)!);
      rollTreason(s, side, b, blockIndex(a.target));
      break;
    default:
      break;
  }
  advance(s);
}

type BattleHandlers = Record<BattleStep['k'], StepHandler>;

export const battleHandlers: BattleHandlers = {
  'battle-choose': {
    actors: stepSide,
    legal: (s, side) =>
      s.step.k === 'battle-choose' && s.step.side === side
        ? contestedAreas(s).map((a) => ({ t: 'battle', area: aid(a) }) as Action)
        : [],
    apply(s, _side, a) {
      if (a.t === 'battle') startBattle(s, areaIndex(a.area));
    },
  },
  'battle-treason': {
    actors: stepSide,
    legal(s, side) {
      if (s.step.k !== 'battle-treason' || s.step.side !== side) return [];
      const out: Action[] = treasonTargets(s, side, -1).map((t) => ({ t: 'treason-card', target: id(t) }) as Action);
      out.push({ t: 'no-treason' });
      return out;
    },
    apply(s, side, a) {
      if (a.t === 'treason-card') {
        // Ruling A3: one roll in all for the turn, plain loyalty (no Warwick modifiers), against a main-force block.
        s.treasonCard = null;
        rollTreason(s, side, -1, blockIndex(a.target));
      }
      advance(s);
    },
  },
  'battle-turn': {
    actors: stepSide,
    legal: (s, side) => (s.step.k === 'battle-turn' && s.step.side === side ? turnActions(s, side) : []),
    apply: (s, side, a) => applyTurn(s, side, a as BattleAction),
  },
  'battle-hits': {
    actors: stepSide,
    legal: (s, side) => (s.step.k === 'battle-hits' && s.step.side === side ? hitActions(s, side) : []),
    apply: (s, side, a) => applyTurn(s, side, a as BattleAction),
  },
  'battle-regroup': {
    actors: stepSide,
    legal: (s, side) => (s.step.k === 'battle-regroup' && s.step.side === side ? regroupActions(s, side) : []),
    apply(s, side, a) {
      const bs = currentBattle(s);
      if (a.t !== 'regroup') return finishBattle(s);
      const b = blockIndex(a.block);
      const to = areaIndex(a.to);
      const land = AREAS[bs.area]!.neighbors.find((n) => n.area === to);
      if (land && !isPirate(s, b, side)) bs.regroupCrossings.push(land.border);
      const revealed = isRevealed(s, b);
      bs.regrouped.push(b);
      s.loc[b] = to;
      if (revealed) log(s, { k: 'battle-regroup', r: '6.7', s: side, p: { block: id(b), to: a.to } });
      else {
        log(s, { k: 'battle-regroup', r: '6.7', s: side, p: { block: id(b), to: a.to }, only: side });
        log(s, { k: 'battle-regroup', r: '6.7', s: side, p: { to: a.to }, only: otherSide(side) });
      }
      if (regroupActions(s, side).length <= 1) finishBattle(s);
    },
  },
};
