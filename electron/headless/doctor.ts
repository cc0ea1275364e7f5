/**
 * `npm run doctor`: can this machine run the app, and in which mode? One line per check (ok, notice
 * or problem, with the fix), then the verdict. Exits 0 whenever the app can run in some mode (the
 * desktop window or web mode), non-zero only when it cannot run at all.
 */
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveDbPath } from '../../saves/index';
import { CHROMIUM } from '../../tests/e2e/browser';
import { electronRuntime, installedElectronVersion, loadsIn } from '../build/native-build';
import {
  BINDING_FILE,
  devSideBuildRoot,
  npmBuildPath,
  sideBuildDirName,
  sideBuildPath,
  sqlitePackageDir,
  tryLoad,
} from '../services/sqlite-binding';
import { findElectron } from './find-electron';
import { userDataDir } from './user-data';

export const REQUIRED_NODE = { major: 20, minor: 19 };

export interface DoctorFacts {
  readonly node: { readonly version: string };
  readonly electron:
    | { readonly found: true; readonly path: string; readonly version: string }
    | { readonly found: false; readonly reason: string };
  /** npm's build for the Node running this: null when better-sqlite3 is not installed at all. */
  readonly npmBuild:
    | { readonly path: string; readonly loads: true }
    | { readonly path: string; readonly loads: false; readonly why: string; readonly fix: string }
    | null;
  /** The Electron build (when Electron is installed): does it exist, does it load in Electron. */
  readonly electronBuild: {
    readonly path: string;
    readonly exists: boolean;
    readonly loads: boolean | null;
    readonly why?: string;
  } | null;
  /** Other side builds present (other runtimes, e.g. the Node 24 test stand-in). */
  readonly otherBuilds: readonly string[];
  readonly saves: { readonly path: string; readonly exists: boolean; readonly writable: boolean };
  readonly chromium: { readonly path: string; readonly exists: boolean };
}

export type Status = 'ok' | 'notice' | 'problem';
export interface DoctorLine {
  readonly status: Status;
  readonly topic: string;
  readonly text: string;
  readonly fix?: string;
}
export interface Diagnosis {
  readonly lines: readonly DoctorLine[];
  /** 'after-prepare': Electron is there and npm start will first prepare its SQLite module. */
  readonly desktop: boolean | 'after-prepare';
  readonly web: boolean;
  readonly exitCode: 0 | 1;
}

export function nodeIsRecentEnough(version: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > REQUIRED_NODE.major || (major === REQUIRED_NODE.major && minor >= REQUIRED_NODE.minor);
}

/** From facts to lines and a verdict (pure). */
export function diagnose(f: DoctorFacts): Diagnosis {
  const lines: DoctorLine[] = [];
  const add = (status: Status, topic: string, text: string, fix?: string) =>
    lines.push({ status, topic, text, ...(fix ? { fix } : {}) });
  const need = `${REQUIRED_NODE.major}.${REQUIRED_NODE.minor}`;

  const nodeOk = nodeIsRecentEnough(f.node.version);
  if (nodeOk) add('ok', 'node', `Node ${f.node.version} (needs ${need} or newer)`);
  else
    add(
      'problem',
      'node',
      `Node ${f.node.version} is too old (needs ${need} or newer)`,
      `install Node ${need} or newer (https://nodejs.org), then npm install`,
    );

  if (f.electron.found) add('ok', 'electron', `Electron ${f.electron.version} at ${f.electron.path}`);
  else
    add(
      'notice',
      'electron',
      `Electron is unavailable (${f.electron.reason}): npm start uses web mode`,
      'for the desktop window, run npm install where Electron can be downloaded',
    );

  if (!f.npmBuild) add('problem', 'sqlite-node', 'better-sqlite3 is not installed', 'npm install');
  else if (f.npmBuild.loads)
    add('ok', 'sqlite-node', `SQLite module for Node ${f.node.version}: ${f.npmBuild.path} loads`);
  else
    add(
      'problem',
      'sqlite-node',
      `SQLite module for Node ${f.node.version} does not load: ${f.npmBuild.why}`,
      f.npmBuild.fix,
    );

  let electronBuildOk = false;
  if (f.electron.found) {
    const b = f.electronBuild;
    if (!b || !b.exists)
      add(
        'notice',
        'sqlite-electron',
        `no SQLite module for Electron ${f.electron.version} yet${b ? ` (${b.path})` : ''}`,
        'npm start prepares it (download, else compile)',
      );
    else if (b.loads === false)
      add(
        'problem',
        'sqlite-electron',
        `SQLite module for Electron ${f.electron.version} does not load: ${b.why ?? '?'}`,
        'delete it and run npm start to prepare it again',
      );
    else {
      electronBuildOk = true;
      add('ok', 'sqlite-electron', `SQLite module for Electron ${f.electron.version}: ${b.path} loads`);
    }
  }
  if (f.otherBuilds.length > 0)
    add('ok', 'sqlite-other', `side builds for other runtimes: ${f.otherBuilds.join(', ')}`);

  if (f.saves.writable) add('ok', 'saves', `saved games: ${f.saves.path}${f.saves.exists ? '' : ' (not created yet)'}`);
  else
    add(
      'problem',
      'saves',
      `saved games: ${f.saves.path} cannot be written`,
      `make ${dirname(f.saves.path)} writable, or choose another file with --db FILE or RICHARD3_DB`,
    );

  if (f.chromium.exists) add('ok', 'chromium', `Chromium for browser tests: ${f.chromium.path}`);
  else
    add(
      'notice',
      'chromium',
      `no Chromium for browser tests at ${f.chromium.path} (the app does not need it)`,
      'sudo apt-get install chromium, or set CHROMIUM_PATH',
    );

  const web = nodeOk && f.npmBuild?.loads === true && f.saves.writable;
  const desktopReady = nodeOk && f.electron.found && f.saves.writable;
  const desktop =
    desktopReady && electronBuildOk
      ? true
      : desktopReady && f.electronBuild?.exists === false
        ? 'after-prepare'
        : false;
  return { lines, web, desktop, exitCode: web || desktop ? 0 : 1 };
}

