/**
 * The DB's row shapes and their conversion to domain values. Rows are read back through the
 * same schemas as imports: a damaged column becomes a readable error, not a crash later on.
 */
import { ok, type Result } from '../engine/core/result';
import { saveErr } from './errors';
import {
  jsonObjectSchema,
  outcomeSchema,
  seatsSchema,
  summarySchema,
  type GameRecord,
  type JsonValue,
  type LoggedAction,
  type SaveError,
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

export function rowToRecord(row: GameRow): Result<GameRecord, SaveError> {
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
    gameModule: row.game_module,
    scenario: row.scenario,
    seed: row.seed,
    options,
    seats,
    name: row.name,
    createdAt: row.created_at,
    lastPlayed: row.last_played,
    summary,
    outcome,
    finished: outcome !== null,
    actionCount: row.last_seq,
  });
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
