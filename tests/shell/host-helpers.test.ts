import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CSP } from '../../electron/shared/csp';
import { resolveStaticFile } from '../../electron/shared/static-files';
import { restoreWindowState, DEFAULT_WINDOW_STATE } from '../../electron/main/window-state';
import { userDataDir } from '../../electron/headless/user-data';
import { findElectron } from '../../electron/headless/find-electron';
import { makeApi } from '../../electron/ipc/api';

const root = mkdtempSync(join(tmpdir(), 'r3-static-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html>');
writeFileSync(join(root, 'assets', 'a.js'), '');
writeFileSync(join(tmpdir(), 'r3-secret.txt'), 'secret');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('static files', () => {
  it('serves files inside the renderer folder only', () => {
    expect(resolveStaticFile(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveStaticFile(root, '/assets/a.js?v=1')).toBe(join(root, 'assets', 'a.js'));
    for (const bad of [
      '/../r3-secret.txt',
      '/..%2fr3-secret.txt',
      '/assets/../../r3-secret.txt',
      '/%2e%2e/r3-secret.txt',
      '/assets',
      '/missing.js',
      '/%E0%A4%A',
      '/a%00.js',
    ]) {
      expect(resolveStaticFile(root, bad), bad).toBeNull();
    }
  });

  it('the CSP meta tag in index.html matches the served policy (minus frame-ancestors, header-only)', () => {
    const html = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBe(
      CSP.split('; ')
        .filter((d) => !d.startsWith('frame-ancestors'))
        .join('; '),
    );
    expect(CSP).not.toMatch(/unsafe-(inline|eval)|https?:/);
  });
});

describe('window state', () => {
  const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }];
  it('restores a saved state that is on a display', () => {
    const s = { x: 100, y: 50, width: 1200, height: 800, maximized: false, fullScreen: false };
    expect(restoreWindowState(s, screen)).toEqual(s);
  });
  it('drops the position of a window left on a display that is gone, and ignores junk', () => {
    expect(
      restoreWindowState({ x: 5000, y: 50, width: 1200, height: 800, maximized: true, fullScreen: false }, screen),
    ).toEqual({ width: 1200, height: 800, maximized: true, fullScreen: false });
    expect(restoreWindowState('junk', screen)).toEqual(DEFAULT_WINDOW_STATE);
    expect(restoreWindowState({ width: 10, height: 10, maximized: false, fullScreen: false }, screen)).toEqual(
      DEFAULT_WINDOW_STATE,
    );
  });
});

describe('host helpers', () => {
  it('web mode uses the same per-user folder as Electron', () => {
    expect(userDataDir({ XDG_CONFIG_HOME: '/cfg' }, 'linux')).toBe('/cfg/Richard III');
    expect(userDataDir({ APPDATA: 'C:\\Users\\a\\AppData\\Roaming' }, 'win32')).toMatch(/Roaming.Richard III$/);
  });
  it('finding Electron never throws', () => {
    const r = findElectron();
    expect(typeof r.ok).toBe('boolean');
  });
  it('the page API is one function per intent, nothing generic', () => {
    const api = makeApi({ invoke: () => Promise.resolve({ ok: true, value: null }) as never, on: () => () => {} });
    expect(Object.keys(api).sort()).toEqual(
      [
        'appInfo',
        'closeGame',
        'deleteSave',
        'exportSave',
        'getSettings',
        'getView',
        'hint',
        'importSave',
        'lastGame',
        'listSaves',
        'newGame',
        'odds',
        'onBotActivity',
        'onConnection',
        'onHostError',
        'onView',
        'openGame',
        'quit',
        'renameSave',
        'replayFrame',
        'replayTimeline',
        'setSettings',
        'submitAction',
        'undo',
      ].sort(),
    );
    expect(Object.keys(api)).not.toContain('invoke');
  });
});
