/**
 * `npm run saves -- <command>`: the saved-games file from a terminal, for players who keep
 * backups and for support ("run verify and send me what it says"). It opens the same saves.db as
 * the app (`--db FILE` or RICHARD3_DB to choose another) — close the app first: SQLite allows one
 * writer, and the app holds it.
 *
 *   list                     every game: id, name, game, scenario, moves, state
 *   verify [ID...]           replays each game (all by default) through the rules, checking every
 *                            stored snapshot; exit code 1 if any game fails
 *   backup FILE              a consistent copy of the whole file (SQLite's online backup)
 *   log ID                   one game's moves in order: number, side, the action as JSON
 *   export ID FILE           one game as a portable save file (.roses-save.json), as the Load screen does
 *   import FILE [--name N]   a portable save file (also an old .r3save.json), checked move by move
 *                            before it is stored
 *   info                     where the file is and the durability settings in force
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { resolveDbPath, SaveStore } from '../../saves/index';
import type { SaveError } from '../../saves/index';
import { appRegistry } from '../games';
import { sqliteBinding } from '../services/sqlite-binding';
import { userDataDir } from './user-data';

export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

const USAGE = `Usage: npm run saves -- <list | verify [ID...] | log ID | backup FILE | export ID FILE | import FILE [--name N] | info> [--db FILE]`;

/** Runs one command; returns the process exit code (0 ok, 1 a check failed or an error, 2 bad usage). */
export async function runSavesCli(argv: readonly string[], io: CliIo, env = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { db: { type: 'string' }, name: { type: 'string' } },
    });
  } catch (e) {
    io.err(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  if (!command) {
    io.err(USAGE);
    return 2;
  }
  const path = resolveDbPath(userDataDir(env), parsed.values.db, env);
  // Only an import may start a new file; a mistyped path must not quietly create an empty one.
  if (command !== 'import' && !existsSync(path)) {
    io.err(`There is no saved-games file at ${path}.`);
    return 1;
  }
  const binding = sqliteBinding();
  if (!binding.ok) {
    io.err(binding.error.message);
    return 1;
  }
  const opened = SaveStore.open(path, { registry: (id) => appRegistry.get(id), nativeBinding: binding.value.path });
  if (!opened.ok) {
    io.err(`${path}: ${opened.error.message}`);
    return 1;
  }
  const store = opened.value;
  for (const n of store.notices) io.err(`notice: ${n.message}`);
  const fail = (e: SaveError): number => {
    io.err(`${e.code}: ${e.message}`);
    return 1;
  };
  try {
    switch (command) {
      case 'list': {
        const games = store.list();
        if (!games.ok) return fail(games.error);
        for (const g of games.value) {
          const state = g.outcome ? `finished (${g.outcome.winner ?? 'no winner'})` : 'in progress';
          io.out(`${g.id}\t${g.name}\t${g.moduleId}/${g.scenario}\t${g.actionCount} moves\t${state}`);
        }
        const damaged = store.listDamaged();
        if (damaged.ok) for (const d of damaged.value) io.out(`${d.id}\t${d.name}\tDAMAGED (${d.damaged.join(', ')})`);
        return 0;
      }
      case 'verify': {
        const listed = store.list();
        if (!listed.ok) return fail(listed.error);
        const ids = rest.length > 0 ? rest : listed.value.map((g) => g.id);
        let failed = 0;
        for (const id of ids) {
          const r = store.verify(id);
          if (r.ok) io.out(`ok\t${id}\t${r.value.checkedSnapshots} snapshots checked`);
          else {
            failed++;
            io.out(`FAILED\t${id}\t${r.error.code}: ${r.error.message}`);
          }
        }
        io.out(`${ids.length - failed} of ${ids.length} games verified`);
        return failed > 0 ? 1 : 0;
      }
      case 'log': {
        const [id] = rest;
        if (!id) return usage(io);
        const r = store.load(id);
        if (!r.ok) return fail(r.error);
        for (const a of r.value.actions) io.out(`${a.seq}\t${a.player}\t${JSON.stringify(a.action)}`);
        return 0;
      }
      case 'backup': {
        const [to] = rest;
        if (!to) return usage(io);
        const r = await store.backup(to);
        if (!r.ok) return fail(r.error);
        io.out(`backed up ${r.value.pages} pages to ${r.value.path}`);
        return 0;
      }
      case 'export': {
        const [id, to] = rest;
        if (!id || !to) return usage(io);
        const r = store.exportToFile(id, to);
        if (!r.ok) return fail(r.error);
        io.out(`exported ${id} to ${to}`);
        return 0;
      }
      case 'import': {
        const [from] = rest;
        if (!from) return usage(io);
        const r = store.importFromFile(from, parsed.values.name ? { name: parsed.values.name } : {});
        if (!r.ok) return fail(r.error);
        io.out(`imported as ${r.value.id}\t${r.value.name}\t${r.value.actionCount} moves`);
        return 0;
      }
      case 'info': {
        const d = store.diagnostics();
        io.out(`file\t${path}`);
        for (const [k, v] of Object.entries(d)) io.out(`${k}\t${String(v)}`);
        return 0;
      }
      default:
        return usage(io);
    }
  } finally {
    store.close();
  }
}

function usage(io: CliIo): number {
  io.err(USAGE);
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('saves-cli.ts')) {
  void runSavesCli(process.argv.slice(2), {
    out: (l) => console.log(l),
    err: (l) => console.error(l),
  }).then((code) => process.exit(code));
}
