/**
 * The tutorial's step table against the real engine and the real Easy bot, as the host runs them
 * (GameService, the bot worker's body in-process): the scripted game is played to the end of the
 * tutorial by always taking the step's first expected action; every expected action is legal where
 * it is asked; the script reaches a battle and a supply phase; a step is the same after the game is
 * opened again; leaving the script is noticed and the tutorial still finishes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { appInMemory as services, closeEarly, untilDecision } from '../fixtures/app-in-memory';
import { actionKey } from '../../engine/richard-iii/actions';
import type { AppServices } from '../../electron/services/app-services';
import type { Action, RichardView } from '../../renderer/games/richard-iii/model/types';
import {
  advances,
  speaks,
  tutorialStep,
  TUTORIAL_GAME,
  type TutorialStep,
  type TutorialStepId,
} from '../../renderer/games/richard-iii/tutorial/steps';
import { raceRegistry } from '../shell/fixtures/race-registry';
import { sqliteServices } from '../fixtures/sqlite-services';
import { tutorialGame } from '../../renderer/games/richard-iii/tutorial/start';
import { tutorialText } from '../../renderer/games/richard-iii/tutorial/tutorial-text';

/** The tutorial as the main menu starts it (its own new-game request). */
function newTutorial(s: AppServices): string {
  const r = s.games.create(tutorialGame());
  if (!r.ok) throw new Error(r.error.message);
  return r.value.id;
}

interface Seen {
  view: RichardView;
  legal: Action[];
  count: number;
  step: TutorialStep;
}

function look(s: AppServices, id: string): Seen {
  const r = s.games.view(id, TUTORIAL_GAME.player);
  if (!r.ok) throw new Error(r.error.message);
  const view = r.value.view as RichardView;
  return {
    view,
    legal: r.value.legalActions as Action[],
    count: r.value.actionCount,
    step: tutorialStep(view, 'york'),
  };
}

/** Lets the bot play until York has a decision (or the game ends); no clock, only queued work. */
const untilYork = (s: AppServices, id: string): Promise<Seen> =>
  untilDecision(s, id, () => {
    const seen = look(s, id);
    return { ...seen, over: !!seen.view.outcome };
  });

/** Plays the tutorial by its script; returns the steps met in order and the log at the end. */
async function playScript(
  s: AppServices,
  id: string,
  detour?: (seen: Seen) => Action | null,
): Promise<{ steps: TutorialStepId[]; offScript: TutorialStepId[]; last: Seen }> {
  const steps: TutorialStepId[] = [];
  const offScript: TutorialStepId[] = [];
  for (let guard = 0; guard < 120; guard++) {
    const seen = await untilYork(s, id);
    const { step } = seen;
    steps.push(step.id);
    if (step.offScript) offScript.push(step.id);
    if (step.id === 'finished') return { steps, offScript, last: seen };
    // Every scripted step is something York may do right here.
    expect(step.expected.length, `step ${step.id} has something to click`).toBeGreaterThan(0);
    const legalKeys = new Set(seen.legal.map(actionKey));
    for (const a of step.expected) expect(legalKeys.has(actionKey(a)), `${step.id}: ${actionKey(a)}`).toBe(true);
    expect(step.mark && advances(step, step.mark)).toBe(true);
    const action = detour?.(seen) ?? step.mark!;
    const r = s.games.submit(id, 'york', action, seen.count);
    if (!r.ok) throw new Error(`${step.id}: ${r.error.message}`);
  }
  throw new Error(`the tutorial did not finish: ${steps.join(' ')}`);
}

