/**
 * `npm run saves`: list, verify (and its failure on a tampered snapshot), log, backup, export/import
 * and info over a real SQLite file, through the same function the command runs.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRegistry } from '../../electron/games';
import { runSavesCli } from '../../electron/headless/saves-cli';
import { openSqliteStore } from '../../electron/services/sqlite-store';
import { recordRandomGame } from '../fixtures/recorded-game';

let dir: string;
let db: string;
let gameId: string;

/** A game of 60 random moves (snapshots at 50), written the way the app writes them. */
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'r3-saves-cli-'));
  db = join(dir, 'saves.db');
  const opened = openSqliteStore(db, appRegistry);
  if (!opened.ok) throw new Error(opened.error.message);
  const store = opened.value.store;
  gameId = recordRandomGame(store, {
    name: 'Towton',
    scenario: 'wars-of-the-roses',
    seed: 5,
    seats: { lancaster: { kind: 'human' }, york: { kind: 'human' } },
    stop: (_s, n) => n >= 60,
  }).id;
  store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSavesCli([...args, '--db', db], { out: (l) => out.push(l), err: (l) => err.push(l) }, {});
  return { code, out, err };
}

describe('npm run saves', () => {
  it('lists the games and verifies them', async () => {
    const list = await run('list');
    expect(list.code).toBe(0);
    expect(list.out).toHaveLength(1);
    expect(list.out[0]).toContain(gameId);
    expect(list.out[0]).toContain('Towton');
    const verify = await run('verify');
    expect(verify.code).toBe(0);
    expect(verify.out.at(-1)).toBe('1 of 1 games verified');
  });

  it("prints one game's moves in order", async () => {
    const log = await run('log', gameId);
    expect(log.code).toBe(0);
    expect(log.out).toHaveLength(60);
    log.out.forEach((line, i) => {
      const [seq, side, action] = line.split('\t');
      expect(Number(seq)).toBe(i + 1);
      expect(['york', 'lancaster']).toContain(side);
      expect(() => JSON.parse(action!) as unknown).not.toThrow();
    });
    expect((await run('log', 'no-such-game')).code).toBe(1);
    expect((await run('log')).code).toBe(2);
  });

  it('exports a game and imports it back as a second game that verifies', async () => {
    const file = join(dir, 'towton.roses-save.json');
    expect((await run('export', gameId, file)).code).toBe(0);
    expect(existsSync(file)).toBe(true);
    const imported = await run('import', file, '--name', 'Towton again');
    expect(imported.code).toBe(0);
    expect(imported.out[0]).toContain('Towton again');
    const list = await run('list');
    expect(list.out).toHaveLength(2);
    expect((await run('verify')).code).toBe(0);
  });

  it('backs the file up into a copy that opens with the same games', async () => {
    const copy = join(dir, 'backup.db');
    expect((await run('backup', copy)).code).toBe(0);
    const again = await runSavesCli(['list', '--db', copy], { out: () => {}, err: () => {} }, {});
    expect(again).toBe(0);
  });

  it('fails verify when a stored snapshot no longer matches its replay', async () => {
    const raw = new Database(db);
    raw.prepare('UPDATE snapshots SET state_hash = ? WHERE game_id = ?').run('0'.repeat(16), gameId);
    raw.close();
    const verify = await run('verify', gameId);
    expect(verify.code).toBe(1);
    expect(verify.out[0]).toMatch(/^FAILED\t/);
  });

  it('says how to use it on a bad command', async () => {
    expect((await run('explode')).code).toBe(2);
    expect((await run('export', gameId)).code).toBe(2);
    const missing = await runSavesCli(['list', '--db', join(dir, 'nope.db')], { out: () => {}, err: () => {} }, {});
    expect(missing).toBe(1);
    expect(existsSync(join(dir, 'nope.db'))).toBe(false);
    const info = await run('info');
    expect(info.code).toBe(0);
    expect(info.out.join('\n')).toMatch(/journalMode\twal/);
  });
});
