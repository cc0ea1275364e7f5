/**
 * The Rules screen's copy (renderer/src/rules/RULES.md) must stay the shared spec as players read it
 * (less its notes for developers). On a machine with the spec beside the repository the copy is
 * compared with the spec's player edition byte for byte; a clean clone (CI)
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
    `is the shared spec's player edition byte for byte (${SPEC_IN_SHARED}; npm run rules:sync to update)`,
    () => {
      expect(rulesDrift({ spec: spec!, copy: COPY, record: RECORD })).toEqual([]);
    },
  );

  test('keeps no note for developers, in any language: no data file, field name or file of rulings', () => {
    for (const lang of ['', '.cs', '.es', '.pl', '.ru']) {
      const text = readFileSync(COPY.replace(/RULES\.md$/, `RULES${lang}.md`), 'utf8');
      expect(text, lang).not.toMatch(
        /data\.json|DISCREPANCIES|\.\.\/seeds|otherVersion|majorPort|`|(ruling|rozhodnutí|orzeczenie|решение|decisión)\s+A\d/i,
      );
    }
    // The 1470 prisoner rule is spelt out where the spec pointed into the data.
    expect(readFileSync(COPY, 'utf8')).toContain("Henry VI starts as York's prisoner");
  });

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

  test("copies the spec's player edition, records its sha256, and reports every later drift", () => {
    const files = { spec: join(dir, 'spec.md'), copy: join(dir, 'RULES.md'), record: join(dir, 'RULES.md.sha256') };
    const edits = [['(see data.json)', '(see the map)']] as const;
    const drift = () => rulesDrift(files, edits);
    writeFileSync(files.spec, '# Rules\n\n- 7.2 own mercenaries only (see data.json)\r\n');
    expect(drift()).toEqual(['RULES.md is missing']);
    const hash = syncRules(files, edits);
    expect(readFileSync(files.copy, 'utf8')).toBe('# Rules\n\n- 7.2 own mercenaries only (see the map)\r\n');
    expect(readFileSync(files.record, 'utf8')).toBe(`${hash}  RULES.md\n`);
    expect(drift()).toEqual([]);
    expect(rulesDrift({ ...files, record: join(dir, 'no-record') }, edits)).toEqual([
      'RULES.md does not match the sha256 recorded in no-record',
    ]);

    // A spec reworded where an edit applied: the edit is reported, and the sync refuses.
    writeFileSync(files.spec, '# Rules\n\n- 7.2 corrected again\n');
    expect(drift()).toEqual([
      'the spec no longer has "(see data.json)" (an edit for players)',
      `RULES.md differs from ${files.spec}`,
    ]);
    expect(() => syncRules(files, edits)).toThrow(/no longer has: "\(see data.json\)"/);
    syncRules(files, []);
    writeFileSync(files.copy, '# Rules\n\n- edited by hand\n');
    expect(rulesDrift(files, [])).toEqual([
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
