/** Process-wide Electron security settings (the Electron security checklist, items we can enforce). */
import { app, session, shell, type WebContents } from 'electron';

export function hardenSessions(): void {
  const s = session.defaultSession;
  // The game needs no camera, notifications, geolocation... deny everything, always.
  s.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  s.setPermissionCheckHandler(() => false);
  // Nothing remote is ever loaded; refuse any request that is not our own protocol or devtools.
  s.webRequest.onBeforeRequest((details, callback) => {
    const allowed =
      details.url.startsWith('app://') ||
      details.url.startsWith('devtools://') ||
      details.url.startsWith('data:') ||
      details.url.startsWith('blob:');
    callback({ cancel: !allowed });
  });
}

export function hardenWebContents(): void {
  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.on('will-navigate', (e) => e.preventDefault());
    contents.on('will-redirect', (e) => e.preventDefault());
    contents.on('will-attach-webview', (e) => e.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      // Only https links to the publisher's pages may open, and only in the user's browser.
      if (/^https:\/\/(www\.)?columbiagames\.com\//.test(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
  });
}
