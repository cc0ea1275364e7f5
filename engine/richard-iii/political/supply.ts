/**
 * Supply phase (7.0). Ruling A20 fixes the order: Clarence executions (Lancaster), Exeter
 * executions (York), the Pretender's heir entry (6.82) and supply losses, then the King's
 * (6.81 new King, 6.82 heirs) and his supply losses.
 *
 * 7.1: an area supports 4 blocks of a side, 5 with a city; 7.2: Calais and France 4, Ireland and
 * Scotland 2, each not counting its own mercenaries (ruling A21: a mercenary from elsewhere counts;
 * see `countsForLimit`). Each surplus block costs one step, the
 * owner choosing which blocks (ruling A20: one step per surplus block; a block reduced once is not
 * counted again). Blocks in the pool or face down never count. Eliminations follow 6.8.
 */
import { AREAS, BLOCKS, BLOCK_COUNT, areaIndex, blockIndex, isExile, type Side } from '../data';
import { reduce } from '../elimination';
import { endSupplyPhase } from '../flow';
import type { StepHandler } from '../procedure';
import { log, occupancy, ownerOf, pretenderSide } from '../state';
import { MINOR, type Action, type State } from '../types';
import { execute, executionCandidate, isHeld } from './executions';
import { HEIRS, countsByArea, heirEntryAreas, isCounted, roomByArea } from './places';
import { checkPrisonerRescue } from './prisoner';
import { enterHeir, nextEntrant, succeedIfKingDead } from './succession';
import { SUPPLY_STAGES, type SupplyState, type SupplyStep } from './types';

export function startSupplyPhase(s: State): void {
  s.supply = { stage: 'clarence', heir: -1, owedAreas: [], owed: [], reduced: [] };
  log(s, { k: 'supply-phase', r: '7.0', p: { campaign: s.campaign, turn: s.turn } });
  checkPrisonerRescue(s);
  succeedIfKingDead(s); // 6.81: at the start of the supply phase
  advanceSupply(s);
}

const nextStage = (sup: SupplyState): void => {
  sup.stage = SUPPLY_STAGES[SUPPLY_STAGES.indexOf(sup.stage) + 1]!;
};

/** Side acting in the current heir/loss stage. */
const stageSide = (s: State, sup: SupplyState): Side =>
  sup.stage.startsWith('pretender') ? pretenderSide(s) : s.kingSide;

/** Runs automatic parts until a player must decide (sets s.step) or the phase ends. */
export function advanceSupply(s: State): void {
  for (;;) {
    const sup = s.supply;
    if (s.outcome || !sup) return;
    switch (sup.stage) {
      case 'clarence':
      case 'exeter': {
        const { block, side } = executionCandidate(sup.stage);
        if (isHeld(s, block) && ownerOf(s, block) === side && sup.heir !== block) {
          sup.heir = block; // marks "asked" for this stage
          s.step = { k: 'supply-execute', side };
          return;
        }
        sup.heir = -1;
        nextStage(sup);
        break;
      }
      case 'pretender-heirs':
      case 'king-heirs': {
        const side = stageSide(s, sup);
        const h = nextEntrant(s, side);
        if (h >= 0) {
          const areas = heirEntryAreas(s, occupancy(s), side);
          if (areas.length === 1) {
            enterHeir(s, side, h, areas[0]!);
            continue;
          }
          if (areas.length > 1) {
            sup.heir = h;
            s.step = { k: 'supply-heir', side };
            return;
          }
          // Ruling A18: no friendly or vacant crown area — entry postponed to a later supply phase.
          log(s, { k: 'heir-postponed', r: '6.82', s: side });
        } else if (!HEIRS[side].some((x) => s.loc[x] === MINOR)) {
          s.pendingHeirs[side] = 0;
        }
        sup.heir = -1;
        computeOwed(s, sup, side);
        nextStage(sup);
        break;
      }
      case 'pretender-losses':
      case 'king-losses': {
        if (sup.owed.some((n) => n > 0)) {
          s.step = { k: 'supply-loss', side: stageSide(s, sup) };
          return;
        }
        nextStage(sup);
        break;
      }
      case 'done':
        s.supply = null;
        endSupplyPhase(s);
        return;
    }
  }
}

