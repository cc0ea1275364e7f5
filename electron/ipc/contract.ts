/**
 * The IPC contract: every channel between the UI and the host, in one place.
 *
 * Main (Electron), the preload, the headless web host and the renderer all compile against this
 * module. Each request's payload has a zod schema and its TypeScript type is *derived* from that
 * schema (`z.infer`), so a renamed field is a compile error everywhere and the runtime check at the
 * boundary can never drift from the static type.
 *
 * Replies are values, never exceptions: `{ ok: true, value } | { ok: false, error: { code, message } }`.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from './languages';

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

/** Save ids are opaque strings to the UI (the store decides their format). */
export const SaveIdSchema = z.string().min(1).max(100);
/** A player of the hosted game (e.g. 'york', 'lancaster'); checked against the module at use. */
export const PlayerIdSchema = z.string().min(1).max(40);
/**
 * What a request's schema can refuse that a player can cause, as codes: the schema's message is the
 * code, and a refused request carries it as `params.issue` of its `bad-request` error (the page
 * words it; handlers.ts keeps English words for logs).
 */
export const REQUEST_ISSUES = ['name-empty', 'name-too-long', 'file-empty'] as const;
export type RequestIssue = (typeof REQUEST_ISSUES)[number];

export const GameNameSchema = z
  .string()
  .trim()
  .min(1, 'name-empty' satisfies RequestIssue)
  .max(80, 'name-too-long' satisfies RequestIssue);

/**
 * A computer opponent's level, e.g. 'easy'. Levels belong to each game (its module's `bots`, plus
 * 'random' for every game): the host lists them per game in AppInfo and checks a seat's level
 * against its game, so a level is only a well-formed name here.
 */
export const BotLevelSchema = z.string().regex(/^[a-z][a-z0-9-]{0,29}$/);
export type BotLevel = z.infer<typeof BotLevelSchema>;
/** The order levels are offered in, weakest first; a game's other levels follow these. */
export const BOT_LEVEL_ORDER: readonly BotLevel[] = ['random', 'easy', 'normal', 'hard'];

export const SeatSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human'), name: z.string().max(60).optional() }),
  z.strictObject({ kind: z.literal('bot'), level: BotLevelSchema }),
]);
export type Seat = z.infer<typeof SeatSchema>;
/** Who sits in each player's chair: a person at this computer or a bot. */
export const SeatsSchema = z.record(PlayerIdSchema, SeatSchema);
export type Seats = z.infer<typeof SeatsSchema>;
/**
 * Seats as saved. A save from a newer version may name a bot level this build lacks, so levels
 * read back are plain strings; the host falls back to a bot it has.
 */
export const SavedSeatsSchema = z.record(
  PlayerIdSchema,
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('human'), name: z.string().optional() }),
    z.object({ kind: z.literal('bot'), level: z.string() }),
  ]),
);
export type SavedSeats = z.infer<typeof SavedSeatsSchema>;

/** A chosen game option's value (see GameOptionSchema). */
export const OptionValueSchema = z.union([z.boolean(), z.string().max(40), z.number()]);
/** Game options by id: a new game's choices (checked by the host against its game's options), or a save's. */
export const OptionValuesSchema = z.record(z.string().min(1).max(40), OptionValueSchema);
export type OptionValues = z.infer<typeof OptionValuesSchema>;

/** One option a game offers on New Game (engine/core/options.ts); labels are message keys. */
export const GameOptionSchema = z.discriminatedUnion('kind', [
  z.object({ id: z.string(), label: z.string(), kind: z.literal('boolean'), default: z.boolean() }),
  z.object({
    id: z.string(),
    label: z.string(),
    kind: z.literal('choice'),
    choices: z.array(z.object({ value: z.union([z.string(), z.number()]), label: z.string() })),
    default: z.union([z.string(), z.number()]),
  }),
]);
export type GameOption = z.infer<typeof GameOptionSchema>;

