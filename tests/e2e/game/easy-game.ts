/**
 * A game against York at Easy played in-process, move for move as the host plays it: the app's Easy
 * bot asked with the host's per-decision seeds (botSeed) about York's view and legal actions, York
 * moving whenever he is to act, Lancaster choosing by a policy. Playing it on the host (bot worker,
 * move pace, polling) took a browser test most of two minutes to reach a position this reaches in
 * a second or two; the game is written into the store as the host would have committed it, so the
 * page opens it at Lancaster's decision and the host's own bot plays on from there.
 */
import { appRegistry } from '../../../electron/games';
import { botFor, botSeed } from '../../../electron/services/bots/bots';
import { PositionCache } from '../../../electron/services/position-cache';
import type { StorePort } from '../../../electron/services/store-port';
import { makeRng } from '../../../engine/core/rng';
import type { Action, LogEntry, RichardView } from '../../../renderer/games/richard-iii/model/types';

const module = appRegistry.get('richard-iii')!;
const easy = botFor(module, 'easy');

export const AGAINST_EASY = { york: { kind: 'bot', level: 'easy' }, lancaster: { kind: 'human' } } as const;

/** Lancaster's choice at his decision (`next`: the policy's own seeded random numbers). */
export type Policy = (view: RichardView, legal: readonly Action[], next: () => number) => Action;

/** One game in memory: its state and every action committed, in order. */
export class EasyGame {
  private readonly cache = new PositionCache(module);
  readonly played: { player: string; action: unknown; stateAfter: unknown }[] = [];

  constructor(
    readonly seed: number,
    private state: unknown,
  ) {}

  static kingmaker(seed: number): EasyGame {
    const setup = module.setup('kingmaker', seed, {});
    if (!setup.ok) throw new Error(setup.error.message);
    return new EasyGame(seed, setup.value);
  }

  /** Lancaster's view and legal actions now. */
  lancaster(): { view: RichardView; legal: Action[] } {
    return {
      view: this.cache.view(this.state, 0, 'lancaster') as RichardView,
      legal: [...(this.cache.legalActions(this.state, 0, 'lancaster') as Action[])],
    };
  }

  /** A copy to play on without touching this one. */
  fork(): EasyGame {
    const copy = new EasyGame(this.seed, this.state);
    copy.played.push(...this.played);
    return copy;
  }

  over(): boolean {
    return module.outcome(this.state) !== null;
  }

  /** The host's apply: the action parsed, checked by the rules, committed. */
  apply(player: string, raw: unknown): void {
    const parsed = module.parseAction(raw);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const next = module.apply(this.state, player, parsed.value);
    if (!next.ok) throw new Error(`${player}: ${next.error.message}`);
    this.played.push({ player, action: parsed.value, stateAfter: next.value });
    this.state = next.value;
  }

  /** York's moves, as the host's bot makes them, until Lancaster has a decision or the game is over. */
  async yorkUntilLancaster(): Promise<void> {
    for (let i = 0; i < 2000 && !this.over(); i++) {
      const act = module.toAct(this.state);
      if (!act.includes('york')) {
        if (act.includes('lancaster')) return;
        throw new Error('nobody to act');
      }
      const now = Date.now();
      const action = await easy.chooseAction({
        view: this.cache.view(this.state, 0, 'york'),
        player: 'york',
        legalActions: this.cache.legalActions(this.state, 0, 'york'),
        budgetMs: 1000,
        clock: Date.now,
        deadline: now + 1000,
        rng: makeRng(botSeed(this.seed, this.played.length, 'york')),
        progress: () => {},
      });
      this.apply('york', action);
    }
    if (!this.over()) throw new Error('York never stopped');
  }
}

/** What came of Lancaster's choice at a decision: the log since it and his next view. */
export interface Followed {
  readonly since: readonly LogEntry[];
  readonly next: RichardView;
}

/**
 * A Kingmaker game (`seed`) against York at Easy, Lancaster playing `policy` on `rng(seed)`-style
 * numbers from `next`, up to Lancaster's decision number `decision` (0 = his first), written into
 * `store` as `name`. Returns the save, Lancaster's choice there by the policy, and — played on in a
 * copy, not saved — what followed that choice, for the caller to check it is the case it needs.
 */
export async function easyGameAt(
  store: StorePort,
  o: { seed: number; decision: number; policy: Policy; next: () => number; name: string },
): Promise<{ saveId: string; choice: Action; followed: Followed; view: RichardView }> {
  const game = EasyGame.kingmaker(o.seed);
  await game.yorkUntilLancaster();
  for (let d = 0; d < o.decision; d++) {
    if (game.over()) throw new Error(`the game ended before Lancaster's decision ${o.decision}`);
    const { view, legal } = game.lancaster();
    game.apply('lancaster', o.policy(view, legal, o.next));
    await game.yorkUntilLancaster();
  }
  if (game.over()) throw new Error(`the game ended before Lancaster's decision ${o.decision}`);
  const created = store.create({
    name: o.name,
    moduleId: module.id,
    scenario: 'kingmaker',
    seed: o.seed,
    seats: AGAINST_EASY,
  });
  if (!created.ok) throw new Error(created.error.message);
  game.played.forEach((p, n) => {
    const r = store.append(created.value.id, { ...p, expectedCount: n });
    if (!r.ok) throw new Error(r.error.message);
  });
  const { view, legal } = game.lancaster();
  const choice = o.policy(view, legal, o.next);
  // What the host's bot will play after the choice, worked out on the same seeds.
  const ahead = game.fork();
  ahead.apply('lancaster', choice);
  await ahead.yorkUntilLancaster();
  const next = ahead.lancaster().view;
  return { saveId: created.value.id, choice, followed: { since: next.log.slice(view.log.length), next }, view };
}
