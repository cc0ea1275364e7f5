/**
 * Issue 9 row 15: a damaged save file set aside at start-up in web mode. The notice reaches the
 * page (app:info, shown on the main menu) as a code and its details — the same notice, through
 * the same dispatch, as the desktop window — and not only the terminal.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveWebMode } from '../../electron/headless/serve';
import { noticeText } from '../../renderer/src/lib/error-text';
import { pageApi } from './page-link';

const dir = mkdtempSync(join(tmpdir(), 'r3-notice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('start-up notices in web mode', () => {
  it('a damaged save file set aside is told to the page, with where it went', async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    const db = join(dir, 'saves.db');
    writeFileSync(db, 'SQLite format 3\u0000'.padEnd(8192, '#'));
    const lines: string[] = [];
    const served = await serveWebMode({ db, staticDir: dir, log: (l) => lines.push(l), signals: false });
    try {
      const info = await pageApi(served.host).appInfo();
      if (!info.ok) throw new Error(info.error.message);
      expect(info.value.notices).toEqual([
        { code: 'corrupt-db-set-aside', params: { movedTo: expect.any(String), reason: expect.any(String) } },
      ]);
      const notice = info.value.notices[0]!;
      if (notice.code !== 'corrupt-db-set-aside') throw new Error('unexpected notice');
      expect(existsSync(notice.params.movedTo)).toBe(true);
      expect(noticeText(notice)).toContain(notice.params.movedTo);
      expect(lines.some((l) => l.startsWith('note: '))).toBe(true); // the terminal still hears it
    } finally {
      await served.stop();
    }
  });

  it('a fresh save file needs no notice', async () => {
    const fresh = mkdtempSync(join(dir, 'fresh-'));
    writeFileSync(join(fresh, 'index.html'), '<!doctype html>');
    const served = await serveWebMode({ db: join(fresh, 'saves.db'), staticDir: fresh, log: () => {}, signals: false });
    try {
      expect(await pageApi(served.host).appInfo()).toMatchObject({ ok: true, value: { notices: [] } });
    } finally {
      await served.stop();
    }
  });
});