export const GameSummarySchema = z.object({
  label: z.string(),
  campaign: z.number().optional(),
  turn: z.number().optional(),
  phase: z.string().optional(),
});
export type GameSummaryDto = z.infer<typeof GameSummarySchema>;

export const OutcomeSchema = z.object({ winner: z.string().nullable(), reason: z.string() });
export type OutcomeDto = z.infer<typeof OutcomeSchema>;

/** One row of the saved-games list. */
export const SaveInfoSchema = z.object({
  id: SaveIdSchema,
  name: z.string(),
  moduleId: z.string(),
  scenario: z.string(),
  scenarioName: z.string(),
  seats: SavedSeatsSchema,
  summary: GameSummarySchema,
  outcome: OutcomeSchema.nullable(),
  actionCount: z.number().int(),
  createdAt: z.number(),
  /** Epoch ms of the last accepted action (or creation). */
  lastPlayedAt: z.number(),
  /**
   * Set when this save cannot be read back whole (the parts that cannot: 'summary', 'seats', ...).
   * It cannot be played; it can be exported (what can be read) or deleted.
   */
  damaged: z.array(z.string()).optional(),
  /** A guided first game (the game's tutorial): the page shows its lessons beside the board. */
  tutorial: z.literal(true).optional(),
  /** The game's options that differ from their defaults (its variants); absent for a standard game. */
  options: OptionValuesSchema.optional(),
});
export type SaveInfo = z.infer<typeof SaveInfoSchema>;

/** What one player (or a spectator, `player: null`) sees of a game, plus what he may do now. */
export const PlayerViewSchema = z.object({
  saveId: SaveIdSchema,
  /** Which hosted game this is ('richard-iii', 'skirmish'): the page picks the game's screens by it. */
  moduleId: z.string(),
  player: PlayerIdSchema.nullable(),
  /** Bumps with every accepted action; lets the UI drop stale pushes. */
  actionCount: z.number().int(),
  summary: GameSummarySchema,
  toAct: z.array(PlayerIdSchema),
  outcome: OutcomeSchema.nullable(),
  /** The game module's view for this player: game-specific, already stripped of secrets. */
  view: z.unknown(),
  /** Exactly the legal actions of `player` now (empty for spectators or when he has nothing to decide). */
  legalActions: z.array(z.unknown()),
  seats: SavedSeatsSchema,
  /** `player` may take back his last action (the game's undo rule). */
  canUndo: z.boolean(),
  /**
   * While `player` is to act: the action count since which he has been making the decision he makes
   * now (at most `actionCount`). Anything played since was another side's hidden simultaneous choice
   * (a card chosen face down), so an answer worked out for any position since then (a hint) is for
   * this decision still.
   */
  decidingSince: z.number().int().min(0).optional(),
  /** The game is the tutorial (see SaveInfo.tutorial). */
  tutorial: z.literal(true).optional(),
  /** See SaveInfo.options. */
  options: OptionValuesSchema.optional(),
});
export type PlayerView = z.infer<typeof PlayerViewSchema>;

export const LanguageSchema = z.enum(LANGUAGES);
export type { Language };

/**
 * New Game's last choices, per game, so the dialog opens as the player left it. Bounded, and levels
 * kept as plain strings (like SavedSeats): the page checks every value against the games this build
 * offers and falls back to the defaults, so a retired scenario or level never spoils the other settings.
 */
export const NewGameChoiceSchema = z.strictObject({
  /** The game last started. */
  game: z.string().max(40),
  games: z
    .record(
      z.string().max(40),
      z.strictObject({
        scenario: z.string().max(60),
        seats: z
          .record(
            PlayerIdSchema,
            z.discriminatedUnion('kind', [
              z.strictObject({ kind: z.literal('human') }),
              z.strictObject({ kind: z.literal('bot'), level: z.string().max(30) }),
            ]),
          )
          .refine((s) => Object.keys(s).length <= 8),
        /** The game's options (absent in what older versions stored). */
        options: OptionValuesSchema.refine((o) => Object.keys(o).length <= 16).optional(),
      }),
    )
    .refine((g) => Object.keys(g).length <= 8),
});
export type NewGameChoice = z.infer<typeof NewGameChoiceSchema>;

