// Drawn pieces (card faces, backs, captions) kept between redraws by a key saying what they show:
// a redraw reuses them instead of rasterising the same text again, which on software WebGL costs
// far more than drawing. Whatever a redraw did not use is destroyed by `sweep`.
import type { Container } from 'pixi.js';

export class ArtCache {
  private readonly items = new Map<string, Container>();
  private used = new Set<string>();

  get<T extends Container>(key: string, make: () => T): T {
    let item = this.items.get(key);
    if (!item) {
      item = make();
      this.items.set(key, item);
    }
    this.used.add(key);
    return item as T;
  }

  /** Whether `c` belongs to the cache (a parent clearing its children must not destroy it). */
  owns(c: Container): boolean {
    for (const v of this.items.values()) if (v === c) return true;
    return false;
  }

  /** Destroys the pieces not used since the last sweep. */
  sweep(): void {
    for (const [key, item] of this.items)
      if (!this.used.has(key)) {
        item.destroy({ children: true });
        this.items.delete(key);
      }
    this.used = new Set();
  }

  clear(): void {
    for (const item of this.items.values()) item.destroy({ children: true });
    this.items.clear();
    this.used = new Set();
  }
}
