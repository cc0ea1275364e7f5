/**
 * One browser tab on the web host's WebSocket: parses its frames, runs them through the shared
 * dispatch table, and keeps one greedy or stuck client from costing the others memory or time.
 *
 * - A request is *in flight* from its arrival until its reply has been handed to the network.
 *   At `maxInFlight` the host stops reading from that client (the rest wait in its own TCP
 *   buffers) and answers whatever was already read with `busy`, without running it.
 * - A client that does not read its replies is dropped once `maxUnsentBytes` wait for it, or
 *   when replies have waited for it `stallMs` without any of them getting through.
 * - A socket error (a frame over the size limit, invalid UTF-8) ends that connection with the
 *   WebSocket close code that names it (1009, 1007); it never reaches the process.
 */
import type { WebSocket } from 'ws';
import type { ClientSession } from '../ipc/client-session';
import { makeClientSession } from '../ipc/client-session';
import type { Reply } from '../ipc/contract';
import type { Dispatch } from '../ipc/handlers';
import { MAX_FRAME_BYTES } from '../ipc/limits';
import { WsRequestSchema, type WsServerFrame } from '../ipc/ws-protocol';

export interface WireLimits {
  /** Requests of one client whose replies have not reached the network yet. */
  readonly maxInFlight: number;
  /** Bytes waiting to be sent to one client; past this it is dropped. */
  readonly maxUnsentBytes: number;
  /** The largest frame accepted (the socket's maxPayload). */
  readonly maxFrameBytes: number;
  /** How long replies may wait for a client that reads nothing before it is dropped. */
  readonly stallMs: number;
}

export const DEFAULT_WIRE_LIMITS: WireLimits = {
  maxInFlight: 32,
  // Above the largest single reply (an export of a maximal save), so one big reply never drops a client.
  maxUnsentBytes: 16 * 1024 * 1024,
  maxFrameBytes: MAX_FRAME_BYTES,
  stallMs: 30_000,
};

export function serveWsClient(
  ws: WebSocket,
  dispatch: Dispatch,
  limits: WireLimits,
  clients: Set<ClientSession>,
): void {
  let inFlight = 0;
  const drop = () => ws.terminate();
  // A reply reaching the network is progress; unsent replies and none for stallMs is a stall.
  let progressAt = Date.now();
  const watchdog = setInterval(
    () => {
      if (ws.bufferedAmount > 0 && Date.now() - progressAt >= limits.stallMs) drop();
    },
    Math.max(10, limits.stallMs / 4),
  );
  watchdog.unref();

  const write = (frame: WsServerFrame, sent?: () => void) => {
    if (ws.readyState !== ws.OPEN) return sent?.();
    if (ws.bufferedAmount > limits.maxUnsentBytes) {
      drop();
      return sent?.();
    }
    ws.send(JSON.stringify(frame), () => {
      progressAt = Date.now();
      sent?.();
    });
  };

  const client = makeClientSession((event, payload) => write({ type: 'event', event, payload } as WsServerFrame));
  clients.add(client);
  ws.on('close', () => {
    clearInterval(watchdog);
    clients.delete(client);
  });
  // Without a listener a bad frame's error would end the whole process; ws has already closed
  // the connection with the code that names the fault.
  ws.on('error', () => clients.delete(client));

  ws.on('message', (data, isBinary) => {
    // Frames already read when the client was dropped still arrive: run none of them.
    if (ws.readyState !== ws.OPEN) return;
    let frame: unknown;
    try {
      frame = isBinary ? undefined : JSON.parse(String(data));
    } catch {
      frame = undefined;
    }
    const req = WsRequestSchema.safeParse(frame);
    // No id to answer to: the frame is dropped. The boundary never guesses.
    if (!req.success) return;
    if (inFlight >= limits.maxInFlight)
      return write({ type: 'reply', id: req.data.id, reply: busy(limits.maxInFlight) });
    inFlight++;
    if (inFlight >= limits.maxInFlight) ws.pause();
    const id = req.data.id;
    // In flight until the reply (answered now, or once an import's worker is done) reaches the network.
    const settled = (reply: Reply<unknown>) =>
      write({ type: 'reply', id, reply }, () => {
        inFlight--;
        if (ws.isPaused && inFlight < limits.maxInFlight) ws.resume();
      });
    dispatch(req.data.channel, req.data.payload, client).then(settled, () => settled(internalError()));
  });
}

function internalError(): Reply<never> {
  return { ok: false, error: { code: 'internal', message: 'The host could not answer this request.' } };
}

function busy(maxInFlight: number): Reply<never> {
  return {
    ok: false,
    error: {
      code: 'busy',
      message: `At most ${maxInFlight} requests may wait for an answer at once.`,
      params: { maxInFlight },
    },
  };
}
