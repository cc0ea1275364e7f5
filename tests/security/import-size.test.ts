/**
 * Issue 9 row 2, the import side: the Load screen refuses a save file over MAX_IMPORT_BYTES before
 * reading it, the host refuses one again (in bytes, as the page counts), and a request too large
 * for a frame is refused by the page without reaching the host.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeDispatch } from '../../electron/ipc/handlers';
import { makeClientSession } from '../../electron/ipc/client-session';
import { MAX_FRAME_BYTES, MAX_IMPORT_BYTES, utf8Bytes } from '../../electron/ipc/limits';
import { readImportFile } from '../../renderer/src/lib/import-file';
import { pageApi } from './page-link';
import { startTestHost, type TestHost } from './wire';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost();
});
afterAll(() => t.close());

/** Just over the import limit in UTF-8 bytes, though well under it in characters. */
const justTooLarge = 'é'.repeat(MAX_IMPORT_BYTES / 2 + 1);

describe('import size', () => {
  it('the page refuses a file over the limit from its size, without reading it', async () => {
    const text = vi.fn(() => Promise.resolve('{}'));
    expect(await readImportFile({ size: MAX_IMPORT_BYTES + 1, text })).toEqual({
      ok: false,
      error: { code: 'import-too-large', message: expect.any(String), params: { maxBytes: MAX_IMPORT_BYTES } },
    });
    expect(text).not.toHaveBeenCalled();
    expect(await readImportFile(new Blob(['x'.repeat(MAX_IMPORT_BYTES)]))).toMatchObject({ ok: true });
  });

  it('the host refuses contents over the limit in bytes, in both hosts (shared dispatch)', async () => {
    expect(utf8Bytes(justTooLarge)).toBe(MAX_IMPORT_BYTES + 2);
    const api = pageApi(t.host);
    const list = t.services.saves.list();
    expect(await api.importSave(justTooLarge)).toEqual({
      ok: false,
      error: { code: 'import-too-large', message: expect.any(String), params: { maxBytes: MAX_IMPORT_BYTES } },
    });
    const dispatch = makeDispatch(t.services, { name: 'T', version: '1', mode: 'electron', quit: () => false });
    expect(
      await dispatch(
        'saves:import',
        { contents: justTooLarge },
        makeClientSession(() => {}),
      ),
    ).toMatchObject({ ok: false, error: { code: 'import-too-large' } });
    expect(t.services.saves.list()).toEqual(list);
  });

  it("the audit's 26 MB import (13.2 M × 'é') is refused by the page as too large a frame; the link stays up", async () => {
    const api = pageApi(t.host);
    expect(await api.appInfo()).toMatchObject({ ok: true });
    const huge = 'é'.repeat(13_200_000);
    expect(await api.importSave(huge)).toEqual({
      ok: false,
      error: { code: 'frame-too-large', message: expect.any(String), params: { maxBytes: MAX_FRAME_BYTES } },
    });
    expect(await api.appInfo()).toMatchObject({ ok: true });
  });
});
