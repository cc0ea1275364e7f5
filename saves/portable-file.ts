/**
 * The single-file export format (parse/make pair), one for every game the app hosts: the game's
 * module id is inside, and the extension is the same for all. A file is the game's definition —
 * module, scenario, seed, options, seats — plus its action list; states are never exported, the
 * importer rebuilds them by replay. The checksum catches damage and casual edits (FNV is not a
 * signature; the replay on import is what really guards the DB).
 *
 * Files written before the app hosted a second game (`.r3save.json`, format 'richard-iii-save',
 * the module id in `gameModule`) are still read: `parsePortableFile` returns the same content.
 */
import { z } from 'zod';
import { hashJson } from '../engine/core/hash';
import { ok, type Result } from '../engine/core/result';
import { saveErr } from './errors';
import { jsonObjectSchema, jsonValueSchema, nameSchema, seatsSchema, seedSchema, type SaveError } from './types';

export const SAVE_FILE_FORMAT = 'roses-save';
export const SAVE_FILE_FORMAT_VERSION = 1;
/** Named for the app (the Wars of the Roses), not for one of its games: Richard III and Skirmish share it. */
export const SAVE_FILE_EXTENSION = '.roses-save.json';
/** Richard III's own format, from before the app hosted other games; read, never written. */
export const LEGACY_SAVE_FILE_FORMAT = 'richard-iii-save';
/** Far above any real game (a 21-turn game is a few thousand small actions). */
export const MAX_SAVE_FILE_CHARS = 20_000_000;
/**
 * Far above any real file (actions and options are a few levels deep). The schema check and the
 * checksum walk the document recursively, so a deeper one would overflow the stack.
 */
export const MAX_SAVE_FILE_DEPTH = 64;
/**
 * Game options are a few settings (the app writes `{}` today). Everything else in a file is bounded
 * by the replay (every action must be legal, and the modules refuse unknown fields), so this cap
 * keeps a hostile file from making the store write megabytes on the thread that owns the DB.
 */
export const MAX_OPTIONS_CHARS = 10_000;

/** Whether `value` nests no deeper than `max` arrays/objects; iterative, so any depth is safe to ask. */
export function nestsWithin(value: unknown, max: number): boolean {
  const stack: Array<{ v: unknown; depth: number }> = [{ v: value, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.v !== 'object' || item.v === null) continue;
    if (item.depth >= max) return false;
    for (const child of Object.values(item.v)) stack.push({ v: child, depth: item.depth + 1 });
  }
  return true;
}

const portableActionSchema = z.strictObject({
  player: z.string().min(1),
  action: jsonValueSchema,
});

/** Everything in a file but its format, module id and checksum: the same in both formats. */
const sharedFields = {
  /** GameModule.stateVersion of the engine that played the game. */
  stateVersion: z.int().min(0),
  scenario: z.string().min(1),
  seed: seedSchema,
  options: jsonObjectSchema,
  seats: seatsSchema,
  name: nameSchema,
  actions: z.array(portableActionSchema),
  /** GameModule.hash of the state after the last action, so replay on import must land there. */
  finalStateHash: z.string().min(1),
  checksum: z.string().regex(/^[0-9a-f]{16}$/),
};

const portableSaveSchema = z.strictObject({
  format: z.literal(SAVE_FILE_FORMAT),
  formatVersion: z.literal(SAVE_FILE_FORMAT_VERSION),
  moduleId: z.string().min(1),
  ...sharedFields,
});

const legacySaveSchema = z.strictObject({
  format: z.literal(LEGACY_SAVE_FILE_FORMAT),
  formatVersion: z.literal(1),
  gameModule: z.string().min(1),
  ...sharedFields,
});

/** Each readable format: the version this build reads and how to turn a document into content. */
const READERS = new Map<string, { readonly version: number; readonly read: (raw: unknown) => ParsedFile }>([
  [
    SAVE_FILE_FORMAT,
    {
      version: SAVE_FILE_FORMAT_VERSION,
      read: (raw) => {
        const parsed = portableSaveSchema.safeParse(raw);
        if (!parsed.success) return { ok: false, error: parsed.error };
        const { format: _f, formatVersion: _v, checksum, ...content } = parsed.data;
        return { ok: true, content, checksum };
      },
    },
  ],
  [
    LEGACY_SAVE_FILE_FORMAT,
    {
      version: 1,
      read: (raw) => {
        const parsed = legacySaveSchema.safeParse(raw);
        if (!parsed.success) return { ok: false, error: parsed.error };
        const { format: _f, formatVersion: _v, checksum, gameModule, ...rest } = parsed.data;
        return { ok: true, content: { moduleId: gameModule, ...rest }, checksum };
      },
    },
  ],
]);

