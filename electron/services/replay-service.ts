/**
 * Looking back at a saved game: the position after any number of its actions, as one side saw it
 * (or, once the game is over, with everything revealed), the milestones to step by (campaigns, game
 * turns, battles) and the chart series. Read-only: it never opens the game for play, and a seek is
 * the store's nearest snapshot plus the replay of the actions after it.
 *
 * Secrecy: while a game is unfinished, only a side played at this computer may be looked at — its
 * own view at each step, exactly what it saw then; a computer's side never (its hand is its own).
 */
import type { AnyGameModule } from '../../engine/core/game';
import { ok, type Result } from '../../engine/core/result';
import type {
  AppError,
  ChartPoint,
  Milestone,
  MilestoneKind,
  ReplayFrame,
  ReplayLens,
  ReplayTimeline,
} from '../ipc/contract';
import type { GameRegistry } from './registry';
import type { StorePort, StoredGame } from './store-port';

type R<T> = Result<T, AppError>;

/** A refusal with its code, an English fallback (logs, tools) and the parameters the page words it from. */
function err(code: string, message: string, params?: Record<string, string | number>): R<never> {
  return { ok: false, error: { code, message, ...(params ? { params } : {}) } };
}

interface Walk {
  /** The log it was worked out from: its length and last write (an undo and a new move keep the length). */
  readonly key: string;
  readonly milestones: Milestone[];
  /** Chart points through each lens, keyed by lensKey: taken during the walk, from the state at hand. */
  readonly chart: Map<string, ChartPoint[]>;
  /** Copies of the state every CHECKPOINT_EVERY actions (index = at / CHECKPOINT_EVERY): seeks replay a few actions at most. */
  readonly checkpoints: unknown[];
  /** Every action of the log, parsed, for replays from a checkpoint. */
  readonly actions: { player: string; action: unknown }[];
}

/** A seek replays fewer than this many actions (a 3-campaign game keeps ~100 copies, a few MB). */
const CHECKPOINT_EVERY = 20;
/** Games whose walk is kept (the viewer looks at one game at a time; the Load screen may ask for another). */
const WALKS_KEPT = 2;

const lensKey = (lens: ReplayLens): string => ('reveal' in lens ? '*' : `side:${lens.side}`);

function lensesOf(module: AnyGameModule): ReplayLens[] {
  return [{ reveal: true }, ...module.players.map((side) => ({ side }))];
}

export class ReplayService {
  /** Milestones per game, computed once per action count (a replay walks the whole log). */
  private readonly walks = new Map<string, Walk>();

  constructor(
    private readonly registry: GameRegistry,
    private readonly store: StorePort,
  ) {}

  timeline(saveId: string, lens: ReplayLens): R<ReplayTimeline> {
    const game = this.game(saveId);
    if (!game.ok) return game;
    const { record, module } = game.value;
    const allowed = checkLens(record, module, lens);
    if (!allowed.ok) return allowed;
    const walk = this.walk(record, module);
    if (!walk.ok) return walk;
    const chart = walk.value.chart.get(lensKey(lens)) ?? [];
    return ok({
      saveId,
      moduleId: module.id,
      name: record.name,
      scenarioName: module.scenarios.find((sc) => sc.id === record.scenario)?.name ?? record.scenario,
      seats: record.seats,
      total: record.actionCount,
      finished: record.outcome !== null,
      sides: visibleSides(record, module),
      canReveal: record.outcome !== null,
      milestones: walk.value.milestones,
      chart,
    });
  }

  frame(saveId: string, at: number, lens: ReplayLens): R<ReplayFrame> {
    const game = this.game(saveId);
    if (!game.ok) return game;
    const { record, module } = game.value;
    const allowed = checkLens(record, module, lens);
    if (!allowed.ok) return allowed;
    if (!Number.isInteger(at) || at < 0 || at > record.actionCount)
      return err('replay-out-of-range', `This game has positions 0 to ${record.actionCount}.`, {
        at,
        total: record.actionCount,
      });
    const state = this.seek(record, module, at);
    if (!state.ok) return state;
    return ok({
      saveId,
      at,
      total: record.actionCount,
      view: lensView(module, state.value, lens),
      revealed: 'reveal' in lens,
    });
  }

  /** Forgets what was worked out for a game (it was deleted, or its log changed by an undo). */
  forget(saveId: string): void {
    this.walks.delete(saveId);
  }

  private game(saveId: string): R<{ record: StoredGame; module: AnyGameModule }> {
    const got = this.store.get(saveId);
    if (!got.ok) return got;
    const module = this.registry.get(got.value.moduleId);
    if (!module) return err('unknown-game', `There is no game called "${got.value.moduleId}".`);
    return ok({ record: got.value, module });
  }

