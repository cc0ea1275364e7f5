/**
 * The worker-thread side of imports: parsing, checking and replaying an import file (seconds of
 * CPU for a hostile 15 M-character file) happens here, so the host keeps answering everyone else.
 * A worker entry (the app's, a test fixture's) calls serveImportRequests with its registry.
 */
import { parentPort } from 'node:worker_threads';
import type { Result } from '../../engine/core/result';
// Not saves/index: the worker needs no DB code (better-sqlite3 stays out of the thread).
import { DEFAULT_SNAPSHOT_EVERY } from '../../saves/cadence';
import { prepareImport, type PreparedImport } from '../../saves/prepared-import';
import type { AppError } from '../ipc/contract';
import type { GameRegistry } from './registry';

export interface PrepareImportRequest {
  readonly type: 'prepare-import';
  readonly requestId: number;
  readonly contents: string;
}

export interface PrepareImportReply {
  readonly type: 'import-prepared';
  readonly requestId: number;
  readonly result: Result<PreparedImport, AppError>;
}

export function answerImport(registry: GameRegistry, req: PrepareImportRequest): PrepareImportReply {
  let result: Result<PreparedImport, AppError>;
  try {
    result = prepareImport(req.contents, (id) => registry.get(id), DEFAULT_SNAPSHOT_EVERY);
  } catch (e) {
    // A file the checks did not foresee must still come back as a value, never kill the worker.
    result = {
      ok: false,
      error: {
        code: 'bad-file',
        message: `This file could not be read as a saved game: ${e instanceof Error ? e.message : String(e)}`,
      },
    };
  }
  return { type: 'import-prepared', requestId: req.requestId, result };
}

export function serveImportRequests(registry: GameRegistry): void {
  const port = parentPort;
  if (!port) throw new Error('serveImportRequests must run inside a worker thread');
  port.on('message', (req: { readonly type: string }) => {
    if (req.type === 'prepare-import') port.postMessage(answerImport(registry, req as PrepareImportRequest));
  });
}
