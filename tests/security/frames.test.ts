/**
 * Hostile frames on the web host's WebSocket (issue 9 rows 1 and 2): each ends only the
 * connection that sent it, with the WebSocket close code that names the fault, and the host
 * keeps answering everyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES } from '../../electron/ipc/limits';
import { errorText } from '../../renderer/src/lib/error-text';
import { pageApi } from './page-link';
import { ask, closeCode, openWs, startTestHost, type TestHost } from './wire';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost();
});
afterAll(() => t.close());

async function hostStillAnswers(): Promise<void> {
  const other = await openWs(t.host);
  expect(await ask(other, 1, 'app:info')).toMatchObject({ ok: true });
  other.close();
}

describe('frames the host must survive', () => {
  it('row 1: a 4-byte text frame of invalid UTF-8 closes that connection with 1007, nothing else', async () => {
    const ws = await openWs(t.host);
    const closed = closeCode(ws);
    ws.send(Buffer.from([0xff, 0xfe, 0xfd, 0xfc]), { binary: false });
    expect(await closed).toBe(1007);
    await hostStillAnswers();
  });

  it('row 2: a 50 MB frame is refused from its header with 1009 (message too big)', async () => {
    const ws = await openWs(t.host);
    const closed = closeCode(ws);
    ws.on('error', () => {}); // the host stops reading mid-frame
    ws.send(Buffer.alloc(50 * 1024 * 1024, 0x61), { binary: false });
    expect(await closed).toBe(1009);
    await hostStillAnswers();
  });

  it('a frame just over the limit is refused, one just under it is read and answered', async () => {
    const over = await openWs(t.host);
    const closed = closeCode(over);
    over.send(Buffer.alloc(MAX_FRAME_BYTES + 1, 0x20), { binary: false });
    expect(await closed).toBe(1009);

    const under = await openWs(t.host);
    const padding = ' '.repeat(MAX_FRAME_BYTES - 200);
    const reply = await new Promise<unknown>((resolve) => {
      under.once('message', (d) => resolve(JSON.parse(String(d))));
      under.send(`{"type":"request","id":7,"channel":"app:info","payload":{}}${padding}`);
    });
    expect(reply).toMatchObject({ type: 'reply', id: 7, reply: { ok: true } });
    under.close();
  });
});

describe('a refused frame, seen from the page', () => {
  it('is answered frame-too-large (not a bare disconnect), and the page reconnects', async () => {
    const small = await startTestHost({ limits: { maxFrameBytes: 4096 } });
    try {
      const api = pageApi(small.host);
      const states: string[] = [];
      api.onConnection((s) => states.push(s));
      const r = await api.renameSave('g1', 'x'.repeat(5000));
      expect(r).toEqual({
        ok: false,
        error: { code: 'frame-too-large', message: expect.any(String), params: { maxBytes: MAX_FRAME_BYTES } },
      });
      expect(errorText(r.ok ? { code: '', message: '' } : r.error)).toMatch(/too large for the game host/);
      await expect.poll(() => states.at(-1)).toBe('connected');
      expect(await api.appInfo()).toMatchObject({ ok: true });
    } finally {
      await small.close();
    }
  });
});
