// Block animation: blocks glide to new places and fade in or out. The app ticker runs only while
// a tween plays (the scene otherwise renders on demand); with animations off, blocks jump.
import type { Application } from 'pixi.js';
import type { BlockView } from './block-view';

interface Tween {
  view: BlockView;
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
  fromAlpha: number;
  toAlpha: number;
  start: number;
  duration: number;
  destroyAtEnd: boolean;
}

export const MOVE_MS = 520;
export const SHIFT_MS = 220;
export const FADE_MS = 200;

const ease = (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export class BlockTweens {
  /** Blocks glide to new places and fade in/out; off (the Animations setting), they jump. */
  enabled = true;
  private tweens: Tween[] = [];
  private ticking = false;
  private startedTicker = false;

  /** `changed`: the frame needs drawing though no tween will draw it. */
  constructor(
    private readonly app: Application,
    private readonly changed: () => void,
  ) {}

  /** Whether block animations are still running. */
  get running(): boolean {
    return this.tweens.length > 0;
  }

  /** Whether the app ticker is on for the tweens (Pixi then renders every frame). */
  get isTicking(): boolean {
    return this.ticking;
  }

  /** Blocks fading out: gone from the model, still drawn until their tween ends. */
  get fading(): BlockView[] {
    return this.tweens.filter((t) => t.destroyAtEnd).map((t) => t.view);
  }

  /** Moves `view` to (toX, toY) and alpha `toAlpha` over `duration` ms from `start`; destroys it at the end if asked. */
  add(
    view: BlockView,
    toX: number,
    toY: number,
    toAlpha: number,
    duration: number,
    start: number,
    destroyAtEnd: boolean,
  ): void {
    if (!this.enabled) {
      view.node.position.set(toX, toY);
      view.node.alpha = toAlpha;
      if (destroyAtEnd) view.destroy();
      this.changed();
      return;
    }
    this.tweens.push({
      view,
      fromX: view.node.x,
      fromY: view.node.y,
      toX,
      toY,
      fromAlpha: view.node.alpha,
      toAlpha,
      start,
      duration,
      destroyAtEnd,
    });
    this.startTicking();
  }

  /** Whether `view` is gliding from one place to another (not only fading). */
  isMoving(view: BlockView): boolean {
    return this.tweens.some((t) => t.view === view && (t.fromX !== t.toX || t.fromY !== t.toY));
  }

  cancel(view: BlockView): void {
    this.tweens = this.tweens.filter((t) => t.view !== view);
  }

  /** Points a running tween at a new destination; false if `view` is not moving. */
  retarget(view: BlockView, toX: number, toY: number): boolean {
    const tween = this.tweens.find((t) => t.view === view);
    if (!tween) return false;
    tween.toX = toX;
    tween.toY = toY;
    return true;
  }

  /** Stops every tween; blocks fading out are destroyed. */
  destroy(): void {
    this.stopTicking();
    for (const t of this.tweens) if (t.destroyAtEnd) t.view.destroy();
    this.tweens = [];
  }

  private readonly tick = (): void => {
    const now = performance.now();
    this.tweens = this.tweens.filter((t) => {
      const k = Math.min(1, Math.max(0, (now - t.start) / t.duration));
      const e = ease(k);
      t.view.node.position.set(t.fromX + (t.toX - t.fromX) * e, t.fromY + (t.toY - t.fromY) * e);
      t.view.node.alpha = t.fromAlpha + (t.toAlpha - t.fromAlpha) * k;
      if (k < 1) return true;
      if (t.destroyAtEnd) t.view.destroy();
      return false;
    });
    if (this.tweens.length === 0) {
      this.stopTicking();
      this.changed();
    }
  };

  private startTicking(): void {
    if (this.ticking) return;
    this.ticking = true;
    this.app.ticker.add(this.tick);
    if (!this.app.ticker.started) {
      this.startedTicker = true;
      this.app.ticker.start();
    }
  }

  private stopTicking(): void {
    if (!this.ticking) return;
    this.ticking = false;
    this.app.ticker.remove(this.tick);
    if (this.startedTicker) {
      this.startedTicker = false;
      this.app.ticker.stop();
    }
  }
}
