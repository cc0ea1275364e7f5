/** The page's own API and WebSocket transport, run in Node against a real web host. */
import { request } from 'node:http';
import { WebSocket } from 'ws';
import type { WebHost } from '../../electron/headless/web-host';
import { makeApi, type AppApi } from '../../electron/ipc/api';
import { makeWsTransport, type SocketLike } from '../../renderer/src/api/ws-transport';
import { keyCookie } from './wire';

/** What the page's fetch would learn: does the host still take the key it holds? */
function keyAccepted(host: WebHost, cookie: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port: host.port, path: '/', method: 'HEAD', headers: { Cookie: cookie } },
      (res) => {
        res.resume();
        resolve(res.statusCode !== 401);
      },
    );
    req.on('error', () => resolve(true));
    req.end();
  });
}

/** A page opened from `host`'s printed address: it holds that launch's cookie from then on. */
export function pageApi(host: WebHost): AppApi {
  const cookie = keyCookie(host);
  return makeApi(
    makeWsTransport({
      url: `ws://127.0.0.1:${host.port}/ipc`,
      open: (url) => {
        const ws = new WebSocket(url, { headers: { Origin: host.origin, Cookie: cookie } });
        ws.on('error', () => {}); // the transport hears it through onerror/onclose
        return ws as unknown as SocketLike;
      },
      keyAccepted: () => keyAccepted(host, cookie),
      retryDelayMs: () => 20,
    }),
  );
}
