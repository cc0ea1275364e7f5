/** The panel's prompt follows the decision actually in front of the player, never a stale one. */
import { describe, expect, it } from 'vitest';
import { promptFor } from '../../renderer/games/richard-iii/model/prompt';
import { promptRule } from '../../renderer/games/richard-iii/model/prompt-rule';
import { panelActions } from '../../renderer/games/richard-iii/model/panel-actions';
import { indexChoices } from '../../renderer/games/richard-iii/model/choices';
import { NONE, type Selection } from '../../renderer/games/richard-iii/model/selection';
import type { State } from '../../engine/richard-iii/types';
import { apply, newGame, playUntil, viewOf } from './fixtures';
import { areaName, blockName } from '../../renderer/games/richard-iii/model/names';
import { setLanguage } from '../../renderer/src/i18n/language.svelte';
import { scenarioState } from '../engine/position';
import { position, supply } from '../engine/political/helpers';

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
  it('prices a group by how it can move: the area once by land, each block by sea', () => {
    const movers = (s: State) => {
      const v = viewOf(s, s.act!.side);
      const by = new Map<string, Set<string>>();
      for (const a of v.legal)
        if (a.t === 'move' || a.t === 'sea') {
          const from = v.blocks.find((b) => b.id === a.block)!.place;
          by.set(from, (by.get(from) ?? new Set()).add(a.t));
        }
      return { v, by };
    };
    const picked = (s: State, kinds: string) => {
      const { v, by } = movers(s);
      const area = [...by].find(([, k]) => [...k].sort().join() === kinds)?.[0];
      if (!area) return null;
      const blocks = v.legal.flatMap((a) =>
        (a.t === 'move' || a.t === 'sea') && v.blocks.find((b) => b.id === a.block)!.place === area ? [a.block] : [],
      );
      const sel: Selection = { k: 'group', area: area as never, blocks: [...new Set(blocks)] };
      return { hint: promptFor(v, s.act!.side, sel).hint, rule: promptRule(v, s.act!.side, sel) };
    };
    const group = (s: State, kinds: string) => picked(s, kinds)?.hint ?? null;
    // The § link beside the hint: the sea move's rule when the blocks can only sail.
    const rule = (s: State, kinds: string) => picked(s, kinds)?.rule;
    const acting = (s: State) => s.step.k === 'action' && s.act !== null && s.act.event === null && s.act.ap > 0;
    // Exiles (only sea moves), a coastal area with both, an inland area (only land moves).
    const onlySea = find((s) => acting(s) && group(s, 'sea') !== null, 200);
    const both = find((s) => acting(s) && group(s, 'move,sea') !== null, 200);
    const onlyLand = find((s) => acting(s) && group(s, 'move') !== null, 200);
    expect([onlySea.length, both.length, onlyLand.length].every((n) => n > 0)).toBe(true);
    for (const s of onlySea) {
      expect(group(s, 'sea')).toMatch(/by sea: 1 AP a block/);
      expect(group(s, 'sea')).not.toMatch(/move for free/);
      expect(rule(s, 'sea')).toBe('5.3');
    }
    for (const s of both) {
      expect(group(s, 'move,sea')).toMatch(/move for free\. By sea each block costs 1 AP/);
      expect(rule(s, 'move,sea')).toBe('5.2');
    }
    for (const s of onlyLand) {
      expect(group(s, 'move')).not.toMatch(/sea/);
      expect(rule(s, 'move')).toBe('5.2');
    }
  });

  it('after Muster names its area, says where the blocks may go instead of "all AP spent"', () => {
    const movesLeft = (s: State) => viewOf(s, s.act!.side).legal.some((a) => a.t !== 'end');
    const found = find(
      (s) => s.step.k === 'action' && s.act?.event === 'muster' && s.act.musterArea >= 0 && movesLeft(s),
      400,
    );
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) {
      const v = viewOf(s, s.act!.side);
      const area = areaName(v.action!.musterArea!);
      const p = promptFor(v, s.act!.side, NONE);
      expect(p.title).toBe(`Muster at ${area}`);
      expect(p.hint).toContain(`may move there`);
      expect(p.hint).not.toMatch(/AP spent/);
    }
  });

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
    for (const s of found) {
      const view = viewOf(s, s.act!.side);
      expect(promptFor(view, s.act!.side, NONE).hint).toMatch(/enemy city area/);
      // Its targets are the panel's first buttons; ending the phase (which throws the event away) comes last.
      const buttons = panelActions(indexChoices(view, view.legal), NONE);
      expect(buttons[0]!.t).toBe('plague');
      expect(buttons.at(-1)!.t).toBe('end');
    }
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

