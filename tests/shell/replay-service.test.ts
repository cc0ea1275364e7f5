/**
 * The replay service over a real SQLite store: seeking lands on exactly the state the live game had
 * (hash at every 10th action of 20 seeded games), an unfinished game shows only a side played at
 * this computer and exactly its view then, a finished one reveals both sides, milestones fall where
 * the campaign, turn and battle change, and chart points equal the figures counted from the state.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRegistry } from '../../electron/games';
import { createAppServices, type AppServices } from '../../electron/services/app-services';
import { openSqliteStore } from '../../electron/services/sqlite-store';
import type { StorePort } from '../../electron/services/store-port';
import { recordRandomGame } from '../fixtures/recorded-game';
import { BLOCKS, isAreaId } from '../../engine/richard-iii/data';
import { richardIII } from '../../engine/richard-iii/module';
import { ownerOf } from '../../engine/richard-iii/state';
import { chartStats } from '../../engine/richard-iii/stats';
import type { State } from '../../engine/richard-iii/types';
import type { RichardView } from '../../engine/richard-iii/view';
import type { SavedSeats } from '../../electron/ipc/contract';

let dir: string;
let services: AppServices;
let store: StorePort;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'r3-replay-'));
  const opened = openSqliteStore(join(dir, 'saves.db'), appRegistry);
  if (!opened.ok) throw new Error(opened.error.message);
  store = opened.value.store;
  services = createAppServices({ registry: appRegistry, store, bots: null });
});
afterAll(async () => {
  await services.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Recorded {
  id: string;
  /** Hash of the live state after n actions, index n. */
  hashes: string[];
  /** Live states at a few positions (deep copies). */
  states: Map<number, State>;
}

/** Plays a seeded random game through the store (every action committed), keeping the live hashes. */
function record(scenario: string, seed: number, seats: SavedSeats, opts: { stopAt?: number; keep?: number[] } = {}) {
  const hashes: string[] = [];
  const states = new Map<number, State>();
  const keep = new Set(opts.keep ?? []);
  const g = recordRandomGame(store, {
    name: `replay ${seed}`,
    scenario,
    seed,
    choices: seed ^ 0x5eed,
    seats,
    ...(opts.stopAt === undefined ? {} : { stop: (_s: State, n: number) => n >= opts.stopAt! }),
    onState: (state, n) => {
      hashes.push(richardIII.hash(state));
      if (keep.has(n)) states.set(n, richardIII.clone(state));
    },
  });
  return { id: g.id, hashes, states } satisfies Recorded;
}

const HOT_SEAT: SavedSeats = { lancaster: { kind: 'human' }, york: { kind: 'human' } };
const VS_BOT: SavedSeats = { lancaster: { kind: 'human' }, york: { kind: 'bot', level: 'easy' } };
const SCENARIOS = ['wars-of-the-roses', 'kingmaker', 'richard-iii'];

