/** Installs the application menu (menu-template.ts) in the player's language and carries out its desktop actions. */
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { app, dialog, Menu, shell, type BrowserWindow } from 'electron';
import type { DesktopWords } from './desktop-words';
import { aboutDetail, menuTemplate } from './menu-template';

export function showAbout(win: BrowserWindow | null, words: DesktopWords): void {
  const options = {
    type: 'info' as const,
    title: words.aboutTitle,
    message: words.aboutHeading,
    detail: aboutDetail(words, app.getVersion(), process.versions),
    buttons: [words.ok],
  };
  void (win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options));
}

/** Opens the folder holding the save file in the system's file manager, with the file selected. */
export function showSavesFolder(dbPath: string): void {
  if (existsSync(dbPath)) shell.showItemInFolder(dbPath);
  else void shell.openPath(dirname(dbPath));
}

/** (Re)builds the menu; called again when the player picks another language. */
export function installMenu(getWindow: () => BrowserWindow | null, dbPath: string, words: DesktopWords): void {
  const template = menuTemplate(
    { isMac: process.platform === 'darwin', isPackaged: app.isPackaged, appName: app.name },
    { showAbout: () => showAbout(getWindow(), words), showSavesFolder: () => showSavesFolder(dbPath) },
    words,
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
