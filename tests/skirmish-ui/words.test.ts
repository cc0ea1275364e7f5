/**
 * The card battle's English read as a player reads it: unit names are mostly plural ("Scourers"),
 * so no message puts a singular verb after a card's name; counts agree with their nouns; a
 * stalemate's reason fits a draw as well as a win; a flavour line names its own card.
 */
import { describe, expect, it } from 'vitest';
import english from '../../locales/en.json';
import { CARD_DEFS } from '../../engine/skirmish/data';
import { flattenCatalogue } from '../../renderer/src/i18n/flatten';
import { logLine, reasonLine, reasonText } from '../../renderer/games/skirmish/text';
import { setLanguage } from '../../renderer/src/i18n/language.svelte';
import type { SkirmishView } from '../../renderer/games/skirmish/types';

const messages = new Map(flattenCatalogue(english));
const skirmish = [...messages].filter(([k]) => k.startsWith('skirmish.') && !k.startsWith('skirmish.cardName.'));

function ended(winner: 'york' | null, reason: string, counts = { unitsToWin: 20, commandToWin: 4 }): SkirmishView {
  return { outcome: { winner, reason }, options: { ...counts } } as unknown as SkirmishView;
}

describe('card battle wording (English)', () => {
  it('no message puts a singular verb straight after a card name (names are mostly plural)', () => {
    const singular = /\{(card|name|target)\}\s+(is|was|has|does|fires|advances|uses|attacks|moves|falls)\b/;
    expect(skirmish.filter(([, m]) => singular.test(m)).map(([k]) => k)).toEqual([]);
  });

  it('counts agree with their nouns: one enemy unit, two enemy units', () => {
    expect(reasonText(ended('york', 'command-units', { unitsToWin: 20, commandToWin: 1 }))).toBe(
      '1 enemy command unit eliminated',
    );
    expect(reasonText(ended('york', 'units', { unitsToWin: 15, commandToWin: 4 }))).toBe('15 enemy units eliminated');
    const bare = /\{\w+, number\} (enemy )?\w*units?\b/;
    expect(skirmish.filter(([, m]) => bare.test(m)).map(([k]) => k)).toEqual([]);
  });

  it('an elimination names whose unit fell: both armies have cards of the same name (Prickers)', () => {
    const view = { board: [], hand: [], piles: { york: [], lancaster: [] }, log: [] } as unknown as SkirmishView;
    const line = (side: 'york' | 'lancaster') =>
      logLine(view, { k: 'eliminated', s: side, p: { card: 'x1', def: 'york-prickers' } });
    expect(line('york')).toMatch(/York/);
    expect(line('lancaster')).toMatch(/Lancaster/);
    expect(line('york')).not.toBe(line('lancaster'));
  });

  it('the reason standing as a line of its own begins with a capital, in Czech too', () => {
    expect(reasonLine(ended('york', 'units', { unitsToWin: 20, commandToWin: 4 }))).toBe('20 enemy units eliminated');
    setLanguage('cs');
    try {
      const line = reasonLine(ended('york', 'units', { unitsToWin: 20, commandToWin: 4 }));
      expect(line).toMatch(/^Vyřazeno 20 /);
      expect(reasonText(ended('york', 'units', { unitsToWin: 20, commandToWin: 4 }))).toMatch(/^vyřazeno/);
    } finally {
      setLanguage('en');
    }
  });

  it('a stalemate names the winner only when there is one', () => {
    for (const reason of ['no-card', 'board-full']) {
      expect(reasonText(ended('york', reason))).toContain('the winner had eliminated more');
      const draw = reasonText(ended(null, reason));
      expect(draw).not.toContain('winner');
      expect(draw).toContain('the same number');
    }
  });

  it("each flavour line names no other card of its army but its own kind (the Scourers' names Scourers)", () => {
    const names = new Set(CARD_DEFS.map((d) => messages.get(`skirmish.cardName.${d.id}`) ?? d.name));
    const problems = CARD_DEFS.flatMap((d) => {
      const own = messages.get(`skirmish.cardName.${d.id}`) ?? d.name;
      const line = messages.get(`skirmish.flavour.${d.id}`) ?? '';
      return [...names].filter((n) => n !== own && !own.includes(n) && line.includes(n)).map((n) => `${d.id}: ${n}`);
    });
    expect(problems).toEqual([]);
  });

  it('a card whose name another card shares is named with its square in the lines about it', () => {
    const view = {
      armies: { york: ['york-edward-iv'], lancaster: ['lancaster-bowmen-1', 'lancaster-bowmen-2'] },
      board: [],
      hand: [],
      piles: { york: [], lancaster: [] },
      log: [
        { k: 'placed', s: 'lancaster', p: { card: 'l10', def: 'lancaster-bowmen-1', x: 3, y: 4 } },
        { k: 'placed', s: 'lancaster', p: { card: 'l11', def: 'lancaster-bowmen-2', x: 1, y: 4 } },
        { k: 'placed', s: 'york', p: { card: 'y01', def: 'york-edward-iv', x: 2, y: 3 } },
        { k: 'archer-fires', s: 'lancaster', p: { card: 'l10', target: 'y01' } },
        { k: 'archer-fires', s: 'lancaster', p: { card: 'l11', target: 'y01' } },
      ],
    } as unknown as SkirmishView;
    expect(view.log.map((e) => logLine(view, e))).toEqual([
      'Lancaster places Lancastrian Bowmen on d5.',
      'Lancaster places Lancastrian Bowmen on b5.',
      'York places Edward IV on c4.',
      'Ranged attack: Lancastrian Bowmen (d5) at Edward IV.',
      'Ranged attack: Lancastrian Bowmen (b5) at Edward IV.',
    ]);
  });
});
