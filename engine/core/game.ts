import type { Bot } from './bot';
import type { OptionDescriptor } from './options';
import { ok, type GameError, type Result } from './result';
import type { RngState } from './rng';

/**
 * The one small interface every hosted game implements (Richard III now, a card battle later).
 * Hosts (Electron main, the headless web host, the self-play tool, bots) only ever talk to a game
 * through this, so they stay game-agnostic.
 *
 * A game is fully defined by (scenario, seed, options, action list): `setup` then `apply` each
 * action in order reproduces the state bit-identically. State is plain JSON data.
 */
export interface ScenarioInfo {
  readonly id: string;
  readonly name: string;
}

/** A short, non-secret description of where a game stands, for save lists and title bars. */
/**
 * Where a game stands, for the saved-games list: structured fields the page words in the player's
 * language (`phase` is a code of the game, e.g. 'battle'), and an English `label` for logs and
 * command-line tools only (old saves may hold nothing else).
 */
export interface GameSummary {
  /** e.g. "Campaign 2, turn 5 — battle phase" */
  readonly label: string;
  readonly campaign?: number;
  readonly turn?: number;
  readonly phase?: string;
  /** Where a battle is being fought now (an area id), so a replay can step from battle to battle. */
  readonly battle?: string;
}

/** One point of every chart series (see GameModule.chartStats). */
export type ChartStats = Readonly<Record<string, number | null>>;

export interface Outcome<P extends string = string> {
  readonly winner: P | null;
  /** machine-readable reason, e.g. 'heirs-eliminated', 'usurpation' */
  readonly reason: string;
}

/**
 * What a player asks battle odds for: an attack he is about to make (his blocks, the area, and the
 * area they come in from or 'sea' when the way in decides whether they fight at once), or the
 * battle being fought.
 */
export interface OddsQuery {
  readonly attack?: { readonly blocks: readonly string[]; readonly to: string; readonly via?: string };
}

/** One side's expected losses in a battle. */
export interface ExpectedLosses {
  /** Steps (hits taken). */
  readonly steps: number;
  /** Blocks eliminated. */
  readonly blocks: number;
}

/** A player's odds in one battle, worked out from his own view (GameModule.battleOdds). */
export interface BattleOdds<P extends string = string> {
  readonly area: string;
  /** Whose odds these are. */
  readonly side: P;
  /** The side attacking (or that would attack). */
  readonly attacker: P;
  /** `side`'s chance to win, 0..1. */
  readonly win: number;
  readonly losses: Readonly<Record<P, ExpectedLosses>>;
  readonly simulations: number;
  /** Draws of the hidden enemy blocks behind the figures (0 when every block was known). */
  readonly samples: number;
}

export interface GameModule<S, A, V, P extends string = string, O = Record<string, unknown>> {
  readonly id: string;
  readonly title: string;
  /** Version of the state format; bump when a saved state can no longer be read as-is. */
  readonly stateVersion: number;
  readonly players: readonly P[];
  readonly scenarios: readonly ScenarioInfo[];
  /**
   * The options a player may choose on New Game (variants), each checked by the host before
   * `setup` gets the values that differ from their defaults. Games without variants leave it out.
   */
  readonly options?: readonly OptionDescriptor[];

  /** Validates options and scenario; the only way to make a fresh state. */
  setup(scenario: string, seed: number, options?: O): Result<S, GameError>;
  /** Players who must act now (two during a simultaneous choice, none when the game is over). */
  toAct(state: S): readonly P[];
  /** Exactly the legal actions of `player` now (empty if he has nothing to decide). */
  legalActions(state: S, player: P): A[];
  /**
   * Optional, for random play (the bench, fuzzers): how many actions `legalActions(state, player)`
   * lists, and the one at `index` of that list (undefined past its end), without building it. A game
   * offers both or neither; `randomLegalAction` (random-action.ts) uses them when there.
   */
  legalActionCount?(state: S, player: P): number;
  legalActionAt?(state: S, player: P, index: number): A | undefined;
  /** Returns a new state; never mutates `state`. Rejects anything not legal with a readable reason. */
  apply(state: S, player: P, action: A): Result<S, GameError>;
  /** Fast path for search and self-play: mutates `state` in place. Same legality checks as `apply`. */
  play(state: S, player: P, action: A): Result<S, GameError>;
  clone(state: S): S;
  /** What `player` may see; `null` = a spectator who sees only public information. */
  view(state: S, player: P | null): V;
  /**
   * Everything shown, both sides' blocks and hands: for looking back at a finished game only
   * (a replay of an unfinished one shows `view` of one side). Games without it replay as a spectator.
   */
  revealedView?(state: S): V;
  /**
   * Figures for the post-game charts, read from a view (so a side's charts hold only what it may
   * know): series id → value, null where that view cannot know it (a hidden enemy's strength).
   */
  chartStats?(view: V): ChartStats;
  /**
   * The legal actions a view of `player` already carries (a game whose view lists them), so hosts
   * need not enumerate them a second time; must equal `legalActions(state, player)`.
   */
  legalInView?(view: V): A[];
  outcome(state: S): Outcome<P> | null;
  summary(state: S): GameSummary;
  /** Schema check of an untrusted action payload (from IPC, a save file, a socket). */
  parseAction(raw: unknown): Result<A, GameError>;
  /** Stable hash of the full state, for replay checks. */
  hash(state: S): string;
  /**
   * Undo: may `player` take back `action`, which took `before` to `after`? Only his own move
   * while he is still to act, that rolled no dice and showed him nothing hidden. Games without
   * undo leave it out.
   */
  canUndo?(before: S, player: P, action: A, after: S): boolean;
  /**
   * For search bots: a full state consistent with `player`'s view (hidden parts sampled with
   * `rng`, a fresh RNG inside), or an error where the game cannot sample that position yet.
   */
  determinize?(view: V, player: P, rng: RngState): Result<S, GameError>;
  /**
   * Games with battles: `player`'s odds in the battle `query` names, from his view alone (never
   * the state), the same for the same view, query and seed. The query is untrusted: the game checks it.
   */
  battleOdds?(view: V, player: P, query: OddsQuery, seed: number): Result<BattleOdds<P>, GameError>;
  /** The game's own computer opponents by level (e.g. 'easy'); hosts add the random bot for every game. */
  readonly bots?: Readonly<Record<string, Bot<V, A, P>>>;
}

/** Type-erased module for hosts that hold several games. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, string, any>;

/** A module's `apply` from its `clone` and `play`: the move is played on a copy, so `state` never changes. */
export function applyOnCopy<S, A, P>(
  clone: (state: S) => S,
  play: (state: S, player: P, action: A) => Result<S, GameError>,
): (state: S, player: P, action: A) => Result<S, GameError> {
  return (state, player, action) => {
    const copy = clone(state);
    const r = play(copy, player, action);
    return r.ok ? ok(copy) : r;
  };
}
