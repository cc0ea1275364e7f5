/** Remembering the window's size and position between runs (kept in the store's settings). */
import { z } from 'zod';

export const WindowStateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400).max(20000),
  height: z.number().int().min(300).max(20000),
  maximized: z.boolean(),
  fullScreen: z.boolean(),
});
export type WindowState = z.infer<typeof WindowStateSchema>;
export const WINDOW_STATE_KEY = 'window-state';
export const DEFAULT_WINDOW_STATE: WindowState = { width: 1440, height: 900, maximized: false, fullScreen: false };

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The saved state, if it is readable and its title bar is still on some display (monitors change). */
export function restoreWindowState(saved: unknown, workAreas: readonly Rect[]): WindowState {
  const parsed = WindowStateSchema.safeParse(saved);
  if (!parsed.success) return DEFAULT_WINDOW_STATE;
  const s = parsed.data;
  if (s.x === undefined || s.y === undefined) return s;
  const { x, y } = s;
  const visible = workAreas.some(
    (a) => x + 100 > a.x && x < a.x + a.width - 100 && y >= a.y - 10 && y < a.y + a.height - 50,
  );
  if (visible) return s;
  const { x: _x, y: _y, ...rest } = s;
  return rest;
}
