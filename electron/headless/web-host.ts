/**
 * The headless host ("web mode"): serves the built renderer over HTTP on localhost and speaks the
 * IPC contract over a WebSocket, through the same dispatch table as Electron's main process.
 * Only pages from this very origin may connect (Origin and Host are checked), so other websites
 * open in the same browser cannot drive the game through the local socket.
 */
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { makeClientSession, type ClientSession } from '../ipc/client-session';
import { forwardGameEvents, makeDispatch } from '../ipc/handlers';
import { WS_PATH, WsRequestSchema, type WsServerFrame } from '../ipc/ws-protocol';
import type { AppServices } from '../services/app-services';
import { SECURITY_HEADERS } from '../shared/csp';
import { contentType, resolveStaticFile } from '../shared/static-files';

export interface WebHostOptions {
  readonly services: AppServices;
  /** The built renderer (dist/renderer). */
  readonly staticDir: string;
  readonly name: string;
  readonly version: string;
  /** 0 = any free port. */
  readonly port?: number;
}

export interface WebHost {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

const MAX_FRAME_BYTES = 25 * 1024 * 1024;

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const { services, staticDir } = options;
  const dispatch = makeDispatch(services, { name: options.name, version: options.version, mode: 'web', quit: () => false });
  const clients = new Set<ClientSession>();
  let port = 0;
  const allowedHosts = (): string[] => [`127.0.0.1:${port}`, `localhost:${port}`];

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!allowedHosts().includes(req.headers.host ?? '')) return send(res, 421, 'Wrong host');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
    const file = resolveStaticFile(staticDir, req.url ?? '/');
    if (!file) return send(res, 404, 'Not found');
    res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': contentType(file), 'Cache-Control': 'no-cache' });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });

  const wss = new WebSocketServer({
    server,
    path: WS_PATH,
    maxPayload: MAX_FRAME_BYTES,
    verifyClient: ({ origin, req }: { origin: string; req: IncomingMessage }) =>
      allowedHosts().includes(req.headers.host ?? '') && allowedHosts().some((h) => origin === `http://${h}`),
  });

  wss.on('connection', (ws: WebSocket) => {
    const write = (frame: WsServerFrame) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
    };
    const client = makeClientSession((event, payload) => write({ type: 'event', event, payload } as WsServerFrame));
    clients.add(client);
    ws.on('close', () => clients.delete(client));
    ws.on('message', (data, isBinary) => {
      let frame: unknown;
      try {
        frame = isBinary ? undefined : JSON.parse(String(data));
      } catch {
        frame = undefined;
      }
      const req = WsRequestSchema.safeParse(frame);
      if (!req.success) {
        // No id to answer to: the frame is dropped. The boundary never guesses.
        return;
      }
      const id = req.data.id;
      void dispatch(req.data.channel, req.data.payload, client).then((reply) => write({ type: 'reply', id, reply }));
    });
  });

  const stopForwarding = forwardGameEvents(services, () => clients);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    async close() {
      stopForwarding();
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

function send(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}
