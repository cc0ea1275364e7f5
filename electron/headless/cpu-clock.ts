/**
 * The clocks the headless tools time bot decisions by. `wall`: elapsed milliseconds. `cpu`: this
 * process's CPU time (user + system) in milliseconds — on a shared, loaded machine a decision then
 * gets its budget of computing, not of waiting for a core, so figures taken at different loads
 * compare. Node 20 has no per-thread CPU time: in a one-thread run this is the playing thread plus
 * V8's helper threads (garbage collection), so a decision gets at most its budget of its own work.
 */
export const CLOCK_KINDS = ['wall', 'cpu'] as const;
export type ClockKind = (typeof CLOCK_KINDS)[number];

/** Milliseconds of CPU this process has used. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

export const wallMs = (): number => performance.now();

export function clockOf(kind: ClockKind): () => number {
  return kind === 'cpu' ? cpuMs : wallMs;
}
