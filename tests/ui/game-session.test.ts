import { describe, expect, it } from 'vitest';
import { GameSession, type SessionApi } from '../../renderer/src/lib/game-session.svelte';
import type {
  AppError,
  BotActivity,
  Hint,
  HostErrorEvent,
  PlayerView,
  Reply,
  SavedSeats,
} from '../../electron/ipc/contract';

const SAVE = 'save-1';

/** A host whose every answer the test gives by hand, in the order it chooses. */
function fakeHost() {
  type Call = { readonly method: string; readonly args: readonly unknown[]; readonly answer: (r: unknown) => void };
  const calls: Call[] = [];
  const open: Call[] = [];
  const listeners = {
    view: new Set<(v: PlayerView) => void>(),
    bot: new Set<(a: BotActivity) => void>(),
    error: new Set<(e: HostErrorEvent) => void>(),
  };
  function ask<T>(method: string, ...args: unknown[]): Promise<Reply<T>> {
    return new Promise((resolve) => {
      const call = { method, args, answer: (r: unknown) => resolve(r as Reply<T>) };
      calls.push(call);
      open.push(call);
    });
  }
  function listen<T>(set: Set<(x: T) => void>, f: (x: T) => void): () => void {
    set.add(f);
    return () => set.delete(f);
  }
  const api: SessionApi = {
    openGame: (saveId, player) => ask('openGame', saveId, player),
    closeGame: (saveId) => ask('closeGame', saveId),
    submitAction: (saveId, player, action, seq) => ask('submitAction', saveId, player, action, seq),
    undo: (saveId, player) => ask('undo', saveId, player),
    hint: (saveId, player, seq) => ask('hint', saveId, player, seq),
    onView: (f) => listen(listeners.view, f),
    onBotActivity: (f) => listen(listeners.bot, f),
    onHostError: (f) => listen(listeners.error, f),
  };
  return {
    api,
    calls,
    listeners,
    /** The calls made so far, as `method(args…)`. */
    log: () => calls.map((c) => `${c.method}(${c.args.map((a) => JSON.stringify(a)).join(', ')})`),
    /** Answers the oldest unanswered call of `method`, then lets the session take the answer. */
    async answer(method: string, reply: Reply<unknown>): Promise<void> {
      const i = open.findIndex((c) => c.method === method);
      if (i < 0) throw new Error(`no ${method} call is waiting; calls: ${calls.map((c) => c.method).join(', ')}`);
      open.splice(i, 1)[0]!.answer(reply);
      await settled();
    },
    waiting: (method: string) => open.filter((c) => c.method === method).length,
    push: (v: PlayerView) => listeners.view.forEach((f) => f(v)),
    bot: (a: BotActivity) => listeners.bot.forEach((f) => f(a)),
    error: (e: HostErrorEvent) => listeners.error.forEach((f) => f(e)),
  };
}

