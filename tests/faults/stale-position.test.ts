/**
 * Issue 9, row 7: an action chosen in an earlier position must never land on a later one. Every
 * `game:act` carries the action count (`seq`) of the view it was chosen in; once the game has moved
 * on, the action is refused with `stale-position` (and the current seq), and nothing changes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { makeClientSession, type ClientSession } from '../../electron/ipc/client-session';
import type { Dispatch } from '../../electron/ipc/handlers';
import type { AppServices } from '../../electron/services/app-services';
import { errorText } from '../../renderer/src/lib/error-text';
import { memoryHost, newRaceGame } from '../shell/fixtures/memory-host';
import type { MemoryStore } from '../shell/fixtures/memory-store';

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
