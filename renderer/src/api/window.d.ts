import type { PreloadApi } from '../../../electron/preload/preload';

declare global {
  interface Window {
    /** Present only inside the Electron window (set by the preload). */
    readonly api?: PreloadApi;
  }
}
export {};
