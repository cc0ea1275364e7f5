/** Frames on the web host's WebSocket: requests carry an id, replies echo it, events have none. */
import { z } from 'zod';
import type { EventChannel, EventPayload, Reply } from './contract';

export { WS_PATH } from './ws-path';

export const WsRequestSchema = z.strictObject({
  type: z.literal('request'),
  id: z.number().int().nonnegative(),
  channel: z.string().max(100),
  payload: z.unknown(),
});
export type WsRequest = z.infer<typeof WsRequestSchema>;

export type WsServerFrame =
  | { readonly type: 'reply'; readonly id: number; readonly reply: Reply<unknown> }
  | {
      [E in EventChannel]: { readonly type: 'event'; readonly event: E; readonly payload: EventPayload<E> };
    }[EventChannel];
