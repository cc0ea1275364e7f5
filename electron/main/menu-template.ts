/**
 * The application menu as data, with every label in one place (English for now; they move to the
 * translations when the desktop shell is localised). Standard roles give the usual shortcuts.
 */
import type { MenuItemConstructorOptions } from 'electron';

export const MENU_LABELS = {
  file: 'File',
  showSavesFolder: 'Show saved games folder',
  edit: 'Edit',
  view: 'View',
  window: 'Window',
  about: 'About Richard III',
  aboutTitle: 'About',
  aboutHeading: 'Richard III: The Wars of the Roses',
  aboutBlurb: 'A digital edition of the Columbia Games block wargame "Richard III: The Wars of the Roses".',
  ok: 'OK',
} as const;

export interface MenuActions {
  readonly showAbout: () => void;
  readonly showSavesFolder: () => void;
}

export interface MenuContext {
  readonly isMac: boolean;
  readonly isPackaged: boolean;
  readonly appName: string;
}

/** The About box's text: version, then the Electron, Chromium and Node inside it. */
export function aboutDetail(appVersion: string, versions: Readonly<Record<string, string | undefined>>): string {
  return [
    `Version ${appVersion}`,
    MENU_LABELS.aboutBlurb,
    `Electron ${versions.electron ?? '?'} · Chromium ${versions.chrome ?? '?'} · Node ${versions.node ?? '?'}`,
  ].join('\n\n');
}

export function menuTemplate(ctx: MenuContext, actions: MenuActions): MenuItemConstructorOptions[] {
  const about: MenuItemConstructorOptions = { label: MENU_LABELS.about, click: actions.showAbout };
  const showSaves: MenuItemConstructorOptions = { label: MENU_LABELS.showSavesFolder, click: actions.showSavesFolder };
  return [
    ...(ctx.isMac
      ? [
          {
            label: ctx.appName,
            submenu: [
              about,
              { type: 'separator' },
              { role: 'hide' },
              { role: 'hideOthers' },
              { role: 'unhide' },
              { type: 'separator' },
              { role: 'quit' },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    {
      label: MENU_LABELS.file,
      submenu: [showSaves, { type: 'separator' }, ctx.isMac ? { role: 'close' } : { role: 'quit' }],
    },
    {
      label: MENU_LABELS.edit,
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: MENU_LABELS.view,
      submenu: [
        { role: 'reload' },
        ...(ctx.isPackaged ? [] : [{ role: 'toggleDevTools' } satisfies MenuItemConstructorOptions]),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: MENU_LABELS.window,
      submenu: [{ role: 'minimize' }, ...(ctx.isMac ? [{ role: 'zoom' } satisfies MenuItemConstructorOptions] : [])],
    },
    { role: 'help', submenu: ctx.isMac ? [] : [about] },
  ];
}
