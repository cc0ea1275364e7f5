/**
 * The tutorial's script: a first game of the 1483 scenario as York (King Richard) against the Easy
 * bot on a fixed seed, taught one decision at a time — card, a move, an attack, a recruit, the end
 * of the action phase, the battle, and the supply phase seen at the start of the next turn.
 *
 * The step is worked out from the position alone (`tutorialStep(view)`), never from a counter the
 * page keeps: a reload, Continue or Load resumes at the right step, and an undo steps back. Each
 * step names the legal actions that advance it; if the player does something else that is legal,
 * the lessons it made impossible are passed over and the step says he left the script.
 */
import type { Action, BlockId, RichardView, Side } from '../model/types';

/** How the tutorial game is set up: the player's side, the opponent's level, scenario and seed. */
export const TUTORIAL_GAME = {
  moduleId: 'richard-iii',
  scenario: 'richard-iii',
  /** A seed whose deal needs no mulligan and gives York a 3 AP card (checked by tests/ui/tutorial-steps.test.ts). */
  seed: 1,
  player: 'york',
  opponent: 'lancaster',
  /** The Easy bot decides at once from a seed fixed by the game's seed and position: the same moves every time. */
  level: 'easy',
} as const;

/** The blocks and areas the action-phase lessons use (the 1483 set-up). */
export const LESSON = {
  move: { block: 'y-arundel', from: 'sussex', to: 'middlesex' },
  attack: { from: 'east-anglia', to: 'leicester' },
  recruit: { block: 'y-london-levy', to: 'middlesex' },
} as const;

export type TutorialStepId =
  | 'mulligan'
  | 'card'
  | 'card-wait'
  | 'opponent'
  | 'move'
  | 'attack'
  | 'recruit'
  | 'end'
  | 'battle-watch'
  | 'battle-choose'
  | 'battle-fire'
  | 'battle-hits'
  | 'battle-regroup'
  | 'battle-other'
  | 'supply-loss'
  | 'supply'
  | 'finished'
  | 'over'
  | 'free'
  | 'watch';

export interface TutorialStep {
  readonly id: TutorialStepId;
  /** The legal actions that advance this step (empty: nothing to click, watch the opponent). */
  readonly expected: readonly Action[];
  /** The one to point at on the board or in the panel (the first expected), if any. */
  readonly mark: Action | null;
  /** The player did something the script did not ask for (legal, so the game goes on). */
  readonly offScript: boolean;
}

const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

function step(id: TutorialStepId, expected: readonly Action[], offScript = false, mark?: Action): TutorialStep {
  return { id, expected, mark: mark ?? expected[0] ?? null, offScript };
}

const placeOf = (view: RichardView, block: BlockId | string): string | null =>
  view.blocks.find((b) => b.id === block)?.place ?? null;

/** The player's side in the tutorial (York), or null for a spectator's or the other side's view. */
function isTutorialSide(side: Side | null): side is Side {
  return side === TUTORIAL_GAME.player;
}

/**
 * The action-phase lessons: each is paid for (its 1 AP spent) and done once the position shows it,
 * and says which legal actions do it.
 */
interface Lesson {
  readonly id: 'move' | 'attack' | 'recruit';
  readonly paid: (view: RichardView, me: Side) => boolean;
  readonly done: (view: RichardView, me: Side) => boolean;
  readonly actions: (view: RichardView, legal: readonly Action[]) => Action[];
}

const LESSONS: readonly Lesson[] = [
  {
    id: 'move',
    paid: (v) => LESSONS[0]!.done(v, TUTORIAL_GAME.player),
    done: (v) => v.blocks.some((b) => b.id === LESSON.move.block && (b.moved || b.place !== LESSON.move.from)),
    actions: (_v, legal) =>
      legal.filter((a) => a.t === 'move' && a.block === LESSON.move.block && a.path.at(-1) === LESSON.move.to),
  },
  {
    id: 'attack',
    // Paid once a block of the group has gone (an attack, or a plain move if the enemy has left).
    paid: (v, me) =>
      v.attacks.some((a) => a.attacker === me && a.area === LESSON.attack.to) ||
      v.blocks.some((b) => b.side === me && b.place === LESSON.attack.to && b.moved),
    // The whole group goes: the first block pays the AP, the rest of the group follows free (5.2).
    done: (v, me) =>
      LESSONS[1]!.paid(v, me) &&
      !v.blocks.some((b) => b.side === me && b.place === LESSON.attack.from && !b.moved && b.id !== null),
    // The East Anglia group, each block by any land route into Leicester.
    actions: (v, legal) =>
      legal.filter(
        (a) => a.t === 'move' && a.path.at(-1) === LESSON.attack.to && placeOf(v, a.block) === LESSON.attack.from,
      ),
  },
  {
    id: 'recruit',
    paid: (v) => LESSONS[2]!.done(v, TUTORIAL_GAME.player),
    done: (v) => placeOf(v, LESSON.recruit.block) !== 'pool',
    actions: (_v, legal) =>
      legal.filter((a) => a.t === 'recruit' && a.block === LESSON.recruit.block && a.to === LESSON.recruit.to),
  },
];

