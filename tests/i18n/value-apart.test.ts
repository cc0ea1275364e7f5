// A message whose value the page draws apart (bold: the action points left) is worded once with a
// marker in the value's place and split there (aroundValue). In every language that value must stay a
// plain placeholder: a plural on it words the marker as a number, and the page showed "Quedan NaN PA4".
import { afterEach, describe, expect, it } from 'vitest';
import { aroundValue } from '../../renderer/games/richard-iii/model/message-parts';
import { setLanguage, t } from '../../renderer/src/i18n/language.svelte';
import { REQUIRED_LANGUAGES } from './required-languages';

afterEach(() => setLanguage('en'));

describe('a value drawn apart from its message', () => {
  it.each(REQUIRED_LANGUAGES)('%s: the action points left read as the message words them', (language) => {
    setLanguage(language);
    for (const ap of [1, 4]) {
      const [before, after] = aroundValue((mark) => t('board.apLeft', { ap: mark }));
      expect(`${before}${ap}${after}`).toBe(t('board.apLeft', { ap }));
    }
  });
});
