/**
 * The IPC boundary: every channel of the contract, driven through the same dispatch table the
 * Electron main process and the web host use. Malformed payloads get a structured error and change
 * nothing; well-formed but impossible requests get a readable error and change nothing either.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_CHANNELS, type RequestChannel } from '../../electron/ipc/contract';
import type { Dispatch } from '../../electron/ipc/handlers';
import { makeClientSession, type ClientSession } from '../../electron/ipc/client-session';
import type { AppServices } from '../../electron/services/app-services';
import { memoryHost, newRaceGame } from './fixtures/memory-host';
import type { MemoryStore } from './fixtures/memory-store';

let services: AppServices;
let store: MemoryStore;
let dispatch: Dispatch;
let client: ClientSession;
let saveId: string;
let quits = 0;

beforeEach(() => {
  ({ store, services, dispatch } = memoryHost(() => (quits++, false)));
  client = makeClientSession(() => {});
  saveId = newRaceGame(services, { scenario: 'short', seed: 1, name: 'Towton' });
  services.games.submit(saveId, 'red', { kind: 'add', n: 1 }, 0);
});

/** Everything a request could change, to compare before and after. */
function snapshot() {
  const list = store.list();
  const exported = list.ok ? list.value.map((g) => store.exportGame(g.id)) : [];
  return { list, exported, settings: store.getSetting('ui-settings'), quits };
}

const junk: unknown[] = [undefined, null, 0, 42, 'text', true, [], [{}], () => 1, new Date(0), { constructor: 1 }];
const tooLong = 'x'.repeat(200);

