/**
 * The card battle's tutorial against the real engine and the real Easy bot, as the host runs them
 * (GameService, the bot worker's body in-process), started by the main menu's own request: the
 * battle is played by always taking the lesson's "Show me" move; every suggested move is legal where
 * it is suggested; the lessons come in their order and end after York's fifth card; a step is the
 * same after the game is opened again; any other legal move carries the tutorial on.
 */
import { describe, expect, it } from 'vitest';
import { appInMemory as services, closeEarly, untilDecision } from '../fixtures/app-in-memory';
import { splitEliminated } from '../../renderer/games/skirmish/board-model';
import type { AppServices } from '../../electron/services/app-services';
import { isMessageKey } from '../../renderer/src/i18n/catalogue';
import type { Action, SkirmishView } from '../../renderer/games/skirmish/types';
import { skirmishTutorialGame } from '../../renderer/games/skirmish/tutorial/start';
import { skirmishTutorialText } from '../../renderer/games/skirmish/tutorial/tutorial-text';
import {
  placementsBy,
  speaks,
  tutorialStep,
  SKIRMISH_TUTORIAL_STEPS,
  TUTORIAL_GAME,
  TUTORIAL_PLACEMENTS,
  type SkirmishTutorialStep,
  type SkirmishTutorialStepId,
} from '../../renderer/games/skirmish/tutorial/steps';
import { DEF_BY_ID } from '../../engine/skirmish/data';

