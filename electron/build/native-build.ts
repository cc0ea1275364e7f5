/**
 * Preparing a side build of better-sqlite3 for a runtime other than the Node that ran `npm install`
 * (Electron, or another Node): first a prebuilt binary (prebuild-install, which better-sqlite3
 * already depends on), else a compile against that runtime's headers with node-gyp. Both work in a
 * temporary copy, so npm's own build in node_modules/better-sqlite3/build is never touched; the
 * result is checked to load in the target runtime when one is at hand, then moved into its side
 * folder (see electron/services/sqlite-binding.ts) in one rename.
 *
 * Run: npm run native:electron [-- --stage] [--platform P] [--arch A]
 *   --stage copies the build into dist/native for electron-builder, as `npm run dist` does;
 *   --platform/--arch package for another OS (a prebuilt binary only: node-gyp cannot cross-compile).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ok, type Result } from '../../engine/core/result';
import {
  BINDING_FILE,
  describeRuntime,
  devSideBuildRoot,
  sideBuildDirName,
  sideBuildPath,
  sqlitePackageDir,
  type Runtime,
} from '../services/sqlite-binding';
import { findElectron } from '../headless/find-electron';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Where Electron publishes the headers node-gyp compiles against. */
export const ELECTRON_HEADERS_URL = 'https://electronjs.org/headers';

export interface BuildTarget {
  readonly runtime: Runtime;
  /** The runtime's headers for a compile: a folder with include/node (--nodedir), or a dist URL. */
  readonly headers: { readonly nodeDir: string } | { readonly distUrl: string };
  /** Try a published prebuilt binary before compiling. */
  readonly prebuilt: boolean;
  /** An executable of the runtime, to check that a build really loads there (Electron runs as Node). */
  readonly executable?: string;
}

export interface Prepared {
  readonly path: string;
  readonly how: 'cached' | 'prebuilt' | 'compiled';
  readonly ms: number;
}

export interface PrepareFailure {
  readonly code: 'native-prepare-failed';
  readonly runtime: Runtime;
  /** Why each way failed, in the order tried. */
  readonly attempts: readonly string[];
  readonly fix: string;
  readonly message: string;
}

export interface PrepareOptions {
  /** The folder holding side builds (one sub-folder per runtime). */
  readonly root: string;
  /** The installed better-sqlite3 (sources and package.json are copied from here). */
  readonly pkgDir: string;
  readonly log?: (line: string) => void;
  /** Parallel compile jobs (the machine may be shared). */
  readonly jobs?: number;
}

/** Runs a command, keeping its output; never throws. */
function run(
  cmd: string,
  args: readonly string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      output += `\n(gave up after ${Math.round(opts.timeoutMs / 1000)} s)`;
      child.kill('SIGKILL');
    }, opts.timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ code: null, output: output + String(e) });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** npm settings build tools may keep: how to reach the network, nothing about what to build. */
const NETWORK_SETTINGS = /^npm_config_(https?_proxy|proxy|noproxy|no_proxy|cafile|ca|strict_ssl|registry)$/i;

/**
 * The environment for build tools. npm passes its whole configuration to scripts as npm_config_*
 * variables, and node-gyp and prebuild-install let those override their command line: Debian's
 * npm, for one, sets nodedir=/usr, which would silently compile against the system Node's headers.
 * So only the network settings are kept, and the app's own npm_package_* variables go too.
 */
function toolEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (k.startsWith('npm_package_') || k === 'NODE_OPTIONS') continue;
    if (/^npm_config_/i.test(k) && !NETWORK_SETTINGS.test(k)) continue;
    env[k] = v;
  }
  return { ...env, ...extra };
}

/** The useful part of a failed require(): the error's text up to its stack, on one line. */
function loadError(stderr: string): string {
  const lines = stderr.split('\n');
  const start = lines.findIndex((l) => /Error/.test(l));
  const text = lines
    .slice(Math.max(start, 0))
    .filter((l) => !/^\s+at /.test(l) && !/^\s*\^/.test(l) && !/^Node\.js v/.test(l));
  return text.join(' ').replace(/\s+/g, ' ').trim().slice(0, 400);
}

