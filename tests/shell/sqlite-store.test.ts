import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServices, type AppServices } from '../../electron/services/app-services';
import { exportFileName, openSqliteStore } from '../../electron/services/sqlite-store';
import { raceRegistry } from './fixtures/race-registry';

const dirs: string[] = [];
let open: AppServices[] = [];
afterEach(async () => {
  for (const s of open) await s.close();
  open = [];
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function servicesAt(path: string): AppServices {
  const opened = openSqliteStore(path, raceRegistry);
  if (!opened.ok) throw new Error(opened.error.message);
  const s = createAppServices({ registry: raceRegistry, store: opened.value.store, bots: null });
  open.push(s);
  return s;
}

describe('services over the SQLite store', () => {
  it('actions survive closing and reopening the database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'r3-shell-'));
    dirs.push(dir);
    const db = join(dir, 'saves.db');
    const a = servicesAt(db);
    const created = a.games.create({ moduleId: 'race', scenario: 'short', seed: 5, name: 'Bosworth', seats: { red: { kind: 'human' }, blue: { kind: 'human' } } });
    if (!created.ok) throw new Error(created.error.message);
    expect(a.games.submit(created.value.id, 'red', { kind: 'add', n: 2 }).ok).toBe(true);
    expect(a.games.submit(created.value.id, 'blue', { kind: 'add', n: 1 }).ok).toBe(true);
    expect(a.saves.updateSettings({ botPaceMs: 0 }).ok).toBe(true);
    await a.close();
    open = [];

    const b = servicesAt(db);
    const list = b.saves.list();
    expect(list.ok && list.value.map((s) => [s.name, s.actionCount, s.scenarioName])).toEqual([['Bosworth', 2, 'Short race (to 10)']]);
    const view = b.games.view(created.value.id, 'red');
    expect(view.ok && view.value.view).toMatchObject({ total: 3, next: 'red' });
    expect(b.saves.settings().botPaceMs).toBe(0);
    expect(b.saves.lastGame()).toMatchObject({ ok: true, value: { id: created.value.id } });

    const exported = b.saves.exportGame(created.value.id);
    if (!exported.ok) throw new Error(exported.error.message);
    expect(exported.value.fileName).toBe('Bosworth.r3save.json');
    const imported = b.saves.importGame(exported.value.contents);
    expect(imported.ok && imported.value.actionCount).toBe(2);
    expect(b.saves.importGame(exported.value.contents.slice(0, 100))).toMatchObject({ ok: false, error: { code: 'bad-file' } });
  });

  it('file names are safe', () => {
    expect(exportFileName('York: 1455 / a*b?')).toBe('York 1455 a b.r3save.json');
    expect(exportFileName('???')).toBe('game.r3save.json');
  });
});
