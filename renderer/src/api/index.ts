/**
 * The one API object the UI uses. Inside Electron it is `window.api` from the preload; in a plain
 * browser (web mode) the same intent functions run over a WebSocket to the host that served the page.
 */
import { makeApi, type AppApi } from '../../../electron/ipc/api';
import { makeWsTransport } from './ws-transport';

export const api: AppApi = window.api ?? makeApi(makeWsTransport());
export type { AppApi };
