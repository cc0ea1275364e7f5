/** Installs the application menu (menu-template.ts) and carries out its desktop actions. */
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { app, dialog, Menu, shell, type BrowserWindow } from 'electron';
import { aboutDetail, MENU_LABELS, menuTemplate } from './menu-template';

export function showAbout(win: BrowserWindow | null): void {
  const options = {
    type: 'info' as const,
    title: MENU_LABELS.aboutTitle,
    message: MENU_LABELS.aboutHeading,
    detail: aboutDetail(app.getVersion(), process.versions),
    buttons: [MENU_LABELS.ok],
  };
  void (win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options));
}

/** Opens the folder holding the save file in the system's file manager, with the file selected. */
export function showSavesFolder(dbPath: string): void {
  if (existsSync(dbPath)) shell.showItemInFolder(dbPath);
  else void shell.openPath(dirname(dbPath));
}

export function installMenu(getWindow: () => BrowserWindow | null, dbPath: string): void {
  const template = menuTemplate(
    { isMac: process.platform === 'darwin', isPackaged: app.isPackaged, appName: app.name },
    { showAbout: () => showAbout(getWindow()), showSavesFolder: () => showSavesFolder(dbPath) },
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