/** 7.1/7.2: the surplus of every over-stacked area of `side`. */
function computeOwed(s: State, sup: SupplyState, side: Side): void {
  sup.owedAreas = [];
  sup.owed = [];
  for (const [a, room] of roomByArea(countsByArea(s, side))) {
    if (room < 0) {
      sup.owedAreas.push(a);
      sup.owed.push(-room);
    }
  }
  if (sup.owedAreas.length > 0) {
    log(s, {
      k: 'supply-overstack',
      r: isExile(sup.owedAreas[0]!) ? '7.2' : '7.1',
      s: side,
      p: { areas: sup.owedAreas.map((a) => AREAS[a]!.id), steps: sup.owed },
    });
  }
}

function lossCandidates(s: State, sup: SupplyState, side: Side): number[] {
  const out: number[] = [];
  for (let b = 0; b < BLOCK_COUNT; b++) {
    if (!isCounted(s, side, b) || sup.reduced.includes(b)) continue;
    const i = sup.owedAreas.indexOf(s.loc[b]!);
    if (i >= 0 && sup.owed[i]! > 0) out.push(b);
  }
  return out;
}

const actorsOf = (s: State): Side[] => ('side' in s.step && s.step.k.startsWith('supply') ? [s.step.side] : []);

export const supplyHandlers: Record<SupplyStep['k'], StepHandler> = {
  'supply-execute': {
    actors: actorsOf,
    legal(s, side) {
      const sup = s.supply;
      if (s.step.k !== 'supply-execute' || s.step.side !== side || !sup || sup.heir < 0) return [];
      const id = BLOCKS[sup.heir]!.id;
      return [
        { t: 'execute', block: id },
        { t: 'spare', block: id },
      ];
    },
    apply(s, side, a) {
      const sup = s.supply!;
      if (a.t === 'execute') execute(s, side, sup.heir);
      nextStage(sup);
      sup.heir = -1;
      advanceSupply(s);
    },
  },
  'supply-heir': {
    actors: actorsOf,
    legal(s, side) {
      const sup = s.supply;
      if (s.step.k !== 'supply-heir' || s.step.side !== side || !sup || sup.heir < 0) return [];
      const id = BLOCKS[sup.heir]!.id;
      return heirEntryAreas(s, occupancy(s), side).map((a): Action => ({
        t: 'heir-enter',
        block: id,
        to: AREAS[a]!.id,
      }));
    },
    apply(s, side, a) {
      if (a.t !== 'heir-enter') return;
      const sup = s.supply!;
      enterHeir(s, side, sup.heir, areaIndex(a.to));
      sup.heir = -1;
      advanceSupply(s);
    },
  },
  'supply-loss': {
    actors: actorsOf,
    legal(s, side) {
      const sup = s.supply;
      if (s.step.k !== 'supply-loss' || s.step.side !== side || !sup) return [];
      return lossCandidates(s, sup, side).map((b): Action => ({ t: 'supply-loss', block: BLOCKS[b]!.id }));
    },
    apply(s, side, a) {
      if (a.t !== 'supply-loss') return;
      const sup = s.supply!;
      const b = blockIndex(a.block);
      const area = s.loc[b]!;
      const i = sup.owedAreas.indexOf(area);
      if (i >= 0) sup.owed[i]!--;
      sup.reduced.push(b);
      log(s, { k: 'supply-loss', r: isExile(area) ? '7.2' : '7.1', s: side, p: { area: AREAS[area]!.id } });
      log(s, {
        k: 'supply-loss',
        r: isExile(area) ? '7.2' : '7.1',
        s: side,
        only: side,
        p: { block: a.block, area: AREAS[area]!.id },
      });
      reduce(s, b, 1, isExile(area) ? 'exile-limit' : 'supply');
      advanceSupply(s);
    },
  },
};
