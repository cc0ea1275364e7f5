/**
 * One open game as a game screen holds it, whatever the game: the latest view through the eyes of
 * whoever sits at the screen, the computer's thinking, the host's errors, hot-seat hand-over,
 * undo, hints, and closing the game when the screen goes. Each game's screen (Richard III's map,
 * the card battle's board, the generic list of actions) keeps only what is its own: selection,
 * prompts and drawing. A plain class over runes state, so a test drives it with a fake host.
 */
import { untrack } from 'svelte';
import type { AppApi } from '../../../electron/ipc/api';
import type { AppError, BotActivity, Hint, PlayerView, Reply } from '../../../electron/ipc/contract';
import { errorText } from './error-text';
import { botErrorText } from './bot-text';

/** The part of the page's API a game session talks to. */
export type SessionApi = Pick<
  AppApi,
  'openGame' | 'closeGame' | 'submitAction' | 'undo' | 'hint' | 'onView' | 'onBotActivity' | 'onHostError'
>;

/** Which view a host reply may replace: any (opening, undo, hand-over) or only an older one. */
export type Replace = 'newer' | 'any';

export class GameSession {
  readonly saveId: string;
  readonly #api: SessionApi;

  /** The latest view, replaced whole on each push or reply. */
  pv = $state.raw<PlayerView | null>(null);
  /** Whose eyes the screen looks through; changes in place at a hot-seat hand-over. */
  viewer = $state<string | null>(null);
  /** Set while the next hot-seat player's view is being fetched (the screen stays covered). */
  switching = $state(false);
  /** An action or undo is on its way to the host. */
  busy = $state(false);
  /** A computer seat thinking about its move (null when none is). */
  bot = $state.raw<BotActivity | null>(null);
  /** What the host last refused or reported, kept as a code so its words follow the language. */
  failure = $state.raw<AppError | null>(null);

  /** The last hint given; shown only while its position is still the player's to decide. */
  hint = $state.raw<Hint | null>(null);
  hintActivity = $state.raw<BotActivity | null>(null);
  hintBusy = $state(false);
  hintFailure = $state.raw<AppError | null>(null);

  readonly error = $derived(this.failure ? errorText(this.failure) : null);
  readonly hintError = $derived(this.hintFailure ? botErrorText(this.hintFailure) : null);

  /** The viewer is a player and the game waits on him. */
  readonly myTurn = $derived.by(() => {
    const pv = this.pv;
    return !!pv && pv.player !== null && !pv.outcome && pv.toAct.includes(pv.player);
  });
  /** Hot-seat: another person at this computer is due to move. */
  readonly handOverTo = $derived.by(() => {
    const pv = this.pv;
    if (!pv || this.myTurn || pv.outcome) return null;
    return pv.toAct.find((p) => p !== pv.player && pv.seats[p]?.kind === 'human') ?? null;
  });
  /** The board and the panel are hidden: a hand-over is due or under way. */
  readonly covered = $derived(!!this.handOverTo || this.switching);
  /** The side the computer is thinking for, while the game goes on. */
  readonly thinking = $derived(this.bot && this.pv && !this.pv.outcome ? this.bot.player : null);
  readonly vsComputer = $derived(!!this.pv && Object.values(this.pv.seats).some((s) => s.kind === 'bot'));
  /**
   * The hint for the decision on the board, if one was asked for it: for this position, or for an
   * earlier one of the same decision (the computer's face-down card may have come in under it).
   */
  readonly shownHint = $derived.by(() => {
    const { hint, pv } = this;
    if (!hint || !pv || hint.player !== pv.player || !this.myTurn) return null;
    const since = Math.min(pv.decidingSince ?? pv.actionCount, pv.actionCount);
    return hint.seq >= since && hint.seq <= pv.actionCount ? hint : null;
  });

  constructor(api: SessionApi, saveId: string, player: string | null) {
    this.#api = api;
    this.saveId = saveId;
    this.viewer = player;
  }

