import { describe, expect, it } from 'vitest';
import {
  isResult,
  movesAsArrows,
  shownLines,
  sinceMyLastAction,
  worthTelling,
} from '../../renderer/games/richard-iii/model/opponent-moves';
import { logLines } from '../../renderer/games/richard-iii/model/log-text';
import { startSupplyPhase } from '../../engine/richard-iii/political/supply';
import { cardWith, must, put, scenarioState, startActionPhaseFor } from '../engine/position';
import { toMapModel } from '../../renderer/games/richard-iii/model/map-model';
import { NONE } from '../../renderer/games/richard-iii/model/selection';
import { AREA_IDS } from '../../engine/richard-iii/data';
import type { State } from '../../engine/richard-iii/types';
import { richardIII } from '../../engine/richard-iii/module';
import { apply, newGame, playUntil, viewOf } from './fixtures';

const other = (s: 'lancaster' | 'york') => (s === 'york' ? 'lancaster' : 'york');

/** Positions where the side to act faces its action phase after the other side has moved this turn. */
function afterOpponentMoved(): State[] {
  const out: State[] = [];
  for (let seed = 1; seed < 60 && out.length < 4; seed++) {
    const s = playUntil(newGame(seed), seed, (x) => {
      if (x.step.k !== 'action' || !x.act) return false;
      const v = viewOf(x, x.act.side);
      return sinceMyLastAction(v.log, x.act.side).some((e) => e.k === 'move' || e.k === 'sea-move');
    });
    if (s.step.k === 'action') out.push(s);
  }
  return out;
}

describe("the opponent's moves since your last action", () => {
  it('are arrows through the areas the opponent entered, read from your own view only', () => {
    const found = afterOpponentMoved();
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) {
      const me = s.act!.side;
      const view = viewOf(s, me);
      const recent = sinceMyLastAction(view.log, me);
      // Nothing the viewer decided is news to him.
      expect(
        recent.some((e) => e.s === me && ['activate', 'move', 'sea-move', 'recruit', 'card-played'].includes(e.k)),
      ).toBe(false);
      const arrows = toMapModel(view, null, NONE).arrows!;
      const moves = recent.filter(
        (e) => e.s === other(me) && (e.k === 'move' || e.k === 'sea-move' || e.k === 'recruit'),
      );
      expect(arrows.length).toBe(moves.length);
      expect(arrows.length).toBeGreaterThan(0);
      for (const a of arrows) {
        expect(a.side).toBe(other(me));
        for (const area of a.path) expect(AREA_IDS).toContain(area);
      }
      // A land move's arrow starts where the move started and runs through every area entered.
      const land = recent.find((e) => e.k === 'move');
      if (land)
        expect(arrows).toContainEqual({
          kind: 'land',
          side: other(me),
          path: [land.p!['from'], ...(land.p!['path'] as string[])],
        });
    }
  });

  it('are gone once you act', () => {
    for (const s of afterOpponentMoved()) {
      const me = s.act!.side;
      const view = viewOf(s, me);
      const next = view.legal.find((a) => a.t !== 'end') ?? view.legal[0]!;
      const after = viewOf(apply(s, me, next), me);
      expect(movesAsArrows(sinceMyLastAction(after.log, me))).toEqual([]);
    }
  });

  it("end at a decision the log leaves out, from where the page sent it: 1470's spared Clarence", () => {
    // A Czech play-test saw York's last moves drawn over London into the next turn: sparing Clarence
    // leaves no line in the log, so the news since the last logged decision ran on past it.
    let checked = 0;
    for (let seed = 1; seed < 40 && checked < 3; seed++) {
      const start = richardIII.setup('kingmaker', seed);
      if (!start.ok) throw new Error(start.error.message);
      const s = playUntil(start.value, seed, (x) => {
        if (x.step.k !== 'supply-execute' || x.step.side !== 'lancaster') return false;
        const log = viewOf(x, 'lancaster').log;
        return movesAsArrows(sinceMyLastAction(log, 'lancaster')).some((a) => a.side === 'york');
      });
      if (s.step.k !== 'supply-execute') continue;
      const decidedAt = viewOf(s, 'lancaster').log.length;
      const after = viewOf(apply(s, 'lancaster', { t: 'spare', block: 'l-clarence' }), 'lancaster');
      // The log alone still shows York's moves; from where the page sent the spare, nothing.
      expect(movesAsArrows(sinceMyLastAction(after.log, 'lancaster')).length).toBeGreaterThan(0);
      expect(movesAsArrows(sinceMyLastAction(after.log, 'lancaster', decidedAt))).toEqual([]);
      expect(toMapModel(after, null, NONE, decidedAt).arrows).toEqual([]);
      // Lines after it are news as before; a mark past the log's end leaves none (the page drops
      // its mark after an undo to before it).
      expect(sinceMyLastAction(after.log, 'lancaster', decidedAt)).toEqual(after.log.slice(decidedAt));
      expect(sinceMyLastAction(after.log, 'lancaster', after.log.length + 5)).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('What happened: what is worth telling, and which lines a short list keeps', () => {
  const york = { k: 'battle-fire', s: 'york' } as const;
  const won = { k: 'battle-end', s: 'lancaster' } as const;
  const phase = { k: 'supply-phase' } as const;

  it('tells the other side’s doings, and a result of the player’s own move, but not a new phase alone', () => {
    expect(worthTelling([york, phase], 'lancaster')).toBe(true);
    expect(worthTelling([won, phase], 'lancaster')).toBe(true);
    expect(worthTelling([phase, { k: 'turn-start' }], 'lancaster')).toBe(false);
    expect(isResult(won)).toBe(true);
    expect(isResult({ k: 'prisoner-rescued', s: 'lancaster' })).toBe(true);
    expect(isResult(york)).toBe(false);
  });

  it('keeps a result in sight however many lines came after it, marking each run of lines left out where it stands', () => {
    const results = [false, true, ...new Array<boolean>(20).fill(false)];
    expect(shownLines(results, 12)).toEqual([
      { skipped: 1 },
      { line: 1 },
      { skipped: 8 },
      ...Array.from({ length: 12 }, (_, i) => ({ line: 10 + i })),
    ]);
    expect(shownLines([false, true, false], 12)).toEqual([{ line: 0 }, { line: 1 }, { line: 2 }]);
  });

  it('Kingmaker: Henry VI rescued at the supply phase after the player’s own move into London is told, though York did nothing', () => {
    const s = scenarioState('kingmaker');
    put(s, 'y-march', 'kent');
    put(s, 'l-oxford', 'oxford');
    startActionPhaseFor(s, 'lancaster', 'lancaster', cardWith(2));
    must(s, 'lancaster', { t: 'move', block: 'l-oxford', path: ['middlesex'] });
    startSupplyPhase(s);
    const news = sinceMyLastAction(viewOf(s, 'lancaster').log, 'lancaster');
    expect(news.some((e) => e.s === 'york')).toBe(false);
    expect(worthTelling(news, 'lancaster')).toBe(true);
    const lines = logLines(news, 'lancaster');
    const rescued = lines.findIndex((l) => l.text === 'Henry VI is rescued in London!');
    expect(rescued).toBeGreaterThan(lines.findIndex((l) => l.text === 'Supply phase'));
    expect(
      shownLines(
        lines.map((l) => isResult(news[l.entry]!)),
        12,
      ),
    ).toContainEqual({ line: rescued });
  });
});
