/**
 * The tournament's `--tuning`: search settings for A's Normal or Hard over the level's own, as
 * `key=value` pairs (`confidence=1,minGain=0.02`), so a tuning run is one shipped command and its
 * JSON line says what was played. Only what changes how the search decides may be set: the sample
 * count has --iterations, the time reserve is the host's.
 */
import type { Result } from '../../engine/core/result';
import type { IsmctsOptions } from '../../engine/richard-iii/bots';

/** What each setting may be: a count (whole, at least 1), a real above 0 (the search divides by it), or at least 0. */
const RULES = {
  candidates: 'count',
  initialWidth: 'count',
  maxDepth: 'count',
  maxPlayoutActions: 'count',
  horizonTurns: 'count',
  exploration: 'atLeast0',
  priorTemperature: 'above0',
  confidence: 'atLeast0',
  minGain: 'atLeast0',
  settleZ: 'atLeast0',
  settleMinSamples: 'count',
} as const satisfies Partial<Record<keyof IsmctsOptions, 'count' | 'above0' | 'atLeast0'>>;

type Tunable = keyof typeof RULES;
export type SearchTuning = Partial<Pick<IsmctsOptions, Tunable>>;

const isTunable = (key: string): key is Tunable => Object.hasOwn(RULES, key);

const BROKEN: Record<(typeof RULES)[Tunable], { test: (n: number) => boolean; says: string }> = {
  count: { test: (n) => !Number.isInteger(n) || n < 1, says: 'a whole number of at least 1' },
  above0: { test: (n) => n <= 0, says: 'above 0' },
  atLeast0: { test: (n) => n < 0, says: 'at least 0' },
};

/** The settings named in `text`, or a message saying which pair is wrong. */
export function parseTuning(text: string): Result<SearchTuning, string> {
  const value: Partial<Record<Tunable, number>> = {};
  for (const pair of text.split(',')) {
    const [key = '', raw, ...rest] = pair.split('=').map((x) => x.trim());
    const n = Number(raw);
    if (raw === undefined || raw === '' || rest.length > 0 || !Number.isFinite(n))
      return { ok: false, error: `"${pair}" is not key=number` };
    if (!isTunable(key)) return { ok: false, error: `"${key}" is not one of ${Object.keys(RULES).join(', ')}` };
    if (key in value) return { ok: false, error: `"${key}" is given twice` };
    const rule = BROKEN[RULES[key]];
    if (rule.test(n)) return { ok: false, error: `${key} must be ${rule.says}` };
    value[key] = n;
  }
  return { ok: true, value };
}
