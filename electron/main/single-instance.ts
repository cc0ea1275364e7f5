/** A second launch of the app: the first copy owns the save file, so its window comes to the front. */

/** The part of BrowserWindow this needs. */
export interface FocusableWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/** Brings the first copy's window forward (restored if minimised); false when it has none yet. */
export function focusFirstWindow(win: FocusableWindow | null): boolean {
  if (!win) return false;
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
  return true;
}
