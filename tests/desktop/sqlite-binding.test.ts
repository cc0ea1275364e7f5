import { describe, expect, it } from 'vitest';
import {
  chooseBuild,
  classifyLoadFailure,
  currentRuntime,
  sideBuildDirName,
  sqliteBinding,
  tryLoad,
  type Runtime,
} from '../../electron/services/sqlite-binding';

const electron45 = currentRuntime({ electron: '45.5.0', node: '22.20.0', modules: '150' }, 'linux', 'x64');
const node24 = currentRuntime({ node: '24.11.1', modules: '137' }, 'linux', 'x64');
const PKG = '/app/node_modules/better-sqlite3';
const ROOTS = ['/app/resources/native', '/app/node_modules/.cache/richard-iii/better-sqlite3-12.11.1'];
const NPM_BUILD = `${PKG}/build/Release/better_sqlite3.node`;

const only =
  (...present: string[]) =>
  (p: string) =>
    present.includes(p);

describe('which better-sqlite3 build a process loads', () => {
  it('names the side folders by runtime', () => {
    expect(sideBuildDirName(electron45)).toBe('electron-v45.5.0-linux-x64');
    expect(sideBuildDirName(node24)).toBe('node-abi137-linux-x64');
  });

  it('Electron takes its side build, the packaged one first, and never npm’s build', () => {
    const dev = `${ROOTS[1]}/electron-v45.5.0-linux-x64/better_sqlite3.node`;
    const packaged = `${ROOTS[0]}/electron-v45.5.0-linux-x64/better_sqlite3.node`;
    expect(chooseBuild(electron45, ROOTS, PKG, only(NPM_BUILD, dev))).toEqual({
      ok: true,
      value: { source: 'side', path: dev },
    });
    expect(chooseBuild(electron45, ROOTS, PKG, only(NPM_BUILD, dev, packaged))).toEqual({
      ok: true,
      value: { source: 'side', path: packaged },
    });
    const missing = chooseBuild(electron45, ROOTS, PKG, only(NPM_BUILD));
    expect(missing).toMatchObject({ ok: false, error: { code: 'native-build-missing', path: dev } });
    if (!missing.ok) expect(missing.error.message).toMatch(/Electron 45\.5\.0 .*run: npm start/);
  });

  it('plain Node takes a side build made for its ABI, else npm’s build', () => {
    const side = `${ROOTS[1]}/node-abi137-linux-x64/better_sqlite3.node`;
    expect(chooseBuild(node24, ROOTS, PKG, only(NPM_BUILD, side))).toEqual({
      ok: true,
      value: { source: 'side', path: side },
    });
    expect(chooseBuild(node24, ROOTS, PKG, only(NPM_BUILD))).toEqual({
      ok: true,
      value: { source: 'npm', path: NPM_BUILD },
    });
    expect(chooseBuild(node24, ROOTS, PKG, only())).toMatchObject({
      ok: false,
      error: { code: 'native-build-missing', fix: 'npm rebuild better-sqlite3' },
    });
  });

  it('reads the ABI mismatch out of Node’s error and says what to run', () => {
    const e = new Error(
      "The module '/x/better_sqlite3.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 115. This version of Node.js requires\nNODE_MODULE_VERSION 150. Please try re-compiling or re-installing\nthe module.",
    );
    const r: Runtime = { ...electron45 };
    const v = classifyLoadFailure(r, '/x/better_sqlite3.node', e);
    expect(v).toMatchObject({ code: 'native-build-wrong-abi', builtForAbi: '115' });
    expect(v.message).toContain('built for ABI 115, but Electron 45.5.0 (ABI 150) needs ABI 150');
    expect(v.message).not.toMatch(/\n\s+at /);
  });

  it('a file that is not a native module is reported, not thrown', () => {
    const r = tryLoad(new URL('../../package.json', import.meta.url).pathname.replace(/\.json$/, '.node'));
    expect(r).toMatchObject({ ok: false, error: { code: 'native-build-missing' } });
  });

  it('this test process (the Node that ran npm install) gets npm’s build, loaded', () => {
    const b = sqliteBinding();
    expect(b).toMatchObject({
      ok: true,
      value: { source: 'npm', runtime: { kind: 'node', abi: process.versions.modules } },
    });
  });
});
