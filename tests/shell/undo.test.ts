/**
 * Undo through the services and the real SQLite store with the real rules: a player takes back his
 * own action-phase moves, the log shrinks durably, the rule survives closing the app (worked out
 * again from the log), and nothing else can be taken back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { appRegistry } from '../../electron/games';
import type { AppServices } from '../../electron/services/app-services';
import { makeRng, nextInt } from '../../engine/core/rng';
import { richardIII } from '../../engine/richard-iii/module';
import type { Action } from '../../engine/richard-iii/types';
import { sqliteServices } from '../fixtures/sqlite-services';

const app = sqliteServices();
afterEach(() => app.cleanup());

function value<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('undo (services + SQLite + rules)', () => {
  it("takes back the acting player's moves, durably, and only those", async () => {
    const db = app.newDbPath();
    const { services: a } = app.open(db, appRegistry);
    const id = value(
      a.games.create({
        moduleId: 'richard-iii',
        scenario: richardIII.scenarios[0]!.id,
        seed: 11,
        seats: { lancaster: { kind: 'human' }, york: { kind: 'human' } },
      }),
    ).id;
    const viewOf = (s: AppServices, side: string) => value(s.games.view(id, side));
    const actor = (s: AppServices) => viewOf(s, 'lancaster').toAct[0] ?? 'york';

    // Play the best card (through the service) until someone starts his action phase.
    const rng = makeRng(5);
    for (let guard = 0; guard < 200; guard++) {
      const side = actor(a);
      const v = viewOf(a, side);
      const legal = v.legalActions as Action[];
      if ((v.view as { step: string }).step === 'action') break;
      expect(v.canUndo).toBe(false); // cards and mulligans stay done
      const cards = legal.filter((x): x is Extract<Action, { t: 'card' }> => x.t === 'card');
      const hand = (v.view as { hand: { card: number; ap: number }[] }).hand;
      const ap = (c: number) => hand.find((h) => h.card === c)?.ap ?? 0;
      const best = cards.sort((x, y) => ap(y.card) - ap(x.card))[0];
      value(a.games.submit(id, side, best ?? legal[nextInt(rng, legal.length)]!, v.actionCount));
    }
    const side = actor(a);
    const other = side === 'lancaster' ? 'york' : 'lancaster';
    const start = viewOf(a, side);
    expect(start.canUndo).toBe(false);
    const startCount = start.actionCount;

    // Two moves, then take both back one at a time.
    const firstMove = (start.legalActions as Action[]).find(
      (x) => x.t === 'move' || x.t === 'recruit' || x.t === 'sea',
    );
    if (!firstMove) throw new Error(`no move: ${JSON.stringify(start.legalActions.slice(0, 5))} ${side}`);
    const afterOne = value(a.games.submit(id, side, firstMove, start.actionCount));
    expect(afterOne.canUndo).toBe(true);
    expect(viewOf(a, other).canUndo).toBe(false); // not the other player's to take back
    expect(a.games.undo(id, other)).toMatchObject({ ok: false, error: { code: 'cannot-undo' } });
    const secondMove = (afterOne.legalActions as Action[]).find(
      (x) => x.t === 'move' || x.t === 'recruit' || x.t === 'sea',
    );
    if (!secondMove) throw new Error(`no second move after ${JSON.stringify(firstMove)}`);
    value(a.games.submit(id, side, secondMove, afterOne.actionCount));
    const afterTwo = viewOf(a, side);

    const undone = value(a.games.undo(id, side));
    expect(undone.actionCount).toBe(startCount + 1);
    expect(undone.view).toEqual(afterOne.view);
    expect(undone.legalActions).toEqual(afterOne.legalActions);
    expect(undone.canUndo).toBe(true); // the first move can go too (worked out again from the log)
    expect(value(a.saves.list()).find((g) => g.id === id)?.actionCount).toBe(startCount + 1);

    // Close the app and start again: the undo is still offered, and the undone move is gone.
    await app.close(a);
    const { services: b } = app.open(db, appRegistry);
    value(b.games.openGame(id));
    const resumed = viewOf(b, side);
    expect(resumed.actionCount).toBe(startCount + 1);
    expect(resumed.view).toEqual(afterOne.view);
    expect(resumed.canUndo).toBe(true);
    const back = value(b.games.undo(id, side));
    expect(back.view).toEqual(start.view);
    expect(back.actionCount).toBe(startCount);
    expect(back.canUndo).toBe(false); // the card that began the phase stays played
    expect(b.games.undo(id, side)).toMatchObject({ ok: false, error: { code: 'cannot-undo' } });

    // Play goes on from there as if the moves were never made; the replayed log agrees.
    value(b.games.submit(id, side, firstMove, start.actionCount));
    const live = viewOf(b, side);
    await app.close(b);
    const { services: c } = app.open(db, appRegistry);
    value(c.games.openGame(id));
    expect(viewOf(c, side).view).toEqual(live.view);
    expect(afterTwo.actionCount).toBe(startCount + 2);
  });

  it('refuses to undo for a bot seat', () => {
    const { services: a } = app.open(app.newDbPath(), appRegistry);
    const id = value(
      a.games.create({
        moduleId: 'richard-iii',
        scenario: richardIII.scenarios[0]!.id,
        seed: 2,
        seats: { lancaster: { kind: 'human' }, york: { kind: 'bot', level: 'easy' } },
      }),
    ).id;
    expect(a.games.undo(id, 'york')).toMatchObject({ ok: false, error: { code: 'not-your-seat' } });
    expect(a.games.undo(id, 'lancaster')).toMatchObject({ ok: false, error: { code: 'cannot-undo' } });
  });
});
