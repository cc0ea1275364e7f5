/**
 * Helpers for attacking the web host from this process: a host over the race fixture (or a given registry), raw
 * WebSocket clients with or without the access cookie, and plain HTTP requests.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { cookieName } from '../../electron/headless/access-token';
import { startWebHost, type WebHost, type WebHostOptions } from '../../electron/headless/web-host';
import { createAppServices, type AppServices } from '../../electron/services/app-services';
import { MemoryStore } from '../shell/fixtures/memory-store';
import { raceRegistry } from '../shell/fixtures/race-registry';
import type { GameRegistry } from '../../electron/services/registry';

export interface TestHost {
  host: WebHost;
  services: AppServices;
  /** Stops the host only (the services and their games live on), as when its process dies. */
  stop(): Promise<void>;
  /** Starts a host again on the same port and services, with the same key unless one is given. */
  restart(token?: string): Promise<void>;
  close(): Promise<void>;
}

export async function startTestHost(
  options: Partial<Omit<WebHostOptions, 'services' | 'staticDir'>> = {},
  registry: GameRegistry = raceRegistry,
): Promise<TestHost> {
  const dir = mkdtempSync(join(tmpdir(), 'r3-sec-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
  const services = createAppServices({ registry, store: new MemoryStore(registry), bots: null });
  const start = (more: Partial<WebHostOptions>) =>
    startWebHost({ services, staticDir: dir, name: 'T', version: '1', ...options, ...more });
  let running = true;
  const t: TestHost = {
    host: await start({}),
    services,
    async stop() {
      if (running) await t.host.close();
      running = false;
    },
    async restart(token = t.host.token) {
      await t.stop();
      t.host = await start({ port: t.host.port, token });
      running = true;
    },
    async close() {
      await t.stop();
      await services.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return t;
}

/** The Cookie header a page that opened the host's printed address sends. */
export const keyCookie = (host: WebHost): string => `${cookieName(host.port)}=${host.token}`;

export interface Headers {
  Origin?: string;
  Cookie?: string;
  Host?: string;
}

/** Opens a WebSocket (defaults: the page's own origin and its cookie); resolves once open. */
export function openWs(host: WebHost, headers: Headers = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ipc`, {
      headers: { Origin: host.origin, Cookie: keyCookie(host), ...headers },
    });
    ws.on('open', () => resolve(ws));
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('error', reject);
  });
}

/** How an upgrade attempt ends: 'open', or the HTTP status it was refused with. */
export function upgradeOutcome(host: WebHost, headers: Headers): Promise<'open' | number> {
  return openWs(host, headers).then(
    (ws) => {
      ws.close();
      return 'open' as const;
    },
    (e: Error) => Number(/HTTP (\d+)/.exec(e.message)?.[1] ?? -1),
  );
}

/** Every frame the client receives, parsed. */
export function collect(ws: WebSocket): Array<{
  type: string;
  id?: number;
  reply?: { ok: boolean; error?: { code: string; params?: Record<string, unknown> } };
}> {
  const got: ReturnType<typeof collect> = [];
  ws.on('message', (d) => got.push(JSON.parse(String(d)) as ReturnType<typeof collect>[number]));
  return got;
}

export const requestFrame = (id: number, channel: string, payload: unknown = {}): string =>
  JSON.stringify({ type: 'request', id, channel, payload });

/** One request, one reply. */
export function ask(
  ws: WebSocket,
  id: number,
  channel: string,
  payload: unknown = {},
): Promise<{ ok: boolean; value?: unknown; error?: { code: string; params?: Record<string, unknown> } }> {
  return new Promise((resolve) => {
    const onMessage = (d: unknown) => {
      const frame = JSON.parse(String(d)) as { type: string; id: number; reply: { ok: boolean } };
      if (frame.type === 'reply' && frame.id === id) {
        ws.off('message', onMessage);
        resolve(frame.reply);
      }
    };
    ws.on('message', onMessage);
    ws.send(requestFrame(id, channel, payload));
  });
}

/** The close code the host ends this connection with. */
export const closeCode = (ws: WebSocket): Promise<number> =>
  new Promise((resolve) => ws.once('close', (code) => resolve(code)));

export function httpGet(
  host: WebHost,
  path: string,
  headers: Headers = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, headers: { ...headers } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    req.on('error', reject);
    req.end();
  });
}
