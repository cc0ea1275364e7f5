/** The headless tools' clocks: `cpu` is this process's CPU time, which work (not waiting) advances. */
import { describe, expect, it } from 'vitest';
import { clockOf, cpuMs, wallMs } from '../../electron/headless/cpu-clock';

describe('the CPU clock', () => {
  it('advances with work done and never goes back', () => {
    const before = cpuMs();
    let x = 0;
    for (let i = 0; i < 5_000_000; i++) x += Math.sqrt(i);
    const after = cpuMs();
    expect(x).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(before);
    expect(cpuMs()).toBeGreaterThanOrEqual(after);
  });

  it('is the clock --clock cpu picks; wall is elapsed time', () => {
    expect(clockOf('cpu')).toBe(cpuMs);
    expect(clockOf('wall')).toBe(wallMs);
  });
});
