/** The application menu: standard roles give the usual shortcuts on every platform. */
import { app, dialog, Menu, type BrowserWindow, type MenuItemConstructorOptions } from 'electron';

export function showAbout(win: BrowserWindow | null): void {
  const detail = [
    `Version ${app.getVersion()}`,
    'A digital edition of the Columbia Games block wargame "Richard III: The Wars of the Roses".',
    `Electron ${process.versions.electron ?? '?'} · Chromium ${process.versions.chrome ?? '?'} · Node ${process.versions.node}`,
  ].join('\n\n');
  const options = { type: 'info' as const, title: 'About', message: 'Richard III: The Wars of the Roses', detail, buttons: ['OK'] };
  void (win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options));
}

export function installMenu(getWindow: () => BrowserWindow | null): void {
  const isMac = process.platform === 'darwin';
  const about: MenuItemConstructorOptions = { label: 'About Richard III', click: () => showAbout(getWindow()) };
  const template: MenuItemConstructorOptions[] = [
    ...(isMac
      ? [{ label: app.name, submenu: [about, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, { role: 'quit' }] } satisfies MenuItemConstructorOptions]
      : []),
    { label: 'File', submenu: [isMac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: 'Edit',
      submenu: [{ role: 'undo' }, { role: 'redo' }, { type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
    },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        ...(app.isPackaged ? [] : [{ role: 'toggleDevTools' } satisfies MenuItemConstructorOptions]),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { label: 'Window', submenu: [{ role: 'minimize' }, ...(isMac ? [{ role: 'zoom' } satisfies MenuItemConstructorOptions] : [])] },
    { role: 'help', submenu: isMac ? [] : [about] },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
