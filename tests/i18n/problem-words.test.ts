/**
 * Errors whose code covers several problems carry the problem and its details as parameters, and
 * the page words them from the catalogue: a deck the card battle refuses, a saved game whose options
 * no longer set up a game, a record that no longer replays, a computer player that would not start.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../engine/core/game';
import { CARD_DEFS } from '../../engine/skirmish/data';
import { skirmish } from '../../engine/skirmish/module';
import { setupError } from '../../electron/services/setup-error';
import { errorText } from '../../renderer/src/lib/error-text';
import { replaySteps, setupGame } from '../../saves/replay';

const module = skirmish as unknown as AnyGameModule;
const standard = (side: 'york' | 'lancaster') => CARD_DEFS.filter((d) => d.army === side).map((d) => d.id);

describe('problems worded by the page', () => {
  it('a deck a saved game lists twice: the store keeps bad-input and names the card and the side', () => {
    const york = standard('york');
    york[york.indexOf('york-levy-1')] = 'york-levy-2';
    const r = setupGame(module, {
      scenario: 'standard',
      seed: 1,
      options: { armies: 'mercenary', decks: { york, lancaster: standard('lancaster') } },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('bad-input');
    expect(r.error.params).toMatchObject({ problem: 'listed-twice', side: 'york', card: 'york-levy-2' });
    expect(errorText(r.error)).toBe('York’s army lists Shire Levy twice: each printed card may be in it once.');
  });

  it('saved options a game refuses: the set-up, not "the saved-games file refused this request"', () => {
    const r = setupGame(module, { scenario: 'standard', seed: 1, options: { unitsToWin: 0 } });
    expect(!r.ok && r.error.params).toMatchObject({ problem: 'setup', cause: 'bad-options', option: 'unitsToWin' });
    expect(!r.ok && errorText(r.error)).toBe(
      'This saved game’s options cannot set up a game in this version of the app.',
    );
  });

  it('the game service keeps bad-options naming the option, and words a deck problem under bad-setup', () => {
    const option = setupError({ code: 'bad-options', message: 'x', params: { option: 'first', problem: 'unknown' } });
    expect(!option.ok && option.error).toMatchObject({ code: 'bad-options', params: { option: 'first' } });
    expect(!option.ok && errorText(option.error)).toContain('“first”');
    const deck = setupError({
      code: 'bad-deck',
      message: 'x',
      params: { problem: 'ranks', side: 'lancaster', rank: 'elite', count: 2 },
    });
    expect(!deck.ok && deck.error.code).toBe('bad-setup');
    expect(!deck.ok && errorText(deck.error)).toBe('Lancaster’s army must keep its ranks: 2 × Elite.');
  });

  it('a record that does not replay names the move and its side; a gap names the missing move', () => {
    const setup = skirmish.setup('standard', 3, { first: 'york' });
    if (!setup.ok) throw new Error(setup.error.message);
    const wrongSide = replaySteps(module, setup.value, 0, [{ seq: 1, player: 'lancaster', action: { t: 'draw' } }]);
    expect(!wrongSide.ok && wrongSide.error).toMatchObject({
      code: 'illegal-action',
      params: { problem: 'replay-move', at: 1, player: 'lancaster' },
    });
    expect(!wrongSide.ok && errorText(wrongSide.error)).toBe(
      'This saved game cannot be replayed: move 1 (Lancaster) is not allowed by the rules of this version.',
    );
    const gap = replaySteps(module, setup.value, 0, [{ seq: 2, player: 'york', action: { t: 'draw' } }]);
    expect(!gap.ok && errorText(gap.error)).toBe('This saved game’s record is incomplete: move 1 is missing.');
  });

  it('a computer player that would not start is not "unavailable while the app shuts down"', () => {
    expect(errorText({ code: 'bot-unavailable', params: { problem: 'bot-start' } })).toBe(
      'The computer player could not be started. Open the game again to let it retry.',
    );
    expect(errorText({ code: 'bot-unavailable' })).toContain('shuts down');
  });
});
