/**
 * Bot-versus-bot self-play through the same services the app uses: every action goes through the
 * game module's checks and is committed to the save store, bots think in a worker thread.
 * Run: npm run selfplay -- --db FILE --games N --seed S [--game ID] [--scenario ID] [--max-actions N] [--budget-ms N] [--bot LEVEL[,LEVEL]]
 * (--bot: one level for every seat, or one per player in the module's order, e.g. --bot easy,random)
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { appRegistry } from '../games';
import type { BotLevel } from '../ipc/contract';
import { botLevelsFor } from '../services/bots/levels';
import { createAppServices, type AppServices } from '../services/app-services';
import { deriveSeed } from '../../engine/core/seed';
import type { GameRegistry } from '../services/registry';
import { openSqliteStore } from '../services/sqlite-store';
import type { StorePort } from '../services/store-port';
import { appBotWorker } from './serve';

export interface SelfPlayOptions {
  readonly games: number;
  readonly seed: number;
  readonly moduleId: string;
  readonly scenario?: string;
  readonly maxActions: number;
  /** Thinking time per decision; unset = each level's own (services/bots/levels.ts). */
  readonly budgetMs?: number;
  /** Bot level per seat, in the module's player order (cycled); default random. */
  readonly bots?: readonly BotLevel[];
}

export interface GameResult {
  readonly saveId: string;
  readonly seed: number;
  readonly actions: number;
  /** 'winner:<side>' / 'draw', or why it stopped early. */
  readonly result: string;
  readonly reason: string;
  readonly ms: number;
}

export interface SelfPlaySummary {
  readonly games: number;
  readonly actions: number;
  readonly outcomes: Record<string, number>;
  readonly errors: string[];
  readonly ms: number;
  readonly results: GameResult[];
}

/** The seed of game `i` of a run: different base seeds give different games. */
export const selfPlayGameSeed = (base: number, i: number): number => deriveSeed(base, 'selfplay', i);

export async function selfPlay(
  services: AppServices,
  store: StorePort,
  opts: SelfPlayOptions,
  log: (line: string) => void = () => {},
): Promise<SelfPlaySummary> {
  const module = services.registry.get(opts.moduleId);
  if (!module)
    throw new Error(`No game "${opts.moduleId}". Known: ${services.registry.all.map((m) => m.id).join(', ')}`);
  const scenario = opts.scenario ?? module.scenarios[0]?.id;
  if (!scenario) throw new Error(`${module.title} has no scenarios.`);
  const errors: string[] = [];
  const off = services.games.on((e) => e.type === 'error' && errors.push(`${e.saveId ?? ''}: ${e.error.message}`));
  const results: GameResult[] = [];
  const t0 = performance.now();
  for (let i = 0; i < opts.games; i++) {
    const seed = selfPlayGameSeed(opts.seed, i);
    const started = performance.now();
    const levels: readonly BotLevel[] = opts.bots?.length ? opts.bots : ['random'];
    const seats = Object.fromEntries(
      module.players.map((p, k) => [p, { kind: 'bot' as const, level: levels[k % levels.length]! }]),
    );
    const created = services.games.create({
      moduleId: module.id,
      scenario,
      seed,
      name: `Self-play ${opts.seed}/${i + 1}`,
      seats,
    });
    if (!created.ok) throw new Error(`Could not create game ${i + 1}: ${created.error.message}`);
    const id = created.value.id;
    let result = '';
    let reason = '';
    for (;;) {
      await services.games.whenIdle(id);
      const g = store.get(id);
      if (!g.ok) {
        result = 'error';
        reason = g.error.message;
        break;
      }
      if (g.value.outcome) {
        result = g.value.outcome.winner ? `winner:${g.value.outcome.winner}` : 'draw';
        reason = g.value.outcome.reason;
        break;
      }
      // A move that could not be saved (a full disk) stops the bots: report it, do not wait forever.
      const halted = services.games.haltedBy(id);
      if (halted) {
        result = 'error';
        reason = halted.message;
        break;
      }
      if (g.value.actionCount >= opts.maxActions) {
        result = 'unfinished';
        reason = `stopped at the ${opts.maxActions}-action limit`;
        break;
      }
      const v = services.games.view(id, null);
      if (v.ok && v.value.toAct.length === 0) {
        result = 'stuck';
        reason = 'nobody can act, yet the game is not over';
        break;
      }
      // Idle between two bot turns: yield so the next one starts.
      await new Promise((r) => setImmediate(r));
    }
    services.games.close(id);
    const actions = store.get(id);
    const r: GameResult = {
      saveId: id,
      seed,
      actions: actions.ok ? actions.value.actionCount : 0,
      result,
      reason,
      ms: Math.round(performance.now() - started),
    };
    results.push(r);
    log(
      `game ${i + 1}/${opts.games}: seed ${seed}, ${r.actions} actions, ${r.result} (${r.reason}), ${(r.ms / 1000).toFixed(1)} s`,
    );
  }
  off();
  const outcomes: Record<string, number> = {};
  for (const r of results) outcomes[r.result] = (outcomes[r.result] ?? 0) + 1;
  return {
    games: results.length,
    actions: results.reduce((n, r) => n + r.actions, 0),
    outcomes,
    errors,
    ms: Math.round(performance.now() - t0),
    results,
  };
}

