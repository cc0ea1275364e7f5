/**
 * Electron main process: opens the save store, wires the services to IPC, and shows one hardened
 * window serving the renderer from app://. Built to dist/electron/main.cjs.
 */
import { app, BrowserWindow, dialog, screen } from 'electron';
import { resolveDbPath } from '../../saves/index';
import { appRegistry } from '../games';
import { createAppServices, type AppServices } from '../services/app-services';
import { openSqliteStore } from '../services/sqlite-store';
import { startupNotices } from '../services/startup-notices';
import { APP_URL, registerAppScheme, serveAppProtocol } from './app-protocol';
import { hardenSessions, hardenWebContents } from './hardening';
import { bridgeIpc } from './ipc-bridge';
import { installMenu } from './menu';
import { desktopLanguage, desktopWords } from './desktop-words';
import { BOT_WORKER_FILE, dbFlag, PRELOAD_FILE, RENDERER_DIR } from './paths';
import { makeQuitSequence, type QuitSequence } from './quit-sequence';
import { focusFirstWindow } from './single-instance';
import { DEFAULT_WINDOW_STATE, restoreWindowState, WINDOW_STATE_KEY, type WindowState } from './window-state';

const TITLE = 'Richard III: The Wars of the Roses';
let mainWindow: BrowserWindow | null = null;
let shutdown: QuitSequence | null = null;

registerAppScheme();
hardenWebContents();

if (!app.requestSingleInstanceLock()) {
  // Another copy owns the save file; it will come to the front (below) and we leave.
  app.quit();
} else {
  app.on('second-instance', () => focusFirstWindow(mainWindow));
  app.on('window-all-closed', () => app.quit());
  // 'will-quit' comes after the windows have closed (and written their state): hold the exit until
  // games, bots and then the store have closed, in that order (quit-sequence.ts).
  app.on('will-quit', (event) => {
    if (!shutdown || shutdown.finished) return;
    event.preventDefault();
    void shutdown.quit().finally(() => app.quit());
  });
  app.whenReady().then(start, (e: unknown) => fatal(systemWords().cannotStart(String(e))));
}

/** Before the saved games are open, the shell speaks the system's language. */
function systemWords() {
  return desktopWords(desktopLanguage(null, app.getPreferredSystemLanguages()));
}

function fatal(message: string): void {
  dialog.showErrorBox(TITLE, message);
  app.exit(1);
}

async function start(): Promise<void> {
  hardenSessions();
  serveAppProtocol(RENDERER_DIR);
  const dbPath = resolveDbPath(app.getPath('userData'), dbFlag(process.argv));
  const opened = openSqliteStore(dbPath, appRegistry);
  if (!opened.ok) {
    console.error(opened.error.message); // the English detail, for whoever reads the log
    return fatal(systemWords().cannotOpenSaves(dbPath, opened.error.code));
  }
  const { store, notices } = opened.value;
  const services: AppServices = createAppServices({
    registry: appRegistry,
    store,
    bots: { workerEntry: BOT_WORKER_FILE },
  });
  const quit = makeQuitSequence({
    services,
    store,
    currentWindowState: () => (mainWindow && !mainWindow.isDestroyed() ? windowState(mainWindow) : null),
  });
  shutdown = quit;
  bridgeIpc(services, {
    name: TITLE,
    version: app.getVersion(),
    mode: 'electron',
    quit: () => {
      setTimeout(() => app.quit(), 0); // reply first, then quit
      return true;
    },
    // Shown by the page, the same way as in web mode.
    notices: startupNotices(notices),
  });
  // The menu speaks the language picked in Settings (else the system's), and follows a new pick.
  const wordsFor = (saved: unknown) => desktopWords(desktopLanguage(saved, app.getPreferredSystemLanguages()));
  let menuLanguage = wordsFor(services.saves.settings().language);
  installMenu(() => mainWindow, dbPath, menuLanguage);
  services.saves.onSettings((settings) => {
    const next = wordsFor(settings.language);
    if (next.language === menuLanguage.language) return;
    menuLanguage = next;
    installMenu(() => mainWindow, dbPath, next);
  });
  mainWindow = createWindow(
    restoreWindowState(
      store.getSetting(WINDOW_STATE_KEY),
      screen.getAllDisplays().map((d) => d.workArea),
    ),
    quit.saveWindowState,
  );
  mainWindow.on('closed', () => (mainWindow = null));
}

function createWindow(state: WindowState, save: (s: WindowState) => void): BrowserWindow {
  const win = new BrowserWindow({
    title: TITLE,
    width: state.width,
    height: state.height,
    ...(state.x === undefined || state.y === undefined ? {} : { x: state.x, y: state.y }),
    minWidth: 1024,
    minHeight: 640,
    show: false,
    backgroundColor: '#1b1614',
    webPreferences: {
      preload: PRELOAD_FILE,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  if (state.maximized) win.maximize();
  if (state.fullScreen) win.setFullScreen(true);
  win.once('ready-to-show', () => win.show());

  // Save the normal (unmaximized) bounds, debounced, and once more on close.
  let timer: NodeJS.Timeout | null = null;
  const later = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => save(windowState(win)), 500);
  };
  win.on('resize', later);
  win.on('move', later);
  win.on('close', () => {
    if (timer) clearTimeout(timer);
    save(windowState(win));
  });
  void win.loadURL(APP_URL);
  return win;
}

/** The window's normal (unmaximized) bounds and its maximized/full-screen flags. */
function windowState(win: BrowserWindow): WindowState {
  const b = win.getNormalBounds();
  return {
    ...DEFAULT_WINDOW_STATE,
    x: b.x,
    y: b.y,
    width: b.width,
    height: b.height,
    maximized: win.isMaximized(),
    fullScreen: win.isFullScreen(),
  };
}
