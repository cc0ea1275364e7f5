/**
 * Which native build of better-sqlite3 this process loads. npm compiles better-sqlite3 for the Node
 * that ran `npm install`; Electron embeds another Node with another module ABI, so it needs a second
 * build, kept beside the first in its own folder and never swapped in place:
 *
 *   node_modules/better-sqlite3/build/Release/better_sqlite3.node                         (npm's build)
 *   node_modules/.cache/richard-iii/better-sqlite3-<ver>/electron-v<ver>-<platform>-<arch>/  (Electron)
 *   node_modules/.cache/richard-iii/better-sqlite3-<ver>/node-abi<N>-<platform>-<arch>/      (another Node)
 *   <resources>/native/electron-v<ver>-<platform>-<arch>/                                 (packaged app)
 *
 * The store opener asks here for the build matching the running process, checks that it loads, and
 * hands its path to better-sqlite3 (`nativeBinding`). A build that is missing or made for another
 * ABI comes back as an error value naming the runtime and the command that fixes it.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ok, type Result } from '../../engine/core/result';

export const BINDING_FILE = 'better_sqlite3.node';

/** The runtime a native module must be built for. */
export interface Runtime {
  readonly kind: 'electron' | 'node';
  /** Electron's version for Electron, Node's version for Node. */
  readonly version: string;
  /** process.versions.modules: the ABI number a native module is compiled against. */
  readonly abi: string;
  readonly platform: string;
  readonly arch: string;
}

export function currentRuntime(
  versions: Readonly<Record<string, string | undefined>> = process.versions,
  platform: string = process.platform,
  arch: string = process.arch,
): Runtime {
  const abi = versions.modules ?? '?';
  if (versions.electron) return { kind: 'electron', version: versions.electron, abi, platform, arch };
  return { kind: 'node', version: versions.node ?? '?', abi, platform, arch };
}

/**
 * The side folder's name for a runtime. Electron is keyed by version (its prebuilt binaries and
 * headers are published per version); plain Node by ABI, since every Node with the same ABI loads
 * the same build.
 */
export function sideBuildDirName(r: Runtime): string {
  return r.kind === 'electron'
    ? `electron-v${r.version}-${r.platform}-${r.arch}`
    : `node-abi${r.abi}-${r.platform}-${r.arch}`;
}

export function describeRuntime(r: Runtime): string {
  const abi = r.abi === '?' ? '' : ` (ABI ${r.abi})`;
  return `${r.kind === 'electron' ? 'Electron' : 'Node'} ${r.version}${abi}`;
}

// ESM under tsx or vitest has import.meta.url; in the CommonJS bundle (Electron main) esbuild
// leaves import.meta empty and __filename is the bundle.
const requireHere = createRequire(typeof import.meta.url === 'string' ? import.meta.url : __filename);

/** better-sqlite3's package folder, or null if it is not installed (a broken install). */
export function sqlitePackageDir(): string | null {
  try {
    return dirname(requireHere.resolve('better-sqlite3/package.json'));
  } catch {
    return null;
  }
}

export function sqlitePackageVersion(pkgDir: string): string {
  const pkg = requireHere(join(pkgDir, 'package.json')) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}

/** Where npm's own build sits. */
export function npmBuildPath(pkgDir: string): string {
  return join(pkgDir, 'build', 'Release', BINDING_FILE);
}

/**
 * The folder holding side builds in a checkout: next to the installed better-sqlite3, under
 * node_modules/.cache, and per better-sqlite3 version (the JS library and its native half must match).
 */
export function devSideBuildRoot(pkgDir: string): string {
  return join(dirname(pkgDir), '.cache', 'richard-iii', `better-sqlite3-${sqlitePackageVersion(pkgDir)}`);
}

/** Where the side builds are looked for, in order: the packaged app's resources, then the checkout. */
export function sideBuildRoots(pkgDir: string | null = sqlitePackageDir()): string[] {
  const resources = (process as { resourcesPath?: string }).resourcesPath;
  return [...(resources ? [join(resources, 'native')] : []), ...(pkgDir ? [devSideBuildRoot(pkgDir)] : [])];
}

export function sideBuildPath(root: string, r: Runtime): string {
  return join(root, sideBuildDirName(r), BINDING_FILE);
}

export type NativeBuildErrorCode = 'native-build-missing' | 'native-build-wrong-abi' | 'native-build-unloadable';

export interface NativeBuildError {
  readonly code: NativeBuildErrorCode;
  readonly runtime: Runtime;
  /** The build that was tried, or the first place it was looked for. */
  readonly path: string;
  /** For a wrong ABI: what the build was made for. */
  readonly builtForAbi?: string;
  /** The command that fixes it. */
  readonly fix: string;
  readonly message: string;
}

export interface ChosenBuild {
  readonly source: 'side' | 'npm';
  readonly path: string;
}

