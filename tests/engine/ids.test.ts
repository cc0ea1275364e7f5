import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir, makeIdsSource } from '../../tools/make-ids';

describe('generated ids', () => {
  it('ids.ts is what `npm run ids` makes from data.json', () => {
    const json = JSON.parse(readFileSync(join(dataDir, 'data.json'), 'utf8'));
    expect(readFileSync(join(dataDir, 'ids.ts'), 'utf8')).toBe(makeIdsSource(json));
  });
});
