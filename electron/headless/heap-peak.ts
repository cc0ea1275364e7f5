/**
 * The most a thread's JavaScript heap held from the system, sampled when asked — during a bot's
 * search (its progress calls) and after each decision — for the tournament's memory figure (issue
 * 10: a bot worker stays under 500 MB). Per thread: each tournament worker, like the app's bot
 * worker, has its own heap.
 */
import { getHeapStatistics } from 'node:v8';

export class HeapPeak {
  private peak = 0;

  readonly note = (): void => {
    const held = getHeapStatistics().total_heap_size;
    if (held > this.peak) this.peak = held;
  };

  /** The peak in MB (one decimal). */
  get mb(): number {
    return Math.round((this.peak / (1024 * 1024)) * 10) / 10;
  }
}
