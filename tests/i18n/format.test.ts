// The page's wording of host data: the save list's summary (new codes and old English labels), times,
// seats and errors, in the current language; and the language setting kept by the services.
import { afterEach, describe, expect, it } from 'vitest';
import { richardIII } from '../../engine/richard-iii/module';
import { setupGame } from '../../engine/richard-iii/setup';
import { errorText } from '../../renderer/src/lib/error-text';
import { defaultGameName, saveMetaText, seatsText, summaryText, whenText } from '../../renderer/src/lib/format';
import { setLanguage } from '../../renderer/src/i18n/language.svelte';
import { formatMessage } from '../../renderer/src/i18n/catalogue';
import { raceRegistry } from '../shell/fixtures/race-registry';
import { sqliteServices } from '../fixtures/sqlite-services';

afterEach(() => setLanguage('en'));

describe('summaryText', () => {
  it("words the engine's summary codes", () => {
    const s = setupGame('wars-of-the-roses', 1);
    if (!s.ok) throw new Error(s.error.message);
    const summary = richardIII.summary(s.value);
    expect(summary).toMatchObject({ campaign: 1, turn: 1 });
    expect(summary.phase).toMatch(/^[a-z-]+$/);
    expect(summaryText(summary)).toMatch(/^Campaign 1, turn 1 — /);
    expect(summaryText({ ...summary, phase: 'battle' })).toBe('Campaign 1, turn 1 — battle phase');
    expect(summaryText({ label: '', campaign: 2, turn: 7, phase: 'political' })).toBe('Campaign 2, political turn');
    expect(summaryText({ label: '', campaign: 1, turn: 0, phase: 'mulligan' })).toBe('Campaign 1 — mulligan');
  });

  it('words old saves whose phase is English, and shows a bare label as it was saved', () => {
    expect(summaryText({ label: 'x', campaign: 3, turn: 2, phase: 'supply phase' })).toBe(
      'Campaign 3, turn 2 — supply phase',
    );
    expect(summaryText({ label: 'Counter 6/30' })).toBe('Counter 6/30');
  });

  it('a finished game says who won', () => {
    expect(summaryText({ label: 'x', campaign: 3, turn: 7, phase: 'game-over' }, { winner: 'york', reason: 'r' })).toBe(
      'Game over — York wins',
    );
    expect(summaryText({ label: 'x' }, { winner: null, reason: 'r' })).toBe('Game over — draw');
  });
});

