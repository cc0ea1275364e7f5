/**
 * Issue 9, row 8: one game's row holding invalid JSON (a flipped byte, a foreign edit) used to make
 * the saved-games list and Continue fail for every game. Now that game is listed as damaged, with
 * the parts that cannot be read; the others list, open and continue as before; the damaged one
 * still exports what can be read (a file that imports as a playable game).
 */
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { makeClientSession } from '../../electron/ipc/client-session';
import { makeDispatch } from '../../electron/ipc/handlers';
import { damagedText, errorText } from '../../renderer/src/lib/error-text';
import { raceRegistry } from '../shell/fixtures/race-registry';
import { unwrap } from './helpers';
import { sqliteServices } from '../fixtures/sqlite-services';

const dbs = sqliteServices();
afterEach(() => dbs.cleanup());
const humans = { red: { kind: 'human' as const }, blue: { kind: 'human' as const } };

/** Two games; the most recently played one then has `column` overwritten with `text` by another program. */
async function damagedDb(column: 'summary' | 'seats' | 'outcome' | 'options', text: string) {
  const path = dbs.newDbPath();
  const { services } = dbs.open(path, raceRegistry, null);
  const good = unwrap(
    services.games.create({ moduleId: 'race', scenario: 'long', seed: 1, name: 'Towton', seats: humans }),
  ).id;
  unwrap(services.games.submit(good, 'red', { kind: 'add', n: 1 }, 0));
  const bad = unwrap(
    services.games.create({ moduleId: 'race', scenario: 'long', seed: 2, name: 'Barnet', seats: humans }),
  ).id;
  unwrap(services.games.submit(bad, 'red', { kind: 'add', n: 2 }, 0));
  unwrap(services.games.submit(bad, 'blue', { kind: 'add', n: 1 }, 1));
  await dbs.close(services);
  const raw = new Database(path);
  raw.prepare(`UPDATE games SET ${column} = ?, last_played = last_played + 1000 WHERE id = ?`).run(text, bad);
  raw.close();
  const opened = dbs.open(path, raceRegistry, null);
  const dispatch = makeDispatch(opened.services, { name: 'Test', version: '0', mode: 'web', quit: () => false });
  return { ...opened, dispatch, client: makeClientSession(() => {}), good, bad };
}

describe('a damaged game row', () => {
  it('is listed as damaged; the list and Continue still work for the others', async () => {
    const { dispatch, client, good, bad } = await damagedDb('summary', '{"label": "Turn 3", ');
    const list = await dispatch('saves:list', {}, client);
    expect(list).toMatchObject({
      ok: true,
      value: [
        { id: bad, name: 'Barnet', damaged: ['summary'], actionCount: 2 },
        { id: good, name: 'Towton' },
      ],
    });
    expect((list as { value: Array<{ damaged?: unknown }> }).value[1]!.damaged).toBeUndefined();
    // Continue skips the damaged game (the most recent) and resumes the other.
    expect(await dispatch('app:lastGame', {}, client)).toMatchObject({ ok: true, value: { id: good } });
    expect(await dispatch('game:open', { saveId: good, player: 'blue' }, client)).toMatchObject({
      ok: true,
      value: { actionCount: 1 },
    });
    // The damaged one cannot be played: a code the page puts into words.
    const opened = await dispatch('game:open', { saveId: bad, player: 'red' }, client);
    expect(opened).toMatchObject({ ok: false, error: { code: 'damaged-save' } });
    expect(errorText((opened as { error: { code: string; message: string } }).error)).toMatch(
      /damaged and cannot be played/,
    );
    expect(damagedText(['summary'])).toMatch(/^Damaged \(summary cannot be read\)/);
  });

  it('still exports what can be read: the file imports as a playable game with every move', async () => {
    const { dispatch, client, bad, services } = await damagedDb('summary', 'not json at all');
    const exported = await dispatch('saves:export', { saveId: bad }, client);
    expect(exported).toMatchObject({ ok: true, value: { fileName: 'Barnet recovered.roses-save.json' } });
    const contents = (exported as { value: { contents: string } }).value.contents;
    const imported = await dispatch('saves:import', { contents }, client);
    expect(imported).toMatchObject({ ok: true, value: { name: 'Barnet', actionCount: 2 } });
    const id = (imported as { value: { id: string } }).value.id;
    expect(unwrap(services.games.view(id, 'red')).view).toMatchObject({ total: 3, next: 'red' });
  });

  it('with unreadable seats, exports the moves with people in every seat', async () => {
    const { dispatch, client, bad } = await damagedDb('seats', '{"red": {"kind": "cyborg"}}');
    expect(await dispatch('saves:list', {}, client)).toMatchObject({
      ok: true,
      value: [{ id: bad, damaged: ['seats'] }, {}],
    });
    const exported = await dispatch('saves:export', { saveId: bad }, client);
    const doc = JSON.parse((exported as { value: { contents: string } }).value.contents) as {
      seats: unknown;
      actions: unknown[];
    };
    expect(doc.seats).toEqual(humans);
    expect(doc.actions).toHaveLength(2);
  });

  it('can be deleted like any other', async () => {
    const { dispatch, client, bad, good } = await damagedDb('outcome', '{{{');
    expect(await dispatch('saves:delete', { saveId: bad }, client)).toEqual({ ok: true, value: { deleted: true } });
    expect(await dispatch('saves:list', {}, client)).toMatchObject({ ok: true, value: [{ id: good }] });
  });
});
