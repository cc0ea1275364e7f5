/**
 * The main-thread side of imports: sends the file to a worker thread to be parsed, checked and
 * replayed, and gets back the rows to store. Requests are answered in order; a worker that dies is
 * replaced at the next import, and every request still waiting gets an error value.
 */
import type { Worker } from 'node:worker_threads';
import { err, type Result } from '../../engine/core/result';
import type { PreparedImport } from '../../saves/index';
import type { AppError } from '../ipc/contract';
import type { PrepareImportReply, PrepareImportRequest } from './import-worker';
import { startWorker } from './start-worker';

type Reply = Result<PreparedImport, AppError>;

export class ImportChecker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, (r: Reply) => void>();
  private closed = false;

  /** `workerEntry` must call serveImportRequests (the app's worker entry does). */
  constructor(private readonly workerEntry: string) {}

  prepare(contents: string): Promise<Reply> {
    if (this.closed) return Promise.resolve(err('import-unavailable', 'The app is shutting down.'));
    const requestId = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(requestId, resolve);
      try {
        const request: PrepareImportRequest = { type: 'prepare-import', requestId, contents };
        this.ensureWorker().postMessage(request);
      } catch (e) {
        this.settle(
          requestId,
          err('import-unavailable', `The file could not be checked: ${e instanceof Error ? e.message : String(e)}`),
        );
      }
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.failAll('The app is shutting down.');
    const w = this.worker;
    this.worker = null;
    await w?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.workerEntry);
    worker.unref(); // an idle checker must not keep a CLI process alive
    worker.on('message', (reply: PrepareImportReply | { readonly type: string }) => {
      if (reply.type === 'import-prepared')
        this.settle((reply as PrepareImportReply).requestId, (reply as PrepareImportReply).result);
    });
    const lost = (why: string) => {
      if (this.worker === worker) this.worker = null;
      this.failAll(why);
    };
    worker.on('error', (e) => lost(`The file could not be checked: ${e.message}`));
    worker.on('exit', () => lost('The file could not be checked: the checker stopped.'));
    this.worker = worker;
    return worker;
  }

  private settle(requestId: number, result: Reply): void {
    const resolve = this.pending.get(requestId);
    if (!resolve) return;
    this.pending.delete(requestId);
    resolve(result);
  }

  private failAll(message: string): void {
    for (const id of [...this.pending.keys()]) this.settle(id, err('import-unavailable', message));
  }
}
