/**
 * A second runtime for tests: Node 24 from the npm registry (package node-<platform>-<arch>, which
 * carries bin/node and include/node). Its module ABI differs from the Node 20 that runs npm here,
 * as Electron's does on a player's computer, so it proves the side-build design without Electron.
 *
 * The download and the compiled better-sqlite3 are kept in a per-machine cache outside the checkout
 * (survives `npm ci`): $RICHARD3_DEV_CACHE, else $XDG_CACHE_HOME/richard-iii-dev, else
 * ~/.cache/richard-iii-dev. The build is then copied into the checkout's side folder, where the
 * app's own selection code (electron/services/sqlite-binding.ts) finds it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { ok, type Result } from '../../engine/core/result';
import { prepareSideBuild, type Prepared } from '../../electron/build/native-build';
import {
  devSideBuildRoot,
  sideBuildPath,
  sqlitePackageDir,
  sqlitePackageVersion,
  type Runtime,
} from '../../electron/services/sqlite-binding';

/** Pinned, so the cache key is stable and every machine tests the same runtime. */
export const STAND_IN_VERSION = '24.11.1';

export function machineCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.RICHARD3_DEV_CACHE) return env.RICHARD3_DEV_CACHE;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'richard-iii-dev');
}

const npmPlatform = (p: string): string => (p === 'win32' ? 'win' : p);
export const standInPackage = (): string => `node-${npmPlatform(process.platform)}-${process.arch}`;

export interface StandInPaths {
  /** The unpacked package: bin/node and include/node. */
  readonly dir: string;
  readonly node: string;
  /** The last preparation's outcome, for the test to quote when it cannot run. */
  readonly statusFile: string;
}

export function standInPaths(cache: string = machineCacheDir()): StandInPaths {
  const dir = join(cache, `${standInPackage()}-${STAND_IN_VERSION}`);
  return {
    dir,
    node: join(dir, 'bin', 'node'),
    statusFile: join(cache, `stand-in-${standInPackage()}-${STAND_IN_VERSION}.json`),
  };
}

export interface StandIn {
  readonly node: string;
  readonly runtime: Runtime;
  /** The build in the checkout's side folder, where the selection code looks. */
  readonly build: string;
  readonly prepared: Prepared;
  readonly download: { readonly how: 'cached' | 'downloaded'; readonly ms: number };
}

export interface StandInFailure {
  readonly code: 'stand-in-unsupported' | 'stand-in-download-failed' | 'stand-in-build-failed';
  readonly message: string;
}

const failure = (code: StandInFailure['code'], message: string): Result<never, StandInFailure> => ({
  ok: false,
  error: { code, message },
});

