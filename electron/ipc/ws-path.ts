/** Where the web host's WebSocket listens (kept free of zod so the renderer bundle stays small). */
export const WS_PATH = '/ipc';
