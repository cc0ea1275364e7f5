/**
 * Issue 9, row 7: an action chosen in an earlier position must never land on a later one. Every
 * `game:act` carries the action count (`seq`) of the view it was chosen in; once the game has moved
 * on, the action is refused with `stale-position` (and the current seq), and nothing changes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { makeClientSession, type ClientSession } from '../../electron/ipc/client-session';
import { makeDispatch, type Dispatch } from '../../electron/ipc/handlers';
import { createAppServices, type AppServices } from '../../electron/services/app-services';
import type { BotChooser } from '../../electron/services/game-service';
import { appRegistry } from '../../electron/games';
import { errorText } from '../../renderer/src/lib/error-text';
import { memoryHost, newRaceGame } from '../shell/fixtures/memory-host';
import { MemoryStore } from '../shell/fixtures/memory-store';
import { heldBots } from '../shell/fixtures/test-bots';
import { ok } from '../../engine/core/result';
import { CARDS } from '../../engine/richard-iii/data';

let services: AppServices;
let store: MemoryStore;
let dispatch: Dispatch;
let client: ClientSession;
let saveId: string;

beforeEach(() => {
  ({ store, services, dispatch } = memoryHost());
  client = makeClientSession(() => {});
  // Hot-seat: one window plays both sides, so a click queued for one side can outlive its turn.
  saveId = newRaceGame(services, { scenario: 'long', seed: 5, name: 'Hot seat' });
});

describe('actions carry the position they were chosen in', () => {
  it('an action chosen before the game moved on is refused, not applied to the new position', async () => {
    // Red's view at seq 0; red moves; then blue moves (seq 1). Red's second click, chosen while
    // the position was seq 1 (blue to act, so it was blue's move the page showed), arrives at seq 2.
    expect(
      await dispatch('game:act', { saveId, player: 'red', action: { kind: 'add', n: 1 }, seq: 0 }, client),
    ).toMatchObject({ ok: true, value: { actionCount: 1 } });
    expect(
      await dispatch('game:act', { saveId, player: 'blue', action: { kind: 'add', n: 1 }, seq: 1 }, client),
    ).toMatchObject({ ok: true, value: { actionCount: 2 } });
    const before = store.exportGame(saveId);
    const stale = await dispatch('game:act', { saveId, player: 'red', action: { kind: 'add', n: 2 }, seq: 1 }, client);
    expect(stale).toEqual({
      ok: false,
      error: { code: 'stale-position', message: expect.any(String), params: { seq: 2 } },
    });
    expect(store.exportGame(saveId)).toEqual(before);
    // The same action built on the current position is played.
    expect(
      await dispatch('game:act', { saveId, player: 'red', action: { kind: 'add', n: 2 }, seq: 2 }, client),
    ).toMatchObject({ ok: true, value: { actionCount: 3 } });
  });

  it('a seq from the future is refused too', async () => {
    expect(
      await dispatch('game:act', { saveId, player: 'red', action: { kind: 'add', n: 1 }, seq: 7 }, client),
    ).toMatchObject({ ok: false, error: { code: 'stale-position', params: { seq: 0 } } });
  });

  it('an action without a seq is a bad request', async () => {
    expect(await dispatch('game:act', { saveId, player: 'red', action: { kind: 'add', n: 1 } }, client)).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
    expect(store.get(saveId)).toMatchObject({ ok: true, value: { actionCount: 0 } });
  });

  it('the page words it as a refresh, not a rules refusal', () => {
    expect(errorText({ code: 'stale-position', message: 'x', params: { seq: 2 } })).toMatch(
      /moved on before your move arrived/,
    );
  });
});

/**
 * A hot-seat 1483 game at its first card, which both sides choose at once (past the mulligan, one
 * side at a time): the host, the game, the card's seq and each side's view of it.
 */
function atFirstCard(bots: BotChooser | null) {
  const host = createAppServices({ registry: appRegistry, store: new MemoryStore(appRegistry), bots });
  const created = host.games.create({
    moduleId: 'richard-iii',
    scenario: 'richard-iii',
    seed: 11,
    seats: { york: { kind: 'human' }, lancaster: { kind: 'human' } },
  });
  if (!created.ok) throw new Error(created.error.message);
  const id = created.value.id;
  for (let guard = 0; guard < 4; guard++) {
    const toAct = host.games.view(id, null);
    if (!toAct.ok || toAct.value.toAct.length !== 1) break;
    const who = toAct.value.toAct[0]!;
    const mine = host.games.view(id, who);
    if (!mine.ok) throw new Error(mine.error.message);
    host.games.submit(id, who, mine.value.legalActions[0], mine.value.actionCount);
  }
  const york = host.games.view(id, 'york');
  const lancaster = host.games.view(id, 'lancaster');
  if (!york.ok || !lancaster.ok) throw new Error('no views');
  expect(york.value.toAct).toEqual(expect.arrayContaining(['york', 'lancaster']));
  return { host, id, seq: york.value.actionCount, york: york.value, lancaster: lancaster.value };
}

