/**
 * A block and an area are told apart in every language: most nobles share their name with an area
 * (Essex, Kent, Oxford, Warwick; heirs Somerset, Gloucester, Rutland), so a line that names both
 * says which is the block (play-test in Czech: "Essex se přeskupuje do území Oxford" read as the area
 * Essex). And each block has one name: its map sticker is a word of its full name, the rulebook's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BLOCKS } from '../../engine/richard-iii/data';
import { logLines } from '../../renderer/games/richard-iii/model/log-text';
import { actionText } from '../../renderer/games/richard-iii/model/action-text';
import { areaName, blockLabel, blockName } from '../../renderer/games/richard-iii/model/names';
import { setLanguage } from '../../renderer/src/i18n/language.svelte';
import { LANGUAGES, type Language } from '../../electron/ipc/languages';
import type { Action, LogEntry } from '../../renderer/games/richard-iii/model/types';

afterAll(() => setLanguage('en'));

/** How each language marks a name as a block's, around `name`. */
const AS_BLOCK: Record<Language, (name: string) => string> = {
  en: (name) => `the ${name} block`,
  cs: (name) => `blok ${name}`,
  pl: (name) => `bloczek ${name}`,
  ru: (name) => `блок ${name}`,
  es: (name) => `el bloque ${name}`,
};

const block = 'y-essex';
/** Log entries that name a block and an area, as the engine records them. */
const ENTRIES: LogEntry[] = [
  { k: 'move', s: 'york', p: { block, from: 'essex', path: ['middlesex', 'oxford'] } },
  { k: 'sea-move', s: 'york', p: { block, from: 'essex', to: 'kent' } },
  { k: 'sea-move', s: 'york', p: { block, from: 'essex', to: 'kent', attack: true } },
  { k: 'recruit', s: 'york', p: { block, area: 'essex' } },
  { k: 'battle-retreat', s: 'york', p: { block, to: 'essex' } },
  { k: 'battle-regroup', s: 'york', p: { block, to: 'oxford' } },
  { k: 'supply-loss', s: 'york', p: { block, area: 'essex' } },
  { k: 'king-returns', s: 'york', p: { block, area: 'essex' } },
  { k: 'go-home', s: 'york', p: { block, to: 'essex' } },
  { k: 'exile-to-pool', s: 'york', p: { block, from: 'calais' } },
];
/** Buttons that name a block and where it goes (English words these as a verb and its object). */
const ACTIONS: Action[] = [
  { t: 'move', block, path: ['oxford'] },
  { t: 'sea', block, to: 'kent' },
  { t: 'recruit', block, to: 'essex' },
  { t: 'regroup', block, to: 'oxford' },
  { t: 'go-home', block, to: 'essex' },
];

describe.each(LANGUAGES)('%s: a block beside an area is named as a block', (language) => {
  it('in the log, for its owner and for the other side', () => {
    setLanguage(language);
    const name = blockName(block);
    expect(name).toBe(areaName('essex')); // the case in point
    for (const viewer of ['york', 'lancaster'] as const)
      for (const line of logLines(ENTRIES, viewer))
        expect(line.text.toLowerCase()).toContain(AS_BLOCK[language](name).toLowerCase());
  });

  it('on the buttons that send it somewhere', () => {
    setLanguage(language);
    const name = blockName(block);
    const actions = language === 'en' ? ACTIONS.filter((a) => a.t === 'go-home') : ACTIONS;
    for (const a of actions) expect(actionText(a).toLowerCase(), a.t).toContain(AS_BLOCK[language](name).toLowerCase());
  });
});

describe.each(LANGUAGES)('%s: the two bombards are named apart', (language) => {
  it('as the two-version nobles are, with the side, wherever a block is named', () => {
    setLanguage(language);
    const [york, lancaster] = [blockName('y-bombard'), blockName('l-bombard')];
    expect(york).not.toBe(lancaster);
    // The same mark as Warwick's two versions, after the same name.
    expect(york.replace(blockLabel('y-bombard'), '')).toBe(blockName('y-warwick').replace(blockLabel('y-warwick'), ''));
    expect(lancaster.replace(blockLabel('l-bombard'), '')).toBe(
      blockName('l-warwick').replace(blockLabel('l-warwick'), ''),
    );
    // In a battle with both, the log says whose bombard fires.
    const fire = (b: string): LogEntry => ({
      k: 'battle-fire',
      s: 'york',
      p: { block: b, fp: 2, dice: [6, 1], hits: 1 },
    });
    const [y, l] = logLines([fire('y-bombard'), fire('l-bombard')], 'york');
    expect(y!.text).toContain(york);
    expect(l!.text).toContain(lancaster);
  });
});

describe('one name per block', () => {
  it.each(LANGUAGES)('%s: a mercenary’s sticker is a word of its full name', (language) => {
    setLanguage(language);
    const words = (s: string) => s.toLocaleLowerCase(language).split(/[\s()]+/u);
    const apart = BLOCKS.filter((b) => b.kind === 'mercenary')
      .filter((b) => !words(blockName(b.id)).includes(blockLabel(b.id).toLocaleLowerCase(language)))
      .map((b) => `${blockLabel(b.id)} / ${blockName(b.id)}`);
    expect(apart).toEqual([]);
  });

  it('Czech: the French mercenary is "Francouzi" (rulebook 3.2.5) on its sticker, in words and in the log', () => {
    setLanguage('cs');
    expect(blockLabel('l-french-mercenary')).toBe('Francouzi');
    expect(blockName('l-french-mercenary')).toBe('Francouzi');
    const regroup: LogEntry = { k: 'battle-regroup', s: 'lancaster', p: { block: 'l-french-mercenary', to: 'oxford' } };
    expect(logLines([regroup], 'lancaster')[0]!.text).toBe('Blok Francouzi se přeskupuje do území Oxford.');
  });
});