function newTutorial(s: AppServices, seed?: number): string {
  const r = s.games.create({ ...skirmishTutorialGame(), ...(seed === undefined ? {} : { seed }) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.id;
}

interface Seen {
  view: SkirmishView;
  legal: Action[];
  count: number;
  step: SkirmishTutorialStep;
}

function look(s: AppServices, id: string): Seen {
  const r = s.games.view(id, 'york');
  if (!r.ok) throw new Error(r.error.message);
  const view = r.value.view as SkirmishView;
  return {
    view,
    legal: r.value.legalActions as Action[],
    count: r.value.actionCount,
    step: tutorialStep(view, 'york'),
  };
}

/** Lets the bot play until York has a decision (or the battle ends); no clock, only queued work. */
const untilYork = (s: AppServices, id: string): Promise<Seen> =>
  untilDecision(s, id, () => {
    const seen = look(s, id);
    return { ...seen, over: !!seen.view.outcome };
  });

const key = (a: Action) => JSON.stringify(a);

/** Plays the tutorial by its suggestions (or `detour`'s move); the steps met in order, and the last position. */
async function playLessons(
  s: AppServices,
  id: string,
  detour?: (seen: Seen) => Action | null,
): Promise<{ steps: SkirmishTutorialStepId[]; last: Seen }> {
  const steps: SkirmishTutorialStepId[] = [];
  for (let guard = 0; guard < 60; guard++) {
    const seen = await untilYork(s, id);
    const { step } = seen;
    steps.push(step.id);
    if (step.id === 'finished' || step.id === 'over') return { steps, last: seen };
    expect(step.expected.length, `step ${step.id} suggests something`).toBeGreaterThan(0);
    const legal = new Set(seen.legal.map(key));
    for (const a of step.expected) expect(legal.has(key(a)), `${step.id}: ${key(a)}`).toBe(true);
    expect(step.mark && legal.has(key(step.mark))).toBe(true);
    const r = s.games.submit(id, 'york', detour?.(seen) ?? step.mark!, seen.count);
    if (!r.ok) throw new Error(`${step.id}: ${r.error.message}`);
  }
  throw new Error(`the tutorial did not finish: ${steps.join(' ')}`);
}

/** How many enemy units `a` would eliminate at once, as the view's preview says. */
function enemiesFelled(view: SkirmishView, a: Action): number {
  const p = view.previews.find((x) => key(x.action) === key(a));
  return splitEliminated(p?.eliminated ?? [], 'york').enemy.length;
}

const isGeneral = (view: SkirmishView, a: Action): boolean =>
  a.t === 'place' && !!DEF_BY_ID.get(view.hand.find((c) => c.card === a.card)?.def ?? '')?.general;

/**
 * What the step's words tell the player, checked against the move "Show me" picks: `null` when the
 * move obeys them, else what it contradicts.
 */
function contradiction(seen: Seen): string | null {
  const { step, view, legal } = seen;
  const mark = step.mark!;
  // The opening lesson: "not your general, Edward IV: if he falls, the enemy gets an extra turn" —
  // advice the later lessons never take back, so no "Show me" places him while another card may go.
  if (isGeneral(view, mark) && legal.some((a) => !isGeneral(view, a))) return 'places the general';
  switch (step.id) {
    case 'opening':
      return mark.t === 'place' && mark.x === 3 && mark.y === 2 ? null : 'not on square 1';
    case 'attack': {
      // "One of your placements would eliminate an enemy unit … let Show me pick the best."
      const best = Math.max(...legal.filter((a) => !isGeneral(view, a)).map((a) => enemiesFelled(view, a)));
      return enemiesFelled(view, mark) > 0 && enemiesFelled(view, mark) === best ? null : 'not the best elimination';
    }
    case 'deploy':
    case 'place':
      return mark.t === 'place' ? null : 'not a placement';
    case 'archers': {
      // A shot that eliminates is the one to show when there is one.
      const kills = legal.some((a) => enemiesFelled(view, a) > 0);
      return !kills || enemiesFelled(view, mark) > 0 ? null : 'misses an elimination';
    }
    case 'draw':
    case 'reinforce':
      // "Click Draw cards" / "Drawing keeps your hand full".
      return mark.t === 'draw' ? null : 'not the draw';
    default:
      return null;
  }
}

describe('the card battle tutorial', () => {
  it('is started as York placing first against Easy, flagged as a tutorial', () => {
    const { s } = services();
    const id = newTutorial(s);
    const r = s.games.view(id, 'york');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.tutorial).toBe(true);
    expect((r.value.view as SkirmishView).first).toBe('york');
  });

  it('teaches the opening, deployment, an attack that eliminates and reinforcement, then hands the battle over', async () => {
    const { s } = services();
    const id = newTutorial(s);
    const { steps, last } = await playLessons(s, id);
    expect(steps[0]).toBe('opening');
    for (const must of ['deploy', 'attack', 'reinforce', 'finished'] as const) expect(steps, must).toContain(must);
    // The seed gives the lessons in teaching order: where a card may go before what it eliminates.
    expect(steps.indexOf('deploy')).toBeLessThan(steps.indexOf('attack'));
    expect(last.step.id).toBe('finished');
    expect(placementsBy(last.view, 'york')).toBe(TUTORIAL_PLACEMENTS);
    // The closing word comes once the fifth card's turn is done: York is placing again, with no
    // draw of that turn still his to make (a play-test saw it while York still had to draw).
    expect(last.view.phase).toBe('place');
    expect(steps.at(-2), 'the fifth card’s turn ends with its draw').toMatch(/draw|reinforce/);
    // Following the suggestions eliminated enemy units: York's victory pile is not empty.
    expect(last.view.piles.york.length).toBeGreaterThan(0);
    // The closing word stays until York's next card; then the tutorial is silent.
    const after = { ...last.view, log: [...last.view.log, { k: 'placed', r: '4', s: 'york' as const }] };
    expect(tutorialStep(after, 'york').id).toBe('over');
    expect(speaks(tutorialStep(after, 'york'))).toBe(false);
  });

  it('gives the lessons once each, in the order the player meets them: 1, 2, 3, 4', async () => {
    const { s } = services();
    const { steps } = await playLessons(s, newTutorial(s));
    const numbers = steps.flatMap((id) => {
      const progress = skirmishTutorialText(id).progress;
      return progress === null ? [] : [Number(/\d+/.exec(progress)![0])];
    });
    // Not "lesson 2 of 4" again at each end of turn (a play-test saw it after lesson 4): the later
    // draws and placements are unnumbered reminders.
    expect(numbers).toEqual([1, 2, 3, 4]);
    expect(steps).toContain('draw');
    expect(steps).toContain('place');
  });

  it('suggests an opening card that is not the general (his fall gives the enemy an extra turn)', async () => {
    const { s } = services();
    const seen = await untilYork(s, newTutorial(s));
    expect(seen.step.id).toBe('opening');
    const mark = seen.step.mark!;
    expect(mark.t).toBe('place');
    const def = seen.view.hand.find((c) => mark.t === 'place' && c.card === mark.card)!.def;
    expect(DEF_BY_ID.get(def)!.general).toBe(false);
    // Every opening placement is on square 1, so every one is offered but the general's.
    const others = seen.legal.filter((a) => !isGeneral(seen.view, a));
    expect(new Set(seen.step.expected.map(key))).toEqual(new Set(others.map(key)));
    expect(others).toHaveLength(seen.legal.length - 1);
  });

  it("shows, at every step of every lesson, a move that obeys the step's own words, on any path", async () => {
    // The lessons' suggestions, the play-test's own path (seed 6, where "Show me" placed Edward IV
    // in the attack lesson), and other players' moves: first, last, or cycling through the legal list.
    const paths: [number, ((seen: Seen) => Action | null) | undefined][] = [
      [TUTORIAL_GAME.seed, undefined],
      [6, undefined],
      ...[TUTORIAL_GAME.seed, 6].flatMap((seed): [number, (seen: Seen) => Action][] => [
        [seed, (seen) => seen.legal[0]!],
        [seed, (seen) => seen.legal.at(-1)!],
        [seed, (seen) => seen.legal[seen.count % seen.legal.length]!],
      ]),
    ];
    for (const [seed, detour] of paths) {
      const { s } = services();
      const id = newTutorial(s, seed);
      const lessons: number[] = [];
      await playLessons(s, id, (seen) => {
        expect(contradiction(seen), `seed ${seed}, turn ${seen.view.turn}, ${seen.step.id}`).toBeNull();
        const progress = skirmishTutorialText(seen.step.id).progress;
        if (progress !== null) lessons.push(Number(/\d+/.exec(progress)![0]));
        return detour?.(seen) ?? null;
      });
      // "Lesson n of 4": never an earlier lesson after a later one. Only the attack may be said again,
      // next to itself, to a player who let its elimination go (one made in its turns tells it is learnt).
      expect(lessons, `seed ${seed}`).toEqual([...lessons].sort((a, b) => a - b));
      expect(
        lessons.filter((n) => n < 4),
        `seed ${seed}`,
      ).toEqual([...new Set(lessons.filter((n) => n < 4))]);
    }
  });

  it('is the same step after the game is opened again (a step is the position, not a counter)', async () => {
    const { s, store } = services();
    const id = newTutorial(s);
    let seen = await untilYork(s, id);
    for (let i = 0; i < 3; i++) {
      expect(s.games.submit(id, 'york', seen.step.mark!, seen.count).ok).toBe(true);
      seen = await untilYork(s, id);
    }
    await closeEarly(s);
    const again = services(store).s;
    expect(again.games.openGame(id).ok).toBe(true);
    expect((await untilYork(again, id)).step).toEqual(seen.step);
  });

  it('follows a player who plays his own cards instead, to the end', async () => {
    const { s } = services();
    // Always the last legal move rather than the suggestion: legal, so the lessons carry on.
    const { steps } = await playLessons(s, newTutorial(s), (seen) => seen.legal.at(-1)!);
    expect(steps[0]).toBe('opening');
    expect(steps.at(-1)).toMatch(/finished|over/);
  });

  it('is not shown to the opponent or a spectator, and every step has words in the catalogue', async () => {
    const { s } = services();
    const seen = await untilYork(s, newTutorial(s));
    expect(tutorialStep(seen.view, 'lancaster').id).toBe('watch');
    expect(tutorialStep(seen.view, null).id).toBe('watch');
    for (const id of SKIRMISH_TUTORIAL_STEPS) {
      expect(isMessageKey(`skirmish.tutorial.title.${id}`), id).toBe(true);
      expect(isMessageKey(`skirmish.tutorial.text.${id}`), id).toBe(true);
    }
  });
});
