import csCatalogue from '../../locales/cs.json';
import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { desktopLanguage, desktopWords } from '../../electron/main/desktop-words';
import { aboutDetail, menuTemplate } from '../../electron/main/menu-template';

const MENU_LABELS = desktopWords('en');
import { focusFirstWindow, type FocusableWindow } from '../../electron/main/single-instance';

function find(items: readonly MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions | undefined {
  for (const item of items) {
    if (item.label === label) return item;
    const inner = item.submenu ? find(item.submenu, label) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

describe('application menu', () => {
  const calls: string[] = [];
  const actions = { showAbout: () => calls.push('about'), showSavesFolder: () => calls.push('saves') };

  it.each([
    ['Windows/Linux', false],
    ['macOS', true],
  ])('on %s, File offers the saved games folder and About is reachable', (_os, isMac) => {
    calls.length = 0;
    const template = menuTemplate({ isMac, isPackaged: true, appName: 'Richard III' }, actions, MENU_LABELS);
    const file = template.find((m) => m.label === MENU_LABELS.file);
    expect(file?.submenu?.[0]?.label).toBe(MENU_LABELS.showSavesFolder);
    file?.submenu?.[0]?.click?.();
    find(template, MENU_LABELS.about)?.click?.();
    expect(calls).toEqual(['saves', 'about']);
    // Packaged builds have no developer tools in the menu.
    expect(JSON.stringify(template)).not.toContain('toggleDevTools');
  });

  it('the About box names the app version and the Electron, Chromium and Node inside it', () => {
    const text = aboutDetail(MENU_LABELS, '0.1.0', { electron: '45.5.0', chrome: '140.0.7339.0', node: '22.20.0' });
    expect(text).toContain('Version 0.1.0');
    expect(text).toContain('Electron 45.5.0 · Chromium 140.0.7339.0 · Node 22.20.0');
  });
});

describe('the shell in the player\u2019s language', () => {
  it('follows the saved language, else the system\u2019s first language we have, else English', () => {
    expect(desktopLanguage('pl', ['cs-CZ'])).toBe('pl');
    expect(desktopLanguage(null, ['de-DE', 'ru-RU', 'en-US'])).toBe('ru');
    expect(desktopLanguage(null, ['de-DE'])).toBe('en');
  });

  it('words the menu, the About box and the start-up failures in each language', () => {
    const actions = { showAbout: () => {}, showSavesFolder: () => {} };
    const seen = new Set<string>();
    for (const language of ['en', 'cs', 'pl', 'ru', 'es'] as const) {
      const words = desktopWords(language);
      const template = menuTemplate({ isMac: false, isPackaged: true, appName: 'Richard III' }, actions, words);
      const labels = template.map((m) => m.label);
      expect(labels).toEqual([words.file, words.edit, words.view, words.window, words.role('help')]);
      // Every item has our label (Electron would word a bare role in English on Windows and Linux).
      const unlabelled = (items: readonly MenuItemConstructorOptions[]): number =>
        items.reduce((n, i) => n + (i.type === 'separator' ? 0 : i.label ? 0 : 1) + unlabelled(i.submenu ?? []), 0);
      expect(unlabelled(template)).toBe(0);
      expect(unlabelled(menuTemplate({ isMac: true, isPackaged: false, appName: 'Richard III' }, actions, words))).toBe(
        0,
      );
      seen.add(words.file);
      expect(aboutDetail(words, '1.2.3', {})).toContain('1.2.3');
      expect(words.cannotOpenSaves('/x/saves.db', 'locked')).toContain('/x/saves.db');
    }
    // The store's error reaches the dialog as its code, worded in the player's language like the page words it.
    const cs = desktopWords('cs').cannotOpenSaves('/x/saves.db', 'db-too-new');
    expect(cs).toContain(csCatalogue.errors['db-too-new']);
    expect(desktopWords('en').cannotOpenSaves('/x/saves.db', 'not-a-save-db')).toContain(
      'The saved-games file belongs to another program.',
    );
    // Five languages, five different words for "File".
    expect(seen.size).toBe(5);
    expect(desktopWords('cs').file).toBe('Soubor');
  });
});

describe('second launch', () => {
  function window(minimized: boolean) {
    const calls: string[] = [];
    const win: FocusableWindow = {
      isMinimized: () => minimized,
      restore: () => void calls.push('restore'),
      show: () => void calls.push('show'),
      focus: () => void calls.push('focus'),
    };
    return { win, calls };
  }

  it('brings the first window forward, restoring it if minimised', () => {
    const small = window(true);
    expect(focusFirstWindow(small.win)).toBe(true);
    expect(small.calls).toEqual(['restore', 'show', 'focus']);
    const open = window(false);
    focusFirstWindow(open.win);
    expect(open.calls).toEqual(['show', 'focus']);
  });

  it('does nothing while the first copy has no window yet', () => {
    expect(focusFirstWindow(null)).toBe(false);
  });
});