describe('a simultaneous choice is not made stale by the other side’s hidden pick', () => {
  it('a card chosen while the opponent committed his own face down still stands', async () => {
    const { host, id, seq, york, lancaster } = atFirstCard(null);
    const send = makeDispatch(host, { name: 'Test', version: '0', mode: 'web', quit: () => false });
    expect(
      await send('game:act', { saveId: id, player: 'lancaster', action: lancaster.legalActions[0], seq }, client),
    ).toMatchObject({ ok: true, value: { actionCount: seq + 1 } });
    // York chose from the position before Lancaster's hidden pick: judged in the position as it is now.
    expect(
      await send('game:act', { saveId: id, player: 'york', action: york.legalActions[0], seq }, client),
    ).toMatchObject({ ok: true, value: { actionCount: seq + 2 } });
    // Once York is no longer to act, an action from that old position is stale again.
    const late = await send('game:act', { saveId: id, player: 'york', action: york.legalActions[0], seq }, client);
    expect(late).toMatchObject({ ok: false, error: { code: 'stale-position' } });
  });

  it('the view says since when the decision has stood, so a hint from before the hidden pick still shows', async () => {
    const { host, id, seq, york, lancaster } = atFirstCard(null);
    expect([york.actionCount, york.decidingSince]).toEqual([seq, seq]);
    expect(host.games.submit(id, 'lancaster', lancaster.legalActions[0], seq).ok).toBe(true);
    const yorkNow = host.games.view(id, 'york');
    if (!yorkNow.ok) throw new Error(yorkNow.error.message);
    expect([yorkNow.value.actionCount, yorkNow.value.decidingSince]).toEqual([seq + 1, seq]);
    // Lancaster's decision is made, and a spectator decides nothing.
    const seen = (who: 'york' | 'lancaster' | null) => {
      const v = host.games.view(id, who);
      if (!v.ok) throw new Error(v.error.message);
      return v.value;
    };
    expect('decidingSince' in seen('lancaster')).toBe(false);
    expect('decidingSince' in seen(null)).toBe(false);
    // York's own pick ends his decision: the action phase's first decision stands from the position it
    // starts in, for whichever side is Player 1; the other side decides nothing.
    expect(host.games.submit(id, 'york', york.legalActions[0], seq).ok).toBe(true);
    const after = seen(null);
    expect(after.toAct).toHaveLength(1);
    for (const side of ['york', 'lancaster'] as const) {
      const v = seen(side);
      if (after.toAct.includes(side)) expect(v.decidingSince).toBe(seq + 2);
      else expect('decidingSince' in v).toBe(false);
    }
    await host.close();
  });

  it('a hint asked from before the opponent’s hidden pick is for the position as it is now', async () => {
    const held = heldBots();
    const { host, id, seq, york, lancaster } = atFirstCard(held);
    expect(host.games.submit(id, 'lancaster', lancaster.legalActions[0], seq).ok).toBe(true);
    // York's page still shows the position before Lancaster's pick when he asks.
    const pending = host.games.hint(id, 'york', seq);
    expect(held.questions.map((q) => q.type)).toEqual(['analyse']);
    held.questions[0]!.release(ok({ best: york.legalActions[0], ranked: [] }));
    expect(await pending).toMatchObject({ ok: true, value: { player: 'york', seq: seq + 1 } });
    await host.close();
  });

  it('a hint worked out while the opponent’s hidden pick came in is answered, not refused as stale', async () => {
    const held = heldBots();
    const { host, id, seq, york, lancaster } = atFirstCard(held);
    const pending = host.games.hint(id, 'york', seq);
    expect(host.games.submit(id, 'lancaster', lancaster.legalActions[0], seq).ok).toBe(true);
    held.questions[0]!.release(ok({ best: york.legalActions[0], ranked: [] }));
    // For the position it was worked out in: the page shows it through the whole decision.
    expect(await pending).toMatchObject({ ok: true, value: { player: 'york', seq } });
    await host.close();
  });

  it('a hint is stale once a move was taken back, even when the count comes back', async () => {
    const held = heldBots();
    const { host, id, seq, york, lancaster } = atFirstCard(held);
    // Both play their card of most action points.
    const most = (legal: readonly unknown[]) =>
      [...(legal as { t: string; card: number }[])].sort((a, b) => CARDS[b.card]!.ap - CARDS[a.card]!.ap)[0];
    expect(host.games.submit(id, 'lancaster', most(lancaster.legalActions), seq).ok).toBe(true);
    expect(host.games.submit(id, 'york', most(york.legalActions), seq).ok).toBe(true);
    const first = host.games.view(id, null);
    if (!first.ok) throw new Error(first.error.message);
    const side = first.value.toAct[0]!;
    const mine = () => {
      const v = host.games.view(id, side);
      if (!v.ok) throw new Error(v.error.message);
      return v.value;
    };
    const moves = mine().legalActions.filter((a) => (a as { t: string }).t === 'move');
    expect(moves.length).toBeGreaterThan(1);
    expect(host.games.submit(id, side, moves[0], mine().actionCount).ok).toBe(true);
    expect(mine().canUndo).toBe(true);
    // He asks for a hint, takes his move back and moves otherwise: the same count, another position.
    const at = mine().actionCount;
    const pending = host.games.hint(id, side, at);
    expect(host.games.undo(id, side).ok).toBe(true);
    expect(host.games.submit(id, side, moves[1], mine().actionCount).ok).toBe(true);
    expect(mine().actionCount).toBe(at);
    held.questions.find((q) => q.type === 'analyse')!.release(ok({ best: moves[0], ranked: [] }));
    expect(await pending).toMatchObject({ ok: false, error: { code: 'stale-position', params: { seq: at } } });
    await host.close();
  });

  it('a hint is stale once the player has moved', async () => {
    const held = heldBots();
    const { host, id, seq, york } = atFirstCard(held);
    const pending = host.games.hint(id, 'york', seq);
    expect(host.games.submit(id, 'york', york.legalActions[0], seq).ok).toBe(true);
    held.questions[0]!.release(ok({ best: york.legalActions[0], ranked: [] }));
    expect(await pending).toMatchObject({ ok: false, error: { code: 'stale-position' } });
    await host.close();
  });
});
