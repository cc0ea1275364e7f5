/** Small display helpers shared by the screens. */
import type { SaveInfo } from '../../../electron/ipc/contract';

export function sideName(player: string): string {
  return player
    .split(/[-_ ]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export function seatsText(save: Pick<SaveInfo, 'seats'>): string {
  return Object.entries(save.seats)
    .map(([p, s]) => `${sideName(p)}: ${s.kind === 'human' ? 'player' : `computer (${s.level})`}`)
    .join(' · ');
}

export function whenText(ms: number, now = Date.now()): string {
  const mins = Math.round((now - ms) / 60_000);
  if (mins < 1) return 'just now';
  if (mins < 60) return `${mins} min ago`;
  const hours = Math.round(mins / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Date(ms).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A readable one-line label for an action the engine listed (until the real game screen exists). */
export function actionText(action: unknown): string {
  if (typeof action !== 'object' || action === null) return String(action);
  const a = action as Record<string, unknown>;
  if (typeof a.label === 'string') return a.label;
  // Engines tag actions with `kind`, `type` or `t`; show the tag first, then the details.
  const tagKey = ['kind', 'type', 't'].find((k) => typeof a[k] === 'string');
  const head = tagKey ? String(a[tagKey]) : '';
  const rest = Object.entries(a)
    .filter(([k]) => k !== tagKey)
    .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
  return [head, rest].filter(Boolean).join(': ') || JSON.stringify(a);
}
