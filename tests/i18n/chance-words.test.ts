// Two chances can stand on one screen in a battle: the battle odds at the top of the battle board
// (odds.win, the chance to win this battle) and the Hint's (bot.winChance, the chance to win the game
// after a move). A Czech play-tester read "Šance na vítězství: 71 %" beside the Hint's "22 % na výhru celé
// hry" in the same position and could not tell what either was: in every language each must name its
// own stake, so the odds line names the battle and the Hint's the game.
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, t } from '../../renderer/src/i18n/language.svelte';
import { REQUIRED_LANGUAGES } from './required-languages';

afterEach(() => setLanguage('en'));

/** The stem of "battle" and of "game" as each catalogue words them elsewhere (odds.title, the Hint). */
const STAKES: Record<(typeof REQUIRED_LANGUAGES)[number], { battle: RegExp; game: RegExp }> = {
  en: { battle: /battle/, game: /game/ },
  cs: { battle: /bitv/, game: /hry/ },
  pl: { battle: /bitw/, game: /gry/ },
  ru: { battle: /битв/, game: /игр/ },
  es: { battle: /batalla/, game: /partida/ },
};

describe('the battle odds and the Hint say which chance they give', () => {
  it.each(REQUIRED_LANGUAGES)('%s: the odds name the battle, the Hint the game', (language) => {
    setLanguage(language);
    const { battle, game } = STAKES[language];
    const odds = t('odds.win', { chance: 0.71 });
    const hint = t('bot.winChance', { chance: 0.22 });
    expect(odds).toMatch(/71/);
    expect(odds).toMatch(battle);
    expect(odds).not.toMatch(game);
    expect(hint).toMatch(game);
    expect(hint).not.toMatch(battle);
  });

  it.each(REQUIRED_LANGUAGES)('%s: a rough chance’s note says from how few samples', (language) => {
    setLanguage(language);
    for (const samples of [1, 2, 5, 8, 15, 21, 22]) {
      const rough = t('bot.roughChance', { samples });
      expect(rough).toMatch(new RegExp(`(^|\\D)${samples}(\\D|$)`));
      expect(rough).not.toMatch(/[{}#]/);
    }
  });
});
