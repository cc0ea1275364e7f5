/**
 * Issue 9, row 6: a client may look through the eyes of (and act for) a seat a person plays, never
 * a bot's. `game:view` and `game:open` for the bot's side used to return the bot's hand and legal
 * actions. Checked through the dispatch table every host uses.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { makeClientSession, type ClientSession } from '../../electron/ipc/client-session';
import type { EventChannel } from '../../electron/ipc/contract';
import { forwardGameEvents, type Dispatch } from '../../electron/ipc/handlers';
import type { AppServices } from '../../electron/services/app-services';
import { memoryHost, newRaceGame } from '../shell/fixtures/memory-host';
import { raceGame } from '../shell/fixtures/race-game';

let services: AppServices;
let dispatch: Dispatch;
let client: ClientSession;
let pushed: Array<{ event: EventChannel; payload: unknown }>;
let saveId: string;
/** Blue's secret number: only blue may see it, and blue is the computer. */
let botSecret: number;

beforeEach(() => {
  ({ services, dispatch } = memoryHost());
  pushed = [];
  client = makeClientSession((event, payload) => pushed.push({ event, payload }));
  forwardGameEvents(services, () => [client]);
  saveId = newRaceGame(services, {
    scenario: 'long',
    seed: 21,
    name: 'Against the bot',
    seats: { red: { kind: 'human' }, blue: { kind: 'bot', level: 'random' } },
  });
  const setup = raceGame.setup('long', 21);
  if (!setup.ok) throw new Error('setup');
  botSecret = setup.value.secrets.blue;
});

describe("a bot's seat is never viewable from a client", () => {
  it('game:view and game:open for the bot side are refused with not-your-seat', async () => {
    for (const channel of ['game:view', 'game:open'] as const) {
      const reply = await dispatch(channel, { saveId, player: 'blue' }, client);
      expect(reply, channel).toMatchObject({ ok: false, error: { code: 'not-your-seat' } });
      expect(JSON.stringify(reply)).not.toContain('mySecret');
    }
    expect(client.watching).toBeNull(); // nothing will be pushed through the bot's eyes either
  });

  it("the person's own seat and a spectator's view work, and neither holds the bot's secret", async () => {
    const red = await dispatch('game:open', { saveId, player: 'red' }, client);
    expect(red).toMatchObject({
      ok: true,
      value: {
        player: 'red',
        legalActions: [
          { kind: 'add', n: 1 },
          { kind: 'add', n: 2 },
        ],
      },
    });
    const spectator = await dispatch('game:view', { saveId, player: null }, client);
    expect(spectator).toMatchObject({ ok: true, value: { player: null, legalActions: [], view: { mySecret: null } } });
    // Red moves; the push goes through red's eyes only.
    expect(
      await dispatch('game:act', { saveId, player: 'red', action: { kind: 'add', n: 1 }, seq: 0 }, client),
    ).toMatchObject({ ok: true });
    for (const text of [JSON.stringify(red), JSON.stringify(spectator), JSON.stringify(pushed)]) {
      expect(text).not.toMatch(new RegExp(`"mySecret":${botSecret}\\b`));
    }
    expect(pushed.filter((p) => p.event === 'game:view')).toEqual([
      { event: 'game:view', payload: expect.objectContaining({ player: 'red', actionCount: 1 }) },
    ]);
  });

  it("a client can neither act nor undo for the bot's seat", async () => {
    expect(
      await dispatch('game:act', { saveId, player: 'red', action: { kind: 'add', n: 2 }, seq: 0 }, client),
    ).toMatchObject({ ok: true });
    expect(
      await dispatch('game:act', { saveId, player: 'blue', action: { kind: 'add', n: 1 }, seq: 1 }, client),
    ).toMatchObject({ ok: false, error: { code: 'not-your-seat' } });
    expect(await dispatch('game:undo', { saveId, player: 'blue' }, client)).toMatchObject({
      ok: false,
      error: { code: 'not-your-seat' },
    });
  });
});
