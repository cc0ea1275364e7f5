/**
 * Issue 9 row 11: a client that pipelines thousands of requests and never reads the replies. The
 * host stops reading from it at its in-flight cap, drops it once its unsent replies pass the cap,
 * and keeps answering everyone else; requests over the in-flight cap get `busy`, never silence.
 * Small limits and large replies make the caps bite quickly; the defaults are checked for sense.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WIRE_LIMITS } from '../../electron/headless/ws-client';
import { MAX_FRAME_BYTES, MAX_IMPORT_BYTES } from '../../electron/ipc/limits';
import { ask, collect, openWs, requestFrame, startTestHost, type TestHost } from './wire';

const LIMITS = { maxInFlight: 64, maxUnsentBytes: 512 * 1024, stallMs: 60_000 };
let t: TestHost | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('greedy and stuck clients', () => {
  it('a client that never reads is dropped after a bounded amount of work; another is answered meanwhile', async () => {
    t = await startTestHost({ limits: LIMITS });
    // Large exports (128 KB each) make the unsent-bytes cap bite after a handful; without the caps
    // all 2,000 would run and a quarter of a gigabyte of replies would wait for this client.
    const exports = vi
      .spyOn(t.services.saves, 'exportGame')
      .mockImplementation(() => ({ ok: true, value: { fileName: 'g.json', contents: 'x'.repeat(128 * 1024) } }));
    const greedy = await openWs(t.host);
    greedy.pause(); // never reads: the host's replies fill the kernel's buffers, then its own
    greedy.on('error', () => {});
    for (let id = 1; id <= 2000; id++) greedy.send(requestFrame(id, 'saves:export', { saveId: 'g1' }));

    const other = await openWs(t.host);
    expect(await ask(other, 1, 'app:info')).toMatchObject({ ok: true });
    await expect.poll(() => t!.host.connectedClients()).toBe(1); // the greedy one is gone
    expect(exports.mock.calls.length).toBeLessThan(200);
    expect(await ask(other, 2, 'app:info')).toMatchObject({ ok: true });
    other.close();
  });

  it('a client whose replies wait unread for stallMs is dropped, though under the unsent-bytes cap', async () => {
    t = await startTestHost({ limits: { maxInFlight: 8, maxUnsentBytes: 64 * 1024 * 1024, stallMs: 300 } });
    // 8 in flight × 1 MB stay far under the unsent-bytes cap, but more than the kernel takes.
    const exports = vi
      .spyOn(t.services.saves, 'exportGame')
      .mockImplementation(() => ({ ok: true, value: { fileName: 'g.json', contents: 'x'.repeat(1024 * 1024) } }));
    const stuck = await openWs(t.host);
    stuck.pause();
    stuck.on('error', () => {});
    for (let id = 1; id <= 2000; id++) stuck.send(requestFrame(id, 'saves:export', { saveId: 'g1' }));
    await expect.poll(() => exports.mock.calls.length).toBeGreaterThan(0);
    await expect.poll(() => t!.host.connectedClients(), { timeout: 10_000 }).toBe(0);
    expect(exports.mock.calls.length).toBeLessThan(2000);
  }, 15_000);

  it('requests over the in-flight cap are answered `busy`, not run; every request gets an answer', async () => {
    t = await startTestHost({ limits: { ...LIMITS, maxInFlight: 8 } });
    const infos = vi.spyOn(t.services.saves, 'list');
    const ws = await openWs(t.host);
    const got = collect(ws);
    for (let id = 1; id <= 100; id++) ws.send(requestFrame(id, 'saves:list'));
    await expect.poll(() => got.length).toBe(100);
    const busy = got.filter((f) => f.reply?.error?.code === 'busy');
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.reply!.error!.params).toEqual({ maxInFlight: 8 });
    expect(infos.mock.calls.length).toBe(100 - busy.length);
    expect(new Set(got.map((f) => f.id))).toEqual(new Set(Array.from({ length: 100 }, (_, i) => i + 1)));
    // The client is still served once it waits for its answers.
    expect(await ask(ws, 101, 'saves:list')).toMatchObject({ ok: true });
    ws.close();
  });

  it('the default caps never drop a client for one large reply', () => {
    expect(DEFAULT_WIRE_LIMITS.maxFrameBytes).toBe(MAX_FRAME_BYTES);
    expect(DEFAULT_WIRE_LIMITS.maxUnsentBytes).toBeGreaterThan(2 * MAX_IMPORT_BYTES);
    expect(DEFAULT_WIRE_LIMITS.maxInFlight).toBeGreaterThanOrEqual(8);
  });
});
