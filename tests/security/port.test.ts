/**
 * Issue 9 row 3: `npm start -- --web` and `npm run serve --port N` while the port is taken (5173
 * is also Vite's default) take another free port and say which, instead of crashing.
 */
import { createServer, type Server } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebMode } from '../../electron/headless/serve';
import { httpGet, keyCookie, startTestHost } from './wire';

let squatter: Server;
let taken: number;
const dirs: string[] = [];
beforeAll(async () => {
  squatter = createServer();
  await new Promise<void>((r) => squatter.listen(0, '127.0.0.1', () => r()));
  taken = (squatter.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((r) => squatter.close(() => r()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('a taken port', () => {
  it('the host takes another free port instead of crashing', async () => {
    const t = await startTestHost({ port: taken });
    try {
      expect(t.host.port).not.toBe(taken);
      expect(t.host.origin).toBe(`http://127.0.0.1:${t.host.port}`);
      expect((await httpGet(t.host, '/', { Cookie: keyCookie(t.host) })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('web mode prints the port it took and the address with its key', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'r3-serve-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    const lines: string[] = [];
    const served = await serveWebMode({
      db: join(dir, 'saves.db'),
      port: taken,
      staticDir: dir,
      log: (line) => lines.push(line),
      signals: false,
    });
    try {
      expect(served.host.port).not.toBe(taken);
      expect(lines).toContain(`Port ${taken} is taken, so port ${served.host.port} is used instead.`);
      expect(lines.some((l) => l.includes(served.host.url))).toBe(true);
    } finally {
      await served.stop();
    }
  });
});
