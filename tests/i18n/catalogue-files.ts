/** The catalogue files on disk, read for the tests (the page bundles them through Vite). */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { flattenCatalogue } from '../../renderer/src/i18n/flatten';

export const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

/** The language codes that have a file in locales/. */
export function presentCatalogues(): string[] {
  return readdirSync(LOCALES_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

export function readCatalogue(language: string): Map<string, string> {
  return new Map(flattenCatalogue(JSON.parse(readFileSync(`${LOCALES_DIR}${language}.json`, 'utf8'))));
}