/** An installed app (not `electron .` from a checkout): its build ships inside it. */
const isPackagedApp = (): boolean =>
  Boolean(process.versions.electron) && !(process as { defaultApp?: boolean }).defaultApp;

/** The command that prepares the build a runtime needs. */
export function fixCommand(r: Runtime, packaged: boolean = isPackagedApp()): string {
  if (r.kind === 'electron' && packaged)
    return 'reinstall Richard III (its copy of the SQLite module is missing or damaged)';
  if (r.kind === 'electron') return 'npm start (it prepares the Electron build), or: npm run native:electron';
  return 'npm rebuild better-sqlite3';
}

function nativeError(
  code: NativeBuildErrorCode,
  runtime: Runtime,
  path: string,
  detail: string,
  builtForAbi?: string,
): NativeBuildError {
  const fix = fixCommand(runtime);
  const what = {
    'native-build-missing': `there is no SQLite module (better-sqlite3) built for ${describeRuntime(runtime)}; looked for ${path}`,
    'native-build-wrong-abi': `the SQLite module at ${path} was built for ABI ${builtForAbi ?? '?'}, but ${describeRuntime(runtime)} needs ABI ${runtime.abi}`,
    'native-build-unloadable': `the SQLite module at ${path} could not be loaded by ${describeRuntime(runtime)}: ${detail}`,
  }[code];
  return {
    code,
    runtime,
    path,
    fix,
    message: `The saved games cannot be opened: ${what}. To fix it, run: ${fix}`,
    ...(builtForAbi ? { builtForAbi } : {}),
  };
}

/**
 * Picks the build for `runtime`: its side build if one exists (Electron must have one), else, for
 * plain Node, npm's build. Pure apart from `exists`.
 */
export function chooseBuild(
  runtime: Runtime,
  roots: readonly string[],
  pkgDir: string | null,
  exists: (p: string) => boolean = existsSync,
): Result<ChosenBuild, NativeBuildError> {
  for (const root of roots) {
    const p = sideBuildPath(root, runtime);
    if (exists(p)) return ok({ source: 'side', path: p });
  }
  if (runtime.kind === 'node' && pkgDir && exists(npmBuildPath(pkgDir)))
    return ok({ source: 'npm', path: npmBuildPath(pkgDir) });
  const lastRoot = roots.at(-1);
  const lookedFor =
    runtime.kind === 'node' && pkgDir
      ? npmBuildPath(pkgDir)
      : lastRoot
        ? sideBuildPath(lastRoot, runtime)
        : BINDING_FILE;
  return fail(nativeError('native-build-missing', runtime, lookedFor, ''));
}

const fail = (e: NativeBuildError): Result<never, NativeBuildError> => ({ ok: false, error: e });

/** Turns the exception from loading a native module into the error value above. */
export function classifyLoadFailure(runtime: Runtime, path: string, e: unknown): NativeBuildError {
  const detail = e instanceof Error ? e.message : String(e);
  // Node's wording: "... compiled against a different Node.js version using NODE_MODULE_VERSION 115.
  // This version of Node.js requires NODE_MODULE_VERSION 137. ..."
  const abi = /NODE_MODULE_VERSION (\d+)\.\s+This version/.exec(detail);
  if (abi) return nativeError('native-build-wrong-abi', runtime, path, detail, abi[1]);
  const code = e instanceof Error && 'code' in e ? e.code : undefined;
  if (code === 'MODULE_NOT_FOUND' || /cannot open shared object file: No such file/.test(detail))
    return nativeError('native-build-missing', runtime, path, detail);
  return nativeError('native-build-unloadable', runtime, path, detail.split('\n')[0] ?? detail);
}

/** Loads a native build into this process, as better-sqlite3 itself would. */
export function tryLoad(path: string, runtime: Runtime = currentRuntime()): Result<string, NativeBuildError> {
  try {
    requireHere(path);
    return ok(path);
  } catch (e) {
    return fail(classifyLoadFailure(runtime, path, e));
  }
}

export interface SqliteBinding extends ChosenBuild {
  readonly runtime: Runtime;
}

/** Loads a chosen build, as better-sqlite3 itself will, so a wrong one fails here with a clear message. */
export function loadBinding(
  chosen: ChosenBuild,
  runtime: Runtime = currentRuntime(),
): Result<SqliteBinding, NativeBuildError> {
  const load = tryLoad(chosen.path, runtime);
  return load.ok ? ok({ ...chosen, runtime }) : load;
}

let loaded: Result<SqliteBinding, NativeBuildError> | null = null;

/** The build for this process, chosen and loaded once (a process loads one build in its life). */
export function sqliteBinding(): Result<SqliteBinding, NativeBuildError> {
  if (loaded?.ok) return loaded;
  const runtime = currentRuntime();
  const pkgDir = sqlitePackageDir();
  const chosen = chooseBuild(runtime, sideBuildRoots(pkgDir), pkgDir);
  loaded = chosen.ok ? loadBinding(chosen.value, runtime) : chosen;
  return loaded;
}
