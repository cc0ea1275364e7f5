/**
 * The application menu as data, every label in the player's language (desktop-words.ts); standard
 * roles give the usual behaviour and shortcuts.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { DesktopWords, MenuRole } from './desktop-words';

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
export function aboutDetail(
  words: DesktopWords,
  appVersion: string,
  versions: Readonly<Record<string, string | undefined>>,
): string {
  return [
    words.version(appVersion),
    words.aboutBlurb,
    `Electron ${versions.electron ?? '?'} · Chromium ${versions.chrome ?? '?'} · Node ${versions.node ?? '?'}`,
  ].join('\n\n');
}

export function menuTemplate(
  ctx: MenuContext,
  actions: MenuActions,
  words: DesktopWords,
): MenuItemConstructorOptions[] {
  // Roles keep their system behaviour and shortcuts; only their labels are ours.
  const role = (r: MenuRole): MenuItemConstructorOptions => ({ role: r, label: words.role(r) });
  const about: MenuItemConstructorOptions = { label: words.about, click: actions.showAbout };
  const showSaves: MenuItemConstructorOptions = { label: words.showSavesFolder, click: actions.showSavesFolder };
  return [
    ...(ctx.isMac
      ? [
          {
            label: ctx.appName,
            submenu: [
              about,
              { type: 'separator' },
              role('hide'),
              role('hideOthers'),
              role('unhide'),
              { type: 'separator' },
              role('quit'),
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    {
      label: words.file,
      submenu: [showSaves, { type: 'separator' }, ctx.isMac ? role('close') : role('quit')],
    },
    {
      label: words.edit,
      submenu: [
        role('undo'),
        role('redo'),
        { type: 'separator' },
        role('cut'),
        role('copy'),
        role('paste'),
        role('selectAll'),
      ],
    },
    {
      label: words.view,
      submenu: [
        role('reload'),
        ...(ctx.isPackaged ? [] : [role('toggleDevTools') satisfies MenuItemConstructorOptions]),
        { type: 'separator' },
        role('resetZoom'),
        role('zoomIn'),
        role('zoomOut'),
        { type: 'separator' },
        role('togglefullscreen'),
      ],
    },
    {
      label: words.window,
      submenu: [role('minimize'), ...(ctx.isMac ? [role('zoom') satisfies MenuItemConstructorOptions] : [])],
    },
    { role: 'help', label: words.role('help'), submenu: ctx.isMac ? [] : [about] },
  ];
}
