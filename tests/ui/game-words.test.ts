/**
 * Every word the game's own modules produce comes from the catalogue. The test words the page in a
 * pseudo-language: each message is its English text with every letter turned full-width (ａｂｃ),
 * while the values put into it stay as given. Whatever plain ASCII letter is left was written in
 * code, not taken from the catalogue (only ratings such as "B2", which are printed data, remain).
 */
import { beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import english from '../../locales/en.json';
import { flattenCatalogue } from '../../renderer/src/i18n/flatten';
import { messageArgs } from '../../tools/i18n/message-args';
import type { MessageValues } from '../../renderer/src/i18n/catalogue';

const PSEUDO = 'cs';
const sources = new Map(flattenCatalogue(english));
const argKinds = new Map<string, ReturnType<typeof messageArgs>>();

vi.mock('../../renderer/src/i18n/catalogue', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../renderer/src/i18n/catalogue')>();
  const fullWidth = (s: string): string => s.replace(/[A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
  return {
    ...real,
    formatMessage(language: string, key: string, values?: MessageValues): string {
      if (language !== PSEUDO) return real.formatMessage(language as 'en', key, values);
      // Text values are put in as markers, so only the message's own words are turned.
      let kinds = argKinds.get(key);
      if (!kinds) argKinds.set(key, (kinds = messageArgs(sources.get(key) ?? '')));
      const slots: string[] = [];
      const marked: Record<string, string | number | Date> = {};
      for (const [name, v] of Object.entries(values ?? {}))
        marked[name] = typeof v === 'string' && kinds.get(name) !== 'select' ? `\u0001${slots.push(v) - 1}\u0002` : v;
      return real
        .formatMessage('en', key, marked)
        .split(/(\u0001\d+\u0002)/)
        .map((part) => (/^\u0001\d+\u0002$/.test(part) ? slots[Number(part.slice(1, -1))]! : fullWidth(part)))
        .join('');
    },
  };
});

const { setLanguage } = await import('../../renderer/src/i18n/language.svelte');
const { logLines } = await import('../../renderer/games/richard-iii/model/log-text');
const { actionText, isBattleOrder, orderText } = await import('../../renderer/games/richard-iii/model/action-text');
const { promptFor } = await import('../../renderer/games/richard-iii/model/prompt');
const { toBattleModel, finishedModel } = await import('../../renderer/games/richard-iii/model/battle-model');
const { areaTooltip, blockTooltip } = await import('../../renderer/games/richard-iii/model/tooltips');
const { phaseText } = await import('../../renderer/games/richard-iii/model/phase');
const { routeText, NONE } = await import('../../renderer/games/richard-iii/model/selection');
const { mapLabels } = await import('../../renderer/games/richard-iii/model/map-labels');
const { loadGeometry } = await import('../../assets/map/geometry');
const { AREAS, SIDES } = await import('../../engine/richard-iii/data');
const { newGame, playUntil, viewOf } = await import('./fixtures');

/** Words `Intl` puts between list items in the language ("nebo" for "or", "a" for "and"): the language's own, not ours. */
const listWords = new Set(
  (['disjunction', 'conjunction'] as const).flatMap(
    (type) => new Intl.ListFormat(PSEUDO, { type }).format(['1', '2', '3']).match(/[A-Za-z]+/g) ?? [],
  ),
);

/** What is left of a text once the catalogue's (full-width) words, printed ratings and list words are taken out. */
const leftover = (text: string): string[] =>
  (text.replace(/\b[A-D]\d\b/g, '').match(/[A-Za-z]+/g) ?? []).filter((w) => !listWords.has(w));

function expectTranslated(texts: Iterable<string>): void {
  for (const text of texts) expect(leftover(text), text).toEqual([]);
}

describe('the game in another language', () => {
  beforeAll(() => setLanguage(PSEUDO));
  afterAll(() => setLanguage('en'));

  it('words every log line, prompt, button, battle board and tooltip of random games from the catalogue', () => {
    let battles = 0;
    for (const seed of [2, 5]) {
      let s = newGame(seed);
      for (let i = 0; i < 500 && !s.outcome; i++) {
        for (const side of SIDES) {
          const view = viewOf(s, side);
          const texts: string[] = [phaseText(view.step)];
          const prompt = promptFor(view, side, NONE);
          texts.push(prompt.title, prompt.hint, prompt.warning ?? '');
          if (view.toAct.includes(side))
            for (const a of view.legal) texts.push(actionText(a), ...(isBattleOrder(a) ? [orderText(a)] : []));
          if (view.battle) {
            battles++;
            const m = toBattleModel(view.battle, side, view.legal, null);
            const done = finishedModel(m, view.battle, side);
            texts.push(m.title, m.turn, ...m.recent, m.roll?.text ?? '', done.turn, done.result ?? '');
            texts.push(m.attacker.title, m.defender.title, ...Object.values(m.labels));
          }
          if (i % 50 === 0) {
            texts.push(...logLines(view.log, side).map((l) => l.text));
            for (const b of view.blocks) texts.push(...blockTooltip(view, b.key));
            for (const a of AREAS) texts.push(...areaTooltip(view, a.id));
          }
          expectTranslated(texts);
        }
        s = playUntil(s, seed * 1000 + i, () => false, 1);
      }
      for (const side of SIDES) expectTranslated(logLines(viewOf(s, side).log, side).map((l) => l.text));
    }
    expect(battles).toBeGreaterThan(0);
  }, 120_000);

  it('words the routes and everything drawn on the map', () => {
    const view = viewOf(newGame(1), 'york');
    expectTranslated([
      routeText(view, 'kent', { by: 'sea' }),
      routeText(view, 'kent', { by: 'land', via: null }),
      routeText(view, 'kent', { by: 'land', via: 'sussex' }),
    ]);
    const labels = mapLabels(loadGeometry());
    const { areas, seas, symbols, legend, exile, ...rest } = labels;
    expectTranslated([
      ...Object.values(areas),
      ...Object.values(seas),
      ...Object.values(symbols),
      ...Object.values(legend),
      ...Object.values(exile),
      rest.title,
      rest.subtitle,
      rest.north,
    ]);
  });

  it('words the supply warnings: the areas already over, a destination a move would overfill', async () => {
    const { scenarioState, startActionPhaseFor, cardWith } = await import('../engine/position');
    const { makeView } = await import('../../engine/richard-iii/view');
    const { indexChoices } = await import('../../renderer/games/richard-iii/model/choices');
    const { mapTooltip } = await import('../../renderer/games/richard-iii/model/tooltips');
    // Kingmaker: Lancaster's five exiles overfill France; the whole group sailing to Scotland would overfill it too.
    const s = scenarioState('kingmaker', 1);
    startActionPhaseFor(s, 'lancaster', 'lancaster', cardWith(3));
    const view = makeView(s, 'lancaster');
    const warning = promptFor(view, 'lancaster', NONE).warning;
    const blocks = view.blocks.filter((b) => b.place === 'france').map((b) => b.id!);
    const sel = { k: 'group', area: 'france', blocks } as const;
    const tip = mapTooltip(view, { kind: 'area', id: 'scotland' }, indexChoices(view, view.legal), sel);
    expect(warning).toBeDefined();
    expect(tip.length).toBe(areaTooltip(view, 'scotland').length + 1);
    expectTranslated([warning!, ...tip]);
  });

  it('is a real check: English words written in code are caught', () => {
    expect(leftover('Ｗａｒｗｉｃｋ fires')).toEqual(['fires']);
    expect(leftover('Ｒａｔｉｎｇ B2')).toEqual([]);
  });

  it('words the end of a game: the last log line, the prompt and the phase', () => {
    const s = playUntil(newGame(1), 1, (x) => x.outcome !== null, 60_000);
    expect(s.outcome).not.toBeNull();
    for (const side of SIDES) {
      const view = viewOf(s, side);
      const prompt = promptFor(view, side, NONE);
      expectTranslated([logLines(view.log, side).at(-1)!.text, prompt.title, prompt.hint, phaseText('game-over')]);
    }
  });
});

describe('block names in English', () => {
  it('name a two-version noble with its side in words, never on its sticker', async () => {
    const { blockLabel, blockName } = await import('../../renderer/games/richard-iii/model/names');
    setLanguage('en');
    expect(blockName('y-warwick')).toBe('Warwick (Y)');
    expect(blockLabel('y-warwick')).toBe('Warwick');
    expect(blockLabel('l-scots-mercenary')).toBe('Scots');
    expect(blockName('y-london-levy')).toBe('London levy');
    // A church has two versions: its side in one pair of brackets, not a second.
    expect(blockName('y-canterbury-church')).toBe('Canterbury church (Y)');
    expect(blockLabel('y-london-levy')).toBe('London');
  });

  it('never put a second pair of brackets on a two-version block, in any language', async () => {
    const { blockName } = await import('../../renderer/games/richard-iii/model/names');
    const { BLOCKS } = await import('../../engine/richard-iii/data');
    const doubled: string[] = [];
    for (const language of ['en', 'cs', 'pl', 'ru', 'es'] as const) {
      setLanguage(language);
      for (const b of BLOCKS) if (b.other >= 0 && blockName(b.id).split('(').length > 2) doubled.push(blockName(b.id));
    }
    setLanguage('en');
    expect(doubled).toEqual([]);
  });
});
