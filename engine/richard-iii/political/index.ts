/**
 * Political turn (8.0), in exactly this order: 8.1 levies disband, 8.2 usurpation (after the
 * scenario's last campaign the game ends there, 9.0), 8.3 Pretender goes home (then his exile
 * limits, ruling A21), 8.4 King goes home (then his exile limits), 8.5 campaign reset; then flow
 * deals the next campaign (endPoliticalTurn).
 */
import { areaIndex, blockIndex, type Side } from '../data';
import { endGame, endPoliticalTurn } from '../flow';
import type { StepHandler } from '../procedure';
import { log, pretenderSide } from '../state';
import { POOL, type State } from '../types';
import { exileExtras, exileLegal, sendExileToPool } from './exile-limits';
import { applyGoHome, autoGoHome, goHomeLegal, goingHomeBlocks } from './going-home';
import { disbandLevies } from './levies';
import { murderPrisonerIfYorkWins } from './prisoner';
import { campaignReset } from './reset';
import { usurpation } from './usurpation';
import { POLITICAL_STAGES, type PoliticalState, type PoliticalStep } from './types';

export { startSupplyPhase, supplyHandlers } from './supply';
export { supplyView, politicalView } from './view';

export function startPoliticalTurn(s: State): void {
  log(s, { k: 'political-turn', r: '8.0', p: { campaign: s.campaign } });
  disbandLevies(s); // 8.1
  const { counts, usurped } = usurpation(s); // 8.2
  if (s.campaign >= s.lastCampaign) {
    // 9.0: after the last campaign, whoever is King after usurpation wins.
    murderPrisonerIfYorkWins(s, s.kingSide);
    s.political = { stage: 'done', counts, usurped, pending: [] };
    endGame(s, s.kingSide, 'usurpation');
    return;
  }
  s.political = { stage: 'pretender-home', counts, usurped, pending: goingHomeBlocks(s, pretenderSide(s)) };
  advancePolitical(s);
}

const nextStage = (pol: PoliticalState): void => {
  pol.stage = POLITICAL_STAGES[POLITICAL_STAGES.indexOf(pol.stage) + 1]!;
};

const stageSide = (s: State, pol: PoliticalState): Side =>
  pol.stage.startsWith('pretender') ? pretenderSide(s) : s.kingSide;

/** Runs automatic parts until a player must decide (sets s.step) or the turn ends. */
export function advancePolitical(s: State): void {
  for (;;) {
    const pol = s.political;
    if (s.outcome || !pol) return;
    const side = stageSide(s, pol);
    switch (pol.stage) {
      case 'pretender-home':
      case 'king-home':
        if (autoGoHome(s, pol.pending)) {
          s.step = { k: 'political-home', side };
          return;
        }
        nextStage(pol);
        break;
      case 'pretender-exile':
      case 'king-exile':
        if (exileExtras(s, side).length > 0) {
          s.step = { k: 'political-exile', side };
          return;
        }
        if (pol.stage === 'pretender-exile') {
          pol.stage = 'king-home';
          pol.pending = goingHomeBlocks(s, s.kingSide);
        } else pol.stage = 'done';
        break;
      case 'done':
        campaignReset(s); // 8.5
        s.political = null;
        endPoliticalTurn(s);
        return;
    }
  }
}

const actorsOf = (s: State): Side[] =>
  s.step.k === 'political-home' || s.step.k === 'political-exile' ? [s.step.side] : [];

export const politicalHandlers: Record<PoliticalStep['k'], StepHandler> = {
  'political-home': {
    actors: actorsOf,
    legal: (s, side) =>
      s.step.k === 'political-home' && s.step.side === side && s.political ? goHomeLegal(s, s.political.pending) : [],
    apply(s, _side, a) {
      const pol = s.political!;
      if (a.t === 'go-home') applyGoHome(s, pol.pending, blockIndex(a.block), areaIndex(a.to));
      else if (a.t === 'go-pool') applyGoHome(s, pol.pending, blockIndex(a.block), POOL);
      advancePolitical(s);
    },
  },
  'political-exile': {
    actors: actorsOf,
    legal: (s, side) => (s.step.k === 'political-exile' && s.step.side === side ? exileLegal(s, side) : []),
    apply(s, _side, a) {
      if (a.t === 'exile-pool') sendExileToPool(s, blockIndex(a.block));
      advancePolitical(s);
    },
  },
};
