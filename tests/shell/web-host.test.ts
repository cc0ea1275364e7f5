/** The web host's wire: the same contract over a WebSocket, with the same boundary checks. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { cookieName } from '../../electron/headless/access-token';
import { startWebHost, type WebHost } from '../../electron/headless/web-host';
import type { AppServices } from '../../electron/services/app-services';
import { memoryHost } from './fixtures/memory-host';
import { raceRegistry } from './fixtures/race-registry';

let dir: string;
let host: WebHost;
let services: AppServices;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'r3-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
  ({ services } = memoryHost());
  host = await startWebHost({ services, staticDir: dir, name: 'T', version: '1' });
});
afterAll(async () => {
  await host.close();
  await services.close();
  rmSync(dir, { recursive: true, force: true });
});

function connect(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ipc`, { headers: { Origin: host.origin, Cookie: key() } });
    ws.on('open', () => resolve(ws));
    ws.on('error', reject);
  });
}

const key = () => `${cookieName(host.port)}=${host.token}`;

function frames(ws: WebSocket): unknown[] {
  const got: unknown[] = [];
  ws.on('message', (d) => got.push(JSON.parse(String(d))));
  return got;
}

function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, headers: { Cookie: key(), ...headers } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('web host', () => {
  it('serves the renderer with the CSP header, and nothing else', async () => {
    const ok = await get('/');
    expect(ok.status).toBe(200);
    expect(String(ok.headers['content-security-policy'])).toContain("script-src 'self'");
    expect((await get('/../package.json')).status).toBe(404);
    expect((await get('/', { Host: 'evil.example' })).status).toBe(421); // DNS rebinding
  });

  it('answers requests by id, with structured errors for bad payloads, and drops junk frames', async () => {
    const ws = await connect();
    const got = frames(ws);
    ws.send('not json');
    ws.send(JSON.stringify({ type: 'request', channel: 'app:info', payload: {} })); // no id: dropped
    ws.send(Buffer.from([1, 2, 3]), { binary: true });
    ws.send(JSON.stringify({ type: 'request', id: 1, channel: 'game:create', payload: { moduleId: 'race' } }));
    ws.send(JSON.stringify({ type: 'request', id: 2, channel: 'nope', payload: {} }));
    ws.send(JSON.stringify({ type: 'request', id: 3, channel: 'app:info', payload: {} }));
    await expect.poll(() => got.length).toBe(3);
    expect(got).toEqual([
      { type: 'reply', id: 1, reply: { ok: false, error: { code: 'bad-request', message: expect.any(String) } } },
      { type: 'reply', id: 2, reply: { ok: false, error: { code: 'unknown-channel', message: expect.any(String) } } },
      { type: 'reply', id: 3, reply: { ok: true, value: expect.objectContaining({ mode: 'web' }) } },
    ]);
    expect(services.saves.list()).toEqual({ ok: true, value: [] });
    ws.close();
  });

  it('pushes each watcher the view of its own player only', async () => {
    const red = await connect();
    const blue = await connect();
    const redFrames = frames(red);
    const blueFrames = frames(blue);
    const created = services.games.create({
      moduleId: 'race',
      scenario: 'short',
      seed: 4,
      seats: { red: { kind: 'human' }, blue: { kind: 'human' } },
    });
    if (!created.ok) throw new Error(created.error.message);
    const saveId = created.value.id;
    red.send(JSON.stringify({ type: 'request', id: 1, channel: 'game:open', payload: { saveId, player: 'red' } }));
    blue.send(JSON.stringify({ type: 'request', id: 1, channel: 'game:open', payload: { saveId, player: 'blue' } }));
    await expect.poll(() => redFrames.length + blueFrames.length).toBe(2);
    red.send(
      JSON.stringify({
        type: 'request',
        id: 2,
        channel: 'game:act',
        payload: { saveId, player: 'red', action: { kind: 'add', n: 1 }, seq: 0 },
      }),
    );
    await expect.poll(() => blueFrames.length).toBe(2);
    const pushed = blueFrames[1] as {
      type: string;
      event: string;
      payload: { player: string; actionCount: number; view: { mySecret: number } };
    };
    expect(pushed).toMatchObject({ type: 'event', event: 'game:view', payload: { player: 'blue', actionCount: 1 } });
    const secrets = (
      raceRegistry.get('race')!.setup('short', 4) as { ok: true; value: { secrets: { red: number; blue: number } } }
    ).value.secrets;
    expect(pushed.payload.view.mySecret).toBe(secrets.blue);
    expect(JSON.stringify(blueFrames)).not.toContain(`"mySecret":${secrets.red},`);
    red.close();
    blue.close();
  });
});
