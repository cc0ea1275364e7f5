/**
 * The order things stop in when the app quits: the window's size and place are written while the
 * store is still open, then games and bots stop, and the store closes last. Plain code (no
 * Electron), so the order is tested with the real services. Electron main calls `quit()` from
 * 'will-quit' and routes every window-state write through `saveWindowState`, which does nothing
 * once the store has closed (a late resize or close event must not touch a closed database).
 */
import type { AppServices } from '../services/app-services';
import type { StorePort } from '../services/store-port';
import { WINDOW_STATE_KEY, type WindowState } from './window-state';

export interface QuitSequenceParts {
  readonly services: Pick<AppServices, 'close'>;
  readonly store: Pick<StorePort, 'setSetting'>;
  /** The window's state now, or null when no window is open any more. */
  readonly currentWindowState: () => WindowState | null;
}

export interface QuitSequence {
  /** Writes a window state, unless the store has already closed. */
  saveWindowState(state: WindowState): void;
  /** Runs once; later calls get the same promise. */
  quit(): Promise<void>;
  /** The store has closed: the app may exit now. */
  readonly finished: boolean;
}

export function makeQuitSequence(parts: QuitSequenceParts): QuitSequence {
  let storeOpen = true;
  let finished = false;
  let running: Promise<void> | null = null;
  const saveWindowState = (state: WindowState): void => {
    if (storeOpen) parts.store.setSetting(WINDOW_STATE_KEY, state);
  };
  return {
    saveWindowState,
    quit() {
      running ??= (async () => {
        const last = parts.currentWindowState();
        if (last) saveWindowState(last);
        storeOpen = false;
        try {
          await parts.services.close(); // games, then bots, then the store
        } finally {
          finished = true;
        }
      })();
      return running;
    },
    get finished() {
      return finished;
    },
  };
}
