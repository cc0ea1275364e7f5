import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ElectronNative } from '../../electron/build/build';
import { electronRuntime, fixFor, prepareSideBuild, readTrouble } from '../../electron/build/native-build';
import { launchPlan } from '../../electron/headless/launch-plan';
import { npmBuildPath, sideBuildPath, sqlitePackageDir, type Runtime } from '../../electron/services/sqlite-binding';

const pkgDir = sqlitePackageDir()!;
const scratch = mkdtempSync(join(tmpdir(), 'r3-native-build-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const otherNode: Runtime = {
  kind: 'node',
  version: '24.11.1',
  abi: '137',
  platform: process.platform,
  arch: process.arch,
};

describe('preparing a side build', () => {
  it('when the compile cannot work, says why and what to run — and leaves npm’s build alone', async () => {
    const npmBuild = statSync(npmBuildPath(pkgDir));
    const noHeaders = join(scratch, 'no-headers');
    mkdirSync(noHeaders);
    const root = join(scratch, 'builds');
    const r = await prepareSideBuild(
      { runtime: otherNode, headers: { nodeDir: noHeaders }, prebuilt: false },
      { root, pkgDir },
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'native-prepare-failed' } });
    if (r.ok) return;
    expect(r.error.attempts).toHaveLength(1);
    expect(r.error.attempts[0]).toMatch(
      /^compile: failed \(gyp: .*common\.gypi not found.*; full log: .+better_sqlite3\.node\.build\.log\)$/,
    );
    expect(r.error.message).toMatch(
      /could not be prepared\.\n {2}- compile: failed .*\nTo fix it: .*npm run stand-in:node24/s,
    );
    expect(existsSync(sideBuildPath(root, otherNode))).toBe(false);
    const after = statSync(npmBuildPath(pkgDir));
    expect([after.mtimeMs, after.size]).toEqual([npmBuild.mtimeMs, npmBuild.size]);
  }, 120_000);

  it('a build already in its side folder is used as it is', async () => {
    const root = join(scratch, 'cached');
    const dest = sideBuildPath(root, otherNode);
    mkdirSync(join(dest, '..'), { recursive: true });
    writeFileSync(dest, 'built earlier');
    const r = await prepareSideBuild(
      { runtime: otherNode, headers: { nodeDir: '/nowhere' }, prebuilt: true },
      { root, pkgDir },
    );
    expect(r).toMatchObject({ ok: true, value: { path: dest, how: 'cached' } });
  });

  it('reads what went wrong out of the tools’ output', () => {
    const offline = [
      'gyp http GET https://electronjs.org/headers/v45.5.0/node-v45.5.0-headers.tar.gz',
      'gyp ERR! configure error',
      'gyp ERR! stack Error: This is most likely not a problem with node-gyp or the package itself and',
      'gyp ERR! stack is related to network connectivity.',
      'gyp ERR! stack FetchError: request to https://electronjs.org/headers/v45.5.0/node-v45.5.0-headers.tar.gz failed, reason: getaddrinfo ENOTFOUND electronjs.org',
    ].join('\n');
    expect(readTrouble(offline)).toEqual({
      kind: 'network',
      why: expect.stringMatching(
        /^no network \(could not download https:\/\/electronjs\.org\/headers\/v45\.5\.0\/node-v45\.5\.0-headers\.tar\.gz\): FetchError/,
      ),
    });
    expect(
      readTrouble(
        'gyp info find Python using Python version 3.11.7\ngyp ERR! find Python Python is not set from command line or npm configuration',
      ),
    ).toMatchObject({ kind: 'toolchain' });
    expect(readTrouble('gyp ERR! stack Error: not found: make')).toMatchObject({ kind: 'toolchain' });
    expect(
      readTrouble(
        'gyp: /h/common.gypi not found while trying to load binding.gyp\ngyp ERR! stack Error: `gyp` failed with exit code: 1',
      ),
    ).toEqual({ kind: 'other', why: 'gyp: /h/common.gypi not found while trying to load binding.gyp' });
    expect(
      readTrouble(
        'prebuild-install warn install No prebuilt binaries found (target=45.5.0 runtime=electron arch=x64 libc= platform=linux)',
      ),
    ).toMatchObject({ kind: 'other' });
  });

  it('the fix matches the trouble', () => {
    const electron = electronRuntime('45.5.0', 'linux', 'x64');
    expect(fixFor(electron, new Set(['network']))).toBe(
      'connect to the internet, then run `npm start` (or `npm run native:electron`) again',
    );
    expect(fixFor(electron, new Set(['network', 'toolchain']))).toMatch(
      /^install a C\+\+ toolchain .* or connect to the internet, then run `npm start`/,
    );
  });
});

describe('what npm start opens', () => {
  const electron = { path: '/app/node_modules/electron/dist/electron', version: '45.5.0' };
  const failure = {
    code: 'native-prepare-failed' as const,
    runtime: electronRuntime('45.5.0'),
    attempts: ['x'],
    fix: 'connect to the internet',
    message: 'The SQLite module for Electron 45.5.0 could not be prepared.\n  - x\nTo fix it: connect to the internet.',
  };

  it('the window when Electron and its SQLite module are ready', () => {
    const native: ElectronNative = {
      kind: 'prepared',
      electron,
      result: { ok: true, value: { path: '/b', how: 'cached', ms: 1 } },
    };
    expect(launchPlan(native)).toEqual({ kind: 'window', electronPath: electron.path });
  });

  it('web mode, with the reason and the fix, when the SQLite module for Electron could not be had', () => {
    const plan = launchPlan({ kind: 'prepared', electron, result: { ok: false, error: failure } });
    expect(plan.kind).toBe('web');
    if (plan.kind === 'web') expect(plan.reason).toContain('To fix it: connect to the internet.');
  });

  it('web mode when Electron is missing or --web is given', () => {
    expect(launchPlan({ kind: 'no-electron', reason: 'the Electron binary was never downloaded' })).toMatchObject({
      kind: 'web',
      reason: expect.stringContaining('never downloaded'),
    });
    expect(launchPlan({ kind: 'skipped' })).toMatchObject({ kind: 'web' });
  });
});
