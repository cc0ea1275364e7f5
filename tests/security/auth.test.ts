/**
 * Issue 9 row 5: web mode's access key. Any local process can reach 127.0.0.1 and set any Origin
 * header; without this launch's key (the printed address, then its cookie) it gets 401 on HTTP
 * and on the WebSocket. The Host and Origin checks still apply on top of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieName } from '../../electron/headless/access-token';
import { httpGet, keyCookie, startTestHost, upgradeOutcome, type TestHost } from './wire';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost();
});
afterAll(() => t.close());

describe('the access key', () => {
  it('is random per launch and printed in the address', async () => {
    const other = await startTestHost();
    try {
      expect(t.host.token).toMatch(/^[\w-]{43}$/);
      expect(other.host.token).not.toBe(t.host.token);
      expect(t.host.url).toBe(`${t.host.origin}/?token=${t.host.token}`);
    } finally {
      await other.close();
    }
  });

  it('without it, every HTTP request gets 401', async () => {
    for (const path of ['/', '/index.html', '/ipc', '/?token=wrong', `/?token=${t.host.token.slice(1)}`]) {
      expect((await httpGet(t.host, path)).status, path).toBe(401);
    }
    expect((await httpGet(t.host, '/', { Cookie: `${cookieName(t.host.port)}=wrong` })).status).toBe(401);
    expect((await httpGet(t.host, '/', { Cookie: `${cookieName(t.host.port + 1)}=${t.host.token}` })).status).toBe(401);
  });

  it('the printed address trades it for an HttpOnly SameSite=Strict cookie and drops it from the address', async () => {
    const first = await httpGet(t.host, `/?token=${t.host.token}`);
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toContain(`${cookieName(t.host.port)}=${t.host.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect((await httpGet(t.host, '/', { Cookie: keyCookie(t.host) })).status).toBe(200);
  });

  it('the WebSocket needs the cookie (401) as well as the right Origin (403)', async () => {
    expect(await upgradeOutcome(t.host, {})).toBe('open');
    expect(await upgradeOutcome(t.host, { Cookie: '' })).toBe(401);
    expect(await upgradeOutcome(t.host, { Cookie: `${cookieName(t.host.port)}=${'A'.repeat(43)}` })).toBe(401);
    expect(await upgradeOutcome(t.host, { Origin: 'http://evil.example' })).toBe(403);
    expect(await upgradeOutcome(t.host, { Origin: 'http://evil.example', Cookie: '' })).toBe(403);
  });

  it('the Host check still stops DNS rebinding, key or not', async () => {
    expect((await httpGet(t.host, '/', { Host: 'evil.example', Cookie: keyCookie(t.host) })).status).toBe(421);
    expect((await httpGet(t.host, `/?token=${t.host.token}`, { Host: 'evil.example' })).status).toBe(421);
    expect(await upgradeOutcome(t.host, { Host: 'evil.example' })).toBe(403);
  });
});
