/**
 * Fallback typings for the parts of Electron's API this app uses, for machines where the optional
 * `electron` package is not installed (its binary cannot be downloaded, e.g. CI here). tsconfig's
 * `paths` tries node_modules/electron first, so wherever Electron is installed the real, complete
 * types are used and this file is ignored. Signatures are copied from Electron 45's electron.d.ts;
 * if you use more of Electron, add it here in the same shape.
 */

interface PreventableEvent {
  preventDefault(): void;
}

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WebFrameMain {
  readonly url: string;
}

export interface WebContentsDidStartNavigationEventParams extends PreventableEvent {
  url: string;
  isSameDocument: boolean;
  isMainFrame: boolean;
  frame: WebFrameMain | null;
}

export interface HandlerDetails {
  url: string;
}
export type WindowOpenHandlerResponse = { action: 'deny' } | { action: 'allow' };

export interface WebContents {
  readonly id: number;
  readonly mainFrame: WebFrameMain;
  isDestroyed(): boolean;
  send(channel: string, ...args: unknown[]): void;
  setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse): void;
  on(
    event: 'will-navigate' | 'will-redirect' | 'will-attach-webview',
    listener: (event: PreventableEvent) => void,
  ): this;
  on(event: 'did-start-navigation', listener: (details: WebContentsDidStartNavigationEventParams) => void): this;
  once(event: 'destroyed', listener: () => void): this;
}

export interface IpcMainInvokeEvent {
  readonly sender: WebContents;
  readonly senderFrame: WebFrameMain | null;
}

export interface IpcMain {
  handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: any[]) => Promise<unknown> | unknown): void;
  removeHandler(channel: string): void;
}
export const ipcMain: IpcMain;

export interface IpcRendererEvent {
  readonly sender: IpcRenderer;
}
export interface IpcRenderer {
  invoke(channel: string, ...args: unknown[]): Promise<any>;
  on(channel: string, listener: (event: IpcRendererEvent, ...args: any[]) => void): this;
  removeListener(channel: string, listener: (...args: any[]) => void): this;
}
export const ipcRenderer: IpcRenderer;

export interface ContextBridge {
  exposeInMainWorld(apiKey: string, api: unknown): void;
}
export const contextBridge: ContextBridge;

export interface App {
  readonly isPackaged: boolean;
  name: string;
  requestSingleInstanceLock(additionalData?: Record<any, any>): boolean;
  quit(): void;
  exit(exitCode?: number): void;
  whenReady(): Promise<void>;
  getPath(
    name:
      | 'home'
      | 'appData'
      | 'userData'
      | 'sessionData'
      | 'temp'
      | 'exe'
      | 'module'
      | 'desktop'
      | 'documents'
      | 'downloads'
      | 'logs',
  ): string;
  getVersion(): string;
  /** The system's preferred languages, most preferred first (e.g. ["cs-CZ", "en-US"]). */
  getPreferredSystemLanguages(): string[];
  on(
    event: 'second-instance',
    listener: (event: PreventableEvent, argv: string[], workingDirectory: string) => void,
  ): this;
  on(event: 'window-all-closed' | 'before-quit' | 'will-quit', listener: (event: PreventableEvent) => void): this;
  on(event: 'web-contents-created', listener: (event: PreventableEvent, webContents: WebContents) => void): this;
}
export const app: App;

export interface WebPreferences {
  preload?: string;
  contextIsolation?: boolean;
  sandbox?: boolean;
  nodeIntegration?: boolean;
  nodeIntegrationInWorker?: boolean;
  webSecurity?: boolean;
  allowRunningInsecureContent?: boolean;
  webviewTag?: boolean;
  spellcheck?: boolean;
}
export interface BrowserWindowConstructorOptions {
  title?: string;
  width?: number;
  height?: number;
  x?: number;
  y?: number;
  minWidth?: number;
  minHeight?: number;
  show?: boolean;
  backgroundColor?: string;
  webPreferences?: WebPreferences;
}
export class BrowserWindow {
  constructor(options?: BrowserWindowConstructorOptions);
  readonly webContents: WebContents;
  show(): void;
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  focus(): void;
  maximize(): void;
  isMaximized(): boolean;
  setFullScreen(flag: boolean): void;
  isFullScreen(): boolean;
  getNormalBounds(): Rectangle;
  loadURL(url: string): Promise<void>;
  on(event: 'resize' | 'move' | 'closed', listener: () => void): this;
  on(event: 'close', listener: (event: PreventableEvent) => void): this;
  once(event: 'ready-to-show', listener: () => void): this;
}

export interface MessageBoxOptions {
  message: string;
  type?: 'none' | 'info' | 'error' | 'question' | 'warning';
  buttons?: string[];
  title?: string;
  detail?: string;
}
export interface MessageBoxReturnValue {
  response: number;
  checkboxChecked: boolean;
}
export interface Dialog {
  showErrorBox(title: string, content: string): void;
  showMessageBox(window: BrowserWindow, options: MessageBoxOptions): Promise<MessageBoxReturnValue>;
  showMessageBox(options: MessageBoxOptions): Promise<MessageBoxReturnValue>;
}
export const dialog: Dialog;

export interface Display {
  workArea: Rectangle;
}
export const screen: { getAllDisplays(): Display[] };

export interface CustomScheme {
  scheme: string;
  privileges?: {
    standard?: boolean;
    secure?: boolean;
    supportFetchAPI?: boolean;
    corsEnabled?: boolean;
    stream?: boolean;
  };
}
export interface Protocol {
  registerSchemesAsPrivileged(customSchemes: CustomScheme[]): void;
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void;
}
export const protocol: Protocol;

export interface OnBeforeRequestListenerDetails {
  url: string;
}
export interface CallbackResponse {
  cancel?: boolean;
}
export interface Session {
  setPermissionRequestHandler(
    handler:
      ((webContents: WebContents, permission: string, callback: (permissionGranted: boolean) => void) => void) | null,
  ): void;
  setPermissionCheckHandler(handler: ((webContents: WebContents | null, permission: string) => boolean) | null): void;
  readonly webRequest: {
    onBeforeRequest(
      listener:
        ((details: OnBeforeRequestListenerDetails, callback: (response: CallbackResponse) => void) => void) | null,
    ): void;
  };
}
export const session: { readonly defaultSession: Session };

export const shell: {
  openExternal(url: string): Promise<void>;
  showItemInFolder(fullPath: string): void;
  openPath(path: string): Promise<string>;
};

export interface MenuItemConstructorOptions {
  label?: string;
  role?:
    | 'undo'
    | 'redo'
    | 'cut'
    | 'copy'
    | 'paste'
    | 'selectAll'
    | 'reload'
    | 'toggleDevTools'
    | 'resetZoom'
    | 'zoomIn'
    | 'zoomOut'
    | 'togglefullscreen'
    | 'minimize'
    | 'close'
    | 'quit'
    | 'hide'
    | 'hideOthers'
    | 'unhide'
    | 'zoom'
    | 'help'
    | 'about';
  type?: 'normal' | 'separator' | 'submenu' | 'checkbox' | 'radio';
  click?: () => void;
  accelerator?: string;
  submenu?: MenuItemConstructorOptions[];
}
export class Menu {
  static setApplicationMenu(menu: Menu | null): void;
  static buildFromTemplate(template: MenuItemConstructorOptions[]): Menu;
}