describe('tutorial step table', () => {
  it('plays the scripted 1483 game to its end: card, move, attack, recruit, end, a battle, the supply phase', async () => {
    const { s } = services();
    const id = newTutorial(s);
    const { steps, offScript, last } = await playScript(s, id);
    const order = [...new Set(steps)];
    // The lessons come in the script's order, each at least once.
    expect(order.slice(0, 5)).toEqual(['card', 'move', 'attack', 'recruit', 'end']);
    for (const must of ['card', 'move', 'attack', 'recruit', 'end', 'battle-fire', 'supply', 'finished'] as const)
      expect(steps, must).toContain(must);
    expect(offScript).toEqual([]);
    // Every step met has its words in the catalogue (not the key shown raw).
    for (const id of order) expect(tutorialText(id).title, id).not.toMatch(/^tutorial\./);
    expect(steps.indexOf('battle-fire')).toBeGreaterThan(steps.indexOf('end'));
    expect(steps.indexOf('supply')).toBeGreaterThan(steps.lastIndexOf('battle-fire'));
    const kinds = last.view.log.map((e) => e.k);
    expect(kinds).toContain('battle-start');
    expect(kinds).toContain('supply-phase');
    // Past turn 2 the tutorial is over and says nothing more.
    expect(tutorialStep({ ...last.view, turn: 3 }, 'york').id).toBe('over');
    expect(speaks(tutorialStep({ ...last.view, turn: 3 }, 'york'))).toBe(false);
    expect(speaks(last.step)).toBe(true);
    // The battle the script fights is York's attack on Leicester.
    expect(last.view.log.some((e) => e.k === 'battle-start' && e.p?.['area'] === 'leicester')).toBe(true);
  });

  it('is the same step after the game is opened again (a step is the position, not a counter)', async () => {
    const { s, store } = services();
    const id = newTutorial(s);
    let seen = await untilYork(s, id);
    expect(seen.step.id).toBe('card');
    expect(s.games.submit(id, 'york', seen.step.mark!, seen.count).ok).toBe(true);
    seen = await untilYork(s, id);
    expect(seen.step.id).toBe('move');
    expect(s.games.submit(id, 'york', seen.step.mark!, seen.count).ok).toBe(true);
    seen = await untilYork(s, id);
    expect(seen.step.id).toBe('attack');
    await closeEarly(s);
    const again = services(store).s;
    const opened = again.games.openGame(id);
    expect(opened.ok && opened.value.tutorial).toBe(true);
    const back = await untilYork(again, id);
    expect(back.step).toEqual(seen.step);
    expect(
      again.games.view(id, 'york').ok &&
        (again.games.view(id, 'york') as { value: { tutorial?: boolean } }).value.tutorial,
    ).toBe(true);
  });

  it('says when the player leaves the script, and still finishes', async () => {
    const { s } = services();
    const id = newTutorial(s);
    let detoured = false;
    const { steps, offScript } = await playScript(s, id, (seen) => {
      // Instead of the first lesson's move, Northumberland marches south: legal, not scripted.
      if (seen.step.id !== 'move' || detoured) return null;
      const other = seen.legal.find((a) => a.t === 'move' && a.block === 'y-northumberland');
      if (!other) throw new Error('Northumberland cannot move');
      detoured = true;
      expect(advances(seen.step, other)).toBe(false);
      return other;
    });
    expect(detoured).toBe(true);
    expect(offScript.length).toBeGreaterThan(0);
    expect(steps).toContain('finished');
  });

  it('is not shown to the opponent or a spectator', async () => {
    const { s } = services();
    const id = newTutorial(s);
    const seen = await untilYork(s, id);
    expect(tutorialStep(seen.view, 'lancaster').id).toBe('watch');
    expect(tutorialStep(seen.view, null).id).toBe('watch');
  });
});

describe('the tutorial flag in the save store', () => {
  const app = sqliteServices();
  afterEach(() => app.cleanup());

  it('survives closing the database and an export and import; other games have none', async () => {
    const db = app.newDbPath();
    const a = app.open(db, raceRegistry).services;
    const seats = { red: { kind: 'human' }, blue: { kind: 'human' } } as const;
    const lesson = a.games.create({ moduleId: 'race', scenario: 'short', seed: 1, seats, tutorial: true });
    const plain = a.games.create({ moduleId: 'race', scenario: 'short', seed: 1, seats });
    if (!lesson.ok || !plain.ok) throw new Error('not created');
    expect(lesson.value.tutorial).toBe(true);
    expect(plain.value.tutorial).toBeUndefined();
    await app.close(a);

    const b = app.open(db, raceRegistry).services;
    const list = b.saves.list();
    if (!list.ok) throw new Error(list.error.message);
    expect(list.value.find((s) => s.id === lesson.value.id)?.tutorial).toBe(true);
    expect(list.value.find((s) => s.id === plain.value.id)?.tutorial).toBeUndefined();
    const view = b.games.view(lesson.value.id, 'red');
    expect(view.ok && view.value.tutorial).toBe(true);
    const exported = b.saves.exportGame(lesson.value.id);
    if (!exported.ok) throw new Error(exported.error.message);
    const imported = await b.saves.importGame(exported.value.contents);
    expect(imported.ok && imported.value.tutorial).toBe(true);
    await app.close(b);
  });
});
