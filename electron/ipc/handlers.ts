/**
 * The request handler table shared by every host: Electron's ipcMain and the web host's WebSocket
 * both call `dispatch`, so the boundary checks tested here are exactly the ones the app runs.
 * Each payload is parsed with its channel's schema before any service sees it; a bad payload gets
 * `{ code: 'bad-request' }` and changes nothing.
 */
import type { z } from 'zod';
import type { Result } from '../../engine/core/result';
import type { AppServices } from '../services/app-services';
import { botLevelsFor, hintLevelFor } from '../services/bots/levels';
import type { ClientSession } from './client-session';
import {
  isRequestChannel,
  REQUEST_ISSUES,
  requests,
  type AppError,
  type AppInfo,
  type Reply,
  type RequestChannel,
  type RequestPayload,
  type RequestIssue,
  type RequestReply,
  type StartupNotice,
} from './contract';
import { MAX_IMPORT_BYTES, utf8Bytes } from './limits';

export interface HostInfo {
  readonly name: string;
  readonly version: string;
  readonly mode: AppInfo['mode'];
  /** Ends the app if the host can (Electron); the web host cannot close a browser tab. */
  readonly quit: () => boolean;
  /** What the page must tell the player about start-up (a damaged save file set aside…). */
  readonly notices?: readonly StartupNotice[];
}

/** Most handlers answer at once; an import answers once a worker has checked the file. */
type Handler<C extends RequestChannel> = (
  payload: RequestPayload<C>,
  client: ClientSession,
) => Result<RequestReply<C>, AppError> | Promise<Result<RequestReply<C>, AppError>>;
type HandlerTable = { readonly [C in RequestChannel]: Handler<C> };

export type Dispatch = (channel: unknown, payload: unknown, client: ClientSession) => Promise<Reply<unknown>>;

export function makeHandlers(services: AppServices, host: HostInfo): HandlerTable {
  const { games, saves, registry, replays } = services;
  return {
    'app:info': () => ({
      ok: true,
      value: {
        name: host.name,
        version: host.version,
        mode: host.mode,
        games: registry.all.map((m) => ({
          id: m.id,
          title: m.title,
          players: [...m.players],
          scenarios: m.scenarios.map((s) => ({ id: s.id, name: s.name })),
          botLevels: botLevelsFor(m),
          hintLevel: hintLevelFor(m),
          options: (m.options ?? []).map((o) => (o.kind === 'choice' ? { ...o, choices: [...o.choices] } : { ...o })),
        })),
        notices: [...(host.notices ?? [])],
      },
    }),
    'app:quit': () => ({ ok: true, value: { quitting: host.quit() } }),
    'app:lastGame': () => saves.lastGame(),
    'saves:list': () => saves.list(),
    'saves:rename': (p) => saves.rename(p.saveId, p.name),
    'saves:delete': (p, client) => {
      const r = saves.remove(p.saveId);
      if (r.ok && client.watching?.saveId === p.saveId) client.watching = null;
      return r;
    },
    'saves:export': (p) => saves.exportGame(p.saveId),
    'saves:import': (p) =>
      // Checked in bytes, as the page checks the file before reading it: both give the same error.
      utf8Bytes(p.contents) > MAX_IMPORT_BYTES
        ? {
            ok: false,
            error: {
              code: 'import-too-large',
              message: `Save files are at most ${MAX_IMPORT_BYTES} bytes.`,
              params: { maxBytes: MAX_IMPORT_BYTES },
            },
          }
        : saves.importGame(p.contents),
    'game:create': (p) => games.create(p),
    'game:open': (p, client) => {
      const opened = games.openGame(p.saveId);
      if (!opened.ok) return opened;
      const view = games.view(p.saveId, p.player);
      if (view.ok) client.watching = { saveId: p.saveId, player: p.player };
      return view;
    },
    'game:view': (p) => games.view(p.saveId, p.player),
    'game:act': (p) => games.submit(p.saveId, p.player, p.action, p.seq),
    'game:undo': (p) => games.undo(p.saveId, p.player),
    'game:hint': (p) => games.hint(p.saveId, p.player, p.seq),
    'game:odds': (p) => games.odds(p.saveId, p.player, p.seq, p.attack ? { attack: p.attack } : {}),
    'game:close': (p, client) => {
      if (client.watching?.saveId === p.saveId) client.watching = null;
      return { ok: true, value: { closed: games.close(p.saveId) } };
    },
    'replay:timeline': (p) => replays.timeline(p.saveId, p.lens),
    'replay:frame': (p) => replays.frame(p.saveId, p.at, p.lens),
    'settings:get': () => ({ ok: true, value: saves.settings() }),
    'settings:set': (p) => saves.updateSettings(p),
  };
}

/** English for the schema problems a player can cause (the page words their codes itself). */
const ISSUE_WORDS: Readonly<Record<RequestIssue, string>> = {
  'name-empty': 'A name cannot be empty.',
  'name-too-long': 'Names are at most 80 characters.',
  'file-empty': 'The file is empty.',
};

const isRequestIssue = (message: string): message is RequestIssue =>
  (REQUEST_ISSUES as readonly string[]).includes(message);

/** Readable text (for logs) for the first schema problem, e.g. "name: A name cannot be empty." */
export function describeIssues(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'The request was not understood.';
  const where = first.path.length ? `${first.path.join('.')}: ` : '';
  return `${where}${isRequestIssue(first.message) ? ISSUE_WORDS[first.message] : first.message}`;
}

/** A refused payload: `bad-request`, with the problem's code when a player can cause it. */
export function badRequest(error: z.ZodError): AppError {
  const first = error.issues[0]?.message;
  const params = first !== undefined && isRequestIssue(first) ? { params: { issue: first } } : {};
  return { code: 'bad-request', message: describeIssues(error), ...params };
}

export function makeDispatch(services: AppServices, host: HostInfo): Dispatch {
  const table = makeHandlers(services, host);
  return async (channel, payload, client) => {
    if (!isRequestChannel(channel))
      return { ok: false, error: { code: 'unknown-channel', message: 'That request is not part of this app.' } };
    // Every payload is a plain record; a Date, Map or class instance is refused before parsing.
    if (!isPlainObject(payload))
      return { ok: false, error: { code: 'bad-request', message: 'The request must be a plain object.' } };
    const parsed = requests[channel].payload.safeParse(payload);
    if (!parsed.success) return { ok: false, error: badRequest(parsed.error) };
    try {
      const handler = table[channel] as (
        p: unknown,
        c: ClientSession,
      ) => Result<unknown, AppError> | Promise<Result<unknown, AppError>>;
      return await handler(parsed.data, client);
    } catch (e) {
      // A bug, not a user error: report it readably instead of leaving the UI waiting.
      return {
        ok: false,
        error: { code: 'internal', message: `Something went wrong: ${e instanceof Error ? e.message : String(e)}` },
      };
    }
  };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Pushes game events to every client watching the game concerned. */
export function forwardGameEvents(services: AppServices, clients: () => Iterable<ClientSession>): () => void {
  return services.games.on((e) => {
    for (const c of clients()) {
      if (e.type === 'changed') {
        if (c.watching?.saveId !== e.saveId) continue;
        const v = services.games.view(e.saveId, c.watching.player);
        if (v.ok) c.send('game:view', v.value);
      } else if (e.type === 'bot') {
        if (c.watching?.saveId === e.activity.saveId) c.send('bot:activity', e.activity);
      } else if (!e.saveId || c.watching?.saveId === e.saveId) {
        c.send('host:error', { ...e.error, ...(e.saveId ? { saveId: e.saveId } : {}) });
      }
    }
  });
}
