/**
 * The headless host ("web mode"): serves the built renderer over HTTP on localhost and speaks the
 * IPC contract over a WebSocket, through the same dispatch table as Electron's main process.
 * Three doors are checked on every request and upgrade: the Host header (no DNS rebinding), the
 * launch's access cookie (no other local process or user: 401), and for the WebSocket the Origin
 * (no other website open in the same browser). Wire limits: see ws-client.ts.
 */
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { ClientSession } from '../ipc/client-session';
import type { StartupNotice } from '../ipc/contract';
import { forwardGameEvents, makeDispatch } from '../ipc/handlers';
import { WS_PATH } from '../ipc/ws-protocol';
import type { AppServices } from '../services/app-services';
import { SECURITY_HEADERS } from '../shared/csp';
import { contentType, resolveStaticFile } from '../shared/static-files';
import { accessCookie, hasAccessCookie, newAccessToken, sameToken, TOKEN_PARAM } from './access-token';
import { DEFAULT_WIRE_LIMITS, serveWsClient, type WireLimits } from './ws-client';

export interface WebHostOptions {
  readonly services: AppServices;
  /** The built renderer (dist/renderer). */
  readonly staticDir: string;
  readonly name: string;
  readonly version: string;
  /** The preferred port; when it is taken, any free port (see `WebHost.port`). 0 = any free port. */
  readonly port?: number;
  /** The access token; a fresh random one by default (tests restarting a host pass the old one). */
  readonly token?: string;
  readonly limits?: Partial<WireLimits>;
  /** Start-up notices for the page (a damaged save file set aside…). */
  readonly notices?: readonly StartupNotice[];
}

export interface WebHost {
  /** The address to open: the origin plus this launch's token. */
  readonly url: string;
  /** `http://127.0.0.1:<port>`, without the token. */
  readonly origin: string;
  readonly port: number;
  readonly token: string;
  /** Pages connected over the WebSocket now. */
  connectedClients(): number;
  close(): Promise<void>;
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const { services, staticDir } = options;
  const token = options.token ?? newAccessToken();
  const limits: WireLimits = { ...DEFAULT_WIRE_LIMITS, ...options.limits };
  const hostInfo = {
    name: options.name,
    version: options.version,
    mode: 'web' as const,
    quit: () => false,
    notices: options.notices ?? [],
  };
  const dispatch = makeDispatch(services, hostInfo);
  const clients = new Set<ClientSession>();
  let port = 0;
  const allowedHosts = (): string[] => [`127.0.0.1:${port}`, `localhost:${port}`];

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!allowedHosts().includes(req.headers.host ?? '')) return send(res, 421, 'Wrong host');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
    const given = new URL(req.url ?? '/', 'http://host').searchParams.get(TOKEN_PARAM);
    if (given !== null) {
      if (!sameToken(given, token)) return unauthorized(res);
      // Trade the token for the cookie and take it out of the address bar (and history). The app
      // is one page, so the redirect always goes to '/', never to a path taken from the request.
      res.writeHead(303, {
        ...SECURITY_HEADERS,
        'Set-Cookie': accessCookie(token, port),
        Location: '/',
        'Cache-Control': 'no-store',
      });
      return res.end();
    }
    if (!hasAccessCookie(req, token, port)) return unauthorized(res);
    const file = resolveStaticFile(staticDir, req.url ?? '/');
    if (!file) return send(res, 404, 'Not found');
    res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': contentType(file), 'Cache-Control': 'no-cache' });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });

  const wss = new WebSocketServer({
    server,
    path: WS_PATH,
    maxPayload: limits.maxFrameBytes,
    verifyClient: (
      { origin, req }: { origin: string; req: IncomingMessage },
      done: (ok: boolean, status?: number, message?: string) => void,
    ) => {
      if (!allowedHosts().includes(req.headers.host ?? '') || !allowedHosts().some((h) => origin === `http://${h}`))
        return done(false, 403, 'Forbidden');
      if (!hasAccessCookie(req, token, port)) return done(false, 401, 'Unauthorized');
      done(true);
    },
  });
  // The server's own errors (EADDRINUSE) are re-emitted here; listen() below reports them.
  wss.on('error', () => {});
  wss.on('connection', (ws) => serveWsClient(ws, dispatch, limits, clients));

  const stopForwarding = forwardGameEvents(services, () => clients);
  port = await listen(server, options.port ?? 0).catch((e: unknown) => {
    // The preferred port is taken (another copy, Vite's dev server on 5173): any free one will do.
    if (options.port && e instanceof Error && 'code' in e && e.code === 'EADDRINUSE') return listen(server, 0);
    throw e;
  });
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/?${TOKEN_PARAM}=${token}`,
    origin,
    port,
    token,
    connectedClients: () => clients.size,
    async close() {
      stopForwarding();
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (e: Error) => reject(e);
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', failed);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function unauthorized(res: ServerResponse): void {
  send(res, 401, 'This address needs its key: open the full address the game host printed in its terminal.');
}

function send(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}