export const SettingsSchema = z.strictObject({
  /** Pause before each bot move so a person can follow it. */
  botPaceMs: z.number().int().min(0).max(5000),
  animations: z.boolean(),
  /** Ask before deleting a saved game. */
  confirmDelete: z.boolean(),
  /** Make the obvious decisions for the player (a single legal answer; fire when the alternative is to pass). */
  autoResolve: z.boolean(),
  /** The page's language; null until the player picks one (the page then follows the system's language). */
  language: LanguageSchema.nullable(),
  /** Offer the Hint button in games against the computer (off by default, for purists). */
  showHint: z.boolean(),
  /** Sound effects (dice, hits, moves, cards). */
  sound: z.boolean(),
  /** Their volume, 0–100. */
  volume: z.number().int().min(0).max(100),
  /** York and Lancaster told apart by shape and pattern too, in colours safe for colour-blind eyes. */
  colourBlind: z.boolean(),
  /** New Game's last choices (null until a game has been started from it). */
  newGameChoice: NewGameChoiceSchema.nullable(),
});
export type Settings = z.infer<typeof SettingsSchema>;
export const DEFAULT_SETTINGS: Settings = {
  botPaceMs: 400,
  animations: true,
  confirmDelete: true,
  autoResolve: false,
  language: null,
  showHint: false,
  sound: true,
  volume: 60,
  colourBlind: false,
  newGameChoice: null,
};

export const GameModuleInfoSchema = z.object({
  id: z.string(),
  title: z.string(),
  players: z.array(z.string()),
  scenarios: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The computer opponents this game offers, weakest first (BOT_LEVEL_ORDER). */
  botLevels: z.array(BotLevelSchema),
  /** The level that gives the player hints (the strongest that can analyse a position), if any. */
  hintLevel: BotLevelSchema.nullable(),
  /** The options (variants) New Game offers for this game, in order. */
  options: z.array(GameOptionSchema),
});
export type GameModuleInfo = z.infer<typeof GameModuleInfoSchema>;

/**
 * Something the host did at start-up that the player must hear about, as a code and its details
 * (the page words it): the damaged save file it set aside, or the save file it upgraded.
 */
export const StartupNoticeSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('corrupt-db-set-aside'), params: z.object({ movedTo: z.string(), reason: z.string() }) }),
  z.object({ code: z.literal('schema-migrated'), params: z.object({ backupPath: z.string().nullable() }) }),
]);
export type StartupNotice = z.infer<typeof StartupNoticeSchema>;

export const AppInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  mode: z.enum(['electron', 'web']),
  games: z.array(GameModuleInfoSchema),
  /** Start-up notices, the same in both hosts; the main menu shows them. */
  notices: z.array(StartupNoticeSchema),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;

/**
 * Every error code a player can meet, from the store (saves/types.ts `SaveErrorCode`), the services,
 * the IPC handlers and the page's own transport. The page words each one from its catalogue
 * (`errors.<code>`); tests/i18n checks that every code the host sends is listed here.
 */
export const ERROR_CODES = [
  // the save store
  'not-found',
  'seq-conflict',
  'game-over',
  'bad-input',
  'unknown-game',
  'import-unknown-game',
  'bad-file',
  'unsupported-version',
  'checksum-mismatch',
  'illegal-action',
  'replay-mismatch',
  'db-too-new',
  'not-a-save-db',
  'db-unavailable',
  'disk-full',
  'damaged-save',
  'db-error',
  // the services
  'unknown-scenario',
  'bad-setup',
  'bad-seats',
  'bad-options',
  'cannot-undo',
  'not-open',
  'unknown-player',
  'not-your-turn',
  'not-your-seat',
  'bad-action',
  'stale-position',
  'bot-illegal',
  'bot-timeout',
  'bot-crashed',
  'bot-unavailable',
  'unknown-bot',
  'no-hint',
  'no-odds',
  'nothing-to-do',
  'import-unavailable',
  'replay-out-of-range',
  'replay-not-over',
  'replay-side-hidden',
  'replay-failed',
  // the IPC handlers and the transports
  'bad-request',
  'unknown-channel',
  'internal',
  'forbidden',
  'busy',
  'import-too-large',
  'frame-too-large',
  'disconnected',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Errors are values the UI can show: a code a program can test (an `ErrorCode`), its details
 * (`params`) for the page to word, and an English `message` for logs and command-line tools only
 * (the page never shows it).
 */
export const AppErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type AppError = z.infer<typeof AppErrorSchema>;
export type Reply<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AppError };

