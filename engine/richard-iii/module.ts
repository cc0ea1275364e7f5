/** Richard III as a hosted game: the GameModule adapter over the rules. */
import { applyOnCopy, type GameModule, type GameSummary } from '../core/game';
import { hashJson } from '../core/hash';
import { SCENARIOS, SCENARIO_IDS, SIDES, type Side } from './data';
import { parseAction } from './actions';
import { actors, legalActions, playAction } from './rules';
import { setupGame } from './setup';
import { canUndo } from './undo';
import { cloneState } from './clone';

export { cloneState };
import { richardBots } from './bots';
import { determinize } from './determinize';
import { makeView, type RichardView } from './view';
import { STATE_VERSION, type Action, type State } from './types';

const PHASES: Record<string, string> = {
  mulligan: 'mulligan',
  'mulligan-reply': 'mulligan',
  card: 'card phase',
  action: 'action phase',
  'game-over': 'game over',
};

export function phaseName(stepKind: string): string {
  return (
    PHASES[stepKind] ??
    (stepKind.startsWith('battle') ? 'battle phase' : stepKind.startsWith('supply') ? 'supply phase' : 'political turn')
  );
}

export const richardIII: GameModule<State, Action, RichardView, Side> = {
  id: 'richard-iii',
  title: 'Richard III: The Wars of the Roses',
  stateVersion: STATE_VERSION,
  players: SIDES,
  scenarios: SCENARIO_IDS.map((id) => ({ id, name: SCENARIOS[id].name })),
  setup: (scenario, seed) => setupGame(scenario, seed),
  toAct: actors,
  legalActions,
  apply: applyOnCopy(cloneState, playAction),
  play: playAction,
  clone: cloneState,
  view: makeView,
  legalInView: (v) => v.legal,
  outcome: (s) => s.outcome,
  summary(s): GameSummary {
    const phase = phaseName(s.step.k);
    const label = s.outcome
      ? `Game over — ${s.outcome.winner ? (s.outcome.winner === 'lancaster' ? 'Lancaster' : 'York') + ' wins' : 'draw'}`
      : s.step.k.startsWith('political')
        ? `Campaign ${s.campaign}, political turn`
        : `Campaign ${s.campaign}, turn ${s.turn} — ${phase}`;
    return { label, campaign: s.campaign, turn: s.turn, phase };
  },
  parseAction,
  canUndo,
  hash: (s) => hashJson(s),
  determinize,
  bots: richardBots,
};
