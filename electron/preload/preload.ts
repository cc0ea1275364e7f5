/**
 * The preload (sandboxed, context-isolated): exposes exactly `window.api`, the intent functions of
 * makeApi over ipcRenderer. The page never sees ipcRenderer, channel names or IpcRendererEvent.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { makeApi, type Transport } from '../ipc/api';
import { ipcName } from '../ipc/ipc-name';

const transport: Transport = {
  invoke: (channel, payload) => ipcRenderer.invoke(ipcName(channel), payload),
  on(event, listener) {
    const wrapped = (_e: unknown, payload: Parameters<typeof listener>[0]) => listener(payload);
    ipcRenderer.on(ipcName(event), wrapped);
    return () => {
      ipcRenderer.removeListener(ipcName(event), wrapped);
    };
  },
};

const api = makeApi(transport);
contextBridge.exposeInMainWorld('api', api);

/** The page's `window.api` type is this object's type. */
export type PreloadApi = typeof api;
