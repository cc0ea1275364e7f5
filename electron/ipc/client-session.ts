/**
 * One connected UI (an Electron window, a browser tab on the web host). It remembers which game
 * and player it watches, so pushed views show that player's eyes only.
 */
import type { EventChannel, EventPayload } from './contract';

export interface ClientSession {
  watching: { saveId: string; player: string | null } | null;
  send<E extends EventChannel>(event: E, payload: EventPayload<E>): void;
}

export function makeClientSession(send: ClientSession['send']): ClientSession {
  return { watching: null, send };
}
