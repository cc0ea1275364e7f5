/** Builds the renderer once before the browser tests (they serve dist/renderer). */
import { buildRenderer } from '../../electron/build/build';

export default async function setup(): Promise<void> {
  await buildRenderer();
}
