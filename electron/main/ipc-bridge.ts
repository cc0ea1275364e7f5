/**
 * Connects the shared dispatch table to ipcMain. Every message's sender frame must be our own page
 * (app://renderer) in one of our windows; anything else is refused before its payload is read.
 */
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { ipcName, REQUEST_CHANNELS, type Reply } from '../ipc/contract';
import { makeClientSession, type ClientSession } from '../ipc/client-session';
import { forwardGameEvents, makeDispatch, type HostInfo } from '../ipc/handlers';
import type { AppServices } from '../services/app-services';
import { isAppUrl } from './app-protocol';

export function bridgeIpc(services: AppServices, host: HostInfo): () => void {
  const dispatch = makeDispatch(services, host);
  const sessions = new Map<number, ClientSession>();

  const sessionFor = (wc: WebContents): ClientSession => {
    let s = sessions.get(wc.id);
    if (!s) {
      s = makeClientSession((event, payload) => {
        if (!wc.isDestroyed()) wc.send(ipcName(event), payload);
      });
      sessions.set(wc.id, s);
      wc.once('destroyed', () => sessions.delete(wc.id));
      // A reload starts a fresh page: it must open its game again before views are pushed.
      wc.on('did-start-navigation', (details) => {
        if (details.isMainFrame && !details.isSameDocument) s!.watching = null;
      });
    }
    return s;
  };

  const trusted = (event: IpcMainInvokeEvent): boolean => {
    const frame = event.senderFrame;
    return frame !== null && frame === event.sender.mainFrame && isAppUrl(frame.url);
  };

  for (const channel of REQUEST_CHANNELS) {
    ipcMain.handle(ipcName(channel), async (event, payload: unknown): Promise<Reply<unknown>> => {
      if (!trusted(event))
        return {
          ok: false,
          error: { code: 'forbidden', message: 'Request refused: it did not come from the game window.' },
        };
      return dispatch(channel, payload, sessionFor(event.sender));
    });
  }
  const stopForwarding = forwardGameEvents(services, () => sessions.values());
  return () => {
    stopForwarding();
    for (const channel of REQUEST_CHANNELS) ipcMain.removeHandler(ipcName(channel));
  };
}
