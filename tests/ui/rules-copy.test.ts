/**
 * The Rules screen's copy (renderer/src/rules/RULES.md) must stay the shared spec. On a machine
 * with the spec beside the repository the copy is compared with it byte for byte; a clean clone (CI)
 * has no spec, so there the copy is checked against the sha256 recorded when it was synced, and the
 * spec comparison shows as skipped rather than passing.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  COPY,
  RECORD,
  findSpec,
  recordedHash,
  rulesDrift,
  sha256,
  syncRules,
  SPEC_IN_SHARED,
} from '../../tools/sync-rules';
import { parseMarkdown, toDocument } from '../../renderer/src/rules/markdown';

const spec = findSpec();

describe('the in-app rules copy', () => {
  test('matches the sha256 recorded when it was synced from the spec (runs on a clean clone too)', () => {
    const hash = recordedHash(readFileSync(RECORD, 'utf8'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(readFileSync(COPY))).toBe(hash);
  });

  test.skipIf(spec === null)(
    `is the shared spec byte for byte (${SPEC_IN_SHARED}; npm run rules:sync to update)`,
    () => {
      expect(rulesDrift({ spec: spec!, copy: COPY, record: RECORD })).toEqual([]);
    },
  );

  test('states the corrected rules: 28 land areas, the two-block port move ends in one port, 7.2 local mercenaries', () => {
    const doc = toDocument(parseMarkdown(readFileSync(COPY, 'utf8')));
    const section = (n: string) => doc.sections.find((s) => s.title.startsWith(n))!.text.replace(/\s+/g, ' ');
    expect(section('2. ')).toContain('28 land areas');
    expect(section('5. ')).toContain('one and the same major port');
    expect(section('7. ')).toContain("Local means the area's own");
  });
});

describe('rules:sync', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rules-sync-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('copies the spec byte for byte, records its sha256, and reports every later drift', () => {
    const files = { spec: join(dir, 'spec.md'), copy: join(dir, 'RULES.md'), record: join(dir, 'RULES.md.sha256') };
    writeFileSync(files.spec, '# Rules\n\n- 7.2 own mercenaries only\r\n');
    expect(rulesDrift(files)).toEqual(['RULES.md is missing']);
    const hash = syncRules(files);
    expect(readFileSync(files.copy)).toEqual(readFileSync(files.spec));
    expect(readFileSync(files.record, 'utf8')).toBe(`${hash}  RULES.md\n`);
    expect(rulesDrift(files)).toEqual([]);
    expect(rulesDrift({ ...files, record: join(dir, 'no-record') })).toEqual([
      'RULES.md does not match the sha256 recorded in no-record',
    ]);

    writeFileSync(files.spec, '# Rules\n\n- 7.2 corrected again\n');
    expect(rulesDrift(files)).toEqual([`RULES.md differs from ${files.spec}`]);
    syncRules(files);
    writeFileSync(files.copy, '# Rules\n\n- edited by hand\n');
    expect(rulesDrift(files)).toEqual([
      'RULES.md does not match the sha256 recorded in RULES.md.sha256',
      `RULES.md differs from ${files.spec}`,
    ]);
  });

  test('finds the spec beside the repository or beside a parent folder (worktrees), else none', () => {
    const sharedSpec = join(dir, SPEC_IN_SHARED);
    mkdirSync(join(dir, 'shared', 'richard-iii'), { recursive: true });
    writeFileSync(sharedSpec, '# Rules\n');
    mkdirSync(join(dir, 'main'));
    mkdirSync(join(dir, 'wt', 'rules'), { recursive: true });
    expect(findSpec(join(dir, 'main'))).toBe(sharedSpec);
    expect(findSpec(join(dir, 'wt', 'rules'))).toBe(sharedSpec);
    rmSync(join(dir, 'shared'), { recursive: true });
    expect(findSpec(join(dir, 'wt', 'rules'))).toBeNull();
  });
});
