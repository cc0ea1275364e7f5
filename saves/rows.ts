/**
 * The DB's row shapes and their conversion to domain values — the one place where column names
 * (game_module, last_played, last_seq) meet the store's vocabulary (moduleId, lastPlayedAt,
 * actionCount). Rows are read back through the same schemas as imports: a damaged column becomes
 * a readable error, not a crash later on.
 */
import { ok, type Result } from '../engine/core/result';
import { saveErr } from './errors';
import {
  jsonObjectSchema,
  outcomeSchema,
  seatsSchema,
  summarySchema,
  type DamagedStoredGame,
  type JsonObject,
  type JsonValue,
  type LoggedAction,
  type SaveError,
  type Seats,
  type StoredGame,
  type StoredSnapshot,
} from './types';

export interface GameRow {
  id: string;
  game_module: string;
  scenario: string;
  seed: number;
  options: string;
  seats: string;
  name: string;
  created_at: number;
  last_played: number;
  summary: string;
  outcome: string | null;
  last_seq: number;
}

export interface ActionRow {
  seq: number;
  player: string;
  action: string;
  created_at: number;
}

export interface SnapshotRowDb {
  seq: number;
  state: string;
  state_hash: string;
  state_version: number | null;
}

/** Stringify for storage; rejects what JSON cannot hold instead of storing something else. */
export function toJson(value: unknown, what: string): Result<string, SaveError> {
  try {
    const s = JSON.stringify(value);
    if (s === undefined) return saveErr('bad-input', `The ${what} cannot be saved: it is not JSON data.`);
    return ok(s);
  } catch (e) {
    return saveErr('bad-input', `The ${what} cannot be saved: ${e instanceof Error ? e.message : String(e)}.`);
  }
}

