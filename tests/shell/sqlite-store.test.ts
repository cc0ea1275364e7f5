import { afterEach, describe, expect, it } from 'vitest';
import { makePortableFile, parsePortableFile, portableFileName } from '../../saves/portable-file';
import { unwrap } from '../faults/helpers';
import { raceRegistry } from './fixtures/race-registry';
import { sqliteServices } from '../fixtures/sqlite-services';

const app = sqliteServices();
afterEach(() => app.cleanup());

describe('services over the SQLite store', () => {
  it('actions survive closing and reopening the database', async () => {
    const db = app.newDbPath();
    const { services: a } = app.open(db, raceRegistry);
    const created = a.games.create({
      moduleId: 'race',
      scenario: 'short',
      seed: 5,
      name: 'Bosworth',
      seats: { red: { kind: 'human' }, blue: { kind: 'human' } },
    });
    if (!created.ok) throw new Error(created.error.message);
    expect(a.games.submit(created.value.id, 'red', { kind: 'add', n: 2 }, 0).ok).toBe(true);
    expect(a.games.submit(created.value.id, 'blue', { kind: 'add', n: 1 }, 1).ok).toBe(true);
    expect(a.saves.updateSettings({ botPaceMs: 0 }).ok).toBe(true);
    await app.close(a);

    const { services: b } = app.open(db, raceRegistry);
    const list = b.saves.list();
    expect(list.ok && list.value.map((s) => [s.name, s.actionCount, s.scenarioName])).toEqual([
      ['Bosworth', 2, 'Short race (to 10)'],
    ]);
    const view = b.games.view(created.value.id, 'red');
    expect(view.ok && view.value.view).toMatchObject({ total: 3, next: 'red' });
    expect(b.saves.settings().botPaceMs).toBe(0);
    expect(b.saves.lastGame()).toMatchObject({ ok: true, value: { id: created.value.id } });

    const exported = b.saves.exportGame(created.value.id);
    if (!exported.ok) throw new Error(exported.error.message);
    expect(exported.value.fileName).toBe('Bosworth.roses-save.json');
    const imported = await b.saves.importGame(exported.value.contents);
    expect(imported.ok && imported.value.actionCount).toBe(2);
    // A copy beside its original is told apart by a number, and so is the next one.
    expect(imported.ok && imported.value.name).toBe('Bosworth (2)');
    const again = await b.saves.importGame(exported.value.contents);
    expect(again.ok && again.value.name).toBe('Bosworth (3)');
    expect(await b.saves.importGame(exported.value.contents.slice(0, 100))).toMatchObject({
      ok: false,
      error: { code: 'bad-file' },
    });
    // A file of a game this build does not host says which game it needs (the page words it).
    const foreign = makePortableFile({ ...unwrap(parsePortableFile(exported.value.contents)), moduleId: 'skirmish' });
    expect(await b.saves.importGame(foreign)).toMatchObject({
      ok: false,
      error: { code: 'import-unknown-game', params: { moduleId: 'skirmish' } },
    });
  });

  it('file names are safe', () => {
    expect(portableFileName('York: 1455 / a*b?')).toBe('York 1455 a b.roses-save.json');
    expect(portableFileName('???')).toBe('game.roses-save.json');
  });
});