/** Malformed payloads per channel, on top of the generic junk and an unknown extra field. */
const malformed = (id: string): Record<RequestChannel, unknown[]> => ({
  'app:info': [],
  'app:quit': [],
  'app:lastGame': [],
  'saves:list': [],
  'saves:rename': [
    {},
    { saveId: id },
    { saveId: id, name: '' },
    { saveId: id, name: '   ' },
    { saveId: id, name: tooLong },
    { saveId: 5, name: 'x' },
    { saveId: '', name: 'x' },
    { name: 'x' },
  ],
  'saves:delete': [{}, { saveId: 1 }, { saveId: '' }, { saveId: tooLong }, { id }],
  'saves:export': [{}, { saveId: null }, { saveId: '' }],
  'replay:timeline': [
    {},
    { saveId: id },
    { saveId: id, lens: {} },
    { saveId: id, lens: { side: '' } },
    { saveId: id, lens: { reveal: false } },
    { saveId: id, lens: { side: 'red', reveal: true } },
  ],
  'replay:frame': [
    { saveId: id, lens: { side: 'red' } },
    { saveId: id, at: -1, lens: { side: 'red' } },
    { saveId: id, at: 1.5, lens: { side: 'red' } },
    { saveId: id, at: '3', lens: { side: 'red' } },
    { saveId: id, at: 0 },
  ],
  'saves:import': [{}, { contents: '' }, { contents: 42 }, { contents: null }],
  'game:create': [
    {},
    { moduleId: 'race', scenario: 'short' },
    { moduleId: 'race', scenario: 'short', seats: { red: { kind: 'robot' } } },
    { moduleId: 'race', scenario: 'short', seats: { red: { kind: 'bot' } } },
    { moduleId: 'race', scenario: 'short', seats: { red: { kind: 'bot', level: 'Grand Master!' } } },
    { moduleId: 'race', scenario: 'short', seats: { red: { kind: 'human', extra: 1 } } },
    { moduleId: 'race', scenario: 'short', seed: -1, seats: {} },
    { moduleId: 'race', scenario: 'short', seed: 1.5, seats: {} },
    { moduleId: 'race', scenario: 'short', seed: 2 ** 33, seats: {} },
    { moduleId: 'race', scenario: 'short', seed: '7', seats: {} },
    { moduleId: 'race', scenario: 'short', name: '', seats: {} },
    { moduleId: '', scenario: 'short', seats: {} },
    { moduleId: 'race', scenario: 7, seats: {} },
  ],
  'game:open': [{}, { saveId: id }, { saveId: id, player: 7 }, { saveId: id, player: '' }, { player: 'red' }],
  'game:view': [{}, { saveId: id }, { saveId: id, player: 7 }, { saveId: 1, player: 'red' }],
  'game:act': [
    {},
    { saveId: id, player: 'red' },
    { saveId: id, action: {}, seq: 1 },
    { saveId: id, player: null, action: {}, seq: 1 },
    { saveId: 3, player: 'blue', action: {}, seq: 1 },
    // Every action says which position it was chosen in.
    { saveId: id, player: 'blue', action: { kind: 'add', n: 1 } },
    { saveId: id, player: 'blue', action: { kind: 'add', n: 1 }, seq: -1 },
    { saveId: id, player: 'blue', action: { kind: 'add', n: 1 }, seq: 1.5 },
    { saveId: id, player: 'blue', action: { kind: 'add', n: 1 }, seq: '1' },
  ],
  'game:undo': [
    {},
    { saveId: id },
    { saveId: id, player: 7 },
    { saveId: id, player: '' },
    { player: 'red' },
    { saveId: 3, player: 'red' },
  ],
  'game:close': [{}, { saveId: 3 }],
  'game:hint': [
    {},
    { saveId: id },
    { saveId: id, player: 'blue' },
    { saveId: id, player: 'blue', seq: -1 },
    { saveId: id, player: 7, seq: 1 },
  ],
  'game:odds': [
    {},
    { saveId: id, player: 'blue' },
    { saveId: id, player: 'blue', seq: -1 },
    { saveId: id, player: null, seq: 1 },
    { saveId: id, player: 'blue', seq: 1, attack: {} },
    { saveId: id, player: 'blue', seq: 1, attack: { blocks: [], to: 'kent' } },
    { saveId: id, player: 'blue', seq: 1, attack: { blocks: ['x'], to: '' } },
    { saveId: id, player: 'blue', seq: 1, attack: { blocks: Array.from({ length: 41 }, () => 'x'), to: 'kent' } },
    { saveId: id, player: 'blue', seq: 1, attack: { blocks: [tooLong], to: 'kent' } },
  ],
  'settings:get': [],
  'settings:set': [
    { botPaceMs: -1 },
    { botPaceMs: 1e9 },
    { botPaceMs: 'fast' },
    { animations: 'yes' },
    { botPaceMs: 1.5 },
    { autoResolve: 1 },
    { showHint: 'yes' },
    { newGameChoice: 'last' },
    { newGameChoice: { game: 'skirmish', games: { skirmish: { scenario: 'standard', seats: { york: 'human' } } } } },
  ],
});