export async function runSelfPlayCli(
  argv: string[],
  registry: GameRegistry = appRegistry,
  workerEntry = appBotWorker(),
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string' },
      games: { type: 'string', default: '1' },
      seed: { type: 'string' },
      game: { type: 'string', default: registry.all[0]?.id ?? '' },
      scenario: { type: 'string' },
      'max-actions': { type: 'string', default: '20000' },
      'budget-ms': { type: 'string' },
      bot: { type: 'string', default: 'random' },
    },
  });
  if (!values.db) {
    console.error(
      'Usage: npm run selfplay -- --db FILE --games N --seed S [--game ID] [--scenario ID] [--max-actions N]',
    );
    return 2;
  }
  const games = Number(values.games);
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 32) : Number(values.seed);
  const maxActions = Number(values['max-actions']);
  const budgetMs = values['budget-ms'] === undefined ? undefined : Number(values['budget-ms']);
  if (![games, seed, maxActions, budgetMs ?? 0].every((n) => Number.isInteger(n) && n >= 0) || seed > 0xffffffff) {
    console.error('--games, --seed (0..4294967295), --max-actions and --budget-ms must be whole numbers.');
    return 2;
  }
  const bots = values.bot.split(',').map((l) => l.trim());
  const module = registry.get(values.game);
  const known = module ? botLevelsFor(module) : [];
  if (!bots.every((l) => known.includes(l))) {
    console.error(`--bot must name levels of ${values.game} (${known.join(', ')}); ${bots.join(', ')} given.`);
    return 2;
  }
  const dbPath = resolve(values.db);
  mkdirSync(dirname(dbPath), { recursive: true });
  const opened = openSqliteStore(dbPath, registry);
  if (!opened.ok) {
    console.error(`Cannot open ${dbPath}: ${opened.error.message}`);
    return 1;
  }
  const services = createAppServices({
    registry,
    store: opened.value.store,
    bots: { workerEntry },
    // One bot worker: self-play measures the engine and the store, and should not take every core.
    botHelpers: 0,
    botPaceMs: 0,
    ...(budgetMs === undefined ? {} : { botBudgetMs: budgetMs }),
  });
  try {
    console.log(`self-play: ${games} game(s) of ${values.game}, seed ${seed}, saving to ${dbPath}`);
    const s = await selfPlay(
      services,
      opened.value.store,
      {
        games,
        seed,
        moduleId: values.game,
        ...(values.scenario ? { scenario: values.scenario } : {}),
        maxActions,
        ...(budgetMs === undefined ? {} : { budgetMs }),
        bots,
      },
      (l) => console.log(l),
    );
    const secs = s.ms / 1000;
    console.log('');
    console.log(`games:    ${s.games}`);
    console.log(`actions:  ${s.actions} (${secs > 0 ? Math.round(s.actions / secs) : 0} per second, all saved)`);
    console.log(
      `outcomes: ${
        Object.entries(s.outcomes)
          .map(([k, n]) => `${k} ×${n}`)
          .join(', ') || 'none'
      }`,
    );
    console.log(`time:     ${secs.toFixed(1)} s`);
    if (s.errors.length) console.log(`errors:   ${s.errors.length}\n  ${s.errors.slice(0, 10).join('\n  ')}`);
    const bad = s.errors.length > 0 || s.results.some((r) => r.result === 'stuck' || r.result === 'error');
    return bad ? 1 : 0;
  } finally {
    await services.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runSelfPlayCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
