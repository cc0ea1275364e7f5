/** Whether a hosted game's view is a Richard III view (the host serves other modules too). */
import type { RichardView } from './types';

export function isRichardView(v: unknown): v is RichardView {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    Array.isArray(o['blocks']) &&
    Array.isArray(o['hand']) &&
    typeof o['kingSide'] === 'string' &&
    typeof o['step'] === 'string'
  );
}
