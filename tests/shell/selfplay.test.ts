import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSelfPlayCli, selfPlayGameSeed } from '../../electron/headless/selfplay';
import { botSeed } from '../../electron/services/bots/bots';
import { openSqliteStore } from '../../electron/services/sqlite-store';
import { raceRegistry } from './fixtures/race-registry';

const WORKER = fileURLToPath(new URL('./fixtures/race-bot-worker.ts', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

// Each test boots bot worker threads through tsx: seconds apiece on a loaded machine.
describe('npm run selfplay', { timeout: 60_000 }, () => {
  it('plays bot-vs-bot games through the services, saving every action, and prints a summary', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'r3-selfplay-'));
    dirs.push(dir);
    const db = join(dir, 'self.db');
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
    const code = await runSelfPlayCli(
      ['--db', db, '--games', '3', '--seed', '7', '--scenario', 'long'],
      raceRegistry,
      WORKER,
    );
    expect(code).toBe(0);
    const out = lines.join('\n');
    expect(out).toMatch(/games:\s+3/);
    expect(out).toMatch(/outcomes: .*winner:/);

    // Every game is in the store, finished, and resumes by replaying its saved actions.
    const opened = openSqliteStore(db, raceRegistry);
    if (!opened.ok) throw new Error(opened.error.message);
    const list = opened.value.store.list();
    expect(list.ok && list.value.length).toBe(3);
    for (const g of list.ok ? list.value : []) {
      expect(g.outcome).not.toBeNull();
      expect(g.actionCount).toBeGreaterThan(10);
      expect(opened.value.store.resume(g.id).ok).toBe(true);
    }
    opened.value.store.close();
  });

  it('the same seed plays the same games', { timeout: 60_000 }, async () => {
    const run = async () => {
      const dir = mkdtempSync(join(tmpdir(), 'r3-selfplay-'));
      dirs.push(dir);
      vi.spyOn(console, 'log').mockImplementation(() => {});
      await runSelfPlayCli(['--db', join(dir, 's.db'), '--games', '2', '--seed', '99'], raceRegistry, WORKER);
      const opened = openSqliteStore(join(dir, 's.db'), raceRegistry);
      if (!opened.ok) throw new Error(opened.error.message);
      const games = opened.value.store.list();
      const files = (games.ok ? games.value : []).map((g) => {
        const e = opened.value.store.exportGame(g.id);
        return e.ok ? (JSON.parse(e.value.contents) as { actions: unknown }).actions : null;
      });
      opened.value.store.close();
      return files.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    };
    expect(await run()).toEqual(await run());
  });

  it('different base seeds play different games', async () => {
    const seedsOf = async (base: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'r3-selfplay-'));
      dirs.push(dir);
      const lines: string[] = [];
      vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
      await runSelfPlayCli(['--db', join(dir, 's.db'), '--games', '3', '--seed', base], raceRegistry, WORKER);
      return lines.flatMap((l) => /^game \d+\/\d+: seed (\d+),/.exec(l)?.[1] ?? []);
    };
    const one = await seedsOf('1');
    const two = await seedsOf('2');
    expect(one).toHaveLength(3);
    expect(two).toHaveLength(3);
    expect(one.filter((s) => two.includes(s))).toEqual([]);
  });

  it('derives game seeds that no nearby base seed shares (the old XOR-into-the-basis scheme shared 68 of 100)', () => {
    const seen = new Map<number, string>();
    for (let base = 0; base < 20; base++) {
      for (let i = 0; i < 100; i++) {
        const s = selfPlayGameSeed(base, i);
        expect(seen.get(s), `base ${base} game ${i}`).toBeUndefined();
        seen.set(s, `${base}/${i}`);
      }
    }
    // Bot decision seeds: same game, consecutive positions and nearby games never coincide either.
    const decisions = new Set<number>();
    for (let game = 1; game <= 8; game++)
      for (let n = 0; n < 200; n++) for (const p of ['york', 'lancaster']) decisions.add(botSeed(game, n, p));
    expect(decisions.size).toBe(8 * 200 * 2);
  });

  it('explains its usage when --db is missing', async () => {
    const errs: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errs.push(a.join(' ')));
    expect(await runSelfPlayCli(['--games', '1'], raceRegistry, WORKER)).toBe(2);
    expect(errs.join()).toMatch(/Usage: npm run selfplay/);
  });
});
