/**
 * The narrow API the page gets: one function per intent, built over any transport. The preload
 * builds it over ipcRenderer, the web build over a WebSocket, so both hosts give the page the very
 * same object type (`AppApi`). No channel names, no raw events, nothing generic reaches the page.
 */
import type {
  CreateGameInput,
  EventChannel,
  EventPayload,
  Reply,
  RequestChannel,
  RequestPayload,
  RequestReply,
  Settings,
  ReplayLens,
} from './contract';

/**
 * The link to the host, for transports that can lose it (web mode): `reconnecting` while the host
 * is gone, `connected` once it answers again (the open game is subscribed again by then), and
 * `key-changed` when a restarted host has a new access key, so only its new address will do.
 */
export type ConnectionState = 'connected' | 'reconnecting' | 'key-changed';

export interface Transport {
  invoke<C extends RequestChannel>(channel: C, payload: RequestPayload<C>): Promise<Reply<RequestReply<C>>>;
  /** Returns the unsubscribe function. */
  on<E extends EventChannel>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
  /** Absent where the link cannot drop (Electron's IPC). Returns the unsubscribe function. */
  onConnection?(listener: (state: ConnectionState) => void): () => void;
}

export function makeApi(t: Transport) {
  return {
    appInfo: () => t.invoke('app:info', {}),
    quit: () => t.invoke('app:quit', {}),
    lastGame: () => t.invoke('app:lastGame', {}),
    listSaves: () => t.invoke('saves:list', {}),
    renameSave: (saveId: string, name: string) => t.invoke('saves:rename', { saveId, name }),
    deleteSave: (saveId: string) => t.invoke('saves:delete', { saveId }),
    exportSave: (saveId: string) => t.invoke('saves:export', { saveId }),
    importSave: (contents: string) => t.invoke('saves:import', { contents }),
    newGame: (input: CreateGameInput) => t.invoke('game:create', input),
    /** Opens a game through `player`'s eyes (null = spectator); later views are pushed to onView. */
    openGame: (saveId: string, player: string | null) => t.invoke('game:open', { saveId, player }),
    getView: (saveId: string, player: string | null) => t.invoke('game:view', { saveId, player }),
    /** `seq`: the actionCount of the view the action was chosen in (a stale one is refused). */
    submitAction: (saveId: string, player: string, action: unknown, seq: number) =>
      t.invoke('game:act', { saveId, player, action, seq }),
    /** Takes back `player`'s last move when PlayerView.canUndo says so. */
    undo: (saveId: string, player: string) => t.invoke('game:undo', { saveId, player }),
    closeGame: (saveId: string) => t.invoke('game:close', { saveId }),
    /** A saved game's milestones and chart series, through `lens` (read-only; the game is not opened). */
    replayTimeline: (saveId: string, lens: ReplayLens) => t.invoke('replay:timeline', { saveId, lens }),
    /** The position after `at` actions through `lens`. */
    replayFrame: (saveId: string, at: number, lens: ReplayLens) => t.invoke('replay:frame', { saveId, at, lens }),
    /** What the strongest bot would play in `player`'s place in position `seq` (from his view only). */
    hint: (saveId: string, player: string, seq: number) => t.invoke('game:hint', { saveId, player, seq }),
    /** `player`'s odds in position `seq`: an attack he is about to make, or (no `attack`) the battle being fought. */
    odds: (saveId: string, player: string, seq: number, attack?: { blocks: string[]; to: string; via?: string }) =>
      t.invoke('game:odds', { saveId, player, seq, ...(attack ? { attack } : {}) }),
    getSettings: () => t.invoke('settings:get', {}),
    setSettings: (patch: Partial<Settings>) => t.invoke('settings:set', patch),
    onView: (listener: (view: EventPayload<'game:view'>) => void) => t.on('game:view', listener),
    onBotActivity: (listener: (activity: EventPayload<'bot:activity'>) => void) => t.on('bot:activity', listener),
    onHostError: (listener: (error: EventPayload<'host:error'>) => void) => t.on('host:error', listener),
    onConnection: (listener: (state: ConnectionState) => void) => t.onConnection?.(listener) ?? (() => {}),
  };
}

export type AppApi = ReturnType<typeof makeApi>;
