/**
 * The card battle's tutorial: a first battle as York (player 1) against the Easy bot on a fixed seed,
 * taught one decision at a time — the opening card, deployment, an attack that eliminates, archers
 * and berserkers when they come, reinforcement — until York has placed five cards and ended that
 * card's turn.
 *
 * As in Richard III's tutorial, the step is worked out from the position alone (`tutorialStep(view)`),
 * never from a counter the page keeps: a reload, Continue or Load resumes at the right step, and an
 * undo steps back. Any legal move carries the battle on; each step names the moves it suggests and
 * the one "Show me" picks on the board (the player still confirms it).
 *
 * What is suggested keeps the lessons' own advice: the opening lesson says not to play the general
 * (his fall gives the enemy an extra turn), so no step ever suggests him while another card may be
 * placed — a Czech play-test saw "Show me" place Edward IV in the attack lesson.
 */
import { DEF_BY_ID } from '../../../../engine/skirmish/data';
import { splitEliminated } from '../board-model';
import type { Action, Side, SkirmishView } from '../types';

/** How the tutorial battle is set up: the player's side (player 1), the opponent's level, the seed. */
export const TUTORIAL_GAME = {
  moduleId: 'skirmish',
  scenario: 'standard',
  /**
   * A seed whose lessons come in teaching order against today's Easy, with an attack that eliminates
   * (checked by tests/skirmish-ui/tutorial-steps.test.ts); here York's suggested cards all survive and
   * a berserker advances. On 6 the only attack was the general's, which the lessons no longer suggest
   * (39 before it met the attack before deployment once Easy's opening changed), so a change to Easy's
   * play may need a new seed.
   */
  seed: 51,
  player: 'york',
  opponent: 'lancaster',
  level: 'easy',
} as const;

/** York's placements, the opening included, after which the tutorial has said everything. */
export const TUTORIAL_PLACEMENTS = 5;

/** Every step the tutorial can be at. */
export const SKIRMISH_TUTORIAL_STEPS = [
  'opening',
  'opponent',
  'deploy',
  'attack',
  'place',
  'archers',
  'advance',
  'draw',
  'reinforce',
  'finished',
  'watch',
  'over',
] as const;
export type SkirmishTutorialStepId = (typeof SKIRMISH_TUTORIAL_STEPS)[number];

export interface SkirmishTutorialStep {
  readonly id: SkirmishTutorialStepId;
  /** The legal actions the step suggests (empty: nothing to click, watch the opponent). */
  readonly expected: readonly Action[];
  /** The one "Show me" picks on the board, if any. */
  readonly mark: Action | null;
}

function step(id: SkirmishTutorialStepId, expected: readonly Action[], mark?: Action | null): SkirmishTutorialStep {
  return { id, expected, mark: mark === undefined ? (expected[0] ?? null) : mark };
}

/** York's placements so far (the log's public 'placed' lines), the opening included. */
export function placementsBy(view: SkirmishView, side: Side): number {
  return view.log.filter((e) => e.k === 'placed' && e.s === side).length;
}

/** Whether `side` has ended a turn by drawing or taking a unit back (the log's public lines). */
const reinforcedBefore = (view: SkirmishView, side: Side): boolean =>
  view.log.some((e) => (e.k === 'drew' || e.k === 'recalled') && e.s === side);

/**
 * Whether `side` has eliminated an enemy unit in a turn of his third placement or later — the turns
 * the attack lesson speaks in (deployment comes first): the lesson is then learnt. The second card
 * may already eliminate (the deployment lesson's "Show me" prefers it), which teaches nothing yet.
 */
function eliminatedInLaterTurn(view: SkirmishView, side: Side): boolean {
  let placed = 0;
  let counts = false;
  for (const e of view.log) {
    if (e.k === 'turn') counts = false;
    else if (e.k === 'placed' && e.s === side) counts = ++placed >= 3;
    else if (e.k === 'eliminated' && e.s !== side && counts) return true;
  }
  return false;
}

const defOf = (view: SkirmishView, card: string): string => view.hand.find((c) => c.card === card)?.def ?? '';

/**
 * A placement's worth to a beginner, from the view's own previews: enemy units eliminated count,
 * own units lost count against, and a commander risked where nothing is won is held back.
 */
function placementWorth(view: SkirmishView, me: Side, a: Action): number {
  const { enemy, own } = eliminatedBy(view, me, a);
  const def = a.t === 'place' ? DEF_BY_ID.get(defOf(view, a.card)) : undefined;
  const held = def?.command ? 3 : 0;
  return enemy.length * 10 - own.length * 6 - held + (def ? def.defence / 10 : 0);
}