export function parseJsonColumn<T>(
  text: string,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The JSON columns of a game row that do not read back as what the store wrote. */
export function damagedColumns(row: GameRow): Array<'options' | 'seats' | 'summary' | 'outcome'> {
  const damaged: Array<'options' | 'seats' | 'summary' | 'outcome'> = [];
  if (parseJsonColumn(row.options, jsonObjectSchema) === undefined) damaged.push('options');
  if (parseJsonColumn(row.seats, seatsSchema) === undefined) damaged.push('seats');
  if (parseJsonColumn(row.summary, summarySchema) === undefined) damaged.push('summary');
  if (row.outcome !== null && parseJsonColumn(row.outcome, outcomeSchema) === undefined) damaged.push('outcome');
  return damaged;
}

/** The row of a new game with an empty log (or, for an import, its whole log of `actionCount` actions). */
export function newGameRow(game: {
  readonly id: string;
  readonly moduleId: string;
  readonly scenario: string;
  readonly seed: number;
  readonly optionsJson: string;
  readonly seatsJson: string;
  readonly name: string;
  readonly at: number;
  readonly summaryJson: string;
  readonly outcomeJson: string | null;
  readonly actionCount: number;
}): GameRow {
  return {
    id: game.id,
    game_module: game.moduleId,
    scenario: game.scenario,
    seed: game.seed,
    options: game.optionsJson,
    seats: game.seatsJson,
    name: game.name,
    created_at: game.at,
    last_played: game.at,
    summary: game.summaryJson,
    outcome: game.outcomeJson,
    last_seq: game.actionCount,
  };
}

export function rowToStoredGame(row: GameRow): Result<StoredGame, SaveError> {
  const options = parseJsonColumn(row.options, jsonObjectSchema);
  const seats = parseJsonColumn(row.seats, seatsSchema);
  const summary = parseJsonColumn(row.summary, summarySchema);
  const outcome = row.outcome === null ? null : parseJsonColumn(row.outcome, outcomeSchema);
  if (options === undefined || seats === undefined || summary === undefined || outcome === undefined) {
    return saveErr(
      'damaged-save',
      `The saved game "${row.name}" is damaged (${damagedColumns(row).join(', ')}) and cannot be played; what can be read can still be exported.`,
    );
  }
  return ok({
    id: row.id,
    name: row.name,
    moduleId: row.game_module,
    scenario: row.scenario,
    seed: row.seed,
    options,
    seats,
    summary,
    outcome,
    actionCount: row.last_seq,
    createdAt: row.created_at,
    lastPlayedAt: row.last_played,
  });
}

/** A damaged row as far as it reads (`damaged` names the columns that do not). */
export function rowToDamaged(row: GameRow, damaged: readonly string[]): DamagedStoredGame {
  return {
    id: row.id,
    name: row.name,
    moduleId: row.game_module,
    scenario: row.scenario,
    actionCount: row.last_seq,
    createdAt: row.created_at,
    lastPlayedAt: row.last_played,
    damaged,
  };
}

/** What can still be read of a damaged row's options and seats (defaults for what cannot). */
export function salvageableStart(row: GameRow, players: readonly string[]): { options: JsonObject; seats: Seats } {
  return {
    options: parseJsonColumn(row.options, jsonObjectSchema) ?? {},
    seats:
      parseJsonColumn(row.seats, seatsSchema) ??
      Object.fromEntries(players.map((p) => [p, { kind: 'human' as const }])),
  };
}

export function rowToAction(row: ActionRow): LoggedAction {
  return { seq: row.seq, player: row.player, action: JSON.parse(row.action) as JsonValue, createdAt: row.created_at };
}

export function rowToSnapshot(row: SnapshotRowDb): StoredSnapshot {
  return {
    seq: row.seq,
    state: JSON.parse(row.state) as JsonValue,
    stateHash: row.state_hash,
    stateVersion: row.state_version,
  };
}

export function notFound(id: string): Result<never, SaveError> {
  return saveErr('not-found', `There is no saved game with id ${id}; it may have been deleted.`);
}

export const SQL = {
  insertGame: `INSERT INTO games (id, game_module, scenario, seed, options, seats, name, created_at, last_played, summary, outcome, last_seq)
               VALUES (@id, @game_module, @scenario, @seed, @options, @seats, @name, @created_at, @last_played, @summary, @outcome, @last_seq)`,
  getGame: `SELECT * FROM games WHERE id = ?`,
  listGames: `SELECT * FROM games ORDER BY last_played DESC, created_at DESC`,
  gameHead: `SELECT game_module, last_seq, outcome FROM games WHERE id = ?`,
  insertAction: `INSERT INTO actions (game_id, seq, player, action, created_at) VALUES (?, ?, ?, ?, ?)`,
  updateProgress: `UPDATE games SET last_seq = ?, summary = ?, outcome = ?, last_played = ? WHERE id = ?`,
  insertSnapshot: `INSERT INTO snapshots (game_id, seq, state, state_hash, state_version) VALUES (?, ?, ?, ?, ?)`,
  actionsAfter: `SELECT seq, player, action, created_at FROM actions WHERE game_id = ? AND seq > ? ORDER BY seq`,
  actionsBetween: `SELECT seq, player, action, created_at FROM actions WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq`,
  latestSnapshot: `SELECT seq, state, state_hash, state_version FROM snapshots WHERE game_id = ? ORDER BY seq DESC LIMIT 1`,
  latestSnapshotFor: `SELECT seq, state, state_hash, state_version FROM snapshots
                      WHERE game_id = ? AND state_version = ? AND seq <= ? ORDER BY seq DESC LIMIT 1`,
  snapshotHashes: `SELECT seq, state_hash, state_version FROM snapshots WHERE game_id = ? ORDER BY seq`,
  rename: `UPDATE games SET name = ? WHERE id = ?`,
  deleteGame: `DELETE FROM games WHERE id = ?`,
  deleteActionsAfter: `DELETE FROM actions WHERE game_id = ? AND seq > ?`,
  deleteSnapshotsAfter: `DELETE FROM snapshots WHERE game_id = ? AND seq > ?`,
  getSetting: `SELECT value FROM settings WHERE key = ?`,
  setSetting: `INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
} as const;
