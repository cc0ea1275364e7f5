/** Richard III as a hosted game: the GameModule adapter over the rules. */
import { applyOnCopy, type GameModule, type GameSummary } from '../core/game';
import { hashJson } from '../core/hash';
import { AREAS, SCENARIOS, SCENARIO_IDS, SIDES, type Side } from './data';
import { parseAction } from './actions';
import { actors, legalActions, playAction } from './rules';
import { setupGame } from './setup';
import { canUndo } from './undo';
import { cloneState } from './clone';

export { cloneState };
import { richardBots } from './bots';
import { determinize } from './determinize';
import { battleOdds } from './battle/odds';
import { makeView, type RichardView } from './view';
import { chartStats } from './stats';
import { STATE_VERSION, type Action, type State } from './types';

/**
 * The phase of the game as a code (the page words it: its catalogue's `summary.phase.*`); the step
 * kinds of one phase share it.
 */
export type PhaseCode = 'mulligan' | 'card' | 'action' | 'battle' | 'supply' | 'political' | 'game-over';

const PHASES: Record<string, PhaseCode> = {
  mulligan: 'mulligan',
  'mulligan-reply': 'mulligan',
  card: 'card',
  action: 'action',
  'game-over': 'game-over',
};

export function phaseCode(stepKind: string): PhaseCode {
  return (
    PHASES[stepKind] ??
    (stepKind.startsWith('battle') ? 'battle' : stepKind.startsWith('supply') ? 'supply' : 'political')
  );
}

/** English words for the summary's `label`, kept for logs and command-line tools (the page words the codes). */
const PHASE_LABELS: Record<PhaseCode, string> = {
  mulligan: 'mulligan',
  card: 'card phase',
  action: 'action phase',
  battle: 'battle phase',
  supply: 'supply phase',
  political: 'political turn',
  'game-over': 'game over',
};

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
  revealedView: (s) => makeView(s, null, true),
  chartStats,
  legalInView: (v) => v.legal,
  outcome: (s) => s.outcome,
  summary(s): GameSummary {
    const phase = phaseCode(s.step.k);
    const label = s.outcome
      ? `Game over — ${s.outcome.winner ? (s.outcome.winner === 'lancaster' ? 'Lancaster' : 'York') + ' wins' : 'draw'}`
      : s.step.k.startsWith('political')
        ? `Campaign ${s.campaign}, political turn`
        : `Campaign ${s.campaign}, turn ${s.turn} — ${PHASE_LABELS[phase]}`;
    const battle = s.battle ? { battle: AREAS[s.battle.area]!.id } : {};
    return { label, campaign: s.campaign, turn: s.turn, phase, ...battle };
  },
  parseAction,
  canUndo,
  hash: (s) => hashJson(s),
  determinize,
  battleOdds,
  bots: richardBots,
};
