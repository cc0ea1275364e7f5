import { afterEach, describe, expect, it } from 'vitest';
import { raceRegistry } from '../shell/fixtures/race-registry';
import { sqliteServices } from '../fixtures/sqlite-services';
import { DEFAULT_SETTINGS, SettingsPatchSchema, type NewGameChoice } from '../../electron/ipc/contract';
import { choiceFor, openingGame, remember } from '../../renderer/src/lib/new-game-choice';

const richard = {
  id: 'richard-iii',
  players: ['lancaster', 'york'],
  scenarios: [
    { id: 'wars', name: 'Wars of the Roses' },
    { id: 'bosworth', name: 'Bosworth' },
  ],
  botLevels: ['random', 'easy', 'normal', 'hard'],
  options: [],
};
const skirmish = {
  id: 'skirmish',
  players: ['york', 'lancaster'],
  scenarios: [{ id: 'standard', name: 'Pitched battle' }],
  botLevels: ['random', 'easy'],
  options: [
    { id: 'borderless', kind: 'boolean', label: 'options.skirmish.borderless', default: false },
    {
      id: 'unitsToWin',
      kind: 'choice',
      label: 'options.skirmish.unitsToWin',
      choices: [10, 20, 30].map((value) => ({ value, label: 'options.skirmish.count' })),
      default: 20,
    },
  ],
} satisfies Parameters<typeof choiceFor>[0];
const games = [richard, skirmish];

describe("New Game's first opening (nothing stored)", () => {
  it('offers the first game, its first scenario, the player on the first side and the default level on the others', () => {
    expect(openingGame(games, null)).toBe('richard-iii');
    expect(choiceFor(richard, null)).toEqual({
      scenario: 'wars',
      seatKinds: { lancaster: 'human', york: 'bot' },
      levels: { lancaster: 'normal', york: 'normal' },
      options: {},
    });
    expect(choiceFor(skirmish, null).options).toEqual({ borderless: false, unitsToWin: 20 });
  });

  it("takes a game's strongest level where it has no Normal", () => {
    expect(choiceFor(skirmish, null).levels).toEqual({ york: 'easy', lancaster: 'easy' });
  });
});

describe('the last choice, remembered and read back', () => {
  it('opens on the game last started, with its scenario, seats, levels and options', () => {
    const first = remember(null, 'richard-iii', {
      scenario: 'bosworth',
      seatKinds: { lancaster: 'bot', york: 'human' },
      levels: { lancaster: 'hard', york: 'normal' },
      options: {},
    });
    const stored = remember(first, 'skirmish', {
      scenario: 'standard',
      seatKinds: { york: 'human', lancaster: 'human' },
      levels: { york: 'easy', lancaster: 'easy' },
      options: { borderless: true, unitsToWin: 30 },
    });
    expect(openingGame(games, stored)).toBe('skirmish');
    expect(choiceFor(skirmish, stored).seatKinds).toEqual({ york: 'human', lancaster: 'human' });
    expect(choiceFor(skirmish, stored).options).toEqual({ borderless: true, unitsToWin: 30 });
    // The other game keeps its own last choice, for when the player picks it in the dialog.
    expect(choiceFor(richard, stored)).toEqual({
      scenario: 'bosworth',
      seatKinds: { lancaster: 'bot', york: 'human' },
      levels: { lancaster: 'hard', york: 'normal' },
      options: {},
    });
  });

  it("takes each option's default where the stored value is not one it offers (or nothing was stored)", () => {
    const stored: NewGameChoice = {
      game: 'skirmish',
      games: {
        skirmish: {
          scenario: 'standard',
          seats: { york: { kind: 'human' } },
          // A retired count, a switch stored as a word, and an option this build no longer has.
          options: { unitsToWin: 25, borderless: 'yes', retired: true },
        },
      },
    };
    expect(choiceFor(skirmish, stored).options).toEqual({ borderless: false, unitsToWin: 20 });
    // What an older version stored (no options at all) is still read.
    const older = { game: 'skirmish', games: { skirmish: { scenario: 'standard', seats: {} } } };
    expect(SettingsPatchSchema.safeParse({ newGameChoice: older }).success).toBe(true);
    expect(choiceFor(skirmish, older).options).toEqual({ borderless: false, unitsToWin: 20 });
  });

  it('falls back to the defaults for what this build no longer offers', () => {
    const stored: NewGameChoice = {
      game: 'retired-game',
      games: {
        'richard-iii': {
          scenario: 'retired-scenario',
          seats: {
            lancaster: { kind: 'bot', level: 'grandmaster' },
            york: { kind: 'human' },
            burgundy: { kind: 'human' },
          },
        },
      },
    };
    expect(openingGame(games, stored)).toBe('richard-iii');
    expect(choiceFor(richard, stored)).toEqual({
      scenario: 'wars',
      // Lancaster's stored level is gone: his seat is the default one (the player's, as the first side).
      seatKinds: { lancaster: 'human', york: 'human' },
      levels: { lancaster: 'normal', york: 'normal' },
      options: {},
    });
    expect(openingGame([], stored)).toBe('');
  });
});

describe('the settings store with a remembered choice', () => {
  const stored = remember(null, 'skirmish', {
    scenario: 'standard',
    seatKinds: { york: 'human', lancaster: 'bot' },
    levels: { york: 'easy', lancaster: 'easy' },
    options: { borderless: true, unitsToWin: 10 },
  });

  const app = sqliteServices();
  afterEach(() => app.cleanup());

  it('keeps it beside the other settings, there again after the app is closed and opened', async () => {
    const db = app.newDbPath();
    const { services: a } = app.open(db, raceRegistry);
    expect(a.saves.settings().newGameChoice).toBeNull();
    expect(a.saves.updateSettings({ newGameChoice: stored, volume: 30 }).ok).toBe(true);
    await app.close(a);
    const { services: b } = app.open(db, raceRegistry);
    expect(b.saves.settings()).toEqual({ ...DEFAULT_SETTINGS, volume: 30, newGameChoice: stored });
    await app.close(b);
  });

  it('refuses a malformed or oversized one', () => {
    expect(SettingsPatchSchema.safeParse({ newGameChoice: stored }).success).toBe(true);
    expect(SettingsPatchSchema.safeParse({ newGameChoice: { game: 'skirmish' } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`g${i}`, stored.games.skirmish!]));
    expect(SettingsPatchSchema.safeParse({ newGameChoice: { game: 'g0', games: many } }).success).toBe(false);
    const seat = { kind: 'bot', level: 'x'.repeat(31) };
    const long = { game: 'skirmish', games: { skirmish: { scenario: 'standard', seats: { york: seat } } } };
    expect(SettingsPatchSchema.safeParse({ newGameChoice: long }).success).toBe(false);
    const options = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`o${i}`, true]));
    const crowded = { game: 'skirmish', games: { skirmish: { ...stored.games.skirmish!, options } } };
    expect(SettingsPatchSchema.safeParse({ newGameChoice: crowded }).success).toBe(false);
  });
});