describe('whenText', () => {
  const now = Date.UTC(2026, 10, 26, 12, 0);
  it('says how long ago in the current language', () => {
    expect(whenText(now - 20_000, now)).toBe('just now');
    expect(whenText(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(whenText(now - 3 * 3_600_000, now)).toBe('3 hours ago');
    setLanguage('cs');
    expect(whenText(now - 5 * 60_000, now)).toBe('před 5 minutami');
    setLanguage('ru');
    expect(whenText(now - 2 * 3_600_000, now)).toBe('2 часа назад');
  });

  it('gives a date after a day, written as the language writes dates', () => {
    const then = Date.UTC(2026, 0, 15, 12, 0);
    expect(whenText(then, now)).toMatch(/Jan/);
    setLanguage('pl');
    expect(whenText(then, now)).toMatch(/sty/);
  });
});

describe('seats and errors', () => {
  it('names the seats', () => {
    expect(
      seatsText({
        seats: { york: { kind: 'human' }, lancaster: { kind: 'bot', level: 'easy' }, x: { kind: 'bot', level: 'zz' } },
      }),
    ).toBe('York: player · Lancaster: computer, Easy · X: computer, zz');
    // A level's name carries its thinking time in brackets: never a second pair around it.
    expect(seatsText({ seats: { york: { kind: 'bot', level: 'normal' } } })).toBe(
      'York: computer, Normal (thinks up to 1 s a move)',
    );
  });

  it("never shows the host's English message: a code without words shows as a code", () => {
    expect(errorText({ code: 'cannot-undo', message: 'ENGLISH' })).toBe('There is no move of yours to take back now.');
    expect(errorText({ code: 'brand-new', message: 'ENGLISH' })).toContain('“brand-new”');
    expect(errorText({ code: 'bad-request', message: 'ENGLISH', params: { issue: 'name-empty' } })).toBe(
      'A name cannot be empty.',
    );
    expect(errorText({ code: 'import-too-large', message: 'x', params: { maxBytes: 8 * 1024 * 1024 } })).toMatch(
      /\(8 MB at most\)/,
    );
  });
});

describe('the language setting', () => {
  const app = sqliteServices();
  afterEach(() => app.cleanup());

  it('starts unset (the page follows the system), is kept, and refuses a language the page lacks', async () => {
    const db = app.newDbPath();
    const { services: a } = app.open(db, raceRegistry);
    expect(a.saves.settings().language).toBeNull();
    expect(a.saves.updateSettings({ language: 'ru' }).ok).toBe(true);
    expect(a.saves.updateSettings({ language: 'de' as never })).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
    await app.close(a);
    const { services: b } = app.open(db, raceRegistry);
    expect(b.saves.settings().language).toBe('ru');
    await app.close(b);
  });
});

describe('defaultGameName', () => {
  const day = Date.UTC(2026, 0, 15, 12, 0);
  it("names a new game by its scenario and day in the player's language", () => {
    expect(defaultGameName('richard-iii', 'Richard III (1483)', day)).toMatch(
      /^Richard III \(1483\), campaign 3 only — Jan 15, 2026$/,
    );
    setLanguage('pl');
    const polish = defaultGameName('richard-iii', 'Richard III (1483)', day);
    expect(polish).toMatch(/^Ryszard III \(1483\), tylko kampania 3 — 15 sty 2026$/);
    setLanguage('ru');
    expect(defaultGameName('richard-iii', 'Richard III (1483)', day)).toMatch(/^Ричард/);
  });

  it('a saved game named by default is not told its scenario a second time under its name', () => {
    const s = setupGame('richard-iii', 1);
    if (!s.ok) throw new Error(s.error.message);
    const save = {
      name: defaultGameName('richard-iii', 'Richard III (1483)', day),
      scenario: 'richard-iii',
      scenarioName: 'Richard III (1483)',
      summary: richardIII.summary(s.value),
      outcome: null,
      lastPlayedAt: day,
    };
    const line = saveMetaText(save, day + 1000);
    expect(line).toBe(`${summaryText(save.summary)} · just now`);
    // Renamed, it says which scenario it is.
    expect(saveMetaText({ ...save, name: 'Tudor rising' }, day + 1000)).toBe(
      `Richard III (1483), campaign 3 only · ${line}`,
    );
  });

  it("keeps the game's own name for a scenario the catalogue does not know", () => {
    expect(defaultGameName('no-such-scenario', 'Home-made', day)).toMatch(/^Home-made — /);
  });
});

describe('a sentence ending in a name that ends in a full stop', () => {
  it('has one full stop, not two (Czech regnal numbers)', () => {
    expect(formatMessage('cs', 'skirmish.log.recalled', { side: 'York', card: 'Eduard IV.' })).toBe(
      'York odvolává do ruky: Eduard IV.',
    );
  });

  it('leaves dots a player typed alone, and a name ending in a stop in mid-sentence', () => {
    expect(formatMessage('en', 'menu.continueHint', { name: 'Wait...', summary: 'Turn 2', when: 'today' })).toBe(
      'Wait... — Turn 2 · today',
    );
    // A name ending in one stop keeps it where the message goes on after it.
    expect(formatMessage('en', 'menu.continueHint', { name: 'Eduard IV.', summary: 'Turn 2', when: 'today' })).toBe(
      'Eduard IV. — Turn 2 · today',
    );
  });
});