/** What `a` would eliminate at once, by side, as the view's preview says. */
function eliminatedBy(view: SkirmishView, me: Side, a: Action): { enemy: string[]; own: string[] } {
  const p = view.previews.find((x) => JSON.stringify(x.action) === JSON.stringify(a));
  return splitEliminated(p?.eliminated ?? [], me);
}

/** Whether `a` places the player's general (the card the opening lesson tells him to hold back). */
const placesGeneral = (view: SkirmishView, a: Action): boolean =>
  a.t === 'place' && !!DEF_BY_ID.get(defOf(view, a.card))?.general;

/** The moves a lesson may suggest: never the general, unless nothing else can be placed. */
function heedful(view: SkirmishView, acts: readonly Action[]): Action[] {
  const others = acts.filter((a) => !placesGeneral(view, a));
  return others.length ? others : acts.slice();
}

/** The legal placements a lesson may suggest, best first for a beginner (stable: the view's order breaks ties). */
function bestFirst(view: SkirmishView, me: Side, acts: readonly Action[]): Action[] {
  return heedful(view, acts)
    .map((a, i) => ({ a, i, w: placementWorth(view, me, a) }))
    .sort((x, y) => y.w - x.w || x.i - y.i)
    .map((x) => x.a);
}

/** Whether `a` would eliminate an enemy unit at once (its preview says so). */
const eliminatesEnemy = (view: SkirmishView, me: Side, a: Action): boolean =>
  eliminatedBy(view, me, a).enemy.length > 0;

/**
 * The tutorial's step at `view`'s position for the player `me` (the view's legal list is what may be
 * clicked). Pure: the same position always gives the same step.
 *
 * Each numbered lesson is given once, at its first occasion, which the log tells: the reinforcement
 * lesson at York's first end of turn (none drawn or taken back yet), deployment at his first card
 * after the opening, the attack until he has eliminated an enemy unit in one of its turns. Later
 * occasions get a short unnumbered reminder ('draw', 'place'): a play-test saw "lesson 2 of 4" come
 * back at every end of turn, after lesson 4.
 */
export function tutorialStep(view: SkirmishView, me: Side | null): SkirmishTutorialStep {
  if (me !== TUTORIAL_GAME.player) return step('watch', []);
  if (view.outcome) return step('over', []);
  const placed = placementsBy(view, me);
  const mine = view.toAct.includes(me);
  const legal = mine ? view.legal : [];
  // After the last lesson's placement a closing word stays until the next placement; then the battle
  // is his. The turn of the last placement is still the tutorial's: the closing word waits until his
  // archers, advances and draw are done (a play-test saw it while York still had to draw).
  if (placed > TUTORIAL_PLACEMENTS) return step('over', []);
  if (placed === TUTORIAL_PLACEMENTS && !(mine && view.phase !== 'place')) return step('finished', []);
  if (!mine) return step('opponent', []);
  switch (view.phase) {
    case 'place': {
      if (placed === 0) return step('opening', bestFirst(view, me, legal));
      // Where a card may go is taught first (lesson 3), whatever the position: the attack (lesson 4)
      // came before it once, off the suggested path ("lesson 4 of 4", then "lesson 3 of 4").
      const attacks = placed > 1 ? heedful(view, legal).filter((a) => eliminatesEnemy(view, me, a)) : [];
      const best = bestFirst(view, me, attacks.length ? attacks : legal)[0] ?? null;
      if (placed === 1) return step('deploy', heedful(view, legal), best);
      if (attacks.length && !eliminatedInLaterTurn(view, me)) return step('attack', bestFirst(view, me, attacks));
      return step('place', heedful(view, legal), best);
    }
    case 'archers': {
      // Shoot where the preview eliminates; otherwise the first choice the rules list.
      const shots = legal.filter((a) => eliminatesEnemy(view, me, a));
      return step('archers', legal, shots[0] ?? legal[0] ?? null);
    }
    case 'advance':
      return step('advance', legal);
    case 'reinforce': {
      const draw = legal.filter((a) => a.t === 'draw');
      return reinforcedBefore(view, me)
        ? step('draw', legal, draw[0] ?? null)
        : step('reinforce', legal, draw[0] ?? null);
    }
    case 'over':
      return step('over', []);
  }
}

/** Whether the step has anything to say (not for a spectator, nor once the tutorial is over). */
export function speaks(s: SkirmishTutorialStep): boolean {
  return s.id !== 'watch' && s.id !== 'over';
}
