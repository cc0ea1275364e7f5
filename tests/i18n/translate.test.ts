// t() in the page's current language: ICU plurals per language, fallback to English, the
// language list a browser sends, and the <html lang> the page carries.
import { describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage, t, tDynamic } from '../../renderer/src/i18n/language.svelte';
import { pickLanguage } from '../../renderer/src/i18n/languages';
import { formatMessage } from '../../renderer/src/i18n/catalogue';

describe('t', () => {
  it('words a message with its parameters and English plural forms', () => {
    setLanguage('en');
    expect(t('game.legalCount', { count: 1 })).toBe('1 legal choice');
    expect(t('game.legalCount', { count: 3 })).toBe('3 legal choices');
    expect(t('newGame.seatGroup', { side: 'York' })).toBe('York is played by');
  });

  it('follows the current language and falls back to English for a key a catalogue lacks', () => {
    setLanguage('ru');
    expect(currentLanguage()).toBe('ru');
    // A key missing from another catalogue is worded in English (the key-parity test fails on it).
    expect(formatMessage('xx' as never, 'game.move', { count: 12345 })).toBe('Move 12,345');
    setLanguage('en');
    expect(t('game.move', { count: 12345 })).toBe('Move 12,345');
  });

  it('returns the key itself for a key no catalogue has (never thrown at the player)', () => {
    expect(tDynamic('no.such.key' as never)).toBe('no.such.key');
  });
});

describe('pickLanguage', () => {
  it('takes the first listed language we have, by its primary tag', () => {
    expect(pickLanguage(['de-DE', 'cs-CZ', 'en-US'])).toBe('cs');
    expect(pickLanguage(['pl'])).toBe('pl');
    expect(pickLanguage(['RU-ru'])).toBe('ru');
    expect(pickLanguage(['es_419'])).toBe('es');
  });

  it('falls back to English when none is supported', () => {
    expect(pickLanguage(['de', 'fr-FR'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});
