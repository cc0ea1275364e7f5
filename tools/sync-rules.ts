/**
 * Keeps the Rules screen's copy (`RULES.md` here) the shared spec as players read it (the spec less
 * its notes for developers: `rules-player-edition.ts`),
 * `shared/richard-iii/RULES.md` beside the repository (or beside one of its parent folders, so
 * worktrees find it too). The copy is committed because a clean clone has no spec; its sha256 is
 * recorded in `RULES.md.sha256` (sha256sum format) so a clean clone can still tell an edited copy:
 *   npm run rules:sync                   write the spec's player edition here and record its sha256
 *   npm run rules:sync -- --check        exit 1 if the copy or its record drifted from the spec
 *   … -- --spec <path>                   use that spec file instead
 * tests/ui/rules-copy.test.ts fails when they drift. Node only: never imported by the renderer.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLAYER_EDITS, playerEdition, type PlayerEdit } from './rules-player-edition';

/** The in-app copy's folder. */
const here = fileURLToPath(new URL('../renderer/src/rules/', import.meta.url));
const repoRoot = resolve(here, '../../..');

export interface RulesFiles {
  /** The shared spec. */
  readonly spec: string;
  /** The in-app copy. */
  readonly copy: string;
  /** The copy's recorded sha256, in sha256sum format. */
  readonly record: string;
}

/** The spec's place relative to a folder that holds it. */
export const SPEC_IN_SHARED = join('shared', 'richard-iii', 'RULES.md');

/** The nearest `shared/richard-iii/RULES.md` beside the repository or one of its parents, or null (a clean clone). */
export function findSpec(from: string = repoRoot): string | null {
  for (let dir = resolve(from, '..'); ; dir = dirname(dir)) {
    const p = join(dir, SPEC_IN_SHARED);
    if (existsSync(p)) return p;
    if (dirname(dir) === dir) return null;
  }
}

export const COPY = join(here, 'RULES.md');
export const RECORD = join(here, 'RULES.md.sha256');

export const sha256 = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

/** `<hex>  <file name>\n`, as sha256sum writes it (so `sha256sum -c RULES.md.sha256` checks the copy). */
export const recordLine = (hash: string, copy: string): string => `${hash}  ${basename(copy)}\n`;

/** The hash recorded in a sha256sum line, or null if the line is malformed. */
export function recordedHash(line: string): string | null {
  const m = /^([0-9a-f]{64}) [ *](\S+)\s*$/.exec(line);
  return m ? m[1]! : null;
}

/** The copy a spec makes: its player edition (edits the spec no longer has are reported, not guessed). */
export function copyOf(spec: Buffer, edits: readonly PlayerEdit[] = PLAYER_EDITS): { text: Buffer; missing: string[] } {
  const { text, missing } = playerEdition(spec.toString('utf8'), edits);
  return { text: Buffer.from(text, 'utf8'), missing };
}

/** Writes the spec's player edition as the copy and records its sha256; throws if an edit no longer applies. */
export function syncRules(files: RulesFiles, edits: readonly PlayerEdit[] = PLAYER_EDITS): string {
  const { text, missing } = copyOf(readFileSync(files.spec), edits);
  if (missing.length) throw new Error(`the spec no longer has: ${missing.map((m) => JSON.stringify(m)).join(', ')}`);
  const hash = sha256(text);
  writeFileSync(files.copy, text);
  writeFileSync(files.record, recordLine(hash, files.copy));
  return hash;
}

/** What differs between the spec, the copy and its record; empty when all three agree. */
export function rulesDrift(files: RulesFiles, edits: readonly PlayerEdit[] = PLAYER_EDITS): string[] {
  if (!existsSync(files.copy)) return [`${basename(files.copy)} is missing`];
  const out: string[] = [];
  const copy = readFileSync(files.copy);
  const recorded = existsSync(files.record) ? recordedHash(readFileSync(files.record, 'utf8')) : null;
  if (recorded !== sha256(copy))
    out.push(`${basename(files.copy)} does not match the sha256 recorded in ${basename(files.record)}`);
  const made = copyOf(readFileSync(files.spec), edits);
  for (const m of made.missing) out.push(`the spec no longer has ${JSON.stringify(m)} (an edit for players)`);
  if (!made.text.equals(copy)) out.push(`${basename(files.copy)} differs from ${files.spec}`);
  return out;
}

function main(argv: string[]): number {
  const at = argv.indexOf('--spec');
  const spec = at >= 0 ? resolve(argv[at + 1] ?? '') : findSpec();
  if (!spec || !existsSync(spec)) {
    console.error(
      `rules:sync: no spec found (looked for ${SPEC_IN_SHARED} beside ${repoRoot} and its parents; pass --spec <path>)`,
    );
    return 2;
  }
  const files: RulesFiles = { spec, copy: COPY, record: RECORD };
  if (argv.includes('--check')) {
    const drift = rulesDrift(files);
    for (const d of drift) console.error(`rules:sync: ${d}`);
    if (drift.length === 0) console.log(`rules:sync: ${COPY} matches ${spec}`);
    return drift.length === 0 ? 0 : 1;
  }
  const hash = syncRules(files);
  console.log(`rules:sync: copied ${spec} (sha256 ${hash})`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