function actionPhaseStep(view: RichardView, me: Side, legal: readonly Action[]): TutorialStep {
  const act = view.action!;
  const played = view.played[me];
  const cardAp = played && played !== 'hidden' ? played.ap : 0;
  const paid = LESSONS.filter((l) => l.paid(view, me)).length;
  // Each lesson costs 1 AP: more spent than lessons paid for means the player did something else.
  const offScript = cardAp - act.ap > paid;
  for (const lesson of LESSONS) {
    if (lesson.done(view, me)) continue;
    const acts = lesson.actions(view, legal);
    if (acts.length) return step(lesson.id, acts, offScript);
  }
  const end = legal.filter((a) => a.t === 'end');
  return step('end', end, offScript || LESSONS.some((l) => !l.done(view, me)));
}

function battleStep(view: RichardView, legal: readonly Action[]): TutorialStep {
  if (!legal.length) return step('battle-watch', []);
  switch (view.step) {
    case 'battle-choose':
      return step('battle-choose', legal);
    case 'battle-turn': {
      const fire = legal.filter((a) => a.t === 'fire');
      return fire.length ? step('battle-fire', fire) : step('battle-other', legal);
    }
    case 'battle-hits':
      return step('battle-hits', legal);
    case 'battle-regroup': {
      const finish = legal.filter((a) => a.t === 'done');
      return step('battle-regroup', finish.length ? finish : legal);
    }
    default:
      return step('battle-other', legal);
  }
}

/**
 * The tutorial's step at `view`'s position, for the player `me` (the view's own legal list is what
 * may be clicked). Pure: the same position always gives the same step.
 */
export function tutorialStep(view: RichardView, me: Side | null): TutorialStep {
  if (!isTutorialSide(me)) return step('watch', []);
  const mine = view.toAct.includes(me) && !view.outcome;
  const legal = mine ? view.legal : [];
  // Past turn 2 the tutorial has nothing more to say: the game is the player's own.
  if (view.outcome || view.turn > 2 || view.campaign !== 3) return step('over', []);
  if (view.turn === 2) {
    if (view.step === 'card' && mine) {
      // Any card goes on; the mark points at the strongest plain one.
      const plain = legal.filter((a) => a.t === 'card' && !view.hand.find((c) => c.card === a.card)?.event);
      const best = [...plain].sort((a, b) => apOf(view, b) - apOf(view, a))[0];
      return step('supply', legal, false, best);
    }
    return step('finished', []);
  }
  if (view.step === 'mulligan' || view.step === 'mulligan-reply') {
    const keep = legal.filter((a) => (a.t === 'mulligan' && !a.ask) || (a.t === 'redraw' && !a.redraw));
    return mine ? step('mulligan', keep) : step('watch', []);
  }
  if (view.step === 'card') {
    if (!mine) return step('card-wait', []);
    const three = legal.filter((a) => a.t === 'card' && apOf(view, a) === 3 && !eventOf(view, a));
    return step('card', three.length ? three : legal, three.length === 0);
  }
  if (view.step === 'action' && view.action) {
    if (view.action.side !== me) return step('opponent', []);
    return actionPhaseStep(view, me, legal);
  }
  if (view.step.startsWith('battle')) return battleStep(view, legal);
  if (view.step.startsWith('supply')) return mine ? step('supply-loss', legal) : step('watch', []);
  return mine ? step('free', legal) : step('watch', []);
}

function apOf(view: RichardView, a: Action): number {
  return a.t === 'card' ? (view.hand.find((c) => c.card === a.card)?.ap ?? 0) : 0;
}
function eventOf(view: RichardView, a: Action): boolean {
  return a.t === 'card' && !!view.hand.find((c) => c.card === a.card)?.event;
}

/** Whether the step has anything to say (not while the other side decides, nor once the tutorial is over). */
export function speaks(s: TutorialStep): boolean {
  return s.id !== 'watch' && s.id !== 'over';
}

/** Whether `a` advances `s` (the page says so, or that the player left the script). */
export function advances(s: TutorialStep, a: Action): boolean {
  return s.expected.some((x) => sameAction(x, a));
}
