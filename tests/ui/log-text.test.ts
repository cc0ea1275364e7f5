import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { logLines } from '../../renderer/games/richard-iii/model/log-text';
import { parseMarkdown, ruleTarget, toDocument } from '../../renderer/src/rules/markdown';
import { actionText } from '../../renderer/games/richard-iii/model/action-text';
import { richardIII } from '../../engine/richard-iii/module';
import { SIDES } from '../../engine/richard-iii/data';
import { newGame, playUntil, viewOf } from './fixtures';
import { cardTitle, eventFaceName, eventName } from '../../renderer/games/richard-iii/model/names';
import { setLanguage } from '../../renderer/src/i18n/language.svelte';
import type { State } from '../../engine/richard-iii/types';

const BAD = /undefined|NaN|\[object|[{}]|null/;

describe('log text', () => {
  it('reads every entry of long random games as plain English, for both sides', () => {
    for (const seed of [1, 2, 3, 4]) {
      const s = playUntil(newGame(seed), seed, (x) => x.campaign >= 2 && x.turn >= 2, 4000);
      for (const side of SIDES) {
        const lines = logLines(viewOf(s, side).log, side);
        expect(lines.length).toBeGreaterThan(20);
        for (const l of lines) expect(l.text, l.text).not.toMatch(BAD);
      }
    }
  });

  it('drops the public twin of the viewer\u2019s own private entry, keeps the enemy\u2019s', () => {
    const s = playUntil(newGame(7), 7, (x) => x.log.some((e) => e.k === 'move' && e.only !== undefined));
    const mover = s.log.find((e) => e.k === 'move' && e.only !== undefined)!.s!;
    const mine = logLines(viewOf(s, mover).log, mover).filter((l) => / moves from /.test(l.text) && l.side === mover);
    const theirs = logLines(
      viewOf(s, mover === 'york' ? 'lancaster' : 'york').log,
      mover === 'york' ? 'lancaster' : 'york',
    ).filter((l) => / moves from /.test(l.text) && l.side === mover);
    expect(mine.length).toBe(theirs.length);
    expect(theirs.every((l) => l.text.includes(': a block'))).toBe(true);
    expect(mine.some((l) => l.text.includes(': a block'))).toBe(false);
  });

  it('logs an attack once: more blocks across its border join it (5.22), across another they are reserves (6.3)', () => {
    const joined = (x: State) => x.log.some((e) => e.k === 'attack' && e.p?.['join'] && e.p['main']);
    const s = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
      .map((seed) => playUntil(newGame(seed), seed, joined, 4000))
      .find(joined)!;
    expect(s).toBeDefined();
    const joins = s.log.filter((e) => e.k === 'attack' && e.p?.['join'] && e.p['main']);
    expect(joins.length).toBeGreaterThan(0);
    for (const e of joins) {
      // The attack itself was logged first, for the same area.
      const first = s.log.findIndex((x) => x.k === 'attack' && !x.p?.['join'] && x.p?.['area'] === e.p!['area']);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(first).toBeLessThan(s.log.indexOf(e));
      const [line] = logLines([e], 'york');
      expect(line!.text).toMatch(/sends another block into the attack on /);
      expect(line!.rule).toBe('5.22');
    }
  });

  it('words each reserve block of an attack as joining it, not as another attack (6.3)', () => {
    // The engine logs every block that enters across another border than the main attack's.
    const reserve = { k: 'attack', r: '6.3', s: 'lancaster' as const, p: { area: 'middlesex', main: false } };
    const lines = logLines([reserve, reserve], 'york');
    for (const line of lines) {
      expect(line.text).toBe('Lancaster sends a block into the attack on Middlesex as a reserve (from round 2).');
      expect(line.text).not.toMatch(/attacks/);
    }
  });

  it('tells a side\u2019s reserves for one battle in one line, naming the blocks only to their owner (6.3)', () => {
    // Seed 20: Lancaster sends two blocks into Cumbria's defence in one movement; the engine logs
    // a "reinforce" entry after each block's move.
    const two = (x: State) => x.log.filter((e) => e.k === 'reinforce').length >= 2;
    const s = playUntil(newGame(20), 20, two, 20_000);
    const entries = s.log.filter((e) => e.k === 'reinforce');
    expect(entries.map((e) => [e.s, e.p?.['area']])).toEqual([
      ['lancaster', 'cumbria'],
      ['lancaster', 'cumbria'],
    ]);
    const reserves = (side: 'york' | 'lancaster') => {
      const log = viewOf(s, side).log;
      return logLines(log, side).filter((l) => log[l.entry]!.k === 'reinforce');
    };
    expect(reserves('york').map((l) => l.text)).toEqual(['Lancaster reinforces Cumbria with 2 blocks (reserves).']);
    expect(reserves('lancaster').map((l) => l.text)).toEqual([
      'Westmoreland (L) and Exeter (L) reinforce Cumbria (reserves).',
    ]);
    // The line stands where the last of them came (look-back marks it played once both are in).
    const last = s.log.lastIndexOf(entries[1]!);
    expect(logLines(s.log, null).find((l) => /reinforce/.test(l.text))!.entry).toBe(last);
    // Each language joins the names its own way.
    setLanguage('es');
    try {
      expect(reserves('lancaster').map((l) => l.text)).toEqual([
        'Westmoreland (L) y Exeter (L) refuerzan Cumbria (Reservas).',
      ]);
      expect(reserves('york').map((l) => l.text)).toEqual(['Lancaster refuerza Cumbria con 2 bloques (Reservas).']);
    } finally {
      setLanguage('en');
    }
  });

  it('keeps reserves apart by side and battle, and a run ends with the movement it belongs to', () => {
    const entry = (s: 'york' | 'lancaster', k: string, area: string) => ({ k, r: '6.3', s, p: { area } });
    const lines = logLines(
      [
        entry('york', 'reinforce', 'kent'),
        entry('york', 'reinforce', 'essex'),
        entry('york', 'reinforce', 'kent'),
        { k: 'battle-start', r: '6', p: { area: 'kent' } },
        entry('york', 'reinforce', 'kent'),
      ],
      'lancaster',
    ).map((l) => l.text);
    expect(lines).toEqual([
      'York reinforces Essex (reserves).',
      'York reinforces Kent with 2 blocks (reserves).',
      'Battle of Kent',
      'York reinforces Kent (reserves).',
    ]);
  });

  it('cites 4 for the 1470 prisoner, where the rules explain him, not the scenario code \u2018kingmaker\u2019', () => {
    // The engine logs the prisoner's rescue and murder with the scenario as their rule.
    const murdered = { k: 'prisoner-murdered', r: 'kingmaker', s: 'lancaster' as const, p: { block: 'l-henry-vi' } };
    const rescued = { ...murdered, k: 'prisoner-rescued', p: { block: 'l-henry-vi', area: 'middlesex' } };
    const lines = logLines([murdered, rescued], 'york');
    expect(lines.map((l) => l.rule)).toEqual(['4', '4']);
    const doc = toDocument(
      parseMarkdown(readFileSync(new URL('../../renderer/src/rules/RULES.md', import.meta.url), 'utf8')),
    );
    const target = ruleTarget(doc, '4');
    expect(doc.sections.find((s) => s.id === target?.section)?.text).toMatch(
      /In 1470 Henry VI starts as York's prisoner/,
    );
  });

  it('names the side that becomes the attacker when the defenders are wiped out in round 1 (6.3)', () => {
    // The engine logs the old defender, whose reserves come in and who attacks from now on.
    const entry = { k: 'battle-control-swap', r: '6.3', s: 'lancaster' as const, p: { area: 'powys' } };
    const [line] = logLines([entry], 'york');
    expect(line!.text).toBe('The defenders are wiped out: Lancaster becomes the attacker in Powys.');
  });

  it('says why a finished game ended, in words', () => {
    for (const seed of [1, 2, 3]) {
      const s = playUntil(newGame(seed), seed, (x) => x.outcome !== null, 60_000);
      expect(s.outcome).not.toBeNull();
      const last = logLines(viewOf(s, 'york').log, 'york').at(-1)!;
      expect(last.text).toMatch(/wins\. (Every (York|Lancaster) heir is dead|(York|Lancaster) holds the throne)/);
      expect(last.text).not.toMatch(/heirs-eliminated|usurpation/);
    }
  });

  it('labels every legal action in words', () => {
    let s = newGame(11);
    for (let i = 0; i < 600 && !s.outcome; i++) {
      const side = richardIII.toAct(s)[0]!;
      const legal = richardIII.legalActions(s, side);
      for (const a of legal) expect(actionText(a)).not.toMatch(BAD);
      s = playUntil(s, i + 1, () => false, 1);
    }
  });
});

describe('event names', () => {
  it('carry the card face’s soft hyphens only on the card face, not into the log or prompts (Russian)', () => {
    setLanguage('ru');
    try {
      expect(eventFaceName('treason')).toContain('\u00ad');
      expect(eventName('treason')).toBe('Предательство');
      expect(cardTitle({ ap: 1, event: 'treason' })).not.toContain('\u00ad');
    } finally {
      setLanguage('en');
    }
  });
});

describe('Polish play-test wording', () => {
  const line = (e: Record<string, unknown>, viewer: 'york' | 'lancaster' = 'york') =>
    logLines([{ r: '', ...e } as never], viewer)[0]!.text;

  it('names a levy as the rulebook does (Zaciężni), an enemy’s hidden move without a gap, an over-full area as an area', () => {
    setLanguage('pl');
    try {
      expect(line({ k: 'recruit', s: 'york', p: { block: 'y-london-levy', area: 'middlesex' } })).toBe(
        'York rekrutuje bloczek Zaciężni z Londynu w obszarze Middlesex.',
      );
      expect(line({ k: 'move', s: 'lancaster', p: { from: 'middlesex', path: ['oxford', 'warwick'] } })).toBe(
        'Lancaster przesuwa ukryty bloczek: Middlesex → Oxford → Warwick.',
      );
      expect(line({ k: 'supply-overstack', s: 'york', p: { areas: ['kent'], steps: [1] } })).toBe(
        'York przekracza Limit Zaopatrzenia w obszarze Kent.',
      );
      expect(line({ k: 'supply-overstack', s: 'york', p: { areas: ['kent', 'essex'], steps: [1, 1] } })).toBe(
        'York przekracza Limit Zaopatrzenia w obszarach Kent, Essex.',
      );
    } finally {
      setLanguage('en');
    }
  });

  it('says a hidden move without a dash standing for the name, in every language', () => {
    for (const lang of ['en', 'cs', 'pl', 'ru', 'es'] as const) {
      setLanguage(lang);
      try {
        for (const e of [
          { k: 'move', s: 'lancaster', p: { from: 'middlesex', path: ['oxford'] } },
          { k: 'sea-move', s: 'lancaster', p: { from: 'kent', to: 'calais' } },
          { k: 'sea-move', s: 'lancaster', p: { from: 'kent', to: 'calais', attack: true } },
        ])
          expect(line(e), lang).not.toMatch(/ — /);
      } finally {
        setLanguage('en');
      }
    }
  });
});
