/** The panel's prompt follows the decision actually in front of the player, never a stale one. */
import { describe, expect, it } from 'vitest';
import { promptFor } from '../../renderer/games/richard-iii/model/prompt';
import { NONE, type Selection } from '../../renderer/games/richard-iii/model/selection';
import type { State } from '../../engine/richard-iii/types';
import { newGame, playUntil, viewOf } from './fixtures';

/** The first position of seeds 1… that `stop` accepts (played at random from a new game). */
function find(stop: (s: State) => boolean, seeds = 60): State[] {
  const out: State[] = [];
  for (let seed = 1; seed < seeds && out.length < 3; seed++) {
    const s = playUntil(newGame(seed), seed, stop);
    if (stop(s)) out.push(s);
  }
  return out;
}

describe('action-phase prompt', () => {
  it('after Plague has struck, says the phase is over instead of asking for a city again', () => {
    const found = find((s) => s.step.k === 'action' && s.act?.event === 'plague' && s.act.plagueDone, 200);
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) {
      const p = promptFor(viewOf(s, s.act!.side), s.act!.side, NONE);
      expect(p.hint).not.toMatch(/city/);
      expect(p.hint).toMatch(/End your action phase/);
    }
  });

  it('while Plague waits for its target, asks for an enemy city area', () => {
    const canStrike = (s: State) => viewOf(s, s.act!.side).legal.some((a) => a.t === 'plague');
    const found = find(
      (s) => s.step.k === 'action' && s.act?.event === 'plague' && !s.act.plagueDone && canStrike(s),
      300,
    );
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) expect(promptFor(viewOf(s, s.act!.side), s.act!.side, NONE).hint).toMatch(/enemy city area/);
  });

  it('at 0 AP no longer invites the player to activate another area', () => {
    const found = find((s) => s.step.k === 'action' && s.act !== null && s.act.event === null && s.act.ap === 0);
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) {
      const p = promptFor(viewOf(s, s.act!.side), s.act!.side, NONE);
      expect(p.hint).not.toMatch(/Click one of your areas|costs 1 AP/);
      expect(p.title).toMatch(/0 AP left|Nothing more to do/);
    }
  });

  it('tells the waiting player how many AP the other side has, and never "spending 0 AP"', () => {
    const found = find((s) => s.step.k === 'action' && s.act !== null && s.act.event === null && s.act.ap === 0);
    for (const s of found) {
      const other = s.act!.side === 'york' ? 'lancaster' : 'york';
      const p = promptFor(viewOf(s, other), other, NONE);
      expect(p.hint).not.toMatch(/0 AP/);
      expect(p.hint).toMatch(/spent every AP/);
    }
    const fresh = find((s) => s.step.k === 'action' && s.act !== null && s.act.ap > 0);
    expect(fresh.length).toBeGreaterThan(0);
    for (const s of fresh) {
      const other = s.act!.side === 'york' ? 'lancaster' : 'york';
      expect(promptFor(viewOf(s, other), other, NONE).hint).toContain(`has ${s.act!.ap} AP to spend`);
    }
  });
});

describe('one question at a time', () => {
  it('while an attack waits for its word, the prompt asks that alone, not which way to go', () => {
    const found = find((s) => s.step.k === 'action' && s.act !== null && s.act.ap > 0);
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) {
      const side = s.act!.side;
      const view = viewOf(s, side);
      const route: Selection = {
        k: 'route',
        area: 'middlesex',
        blocks: [],
        to: 'kent',
        routes: [{ by: 'land', via: null }, { by: 'sea' }],
      };
      expect(promptFor(view, side, route).title).toBe('Which way to Kent?');
      const asked = promptFor(view, side, route, 'kent');
      expect(asked.title).toBe('Attack Kent?');
      expect(asked.hint).toMatch(/Cancel \(Esc\)/);
      expect(asked.hint).not.toMatch(/route/);
    }
  });
});
