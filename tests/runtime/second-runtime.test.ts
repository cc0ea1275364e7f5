/**
 * The side-build design proven on a second runtime: Node 24 (another module ABI, as Electron has)
 * runs the real store through the same selection code as Electron's main, bundled the same way.
 * Needs the stand-in prepared once per machine (tests/runtime/prepare-node24.ts; .ci/run does it);
 * without it the test is skipped and says why.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_BUNDLE_OPTIONS } from '../../electron/build/build';
import { appRegistry } from '../../electron/games';
import { loadBinding } from '../../electron/services/sqlite-binding';
import { openSqliteStore } from '../../electron/services/sqlite-store';
import { standInReady } from './stand-in-runtime';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ready = standInReady();
if (!ready.ok) console.log(`[second runtime] skipped: ${ready.error}`);

describe.skipIf(!ready.ok)('better-sqlite3 on a second runtime (Node 24 stand-in)', () => {
  const bundle = join(root, 'dist', 'runtime-test', 'store-round-trip.cjs');
  const dir = mkdtempSync(join(tmpdir(), 'r3-runtime-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  beforeAll(async () => {
    await build({ ...MAIN_BUNDLE_OPTIONS, entryPoints: ['tests/runtime/store-round-trip.ts'], outfile: bundle });
  });

  function runUnderStandIn(...args: string[]): Record<string, unknown> {
    if (!ready.ok) throw new Error(ready.error);
    const r = spawnSync(ready.value.node, [bundle, ...args], { encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toBe('');
    return JSON.parse(r.stdout) as Record<string, unknown>;
  }

  it('opens the store, creates a game, appends actions, closes, reopens and resumes under Node 24', () => {
    if (!ready.ok) return;
    expect(ready.value.runtime.abi).not.toBe(process.versions.modules);
    const out = runUnderStandIn('round-trip', join(dir, 'saves.db'), '12');
    expect(out).toMatchObject({
      ok: true,
      runtime: { node: ready.value.runtime.version, abi: ready.value.runtime.abi },
      binding: { source: 'side', path: ready.value.build },
      saved: [{ name: 'Stand-in', actionCount: 12 }],
      actionCountBefore: 12,
      actionCountAfter: 12,
      sameView: true,
    });
    expect(String(out.runtime && (out.runtime as { node: string }).node)).toMatch(/^24\./);
  });

  it('under Node 24, npm’s build (made for this Node) is refused with a clear error value', () => {
    const out = runUnderStandIn('npm-build');
    expect(out).toMatchObject({
      ok: false,
      error: { code: 'native-build-wrong-abi', builtForAbi: process.versions.modules },
    });
    const message = (out.error as { message: string }).message;
    expect(message).toContain(`needs ABI ${ready.ok ? ready.value.runtime.abi : '?'}`);
    expect(message).toContain('To fix it, run:');
    expect(message).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('in this Node, the store opener refuses the Node 24 build the same way', () => {
    if (!ready.ok) return;
    const opened = openSqliteStore(join(dir, 'other.db'), appRegistry, {
      binding: loadBinding({ source: 'side', path: ready.value.build }),
    });
    expect(opened).toMatchObject({ ok: false, error: { code: 'native-build-wrong-abi' } });
    if (!opened.ok)
      expect(opened.error.message).toMatch(/built for ABI \d+, but Node .* needs ABI \d+\. To fix it, run: /);
  });
});