/** Well-formed requests that must still fail without changing anything. */
const impossible = (id: string): Array<[RequestChannel, unknown, string]> => [
  ['saves:rename', { saveId: 'missing', name: 'x' }, 'not-found'],
  ['saves:delete', { saveId: 'missing' }, 'not-found'],
  ['saves:export', { saveId: 'missing' }, 'not-found'],
  ['saves:import', { contents: '{"not":"a save"}' }, 'bad-file'],
  ['saves:import', { contents: 'garbage' }, 'bad-file'],
  ['game:create', { moduleId: 'chess', scenario: 'short', seats: {} }, 'unknown-game'],
  ['game:create', { moduleId: 'race', scenario: 'marathon', seats: {} }, 'unknown-scenario'],
  ['game:create', { moduleId: 'race', scenario: 'short', seats: { red: { kind: 'human' } } }, 'bad-seats'],
  [
    'game:create',
    {
      moduleId: 'race',
      scenario: 'short',
      seats: { red: { kind: 'human' }, blue: { kind: 'human' }, green: { kind: 'human' } },
    },
    'bad-seats',
  ],
  ['game:open', { saveId: 'missing', player: 'red' }, 'not-found'],
  ['game:open', { saveId: id, player: 'green' }, 'unknown-player'],
  ['game:view', { saveId: id, player: 'green' }, 'unknown-player'],
  ['game:act', { saveId: id, player: 'blue', action: { kind: 'add', n: 3 }, seq: 1 }, 'bad-action'],
  ['game:act', { saveId: id, player: 'blue', action: 'add 1', seq: 1 }, 'bad-action'],
  ['game:act', { saveId: id, player: 'red', action: { kind: 'add', n: 1 }, seq: 1 }, 'not-your-turn'],
  ['game:act', { saveId: id, player: 'green', action: { kind: 'add', n: 1 }, seq: 1 }, 'unknown-player'],
  ['game:act', { saveId: 'missing', player: 'red', action: { kind: 'add', n: 1 }, seq: 0 }, 'not-found'],
  // Chosen in the opening position (0 actions); the game has moved on since.
  ['game:act', { saveId: id, player: 'blue', action: { kind: 'add', n: 1 }, seq: 0 }, 'stale-position'],
  ['game:undo', { saveId: id, player: 'blue' }, 'cannot-undo'],
  ['game:undo', { saveId: id, player: 'green' }, 'unknown-player'],
  ['game:undo', { saveId: 'missing', player: 'red' }, 'not-found'],
  [
    'game:create',
    {
      moduleId: 'race',
      scenario: 'short',
      seats: { red: { kind: 'bot', level: 'grandmaster' }, blue: { kind: 'human' } },
    },
    'unknown-bot',
  ],
  // The race has no bot that can analyse a position.
  ['game:hint', { saveId: id, player: 'blue', seq: 1 }, 'no-hint'],
  ['game:hint', { saveId: id, player: 'blue', seq: 0 }, 'stale-position'],
  ['game:hint', { saveId: 'missing', player: 'blue', seq: 0 }, 'not-found'],
  // The race has no battles to price.
  ['game:odds', { saveId: id, player: 'blue', seq: 1 }, 'no-odds'],
  ['game:odds', { saveId: id, player: 'blue', seq: 0 }, 'stale-position'],
  ['game:odds', { saveId: id, player: 'green', seq: 1 }, 'unknown-player'],
  ['game:odds', { saveId: 'missing', player: 'blue', seq: 1 }, 'not-found'],
];

