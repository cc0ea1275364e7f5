/**
 * What the host works out about one position, once: each player's view and legal actions. The
 * reply to a move, the views pushed to every watching page and the bot's question all read the
 * same copies instead of enumerating the position again. Any change of position (a new state
 * object or a new epoch) drops everything.
 */
import type { AnyGameModule } from '../../engine/core/game';

export class PositionCache {
  private state: unknown = undefined;
  private epoch = -1;
  private readonly views = new Map<string | null, unknown>();
  private readonly legal = new Map<string, readonly unknown[]>();

  constructor(private readonly module: AnyGameModule) {}

  /** `player`'s view of `state` (null = a spectator's). */
  view(state: unknown, epoch: number, player: string | null): unknown {
    this.sync(state, epoch);
    if (!this.views.has(player)) this.views.set(player, this.module.view(state, player));
    return this.views.get(player);
  }

  /** `player`'s legal actions in `state`: read from his view where the game's view lists them. */
  legalActions(state: unknown, epoch: number, player: string): readonly unknown[] {
    this.sync(state, epoch);
    let list = this.legal.get(player);
    if (!list) {
      list = this.module.legalInView
        ? this.module.legalInView(this.view(state, epoch, player))
        : this.module.legalActions(state, player);
      this.legal.set(player, list);
    }
    return list;
  }

  private sync(state: unknown, epoch: number): void {
    if (state === this.state && epoch === this.epoch) return;
    this.state = state;
    this.epoch = epoch;
    this.views.clear();
    this.legal.clear();
  }
}