// ---------------------------------------------------------------------------------------------
// Requests (renderer → host), each with a payload schema and a reply type
// ---------------------------------------------------------------------------------------------

const Empty = z.strictObject({});

export const CreateGameSchema = z.strictObject({
  moduleId: z.string().min(1).max(60),
  scenario: z.string().min(1).max(60),
  /** Omitted → a random seed. */
  seed: z.number().int().min(0).max(0xffffffff).optional(),
  name: GameNameSchema.optional(),
  seats: SeatsSchema,
  /** Start the game's tutorial: saved like any game, flagged so Continue and Load resume it as one. */
  tutorial: z.literal(true).optional(),
  /** The game's options by id (GameModuleInfo.options); omitted ones keep their defaults. */
  options: OptionValuesSchema.optional(),
});
export type CreateGameInput = z.infer<typeof CreateGameSchema>;

export const OpenGameSchema = z.strictObject({
  saveId: SaveIdSchema,
  /** Whose eyes the window looks through; null = spectator. Pushed views follow this choice. */
  player: PlayerIdSchema.nullable(),
});
export const SubmitActionSchema = z.strictObject({
  saveId: SaveIdSchema,
  player: PlayerIdSchema,
  /** The actionCount of the view the action was chosen in; a later position refuses it (`stale-position`). */
  seq: z.number().int().min(0),
  /** Untrusted: checked by the game module's parseAction, then for legality by the engine. */
  action: z.unknown(),
});
export type SubmitActionInput = z.infer<typeof SubmitActionSchema>;

/** An exported game: one portable text file. */
export const ExportedFileSchema = z.object({ fileName: z.string(), contents: z.string() });
export type ExportedFile = z.infer<typeof ExportedFileSchema>;

export const SaveRefSchema = z.strictObject({ saveId: SaveIdSchema });
export const UndoSchema = z.strictObject({ saveId: SaveIdSchema, player: PlayerIdSchema });
export const RenameSchema = z.strictObject({ saveId: SaveIdSchema, name: GameNameSchema });
/** Its size is checked in bytes by the handler (MAX_IMPORT_BYTES, error `import-too-large`). */
export const ImportSchema = z.strictObject({
  contents: z.string().min(1, 'file-empty' satisfies RequestIssue),
});
export const SettingsPatchSchema = SettingsSchema.partial();
/** Whose eyes a replay shows: one side's, or (finished games only) everything revealed. */
export const ReplayLensSchema = z.union([
  z.strictObject({ side: PlayerIdSchema }),
  z.strictObject({ reveal: z.literal(true) }),
]);
export type ReplayLens = z.infer<typeof ReplayLensSchema>;
export type MilestoneKind = 'campaign' | 'turn' | 'political' | 'battle';
/** A point a replay steps to: the action count at which it begins, and where it stands. */
export interface Milestone {
  readonly kind: MilestoneKind;
  readonly at: number;
  readonly campaign: number | null;
  readonly turn: number | null;
  /** The battle's area (battles only). */
  readonly area: string | null;
}
/** One point of every chart series (the game's `chartStats`): series id → value, null = unknown to this lens. */
export type ChartPoint = { readonly at: number; readonly stats: Readonly<Record<string, number | null>> };
export interface ReplayTimeline {
  readonly saveId: string;
  readonly moduleId: string;
  readonly name: string;
  readonly scenarioName: string;
  readonly seats: SavedSeats;
  /** Actions in the game; positions run from 0 (the set-up) to `total`. */
  readonly total: number;
  readonly finished: boolean;
  /** Sides this computer may look through now (every side once the game is over). */
  readonly sides: readonly string[];
  /** Whether the revealed lens is open (the game is over). */
  readonly canReveal: boolean;
  readonly milestones: readonly Milestone[];
  /** A chart point at the set-up, at each game turn and political turn, and at the end, through the lens asked for. */
  readonly chart: readonly ChartPoint[];
}
export interface ReplayFrame {
  readonly saveId: string;
  readonly at: number;
  readonly total: number;
  /** The game module's view at `at` through the lens. */
  readonly view: unknown;
  readonly revealed: boolean;
}
export const ReplayTimelineRequestSchema = z.strictObject({ saveId: SaveIdSchema, lens: ReplayLensSchema });
export const ReplayFrameRequestSchema = z.strictObject({
  saveId: SaveIdSchema,
  at: z.number().int().min(0),
  lens: ReplayLensSchema,
});
/** Ask the strongest bot what it would play in `player`'s place, in the position numbered `seq`. */
export const HintRequestSchema = z.strictObject({
  saveId: SaveIdSchema,
  player: PlayerIdSchema,
  seq: z.number().int().min(0),
});