/** Does the build load in the target runtime? Null when no executable of it is at hand. */
export function loadsIn(executable: string | undefined, path: string): Result<true, string> | null {
  if (!executable) return null;
  const r = spawnSync(executable, ['-e', `require(${JSON.stringify(path)})`], {
    env: toolEnv({ ELECTRON_RUN_AS_NODE: '1' }),
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (r.status === 0) return ok(true);
  return { ok: false, error: r.stderr ? loadError(r.stderr) : String(r.error ?? `exit ${r.status}`) };
}

/** node-gyp: the project's copy, else the one npm carries (npm sets npm_config_node_gyp in scripts). */
function nodeGypScript(pkgDir: string): string | null {
  for (const from of [join(root, 'package.json'), join(pkgDir, 'package.json')]) {
    try {
      return createRequire(from).resolve('node-gyp/bin/node-gyp.js');
    } catch {
      // try the next
    }
  }
  const npmGyp = process.env.npm_config_node_gyp;
  return npmGyp && existsSync(npmGyp) ? npmGyp : null;
}

function prebuildInstallScript(pkgDir: string): string | null {
  try {
    return createRequire(join(pkgDir, 'package.json')).resolve('prebuild-install/bin.js');
  } catch {
    return null;
  }
}

/** Moves a finished build into its side folder in one rename, so a reader never sees half a file. */
function install(built: string, dest: string): void {
  mkdirSync(dirname(dest), { recursive: true });
  const tmp = `${dest}.tmp-${process.pid}`;
  cpSync(built, tmp);
  renameSync(tmp, dest);
}

/** What kind of trouble a tool's output shows, and the line that says so. */
export type Trouble = 'network' | 'toolchain' | 'other';

const NETWORK =
  /ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|network connectivity|getaddrinfo|socket hang up|proxy/i;
const TOOLCHAIN =
  /ERR! find Python|Python is not set|not found: (make|g\+\+|cc|c\+\+|gcc|clang)|(make|g\+\+|cc|c\+\+|gcc|clang): (command )?not found|No Xcode|xcrun: error|Visual Studio|MSBuild/i;

export function readTrouble(output: string): { readonly kind: Trouble; readonly why: string } {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (NETWORK.test(output)) {
    const url = /(?:gyp http GET|GET) (https?:\/\/\S+)/.exec(output)?.[1];
    const line = lines.find((l) => /ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|getaddrinfo/.test(l));
    return {
      kind: 'network',
      why: `no network${url ? ` (could not download ${url})` : ''}${line ? `: ${line.replace(/^(gyp ERR!|prebuild-install) (stack |warn )?/, '')}` : ''}`,
    };
  }
  const tool = lines.find((l) => TOOLCHAIN.test(l));
  if (tool) return { kind: 'toolchain', why: `no C++ toolchain: ${tool.replace(/^gyp ERR! (stack )?/, '')}` };
  // gyp's own complaint ("gyp: … not found") or a compiler error says more than node-gyp's summary.
  const cause =
    lines.find((l) => /^gyp: |: error: |: fatal error: /.test(l)) ??
    lines.find((l) => /^gyp ERR! stack Error: /.test(l));
  return { kind: 'other', why: (cause ?? lines.at(-1) ?? 'no output').replace(/^gyp ERR! stack /, '').slice(0, 300) };
}

/** The fix for what went wrong, in the command a player or developer can run. */
export function fixFor(r: Runtime, troubles: ReadonlySet<Trouble>): string {
  const again = r.kind === 'electron' ? '`npm start` (or `npm run native:electron`)' : '`npm run stand-in:node24`';
  const toolchain =
    'install a C++ toolchain (Linux: build-essential and python3; macOS: Xcode command line tools; Windows: Visual Studio Build Tools)';
  if (troubles.has('network') && !troubles.has('toolchain')) return `connect to the internet, then run ${again} again`;
  if (troubles.has('toolchain'))
    return `${toolchain}${troubles.has('network') ? ' or connect to the internet' : ''}, then run ${again} again`;
  return `read the build log named above; then run ${again} again`;
}

/**
 * Gets a build of better-sqlite3 for `target` into `<root>/<runtime folder>/better_sqlite3.node`,
 * unless one that loads is already there.
 */
export async function prepareSideBuild(
  target: BuildTarget,
  options: PrepareOptions,
): Promise<Result<Prepared, PrepareFailure>> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const { runtime } = target;
  const dest = sideBuildPath(options.root, runtime);
  const name = describeRuntime(runtime);
  const attempts: string[] = [];
  const troubles = new Set<Trouble>();

  if (existsSync(dest)) {
    const check = loadsIn(target.executable, dest);
    if (!check || check.ok) return ok({ path: dest, how: 'cached', ms: Date.now() - started });
    attempts.push(`the existing build did not load (${check.error}); it is replaced`);
  }

  mkdirSync(options.root, { recursive: true });
  const work = mkdtempSync(join(options.root, `.work-${sideBuildDirName(runtime)}-`));
  try {
    if (target.prebuilt) {
      log(`Preparing the SQLite module for ${name}: downloading a prebuilt binary…`);
      const script = prebuildInstallScript(options.pkgDir);
      if (!script) attempts.push('prebuilt binary: prebuild-install is not installed');
      else {
        const dir = join(work, 'prebuilt');
        mkdirSync(dir);
        cpSync(join(options.pkgDir, 'package.json'), join(dir, 'package.json'));
        const args = [
          script,
          '--runtime',
          runtime.kind,
          '--target',
          runtime.version,
          '--arch',
          runtime.arch,
          '--platform',
          runtime.platform,
          '--verbose',
        ];
        const r = await run(process.execPath, args, { cwd: dir, env: toolEnv(), timeoutMs: 180_000 });
        const built = join(dir, 'build', 'Release', BINDING_FILE);
        const check = r.code === 0 && existsSync(built) ? loadsIn(target.executable, built) : null;
        if (r.code !== 0 || !existsSync(built)) {
          const t = readTrouble(r.output);
          // "No prebuilt binaries found" is not a problem to fix: the compile below is the answer.
          if (t.kind === 'network') troubles.add('network');
          attempts.push(`prebuilt binary: not available (${t.why})`);
        } else if (check && !check.ok) attempts.push(`prebuilt binary: downloaded but does not load (${check.error})`);
        else {
          install(built, dest);
          return ok({ path: dest, how: 'prebuilt', ms: Date.now() - started });
        }
      }
    }

    const gyp = nodeGypScript(options.pkgDir);
    const foreign = runtime.platform !== process.platform || runtime.arch !== process.arch;
    if (foreign) {
      troubles.add('other');
      attempts.push(
        `compile: not possible for ${runtime.platform}-${runtime.arch} on ${process.platform}-${process.arch}; package on that system`,
      );
    } else if (!gyp) {
      troubles.add('toolchain');
      attempts.push('compile: node-gyp was not found');
    } else {
      log(`Preparing the SQLite module for ${name}: compiling it (a few minutes, once)…`);
      const src = join(work, 'better-sqlite3');
      for (const part of ['package.json', 'binding.gyp', 'src', 'deps'])
        cpSync(join(options.pkgDir, part), join(src, part), { recursive: true });
      const headerArgs =
        'nodeDir' in target.headers
          ? [`--nodedir=${target.headers.nodeDir}`]
          : [`--target=${runtime.version}`, `--dist-url=${target.headers.distUrl}`];
      const args = [
        gyp,
        'rebuild',
        '--release',
        `--arch=${runtime.arch}`,
        `--jobs=${options.jobs ?? 2}`,
        ...headerArgs,
      ];
      const r = await run(process.execPath, args, { cwd: src, env: toolEnv(), timeoutMs: 30 * 60_000 });
      const built = join(src, 'build', 'Release', BINDING_FILE);
      const logFile = `${dest}.build.log`;
      mkdirSync(dirname(dest), { recursive: true });
      writeFileSync(logFile, r.output);
      const check = r.code === 0 && existsSync(built) ? loadsIn(target.executable, built) : null;
      if (r.code !== 0 || !existsSync(built)) {
        const t = readTrouble(r.output);
        troubles.add(t.kind);
        attempts.push(`compile: failed (${t.why}; full log: ${logFile})`);
      } else if (check && !check.ok) attempts.push(`compile: built but does not load (${check.error})`);
      else {
        install(built, dest);
        return ok({ path: dest, how: 'compiled', ms: Date.now() - started });
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (troubles.size === 0) troubles.add('other');
  const fix = fixFor(runtime, troubles);
  const message = `The SQLite module for ${name} could not be prepared.\n${attempts.map((a) => `  - ${a}`).join('\n')}\nTo fix it: ${fix}.`;
  return { ok: false, error: { code: 'native-prepare-failed', runtime, attempts, fix, message } };
}

export interface ElectronInstall {
  /** The Electron executable, when its binary was downloaded. */
  readonly path?: string;
  readonly version: string;
}

export function electronRuntime(
  version: string,
  platform: string = process.platform,
  arch: string = process.arch,
): Runtime {
  // The ABI is only known inside Electron; the side folder is keyed by version.
  return { kind: 'electron', version, abi: '?', platform, arch };
}

/** The Electron build in the checkout's side folder, prepared if missing. */
export async function ensureElectronBuild(
  electron: ElectronInstall,
  log: (line: string) => void,
  runtime: Runtime = electronRuntime(electron.version),
): Promise<Result<Prepared, PrepareFailure>> {
  const pkgDir = sqlitePackageDir();
  if (!pkgDir) {
    const fix = 'run `npm install`';
    return {
      ok: false,
      error: {
        code: 'native-prepare-failed',
        runtime,
        attempts: ['better-sqlite3 is not installed'],
        fix,
        message: `better-sqlite3 is not installed. To fix it: ${fix}.`,
      },
    };
  }
  const native = runtime.platform === process.platform && runtime.arch === process.arch;
  const target: BuildTarget = {
    runtime,
    headers: { distUrl: ELECTRON_HEADERS_URL },
    prebuilt: true,
    ...(electron.path && native ? { executable: electron.path } : {}),
  };
  return prepareSideBuild(target, { root: devSideBuildRoot(pkgDir), pkgDir, log });
}

/** The installed Electron's version (from its package, even when its binary was never downloaded). */
export function installedElectronVersion(): string | null {
  try {
    const pkg = createRequire(join(root, 'package.json'))('electron/package.json') as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : null;
  } catch {
    return null;
  }
}

/** Folder electron-builder copies into the app's resources (`extraResources` in package.json). */
export const STAGED_NATIVE_DIR = join(root, 'dist', 'native');

/** Copies the Electron build where electron-builder picks it up: <resources>/native/<runtime folder>/. */
export function stageForPackaging(prepared: Prepared, runtime: Runtime): string {
  rmSync(STAGED_NATIVE_DIR, { recursive: true, force: true });
  const dest = join(STAGED_NATIVE_DIR, sideBuildDirName(runtime), BINDING_FILE);
  install(prepared.path, dest);
  return dest;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { stage: { type: 'boolean' }, platform: { type: 'string' }, arch: { type: 'string' } },
  });
  if (positionals[0] !== 'electron') {
    console.error('usage: npm run native:electron [-- --stage] [--platform P] [--arch A]');
    process.exit(2);
  }
  const version = installedElectronVersion();
  if (!version) {
    console.error(
      'The electron package is not installed, so there is nothing to build the SQLite module for. Run `npm install`.',
    );
    process.exit(1);
  }
  const found = findElectron();
  const electron: ElectronInstall = { version, ...(found.ok ? { path: found.path } : {}) };
  const runtime = electronRuntime(version, values.platform ?? process.platform, values.arch ?? process.arch);
  const prepared = await ensureElectronBuild(electron, (l) => console.log(l), runtime);
  if (!prepared.ok) {
    console.error(prepared.error.message);
    process.exit(1);
  }
  console.log(
    `SQLite module for Electron ${version} (${runtime.platform}-${runtime.arch}): ${prepared.value.path} (${prepared.value.how})`,
  );
  if (values.stage) console.log(`staged for packaging: ${stageForPackaging(prepared.value, runtime)}`);
}
