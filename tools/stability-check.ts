/**
 * `npm run stability`: issue 11's check that the tests once flaky under load stay green. Runs the
 * files below three times in a row while a second copy of the same files runs beside each run (so
 * each copy competes with the other for the CPU and the disk), and prints one JSON line: pass or
 * fail per run for both copies, with the failing tests named. Exit code 1 if any copy failed.
 * The renderer is built once first; both copies' browser tests serve that build.
 * Usage: npm run stability [-- --runs N] (run it under `nice -n 10` on a shared machine).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRenderer } from '../electron/build/build';

/** The tests issue 11 names: the invariants' users, the bot and game services, undo, the e2e driver's. */
export const STABILITY_FILES = [
  'tests/engine/determinize.test.ts',
  'tests/engine/properties.test.ts',
  'tests/engine/battle/fuzz.test.ts',
  'tests/shell/bot-service.test.ts',
  'tests/shell/game-service.test.ts',
  'tests/engine/undo.test.ts',
  'tests/e2e/game/tutorial.test.ts',
] as const;

const root = fileURLToPath(new URL('..', import.meta.url));

interface CopyResult {
  readonly pass: boolean;
  readonly tests: number;
  readonly failed: readonly string[];
  readonly seconds: number;
}

interface VitestJson {
  readonly numTotalTests?: number;
  readonly testResults?: readonly {
    readonly name: string;
    readonly assertionResults?: readonly { readonly fullName: string; readonly status: string }[];
  }[];
}

/** One copy of the files in its own vitest process; its report read from a JSON file. */
function runCopy(report: string): Promise<CopyResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...STABILITY_FILES, '--reporter=json', `--outputFile=${report}`], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, R3_RENDERER_BUILT: '1' },
    });
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      let json: VitestJson = {};
      try {
        json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
      } catch {
        // No report: the process died before writing it; the exit code says it failed.
      }
      const failed = (json.testResults ?? []).flatMap((f) =>
        (f.assertionResults ?? [])
          .filter((a) => a.status === 'failed')
          .map((a) => `${f.name.replace(root, '')}: ${a.fullName}`),
      );
      resolve({ pass: code === 0 && failed.length === 0, tests: json.numTotalTests ?? 0, failed, seconds });
    });
  });
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--runs');
  const runs = at >= 0 ? Number(process.argv[at + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');
  const dir = mkdtempSync(join(tmpdir(), 'r3-stability-'));
  try {
    await buildRenderer();
    const results: { run: number; copy: CopyResult; beside: CopyResult }[] = [];
    for (let run = 1; run <= runs; run++) {
      const [copy, beside] = await Promise.all([
        runCopy(join(dir, `run-${run}.json`)),
        runCopy(join(dir, `run-${run}-beside.json`)),
      ]);
      results.push({ run, copy, beside });
    }
    const pass = results.every((r) => r.copy.pass && r.beside.pass);
    console.log(JSON.stringify({ stability: { files: STABILITY_FILES.length, runs: results, pass } }));
    process.exitCode = pass ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