/** One candidate of a hint: an action legal now and the bot's estimate of `player`'s chance to win after it. */
export const HintCandidateSchema = z.object({
  action: z.unknown(),
  /** 0..1 */
  winChance: z.number().min(0).max(1),
  /** Simulations behind the estimate. */
  visits: z.number().min(0),
});
/** What the bot would play in the player's place, worked out from that player's own view only. */
export const HintSchema = z.object({
  saveId: SaveIdSchema,
  player: PlayerIdSchema,
  /**
   * The position (actionCount) the hint is for. A later decision makes it stale; a later position of
   * the same decision (PlayerView.decidingSince) does not.
   */
  seq: z.number().int(),
  level: BotLevelSchema,
  best: z.unknown(),
  /** `best` first, then the alternatives the bot weighed. */
  ranked: z.array(HintCandidateSchema),
});
export type Hint = z.infer<typeof HintSchema>;

/**
 * `player`'s odds in a battle of position `seq`: the attack he is about to make (his blocks and
 * the area), or without `attack` the battle being fought. Worked out from his view only.
 */
export const OddsRequestSchema = z.strictObject({
  saveId: SaveIdSchema,
  player: PlayerIdSchema,
  seq: z.number().int().min(0),
  attack: z
    .strictObject({
      blocks: z.array(z.string().min(1).max(60)).min(1).max(40),
      to: z.string().min(1).max(60),
      /** The area the blocks come in from, or 'sea': joining one's own attack, it says main attack or reserves. */
      via: z.string().min(1).max(60).optional(),
    })
    .optional(),
});
export type OddsRequest = z.infer<typeof OddsRequestSchema>;
const LossesSchema = z.object({ steps: z.number().min(0), blocks: z.number().min(0) });
export const OddsSchema = z.object({
  saveId: SaveIdSchema,
  player: PlayerIdSchema,
  /** The position the odds are for. */
  seq: z.number().int(),
  area: z.string(),
  attacker: PlayerIdSchema,
  /** `player`'s chance to win the battle, 0..1. */
  win: z.number().min(0).max(1),
  /** Expected steps and blocks lost, per side. */
  losses: z.record(PlayerIdSchema, LossesSchema),
  simulations: z.number().int(),
  samples: z.number().int(),
});
export type Odds = z.infer<typeof OddsSchema>;

function request<P extends z.ZodType, R>(payload: P) {
  return { payload, reply: undefined as unknown as R };
}

