/**
 * Holds the open games and is the only path by which a game changes: every action (from a person
 * or a bot) is parsed by the game module, checked for legality by the engine, committed through the
 * store, and only then announced to listeners. Bots for bot seats are started here.
 */
import { randomInt } from 'node:crypto';
import type { Analysis } from '../../engine/core/bot';
import type { AnyGameModule, OddsQuery } from '../../engine/core/game';
import { checkOptions } from '../../engine/core/options';
import { err, ok, type Result } from '../../engine/core/result';
import type {
  AppError,
  BotActivity,
  BotLevel,
  CreateGameInput,
  Hint,
  Odds,
  PlayerView,
  SaveInfo,
  Seats,
} from '../ipc/contract';
import { botSeed, fallbackAction } from './bots/bots';
import type { ChooseInput } from './bots/bot-service';
import { botLevelsFor, budgetFor, hintLevelFor, playableLevel, thinksAtLength } from './bots/levels';
import { PositionCache } from './position-cache';
import { setupError } from './setup-error';
import { chosenOptions, isTutorial, toSaveInfo } from './save-info';
import { TUTORIAL_OPTION } from '../../saves/replay';
import type { GameRegistry } from './registry';
import type { StorePort, StoredGame } from './store-port';

export type GameEvent =
  | { readonly type: 'changed'; readonly saveId: string; readonly actionCount: number }
  | { readonly type: 'bot'; readonly activity: BotActivity }
  | { readonly type: 'error'; readonly saveId?: string; readonly error: AppError };

/** The part of BotService the games need (a fake in tests). */
export interface BotChooser {
  choose(input: ChooseInput): Promise<Result<unknown, AppError>>;
  /** For hints; a chooser without it gives none. */
  analyse?(input: ChooseInput): Promise<Result<Analysis<unknown>, AppError>>;
}

export interface GameServiceOptions {
  readonly registry: GameRegistry;
  readonly store: StorePort;
  /** Null = bot seats never move (useful in boundary tests). */
  readonly bots: BotChooser | null;
  /** Pause before a bot moves, read at each move so a settings change applies at once. */
  readonly botPaceMs?: () => number;
  /** Overrides the per-level thinking time (bots/levels.ts BOT_BUDGET_MS): self-play, tests. */
  readonly botBudgetMs?: number;
}

interface OpenGame {
  record: StoredGame;
  readonly module: AnyGameModule;
  state: unknown;
  /** Players whose bot is thinking now. */
  readonly thinking: Set<string>;
  /** Bumps on every change (an undo lowers actionCount, so the count alone cannot spot stale bot answers). */
  epoch: number;
  /** Bumps on every undo: after one, an action count can come back with another position behind it. */
  takenBack: number;
  /** Views and legal actions of the current position, each worked out once. */
  readonly position: PositionCache;
  /** Who may take back the last action, worked out once per position (see undoPoint). */
  undo?: UndoPoint;
  /**
   * For each player to act now, the action count since which he has been to act without a break
   * (see `stillDeciding`): other players' moves in between were simultaneous with his decision.
   */
  deciding: ReadonlyMap<string, number>;
  /**
   * Set when a bot's move could not be applied or saved (a full disk, a refused move): its bots
   * stay still until the game is opened again, so one failure is reported once, not retried forever.
   */
  halted: AppError | null;
}

interface UndoPoint {
  /** The actionCount this answer is for. */
  readonly count: number;
  /** The player who may take the last action back, or null if nobody may. */
  readonly player: string | null;
  readonly before: unknown;
}

type R<T> = Result<T, AppError>;

export class GameService {
  private readonly open = new Map<string, OpenGame>();
  private readonly listeners = new Set<(e: GameEvent) => void>();
  private readonly idleWaiters = new Map<string, Array<() => void>>();
  /** The hint being worked out per game: one at a time, so asking again cannot queue up the bot worker. */
  private readonly hints = new Map<string, { readonly key: string; readonly answer: Promise<R<Hint>> }>();
  private stopped = false;

  constructor(private readonly options: GameServiceOptions) {}

