// The colour-blind-safe option travels like every setting: off by default, saved in the save
// database, there again after the app is closed and opened, and only a yes/no is taken.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SettingsPatchSchema } from '../../electron/ipc/contract';
import { raceRegistry } from './fixtures/race-registry';
import { sqliteServices } from '../fixtures/sqlite-services';

const app = sqliteServices();
afterEach(() => app.cleanup());

describe('the colour-blind-safe setting', () => {
  it('is off by default, survives closing and reopening, and leaves the other settings alone', async () => {
    expect(DEFAULT_SETTINGS.colourBlind).toBe(false);
    const db = app.newDbPath();
    const { services: a } = app.open(db, raceRegistry);
    expect(a.saves.settings().colourBlind).toBe(false);
    const set = a.saves.updateSettings({ colourBlind: true });
    expect(set.ok && set.value).toEqual({ ...DEFAULT_SETTINGS, colourBlind: true });
    await app.close(a);

    const { services: b } = app.open(db, raceRegistry);
    expect(b.saves.settings()).toEqual({ ...DEFAULT_SETTINGS, colourBlind: true });
    expect(b.saves.updateSettings({ colourBlind: false }).ok).toBe(true);
    await app.close(b);
    const { services: c } = app.open(db, raceRegistry);
    expect(c.saves.settings().colourBlind).toBe(false);
  });

  it('takes only true or false (the IPC boundary and the service both refuse anything else)', () => {
    expect(SettingsPatchSchema.safeParse({ colourBlind: 'yes' }).success).toBe(false);
    const { services } = app.open(app.newDbPath(), raceRegistry);
    const bad = services.saves.updateSettings({ colourBlind: 1 as unknown as boolean });
    expect(bad.ok).toBe(false);
    expect(services.saves.settings().colourBlind).toBe(false);
  });
});
