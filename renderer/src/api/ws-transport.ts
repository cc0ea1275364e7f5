/**
 * The web-mode transport: the contract over a WebSocket to the page's own origin. Requests made
 * while (re)connecting wait for the socket; a dropped connection answers pending requests with a
 * readable error rather than leaving the UI waiting.
 */
import type { Transport } from '../../../electron/ipc/api';
import type { EventChannel, Reply } from '../../../electron/ipc/contract';
import { WS_PATH } from '../../../electron/ipc/ws-path';

type Listener = (payload: unknown) => void;

export function makeWsTransport(url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`): Transport {
  let socket: WebSocket | null = null;
  let opening: Promise<WebSocket> | null = null;
  let nextId = 1;
  const pending = new Map<number, (reply: Reply<unknown>) => void>();
  const listeners = new Map<EventChannel, Set<Listener>>();

  const connect = (): Promise<WebSocket> => {
    if (socket && socket.readyState === WebSocket.OPEN) return Promise.resolve(socket);
    if (opening) return opening;
    opening = new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.onopen = () => {
        socket = ws;
        opening = null;
        resolve(ws);
      };
      ws.onerror = () => {
        opening = null;
        reject(new Error('Could not reach the game host.'));
      };
      ws.onclose = () => {
        if (socket === ws) socket = null;
        for (const [id, settle] of pending) {
          pending.delete(id);
          settle({ ok: false, error: { code: 'disconnected', message: 'The connection to the game host was lost. Is it still running?' } });
        }
      };
      ws.onmessage = (msg) => {
        const frame = JSON.parse(String(msg.data)) as
          | { type: 'reply'; id: number; reply: Reply<unknown> }
          | { type: 'event'; event: EventChannel; payload: unknown };
        if (frame.type === 'reply') {
          pending.get(frame.id)?.(frame.reply);
          pending.delete(frame.id);
        } else {
          for (const l of listeners.get(frame.event) ?? []) l(frame.payload);
        }
      };
    });
    return opening;
  };

  return {
    async invoke(channel, payload) {
      let ws: WebSocket;
      try {
        ws = await connect();
      } catch (e) {
        return { ok: false, error: { code: 'disconnected', message: e instanceof Error ? e.message : String(e) } };
      }
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve as (r: Reply<unknown>) => void);
        ws.send(JSON.stringify({ type: 'request', id, channel, payload }));
      });
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      listeners.set(event, set);
      set.add(listener as Listener);
      void connect().catch(() => {}); // events only flow over an open socket
      return () => set.delete(listener as Listener);
    },
  };
}