function run(cmd: string, args: readonly string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', (e) => resolve({ code: null, output: output + String(e) }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Downloads and unpacks the stand-in Node once per machine (`npm pack`, then tar). */
export async function downloadStandIn(
  paths: StandInPaths = standInPaths(),
): Promise<Result<{ how: 'cached' | 'downloaded'; ms: number }, StandInFailure>> {
  const started = Date.now();
  if (existsSync(paths.node)) return ok({ how: 'cached', ms: Date.now() - started });
  if (process.platform === 'win32')
    return failure('stand-in-unsupported', 'the stand-in runtime test runs on Linux and macOS only');
  const cache = dirname(paths.dir);
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(join(cache, '.download-'));
  try {
    const spec = `${standInPackage()}@${STAND_IN_VERSION}`;
    const packed = await run('npm', ['pack', spec, '--silent', '--pack-destination', work], work);
    const tgz = packed.output.trim().split('\n').pop() ?? '';
    if (packed.code !== 0 || !tgz.endsWith('.tgz')) {
      return failure(
        'stand-in-download-failed',
        `could not download ${spec} from the npm registry (npm pack: ${packed.output.trim().split('\n').slice(-3).join(' ')})`,
      );
    }
    const untar = await run('tar', ['xzf', join(work, tgz)], work);
    if (untar.code !== 0 || !existsSync(join(work, 'package', 'bin', 'node')))
      return failure('stand-in-download-failed', `could not unpack ${tgz}: ${untar.output.trim()}`);
    renameSync(join(work, 'package'), paths.dir);
    return ok({ how: 'downloaded', ms: Date.now() - started });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The stand-in's own idea of what it is (so the ABI is never guessed). */
export function standInRuntime(node: string): Runtime {
  const r = spawnSync(
    node,
    ['-p', 'JSON.stringify([process.versions.node, process.versions.modules, process.platform, process.arch])'],
    { encoding: 'utf8' },
  );
  const [version, abi, platform, arch] = JSON.parse(r.stdout) as [string, string, string, string];
  return { kind: 'node', version, abi, platform, arch };
}

/** Download (cached), build better-sqlite3 for it with --nodedir (cached), put it in the side folder. */
export async function prepareStandIn(
  log: (line: string) => void = () => {},
  paths: StandInPaths = standInPaths(),
): Promise<Result<StandIn, StandInFailure>> {
  const pkgDir = sqlitePackageDir();
  if (!pkgDir) return failure('stand-in-build-failed', 'better-sqlite3 is not installed (run npm install)');
  log(`Stand-in runtime: ${standInPackage()}@${STAND_IN_VERSION} in ${paths.dir}`);
  const download = await downloadStandIn(paths);
  if (!download.ok) return remember(paths, download);
  const runtime = standInRuntime(paths.node);
  // Compiled once per machine into the cache (keyed by better-sqlite3's version and the ABI)...
  const machineRoot = join(dirname(paths.dir), `better-sqlite3-${sqlitePackageVersion(pkgDir)}`);
  const prepared = await prepareSideBuild(
    { runtime, headers: { nodeDir: paths.dir }, prebuilt: false, executable: paths.node },
    { root: machineRoot, pkgDir, log },
  );
  if (!prepared.ok) return remember(paths, failure('stand-in-build-failed', prepared.error.message));
  // ...then put where the app's selection code looks for a side build.
  const build = sideBuildPath(devSideBuildRoot(pkgDir), runtime);
  if (!existsSync(build)) {
    mkdirSync(dirname(build), { recursive: true });
    cpSync(prepared.value.path, `${build}.tmp-${process.pid}`);
    renameSync(`${build}.tmp-${process.pid}`, build);
  }
  return remember(paths, ok({ node: paths.node, runtime, build, prepared: prepared.value, download: download.value }));
}

function remember<T>(paths: StandInPaths, r: Result<T, StandInFailure>): Result<T, StandInFailure> {
  mkdirSync(dirname(paths.statusFile), { recursive: true });
  writeFileSync(paths.statusFile, JSON.stringify(r.ok ? { ok: true } : r, null, 2));
  return r;
}

/** Whether the stand-in is ready for the test, or why not (in words the test prints). */
export function standInReady(
  paths: StandInPaths = standInPaths(),
): Result<{ node: string; runtime: Runtime; build: string }, string> {
  const pkgDir = sqlitePackageDir();
  if (pkgDir && existsSync(paths.node)) {
    let runtime: Runtime;
    try {
      runtime = standInRuntime(paths.node);
    } catch (e) {
      return {
        ok: false,
        error: `the stand-in at ${paths.node} does not run (${String(e)}); delete ${paths.dir} and prepare it again`,
      };
    }
    const build = sideBuildPath(devSideBuildRoot(pkgDir), runtime);
    if (existsSync(build)) return ok({ node: paths.node, runtime, build });
  }
  const howTo =
    'run `npm run stand-in:node24` (downloads Node 24 from the npm registry and compiles better-sqlite3 for it once; .ci/run does this)';
  if (existsSync(paths.statusFile)) {
    const last = JSON.parse(readFileSync(paths.statusFile, 'utf8')) as { ok: boolean; error?: StandInFailure };
    if (!last.ok && last.error)
      return {
        ok: false,
        error: `the last preparation failed (${last.error.code}): ${last.error.message}. To retry, ${howTo}`,
      };
  }
  return { ok: false, error: `the Node 24 stand-in runtime is not prepared on this machine; ${howTo}` };
}
