/** Wires the services together for one host process (Electron main, web host, self-play). */
import { BotService } from './bots/bot-service';
import { ParallelBots, helperCount } from './bots/parallel-bots';
import { GameService, type BotChooser } from './game-service';
import { ImportChecker } from './import-checker';
import type { GameRegistry } from './registry';
import { ReplayService } from './replay-service';
import { SaveService } from './save-service';
import type { StorePort } from './store-port';

export interface AppServices {
  readonly registry: GameRegistry;
  readonly games: GameService;
  readonly saves: SaveService;
  readonly replays: ReplayService;
  close(): Promise<void>;
}

export interface AppServicesOptions {
  readonly registry: GameRegistry;
  readonly store: StorePort;
  /**
   * A worker entry to run real bots (and to check imports off the main thread: the entry serves
   * both), a fake chooser (tests), or null for no bots (imports are then checked in-process).
   */
  readonly bots: { readonly workerEntry: string } | BotChooser | null;
  readonly botBudgetMs?: number;
  /** Helper bot workers for the strongest level (bots/parallel-bots.ts); default: by the machine's cores. */
  readonly botHelpers?: number;
  /** Overrides the pace from settings (self-play wants 0). */
  readonly botPaceMs?: number;
}

export function createAppServices(options: AppServicesOptions): AppServices {
  const bots = options.bots;
  const botService =
    bots && 'workerEntry' in bots
      ? new ParallelBots(
          options.registry,
          new BotService({ workerEntry: bots.workerEntry }),
          Array.from(
            { length: options.botHelpers ?? helperCount() },
            () => new BotService({ workerEntry: bots.workerEntry }),
          ),
        )
      : null;
  const chooser: BotChooser | null = botService ?? (options.bots && 'choose' in options.bots ? options.bots : null);
  let saves: SaveService | null = null;
  const pace = (): number => options.botPaceMs ?? (saves ? saves.settings().botPaceMs : 0);
  const games = new GameService({
    registry: options.registry,
    store: options.store,
    bots: chooser,
    botPaceMs: pace,
    ...(options.botBudgetMs === undefined ? {} : { botBudgetMs: options.botBudgetMs }),
  });
  // Imports are parsed and replayed in a worker of the same entry as the bots (it serves both).
  const checker = options.bots && 'workerEntry' in options.bots ? new ImportChecker(options.bots.workerEntry) : null;
  saves = new SaveService(options.store, options.registry, games, checker);
  return {
    registry: options.registry,
    games,
    saves,
    replays: new ReplayService(options.registry, options.store),
    async close() {
      games.stop();
      await botService?.close();
      await checker?.close();
      options.store.close();
    },
  };
}