describe('IPC boundary', () => {
  it('covers every channel of the contract', async () => {
    expect(Object.keys(malformed('x')).sort()).toEqual([...REQUEST_CHANNELS].sort());
  });

  for (const channel of REQUEST_CHANNELS) {
    it(`${channel}: malformed payloads are rejected with a structured error and change nothing`, async () => {
      const cases = [...junk, { unexpected: 'field' }, ...malformed(saveId)[channel]];
      for (const payload of cases) {
        const before = snapshot();
        const watching = client.watching;
        const reply = await dispatch(channel, payload, client);
        // A problem the player can cause also names itself (`params.issue`), for the page to word.
        expect(reply, `${channel} ${JSON.stringify(payload)}`).toEqual({
          ok: false,
          error: {
            code: 'bad-request',
            message: expect.any(String),
            ...(reply.ok || !reply.error.params ? {} : { params: { issue: expect.any(String) } }),
          },
        });
        expect(snapshot()).toEqual(before);
        expect(client.watching).toBe(watching);
      }
    });
  }

  it('names the problems a player can cause as codes the page words', async () => {
    const issue = async (channel: RequestChannel, payload: unknown) => {
      const reply = await dispatch(channel, payload, client);
      return reply.ok ? null : reply.error.params?.issue;
    };
    expect(await issue('saves:rename', { saveId, name: '   ' })).toBe('name-empty');
    expect(await issue('saves:rename', { saveId, name: 'x'.repeat(81) })).toBe('name-too-long');
    expect(await issue('saves:import', { contents: '' })).toBe('file-empty');
    expect(await issue('saves:rename', { saveId: '', name: 'ok' })).toBeUndefined();
  });

  it('impossible but well-formed requests get readable errors and change nothing', async () => {
    for (const [channel, payload, code] of impossible(saveId)) {
      const before = snapshot();
      const reply = await dispatch(channel, payload, client);
      // A stale action also says which position the game is at now.
      const params =
        code === 'stale-position'
          ? { params: { seq: 1 } }
          : code === 'unknown-bot'
            ? { params: { level: 'grandmaster' } }
            : code === 'no-odds'
              ? { params: { reason: 'no-battles' } }
              : {};
      expect(reply, `${channel} ${JSON.stringify(payload)}`).toEqual({
        ok: false,
        error: { code, message: expect.any(String), ...params },
      });
      expect((reply as { error: { message: string } }).error.message.length).toBeGreaterThan(5);
      expect(snapshot()).toEqual(before);
    }
  });

  it('unknown channels are refused', async () => {
    for (const channel of ['nope', '', '__proto__', 'constructor', 'toString', 7, null]) {
      expect(await dispatch(channel, {}, client)).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    }
  });

  it('well-formed requests work through the same table', async () => {
    expect(await dispatch('app:info', {}, client)).toMatchObject({
      ok: true,
      value: { mode: 'web', games: [{ id: 'race', botLevels: ['random'], hintLevel: null }] },
    });
    const created = await dispatch(
      'game:create',
      { moduleId: 'race', scenario: 'long', seats: { red: { kind: 'human' }, blue: { kind: 'bot', level: 'random' } } },
      client,
    );
    expect(created).toMatchObject({ ok: true, value: { scenarioName: 'Long race (to 30)', actionCount: 0 } });
    const opened = await dispatch('game:open', { saveId, player: 'blue' }, client);
    expect(opened).toMatchObject({
      ok: true,
      value: {
        player: 'blue',
        toAct: ['blue'],
        legalActions: [
          { kind: 'add', n: 1 },
          { kind: 'add', n: 2 },
        ],
      },
    });
    expect(client.watching).toEqual({ saveId, player: 'blue' });
    // Red takes back his opening 1 and plays it again.
    expect(await dispatch('game:view', { saveId, player: 'red' }, client)).toMatchObject({
      ok: true,
      value: { canUndo: true },
    });
    expect(await dispatch('game:undo', { saveId, player: 'red' }, client)).toMatchObject({
      ok: true,
      value: { actionCount: 0, toAct: ['red'], canUndo: false },
    });
    expect(
      await dispatch('game:act', { saveId, player: 'red', action: { kind: 'add', n: 1 }, seq: 0 }, client),
    ).toMatchObject({ ok: true, value: { actionCount: 1 } });
    expect(
      await dispatch('game:act', { saveId, player: 'blue', action: { kind: 'add', n: 2 }, seq: 1 }, client),
    ).toMatchObject({ ok: true, value: { actionCount: 2 } });
    expect(await dispatch('saves:rename', { saveId, name: '  St Albans  ' }, client)).toMatchObject({
      ok: true,
      value: { name: 'St Albans' },
    });
    expect(await dispatch('settings:set', { botPaceMs: 0 }, client)).toMatchObject({
      ok: true,
      value: { botPaceMs: 0, animations: true },
    });
    expect(await dispatch('settings:get', {}, client)).toMatchObject({ ok: true, value: { botPaceMs: 0 } });
    expect(await dispatch('app:lastGame', {}, client)).toMatchObject({ ok: true, value: { id: saveId } });
    const exported = await dispatch('saves:export', { saveId }, client);
    expect(exported).toMatchObject({ ok: true, value: { fileName: expect.any(String), contents: expect.any(String) } });
    expect(await dispatch('saves:delete', { saveId }, client)).toEqual({ ok: true, value: { deleted: true } });
    expect(client.watching).toBeNull();
    expect(await dispatch('app:quit', {}, client)).toEqual({ ok: true, value: { quitting: false } });
  });
});
