/** Starting a worker thread from an entry file: a built .cjs/.js, or a .ts run through tsx (source checkouts, tests). */
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

export function startWorker(entry: string, resourceLimits?: ResourceLimits): Worker {
  const limits = resourceLimits ? { resourceLimits } : {};
  return entry.endsWith('.ts')
    ? new Worker(fileURLToPath(new URL('./bots/ts-worker-boot.mjs', import.meta.url)), {
        workerData: { tsEntry: entry },
        execArgv: [],
        ...limits,
      })
    : new Worker(entry, { execArgv: [], ...limits });
}