describe('the rest of a group', () => {
  it('after the first block of an area moved, the prompt says the rest of its blocks move for free', () => {
    let checked = 0;
    for (let seed = 1; seed < 80 && checked < 3; seed++) {
      const s = playUntil(
        newGame(seed),
        seed,
        (x) => x.step.k === 'action' && x.act !== null && x.act.event === null && x.act.ap > 0,
      );
      if (s.step.k !== 'action' || !s.act || s.act.event !== null || s.act.ap === 0) continue;
      const side = s.act.side;
      const before = viewOf(s, side);
      const place = new Map(before.blocks.map((b) => [b.id, b.place]));
      const landMoves = (v: typeof before) => v.legal.filter((a) => a.t === 'move');
      // An area not yet activated with two blocks or more that may move by land.
      const byArea = new Map<string, Set<string>>();
      for (const a of landMoves(before)) {
        if (a.t !== 'move') continue;
        const from = place.get(a.block)!;
        byArea.set(from, (byArea.get(from) ?? new Set()).add(a.block));
      }
      const group = [...byArea].find(([area, bs]) => bs.size > 1 && !before.action!.activated.includes(area as never));
      if (!group) continue;
      const [area, blocks] = group;
      expect(promptFor(before, side, NONE).hint).not.toMatch(new RegExp(`${areaName(area)}.*for free`));
      const first = landMoves(before).find((a) => a.t === 'move' && a.block === [...blocks][0])!;
      const after = viewOf(apply(s, side, first), side);
      if (after.step !== 'action' || after.action?.ap === 0) continue;
      const left = landMoves(after).some((a) => a.t === 'move' && place.get(a.block) === area);
      if (!left) continue;
      expect(after.action!.activated).toContain(area);
      const hint = promptFor(after, side, NONE).hint;
      expect(hint).toMatch(/The rest of your blocks in .* move for free/);
      expect(hint).toContain(areaName(area));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('battle phase prompt (6.1)', () => {
  const battles = (s: State) => viewOf(s, s.p1).legal.filter((a) => a.t === 'battle').length;
  const choosing = (n: (count: number) => boolean) => (s: State) => s.step.k === 'battle-choose' && n(battles(s));

  it('with several battles asks which to fight next', () => {
    const found = find(
      choosing((n) => n > 1),
      300,
    );
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) {
      const p = promptFor(viewOf(s, s.p1), s.p1, NONE);
      expect(p.title).toBe('Choose the next battle');
      expect(p.hint).toMatch(/Click a contested area/);
    }
  });

  it('with one battle left names it, and asks for no choice among battles', () => {
    const found = find(
      choosing((n) => n === 1),
      300,
    );
    expect(found.length).toBeGreaterThan(0);
    for (const s of found) {
      const view = viewOf(s, s.p1);
      const battle = view.legal.find((a) => a.t === 'battle')!;
      const area = areaName(battle.t === 'battle' ? battle.area : '');
      const p = promptFor(view, s.p1, NONE);
      expect(p.title).toBe(`Start the battle in ${area}`);
      expect(p.hint).toContain(area);
      expect(`${p.title} ${p.hint}`).not.toMatch(/next|choose/i);
    }
  });
});

describe('supply phase: a defected heir (9.1)', () => {
  // 1470 opens with Clarence serving Lancaster: the first supply phase asks Lancaster about him.
  const s = supply(scenarioState('kingmaker'));

  it('names the defector and what the choice is, not a prisoner', () => {
    expect(s.step).toEqual({ k: 'supply-execute', side: 'lancaster' });
    const p = promptFor(viewOf(s, 'lancaster'), 'lancaster', NONE);
    expect(p.title).toBe(`Execute the defector ${blockName('l-clarence')}?`);
    expect(p.hint).toMatch(/defected to your side and serves you as a noble/);
    expect(`${p.title} ${p.hint}`).not.toMatch(/prisoner/i);
  });

  it('in Czech, a defector (přeběhlík), never a prisoner (zajatec)', () => {
    setLanguage('cs');
    try {
      const p = promptFor(viewOf(s, 'lancaster'), 'lancaster', NONE);
      expect(p.title).toBe(`Popravit přeběhlíka ${blockName('l-clarence')}?`);
      expect(`${p.title} ${p.hint}`).not.toMatch(/zajat/i);
    } finally {
      setLanguage('en');
    }
  });
});

describe('supply phase: a loss to the supply limit (7.1)', () => {
  // Six of York's blocks in Kent, whose limit is 4: two steps to lose there.
  const s = supply(
    position({
      'l-henry-vi': 'middlesex',
      'y-york': 'kent',
      'y-warwick': 'kent',
      'y-kent': 'kent',
      'y-salisbury': 'kent',
      'y-norfolk': 'kent',
      'y-suffolk': 'kent',
    }),
  );

  it.each([
    ['en', 'Kent holds 6 blocks against a supply limit of 4: click a block there to lose a step.'],
    ['cs', 'V území Kent stojí 6 bloků při zásobovacím limitu 4: klikněte na blok v něm, který ztratí bod síly.'],
    [
      'pl',
      'W obszarze Kent stoi 6 bloczków przy Limicie Zaopatrzenia 4: kliknij tam bloczek, który straci poziom siły.',
    ],
    [
      'ru',
      'В области Кент 6 блоков при лимите снабжения 4: нажмите на блок в ней, чтобы он потерял единицу численности.',
    ],
    ['es', 'Kent tiene 6 bloques con un Límite de Suministro de 4: pulsa allí un bloque para que pierda un paso.'],
  ] as const)('%s: names the area, its blocks and its limit', (lang, hint) => {
    expect(s.step).toEqual({ k: 'supply-loss', side: 'york' });
    setLanguage(lang);
    try {
      expect(promptFor(viewOf(s, 'york'), 'york', NONE).hint).toBe(hint);
    } finally {
      setLanguage('en');
    }
  });
});
