/**
 * Web mode: the app in any browser, served from localhost. Used by `npm start` when Electron is
 * unavailable and by browser tests.
 * Run: npx tsx electron/headless/serve.ts [--db FILE] [--port N]   (build the renderer first)
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { resolveDbPath } from '../../saves/index';
import { appRegistry } from '../games';
import { createAppServices } from '../services/app-services';
import { openSqliteStore } from '../services/sqlite-store';
import { startupNotices } from '../services/startup-notices';
import { appVersion } from './app-version';
import { userDataDir } from './user-data';
import { startWebHost, type WebHost } from './web-host';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const RENDERER_DIR = `${root}dist/renderer`;

/** The bot worker: the prebuilt bundle when present, else the TypeScript entry through tsx. */
export function appBotWorker(): string {
  const built = `${root}dist/electron/bot-worker.cjs`;
  return existsSync(built) ? built : `${root}electron/services/bots/app-bot-worker.ts`;
}

export interface ServeOptions {
  readonly db?: string;
  /** The preferred port (another free one if taken); default any free port. */
  readonly port?: number;
  /** The built renderer; default dist/renderer. */
  readonly staticDir?: string;
  /** Where the terminal lines go; default the console. */
  readonly log?: (line: string) => void;
  /** Stop on Ctrl+C / SIGTERM (default true). */
  readonly signals?: boolean;
}

export interface ServedWebMode {
  readonly host: WebHost;
  /** Closes the host, then the services and the save file. */
  stop(): Promise<void>;
}

export async function serveWebMode(opts: ServeOptions): Promise<ServedWebMode> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const staticDir = opts.staticDir ?? RENDERER_DIR;
  const dbPath = resolveDbPath(userDataDir(), opts.db);
  mkdirSync(dirname(dbPath), { recursive: true });
  const opened = openSqliteStore(dbPath, appRegistry);
  if (!opened.ok) throw new Error(`The saved games at ${dbPath} could not be opened: ${opened.error.message}`);
  // The terminal hears it too, but the player reads the page: the notices go there as in the desktop app.
  for (const n of opened.value.notices) log(`note: ${n.message}`);
  if (!existsSync(`${staticDir}/index.html`)) throw new Error('The renderer is not built: run `npm run build` first.');
  const services = createAppServices({
    registry: appRegistry,
    store: opened.value.store,
    bots: { workerEntry: appBotWorker() },
  });
  const host = await startWebHost({
    services,
    staticDir,
    name: 'Richard III: The Wars of the Roses',
    version: appVersion(),
    port: opts.port ?? 0,
    notices: startupNotices(opened.value.notices),
  });
  if (opts.port && host.port !== opts.port) log(`Port ${opts.port} is taken, so port ${host.port} is used instead.`);
  log(`Saved games: ${dbPath}`);
  log(`Richard III is running in web mode at ${host.url}`);
  log("Open that address in a browser (it carries this run's key; a new one each start). Press Ctrl+C to stop.");
  const stop = () => host.close().then(() => services.close());
  if (opts.signals !== false) {
    const onSignal = () => void stop().then(() => process.exit(0));
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  return { host, stop };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({ options: { db: { type: 'string' }, port: { type: 'string' } } });
  serveWebMode({
    ...(values.db ? { db: values.db } : {}),
    ...(values.port ? { port: Number(values.port) } : {}),
  }).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