  /** The state after `at` actions: the walk's nearest checkpoint plus a short replay. */
  private seek(record: StoredGame, module: AnyGameModule, at: number): R<unknown> {
    const walk = this.walk(record, module);
    if (!walk.ok) return walk;
    const { checkpoints, actions } = walk.value;
    const from = Math.min(Math.floor(at / CHECKPOINT_EVERY), checkpoints.length - 1);
    const state = module.clone(checkpoints[from]);
    for (let n = from * CHECKPOINT_EVERY; n < at; n++) {
      const step = actions[n]!;
      const played = module.play(state, step.player, step.action);
      if (!played.ok) return err('replay-failed', played.error.message, { at: n + 1 });
    }
    return ok(state);
  }

  /** One pass over the whole log (the module's in-place `play`), noting where each milestone begins. */
  private walk(record: StoredGame, module: AnyGameModule): R<Walk> {
    const key = `${record.actionCount}:${record.lastPlayedAt}`;
    const cached = this.walks.get(record.id);
    if (cached?.key === key) {
      // Most recently used last, so the oldest walk is the one let go.
      this.walks.delete(record.id);
      this.walks.set(record.id, cached);
      return ok(cached);
    }
    const start = this.store.resume(record.id, 0);
    if (!start.ok) return start;
    const state = module.clone(start.value.state);
    const milestones: Milestone[] = [];
    const chart = new Map<string, ChartPoint[]>();
    const lenses = module.chartStats ? lensesOf(module) : [];
    const chartPoint = (at: number): void => {
      for (const lens of lenses) {
        const key = lensKey(lens);
        const points = chart.get(key) ?? [];
        if (points[points.length - 1]?.at === at) continue;
        points.push({ at, stats: module.chartStats!(lensView(module, state, lens)) });
        chart.set(key, points);
      }
    };
    chartPoint(0);
    const checkpoints: unknown[] = [module.clone(state)];
    const actions: { player: string; action: unknown }[] = [];
    let before = module.summary(state);
    for (let n = 1; n <= record.actionCount; n++) {
      const logged = this.store.actionAt(record.id, n);
      if (!logged.ok) return logged;
      const parsed = module.parseAction(logged.value.action);
      if (!parsed.ok) return err('replay-failed', parsed.error.message, { at: n });
      const played = module.play(state, logged.value.player, parsed.value);
      if (!played.ok) return err('replay-failed', played.error.message, { at: n });
      actions.push({ player: logged.value.player, action: parsed.value });
      if (n % CHECKPOINT_EVERY === 0) checkpoints.push(module.clone(state));
      const after = module.summary(state);
      // A milestone begins at the position *before* the action that changed it: the last look at
      // the old phase is the action count n - 1; the new one shows from n.
      const mark = (kind: MilestoneKind, area: string | null = null): void => {
        milestones.push({ kind, at: n, campaign: after.campaign ?? null, turn: after.turn ?? null, area });
      };
      const political = after.phase === 'political';
      if (after.campaign !== before.campaign) mark('campaign');
      if (political && before.phase !== 'political') {
        mark('political');
        chartPoint(n);
      } else if (!political && (after.turn !== before.turn || after.campaign !== before.campaign)) {
        mark('turn');
        chartPoint(n);
      }
      if (after.battle !== undefined && after.battle !== before.battle) mark('battle', after.battle);
      before = after;
    }
    chartPoint(record.actionCount);
    const walk = { key, milestones, chart, checkpoints, actions };
    this.walks.delete(record.id);
    this.walks.set(record.id, walk);
    while (this.walks.size > WALKS_KEPT) this.walks.delete(this.walks.keys().next().value!);
    return ok(walk);
  }
}

/** Sides this computer may look through: all once the game is over, else those played here. */
function visibleSides(record: StoredGame, module: AnyGameModule): string[] {
  if (record.outcome !== null) return [...module.players];
  return module.players.filter((p) => record.seats[p]?.kind === 'human');
}

function checkLens(record: StoredGame, module: AnyGameModule, lens: ReplayLens): R<void> {
  if ('reveal' in lens) {
    return record.outcome !== null
      ? ok(undefined)
      : err('replay-not-over', 'Both sides are shown only once the game is over.');
  }
  if (!module.players.includes(lens.side))
    return err('unknown-player', `${module.title} has no side "${lens.side}".`, { side: lens.side });
  if (!visibleSides(record, module).includes(lens.side))
    return err('replay-side-hidden', `${lens.side} is played by the computer; its view stays hidden.`, {
      side: lens.side,
    });
  return ok(undefined);
}

function lensView(module: AnyGameModule, state: unknown, lens: ReplayLens): unknown {
  if ('reveal' in lens) return module.revealedView ? module.revealedView(state) : module.view(state, null);
  return module.view(state, lens.side);
}
