/**
 * Regenerates engine/richard-iii/data/ids.ts from data.json so ids are never re-typed by hand:
 *   npm run ids
 * Lives outside engine/ because it writes files (the engine stays free of Node APIs);
 * tests/engine/ids.test.ts checks ids.ts is in step with data.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'engine', 'richard-iii', 'data');

export function makeIdsSource(json: {
  areas: { id: string }[];
  blocks: { id: string }[];
  scenarios: Record<string, unknown>;
}): string {
  const list = (xs: string[]) => xs.map((x) => `  '${x}',`).join('\n');
  return `// Generated from data.json by make-ids.ts — do not edit by hand.
export const AREA_IDS = [
${list(json.areas.map((a) => a.id))}
] as const;

export const BLOCK_IDS = [
${list(json.blocks.map((b) => b.id))}
] as const;

export const SCENARIO_IDS = [
${list(Object.keys(json.scenarios))}
] as const;
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const json = JSON.parse(readFileSync(join(dataDir, 'data.json'), 'utf8'));
  writeFileSync(join(dataDir, 'ids.ts'), makeIdsSource(json));
}
