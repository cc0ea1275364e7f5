/** Replay navigation, the battle record and the game record's escaping (pure functions of the viewer). */
import { describe, expect, it } from 'vitest';
import type { Milestone } from '../../electron/ipc/contract';
import { battleRecord } from '../../renderer/games/richard-iii/model/battle-record';
import { chartSpecs, politicalRows } from '../../renderer/games/richard-iii/model/replay-charts';
import type { LogEntry } from '../../renderer/games/richard-iii/model/types';
import { milestoneAt, positionOfLine, stepTo } from '../../renderer/src/replay/replay-nav';
import { reportHtml, type GameReport } from '../../renderer/src/replay/report';

const m = (kind: Milestone['kind'], at: number, turn: number | null = null): Milestone => ({
  kind,
  at,
  campaign: 1,
  turn,
  area: null,
});
const MILESTONES = [
  m('turn', 5, 1),
  m('battle', 9),
  m('battle', 14),
  m('turn', 20, 2),
  m('political', 40),
  m('campaign', 41),
];

describe('replay navigation', () => {
  it('steps to the next and previous milestone of a kind', () => {
    expect(stepTo(MILESTONES, 'battle', 0, 1)).toBe(9);
    expect(stepTo(MILESTONES, 'battle', 9, 1)).toBe(14);
    expect(stepTo(MILESTONES, 'battle', 14, 1)).toBeNull();
    expect(stepTo(MILESTONES, 'battle', 12, -1)).toBe(9);
    expect(stepTo(MILESTONES, 'battle', 9, -1)).toBeNull();
    expect(stepTo(MILESTONES, 'turn', 25, -1)).toBe(20);
    expect(stepTo(MILESTONES, 'campaign', 30, -1)).toBe(0);
    expect(stepTo(MILESTONES, 'campaign', 30, 1)).toBe(41);
  });

  it('names the milestone a position is in', () => {
    expect(milestoneAt(MILESTONES, 'turn', 4)).toBeNull();
    expect(milestoneAt(MILESTONES, 'turn', 19)?.turn).toBe(1);
    expect(milestoneAt(MILESTONES, 'turn', 20)?.turn).toBe(2);
  });

  it('finds the first position at which a log line shows', async () => {
    // Lines at position n: one line per 3 actions.
    const linesAt = async (n: number): Promise<number> => Math.floor(n / 3) + 1;
    for (const line of [0, 1, 5, 33]) {
      const at = await positionOfLine(line, 100, linesAt);
      expect(await linesAt(at)).toBeGreaterThan(line);
      if (at > 0) expect(await linesAt(at - 1)).toBeLessThanOrEqual(line);
    }
  });
});

describe('battle record', () => {
  it('counts each battle once with its winner and the steps each side lost', () => {
    const log: LogEntry[] = [
      { k: 'battle-start', s: 'york', p: { area: 'kent' } },
      { k: 'battle-hit', s: 'lancaster', p: { block: 'x', hits: 2 } },
      { k: 'battle-hit', s: 'lancaster', only: 'lancaster', p: { block: 'x', hits: 2 } },
      { k: 'battle-hit', s: 'york', p: { block: 'y', hits: 1 } },
      { k: 'battle-end', s: 'york', p: { area: 'kent' } },
      { k: 'battle-start', s: 'lancaster', p: { area: 'essex' } },
    ];
    expect(battleRecord(log)).toEqual([
      { entry: 0, area: 'kent', attacker: 'york', winner: 'york', lost: { lancaster: 2, york: 1 } },
      { entry: 5, area: 'essex', attacker: 'lancaster', winner: null, lost: { lancaster: 0, york: 0 } },
    ]);
  });
});

describe('game record', () => {
  const base: GameReport = {
    language: 'en',
    title: 'A <b>bold</b> game',
    subtitle: 's',
    result: 'r',
    headings: { charts: 'c', battles: 'b', log: 'l' },
    charts: [{ title: 't', svg: '<svg><script>alert(1)</script><circle onclick="x()"/></svg>' }],
    battleColumns: ['#'],
    battles: [['1 & 2']],
    log: [{ text: '<img src=x onerror=alert(1)>', heading: false }],
    footer: 'f',
  };
  it('escapes every word and keeps scripts out', () => {
    const html = reportHtml(base);
    expect(html).toContain('A &lt;b&gt;bold&lt;/b&gt; game');
    expect(html).toContain('1 &amp; 2');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script|onclick=|<img/i);
    expect(html).toContain("default-src 'none'");
  });
  it('drops anything that is not an SVG', () => {
    expect(reportHtml({ ...base, charts: [{ title: 't', svg: '<iframe src="x"></iframe>' }] })).not.toContain('iframe');
  });
});

describe('replay charts', () => {
  const point = (at: number, u: [number, number] | null, king: 'lancaster' | 'york') => ({
    at,
    stats: {
      'steps.lancaster': 10 + at,
      'steps.york': null,
      'usurpation.lancaster': u ? u[0] : null,
      'usurpation.york': u ? u[1] : null,
      'king.lancaster': king === 'lancaster' ? 1 : 0,
      'king.york': king === 'york' ? 1 : 0,
    },
  });
  const points = [point(0, null, 'lancaster'), point(40, [5, 9], 'york'), point(90, [7, 6], 'york')];

  it('lists each political turn with its counts and the King after it', () => {
    expect(politicalRows(points)).toEqual([
      { at: 40, counts: { lancaster: 5, york: 9 }, king: 'york' },
      { at: 90, counts: { lancaster: 7, york: 6 }, king: 'york' },
    ]);
  });

  it('draws a figure only where some value is known, the usurpation count only at political turns', () => {
    const specs = chartSpecs(points);
    expect(specs.map((s) => s.figure)).toEqual(['steps', 'usurpation']);
    const steps = specs[0]!;
    expect(steps.lines.find((l) => l.side === 'york')!.points.every((p) => p.value === null)).toBe(true);
    expect(specs[1]!.lines[0]!.points.map((p) => p.at)).toEqual([40, 90]);
  });
});
