/**
 * The tournament's `--tuning`: search settings for A's Normal or Hard over the level's own, as
 * `key=value` pairs (`confidence=1,minGain=0.02`), so a tuning run is one shipped command and its
 * JSON line says what was played. Only what changes how the search decides may be set: the sample
 * count has --iterations, the time reserve is the host's.
 */
import type { Result } from '../../engine/core/result';
import type { IsmctsOptions } from '../../engine/richard-iii/bots';

/** Settings that must be whole numbers of at least 1 (counts); the rest are non-negative reals. */
const COUNTS = ['candidates', 'initialWidth', 'maxDepth', 'maxPlayoutActions'] as const;
const REALS = ['exploration', 'priorTemperature', 'confidence', 'minGain'] as const;
/** Reals the search divides by: above 0. */
const POSITIVE: readonly string[] = ['priorTemperature'];
export const TUNABLE: readonly string[] = [...COUNTS, ...REALS];

export type SearchTuning = Partial<Pick<IsmctsOptions, (typeof COUNTS)[number] | (typeof REALS)[number]>>;

/** The settings named in `text`, or a message saying which pair is wrong. */
export function parseTuning(text: string): Result<SearchTuning, string> {
  const value: Record<string, number> = {};
  for (const pair of text.split(',')) {
    const [key = '', raw, ...rest] = pair.split('=').map((x) => x.trim());
    const n = Number(raw);
    if (raw === undefined || raw === '' || rest.length > 0 || !Number.isFinite(n))
      return { ok: false, error: `"${pair}" is not key=number` };
    if (!TUNABLE.includes(key)) return { ok: false, error: `"${key}" is not one of ${TUNABLE.join(', ')}` };
    if (key in value) return { ok: false, error: `"${key}" is given twice` };
    const count = (COUNTS as readonly string[]).includes(key);
    if (count && (!Number.isInteger(n) || n < 1))
      return { ok: false, error: `${key} must be a whole number of at least 1` };
    if (POSITIVE.includes(key) ? n <= 0 : n < 0)
      return { ok: false, error: `${key} must be ${POSITIVE.includes(key) ? 'above' : 'at least'} 0` };
    value[key] = n;
  }
  return { ok: true, value: value as SearchTuning };
}