  on(listener: (e: GameEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  create(input: CreateGameInput): R<SaveInfo> {
    const module = this.options.registry.get(input.moduleId);
    if (!module) return err('unknown-game', `There is no game called "${input.moduleId}".`);
    const scenario = module.scenarios.find((s) => s.id === input.scenario);
    if (!scenario) return err('unknown-scenario', `${module.title} has no scenario "${input.scenario}".`);
    const seats = checkSeats(module, input.seats);
    if (!seats.ok) return seats;
    // Checked against the game's own declaration: an unknown option or value is refused, never passed on.
    const options = checkOptions(module.options ?? [], input.options ?? {});
    if (!options.ok) return options;
    const seed = input.seed ?? randomInt(0, 0x1_0000_0000);
    // Set up once here so a bad scenario/seed is reported before anything is written.
    const setup = module.setup(input.scenario, seed, options.value);
    if (!setup.ok) return setupError(setup.error);
    const name =
      input.name ??
      `${scenario.name} — ${new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}`;
    const created = this.options.store.create({
      name,
      moduleId: module.id,
      scenario: input.scenario,
      seed,
      seats: seats.value,
      // Options (the tutorial is one) travel with the save: export, import, resume, replay.
      options: { ...options.value, ...(input.tutorial ? { [TUTORIAL_OPTION]: true } : {}) },
    });
    if (!created.ok) return created;
    this.open.set(created.value.id, {
      record: created.value,
      module,
      state: setup.value,
      deciding: decidingSince(module, setup.value, created.value.actionCount),
      thinking: new Set(),
      epoch: 0,
      takenBack: 0,
      position: new PositionCache(module),
      halted: null,
    });
    this.kickBots(created.value.id);
    return ok(toSaveInfo(created.value, module));
  }

  /**
   * Loads a game (again, if the store has moved on since it was cached: another host may have
   * played it) and starts any bot whose turn it is, also one stopped by an earlier failure.
   */
  openGame(saveId: string): R<SaveInfo> {
    const cached = this.open.get(saveId);
    if (cached && this.isStale(cached)) this.close(saveId);
    const g = this.load(saveId);
    if (!g.ok) return g;
    g.value.halted = null;
    this.kickBots(saveId);
    return ok(toSaveInfo(g.value.record, g.value.module));
  }

  /** Why this game's bots stopped (a move that could not be saved), or null while they play. */
  haltedBy(saveId: string): AppError | null {
    return this.open.get(saveId)?.halted ?? null;
  }

  /** Forgets an open game (its bots' answers will be dropped). */
  close(saveId: string): boolean {
    const had = this.open.delete(saveId);
    this.notifyIdle(saveId);
    return had;
  }

  isOpen(saveId: string): boolean {
    return this.open.has(saveId);
  }

  /** Refreshes the cached record after a rename, so later views show the new name. */
  refresh(record: StoredGame): void {
    const g = this.open.get(record.id);
    if (g) g.record = record;
  }

  /** `player`'s view (null = a spectator's). A bot's seat is never shown: its hand is its own. */
  view(saveId: string, player: string | null): R<PlayerView> {
    const g = this.load(saveId);
    if (!g.ok) return g;
    const { module, state, record } = g.value;
    if (player !== null) {
      const seat = byHand(g.value, player);
      if (!seat.ok) return seat;
    }
    const since = player === null ? undefined : g.value.deciding.get(player);
    return ok({
      saveId,
      moduleId: module.id,
      player,
      actionCount: record.actionCount,
      summary: module.summary(state),
      toAct: [...module.toAct(state)],
      outcome: module.outcome(state),
      view: viewOf(g.value, player),
      legalActions: player === null ? [] : [...legalOf(g.value, player)],
      seats: record.seats,
      canUndo: player !== null && record.seats[player]?.kind !== 'bot' && this.undoPoint(g.value).player === player,
      ...(since === undefined ? {} : { decidingSince: since }),
      ...(isTutorial(record) ? { tutorial: true as const } : {}),
      ...chosenOptions(record, module),
    });
  }

  /**
   * Takes back `player`'s last action, if the game allows it (his own move, nothing rolled or
   * revealed, still his turn). The store drops it durably before anyone is shown the result.
   */
  undo(saveId: string, player: string): R<PlayerView> {
    const g = this.load(saveId);
    if (!g.ok) return g;
    const game = g.value;
    const seat = byHand(game, player);
    if (!seat.ok) return seat;
    const point = this.undoPoint(game);
    if (point.player !== player) return err('cannot-undo', 'There is no move of yours to take back now.');
    const dropped = this.options.store.dropLast(saveId, { expectedCount: point.count, stateBefore: point.before });
    if (!dropped.ok) return this.storeRefused(saveId, dropped.error);
    game.state = point.before;
    game.record = dropped.value;
    // Who was to act since when before the undone move is not known here: count from now.
    game.deciding = decidingSince(game.module, point.before, dropped.value.actionCount);
    game.epoch++;
    game.takenBack++;
    game.undo = undefined;
    this.emit({ type: 'changed', saveId, actionCount: dropped.value.actionCount });
    this.kickBots(saveId);
    return this.view(saveId, player);
  }

  /**
   * A person's action, from the UI. Bot seats cannot be played by hand. `seq` is the action count
   * of the position the action was chosen in: one chosen before the game moved on is refused
   * (`stale-position`), never applied to the newer position — unless only simultaneous choices of
   * other players came in between (`stillDeciding`), which he could not have seen anyway.
   */
  submit(saveId: string, player: string, rawAction: unknown, seq: number): R<PlayerView> {
    const g = this.load(saveId);
    if (!g.ok) return g;
    const seat = byHand(g.value, player);
    if (!seat.ok) return seat;
    if (!stillDeciding(g.value, player, seq)) return stalePosition(g.value.record.actionCount);
    const r = this.apply(saveId, player, rawAction);
    if (!r.ok) return r;
    return this.view(saveId, player);
  }

  /**
   * What the strongest bot that can analyse (bots/levels.ts hintLevelFor) would play in `player`'s
   * place, worked out in the bot worker from `player`'s own view. Refused with `stale-position`
   * if his decision was over before the answer came back (his own move, an undo, the game closed);
   * the other side's hidden simultaneous pick meanwhile leaves it standing.
   */
  hint(saveId: string, player: string, seq: number): Promise<R<Hint>> {
    const key = `${player}@${seq}`;
    const running = this.hints.get(saveId);
    if (running) return running.key === key ? running.answer : Promise.resolve(codeOnly('busy'));
    const answer = this.workOutHint(saveId, player, seq).finally(() => {
      if (this.hints.get(saveId)?.answer === answer) this.hints.delete(saveId);
    });
    this.hints.set(saveId, { key, answer });
    return answer;
  }

  /** The open game, if `player` is a seat a person plays and `seq` the position it stands at. */
  private atPosition(saveId: string, player: string, seq: number): R<OpenGame> {
    const g = this.load(saveId);
    if (!g.ok) return g;
    const seat = byHand(g.value, player);
    if (!seat.ok) return seat;
    if (!stillDeciding(g.value, player, seq)) return stalePosition(g.value.record.actionCount);
    return g;
  }

  private async workOutHint(saveId: string, player: string, seq: number): Promise<R<Hint>> {
    const g = this.atPosition(saveId, player, seq);
    if (!g.ok) return g;
    const game = g.value;
    const level = hintLevelFor(game.module);
    const bots = this.options.bots;
    if (!level || !bots?.analyse) return codeOnly('no-hint');
    if (game.module.outcome(game.state)) return codeOnly('game-over');
    const legal = legalOf(game, player);
    if (!game.module.toAct(game.state).includes(player) || legal.length === 0)
      return codeOnly('not-your-turn', { player });
    const takenBack = game.takenBack;
    // The position analysed is the one now, which may be later than `seq` by the other side's hidden
    // simultaneous pick (stillDeciding). The page shows a hint for any position of the decision it
    // shows (PlayerView.decidingSince), so this one once it has caught up to it.
    const at = game.record.actionCount;
    const budgetMs = this.options.botBudgetMs ?? budgetFor(level);
    const activity = this.activity(saveId, player, level, 'hint', budgetMs);
    activity('thinking');
    const analysed = await bots.analyse({
      moduleId: game.module.id,
      level,
      player,
      view: viewOf(game, player),
      legalActions: legal,
      budgetMs,
      seed: botSeed(game.record.seed, at, `${player}/hint`),
      onProgress: (p, elapsedMs) => activity('progress', p, elapsedMs),
    });
    activity('done');
    // The answer stands while the player is still making the decision it was worked out for: the
    // other side's hidden simultaneous pick meanwhile (a card face down) shows him nothing new, as
    // for his own actions (submit). His own move, an undo, or the game closed make it stale.
    if (this.open.get(saveId) !== game || game.takenBack !== takenBack || !stillDeciding(game, player, at)) {
      const now = this.options.store.get(saveId);
      return stalePosition(now.ok ? now.value.actionCount : null);
    }
    if (!analysed.ok) return analysed;
    return hintFrom(game.module, analysed.value, legalOf(game, player), { saveId, player, seq: at, level });
  }

  /**
   * `player`'s odds in a battle of position `seq` (GameModule.battleOdds), worked out here from
   * his own view — never the state — with a seed fixed by the position, so asking again gives the
   * same figures. Only a seat a person plays may ask (a bot's view is its own); a game without
   * battles, or a battle the game cannot price now, answers `no-odds` with the game's reason.
   */
  odds(saveId: string, player: string, seq: number, query: OddsQuery): R<Odds> {
    const g = this.atPosition(saveId, player, seq);
    if (!g.ok) return g;
    const game = g.value;
    if (!game.module.battleOdds) return codeOnly('no-odds', { reason: 'no-battles' });
    const seed = botSeed(game.record.seed, seq, `${player}/odds`);
    const r = game.module.battleOdds(viewOf(game, player), player, query, seed);
    if (!r.ok) return codeOnly('no-odds', { reason: r.error.code });
    const { area, attacker, win, losses, simulations, samples } = r.value;
    return ok({ saveId, player, seq, area, attacker, win, losses: { ...losses }, simulations, samples });
  }

  /** Resolves when no bot is thinking in this game (or it is closed). For the CLI and tests. */
  whenIdle(saveId: string): Promise<void> {
    const g = this.open.get(saveId);
    if (!g || g.thinking.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const list = this.idleWaiters.get(saveId) ?? [];
      list.push(resolve);
      this.idleWaiters.set(saveId, list);
    });
  }

  /** Stops starting bots; answers still in flight are dropped. */
  stop(): void {
    this.stopped = true;
    for (const id of [...this.open.keys()]) this.close(id);
  }

  // -------------------------------------------------------------------------------------------

  private load(saveId: string): R<OpenGame> {
    const cached = this.open.get(saveId);
    if (cached) return ok(cached);
    const resumed = this.options.store.resume(saveId);
    if (!resumed.ok) return resumed;
    const module = this.options.registry.get(resumed.value.game.moduleId);
    if (!module)
      return err(
        'unknown-game',
        `This save needs the game "${resumed.value.game.moduleId}", which this version does not have.`,
      );
    const g: OpenGame = {
      record: resumed.value.game,
      module,
      state: resumed.value.state,
      deciding: decidingSince(module, resumed.value.state, resumed.value.game.actionCount),
      thinking: new Set(),
      epoch: 0,
      takenBack: 0,
      position: new PositionCache(module),
      halted: null,
    };
    this.open.set(saveId, g);
    return ok(g);
  }

  /** The single path for any action: parse → legality → commit → announce. */
  private apply(saveId: string, player: string, rawAction: unknown): R<void> {
    const g = this.open.get(saveId);
    if (!g) return err('not-open', 'That game is not open.');
    const { module } = g;
    if (!module.players.includes(player)) return err('unknown-player', `${module.title} has no side "${player}".`);
    if (module.outcome(g.state)) return err('game-over', 'This game is over.');
    if (!module.toAct(g.state).includes(player)) return err('not-your-turn', `It is not ${player}'s turn to act.`);
    const parsed = module.parseAction(rawAction);
    if (!parsed.ok) return err('bad-action', parsed.error.message);
    const next = module.apply(g.state, player, parsed.value);
    if (!next.ok) return err('illegal-action', next.error.message);
    // Commit first: nobody may see a position the store has not made durable.
    const saved = this.options.store.append(saveId, {
      player,
      action: parsed.value,
      expectedCount: g.record.actionCount,
      stateAfter: next.value,
    });
    if (!saved.ok) return this.storeRefused(saveId, saved.error);
    const undoable = module.canUndo?.(g.state, player, parsed.value, next.value) ?? false;
    g.undo = { count: saved.value.actionCount, player: undoable ? player : null, before: g.state };
    g.deciding = decidingSince(module, next.value, saved.value.actionCount, g.deciding, player);
    g.state = next.value;
    g.record = saved.value;
    g.epoch++;
    g.halted = null; // a write went through and the position is new: the bots may try again
    this.emit({ type: 'changed', saveId, actionCount: saved.value.actionCount });
    this.kickBots(saveId);
    return ok(undefined);
  }

  /**
   * A write the store refused. A seq-conflict means another host moved this game on: the cached
   * copy is dropped (the next request reads the store again) and the caller hears `stale-position`.
   */
  private storeRefused(saveId: string, error: AppError): R<never> {
    if (error.code !== 'seq-conflict') return { ok: false, error };
    this.close(saveId);
    const now = this.options.store.get(saveId);
    return stalePosition(now.ok ? now.value.actionCount : null);
  }

  /** The store holds a different position than the cached one (another host wrote to it). */
  private isStale(g: OpenGame): boolean {
    const stored = this.options.store.get(g.record.id);
    return (
      !stored.ok ||
      stored.value.actionCount !== g.record.actionCount ||
      stored.value.lastPlayedAt !== g.record.lastPlayedAt
    );
  }

  /** Who may undo the last action now; after a load or an undo, found by replaying to the move before. */
  private undoPoint(g: OpenGame): UndoPoint {
    const count = g.record.actionCount;
    if (g.undo?.count === count) return g.undo;
    g.undo = { count, player: null, before: null };
    const canUndo = g.module.canUndo;
    if (!canUndo || count === 0 || g.module.outcome(g.state)) return g.undo;
    const last = this.options.store.actionAt(g.record.id, count);
    const before = this.options.store.resume(g.record.id, count - 1);
    if (!last.ok || !before.ok) return g.undo;
    const action = g.module.parseAction(last.value.action);
    if (action.ok && canUndo(before.value.state, last.value.player, action.value, g.state)) {
      g.undo = { count, player: last.value.player, before: before.value.state };
    }
    return g.undo;
  }

  private kickBots(saveId: string): void {
    const g = this.open.get(saveId);
    if (!g || this.stopped || !this.options.bots || g.halted) return;
    if (g.module.outcome(g.state)) return;
    for (const player of g.module.toAct(g.state)) {
      const seat = g.record.seats[player];
      if (seat?.kind !== 'bot' || g.thinking.has(player)) continue;
      g.thinking.add(player);
      // A save from a newer version may name a bot this build lacks; the random bot stands in.
      const level = playableLevel(g.module, seat.level);
      void this.runBot(g, saveId, player, level).finally(() => {
        g.thinking.delete(player);
        if (g.thinking.size === 0) this.notifyIdle(saveId);
        // The position may have moved on while this bot thought; start whoever is due now.
        if (this.open.get(saveId) === g) this.kickBots(saveId);
      });
    }
  }

  private async runBot(g: OpenGame, saveId: string, player: string, level: BotLevel): Promise<void> {
    const bots = this.options.bots;
    if (!bots) return;
    const startEpoch = g.epoch;
    const startCount = g.record.actionCount;
    const budgetMs = this.options.botBudgetMs ?? budgetFor(level);
    const activity = this.activity(saveId, player, level, 'move', budgetMs);
    const pace = this.options.botPaceMs?.() ?? 0;
    activity('thinking');
    if (pace > 0) await new Promise((r) => setTimeout(r, pace));
    if (this.open.get(saveId) !== g || g.epoch !== startEpoch) return activity('done');
    const seed = botSeed(g.record.seed, startCount, player);
    activity('progress', 0, 0); // the pace is over: the bot's own time starts now
    let chosen = await bots.choose({
      moduleId: g.module.id,
      level,
      player,
      view: viewOf(g, player),
      legalActions: legalOf(g, player),
      budgetMs,
      seed,
      onProgress: (p, elapsedMs) => activity('progress', p, elapsedMs),
    });
    activity('done');
    // Position identity: the same open game and no change since the question (an undo, a move, a
    // close and reopen all count), else the answer is for a position that is gone.
    if (this.open.get(saveId) !== g || g.epoch !== startEpoch) return;
    if (!chosen.ok) {
      // Keep the game moving: tell the player, then fall back to a random legal move.
      this.emit({ type: 'error', saveId, error: chosen.error });
      const legal = legalOf(g, player);
      chosen = legal.length ? ok(fallbackAction(legal, seed)) : chosen;
      if (!chosen.ok) return;
    }
    if (g.halted) return; // another seat's move already failed in this position
    const applied = this.apply(saveId, player, chosen.value);
    // Stale: another host moved this game on and it was dropped from memory; the next open reloads it.
    if (applied.ok || applied.error.code === 'stale-position') return;
    // Retrying the same position would fail the same way: stop this game's bots and say so once.
    // A store failure (a full disk) keeps its own code; anything else is a move the rules refused.
    const error: AppError = RULE_REFUSALS.has(applied.error.code)
      ? {
          code: 'bot-illegal',
          message: `The computer (${player}) chose a move the rules refused: ${applied.error.message}`,
          params: { player },
        }
      : { ...applied.error, params: { ...applied.error.params, player } };
    g.halted = error;
    this.emit({ type: 'error', saveId, error });
  }

  /** Reports a bot's thinking (for a computer seat's move or a player's hint) to the pages. */
  private activity(
    saveId: string,
    player: string,
    level: BotLevel,
    purpose: BotActivity['purpose'],
    budgetMs: number,
  ): (phase: BotActivity['phase'], progress?: number, elapsedMs?: number) => void {
    // A level that answers at once shows no countdown: its wait is only the move pace.
    const shownBudget = thinksAtLength(level) ? budgetMs : 0;
    return (phase, progress, elapsedMs) =>
      this.emit({
        type: 'bot',
        activity: {
          saveId,
          player,
          level,
          phase,
          purpose,
          budgetMs: shownBudget,
          ...(progress === undefined ? {} : { progress }),
          ...(elapsedMs === undefined ? {} : { elapsedMs }),
        },
      });
  }

  private emit(e: GameEvent): void {
    for (const l of this.listeners) {
      try {
        l(e);
      } catch {
        // A listener's failure (a closed window) must not stop the game.
      }
    }
  }

  private notifyIdle(saveId: string): void {
    const waiters = this.idleWaiters.get(saveId);
    if (!waiters) return;
    this.idleWaiters.delete(saveId);
    for (const w of waiters) w();
  }
}

/** Codes `apply` gives when the game's rules (not the store) refuse an action. */
const RULE_REFUSALS = new Set([
  'not-open',
  'unknown-player',
  'game-over',
  'not-your-turn',
  'bad-action',
  'illegal-action',
]);

/**
 * Who is to act in `state` and since when: carried over from `before` for those still to act who
 * did not just move (`mover`'s own move ends his decision, even if he is to act again).
 */
function decidingSince(
  module: AnyGameModule,
  state: unknown,
  count: number,
  before?: ReadonlyMap<string, number>,
  mover?: string,
): ReadonlyMap<string, number> {
  return new Map(module.toAct(state).map((p) => [p, (p === mover ? undefined : before?.get(p)) ?? count] as const));
}

/**
 * May `player`'s action, chosen at position `seq`, be judged in the current position? Yes if it is
 * the current one, or if he has been to act without a break since `seq`: then everything played
 * in between was another side's simultaneous choice (a card chosen face down, a mulligan), which
 * changes nothing he decided from. The engine still checks the action's legality now.
 */
function stillDeciding(game: OpenGame, player: string, seq: number): boolean {
  const now = game.record.actionCount;
  if (seq === now) return true;
  const since = game.deciding.get(player);
  return since !== undefined && since <= seq && seq < now;
}

function stalePosition(actionCount: number | null): R<never> {
  return {
    ok: false,
    error: {
      code: 'stale-position',
      message: 'The game moved on before this action arrived; it was not played. Here is the position now.',
      ...(actionCount === null ? {} : { params: { seq: actionCount } }),
    },
  };
}

function viewOf(g: OpenGame, player: string | null): unknown {
  return g.position.view(g.state, g.epoch, player);
}

function legalOf(g: OpenGame, player: string): readonly unknown[] {
  return g.position.legalActions(g.state, g.epoch, player);
}

/** An error the page words from its code and params (bots/bot-text in the renderer). */
function codeOnly(code: string, params?: Record<string, string | number>): R<never> {
  return { ok: false, error: { code, message: code, ...(params ? { params } : {}) } };
}

/**
 * The bot's analysis as a hint: only candidates legal now (the bot's word is checked, as its moves
 * are), win chances clamped to 0..1, best first.
 */
function hintFrom(
  module: AnyGameModule,
  analysis: Analysis<unknown>,
  legal: readonly unknown[],
  about: Pick<Hint, 'saveId' | 'player' | 'seq' | 'level'>,
): R<Hint> {
  // Both sides go through parseAction, so equal actions serialize alike whatever their key order.
  const key = (a: unknown): string | null => {
    const parsed = module.parseAction(a);
    return parsed.ok ? JSON.stringify(parsed.value) : null;
  };
  const legalKeys = new Map(legal.map((a) => [key(a), a] as const));
  const asLegal = (a: unknown): unknown => {
    const k = key(a);
    return k === null ? undefined : legalKeys.get(k);
  };
  const best = asLegal(analysis.best);
  if (best === undefined) return codeOnly('bot-illegal', { player: about.player });
  const ranked = analysis.ranked.flatMap((c) => {
    const action = asLegal(c.action);
    const winChance = Number.isFinite(c.winChance) ? Math.min(1, Math.max(0, c.winChance)) : 0;
    return action === undefined ? [] : [{ action, winChance, visits: Math.max(0, c.visits) }];
  });
  // Best first, as the page lists it, whatever order the bot gave.
  const at = ranked.findIndex((c) => c.action === best);
  const first = at >= 0 ? ranked.splice(at, 1)[0]! : { action: best, winChance: 0, visits: 0 };
  return ok({ ...about, best, ranked: [first, ...ranked] });
}

/** `player` is a side of this game that a person plays (bots' seats cannot be played or undone by hand). */
function byHand(g: OpenGame, player: string): R<void> {
  if (!g.module.players.includes(player)) return err('unknown-player', `${g.module.title} has no side "${player}".`);
  if (g.record.seats[player]?.kind === 'bot') return err('not-your-seat', `${player} is played by the computer.`);
  return ok(undefined);
}

function checkSeats(module: AnyGameModule, seats: Seats): R<Seats> {
  for (const p of Object.keys(seats)) {
    if (!module.players.includes(p)) return err('bad-seats', `${module.title} has no side "${p}".`);
  }
  const levels = botLevelsFor(module);
  for (const seat of Object.values(seats)) {
    if (seat.kind === 'bot' && !levels.includes(seat.level)) return codeOnly('unknown-bot', { level: seat.level });
  }
  const full: Record<string, Seats[string]> = {};
  for (const p of module.players) {
    const seat = seats[p];
    if (!seat) return err('bad-seats', `Say who plays ${p}.`);
    full[p] = seat;
  }
  return ok(full);
}