type ParsedFile =
  | { readonly ok: true; readonly content: PortableContent; readonly checksum: string }
  | { readonly ok: false; readonly error: z.ZodError };

export type PortableSave = z.infer<typeof portableSaveSchema>;
export type PortableAction = z.infer<typeof portableActionSchema>;
/** What a file says about its game, whichever format it was written in. */
export type PortableContent = Omit<PortableSave, 'format' | 'formatVersion' | 'checksum'>;

/** Hash of the canonical JSON of everything but the checksum itself (key order does not matter). */
export function checksumOf(doc: Omit<PortableSave, 'checksum'>): string {
  return hashJson(doc);
}

export function makePortableSave(content: PortableContent): PortableSave {
  const body = { format: SAVE_FILE_FORMAT, formatVersion: SAVE_FILE_FORMAT_VERSION, ...content } as const;
  return { ...body, checksum: checksumOf(body) };
}

export function makePortableFile(content: PortableContent): string {
  return JSON.stringify(makePortableSave(content), null, 1) + '\n';
}

/** A file name a player would recognise, safe on every OS, with the one extension of every game's saves. */
export function portableFileName(gameName: string): string {
  const base =
    gameName
      .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60) || 'game';
  return `${base}${SAVE_FILE_EXTENSION}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Text → the game it holds, or a message saying what is wrong with the file. Checks, in order:
 * JSON syntax (truncation), that it is one of our files (either format), its format version, its
 * shape, its checksum.
 */
export function parsePortableFile(text: string): Result<PortableContent, SaveError> {
  if (text.length > MAX_SAVE_FILE_CHARS) {
    return saveErr('bad-file', 'This file is far too large to be a saved game.');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return saveErr('bad-file', `This saved game file is incomplete or damaged: it is not valid JSON (${detail}).`);
  }
  if (!nestsWithin(raw, MAX_SAVE_FILE_DEPTH)) {
    return saveErr(
      'bad-file',
      `This saved game file is damaged: its data is nested more than ${MAX_SAVE_FILE_DEPTH} levels deep.`,
    );
  }
  const reader = isRecord(raw) && typeof raw['format'] === 'string' ? READERS.get(raw['format']) : undefined;
  if (!isRecord(raw) || !reader) {
    return saveErr('bad-file', 'This file is not a saved game of this app.');
  }
  if ((JSON.stringify(raw['options']) ?? '').length > MAX_OPTIONS_CHARS) {
    return saveErr(
      'bad-file',
      `This saved game file is damaged: its game options are longer than ${MAX_OPTIONS_CHARS} characters.`,
    );
  }
  const version = raw['formatVersion'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return saveErr('bad-file', 'This saved game file is damaged: its format version is missing or invalid.');
  }
  if (version > reader.version) {
    return saveErr(
      'unsupported-version',
      `This saved game was made by a newer version of the game (file format ${version}; this version reads format ${reader.version}). Please update the game.`,
    );
  }
  if (version !== reader.version) {
    return saveErr('unsupported-version', `Saved game file format ${version} is no longer supported.`);
  }
  const parsed = reader.read(raw);
  if (!parsed.ok) {
    const detail = z.prettifyError(parsed.error);
    return saveErr(
      'bad-file',
      `This saved game file is damaged or incomplete:\n${detail.length > 600 ? detail.slice(0, 600) + '…' : detail}`,
    );
  }
  // Checksum the document as written, not as parsed (the schema trims the name, for example).
  const { checksum: _checksum, ...writtenBody } = raw;
  if (hashJson(writtenBody) !== parsed.checksum) {
    return saveErr(
      'checksum-mismatch',
      'This saved game file has been changed or damaged since it was exported (its checksum does not match), so it was not imported.',
    );
  }
  return ok(parsed.content);
}