export const requests = {
  'app:info': request<typeof Empty, AppInfo>(Empty),
  'app:quit': request<typeof Empty, { quitting: boolean }>(Empty),
  'app:lastGame': request<typeof Empty, SaveInfo | null>(Empty),
  'saves:list': request<typeof Empty, SaveInfo[]>(Empty),
  'saves:rename': request<typeof RenameSchema, SaveInfo>(RenameSchema),
  'saves:delete': request<typeof SaveRefSchema, { deleted: true }>(SaveRefSchema),
  'saves:export': request<typeof SaveRefSchema, ExportedFile>(SaveRefSchema),
  'saves:import': request<typeof ImportSchema, SaveInfo>(ImportSchema),
  'game:create': request<typeof CreateGameSchema, SaveInfo>(CreateGameSchema),
  'game:open': request<typeof OpenGameSchema, PlayerView>(OpenGameSchema),
  'game:view': request<typeof OpenGameSchema, PlayerView>(OpenGameSchema),
  'game:act': request<typeof SubmitActionSchema, PlayerView>(SubmitActionSchema),
  'game:undo': request<typeof UndoSchema, PlayerView>(UndoSchema),
  'game:close': request<typeof SaveRefSchema, { closed: boolean }>(SaveRefSchema),
  'replay:timeline': request<typeof ReplayTimelineRequestSchema, ReplayTimeline>(ReplayTimelineRequestSchema),
  'replay:frame': request<typeof ReplayFrameRequestSchema, ReplayFrame>(ReplayFrameRequestSchema),
  'game:hint': request<typeof HintRequestSchema, Hint>(HintRequestSchema),
  'game:odds': request<typeof OddsRequestSchema, Odds>(OddsRequestSchema),
  'settings:get': request<typeof Empty, Settings>(Empty),
  'settings:set': request<typeof SettingsPatchSchema, Settings>(SettingsPatchSchema),
} as const;

export type RequestChannel = keyof typeof requests;
export type RequestPayload<C extends RequestChannel> = z.infer<(typeof requests)[C]['payload']>;
export type RequestReply<C extends RequestChannel> = (typeof requests)[C]['reply'];
export const REQUEST_CHANNELS = Object.keys(requests) as RequestChannel[];

export function isRequestChannel(channel: unknown): channel is RequestChannel {
  return typeof channel === 'string' && Object.prototype.hasOwnProperty.call(requests, channel);
}

// ---------------------------------------------------------------------------------------------
// Events (host → renderer)
// ---------------------------------------------------------------------------------------------

export const BotActivitySchema = z.object({
  saveId: SaveIdSchema,
  player: PlayerIdSchema,
  level: BotLevelSchema,
  phase: z.enum(['thinking', 'progress', 'done']),
  /** A move for a computer seat, or a hint for the person playing `player`. */
  purpose: z.enum(['move', 'hint']),
  /** 0..1 of the time budget used, when known. */
  progress: z.number().min(0).max(1).optional(),
  /** Time the bot has thought so far (with 'progress'). */
  elapsedMs: z.number().min(0).optional(),
  /** The level's thinking time; 0 for a level that answers at once (no countdown is shown). */
  budgetMs: z.number(),
});
export type BotActivity = z.infer<typeof BotActivitySchema>;

export const HostErrorEventSchema = AppErrorSchema.extend({ saveId: SaveIdSchema.optional() });
export type HostErrorEvent = z.infer<typeof HostErrorEventSchema>;

export const events = {
  /** A new view of the game this window watches (after every accepted action). */
  'game:view': PlayerViewSchema,
  /** A bot started, progressed or finished thinking. */
  'bot:activity': BotActivitySchema,
  /** Something went wrong outside a request (a bot crashed, the store failed). */
  'host:error': HostErrorEventSchema,
} as const;
export type EventChannel = keyof typeof events;
export type EventPayload<E extends EventChannel> = z.infer<(typeof events)[E]>;
export const EVENT_CHANNELS = Object.keys(events) as EventChannel[];

export function isEventChannel(channel: unknown): channel is EventChannel {
  return typeof channel === 'string' && Object.prototype.hasOwnProperty.call(events, channel);
}

export { ipcName } from './ipc-name';
