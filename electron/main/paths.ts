/** Where the built pieces of the app live, relative to the bundled main script (dist/electron). */
import { join } from 'node:path';

export const RENDERER_DIR = join(__dirname, '..', 'renderer');
export const PRELOAD_FILE = join(__dirname, 'preload.cjs');
export const BOT_WORKER_FILE = join(__dirname, 'bot-worker.cjs');

/** `--db FILE` from the command line, if given. */
export function dbFlag(argv: readonly string[]): string | undefined {
  const i = argv.indexOf('--db');
  if (i >= 0 && argv[i + 1]) return argv[i + 1];
  const eq = argv.find((a) => a.startsWith('--db='));
  return eq ? eq.slice('--db='.length) : undefined;
}