// Each test plays and walks whole Richard III games: seconds apiece on a loaded machine.
describe('replay service', { timeout: 30_000 }, () => {
  it('lands on the live state at every 10th action of 20 seeded games', { timeout: 120_000 }, () => {
    let checked = 0;
    for (let g = 0; g < 20; g++) {
      const rec = record(SCENARIOS[g % 3]!, 9000 + g, HOT_SEAT);
      for (let n = 0; n < rec.hashes.length; n += 10) {
        const resumed = store.resume(rec.id, n);
        if (!resumed.ok) throw new Error(resumed.error.message);
        expect(richardIII.hash(resumed.value.state as State), `game ${g}, action ${n}`).toBe(rec.hashes[n]);
        checked++;
        // The viewer's own seek (its checkpoints + replay) shows that same position.
        if (n % 30 === 0) {
          const frame = services.replays.frame(rec.id, n, { side: 'york' });
          if (!frame.ok) throw new Error(frame.error.message);
          expect(frame.value.view).toEqual(richardIII.view(resumed.value.state as State, 'york'));
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('shows an unfinished game only through a side played here, exactly as it saw it then', () => {
    const rec = record('wars-of-the-roses', 4242, VS_BOT, { stopAt: 120, keep: [0, 37, 120] });
    for (const [n, live] of rec.states) {
      const frame = services.replays.frame(rec.id, n, { side: 'lancaster' });
      if (!frame.ok) throw new Error(frame.error.message);
      expect(frame.value.view).toEqual(richardIII.view(live, 'lancaster'));
      expect(frame.value.revealed).toBe(false);
    }
    // The computer's side and the revealed lens stay shut while the game goes on.
    const bot = services.replays.frame(rec.id, 37, { side: 'york' });
    expect(bot.ok ? null : bot.error.code).toBe('replay-side-hidden');
    const all = services.replays.frame(rec.id, 37, { reveal: true });
    expect(all.ok ? null : all.error.code).toBe('replay-not-over');
    const timeline = services.replays.timeline(rec.id, { side: 'lancaster' });
    if (!timeline.ok) throw new Error(timeline.error.message);
    expect(timeline.value.sides).toEqual(['lancaster']);
    expect(timeline.value.canReveal).toBe(false);
    // Every position on the way, not only the kept ones: Lancaster's frames are Lancaster's views.
    for (let n = 0; n <= 120; n += 7) {
      const frame = services.replays.frame(rec.id, n, { side: 'lancaster' });
      if (!frame.ok) throw new Error(frame.error.message);
      const view = frame.value.view as RichardView;
      const resumed = store.resume(rec.id, n);
      if (!resumed.ok) throw new Error(resumed.error.message);
      expect(view).toEqual(richardIII.view(resumed.value.state as State, 'lancaster'));
    }
    expect(services.replays.frame(rec.id, 121, { side: 'lancaster' }).ok).toBe(false);
  });

  it('reveals both sides of a finished game and marks its milestones', () => {
    const rec = record('kingmaker', 77, VS_BOT, { keep: [] });
    const total = rec.hashes.length - 1;
    const timeline = services.replays.timeline(rec.id, { reveal: true });
    if (!timeline.ok) throw new Error(timeline.error.message);
    const t = timeline.value;
    expect(t).toMatchObject({ total, finished: true, canReveal: true, sides: ['lancaster', 'york'] });
    // Milestones: from the live summaries, independently of the service's walk.
    const setup = richardIII.setup('kingmaker', 77);
    if (!setup.ok) throw new Error(setup.error.message);
    const turns: number[] = [];
    const battles: number[] = [];
    let prev = richardIII.summary(setup.value);
    for (let n = 1; n <= total; n++) {
      const r = store.resume(rec.id, n);
      if (!r.ok) throw new Error(r.error.message);
      const now = richardIII.summary(r.value.state as State);
      if (now.phase !== 'political' && (now.turn !== prev.turn || now.campaign !== prev.campaign)) turns.push(n);
      if (now.battle && now.battle !== prev.battle) battles.push(n);
      prev = now;
    }
    expect(t.milestones.filter((m) => m.kind === 'turn').map((m) => m.at)).toEqual(turns);
    expect(t.milestones.filter((m) => m.kind === 'battle').map((m) => m.at)).toEqual(battles);
    expect(turns.length).toBeGreaterThan(0);
    expect(battles.length).toBeGreaterThan(0);
    // Revealed frames name every block on the map.
    const end = services.replays.frame(rec.id, total, { reveal: true });
    if (!end.ok) throw new Error(end.error.message);
    const view = end.value.view as RichardView;
    expect(view.blocks.filter((b) => isAreaId(b.place)).every((b) => b.id !== null)).toBe(true);
    expect(view.hands).toBeDefined();
  });

  it('charts figures equal to those counted from the full state', () => {
    const rec = record('kingmaker', 78, HOT_SEAT, { keep: [] });
    const timeline = services.replays.timeline(rec.id, { reveal: true });
    if (!timeline.ok) throw new Error(timeline.error.message);
    const { chart } = timeline.value;
    expect(chart[0]!.at).toBe(0);
    expect(chart.length).toBeGreaterThan(2);
    for (const point of chart) {
      const r = store.resume(rec.id, point.at);
      if (!r.ok) throw new Error(r.error.message);
      const s = r.value.state as State;
      // Counted straight from the state: steps of blocks standing in areas, nobles, sole occupation.
      for (const side of ['lancaster', 'york'] as const) {
        let steps = 0;
        let nobles = 0;
        for (let b = 0; b < BLOCKS.length; b++) {
          if (s.loc[b]! < 0 || s.down[b] || ownerOf(s, b) !== side) continue;
          steps += s.steps[b]!;
          if (BLOCKS[b]!.kind === 'noble') nobles++;
        }
        expect(point.stats[`steps.${side}`], `steps ${side} at ${point.at}`).toBe(steps);
        expect(point.stats[`nobles.${side}`], `nobles ${side} at ${point.at}`).toBe(nobles);
        expect(point.stats[`king.${side}`]).toBe(s.kingSide === side ? 1 : 0);
      }
      expect(point.stats).toEqual(chartStats(richardIII.revealedView!(s)));
    }
  });
});
