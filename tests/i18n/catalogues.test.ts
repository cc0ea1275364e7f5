/**
 * The message catalogues: every language file has exactly English's keys, valid ICU messages with
 * the same arguments and plural forms its language has; every English key is used by the page; and
 * every error code the host can send has words.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ERROR_CODES, REQUEST_ISSUES, type ErrorCode, type StartupNotice } from '../../electron/ipc/contract';
import { LANGUAGES } from '../../electron/ipc/languages';
import type { SaveErrorCode } from '../../saves/types';
import { ERROR_MESSAGES, ISSUE_MESSAGES } from '../../renderer/src/lib/error-text';
import { messageArgs } from '../../tools/i18n/message-args';
import { presentCatalogues, readCatalogue } from './catalogue-files';
import { REQUIRED_LANGUAGES } from './required-languages';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// Every code the store can return is a code the page words (a compile error otherwise).
const storeCodesAreListed: readonly ErrorCode[] = [] as readonly SaveErrorCode[];
void storeCodesAreListed;

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path, ext) : ext.test(name) ? [path] : [];
  });
}

const english = readCatalogue('en');
const present = presentCatalogues();

describe('catalogue files', () => {
  it('are named after the languages of the app, and every required one is present', () => {
    expect(present.filter((l) => !(LANGUAGES as readonly string[]).includes(l))).toEqual([]);
    expect(REQUIRED_LANGUAGES.filter((l) => !present.includes(l))).toEqual([]);
  });

  it('English has messages, none empty', () => {
    expect(english.size).toBeGreaterThan(100);
    expect([...english].filter(([, m]) => m.trim() === '').map(([k]) => k)).toEqual([]);
  });
});

/** The plural and selectordinal option names a message uses (`=0`-style exact matches left out). */
function pluralCategories(elements: readonly MessageFormatElement[]): string[] {
  return elements.flatMap((el) => {
    if (el.type === TYPE.plural)
      return [
        ...Object.keys(el.options).filter((o) => !o.startsWith('=')),
        ...Object.values(el.options).flatMap((o) => pluralCategories(o.value)),
      ];
    if (el.type === TYPE.select) return Object.values(el.options).flatMap((o) => pluralCategories(o.value));
    return [];
  });
}

describe.each(present)('%s.json', (language) => {
  const messages = readCatalogue(language);

  it('has exactly the keys of English', () => {
    const missing = [...english.keys()].filter((k) => !messages.has(k));
    const extra = [...messages.keys()].filter((k) => !english.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('has valid ICU messages with the arguments of English', () => {
    const problems: string[] = [];
    for (const [key, message] of messages) {
      const source = english.get(key);
      if (source === undefined) continue;
      try {
        const args = [...messageArgs(message).keys()].sort();
        const wanted = [...messageArgs(source).keys()].sort();
        if (args.join() !== wanted.join()) problems.push(`${key}: arguments {${args}} but English has {${wanted}}`);
      } catch (e) {
        problems.push(`${key}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("uses only its own language's plural forms", () => {
    const allowed = new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
    const problems = [...messages].flatMap(([key, message]) =>
      pluralCategories(parse(message))
        .filter((c) => !allowed.has(c as Intl.LDMLPluralRule))
        .map((c) => `${key}: "${c}" is not a plural form of ${language}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('the page', () => {
  // Keys appear in the page's code as string literals: in t('…') calls and in tables of keys typed
  // by a union of codes (ERROR_MESSAGES, BOT_LEVEL_NAMES…), so a code without words fails to compile.
  // A game's options are labelled by keys its module declares (engine/<game>/option-descriptors.ts).
  const sources = [...filesUnder('renderer', /\.(ts|svelte)$/), ...filesUnder('engine', /option-descriptors\.ts$/)]
    .filter((p) => !p.endsWith('.generated.ts'))
    .map((p) => readFileSync(join(ROOT, p), 'utf8'));
  const literals = new Set(sources.flatMap((s) => [...s.matchAll(/['"`]([A-Za-z][\w.-]*)['"`]/g)].map((m) => m[1])));
  // Families of keys named by an engine id (names.area.<areaId>…) are looked up with a template
  // literal, `names.area.${id}`: a key of such a family counts as used.
  const families = new Set(sources.flatMap((s) => [...s.matchAll(/`([A-Za-z][\w.-]*)\.\$\{/g)].map((m) => m[1])));
  // The desktop shell (electron/main) words its menu and dialogs from the `desktop` section by the
  // last part of each key ('file', role names…).
  const shellLiterals = new Set(
    filesUnder('electron/main', /\.ts$/).flatMap((p) =>
      [...readFileSync(join(ROOT, p), 'utf8').matchAll(/['"`]([A-Za-z][\w.-]*)['"`]/g)].map((m) => m[1]),
    ),
  );
  const used = (key: string): boolean =>
    literals.has(key) ||
    families.has(key.slice(0, key.lastIndexOf('.'))) ||
    (key.startsWith('desktop.') && shellLiterals.has(key.slice(key.lastIndexOf('.') + 1)));

  it('uses every English key', () => {
    expect([...english.keys()].filter((k) => !used(k))).toEqual([]);
  });

  it('has words for every error code and every request problem', () => {
    for (const code of ERROR_CODES) expect(english.has(ERROR_MESSAGES[code]), code).toBe(true);
    for (const issue of REQUEST_ISSUES) expect(english.has(ISSUE_MESSAGES[issue]), issue).toBe(true);
  });
});

describe('the host', () => {
  it('sends only error codes the page words', () => {
    const notices: ReadonlyArray<StartupNotice['code']> = ['corrupt-db-set-aside', 'schema-migrated'];
    const known = new Set<string>([...ERROR_CODES, ...notices]);
    const files = [
      ...filesUnder('saves', /\.ts$/),
      // Build tools report to the developer's terminal, not to a player.
      ...filesUnder('electron', /\.ts$/).filter((p) => !p.startsWith(join('electron', 'build'))),
      ...filesUnder('renderer', /\.(ts|svelte)$/),
    ];
    const unknown = files.flatMap((path) => {
      const text = readFileSync(join(ROOT, path), 'utf8');
      const codes = [...text.matchAll(/(?:\bcode: |\b(?:err|saveErr|fail|failure)\()'([a-z][a-z-]*)'/g)].map(
        (m) => m[1]!,
      );
      return codes.filter((c) => !known.has(c)).map((c) => `${path}: ${c}`);
    });
    expect(unknown).toEqual([]);
  });
});