/** Writable now, or creatable (the app makes the folder on first start). */
function canWrite(path: string): boolean {
  for (let p = existsSync(path) ? path : dirname(path); ; p = dirname(p)) {
    if (existsSync(p)) {
      try {
        accessSync(p, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    }
    if (dirname(p) === p) return false;
  }
}

export function gatherFacts(env: NodeJS.ProcessEnv = process.env): DoctorFacts {
  const pkgDir = sqlitePackageDir();
  const found = findElectron();
  const electron = found.ok
    ? { found: true as const, path: found.path, version: installedElectronVersion() ?? '?' }
    : { found: false as const, reason: found.reason };

  let npmBuild: DoctorFacts['npmBuild'] = null;
  if (pkgDir) {
    const path = npmBuildPath(pkgDir);
    const load = tryLoad(path);
    npmBuild = load.ok ? { path, loads: true } : { path, loads: false, why: load.error.message, fix: load.error.fix };
  }

  let electronBuild: DoctorFacts['electronBuild'] = null;
  const root = pkgDir ? devSideBuildRoot(pkgDir) : null;
  if (electron.found && root) {
    const path = sideBuildPath(root, electronRuntime(electron.version));
    const exists = existsSync(path);
    const check = exists ? loadsIn(electron.path, path) : null;
    electronBuild = {
      path,
      exists,
      loads: check ? check.ok : null,
      ...(check && !check.ok ? { why: check.error } : {}),
    };
  }
  const mine = electron.found ? sideBuildDirName(electronRuntime(electron.version)) : null;
  const otherBuilds =
    root && existsSync(root)
      ? readdirSync(root).filter((d) => !d.startsWith('.') && d !== mine && existsSync(join(root, d, BINDING_FILE)))
      : [];

  const savesPath = resolveDbPath(userDataDir(env), undefined, env);
  return {
    node: { version: process.versions.node },
    electron,
    npmBuild,
    electronBuild,
    otherBuilds,
    saves: { path: savesPath, exists: existsSync(savesPath), writable: canWrite(savesPath) },
    chromium: { path: CHROMIUM, exists: existsSync(CHROMIUM) },
  };
}

export function formatDiagnosis(d: Diagnosis): string {
  const out = d.lines.map((l) => `${l.status.padEnd(8)}${l.text}${l.fix ? `\n${' '.repeat(8)}fix: ${l.fix}` : ''}`);
  const verdict =
    d.desktop === true
      ? 'the app can run as a desktop window (npm start)'
      : d.desktop === 'after-prepare'
        ? `the app can run as a desktop window once npm start has prepared the SQLite module for Electron${d.web ? ', and in web mode' : ''}`
        : d.web
          ? 'the app can run in web mode (npm start opens it in your browser)'
          : 'the app cannot run until the problems above are fixed';
  out.push(`${(d.exitCode === 0 ? 'ok' : 'problem').padEnd(8)}verdict: ${verdict}`);
  return out.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const d = diagnose(gatherFacts());
  console.log(formatDiagnosis(d));
  process.exit(d.exitCode);
}
