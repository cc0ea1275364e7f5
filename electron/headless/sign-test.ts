// The test the record uses to say whether one bot setting won more of the same games than another.

/**
 * Exact two-sided sign test: the chance, were both outcomes equally likely, of a split at least as
 * uneven as `a` against `b` (the games only one of two runs won). Summed in logs, so long runs do
 * not underflow.
 */
export function signTestP(a: number, b: number): number {
  const n = a + b;
  if (n === 0) return 1;
  const k = Math.min(a, b);
  // log C(n, i) built up term by term; the tail is summed relative to its largest term.
  const logs: number[] = [];
  let logC = 0;
  for (let i = 0; i <= k; i++) {
    if (i > 0) logC += Math.log((n - i + 1) / i);
    logs.push(logC - n * Math.LN2);
  }
  const top = Math.max(...logs);
  const tail = Math.exp(top) * logs.reduce((t, x) => t + Math.exp(x - top), 0);
  return Math.min(1, 2 * tail);
}