/** Lets every promise already resolved run its continuations (no timer is waited on). */
async function settled(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

const HUMANS: SavedSeats = { york: { kind: 'human' }, lancaster: { kind: 'human' } };
const VS_BOT: SavedSeats = { york: { kind: 'human' }, lancaster: { kind: 'bot', level: 'easy' } };

function view(over: Partial<PlayerView> = {}): PlayerView {
  return {
    saveId: SAVE,
    moduleId: 'test-game',
    player: 'york',
    actionCount: 3,
    summary: { label: 'Turn 1' },
    toAct: ['york'],
    outcome: null,
    view: {},
    legalActions: [],
    seats: VS_BOT,
    canUndo: false,
    ...over,
  };
}
const ok = <T>(value: T): Reply<T> => ({ ok: true, value });
const refused = (code: string, params?: AppError['params']): Reply<never> => ({
  ok: false,
  error: { code, message: code, ...(params ? { params } : {}) },
});
const activity = (over: Partial<BotActivity> = {}): BotActivity => ({
  saveId: SAVE,
  player: 'lancaster',
  level: 'easy',
  phase: 'thinking',
  purpose: 'move',
  budgetMs: 1000,
  ...over,
});
const hintFor = (seq: number, over: Partial<Hint> = {}): Hint => ({
  saveId: SAVE,
  player: 'york',
  seq,
  level: 'hard',
  best: { t: 'end' },
  ranked: [{ action: { t: 'end' }, winChance: 0.5, visits: 10 }],
  ...over,
});

async function opened(first = view(), player: string | null = 'york') {
  const host = fakeHost();
  const session = new GameSession(host.api, SAVE, player);
  const close = session.open();
  await host.answer('openGame', ok(first));
  return { host, session, close };
}

describe('a game session: opening and closing', () => {
  it('opens the game through the seated player\u2019s eyes and shows the view it gets', async () => {
    const { host, session } = await opened();
    expect(host.log()[0]).toBe('openGame("save-1", "york")');
    expect(session.pv?.actionCount).toBe(3);
    expect(session.myTurn).toBe(true);
    expect(session.error).toBeNull();
  });

  it('shows a refusal to open in words, not as a view', async () => {
    const host = fakeHost();
    const session = new GameSession(host.api, SAVE, 'york');
    session.open();
    await host.answer('openGame', refused('not-found'));
    expect(session.pv).toBeNull();
    expect(session.error).toMatch(/\S/);
    expect(session.error).not.toBe('not-found');
  });

  it('stops listening and closes the game when the screen goes', async () => {
    const { host, session, close } = await opened();
    expect([host.listeners.view.size, host.listeners.bot.size, host.listeners.error.size]).toEqual([1, 1, 1]);
    close();
    expect([host.listeners.view.size, host.listeners.bot.size, host.listeners.error.size]).toEqual([0, 0, 0]);
    expect(host.log().at(-1)).toBe('closeGame("save-1")');
    host.push(view({ actionCount: 9 }));
    expect(session.pv?.actionCount).toBe(3);
  });
});

describe('a game session: views pushed by the host', () => {
  it('keeps a newer view of its own game and viewer, and nothing else', async () => {
    const { host, session } = await opened();
    host.push(view({ saveId: 'other', actionCount: 8 }));
    host.push(view({ player: 'lancaster', actionCount: 8 }));
    host.push(view({ actionCount: 2 }));
    expect(session.pv?.actionCount).toBe(3);
    host.push(view({ actionCount: 4 }));
    expect(session.pv?.actionCount).toBe(4);
  });

  it('names the computer thinking for the other side, and forgets it when done or the game is over', async () => {
    const { host, session } = await opened(view({ toAct: ['lancaster'] }));
    host.bot(activity({ saveId: 'other' }));
    expect(session.thinking).toBeNull();
    host.bot(activity());
    expect(session.thinking).toBe('lancaster');
    host.bot(activity({ phase: 'done' }));
    expect(session.bot).toBeNull();
    host.bot(activity({ phase: 'progress', progress: 0.5 }));
    host.push(view({ actionCount: 4, toAct: [], outcome: { winner: 'york', reason: 'x' } }));
    expect(session.thinking).toBeNull();
  });

  it('keeps a hint\u2019s thinking apart from a computer seat\u2019s', async () => {
    const { host, session } = await opened();
    host.bot(activity({ purpose: 'hint', player: 'york' }));
    expect(session.bot).toBeNull();
    expect(session.hintActivity?.player).toBe('york');
  });

  it('shows the host\u2019s errors for this game or for no game in particular', async () => {
    const { host, session } = await opened();
    host.error({ code: 'disk-full', message: 'disk-full', saveId: 'other' });
    expect(session.error).toBeNull();
    host.error({ code: 'disk-full', message: 'disk-full', saveId: SAVE });
    const disk = session.error;
    expect(disk).toMatch(/\S/);
    host.error({ code: 'db-error', message: 'db-error' });
    expect(session.error).toMatch(/\S/);
    expect(session.error).not.toBe(disk);
  });
});

describe('a game session: acting and taking back', () => {
  it('sends an action with the position it was chosen in and shows the reply', async () => {
    const { host, session } = await opened();
    const sent = session.submit({ t: 'end' });
    expect(host.log().at(-1)).toBe('submitAction("save-1", "york", {"t":"end"}, 3)');
    await host.answer('submitAction', ok(view({ actionCount: 4, toAct: ['lancaster'] })));
    expect(await sent).toBe(true);
    expect(session.pv?.actionCount).toBe(4);
    expect(session.myTurn).toBe(false);
  });

  it('keeps a view pushed while the action was on its way when the reply is older', async () => {
    const { host, session } = await opened();
    const sent = session.submit({ t: 'end' });
    host.push(view({ actionCount: 5 }));
    await host.answer('submitAction', ok(view({ actionCount: 4 })));
    expect(await sent).toBe(true);
    expect(session.pv?.actionCount).toBe(5);
  });

  it('catches up with the game when the action was chosen in a position that has gone', async () => {
    const { host, session } = await opened();
    const sent = session.submit({ t: 'end' });
    await host.answer('submitAction', refused('stale-position'));
    expect(host.log().at(-1)).toBe('openGame("save-1", "york")');
    await host.answer('openGame', ok(view({ actionCount: 6 })));
    expect(await sent).toBe(false);
    expect(session.pv?.actionCount).toBe(6);
    expect(session.failure?.code).toBe('stale-position');
  });

  it('shows a refused action in words and keeps the view', async () => {
    const { host, session } = await opened();
    const sent = session.submit({ t: 'bad' });
    await host.answer('submitAction', refused('illegal-action'));
    expect(await sent).toBe(false);
    expect(session.pv?.actionCount).toBe(3);
    expect(session.failure?.code).toBe('illegal-action');
  });

  it('asks for no undo the view does not allow', async () => {
    const { host, session } = await opened(view({ canUndo: false }));
    expect(await session.undo()).toBe(false);
    expect(host.log()).not.toContain('undo("save-1", "york")');
  });

  it('takes back a move: busy until the host answers, then the older view replaces the newer', async () => {
    const { host, session } = await opened(view({ canUndo: true, actionCount: 7 }));
    const undone = session.undo();
    expect(session.busy).toBe(true);
    expect(await session.undo()).toBe(false); // a second press while the first is on its way asks nothing
    expect(host.waiting('undo')).toBe(1);
    await host.answer('undo', ok(view({ actionCount: 6 })));
    expect(await undone).toBe(true);
    expect(session.busy).toBe(false);
    expect(session.pv?.actionCount).toBe(6);
  });
});

describe('a game session: hot-seat', () => {
  it('covers the screen when another person at this computer is due, and hands over on his word', async () => {
    const { host, session } = await opened(view({ seats: HUMANS, toAct: ['lancaster'] }));
    expect(session.handOverTo).toBe('lancaster');
    expect(session.covered).toBe(true);
    const taken = session.takeOver('lancaster');
    expect(session.switching).toBe(true);
    expect(host.log().at(-1)).toBe('openGame("save-1", "lancaster")');
    await host.answer('openGame', ok(view({ seats: HUMANS, player: 'lancaster', toAct: ['lancaster'] })));
    await taken;
    expect(session.viewer).toBe('lancaster');
    expect(session.switching).toBe(false);
    expect(session.handOverTo).toBeNull();
    expect(session.covered).toBe(false);
    // Now only the new viewer's pushes are his.
    host.push(view({ seats: HUMANS, player: 'york', actionCount: 9 }));
    expect(session.pv?.player).toBe('lancaster');
    host.push(view({ seats: HUMANS, player: 'lancaster', actionCount: 4, toAct: ['york'] }));
    expect(session.handOverTo).toBe('york');
  });

  it('keeps the viewer when the next player\u2019s view cannot be had', async () => {
    const { host, session } = await opened(view({ seats: HUMANS, toAct: ['lancaster'] }));
    const taken = session.takeOver('lancaster');
    await host.answer('openGame', refused('db-unavailable'));
    await taken;
    expect(session.viewer).toBe('york');
    expect(session.switching).toBe(false);
    expect(session.failure?.code).toBe('db-unavailable');
  });

  it('hands over to no one against the computer, nor once the game is over', async () => {
    const vsBot = await opened(view({ toAct: ['lancaster'] }));
    expect(vsBot.session.handOverTo).toBeNull();
    const over = await opened(view({ seats: HUMANS, toAct: ['lancaster'], outcome: { winner: 'york', reason: 'x' } }));
    expect(over.session.handOverTo).toBeNull();
  });
});

describe('a game session: hints', () => {
  it('asks nothing while the screen does not offer hints', async () => {
    const { host, session } = await opened();
    expect(await session.askHint(() => false)).toBeNull();
    expect(host.waiting('hint')).toBe(0);
  });

  it('shows the hint only for the position it was asked in', async () => {
    const { host, session } = await opened();
    expect(session.vsComputer).toBe(true);
    const asked = session.askHint(() => true);
    expect(session.hintBusy).toBe(true);
    expect(host.log().at(-1)).toBe('hint("save-1", "york", 3)');
    await host.answer('hint', ok(hintFor(3)));
    expect((await asked)?.seq).toBe(3);
    expect(session.hintBusy).toBe(false);
    expect(session.shownHint?.seq).toBe(3);
    host.push(view({ actionCount: 4 }));
    expect(session.shownHint).toBeNull();
  });

  it('keeps showing a hint while the decision stands, though the computer’s face-down card came in under it', async () => {
    const { host, session } = await opened(view({ decidingSince: 3 }));
    const asked = session.askHint(() => true);
    await host.answer('hint', ok(hintFor(3)));
    expect((await asked)?.seq).toBe(3);
    // The computer chose its card: the position moved on, the player's decision did not.
    host.push(view({ actionCount: 4, decidingSince: 3 }));
    expect(session.shownHint?.seq).toBe(3);
    // The player's own move makes a new decision, and the hint belongs to the old one.
    host.push(view({ actionCount: 5, decidingSince: 5 }));
    expect(session.shownHint).toBeNull();
  });

  it('shows no hint for a position the board has not reached yet', async () => {
    const { host, session } = await opened(view({ decidingSince: 3 }));
    const asked = session.askHint(() => true);
    // The host analysed the position after the computer's card, which the page has not been sent yet.
    await host.answer('hint', ok(hintFor(4)));
    expect((await asked)?.seq).toBe(4);
    expect(session.shownHint).toBeNull();
    host.push(view({ actionCount: 4, decidingSince: 3 }));
    expect(session.shownHint?.seq).toBe(4);
  });

  it('drops the hint on an undo: the same count may come back as another position', async () => {
    const { host, session } = await opened(view({ actionCount: 5, decidingSince: 5, canUndo: true }));
    const asked = session.askHint(() => true);
    await host.answer('hint', ok(hintFor(5)));
    expect(session.shownHint?.seq).toBe((await asked)?.seq);
    const undone = session.undo();
    await host.answer('undo', ok(view({ actionCount: 4, decidingSince: 4 })));
    expect(await undone).toBe(true);
    // Another move from there reaches count 5 again, in another position: the old hint is not for it.
    host.push(view({ actionCount: 5, decidingSince: 5 }));
    expect(session.hint).toBeNull();
    expect(session.shownHint).toBeNull();
  });

  it('asks again about the position as it is now when the game moved on under the question', async () => {
    const { host, session } = await opened();
    const asked = session.askHint(() => true);
    host.push(view({ actionCount: 4 }));
    await host.answer('hint', refused('stale-position'));
    expect(host.log().at(-1)).toBe('hint("save-1", "york", 4)');
    host.push(view({ actionCount: 5 }));
    await host.answer('hint', refused('stale-position'));
    expect(host.log().at(-1)).toBe('hint("save-1", "york", 5)');
    await host.answer('hint', refused('stale-position'));
    // Two more questions at most: then the refusal is shown.
    expect(await asked).toBeNull();
    expect(host.waiting('hint')).toBe(0);
    expect(session.hintFailure?.code).toBe('stale-position');
    expect(session.hintError).toMatch(/Ask again/);
  });

  it('words a refused hint as the computer opponent\u2019s refusal', async () => {
    const { host, session } = await opened();
    const asked = session.askHint(() => true);
    await host.answer('hint', refused('no-hint'));
    expect(await asked).toBeNull();
    expect(session.hintError).toMatch(/No computer level/);
    expect(session.error).toBeNull();
  });
});
