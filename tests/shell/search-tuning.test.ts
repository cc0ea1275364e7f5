import { describe, expect, it } from 'vitest';
import { parseTuning } from '../../electron/headless/search-tuning';

describe('parseTuning (the tournament’s --tuning)', () => {
  it('reads key=value pairs into search settings', () => {
    expect(parseTuning('confidence=1, minGain=0.02,candidates=12')).toEqual({
      ok: true,
      value: { confidence: 1, minGain: 0.02, candidates: 12 },
    });
  });

  it('says which pair is wrong', () => {
    const error = (text: string) => {
      const r = parseTuning(text);
      return r.ok ? null : r.error;
    };
    expect(error('confidence')).toMatch(/"confidence" is not key=number/);
    expect(error('confidence=high')).toMatch(/not key=number/);
    expect(error('confidence=1=2')).toMatch(/not key=number/);
    // The sample count and the time reserve are not the search's choices to tune here.
    expect(error('iterations=80')).toMatch(/"iterations" is not one of candidates, /);
    expect(error('reserveMs=0')).toMatch(/is not one of/);
    expect(error('confidence=1,confidence=2')).toMatch(/given twice/);
    expect(error('candidates=2.5')).toMatch(/candidates must be a whole number of at least 1/);
    expect(error('maxDepth=0')).toMatch(/maxDepth must be a whole number/);
    expect(error('confidence=-1')).toMatch(/confidence must be at least 0/);
    // Priors are a softmax over Easy's scores divided by the temperature.
    expect(error('priorTemperature=0')).toMatch(/priorTemperature must be above 0/);
    expect(parseTuning('priorTemperature=0.5').ok).toBe(true);
    // settleZ=0 plays the search that thinks out its whole budget (the early answer off).
    expect(parseTuning('settleZ=0,settleMinSamples=64')).toEqual({
      ok: true,
      value: { settleZ: 0, settleMinSamples: 64 },
    });
    expect(error('settleMinSamples=0')).toMatch(/settleMinSamples must be a whole number/);
  });
});
