/** Views (hidden hands and decks), structured log events, summary and undo. */
import { expect, test } from 'vitest';
import { skirmish } from '../../engine/skirmish/module';
import { give, play, position, put } from './position';

test("a view shows its own hand, counts for the opponent's hand and both decks, and draws only to the drawer", () => {
  const r = skirmish.setup('standard', 11, { first: 'york' });
  if (!r.ok) throw new Error();
  const s = r.value;
  play(s, 'york', skirmish.legalActions(s, 'york')[0]!);
  play(s, 'york', { t: 'draw' });
  const mine = skirmish.view(s, 'york');
  const theirs = skirmish.view(s, 'lancaster');
  const spectator = skirmish.view(s, null);
  expect(mine.hand).toHaveLength(6);
  expect(theirs.hand.every((c) => c.card.startsWith('l'))).toBe(true);
  expect(spectator.hand).toEqual([]);
  expect(theirs.handCount).toEqual({ york: 6, lancaster: 6 });
  expect(theirs.deckCount).toEqual({ york: 29, lancaster: 30 });
  expect(spectator.legal).toEqual([]);
  const drew = mine.log.find((e) => e.k === 'drew-cards')!;
  expect(drew.p!['cards']).toHaveLength(1);
  expect(theirs.log.some((e) => e.k === 'drew-cards')).toBe(false);
  expect(theirs.log.find((e) => e.k === 'drew')!.p).toEqual({ count: 1 });
  // Log entries are codes and parameters, never sentences.
  for (const e of mine.log) expect(e.k).toMatch(/^[a-z-]+$/);
});

test('a placement may be taken back while the player still decides (archers), not once a card is drawn', () => {
  const s = position();
  put(s, 'lancaster', 'lancaster-bowmen-1', 4, 2);
  put(s, 'lancaster', 'lancaster-levy-1', 3, 4);
  const bow = give(s, 'york', 'york-kentish-bowmen');
  give(s, 'lancaster', 'lancaster-levy-2');
  const action = { t: 'place', card: bow, x: 3, y: 1 } as const;
  const after = skirmish.apply(s, 'york', action);
  if (!after.ok) throw new Error();
  expect(after.value.phase).toBe('archers');
  expect(skirmish.canUndo!(s, 'york', action, after.value)).toBe(true);
  const fired = skirmish.apply(after.value, 'york', { t: 'archer', card: bow, target: null });
  if (!fired.ok) throw new Error();
  const drawn = skirmish.apply(fired.value, 'york', { t: 'draw' });
  if (!drawn.ok) throw new Error();
  expect(skirmish.canUndo!(fired.value, 'york', { t: 'draw' }, drawn.value)).toBe(false);
  expect(skirmish.summary(drawn.value).label).toMatch(/^Turn 6/);
});
