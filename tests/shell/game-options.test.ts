/**
 * Game options (variants) through the game service: checked against the module's declared options,
 * stored with the save, shown on its row and view, and handed to the engine's setup.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkDescriptors } from '../../engine/core/options';
import { skirmish } from '../../engine/skirmish/module';
import { DEFAULT_OPTIONS, parseOptions } from '../../engine/skirmish/options';
import type { SkirmishView } from '../../engine/skirmish/view';
import { makeRegistry } from '../../electron/services/registry';
import { sqliteServices } from '../fixtures/sqlite-services';
import { raceGame } from './fixtures/race-game';

const registry = makeRegistry([skirmish, raceGame]);
const humans = { york: { kind: 'human' as const }, lancaster: { kind: 'human' as const } };

const sqlite = sqliteServices();
afterEach(() => sqlite.cleanup());

/** The app's services over a real save file, and the path to open it again. */
function service(path = sqlite.newDbPath()) {
  const { services, store } = sqlite.open(path, registry);
  return { path, services, store, games: services.games };
}

describe('game options', () => {
  it('a valid choice is stored with the save, listed on its row and view, and reaches the engine', async () => {
    const { path, services, store, games } = service();
    const created = games.create({
      moduleId: 'skirmish',
      scenario: 'standard',
      seed: 3,
      seats: humans,
      options: { borderless: true, unitsToWin: 15, commandToWin: 4 },
    });
    if (!created.ok) throw new Error(created.error.message);
    // Only what differs from the defaults: a standard choice (4 command units) is not a variant.
    expect(created.value.options).toEqual({ borderless: true, unitsToWin: 15 });
    const stored = store.get(created.value.id);
    if (!stored.ok) throw new Error(stored.error.message);
    expect(stored.value.options).toEqual({ borderless: true, unitsToWin: 15 });

    // The app closed and opened again (a resume): the row lists them, the engine sets the game up with them.
    await sqlite.close(services);
    const again = service(path);
    const row = again.services.saves.list();
    expect(row.ok && row.value.map((r) => r.options)).toEqual([{ borderless: true, unitsToWin: 15 }]);
    const pv = again.games.view(created.value.id, 'york');
    if (!pv.ok) throw new Error(pv.error.message);
    expect(pv.value.options).toEqual({ borderless: true, unitsToWin: 15 });
    const view = pv.value.view as SkirmishView;
    expect(view.options).toMatchObject({ borderless: true, unitsToWin: 15, commandToWin: 4 });
  });

  it('a standard game carries no options', () => {
    const { games } = service();
    const created = games.create({
      moduleId: 'skirmish',
      scenario: 'standard',
      seats: humans,
      options: { borderless: false, first: 'lot' },
    });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.options).toBeUndefined();
    const pv = games.view(created.value.id, 'york');
    expect(pv.ok && pv.value.options).toBeUndefined();
  });

  it.each([
    [{ decks: 'mine' }, 'decks', 'unknown'],
    [{ tutorial: true }, 'tutorial', 'unknown'],
    [{ unitsToWin: 7 }, 'unitsToWin', 'not-allowed'],
    [{ unitsToWin: '15' }, 'unitsToWin', 'not-allowed'],
    [{ borderless: 'yes' }, 'borderless', 'not-allowed'],
    [{ first: 'nobody' }, 'first', 'not-allowed'],
  ])('%j is refused as bad-options (%s: %s) and nothing is saved', (options, option, problem) => {
    const { store, games } = service();
    const r = games.create({ moduleId: 'skirmish', scenario: 'standard', seats: humans, options });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('bad-options');
    expect(r.error.params).toEqual({ option, problem });
    expect(store.list()).toEqual({ ok: true, value: [] });
  });

  it('a game that declares no options refuses any, and its tutorial flag still travels as before', () => {
    const { games } = service();
    const seats = { red: { kind: 'human' as const }, blue: { kind: 'human' as const } };
    const refused = games.create({ moduleId: 'race', scenario: 'short', seats, options: { borderless: true } });
    expect(!refused.ok && refused.error.code).toBe('bad-options');
    const tutorial = games.create({ moduleId: 'race', scenario: 'short', seats, tutorial: true });
    if (!tutorial.ok) throw new Error(tutorial.error.message);
    expect(tutorial.value.tutorial).toBe(true);
    expect(tutorial.value.options).toBeUndefined();
  });
});

describe("the card battle's declared options", () => {
  it('are well formed, default to the engine defaults, and every value they offer sets a game up', () => {
    const declared = skirmish.options ?? [];
    expect(checkDescriptors(declared).ok).toBe(true);
    for (const d of declared) {
      expect(d.default).toBe(DEFAULT_OPTIONS[d.id as keyof typeof DEFAULT_OPTIONS]);
      const values = d.kind === 'boolean' ? [true, false] : d.choices.map((c) => c.value);
      for (const v of values) {
        const parsed = parseOptions({ [d.id]: v });
        expect(parsed.ok && parsed.value[d.id as keyof typeof DEFAULT_OPTIONS]).toBe(v);
      }
    }
  });
});
