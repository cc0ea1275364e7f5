/**
 * The web-mode transport: the contract over a WebSocket to the page's own origin (the browser
 * sends the host's access cookie with it). Requests made while (re)connecting wait for the socket;
 * a dropped connection answers pending requests with an error code rather than leaving the UI
 * waiting. When the host goes away the transport says `reconnecting`, tries again with a growing
 * pause, and once back opens the game the page had open again, so pushed views keep coming.
 */
import type { ConnectionState, Transport } from '../../../electron/ipc/api';
import type { AppError, EventChannel, Reply, RequestPayload } from '../../../electron/ipc/contract';
import { MAX_FRAME_BYTES, utf8Bytes } from '../../../electron/ipc/limits';
import { WS_PATH } from '../../../electron/ipc/ws-path';

type Listener = (payload: unknown) => void;

/** The part of the browser's WebSocket the transport uses (the `ws` package's client fits too). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface WsTransportOptions {
  readonly url?: string;
  readonly open?: (url: string) => SocketLike;
  /** Whether the host still knows this page's key (false: it restarted with a new one). */
  readonly keyAccepted?: () => Promise<boolean>;
  /** Pause before reconnect attempt `n` (0-based). */
  readonly retryDelayMs?: (attempt: number) => number;
}

const OPEN = 1;
/** WebSocket close code 1009: the host refused a frame over its size limit. */
const MESSAGE_TOO_BIG = 1009;

const defaultUrl = (): string => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`;

async function browserKeyAccepted(): Promise<boolean> {
  try {
    const res = await fetch('/', { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
    return res.status !== 401;
  } catch {
    return true; // the host is not answering at all: keep trying
  }
}

const failure = (code: string, params?: AppError['params']): Reply<never> => ({
  ok: false,
  error: { code, message: code, ...(params ? { params } : {}) },
});

export function makeWsTransport(options: WsTransportOptions = {}): Transport {
  const url = options.url ?? defaultUrl();
  const open = options.open ?? ((u: string) => new WebSocket(u) as unknown as SocketLike);
  const keyAccepted = options.keyAccepted ?? browserKeyAccepted;
  const retryDelayMs = options.retryDelayMs ?? ((n: number) => Math.min(250 * 2 ** n, 4000));

  let socket: SocketLike | null = null;
  let opening: Promise<SocketLike> | null = null;
  let nextId = 1;
  let everConnected = false;
  let state: ConnectionState = 'connected';
  let retry: ReturnType<typeof setTimeout> | null = null;
  /** The game this page watches: opened again after a reconnect. */
  let watching: RequestPayload<'game:open'> | null = null;
  const pending = new Map<number, (reply: Reply<unknown>) => void>();
  const listeners = new Map<EventChannel, Set<Listener>>();
  const stateListeners = new Set<(s: ConnectionState) => void>();

  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    for (const l of stateListeners) l(next);
  };
  const emit = (event: EventChannel, payload: unknown) => {
    for (const l of listeners.get(event) ?? []) l(payload);
  };

  const connect = (): Promise<SocketLike> => {
    if (socket && socket.readyState === OPEN) return Promise.resolve(socket);
    if (opening) return opening;
    const attempt = new Promise<SocketLike>((resolve, reject) => {
      const ws = open(url);
      // Settles this attempt only: a late close of a failed socket must not touch a newer attempt.
      let settled = false;
      const fail = () => {
        if (settled) return;
        settled = true;
        if (opening === attempt) opening = null;
        reject(new Error('unreachable'));
      };
      ws.onopen = () => {
        settled = true;
        socket = ws;
        if (opening === attempt) opening = null;
        const reconnected = everConnected;
        everConnected = true;
        resolve(ws);
        if (reconnected) void resubscribe();
      };
      ws.onerror = fail; // before opening; once open, the close that follows says what happened
      ws.onclose = (ev) => {
        fail();
        if (socket !== ws) return;
        socket = null;
        const code = ev.code === MESSAGE_TOO_BIG ? 'frame-too-large' : 'disconnected';
        for (const [id, settle] of pending) {
          pending.delete(id);
          settle(code === 'frame-too-large' ? failure(code, { maxBytes: MAX_FRAME_BYTES }) : failure(code));
        }
        scheduleReconnect(0);
      };
      ws.onmessage = (msg) => {
        let frame:
          | { type: 'reply'; id: number; reply: Reply<unknown> }
          | { type: 'event'; event: EventChannel; payload: unknown };
        try {
          frame = JSON.parse(String(msg.data)) as typeof frame;
        } catch {
          return;
        }
        if (frame.type === 'reply') {
          pending.get(frame.id)?.(frame.reply);
          pending.delete(frame.id);
        } else emit(frame.event, frame.payload);
      };
    });
    opening = attempt;
    return attempt;
  };

  const scheduleReconnect = (attempt: number) => {
    if (retry) return;
    setState('reconnecting');
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => undefined,
        async () => {
          if (!(await keyAccepted())) return setState('key-changed');
          scheduleReconnect(attempt + 1);
        },
      );
    }, retryDelayMs(attempt));
  };

  /** The host forgot this page when it went away: open the watched game again and show its view. */
  const resubscribe = async () => {
    if (watching) {
      const r = await send('game:open', watching);
      if (r.ok) emit('game:view', r.value);
    }
    setState('connected');
  };

  const send = async (channel: string, payload: unknown): Promise<Reply<unknown>> => {
    let ws: SocketLike;
    try {
      ws = await connect();
    } catch {
      return failure('disconnected');
    }
    const id = nextId++;
    const text = JSON.stringify({ type: 'request', id, channel, payload });
    // The host would close the socket on a frame this large: say so instead, and send nothing.
    if (utf8Bytes(text) > MAX_FRAME_BYTES) return failure('frame-too-large', { maxBytes: MAX_FRAME_BYTES });
    return new Promise((resolve) => {
      pending.set(id, resolve);
      ws.send(text);
    });
  };

  return {
    async invoke(channel, payload) {
      const reply = await send(channel, payload);
      if (channel === 'game:open' && reply.ok) watching = payload as RequestPayload<'game:open'>;
      const closes = channel === 'game:close' || channel === 'saves:delete';
      if (closes && watching?.saveId === (payload as { saveId: string }).saveId) watching = null;
      return reply as never;
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      listeners.set(event, set);
      set.add(listener as Listener);
      void connect().catch(() => {}); // events only flow over an open socket
      return () => set.delete(listener as Listener);
    },
    onConnection(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };
}
