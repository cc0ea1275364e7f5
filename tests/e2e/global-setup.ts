/** Builds the renderer once before the browser tests (they serve dist/renderer). */
import { buildRenderer } from '../../electron/build/build';

export default async function setup(): Promise<void> {
  // The stability check (tools/stability-check.ts) builds once for the copies it runs side by side.
  if (process.env.R3_RENDERER_BUILT === '1') return;
  await buildRenderer();
}
