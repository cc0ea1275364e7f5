import { describe, expect, it } from 'vitest';
import { shortcutAction } from '../../renderer/games/richard-iii/model/shortcuts';

describe('keyboard shortcuts', () => {
  it('E ends the phase or the regroup, F fires and P passes for the one block that may act', () => {
    expect(shortcutAction('e', [{ t: 'end' }, { t: 'recruit', block: 'y-york', to: 'kent' }])).toEqual({ t: 'end' });
    expect(shortcutAction('E', [{ t: 'done' }])).toEqual({ t: 'done' });
    expect(
      shortcutAction('f', [
        { t: 'fire', block: 'y-york' },
        { t: 'pass', block: 'y-york' },
      ]),
    ).toEqual({ t: 'fire', block: 'y-york' });
    expect(
      shortcutAction('p', [
        { t: 'fire', block: 'y-york' },
        { t: 'pass', block: 'y-york' },
      ]),
    ).toEqual({ t: 'pass', block: 'y-york' });
  });

  it('does nothing when the choice is not one action', () => {
    expect(
      shortcutAction('f', [
        { t: 'fire', block: 'y-york' },
        { t: 'fire', block: 'y-march' },
      ]),
    ).toBeNull();
    expect(shortcutAction('e', [{ t: 'fire', block: 'y-york' }])).toBeNull();
    expect(shortcutAction('x', [{ t: 'end' }])).toBeNull();
    // While Plague waits for its target, E would throw the event away: it does nothing.
    expect(shortcutAction('e', [{ t: 'end' }, { t: 'plague', area: 'middlesex' }])).toBeNull();
  });
});

describe('the shortcut shown on a button', () => {
  it('is the key that would play exactly that action', async () => {
    const { shortcutFor } = await import('../../renderer/games/richard-iii/model/shortcuts');
    const legal = [
      { t: 'fire', block: 'y-york' },
      { t: 'pass', block: 'y-york' },
    ] as const;
    expect(shortcutFor(legal[0], [...legal])).toBe('F');
    expect(shortcutFor(legal[1], [...legal])).toBe('P');
    expect(shortcutFor({ t: 'retreat', block: 'y-york', to: 'kent' }, [...legal])).toBeUndefined();
  });
});
