/**
 * The interface every computer opponent implements, for any hosted game. A bot is handed what its
 * side may know — the side's view, which carries the public history it has witnessed (Richard III:
 * `view.log`) — and never the game state: the state holds the enemy's hidden blocks, his hand and
 * even the future dice (the RNG lives in it). Search bots rebuild full states from the view with
 * the game's `determinize`.
 */
import { nextInt, type RngState } from './rng';

export interface BotContext<V = unknown, A = unknown, P extends string = string> {
  /** Everything `player` may see now (the game's `view(state, player)`). */
  readonly view: V;
  readonly player: P;
  /** Non-empty: the bot is only asked when it has something to decide. */
  readonly legalActions: readonly A[];
  /** Time the bot may spend; it answers by `deadline`, read on `clock`. */
  readonly budgetMs: number;
  /** Milliseconds on the host's clock; bots measure time only through it (tests inject a fake clock). */
  readonly clock: () => number;
  readonly deadline: number;
  /** Seeded per decision, so self-play is reproducible. Never use Math.random in a bot. */
  readonly rng: RngState;
  /** Report how far along the bot is (0..1); shown as a progress hint. */
  readonly progress: (fraction: number) => void;
}

/** One candidate a search bot weighed, for hints: how often it was tried and how it scored. */
export interface RankedAction<A = unknown> {
  readonly action: A;
  /** Estimated chance (0..1) that the side to move wins after playing it. */
  readonly winChance: number;
  /** Simulations (or other evidence) behind the estimate; more is surer. */
  readonly visits: number;
}

/** What a search bot thinks of a position: its choice first, then the best alternatives. */
export interface Analysis<A = unknown> {
  readonly best: A;
  /** Best first, `best` included; at most a handful. */
  readonly ranked: readonly RankedAction<A>[];
  /** Samples of the hidden information the search weighed for `best`; 0 when its heuristic decided alone. */
  readonly samples?: number;
}

/**
 * One independent search of a position, as plain data (it crosses threads): what root
 * parallelism merges. Searches of the same view list the same root moves in the same order.
 */
export interface SearchPart<A = unknown> {
  /** Samples of the hidden information this search drew. */
  readonly samples: number;
  readonly moves: readonly {
    readonly action: A;
    /** Playouts from this move and the sum of their values. */
    readonly n: number;
    readonly w: number;
    /** Sample by sample, its value minus the first move's on the same sample (paired). */
    readonly diffs: readonly number[];
  }[];
}

export interface Bot<V = unknown, A = unknown, P extends string = string> {
  /** Level id, e.g. 'easy'. */
  readonly id: string;
  readonly name: string;
  /** Must return one of `ctx.legalActions` (the host re-checks legality anyway). */
  chooseAction(ctx: BotContext<V, A, P>): A | Promise<A>;
  /** Search bots only: the choice with ranked alternatives (used for the player's Hint). */
  analyse?(ctx: BotContext<V, A, P>): Analysis<A> | Promise<Analysis<A>>;
  /**
   * Search bots that can split (root parallelism: a host with spare cores runs several on other
   * seeds and merges them): one search of the position, or null where the bot does not search
   * (then `analyse` answers alone).
   */
  searchPart?(ctx: BotContext<V, A, P>): SearchPart<A> | null;
  /** One analysis from parts of the same position (at least one), each from `searchPart`. */
  mergeParts?(parts: readonly SearchPart<A>[]): Analysis<A>;
}

/** The game-agnostic opponent: a uniformly random legal action from the seeded generator. */
export const randomBot: Bot = {
  id: 'random',
  name: 'Random',
  chooseAction: (ctx) => ctx.legalActions[nextInt(ctx.rng, ctx.legalActions.length)],
};
