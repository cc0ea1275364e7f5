import { afterEach, describe, expect, it } from 'vitest';
import { makeQuitSequence } from '../../electron/main/quit-sequence';
import { WINDOW_STATE_KEY, type WindowState } from '../../electron/main/window-state';
import { raceRegistry } from '../shell/fixtures/race-registry';
import { sqliteServices } from '../fixtures/sqlite-services';

const app = sqliteServices();
afterEach(() => app.cleanup());

const placed = (x: number): WindowState => ({
  x,
  y: 40,
  width: 1200,
  height: 800,
  maximized: false,
  fullScreen: false,
});

/** The app's services over a real SQLite file, as Electron main opens them. */
const openApp = (db: string) => app.open(db, raceRegistry);

describe('quitting the desktop app', () => {
  it('writes the window state before the store closes, then closes games and the store', async () => {
    const db = app.newDbPath();
    const { store, services } = openApp(db);
    const created = services.games.create({
      moduleId: 'race',
      scenario: 'short',
      seed: 1,
      name: 'Towton',
      seats: { red: { kind: 'human' }, blue: { kind: 'human' } },
    });
    if (!created.ok) throw new Error(created.error.message);
    const quit = makeQuitSequence({ services, store, currentWindowState: () => placed(300) });

    await quit.quit();
    expect(quit.finished).toBe(true);
    // Closed for good: the game service no longer serves and the store's connection is gone.
    expect(() => store.list()).toThrow(/not open/);

    const again = openApp(db);
    expect(again.store.getSetting(WINDOW_STATE_KEY)).toEqual(placed(300));
    expect(again.services.saves.list()).toMatchObject({ ok: true, value: [{ name: 'Towton' }] });
    await again.services.close();
  });

  it('ignores window events that arrive after the store closed, instead of failing on a closed database', async () => {
    const db = app.newDbPath();
    const { store, services } = openApp(db);
    const quit = makeQuitSequence({ services, store, currentWindowState: () => null });
    quit.saveWindowState(placed(10)); // a resize while running is written
    await quit.quit();
    expect(() => quit.saveWindowState(placed(99))).not.toThrow(); // the window's late 'close'

    const again = openApp(db);
    expect(again.store.getSetting(WINDOW_STATE_KEY)).toEqual(placed(10));
    await again.services.close();
  });

  it('runs once however often quit is asked for', async () => {
    const db = app.newDbPath();
    const { store, services } = openApp(db);
    let closes = 0;
    const counted = { close: async () => void (closes++, await services.close()) };
    const quit = makeQuitSequence({ services: counted, store, currentWindowState: () => placed(5) });
    await Promise.all([quit.quit(), quit.quit()]);
    await quit.quit();
    expect(closes).toBe(1);
  });
});
