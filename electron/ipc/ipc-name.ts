/**
 * IPC channel names are namespaced so nothing else on ipcMain can collide with ours. Kept free of
 * zod so the sandboxed preload bundle stays tiny.
 */
import type { EventChannel, RequestChannel } from './contract';

export const ipcName = (channel: RequestChannel | EventChannel): string => `r3:${channel}`;
