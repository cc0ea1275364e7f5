import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { diagnose, gatherFacts, nodeIsRecentEnough, type DoctorFacts } from '../../electron/headless/doctor';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A machine like this one: Node fine, no Electron binary, npm's build loads. */
const webOnly: DoctorFacts = {
  node: { version: '20.20.2' },
  electron: { found: false, reason: 'the Electron binary was never downloaded' },
  npmBuild: { path: '/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node', loads: true },
  electronBuild: null,
  otherBuilds: ['node-abi137-linux-x64'],
  saves: { path: '/home/p/.config/Richard III/saves.db', exists: true, writable: true },
  chromium: { path: '/usr/bin/chromium', exists: false },
};
const electronFound = { found: true as const, path: '/app/node_modules/electron/dist/electron', version: '45.5.0' };
const electronBuildPath =
  '/app/node_modules/.cache/richard-iii/better-sqlite3-12.11.1/electron-v45.5.0-linux-x64/better_sqlite3.node';
const brokenNpmBuild = {
  path: webOnly.npmBuild!.path,
  loads: false as const,
  why: 'built for ABI 137, but Node 20.20.2 (ABI 115) needs ABI 115',
  fix: 'npm rebuild better-sqlite3',
};

const status = (facts: DoctorFacts, topic: string) => diagnose(facts).lines.find((l) => l.topic === topic);

describe('npm run doctor', () => {
  it('web mode only: Electron missing and no Chromium are notices, and it exits 0', () => {
    const d = diagnose(webOnly);
    expect(d).toMatchObject({ web: true, desktop: false, exitCode: 0 });
    expect(d.lines.map((l) => [l.topic, l.status])).toEqual([
      ['node', 'ok'],
      ['electron', 'notice'],
      ['sqlite-node', 'ok'],
      ['sqlite-other', 'ok'],
      ['saves', 'ok'],
      ['chromium', 'notice'],
    ]);
    expect(status(webOnly, 'chromium')?.fix).toMatch(/apt-get install chromium/);
  });

  it('a desktop app whose Electron build loads can run even when npm’s build does not', () => {
    const d = diagnose({
      ...webOnly,
      npmBuild: brokenNpmBuild,
      electron: electronFound,
      electronBuild: { path: electronBuildPath, exists: true, loads: true },
    });
    expect(d).toMatchObject({ web: false, desktop: true, exitCode: 0 });
    expect(d.lines.find((l) => l.topic === 'sqlite-node')).toMatchObject({
      status: 'problem',
      fix: 'npm rebuild better-sqlite3',
    });
  });

  it('a missing Electron build is a notice that npm start will prepare it', () => {
    const facts = {
      ...webOnly,
      electron: electronFound,
      electronBuild: { path: electronBuildPath, exists: false, loads: null },
    };
    expect(diagnose(facts)).toMatchObject({ desktop: 'after-prepare', exitCode: 0 });
    expect(status(facts, 'sqlite-electron')).toMatchObject({
      status: 'notice',
      fix: expect.stringContaining('npm start'),
    });
  });

  it('exits non-zero only when no mode can run', () => {
    expect(diagnose({ ...webOnly, npmBuild: brokenNpmBuild })).toMatchObject({
      web: false,
      desktop: false,
      exitCode: 1,
    });
    expect(diagnose({ ...webOnly, npmBuild: null }).exitCode).toBe(1);
    expect(diagnose({ ...webOnly, node: { version: '18.20.0' } })).toMatchObject({ exitCode: 1 });
    expect(status({ ...webOnly, node: { version: '18.20.0' } }, 'node')).toMatchObject({ status: 'problem' });
    expect(diagnose({ ...webOnly, saves: { ...webOnly.saves, writable: false } }).exitCode).toBe(1);
  });

  it('knows which Node versions are recent enough', () => {
    expect([
      nodeIsRecentEnough('20.19.0'),
      nodeIsRecentEnough('20.18.3'),
      nodeIsRecentEnough('22.0.0'),
      nodeIsRecentEnough('19.9.0'),
    ]).toEqual([true, false, true, false]);
  });

  it('on this machine, finds npm’s build loading and says where saves live', () => {
    const facts = gatherFacts({ ...process.env, RICHARD3_DB: '/tmp/r3-doctor-test/saves.db' });
    expect(facts.node.version).toBe(process.versions.node);
    expect(facts.npmBuild).toMatchObject({ loads: true });
    expect(facts.saves).toMatchObject({ path: '/tmp/r3-doctor-test/saves.db', exists: false, writable: true });
  });

  it('the command prints one line per check and exits 0 here', () => {
    const r = spawnSync(
      process.execPath,
      [`${root}node_modules/tsx/dist/cli.mjs`, `${root}electron/headless/doctor.ts`],
      { cwd: root, encoding: 'utf8', timeout: 60_000 },
    );
    expect(r.status).toBe(0);
    for (const topic of [
      /^ok +Node /m,
      /^(ok|notice) +Electron /m,
      /^ok +SQLite module for Node /m,
      /^ok +saved games: /m,
      /Chromium for browser tests|no Chromium/,
      /^ok +verdict: /m,
    ]) {
      expect(r.stdout).toMatch(topic);
    }
  }, 60_000);
});