  /**
   * Listens to the host and opens the game through the viewer's eyes; returns what closes it again
   * (for a component's `$effect`: reads nothing the effect would re-run on).
   */
  open(): () => void {
    const api = this.#api;
    const offView = api.onView((v) => {
      const pv = this.pv;
      if (
        v.saveId === this.saveId &&
        v.player === this.viewer &&
        (!pv || v.player !== pv.player || v.actionCount >= pv.actionCount)
      )
        this.pv = v;
    });
    const offBot = api.onBotActivity((a) => {
      if (a.saveId !== this.saveId) return;
      if (a.purpose === 'hint') this.hintActivity = a.phase === 'done' ? null : a;
      else this.bot = a.phase === 'done' ? null : a;
    });
    const offErr = api.onHostError((e) => {
      if (!e.saveId || e.saveId === this.saveId) this.failure = e;
    });
    void api
      .openGame(
        this.saveId,
        untrack(() => this.viewer),
      )
      .then((r) => this.accept(r, 'any'));
    return () => {
      offView();
      offBot();
      offErr();
      void api.closeGame(this.saveId);
    };
  }

  /**
   * Takes a host reply: the view it carries, or its error. A reply to an action is older than a
   * view pushed meanwhile ('newer' keeps the pushed one); opening a game or undoing replaces it.
   */
  accept(r: Reply<PlayerView>, which: Replace): boolean {
    if (!r.ok) {
      this.failure = r.error;
      return false;
    }
    this.failure = null;
    if (which === 'any' || !this.pv || r.value.actionCount >= this.pv.actionCount) this.pv = r.value;
    return true;
  }

  /**
   * Each action names the position it was chosen in; if the game has moved on, it is refused and
   * the board catches up (with the refusal shown). True when the host took it.
   */
  async submit(action: unknown): Promise<boolean> {
    const pv = this.pv;
    const who = pv?.player;
    if (!who || !pv) return false;
    const r = await this.#api.submitAction(this.saveId, who, action, pv.actionCount);
    if (!r.ok && r.error.code === 'stale-position') {
      this.accept(await this.#api.openGame(this.saveId, this.viewer), 'any');
      this.failure = r.error;
      return false;
    }
    return this.accept(r, 'newer');
  }

  /** Takes back the last move (the host decides whether it may). False when none was asked for. */
  async undo(): Promise<boolean> {
    const who = this.pv?.player;
    if (!who || this.busy || !this.pv?.canUndo) return false;
    this.busy = true;
    // The count a hint names may come back with another position behind it (undo, then another move).
    if (this.accept(await this.#api.undo(this.saveId, who), 'any')) this.hint = null;
    this.busy = false;
    return true;
  }

  /** Hot-seat: only after the next player confirms is his view asked of the host. */
  async takeOver(next: string): Promise<void> {
    this.switching = true;
    const r = await this.#api.openGame(this.saveId, next);
    if (r.ok) this.viewer = next;
    this.accept(r, 'any');
    this.switching = false;
  }

  /**
   * Asks what the strongest bot would play in the player's place, from his own view; `allowed`
   * says whether the screen offers hints now. Returns the hint, or null (refused or not asked).
   */
  async askHint(allowed: () => boolean): Promise<Hint | null> {
    const pv = this.pv;
    const who = pv?.player;
    if (!who || !pv || this.hintBusy || !allowed()) return null;
    this.hintBusy = true;
    this.hintFailure = null;
    let r = await this.#api.hint(this.saveId, who, pv.actionCount);
    // The host keeps an answer through the computer's hidden simultaneous pick; one refused as
    // stale all the same (the player moved meanwhile, a move was taken back, the page was behind
    // the game) is asked again about the position as it is now, while the screen offers hints.
    for (let retry = 0; retry < 2 && !r.ok && r.error.code === 'stale-position' && allowed() && this.pv; retry++) {
      r = await this.#api.hint(this.saveId, who, this.pv.actionCount);
    }
    this.hintBusy = false;
    this.hintActivity = null;
    if (!r.ok) {
      this.hintFailure = r.error;
      return null;
    }
    this.hint = r.value;
    return r.value;
  }
}

/**
 * The session of a game screen being set up: opened now, closed when the screen goes. The
 * screen's props are read once (the shell mounts a new screen for another game or player).
 */
export function openGameSession(
  api: SessionApi,
  screen: () => { readonly saveId: string; readonly player: string | null },
): GameSession {
  const { saveId, player } = untrack(screen);
  const session = new GameSession(api, saveId, player);
  $effect(() => session.open());
  return session;
}
