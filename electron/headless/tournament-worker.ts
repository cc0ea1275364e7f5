/** A tournament worker thread: plays the games it is sent and posts each result back. */
import { parentPort } from 'node:worker_threads';
import { playTournamentGame, type GameSpec } from './tournament-game';

export interface WorkerJob {
  readonly spec: GameSpec;
  readonly index: number;
}

export type WorkerAnswer =
  | { readonly ok: true; readonly result: Awaited<ReturnType<typeof playTournamentGame>> }
  | { readonly ok: false; readonly message: string };

parentPort?.on('message', (job: WorkerJob) => {
  playTournamentGame(job.spec, job.index).then(
    (result) => parentPort!.postMessage({ ok: true, result } satisfies WorkerAnswer),
    (e: unknown) => parentPort!.postMessage({ ok: false, message: e instanceof Error ? e.message : String(e) }),
  );
});
