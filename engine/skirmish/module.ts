/** The card battle as a hosted game: the GameModule adapter over the rules. */
import { applyOnCopy, type GameModule, type GameSummary } from '../core/game';
import { hashJson } from '../core/hash';
import { SIDES, type Side } from './data';
import { parseAction } from './actions';
import { actors, legalActionAt, legalActionCount, legalActions, playAction } from './rules';
import { SCENARIOS, setupGame } from './setup';
import { makeView, type SkirmishView } from './view';
import type { OptionsInput } from './options';
import { SKIRMISH_OPTION_DESCRIPTORS } from './option-descriptors';
import { STATE_VERSION, type Action, type State } from './types';
import { determinize } from './determinize';
import { skirmishBots } from './bots';

/** Deep enough for search: arrays copied, log entries shared (never changed once logged). */
export function cloneState(s: State): State {
  return {
    ...s,
    rng: { ...s.rng },
    defs: s.defs,
    decks: { york: s.decks.york.slice(), lancaster: s.decks.lancaster.slice() },
    hands: { york: s.hands.york.slice(), lancaster: s.hands.lancaster.slice() },
    pos: s.pos.slice(),
    onBoard: s.onBoard.slice(),
    piles: { york: s.piles.york.slice(), lancaster: s.piles.lancaster.slice() },
    archersToChoose: s.archersToChoose.slice(),
    archerChoices: s.archerChoices.map((a) => ({ ...a })),
    tookPart: s.tookPart.slice(),
    claims: s.claims.map((c) => ({ card: c.card, squares: c.squares.slice() })),
    generalsFallen: s.generalsFallen.slice(),
    extraTurns: { ...s.extraTurns },
    log: s.log.slice(),
    outcome: s.outcome && { ...s.outcome },
  };
}

/** Taking back a placement, an archer's choice or an advance, before any card is drawn or the turn passes. */
export function canUndo(before: State, player: Side, action: Action, after: State): boolean {
  return (
    (action.t === 'place' || action.t === 'archer' || action.t === 'advance') &&
    after.outcome === null &&
    after.turn === before.turn &&
    after.active === player &&
    actors(after).includes(player) &&
    after.decks[player].length === before.decks[player].length
  );
}

/** Where a turn stands, as the summary's phase code (the page words it; unique across hosted games). */
export type SkirmishPhaseCode = 'deployment' | 'archers' | 'berserkers' | 'reinforcement' | 'game-over';
const PHASE_CODES: Record<State['phase'], SkirmishPhaseCode> = {
  place: 'deployment',
  archers: 'archers',
  advance: 'berserkers',
  reinforce: 'reinforcement',
  over: 'game-over',
};

export const skirmish: GameModule<State, Action, SkirmishView, Side, OptionsInput> = {
  id: 'skirmish',
  title: 'Skirmish: the card battle',
  stateVersion: STATE_VERSION,
  players: SIDES,
  scenarios: SCENARIOS,
  options: SKIRMISH_OPTION_DESCRIPTORS,
  setup: (scenario, seed, options) => setupGame(scenario, seed, options),
  toAct: actors,
  legalActions,
  legalActionCount,
  legalActionAt,
  apply: applyOnCopy(cloneState, playAction),
  play: playAction,
  clone: cloneState,
  view: makeView,
  outcome: (s) => s.outcome,
  summary(s): GameSummary {
    const phase = PHASE_CODES[s.phase];
    const label = s.outcome
      ? `Game over — ${s.outcome.winner ? (s.outcome.winner === 'york' ? 'York' : 'Lancaster') + ' wins' : 'draw'}`
      : `Turn ${s.turn} — ${s.active === 'york' ? 'York' : 'Lancaster'}, ${phase}`;
    return { label, turn: s.turn, phase };
  },
  parseAction,
  canUndo,
  hash: (s) => hashJson(s),
  determinize,
  // Read when asked: the bots import this file's clone, so whichever of the two loads first, the table is there by then.
  get bots() {
    return skirmishBots;
  },
};
