/**
 * A saved action must survive the process dying at any moment: a child appends in a loop and
 * reports each seq after its commit returns; we SIGKILL it at random times, 20 times, on the
 * same DB, and after each kill check every reported action is there and the game still resumes.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { makeRng, nextInt } from '../../engine/core/rng';
import { makeTempDir, openStore, unwrap } from './helpers';

const WRITER = join(import.meta.dirname, 'fixtures', 'crash-writer.ts');
const KILLS = 20;

interface WriterRun {
  readonly reported: number[];
  readonly startedAt: number;
  readonly signal: NodeJS.Signals | null;
  readonly stderr: string;
}

/** Runs the writer until it has committed at least once, then kills it after `delayMs`. */
function runAndKill(dbPath: string, delayMs: number): Promise<WriterRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dbPath], {
      cwd: join(import.meta.dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let stderr = '';
    let startedAt = -1;
    let armed = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const ready = /^ready (\d+)\n/.exec(out);
      if (ready) startedAt = Number(ready[1]);
      // Arm the kill once the first action after "ready" is reported committed.
      if (!armed && ready && out.split('\n').length > 2) {
        armed = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      // Only complete lines count: a partial last line was cut by the kill, not committed-and-reported.
      const lines = out.split('\n').slice(1, -1);
      resolve({ reported: lines.map(Number), startedAt, signal, stderr });
    });
  });
}

describe('crash safety', () => {
  const tmp = makeTempDir();
  afterAll(tmp.cleanup);

  it(`keeps every reported action through ${KILLS} SIGKILLs`, async () => {
    const dbPath = join(tmp.dir, 'saves.db');
    const rng = makeRng(20240601); // fixed: a failure is reproducible
    let lastCount = 0;
    for (let run = 0; run < KILLS; run++) {
      const delay = nextInt(rng, 120);
      const result = await runAndKill(dbPath, delay);
      expect(result.signal, `run ${run} stderr: ${result.stderr}`).toBe('SIGKILL');
      // The writer resumed exactly where the previous run's DB left off.
      expect(result.startedAt).toBe(lastCount);
      expect(result.reported.length).toBeGreaterThan(0);
      const maxReported = Math.max(...result.reported);

      // Raw SQLite view first, before our store touches (and checkpoints) the file.
      const raw = new Database(dbPath);
      expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
      raw.close();

      const store = openStore(dbPath);
      try {
        expect(store.notices.filter((n) => n.kind === 'corrupt-db-set-aside')).toEqual([]);
        const [game] = unwrap(store.list());
        expect(game).toBeDefined();
        const loaded = unwrap(store.load(game!.id));
        const seqs = loaded.actions.map((a) => a.seq);
        expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1)); // no gaps
        expect(game!.actionCount).toBe(seqs.length);
        expect(game!.actionCount).toBeGreaterThanOrEqual(maxReported); // nothing reported was lost
        // The process may die after commit and before printing, so at most one unreported extra.
        expect(game!.actionCount).toBeLessThanOrEqual(maxReported + 1);
        const resumed = unwrap(store.resume(game!.id));
        expect((resumed.state as { moves: number }).moves).toBe(game!.actionCount);
        if (run === KILLS - 1) {
          // Once, at the end (it replays the whole log): every snapshot written between kills is right.
          const verified = unwrap(store.verify(game!.id));
          expect(verified.finalHash).toBe(resumed.stateHash);
          expect(verified.checkedSnapshots).toBe(Math.floor(game!.actionCount / 5));
        }
        lastCount = game!.actionCount;
      } finally {
        store.close();
      }
    }
  }, 120_000); // ~15 s on an idle 2-core box; child start-up dominates and slows under load
});
