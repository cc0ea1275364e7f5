/**
 * Issue 13, battle odds over the wire (`game:odds`, web mode and the dispatch Electron uses): only
 * a seat a person plays may ask — a bot's view is its own, and odds worked out from it would leak
 * its hidden blocks; the figures come from the asker's view (the same as the engine gives for that
 * view, whatever the other side hides), for the position asked about only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { appRegistry } from '../../electron/games';
import { botSeed } from '../../electron/services/bots/bots';
import { makeRng, nextInt } from '../../engine/core/rng';
import { battleOdds } from '../../engine/richard-iii/battle/odds';
import type { RichardView } from '../../engine/richard-iii/view';
import { ask, openWs, startTestHost, type TestHost } from './wire';

let t: TestHost;
let ws: WebSocket;
let ids = 0;
const call = (channel: string, payload: unknown) => ask(ws, ++ids, channel, payload);

beforeAll(async () => {
  t = await startTestHost({}, appRegistry);
  ws = await openWs(t.host);
});
afterAll(async () => {
  ws.close();
  await t.close();
});

/** A hot-seat game played at random (seeded) through the services until someone is due a battle turn. */
function gameAtABattle(): { saveId: string; player: 'york' | 'lancaster'; seq: number } {
  const created = t.services.games.create({
    moduleId: 'richard-iii',
    scenario: 'wars-of-the-roses',
    seed: 5,
    name: 'Odds',
    seats: { york: { kind: 'human' }, lancaster: { kind: 'human' } },
  });
  if (!created.ok) throw new Error(created.error.message);
  const saveId = created.value.id;
  const rng = makeRng(17);
  for (let i = 0; i < 3000; i++) {
    const spectator = t.services.games.view(saveId, null);
    if (!spectator.ok) throw new Error(spectator.error.message);
    const player = spectator.value.toAct[nextInt(rng, spectator.value.toAct.length)] as 'york' | 'lancaster';
    const v = t.services.games.view(saveId, player);
    if (!v.ok) throw new Error(v.error.message);
    if ((v.value.view as RichardView).step === 'battle-turn') return { saveId, player, seq: v.value.actionCount };
    const legal = v.value.legalActions;
    const played = t.services.games.submit(saveId, player, legal[nextInt(rng, legal.length)], v.value.actionCount);
    if (!played.ok) throw new Error(played.error.message);
  }
  throw new Error('no battle in 3000 actions');
}

describe('game:odds', () => {
  it("answers a person's seat from his own view: the engine's figures for that view and the position's seed", async () => {
    const { saveId, player, seq } = gameAtABattle();
    const reply = await call('game:odds', { saveId, player, seq });
    expect(reply.ok).toBe(true);
    const v = t.services.games.view(saveId, player);
    if (!v.ok) throw new Error(v.error.message);
    const own = battleOdds(v.value.view as RichardView, player, {}, botSeed(5, seq, `${player}/odds`));
    if (!own.ok) throw new Error(own.error.message);
    const { area, attacker, win, losses, simulations, samples } = own.value;
    expect(reply.value).toEqual({ saveId, player, seq, area, attacker, win, losses, simulations, samples });
    expect(reply.value).toMatchObject({ simulations: 2000 });
    // Asking again gives the same figures; an older position is refused.
    expect(await call('game:odds', { saveId, player, seq })).toEqual(reply);
    expect(await call('game:odds', { saveId, player, seq: seq - 1 })).toMatchObject({
      ok: false,
      error: { code: 'stale-position' },
    });
  });

  it("refuses the bot's seat, foreign sides and junk, and says why an attack cannot be priced", async () => {
    const created = await call('game:create', {
      moduleId: 'richard-iii',
      scenario: 'wars-of-the-roses',
      seed: 3,
      seats: { york: { kind: 'human' }, lancaster: { kind: 'bot', level: 'easy' } },
    });
    const saveId = (created.value as { id: string }).id;
    expect(await call('game:odds', { saveId, player: 'lancaster', seq: 0 })).toMatchObject({
      ok: false,
      error: { code: 'not-your-seat' },
    });
    expect(await call('game:odds', { saveId, player: 'tudor', seq: 0 })).toMatchObject({
      ok: false,
      error: { code: 'unknown-player' },
    });
    expect(
      await call('game:odds', { saveId, player: 'york', seq: 0, attack: { blocks: ['y-york'], to: 'kent' } }),
    ).toMatchObject({ ok: false, error: { code: 'no-odds', params: { reason: 'odds-not-now' } } });
    expect(await call('game:odds', { saveId, player: 'york', seq: 0 })).toMatchObject({
      ok: false,
      error: { code: 'no-odds', params: { reason: 'odds-no-battle' } },
    });
    expect(
      await call('game:odds', { saveId, player: 'york', seq: 0, attack: { blocks: 'y-york', to: 'kent' } }),
    ).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });
});
