/** What `npm start` opens: the desktop window when Electron and its SQLite module are ready, else web mode and why. */
import type { ElectronNative } from '../build/build';

export type LaunchPlan =
  { readonly kind: 'window'; readonly electronPath: string } | { readonly kind: 'web'; readonly reason: string };

export function launchPlan(native: ElectronNative): LaunchPlan {
  if (native.kind === 'skipped') return { kind: 'web', reason: 'Web mode was asked for (--web).' };
  if (native.kind === 'no-electron')
    return { kind: 'web', reason: `Electron is unavailable (${native.reason}), so the desktop window cannot open.` };
  if (!native.result.ok) {
    return {
      kind: 'web',
      reason: `${native.result.error.message}\nWithout it the desktop app cannot open its saved games, so the desktop window stays closed.`,
    };
  }
  return { kind: 'window', electronPath: native.electron.path };
}
