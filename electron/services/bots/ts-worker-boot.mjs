// Starts a TypeScript worker entry through tsx when running from source (tests, tsx-run hosts).
// The packaged app runs a prebuilt .cjs worker instead and never loads this file.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.tsEntry, import.meta.url);
